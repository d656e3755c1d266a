#include "go/try_move.hpp"

namespace bn::go {

TriedMove try_move(const Position& position, Color color, std::optional<Point> point, const Rules& rules) {
    TriedMove tried{Legality::legal, position, 0};
    if (!point) {
        tried.after.pass();
        return tried;
    }
    tried.legality = position.check(color, *point, rules);
    if (tried.legality != Legality::legal) return tried;
    tried.captured = tried.after.play(color, *point).captured;
    return tried;
}

}  // namespace bn::go
