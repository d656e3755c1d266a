// The HEN of the positions of a replayed SGF game tree (sgf/tree_replay.hpp), for tables with a
// row per position (`sgf convert --positions`): every text written by the one HEN writer
// (write.hpp) from the replay's own stones, ko point, move and player to move, in one call, so
// that a caller never rebuilds a board to describe a position.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "sgf/tree_replay.hpp"

namespace bn::hen {

// HEN texts one after another in `text`: the k-th is text[ends[k - 1], ends[k]) (from 0 for the
// first). HEN is ASCII, so the offsets count bytes and UTF-16 units alike.
struct HenTexts {
    std::string text;
    std::vector<std::uint32_t> ends;
};

enum class LinePositions : std::uint8_t { every_node, last_node };

// The position after each node of the tree's main line (sgf::main_line_length), or after its
// last node only: its stones, its ko point, the node's move as the last move (none for a node
// without one), the player to move (black when the record does not say: no PL, no move yet).
// Markup and labels are left out. Nothing for a replay without nodes. Lets an allocation failure
// out (std::bad_alloc), as to_string_or_throw does.
HenTexts main_line_hens(const sgf::TreeReplay& replay, LinePositions which = LinePositions::every_node);

}  // namespace bn::hen
