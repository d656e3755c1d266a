// Writing a game in PGN export format: the entry point (build.hpp writes a game given as data).
#pragma once

#include <string>
#include <string_view>

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

// A tag name as the reader takes it (PGN 8.1.1): letters, digits and '_', at least one.
bool is_tag_name(std::string_view name);

// One tag pair as the export format writes it, [Name "value"]: '"' and '\' escaped, and every
// control character (line breaks, tabs, the other C0 characters, DEL) written as a space, so
// that a value never ends its line, and thus never starts a tag or a game of its own. The one
// writer of tags: write() and the chess façade's pgn() (bindings/pgn_write.cpp) use it. `name`
// must be a tag name.
std::string tag_pair(std::string_view name, std::string_view value);

}  // namespace bn::pgn
