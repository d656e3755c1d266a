// The lexical items of BDL, as slices of the input, produced by the X3 grammar (grammar.cpp)
// and consumed by the syntax reader (syntax.cpp). Lexing first keeps both stages iterative:
// nothing in BDL nests deeper than a fixed number of levels, except explicit blocks, which
// the lexer scans with a counter.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

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

namespace limits {
// Deepest brace nesting inside one explicit block; deeper is a diagnostic (the scan itself
// is a counter and cannot overflow anything, the limit protects consumers of the code).
inline constexpr std::size_t max_brace_depth = 1000;
// Largest board side the runtime accepts, and most cells.
inline constexpr std::int32_t max_board_side = 256;
}  // namespace limits

}  // namespace bn::bdl
