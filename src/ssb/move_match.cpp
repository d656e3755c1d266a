#include "ssb/move_match.hpp"

namespace bn::ssb {

bool is_square_name(std::string_view s) {
    return s.size() == 2 && s[0] >= 'a' && s[0] <= 'h' && s[1] >= '1' && s[1] <= '8';
}

chess::Square square_of(std::string_view name) { return chess::make_square(name[0] - 'a', name[1] - '1'); }

chess::PieceType promotion_piece(std::string_view letter) {
    if (letter == "q" || letter == "Q") return chess::queen;
    if (letter == "r" || letter == "R") return chess::rook;
    if (letter == "b" || letter == "B") return chess::bishop;
    if (letter == "n" || letter == "N") return chess::knight;
    return chess::no_piece_type;
}

std::vector<chess::Move> matching_moves(chess::MoveSpan legal, chess::Square from, chess::Square to) {
    using chess::Move;
    std::vector<Move> out;
    for (Move m : legal) {
        if (m.from() != from) continue;
        bool rook_square =
            (m.kind() == Move::king_castle && to == from + 3) || (m.kind() == Move::queen_castle && to + 4 == from);
        if (m.to() == to || rook_square) out.push_back(m);
    }
    return out;
}

}  // namespace bn::ssb
