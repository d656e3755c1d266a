// Standard Algebraic Notation (PGN standard 8.2.3): reading a move against a position and
// writing a move as SAN or long algebraic (UCI) text.
//
// Reading is permissive by default, as real files need: missing or wrong check signs, a
// missing '=' or a lower-case piece in promotions, over-disambiguation, long algebraic
// (e2e4, e2-e4, Ng1f3, e7e8q), castling with zeros, the pawn letter (Pxe5), "e.p." or "ep", a
// missing or spurious capture sign. Each of those is reported as a warning, with the same
// code a strict reader reports as an error (chess.san.*). Both modes refuse illegal and
// ambiguous moves, a missing promotion piece and lower-case piece letters.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "common/diagnostic.hpp"
#include "chess/movegen.hpp"

namespace bn::chess {

// What a null move (a pass) is written as where SAN is expected: chess.js, chessops, Scid and
// lichess write "--" (see pgn/null_move.hpp for what PGN files use).
inline constexpr std::string_view null_move_san = "--";

struct SanOptions {
    bool strict = false;
};

struct SanReading {
    Move move;
    // The suffix annotation as its NAG (PGN 8.2.4): ! 1, ? 2, !! 3, ?? 4, !? 5, ?! 6; 0 if none.
    std::uint8_t nag = 0;
    // The move's canonical SAN (what write_san gives), worked out while reading.
    std::string san;
};

// The legal move `text` denotes in `position`. Diagnostic offsets are inside `text`.
Parsed<SanReading> read_san(const Position& position, std::string_view text, const SanOptions& options = {});
// The same, with the legal moves of `position` already generated.
Parsed<SanReading> read_san(const Position& position, MoveSpan legal, std::string_view text,
                            const SanOptions& options = {});

// SAN of a legal move: minimal disambiguation (file, else rank, else square; pinned pieces
// do not count), '=' before the promotion piece, '+' or '#'.
std::string write_san(const Position& position, Move move);
std::string write_san(const Position& position, MoveSpan legal, Move move);
// SAN of each of `moves` (legal in `position`, whose legal moves are `legal`), separated by
// `separator`: what write_san gives each, at a fraction of the cost for a whole list.
std::string write_sans(const Position& position, MoveSpan legal, MoveSpan moves, char separator);

// Long algebraic as UCI writes it: "e2e4", "e7e8q", castling as the king's move "e1g1".
std::string write_lan(Move move);
// The same in `position` (where `move` is legal): in a Chess960 position, castling is written
// as the king taking its own rook ("e1h1", UCI_Chess960), which is also what the reader takes.
std::string write_lan(const Position& position, Move move);

}  // namespace bn::chess
