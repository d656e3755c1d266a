// Reading PGN databases whole: the entry points (stream.hpp reads one in pieces).
#pragma once

#include <functional>
#include <string_view>

#include "pgn/model.hpp"

namespace bn::pgn {

// A PGN database of any number of games. Never throws. The input may start with a UTF-8
// BOM; when it is not all valid UTF-8, each game that is not is read as ISO-8859-1 (the
// standard's character set) with the warning pgn.latin1_game, as Stream does, and the
// database gets the warning pgn.latin1. A broken game gets its own diagnostics (with line
// and column) and reading goes on with the next game.
Database parse(std::string_view bytes, const ParseOptions& options = {});

// The same reading without keeping the games: `visit` gets each game as soon as it is read
// (diagnostics located, line set) in one Game object that is reused, storage included, for
// the next game. Returns the database without its games (diagnostics, encoding; text only
// when the input was Latin-1: UTF-8 input is read in place, offsets count from after its BOM).
Database parse_each(std::string_view bytes, const ParseOptions& options, const std::function<void(Game&)>& visit);

// Fills line, column and UTF-16 length of the diagnostics of `game` from `text` (the input
// the game was read from).
void locate_diagnostics(std::string_view text, Game& game);

}  // namespace bn::pgn
