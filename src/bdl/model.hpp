// BDL (Board Description Language 1.1.0): text -> syntax tree, checks, canonical text.
// The game runtime is in game.hpp.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "bdl/ast.hpp"
#include "common/diagnostic.hpp"
#include "common/written.hpp"

namespace bn::bdl {

// Text -> syntax tree. Never throws. Syntax errors do not stop the reading: each section is
// read on after an error, so one pass reports several (at most bn::limits::max_diagnostics).
// With errors, ok is false and `value` holds what could be read.
Parsed<Description> parse(std::string_view text);

// The semantic checks the original compiler lacks (undefined or duplicate names, board
// bounds, missing rules, ...). Diagnostics carry spans of the description's source; pass
// `text` to fill line and column (empty for a tree built by hand: positions stay 0).
std::vector<Diagnostic> check(const Description& description, std::string_view text = {});

// parse + check: every diagnostic of a text, syntax first.
std::vector<Diagnostic> check_text(std::string_view text);

// Canonical BDL text: two-space indentation, one item per line, sections in order.
// parse(format(d).text).value == d, and format is idempotent on its own output. Not ok only
// when writing failed (out of memory: common.internal_error).
Written format(const Description& description);

}  // namespace bn::bdl
