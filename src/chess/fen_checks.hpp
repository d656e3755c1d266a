// The rules of FEN (strict and lenient, fen.hpp), checked on what the grammar read: the fields in
// order, the placement, material, castling rights, the en-passant square, the counters and the
// checks, each problem under its own code (chess.fen.*). Independent problems are all reported;
// checks that need a board (kings, rights, en passant, checks) run only when the placement could
// be read.
#pragma once

#include <string_view>

#include "chess/fen.hpp"
#include "chess/syntax.hpp"
#include "common/diagnostic.hpp"

namespace bn::chess {

// Checks `fen`, read by fen_grammar() from `whole` (diagnostics are offsets in `whole`), into
// `out`; fills `position` when the placement could be read (whether or not other rules failed:
// the caller decides by the errors in `out`).
void check_fen(std::string_view whole, const syntax::Fen& fen, const FenOptions& options, Diagnostics& out,
               Position& position);

}  // namespace bn::chess
