// Every node of one SGF game tree replayed on the Go engine, each from its parent's position
// (FF[4]: a node's position is its parent's, then its setup AE/AB/AW, then its move): what a
// viewer draws at each node of a tree with variations. The tree is walked once; a node keeps
// only the stones that changed from its parent, so memory follows the nodes and the changes,
// not nodes x points, and a caller builds a node's board from its parent's.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.hpp"
#include "go/position.hpp"
#include "sgf/model.hpp"
#include "sgf/replay.hpp"
#include "sgf/values.hpp"

namespace bn::sgf {

// Markup a node shows on points (CR, SQ, TR, MA), numbered as hen::Mark is.
enum class Markup : std::uint8_t { circle = 0, square = 1, triangle = 2, cross = 3 };

struct StoneChange {
    go::Point point;
    go::Stone stone = go::Stone::empty;  // what the point holds after the node
};
struct PointMarkup {
    go::Point point;
    Markup kind = Markup::circle;
};
struct PointLabel {
    go::Point point;
    std::string text;  // LB's text as SimpleText, never empty
};

inline constexpr std::uint32_t no_parent = 0xFFFFFFFF;

struct NodePosition {
    NodeIndex node = no_node;          // the node in the collection
    std::uint32_t parent = no_parent;  // its parent's index in TreeReplay::nodes
    std::optional<PlayedMove> move;    // the move the node plays (the last of B/W when both)
    bool setup = false;                // the node has AE, AB or AW
    std::uint32_t moves = 0;           // moves from the root up to here, this node's included
    std::uint32_t move_number = 0;     // the number of the last move at or above: MN renumbers
    unsigned captures[2] = {0, 0};     // prisoners held by black, by white, so far
    std::optional<go::Point> ko;       // the simple-ko point after the node
    std::optional<go::Color> to_play;  // the last PL, or the opponent of the last mover
    std::uint32_t changes_begin = 0;   // its stones in TreeReplay::changes
    std::uint32_t changes_end = 0;
    std::uint32_t markup_begin = 0;  // its markup in TreeReplay::markup
    std::uint32_t markup_end = 0;
    std::uint32_t labels_begin = 0;  // its labels in TreeReplay::labels
    std::uint32_t labels_end = 0;
    // With a ko point: the side that may not retake there at once.
    go::Color ko_forbidden = go::Color::black;
};

struct TreeReplay {
    BoardSize size;
    go::Rules rules;
    // In document order (preorder): the root first, every node before its children, a child's
    // whole subtree before its next sibling.
    std::vector<NodePosition> nodes;
    std::vector<StoneChange> changes;
    std::vector<PointMarkup> markup;
    std::vector<PointLabel> labels;
};

// The errors of replay_main_line's root (no such tree, a size that is not a number, a board over
// 25 x 25, a game other than Go); warnings for illegal moves and unusable values, as it gives.
Parsed<TreeReplay> replay_tree(const Collection& collection, std::size_t tree = 0);

// The board at nodes[index]: the changes of its path from the root applied to an empty board.
go::Board board_at(const TreeReplay& replay, std::size_t index);

// How many nodes the main line has (the root, then each node's first child): in document order a
// node's first child comes right after it, so the main line is nodes[0] to nodes[length - 1].
std::size_t main_line_length(const TreeReplay& replay);

}  // namespace bn::sgf
