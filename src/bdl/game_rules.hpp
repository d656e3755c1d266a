// Internal to the runtime (game.cpp, game_build.cpp): the compiled, immutable part of a game, and
// what one operation carries (its work budget, its attack map).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "bdl/attacks.hpp"
#include "bdl/game.hpp"
#include "bdl/work.hpp"

namespace bn::bdl {

struct Game::Rules {
    struct Invariant {
        InvariantKind kind;
        std::vector<bool> applies;  // by piece type (cant_risk, pawn_movement); protect_piece: protected types
        std::size_t block = 0;      // explicit: index into the ExplicitRunner's blocks; protect_piece: into protected
    };
    struct Finish {
        FinishKind kind;
        std::size_t block = 0;
    };

    std::vector<PieceType> types;
    std::vector<Invariant> invariants;
    std::vector<std::vector<bool>> protected_types;  // the `applies` of each protect_piece invariant
    std::vector<Finish> finish;
    std::optional<std::size_t> player_change_block;  // explicit player_change
    std::shared_ptr<ExplicitRunner> runner;
};

// One public operation (building the game, moves, play, perft): its work budget, and the attack
// map of the position and side it was last built for (reused while the position stays).
struct Game::Operation {
    Work work;
    AttackMap attacks;
    std::uint64_t attacks_position = UINT64_MAX;
    std::int32_t attacks_defender = -1;
};

// bdl.too_much_work for `operation` (game, moves, move, perft).
Diagnostic too_much_work(const char* operation);

}  // namespace bn::bdl
