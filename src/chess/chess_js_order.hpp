// chess.js lists legal moves in the order its generator finds them, and its users compare
// moves() arrays, so the JS façade (boardnotation/chess) lists them in that order too:
// by the square moved from (a8, b8 ... h1), then for a pawn the single step, the double step
// and the captures (towards the a-side first for White, the h-side for Black), for another
// piece its directions in chess.js's order each walked outwards, promotions as n, b, r, q;
// castling comes last, king-side first. The engine generates by bitboards in another order
// (which perft and the PGN code keep): this sorts a copy.
#pragma once

#include "chess/movegen.hpp"

namespace bn::chess {

// `legal` (the legal moves of `position`) in chess.js's order.
MoveList in_chess_js_order(const Position& position, MoveSpan legal);

// The squares of `color`'s pieces that attack `square` (pinned or not, whatever stands on it)
// in the order chess.js's attackers() lists them: rank 8 first, a to h within a rank. Written
// to `out` (room for 64); returns how many.
std::size_t chess_js_attackers(const Position& position, Square square, Color color, Square* out);

}  // namespace bn::chess
