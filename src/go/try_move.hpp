// A move a reader proposes (a point, or a pass) on a position: played only when the rules allow
// it, unlike Position::play, which executes whatever a record says (FF[4]). What a viewer calls
// when someone plays on the board: the rules stay here, never in the viewer.
#pragma once

#include <optional>

#include "go/position.hpp"

namespace bn::go {

struct TriedMove {
    Legality legality = Legality::legal;
    Position after;         // the position after the move; the one given when it is not legal
    unsigned captured = 0;  // opponent stones the move took
};

// `point` empty: a pass (always legal; it ends the ko). Otherwise `color` plays at `point` if
// check() allows it under `rules`.
TriedMove try_move(const Position& position, Color color, std::optional<Point> point, const Rules& rules = {});

}  // namespace bn::go
