// What the JSON lexical grammar fills: a flat list of tokens as slices of the input. The DOM
// is built from this list with an explicit stack (build.cpp), so nesting never reaches the
// call stack, whatever the input.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace bn::json::ast {

// '{', '}', '[', ']', ':', ',' for punctuation; 's' string (with its quotes), 'n' number,
// 't' true, 'f' false, 'z' null.
struct Token {
    char kind = 0;
    const char* begin = nullptr;
    const char* end = nullptr;
    std::string_view text() const { return {begin, static_cast<std::size_t>(end - begin)}; }
};

}  // namespace bn::json::ast
