// A replay's main line -> HEN texts: one position updated node by node with each node's changes
// (the replay keeps only the stones a node changed), written after each node by to_string.
#include "hen/from_tree_replay.hpp"

#include "hen/write.hpp"

namespace bn::hen {

namespace {

// go::Stone and go::Color have hen::Stone's numbers (go/position.hpp).
Stone hen_stone(go::Stone s) { return static_cast<Stone>(s); }
Stone hen_stone(go::Color c) { return static_cast<Stone>(c); }

}  // namespace

HenTexts main_line_hens(const sgf::TreeReplay& replay, LinePositions which) {
    HenTexts out;
    const std::size_t length = sgf::main_line_length(replay);
    if (length == 0) return out;
    Position p = Position::empty(replay.size.columns, replay.size.rows);
    out.ends.reserve(which == LinePositions::every_node ? length : 1);
    for (std::size_t i = 0; i < length; ++i) {
        const sgf::NodePosition& node = replay.nodes[i];
        for (auto c = node.changes_begin; c < node.changes_end; ++c) {
            const sgf::StoneChange& change = replay.changes[c];
            if (p.contains(change.point.y, change.point.x))
                p.set(change.point.y, change.point.x, hen_stone(change.stone));
        }
        if (which == LinePositions::last_node && i + 1 < length) continue;
        p.ko.reset();
        if (node.ko) p.ko = Point{node.ko->y, node.ko->x};
        p.last_move.reset();
        if (const auto& m = node.move) p.last_move = LastMove{hen_stone(m->color), m->pass, m->point.y, m->point.x};
        p.turn = hen_stone(node.to_play.value_or(go::Color::black));
        append_hen(p, out.text);
        out.ends.push_back(static_cast<std::uint32_t>(out.text.size()));
    }
    return out;
}

}  // namespace bn::hen
