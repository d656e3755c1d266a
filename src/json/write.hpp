// Writing JSON: a value, a string literal, and the JSON paths diagnostics name.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "json/model.hpp"

namespace bn::json {

// JSON text of a value: compact, keys in member order, strings escaped as JSON.stringify does.
std::string write(const Value& value);
// The JSON string literal (with quotes) of UTF-8 `text`.
std::string quote(std::string_view text);

// A JSONPath-like location used in diagnostics: "$", "$.value.content.ply", "$.branch[2]",
// "$[\"odd key\"]". Keys that are not identifiers are written as quoted JSON strings.
std::string path_member(std::string_view parent, std::string_view key);
std::string path_index(std::string_view parent, std::size_t index);

}  // namespace bn::json
