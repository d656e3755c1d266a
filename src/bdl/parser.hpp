// The two stages after lexing: screening the tokens (screen.cpp: unknown characters, numbers
// that do not fit, unterminated or too deep explicit blocks are reported and the unknown
// characters dropped) and reading them into the syntax tree (parser.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "bdl/lexer.hpp"
#include "bdl/model.hpp"
#include "common/diagnostic.hpp"

namespace bn::bdl {

// The value of an INT token, if it fits in 32 bits (the original's Java int).
std::optional<std::int32_t> integer_value(std::string_view text);

// True when `name` can name a piece: an identifier that is not a keyword.
bool is_piece_name(std::string_view name);
// True when `code` written as explicit{code} reads back as the same code (braces balanced,
// no closing brace escaped by a final backslash, not nested past the limit).
bool is_explicit_code(std::string_view code);

std::vector<Token> screen_tokens(std::string_view text, std::vector<Token> tokens, Diagnostics& out);

// Offsets in diagnostics and spans are relative to `text`, which the tokens point into.
Description read_description(std::string_view text, std::vector<Token> tokens, Diagnostics& out);

// Diagnostics sorted by position, capped at bn::limits::max_diagnostics, with line and column.
std::vector<Diagnostic> resolve_positions(std::string_view text, std::vector<Diagnostic> items);

}  // namespace bn::bdl
