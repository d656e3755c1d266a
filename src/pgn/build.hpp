// A game given as data (by the JS API or a program) rather than text: the moves are replayed
// from the start position, so what gets written is always a legal game with canonical SAN.
#pragma once

#include <string>
#include <vector>

#include "common/diagnostic.hpp"
#include "common/written.hpp"
#include "pgn/write.hpp"

namespace bn::pgn {

struct MoveInput {
    std::string san;               // any SAN the permissive reader accepts, or "--" / "Z0" (a null move)
    NodeIndex previous = no_node;  // index of the move before (no_node: the start position)
    std::vector<std::uint16_t> nags;
    std::vector<std::string> comments;
    std::vector<std::string> comments_before;
    // The move this one replaces, when it is the first move of a variation of that move (whose
    // `previous` it shares); no_node: see GameInput for where the move goes. Needed when a
    // variation holds a variation of its own first move: "(1... e6 (1... d6) 2. d4)" has d6
    // replacing e6, not the main line's e5, although both follow the same move.
    NodeIndex replaces = no_node;
};

// Moves are listed so that every move comes after the move before it (and after the move it
// replaces). A move without `replaces` is the continuation of its `previous` or, when that one
// has a continuation already, a variation of that continuation.
struct GameInput {
    std::vector<Tag> tags;
    std::string start_fen;  // empty: the FEN tag if any, else the initial position
    std::string result;
    std::vector<std::string> comments;
    std::vector<std::uint16_t> nags;  // before the first move
    std::vector<MoveInput> moves;
};

// Diagnostics (without positions in any text): pgn.game_input with a reason, or the SAN and
// FEN diagnostics of the move or start position that failed.
Parsed<Game> build_game(const GameInput& input);

// Pgn.stringify: build_game, then write. Not ok with build_game's diagnostics, or when writing
// failed (out of memory: common.out_of_memory).
Written stringify(const GameInput& input, const WriteOptions& options = {});

}  // namespace bn::pgn
