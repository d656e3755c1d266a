// Replaying the main line of an SGF game tree with the Go rules engine (SGF FF[4] go.html "How
// to execute a move", as hen-js's sgf2hen replays): setup
// (AE, AB, AW) then PL then the move of each node; moves are executed even when illegal
// (the record is authoritative) and the rule they break is reported as a warning.
#pragma once

#include <cstddef>
#include <limits>
#include <optional>
#include <string_view>

#include "common/diagnostic.hpp"
#include "go/position.hpp"
#include "sgf/model.hpp"
#include "sgf/values.hpp"

namespace bn::sgf {

struct ReplayOptions {
    // Stop right after the node holding this move (B/W properties, passes included);
    // 0 = the setup before the first move. Past the end of the game: the final position.
    std::size_t moves = std::numeric_limits<std::size_t>::max();
    std::size_t tree = 0;  // which game tree of the collection
    // Also apply the setup-only nodes that follow the last move replayed.
    bool apply_setup_after_last_move = false;
};

struct PlayedMove {
    go::Color color = go::Color::black;
    bool pass = false;
    go::Point point;  // meaningless for a pass
};

struct Replay {
    BoardSize size;
    go::Rules rules;  // from RU (suicide allowed for NZ, Tromp-Taylor, Ing)
    go::Position position;
    std::optional<PlayedMove> last_move;
    std::optional<go::Color> to_play;  // the last PL, or the opponent of the last mover
    std::size_t moves = 0;             // moves executed
    bool reached_end = false;          // the main line had fewer moves than asked
    NodeIndex node = no_node;          // the last node applied
};

// Errors: no such tree, a size that is not a number, a board larger than the engine's 25x25,
// a game other than Go. Warnings: illegal moves, values that are not moves or points.
// Offsets point into the text the collection was parsed from (line and column are left 0).
Parsed<Replay> replay_main_line(const Collection& collection, const ReplayOptions& options = {});

// The steps of a replay, shared by the main line above and by every node of a tree
// (tree_replay.hpp); each reads one part of a node into `r` and reports what it cannot use.
// The root's GM, SZ and RU: an empty board of that size, or false with an error.
bool replay_root(const Node& root, Replay& r, Diagnostics& d);
// The node's AE, AB, AW (in that order) then PL; whether the node has setup (AE, AB or AW).
bool replay_setup(const Node& node, Replay& r, Diagnostics& d);
// The move of B or W property `p`, executed whatever the rules say; the rule it breaks a warning.
go::MoveResult replay_move(go::Color color, const Property& p, Replay& r, Diagnostics& d);

// Whether the ruleset named in RU allows suicide.
go::Rules rules_named(std::string_view ruleset);

}  // namespace bn::sgf
