// The JSON reader's entry point: text to a DOM whose values remember their place in the text.
#pragma once

#include <string_view>

#include "common/diagnostic.hpp"
#include "json/model.hpp"

namespace bn::json {

// Text -> value. Never throws. Errors: syntax (json.*), invalid UTF-8, lone surrogate
// escapes, duplicate keys, numbers out of the double range, and the two limits.
Parsed<Value> parse(std::string_view text, const ParseOptions& options = {});

}  // namespace bn::json
