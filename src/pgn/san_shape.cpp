// Hand-written rather than X3: one token, a handful of optional parts, called once per move
// of every game read without replay, where the speed of the whole reading is the point.
#include "pgn/san_shape.hpp"

namespace bn::pgn {

namespace {

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }
bool is_piece(char c) { return c == 'K' || c == 'Q' || c == 'R' || c == 'B' || c == 'N'; }
bool is_promotion_piece(char c) {
    return c == 'Q' || c == 'R' || c == 'B' || c == 'N' || c == 'q' || c == 'r' || c == 'b' || c == 'n';
}

std::string_view without_checks(std::string_view s) {
    while (!s.empty() && (s.back() == '+' || s.back() == '#')) s.remove_suffix(1);
    return s;
}

}  // namespace

bool has_san_shape(std::string_view token) {
    std::string_view s = without_checks(token);
    // The first or last character first: in wasm each == between strings of one size was a
    // call to memcmp, and most moves have the size of a castling or of "e.p.".
    if (!s.empty() && (s[0] == 'O' || s[0] == '0') && (s == "O-O" || s == "O-O-O" || s == "0-0" || s == "0-0-0"))
        return true;
    // The en-passant mark the SAN reader takes: "exd6e.p.", "exd6ep".
    if (s.size() >= 4 && s.back() == '.' && s.substr(s.size() - 4) == "e.p.")
        s.remove_suffix(4);
    else if (s.size() >= 4 && s.back() == 'p' && s[s.size() - 2] == 'e' && is_rank(s[s.size() - 3]))
        s.remove_suffix(2);
    std::size_t i = 0;
    const bool piece = !s.empty() && is_piece(s[0]);
    if (piece || (!s.empty() && s[0] == 'P')) ++i;
    // The destination is the last file-rank pair before an optional promotion; what stands
    // between the piece letter and it is an optional source square part and capture sign.
    std::size_t end = s.size();
    if (!piece && end >= 3 && is_promotion_piece(s[end - 1]) && is_rank(s[end - 2 - (s[end - 2] == '=')])) {
        end -= 1;
        if (s[end - 1] == '=') end -= 1;
    }
    if (end < i + 2 || !is_file(s[end - 2]) || !is_rank(s[end - 1])) return false;
    std::size_t j = i;
    if (j < end - 2 && is_file(s[j])) ++j;
    if (j < end - 2 && is_rank(s[j])) ++j;
    if (j < end - 2 && (s[j] == 'x' || s[j] == '-' || s[j] == ':')) ++j;
    return j == end - 2;
}

}  // namespace bn::pgn
