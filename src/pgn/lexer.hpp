// The characters of PGN's tokens (PGN 7): shared by the game parser (parser.cpp), the
// stream's look at fresh bytes (stream.cpp) and the comment reader (comment.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace bn::pgn {

inline bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
inline bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
// Symbol characters (PGN 7) plus '/' for "1/2-1/2", looked up in a table: this runs for
// every character of every move, and the chain of comparisons was not inlined in wasm.
constexpr bool symbol_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '+' ||
           c == '#' || c == '=' || c == ':' || c == '-' || c == '/';
}
inline constexpr std::array<bool, 256> symbol_chars = [] {
    std::array<bool, 256> table{};
    for (int c = 0; c < 256; ++c) table[static_cast<std::size_t>(c)] = symbol_char(static_cast<char>(c));
    return table;
}();
inline bool is_symbol(char c) { return symbol_chars[static_cast<unsigned char>(c)]; }
inline bool is_tag_name_char(char c) { return is_letter(c) || is_digit(c) || c == '_'; }

// The NAG of a suffix annotation (PGN 8.2.3.8), 0 when it is not one.
inline std::uint16_t suffix_nag(std::string_view s) {
    static constexpr std::string_view suffixes[] = {"!", "?", "!!", "??", "!?", "?!"};
    for (std::uint16_t i = 0; i < 6; ++i)
        if (s == suffixes[i]) return static_cast<std::uint16_t>(i + 1);
    return 0;
}

}  // namespace bn::pgn
