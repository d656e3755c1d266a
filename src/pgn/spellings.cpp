// The spellings of spellings.hpp, from what tournament software, ChessBase and Informant exports
// and hand-typed files write.
#include "pgn/spellings.hpp"

#include <utility>

namespace bn::pgn {

namespace {

// The dash at the start of `s`: '-' or a Unicode dash or minus in UTF-8 (hyphen U+2010,
// non-breaking hyphen U+2011, figure dash U+2012, en dash U+2013, em dash U+2014, horizontal
// bar U+2015, minus sign U+2212); its length in bytes, 0 when there is none.
std::size_t dash_length(std::string_view s) {
    if (!s.empty() && s[0] == '-') return 1;
    if (s.size() < 3 || static_cast<unsigned char>(s[0]) != 0xE2) return 0;
    const auto b1 = static_cast<unsigned char>(s[1]), b2 = static_cast<unsigned char>(s[2]);
    if (b1 == 0x80 && b2 >= 0x90 && b2 <= 0x95) return 3;
    if (b1 == 0x88 && b2 == 0x92) return 3;
    return 0;
}

bool is_castling_letter(char c) { return c == 'O' || c == 'o' || c == '0'; }

}  // namespace

std::optional<std::string> standard_castling(std::string_view token) {
    // Letters and dashes: O-O or O-O-O in any spelling.
    std::size_t at = 0;
    int letters = 0;
    bool standard = true;  // every letter O and every dash '-'
    bool zeros = true;     // every letter 0 and every dash '-': the SAN reader's own case
    while (at < token.size() && letters < 3) {
        if (letters > 0) {
            const std::size_t dash = dash_length(token.substr(at));
            if (dash == 0) break;
            standard = standard && dash == 1;
            zeros = zeros && dash == 1;
            if (at + dash >= token.size() || !is_castling_letter(token[at + dash])) break;
            at += dash;
        }
        if (!is_castling_letter(token[at])) break;
        standard = standard && token[at] == 'O';
        zeros = zeros && token[at] == '0';
        ++at;
        ++letters;
    }
    if (letters < 2 || standard || zeros) return std::nullopt;
    // What may follow: a check sign and a suffix annotation, as after any move.
    const std::string_view rest = token.substr(at);
    for (char c : rest)
        if (c != '+' && c != '#' && c != '!' && c != '?') return std::nullopt;
    std::string out = letters == 3 ? "O-O-O" : "O-O";
    out += rest;
    return out;
}

bool is_half_point_draw(std::string_view token) {
    constexpr std::string_view half = "\xC2\xBD";  // ½ in UTF-8
    if (token.substr(0, half.size()) != half) return false;
    token.remove_prefix(half.size());
    const std::size_t dash = dash_length(token);
    return dash > 0 && token.substr(dash) == half;
}

std::uint16_t evaluation_symbol_nag(std::string_view token) {
    // The ASCII spellings ChessBase and others export, then the Unicode signs of the
    // standard's table (minus written either '-' or U+2212).
    static constexpr std::pair<std::string_view, std::uint16_t> symbols[] = {
        {"=", 10},
        {"+=", 14},
        {"+/=", 14},
        {"\xE2\xA9\xB2", 14},  // ⩲
        {"=+", 15},
        {"=/+", 15},
        {"\xE2\xA9\xB1", 15},  // ⩱
        {"+/-", 16},
        {"\xC2\xB1", 16},  // ±
        {"-/+", 17},
        {"\xE2\x88\x93", 17},  // ∓
        {"+-", 18},
        {"+--", 18},
        {"+\xE2\x88\x92", 18},  // +−
        {"-+", 19},
        {"--+", 19},
        {"\xE2\x88\x92+", 19},  // −+
        {"\xE2\x88\x9E", 13},
        {"~", 13},              // ∞
        {"\xE2\x96\xA1", 7},    // □ only move
        {"\xE2\x87\x86", 132},  // ⇆ counterplay
        {"\xE2\x88\x86", 140},
        {"\xCE\x94", 140},      // ∆, Δ with the idea
        {"\xE2\x8C\x93", 142},  // ⌓ better is
        {"N", 146},             // novelty
        {"=/\xE2\x88\x9E", 44},
        {"=\xE2\x88\x9E", 44},  // =/∞ compensation
        {"\xE2\x80\xBC", 3},
        {"\xE2\x81\x87", 4},
        {"\xE2\x81\x89", 5},
        {"\xE2\x81\x88", 6},  // ‼ ⁇ ⁉ ⁈
    };
    for (const auto& [text, nag] : symbols)
        if (text == token) return nag;
    return 0;
}

}  // namespace bn::pgn
