// Internal to the runtime (game.cpp, game_build.cpp): the compiled, immutable part of a game.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "bdl/game.hpp"

namespace bn::bdl {

struct Game::Rules {
    struct Invariant {
        InvariantKind kind;
        std::vector<bool> applies;  // by piece type (cant_risk, pawn_movement); protect_piece: protected types
        std::size_t block = 0;      // explicit: index into the ExplicitRunner's blocks
    };
    struct Finish {
        FinishKind kind;
        std::size_t block = 0;
    };

    std::vector<PieceType> types;
    std::vector<Invariant> invariants;
    std::vector<Finish> finish;
    std::optional<std::size_t> player_change_block;  // explicit player_change
    std::shared_ptr<ExplicitRunner> runner;
    bool needs_attacks = false;  // some invariant looks at enemy attacks
};

}  // namespace bn::bdl
