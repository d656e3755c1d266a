// From the orig/dest squares a message gives to the engine's moves. ssb-chess clients send
// castling in both chessground encodings: the king to its destination (e1 g1) or the king
// to the rook's square (e1 h1, e8 a8); both name the same move.
#pragma once

#include <string_view>
#include <vector>

#include "chess/movegen.hpp"

namespace bn::ssb {

bool is_square_name(std::string_view s);
// "e4" -> square (the name must be valid).
chess::Square square_of(std::string_view name);
// "q", "r", "b", "n" (either case) -> piece type; anything else -> no_piece_type.
chess::PieceType promotion_piece(std::string_view letter);
// The legal moves from `from` that `to` names (several only for promotions).
std::vector<chess::Move> matching_moves(chess::MoveSpan legal, chess::Square from, chess::Square to);

}  // namespace bn::ssb
