// Null moves: a side passes. Not SAN, but real files (engine analyses, training material)
// contain them as "--" (chess.js, chessops, Scid, lichess) or "Z0" (ChessBase, pgn-parser).
// UCI's "0000" is not one here: in movetext it is an integer token, a move number indication
// (PGN 7), and "@@@@" is not a PGN symbol at all.
#pragma once

#include <string_view>

#include "chess/san.hpp"

namespace bn::pgn {

// The SAN a null move is given in the move tree and written back as.
using chess::null_move_san;

// The first character decides for almost every symbol: in wasm each == of equal sizes was a
// call to memcmp, and every two-letter move ("e4") has the size of both.
inline bool is_null_move(std::string_view symbol) {
    return symbol.size() == 2 && (symbol[0] == '-' || symbol[0] == 'Z') && (symbol == "--" || symbol == "Z0");
}

}  // namespace bn::pgn
