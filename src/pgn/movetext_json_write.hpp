// The challenge's movetext model (movetext.hpp) written as the JSON of the seed library's syntax
// tree: what Pgn.parseMovetext returns (npm/src/pgn/index.js parses it; docs/pgn.md shows it).
// Each value has its Scala class as "type" ("FullTurn", "Standard", "Castle"...), squares are
// { "file": "e", "rank": 4 }, and an absent optional field is left out.
#pragma once

#include <string>

#include "pgn/movetext.hpp"

namespace bn::pgn::movetext {

std::string write_json(const Game& game);

}  // namespace bn::pgn::movetext
