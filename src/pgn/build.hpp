// A game given as data (by the JS API or a program) rather than text: the moves are replayed
// from the start position, so what gets written is always a legal game with canonical SAN.
#pragma once

#include <string>
#include <vector>

#include "common/diagnostic.hpp"
#include "pgn/model.hpp"

namespace bn::pgn {

struct MoveInput {
    std::string san;                  // any SAN the permissive reader accepts, or "--" / "Z0" (a null move)
    NodeIndex previous = no_node;     // index of the move before (no_node: the start position)
    std::vector<std::uint16_t> nags;
    std::vector<std::string> comments;
    std::vector<std::string> comments_before;
};

// Moves are listed so that every move comes after the move before it; among the moves that
// follow the same position, the first is the main continuation and the others its variations.
struct GameInput {
    std::vector<Tag> tags;
    std::string start_fen;            // empty: the FEN tag if any, else the initial position
    std::string result;
    std::vector<std::string> comments;
    std::vector<MoveInput> moves;
};

// Diagnostics (without positions in any text): pgn.game_input with a reason, or the SAN and
// FEN diagnostics of the move or start position that failed.
Parsed<Game> build_game(const GameInput& input);

}  // namespace bn::pgn
