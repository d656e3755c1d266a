// What the SGF lexer reads (lexer.hpp): one token at a time, a slice of the input, handed straight to the
// tree builder (parser.hpp), which needs no recursion, so nesting depth never reaches the
// call stack of the parser. No token is stored: a list of them cost memory in proportion to
// the input, and a list of items each holding its own list of values had cost an allocation
// per property (a third of the parse time, bench/sgf.mjs).
#pragma once

#include <cstddef>
#include <string_view>

namespace bn::sgf::syntax {

// "(", ")", ";" or a property identifier (a head), or the raw text between "[" and "]" of a
// value (escapes kept). The values written after a head follow it; values after "(", ")" or
// ";" are a structural error the tree builder reports.
struct Token {
    const char* begin = nullptr;
    const char* end = nullptr;
    bool value = false;
    std::string_view text() const { return {begin, static_cast<std::size_t>(end - begin)}; }
};

}  // namespace bn::sgf::syntax
