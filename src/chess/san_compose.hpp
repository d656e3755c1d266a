// The parts of a move's canonical SAN, shared by the reader (which works them out to check what
// was written) and the writers (san_write.cpp defines them). Internal to the chess area.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "chess/movegen.hpp"

namespace bn::chess {

// Which parts of the origin SAN writes: pawn captures always name the file; other pieces
// name the file, else the rank, else both, when another piece of the same type can legally
// go to the same square.
struct Origin {
    bool file = false;
    bool rank = false;
    bool operator==(const Origin& o) const { return file == o.file && rank == o.rank; }
};

// The origin `m` needs among the legal moves `legal` of `p`.
Origin needed_origin(const Position& p, MoveSpan legal, Move m);

// "+", "#" or nothing: what the move does to the other king.
std::string_view check_suffix(const Position& p, Move m);

// The longest SAN written: "Qa3xb2+" or "exd8=Q#" plus one suffix sign.
inline constexpr std::size_t max_written_san = 16;

// SAN from its parts, at `out` (room for max_written_san chars); returns the end.
char* compose_san(const Position& p, Move m, Origin origin, std::string_view suffix, char* out);
// The same as a string.
std::string compose_san(const Position& p, Move m, Origin origin, std::string_view suffix);

}  // namespace bn::chess
