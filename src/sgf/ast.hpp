// What the SGF grammar fills: a flat list of tokens, as slices of the input. The tree is built
// from this list without recursion (build_tree.cpp), so nesting depth never reaches the call
// stack of the parser; and a flat list costs no allocation per property, which a list of
// items each holding its own list of values did (a third of the parse time, bench/sgf.mjs).
#pragma once

#include <cstddef>
#include <string_view>

namespace bn::sgf::ast {

// "(", ")", ";" or a property identifier (a head), or the raw text between "[" and "]" of a
// value (escapes kept). The values written after a head follow it in the list; values after
// "(", ")" or ";" are a structural error the tree builder reports.
struct Token {
    const char* begin = nullptr;
    const char* end = nullptr;
    bool value = false;
    std::string_view text() const { return {begin, static_cast<std::size_t>(end - begin)}; }
};

}  // namespace bn::sgf::ast
