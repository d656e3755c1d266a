// Tokens -> DOM, iteratively: an explicit stack of open containers replaces recursion, so
// the depth limit, not the call stack, is what bounds nesting.
#pragma once

#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"
#include "json/lexer.hpp"
#include "json/model.hpp"

namespace bn::json {

// Builds the value the tokens spell. `complete` is false when the grammar stopped before the
// end of the input (the lexical error is already reported; the builder then stays quiet
// about the truncated structure). Returns false when no value could be built.
bool build_value(const std::vector<lexer::Token>& tokens, std::string_view text, bool complete,
                 const ParseOptions& options, Value& out, Diagnostics& d);

// The UTF-8 text of a string token (quotes included). Reports invalid UTF-8 and escapes of
// lone surrogates; returns false after reporting.
bool decode_string(std::string_view token, std::size_t offset, std::string& out, Diagnostics& d);

}  // namespace bn::json
