// Reading one game of a PGN database: tag pairs, then movetext replayed move by move by the
// chess engine. Iterative (variations are an explicit stack), so nesting depth costs heap,
// not C++ stack; past max_variation_depth the game gets pgn.variation_too_deep.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "pgn/model.hpp"

namespace bn::pgn {

struct GameRead {
    enum class Status { game, incomplete, end } status = Status::end;
    std::size_t end = 0;  // offset just past the game (or past trailing white space at the end)
    // With `incomplete`: what the text that comes next must hold before reading the game again
    // can end it, judged from where the reading stopped (Stream uses it not to re-read a long
    // game after every small push). game_end: a '[' at the start of a line or a termination
    // marker; tags: the same but a '[', which starts one more tag pair, so a line that starts
    // otherwise (the movetext); token: any character but white space (the marker was read, the
    // next token ends the game unless it is a comment); close_brace / line_end: the end of the
    // comment or escape line being read after the marker.
    // symbol_end: any character that ends the symbol being read (a marker, maybe).
    enum class Wake { game_end, tags, token, close_brace, line_end, symbol_end } wake = Wake::game_end;
};

// Reads the game starting at or after `from` in the UTF-8 `text`. Offsets of the game and of
// its diagnostics are offsets in `text` (line and column are left for the caller to fill).
// With `final` false the text is a prefix of a longer input: a game that reaches the end of
// `text` may continue, and the result is `incomplete` instead.
GameRead read_game(std::string_view text, std::size_t from, bool final, const ParseOptions& options, Game& game);

// The text of a game whose own bytes are not UTF-8, as ISO-8859-1, for read_game: the byte-order
// marks it starts with (a file joined after it, pgn.joined_bom) are kept as they are, so that the
// game read in it and the game before it see the mark as in the bytes. parse() and Stream both
// decode a game with it.
std::string latin1_game_text(std::string_view game_bytes);

// Whether `fresh`, the text that came after `tried` (the text of a game found incomplete, with
// wake the GameRead's), may let read_game end that game. False only when it cannot; true may
// be wrong (costing one more reading, never a different result).
bool may_end_game(GameRead::Wake wake, std::string_view tried, std::string_view fresh);

}  // namespace bn::pgn
