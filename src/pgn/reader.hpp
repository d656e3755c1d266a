// Reading one game of a PGN database: tag pairs, then movetext replayed move by move by the
// chess engine. Iterative (variations are an explicit stack), so nesting depth costs heap,
// not C++ stack; past max_variation_depth the game gets pgn.variation_too_deep.
#pragma once

#include <cstddef>
#include <string_view>

#include "pgn/model.hpp"

namespace bn::pgn {

struct GameRead {
    enum class Status { game, incomplete, end } status = Status::end;
    std::size_t end = 0;  // offset just past the game (or past trailing white space at the end)
};

// Reads the game starting at or after `from` in the UTF-8 `text`. Offsets of the game and of
// its diagnostics are offsets in `text` (line and column are left for the caller to fill).
// With `final` false the text is a prefix of a longer input: a game that reaches the end of
// `text` may continue, and the result is `incomplete` instead.
GameRead read_game(std::string_view text, std::size_t from, bool final, const ParseOptions& options,
                   Game& game);

}  // namespace bn::pgn
