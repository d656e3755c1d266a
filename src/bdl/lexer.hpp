// The BDL lexer: text -> tokens, slices of the input, cut by X3 rules (lexer.cpp), screened
// (screen.cpp) and read by the parser (parser.cpp). Lexing first keeps both stages iterative:
// nothing in BDL nests deeper than a fixed number of levels, except explicit blocks, which
// the lexer scans with a counter.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace bn::bdl {

enum class TokenKind : std::uint8_t {
    word,            // identifier or keyword
    integer,         // ["-"] ("0" | [1-9][0-9]*)
    punctuation,     // { } ( ) [ ] : ,
    explicit_block,  // explicit, spaces, a brace-balanced block
    unknown,         // one character no token starts with
};

enum class BlockStatus : std::uint8_t { closed, unterminated, too_deep };

struct Token {
    TokenKind kind = TokenKind::unknown;
    const char* begin = nullptr;
    const char* end = nullptr;
    BlockStatus status = BlockStatus::closed;  // explicit blocks only
    const char* problem = nullptr;             // unterminated: the unmatched "{"; too_deep: the "{" past the limit

    std::string_view text() const { return {begin, static_cast<std::size_t>(end - begin)}; }
};

// The tokens of `text`, white space dropped. Every character starts some token (an unknown
// one at worst), so lexing always reaches the end of the input.
std::vector<Token> lex(std::string_view text);

}  // namespace bn::bdl
