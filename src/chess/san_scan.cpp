#include "chess/san_scan.hpp"

namespace bn::chess {

namespace {

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }
bool is_piece(char c) {
    switch (c) {
        case 'K':
        case 'Q':
        case 'R':
        case 'B':
        case 'N':
        case 'P': return true;
        default: return false;
    }
}
bool is_promotion_piece(char c) {
    switch (c) {
        case 'Q':
        case 'R':
        case 'B':
        case 'N': return true;
        default: return false;
    }
}
// Long algebraic writes them in lower case (e7e8q); after '=' the grammar takes both.
bool is_lower_promotion_piece(char c) {
    switch (c) {
        case 'q':
        case 'r':
        case 'b':
        case 'n': return true;
        default: return false;
    }
}

// The squares part: the longest run of files, ranks and 'x' after the piece letter. Only the
// runs listed are taken; for each, the grammar's first matching alternative (from_square,
// from_file, from_rank, to_only, in that order) is the one written here, because the run
// ends at a character none of the alternatives can continue with.
bool read_squares(const char* c, std::size_t n, syntax::SanSquares& s) {
    const auto to = [&](const char* at) {
        s.to_file = at[0];
        s.to_rank = at[1];
        return is_file(at[0]) && is_rank(at[1]);
    };
    switch (n) {
        case 2:  // e4
            return to(c);
        case 3:
            if (c[0] == 'x') return (s.capture = true), to(c + 1);      // xd5
            if (is_file(c[0])) return (s.from_file = c[0]), to(c + 1);  // bd7
            if (is_rank(c[0])) return (s.from_rank = c[0]), to(c + 1);  // 1d7
            return false;
        case 4:
            if (c[1] == 'x') {  // exd5, 1xd7
                s.capture = true;
                if (is_file(c[0])) return (s.from_file = c[0]), to(c + 2);
                if (is_rank(c[0])) return (s.from_rank = c[0]), to(c + 2);
                return false;
            }
            if (!is_file(c[0]) || !is_rank(c[1])) return false;  // e2e4, f1d3
            s.from_file = c[0];
            s.from_rank = c[1];
            return to(c + 2);
        case 5:  // e2xe4
            if (!is_file(c[0]) || !is_rank(c[1]) || c[2] != 'x') return false;
            s.from_file = c[0];
            s.from_rank = c[1];
            s.capture = true;
            return to(c + 3);
        default: return false;
    }
}

}  // namespace

bool scan_common_san(std::string_view text, syntax::SanMove& san) {
    const char* p = text.data();
    const char* const end = p + text.size();
    if (p == end) return false;
    if (*p == 'O' || *p == '0') {  // O-O, O-O-O, or with zeros (one kind of letter throughout)
        const char letter = *p;
        const auto dash_letter = [&](const char* at) { return end - at >= 2 && at[0] == '-' && at[1] == letter; };
        if (!dash_letter(p + 1)) return false;
        const char* castling_end = p + 3;
        if (dash_letter(castling_end)) castling_end += 2;
        san.castling = {p, castling_end};
        p = castling_end;
    } else {
        if (is_piece(*p)) san.piece = *p++;
        const char* run = p;
        while (p != end && (is_file(*p) || is_rank(*p) || *p == 'x')) ++p;
        if (!read_squares(run, static_cast<std::size_t>(p - run), san.squares)) return false;
        if (p != end && *p == '=') {
            if (end - p < 2 || !(is_promotion_piece(p[1]) || is_lower_promotion_piece(p[1]))) return false;
            san.promotion = syntax::SanPromotion{true, p[1]};
            p += 2;
        } else if (p != end && is_promotion_piece(*p)) {
            san.promotion = syntax::SanPromotion{false, *p++};
        }
    }
    const char* check = p;
    while (p != end && (*p == '+' || *p == '#')) ++p;
    san.check = {check, p};
    const char* annotation = p;
    while (p != end && (*p == '!' || *p == '?')) ++p;
    san.annotation = {annotation, p};
    return p == end;
}

}  // namespace bn::chess
