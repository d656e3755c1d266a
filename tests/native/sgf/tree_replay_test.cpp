// Every node of a game tree replayed from its parent (sgf/tree_replay.hpp), checked against the
// main-line replay (sgf/replay.hpp) of the same node brought onto the main line.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <string>

#include "sgf/read.hpp"
#include "sgf/tree_replay.hpp"
#include "sgf/write.hpp"
#include "test_util.hpp"

namespace {

using namespace bn::sgf;
using bn::go::Color;
using bn::go::Point;
using bn::go::Stone;

Collection parsed(std::string_view text) {
    auto p = parse(text);
    EXPECT_TRUE(p.ok) << text;
    return p.value;
}

// The collection with the path from the root to `node` made the main line: the first child at
// every step. Replaying it to the end gives the position at `node` as the engine reaches it.
Collection with_main_line_to(const Collection& c, NodeIndex node) {
    Collection copy = c;
    for (NodeIndex at = node; copy.nodes[at].parent != no_node; at = copy.nodes[at].parent) {
        auto& children = copy.nodes[copy.nodes[at].parent].children;
        auto it = std::find(children.begin(), children.end(), at);
        std::rotate(children.begin(), it, it + 1);
    }
    copy.nodes[node].children.clear();
    return copy;
}

// Every node agrees with the main-line replay of its path: board, prisoners, ko, move count.
void expect_every_node_agrees(const Collection& c, std::size_t tree, const std::string& what) {
    auto all = replay_tree(c, tree);
    ASSERT_TRUE(all.ok) << what;
    std::size_t in_tree = 0;
    for (std::size_t i = 0; i < all.value.nodes.size(); ++i) {
        const NodePosition& p = all.value.nodes[i];
        Collection line = with_main_line_to(c, p.node);
        ReplayOptions options;
        options.tree = tree;
        auto one = replay_main_line(line, options);
        ASSERT_TRUE(one.ok) << what;
        const auto& position = one.value.position;
        ASSERT_EQ(board_at(all.value, i), position.board()) << what << " node " << i;
        EXPECT_EQ(p.captures[0], position.captures(Color::black)) << what << " node " << i;
        EXPECT_EQ(p.captures[1], position.captures(Color::white)) << what << " node " << i;
        EXPECT_EQ(p.ko.has_value(), position.ko().has_value()) << what << " node " << i;
        if (p.ko && position.ko()) {
            EXPECT_EQ(*p.ko, position.ko()->point) << what;
            EXPECT_EQ(p.ko_forbidden, position.ko()->forbidden) << what;
        }
        EXPECT_EQ(p.moves, one.value.moves) << what << " node " << i;
        EXPECT_EQ(p.to_play, one.value.to_play) << what << " node " << i;
        ++in_tree;
    }
    EXPECT_GT(in_tree, 0u);
}

TEST(SgfTreeReplay, SetupInTheNodeAfterTheRootIsOnThatNodesBoard) {
    // A problem record: the root holds only the game info, the stones come in the next node.
    auto c = parsed("(;GM[1]FF[4]SZ[9];AB[aa][ba]AW[ab:bb]C[Black to play](;B[ca])(;B[ac]))");
    auto r = replay_tree(c);
    ASSERT_TRUE(r.ok);
    ASSERT_EQ(r.value.nodes.size(), 4u);
    EXPECT_EQ(board_at(r.value, 0).at({0, 0}), Stone::empty);
    EXPECT_FALSE(r.value.nodes[0].setup);
    EXPECT_TRUE(r.value.nodes[1].setup);
    EXPECT_EQ(r.value.nodes[1].moves, 0u);
    const auto board = board_at(r.value, 1);
    EXPECT_EQ(board.at({0, 0}), Stone::black);
    EXPECT_EQ(board.at({1, 0}), Stone::black);
    EXPECT_EQ(board.at({0, 1}), Stone::white);
    EXPECT_EQ(board.at({1, 1}), Stone::white);
    EXPECT_EQ(r.value.nodes[1].changes_end - r.value.nodes[1].changes_begin, 4u);
}

TEST(SgfTreeReplay, EachVariationStartsFromItsParentNotFromItsSibling) {
    // Black captures at cb in the first variation; the second plays elsewhere on the same board.
    auto c = parsed("(;SZ[4:3]AB[ba][ab][bc]AW[ca][bb][db][cc](;B[cb];W[dc])(;B[aa]))");
    auto r = replay_tree(c);
    ASSERT_TRUE(r.ok);
    ASSERT_EQ(r.value.nodes.size(), 4u);
    const auto& capture = r.value.nodes[1];
    EXPECT_EQ(capture.captures[0], 1u);
    ASSERT_TRUE(capture.ko);
    EXPECT_EQ(*capture.ko, (Point{1, 1}));
    EXPECT_EQ(capture.ko_forbidden, Color::white);  // white may not retake at once
    ASSERT_TRUE(capture.move);
    EXPECT_EQ(capture.move->point, (Point{2, 1}));
    EXPECT_EQ(capture.move->color, Color::black);
    EXPECT_FALSE(r.value.nodes[2].ko);  // a move elsewhere ends the ko
    const auto& other = r.value.nodes[3];
    EXPECT_EQ(other.parent, 0u);
    EXPECT_EQ(other.captures[0], 0u);
    EXPECT_EQ(board_at(r.value, 3).at({1, 1}), Stone::white);
    EXPECT_EQ(board_at(r.value, 3).at({2, 1}), Stone::empty);
    expect_every_node_agrees(c, 0, "capture variations");
}

TEST(SgfTreeReplay, MoveNumbersFollowMnAndPassesAreMoves) {
    auto c = parsed("(;SZ[9];B[aa];W[]MN[50];B[bb];C[no move](;W[tt])(;W[cc]))");
    auto r = replay_tree(c);
    ASSERT_TRUE(r.ok);
    std::vector<std::uint32_t> numbers, moves;
    for (const auto& p : r.value.nodes) {
        numbers.push_back(p.move_number);
        moves.push_back(p.moves);
    }
    EXPECT_EQ(numbers, (std::vector<std::uint32_t>{0, 1, 50, 51, 51, 52, 52}));
    EXPECT_EQ(moves, (std::vector<std::uint32_t>{0, 1, 2, 3, 3, 4, 4}));
    EXPECT_TRUE(r.value.nodes[2].move->pass);
    EXPECT_TRUE(r.value.nodes[5].move->pass);  // tt on a 9x9 board
    EXPECT_FALSE(r.value.nodes[4].move);
}

TEST(SgfTreeReplay, MarkupAndLabelsOfEachNode) {
    auto c = parsed("(;SZ[9]CR[aa]SQ[bb:cc];LB[dd:A][ee:][zz:B][ff:x y]TR[gg]MA[hh])");
    auto r = replay_tree(c);
    ASSERT_TRUE(r.ok);
    const auto& root = r.value.nodes[0];
    EXPECT_EQ(root.markup_end - root.markup_begin, 5u);
    EXPECT_EQ(r.value.markup[root.markup_begin].kind, Markup::circle);
    const auto& next = r.value.nodes[1];
    ASSERT_EQ(next.labels_end - next.labels_begin, 2u);  // empty text and off the board left out
    EXPECT_EQ(r.value.labels[next.labels_begin].text, "A");
    EXPECT_EQ(r.value.labels[next.labels_begin + 1].text, "x y");
    EXPECT_EQ(next.markup_end - next.markup_begin, 2u);
    EXPECT_EQ(r.value.markup[next.markup_begin].kind, Markup::triangle);
    EXPECT_EQ(r.value.markup[next.markup_begin + 1].kind, Markup::cross);
}

TEST(SgfTreeReplay, TheRootErrorsOfTheMainLineReplay) {
    for (const char* text : {"(;GM[2];B[aa])", "(;SZ[26])", "(;SZ[x])"}) {
        auto r = replay_tree(parsed(text));
        EXPECT_FALSE(r.ok) << text;
        EXPECT_TRUE(r.value.nodes.empty()) << text;
    }
    EXPECT_EQ(replay_tree(Collection{}).diagnostics[0].code, "sgf.replay.no_tree");
    EXPECT_FALSE(replay_tree(parsed("(;SZ[9])"), 1).ok);
}

TEST(SgfTreeReplay, IllegalMovesAreExecutedAsTheMainLineDoes) {
    auto c = parsed("(;SZ[5]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb];B[aa];W[aa](;B[zz])(;AE[aa]W[aa]))");
    expect_every_node_agrees(c, 0, "illegal moves");
    auto suicide = parsed("(;SZ[3]AW[ba][ab](;B[aa])(;RU[NZ]B[aa]))");
    expect_every_node_agrees(suicide, 0, "suicide");
}

// Random trees on a small board (many captures, kos, suicides, setup and passes).
std::string random_tree(std::mt19937& random, int nodes) {
    std::string text = "(;GM[1]SZ[5]";
    auto point = [&] {
        std::string p = "aa";
        p[0] = static_cast<char>('a' + random() % 6);  // 'f' is off the board
        p[1] = static_cast<char>('a' + random() % 5);
        return p;
    };
    int open = 1;
    for (int i = 0; i < nodes; ++i) {
        const auto roll = random() % 20;
        if (roll == 0 && open < 6) {
            text += "(";
            ++open;
        } else if (roll == 1 && open > 1) {
            text += ")(";
        }
        text += ";";
        const auto kind = random() % 10;
        if (kind == 0)
            text += "AB[" + point() + "]AW[" + point() + "]";
        else if (kind == 1)
            text += "AE[" + point() + "]";
        else if (kind == 2)
            text += random() % 2 ? "B[]" : "W[tt]";
        else
            text += std::string(random() % 2 ? "B[" : "W[") + point() + "]";
    }
    for (; open > 0; --open) text += ")";
    return text;
}

TEST(SgfTreeReplay, RandomTreesAgreeWithTheMainLineReplayAtEveryNode) {
    std::mt19937 random(33);
    for (int round = 0; round < 40; ++round) {
        const std::string text = random_tree(random, 60);
        auto p = parse(text);
        if (!p.ok) continue;
        expect_every_node_agrees(p.value, 0, text);
    }
}

TEST(SgfTreeReplay, FixturesAgreeAtEveryNode) {
    std::size_t files = 0;
    for (const char* folder : {"sgf", "hen", "go"}) {
        for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(BN_FIXTURES_DIR) / folder)) {
            if (entry.path().extension() != ".sgf") continue;
            auto p = parse(sgf_test::read_file(entry.path()));
            if (!p.ok) continue;
            for (std::size_t t = 0; t < p.value.trees.size(); ++t) {
                if (!replay_tree(p.value, t).ok) continue;
                expect_every_node_agrees(p.value, t, entry.path().filename().string());
                ++files;
            }
        }
    }
    EXPECT_GT(files, 5u);
}

TEST(SgfTreeReplay, AChainOfThirtyThousandNodesNeedsNoRecursion) {
    std::string text = "(;SZ[19]";
    for (int i = 0; i < 30000; ++i) text += i % 2 ? ";W[aa]" : ";B[bb]";
    text += ")";
    auto r = replay_tree(parsed(text));
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(r.value.nodes.size(), 30001u);
    EXPECT_EQ(r.value.nodes.back().moves, 30000u);
}

TEST(SgfTreeReplay, TheMainLineIsTheFirstChildAtEveryFork) {
    // Document order: 0 the root, 1 B[aa], 2 W[bb], 3 B[cc] (the root's second child), 4 W[dd].
    auto r = replay_tree(parsed("(;SZ[9](;B[aa];W[bb])(;B[cc];W[dd]))"));
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(main_line_length(r.value), 3u);
    EXPECT_EQ(main_line_length(replay_tree(parsed("(;SZ[9])")).value), 1u);
    EXPECT_EQ(main_line_length(TreeReplay{}), 0u);
}

}  // namespace
