// What the SGF grammar fills: a flat list of lexical items, as slices of the input. The tree
// is built from this list without recursion (tree.cpp), so nesting depth never reaches the
// call stack of the parser.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace bn::sgf::ast {

struct Token {
    const char* begin = nullptr;
    const char* end = nullptr;
    std::string_view text() const { return {begin, static_cast<std::size_t>(end - begin)}; }
};

// "(", ")", ";" or a property identifier, with the values written right after it. `values`
// hold the raw text between "[" and "]" (escapes kept). Values after "(", ")" or ";" are a
// structural error the tree builder reports.
struct Item {
    Token head;
    std::vector<Token> values;
};

}  // namespace bn::sgf::ast
