// A header-only index of a PGN database: each game's tag pairs, where it is in the input and
// its line, without reading its moves (the list a database viewer shows first, the filter run
// over archives of millions of games). A game runs from its first tag pair to the next tag pair
// outside a comment, as in the full reader; the tags are read by the same code as there.
#pragma once

#include <cstddef>
#include <functional>
#include <string_view>

#include "pgn/model.hpp"

namespace bn::pgn {

// Calls `visit` for each game with its tags (values not valid UTF-8 decoded as ISO-8859-1),
// the diagnostics of its tags, line, and offset and length in bytes of `bytes` as given (a
// UTF-8 BOM counted). The Game is reused from one call to the next. Returns the diagnostics
// about the input as a whole (common.input_too_large).
std::vector<Diagnostic> index_games(std::string_view bytes, const std::function<void(Game&)>& visit);

}  // namespace bn::pgn
