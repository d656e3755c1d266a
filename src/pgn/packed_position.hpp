// A position in eleven numbers (model.hpp, PackedPosition), filled while reading so that its
// FEN can be written later by whoever holds the numbers (npm/src/pgn/fen.js formats them):
//   words 0..7  ranks 1..8, four bits per square, file a in the lowest bits:
//               0 empty, else 1 + chess::Piece (P N B R Q K p n b r q k = 1..12)
//   word 8      side to move (0 white, 1 black) | castling rights << 1 (K Q k q = bits 1..4)
//               | en-passant square << 5 (0..63; 64 when write_fen would print "-", that is
//               when no en-passant capture is legal)
//               | for each right i (K Q k q), in bits 12 + 4i: 0 when FEN writes its letter
//               KQkq, else 1 + the file (a = 0) whose letter it writes (X-FEN, Chess960)
//   word 9      halfmove clock
//   word 10     fullmove number
#pragma once

#include "chess/position.hpp"
#include "pgn/model.hpp"

namespace bn::pgn {

PackedPosition pack_position(const chess::Position& position);

}  // namespace bn::pgn
