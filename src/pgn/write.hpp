// Writing a game in PGN export format: the entry point (build.hpp writes a game given as data).
#pragma once

#include <string>

#include "pgn/model.hpp"

namespace bn::pgn {

struct WriteOptions {
    // Longest line of movetext; the export format wants fewer than 80 characters.
    std::size_t max_line = 79;
};

// Export format (PGN 8, 3.2): the Seven Tag Roster first (missing ones written as "?",
// "????.??.??" and the game's result), then the other tags in ASCII order; movetext with
// canonical SAN, NAGs ($n, suffix annotations included), comments and variations, wrapped
// at max_line; the termination marker ("*" when the game has none). Ends with a newline.
std::string write(const Game& game, const WriteOptions& options = {});

}  // namespace bn::pgn
