// main_line_hens (hen/from_tree_replay.hpp): the HEN of each position of a replayed tree's main
// line, checked against the HEN the same writer gives for that position reached another way:
// the main-line replay of sgf_to_hen (nodes with a move), the board of sgf::board_at (others).
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "hen/from_sgf.hpp"
#include "hen/from_tree_replay.hpp"
#include "hen/write.hpp"
#include "sgf/read.hpp"

namespace {

using namespace bn::hen;
namespace sgf = bn::sgf;

sgf::TreeReplay replayed(std::string_view text) {
    auto parsed = sgf::parse(text);
    EXPECT_TRUE(parsed.ok) << text;
    auto replay = sgf::replay_tree(parsed.value);
    EXPECT_TRUE(replay.ok) << text;
    return replay.value;
}

std::vector<std::string> texts(const HenTexts& hens) {
    std::vector<std::string> out;
    std::uint32_t start = 0;
    for (std::uint32_t end : hens.ends) {
        out.push_back(hens.text.substr(start, end - start));
        start = end;
    }
    return out;
}

// The position after replay.nodes[i] built by hand from the replay's facts, for to_string.
Position position_at(const sgf::TreeReplay& r, std::size_t i) {
    const auto board = sgf::board_at(r, i);
    Position p = Position::empty(board.width(), board.height());
    for (unsigned y = 0; y < board.height(); ++y)
        for (unsigned x = 0; x < board.width(); ++x) p.set(y, x, static_cast<Stone>(board.at({x, y})));
    const sgf::NodePosition& node = r.nodes[i];
    if (node.ko) p.ko = Point{node.ko->y, node.ko->x};
    if (node.move)
        p.last_move =
            LastMove{static_cast<Stone>(node.move->color), node.move->pass, node.move->point.y, node.move->point.x};
    p.turn = node.to_play && *node.to_play == bn::go::Color::white ? Stone::white : Stone::black;
    return p;
}

// On a 5x5 board: black takes a white stone at b4 (a ko: white may not retake at once), white
// passes, a node with only a comment, black fills the ko; a variation after that is not on the
// main line.
constexpr std::string_view ko_game =
    "(;GM[1]FF[4]SZ[5];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];B[ee];W[bb];B[cb];W[];C[quiet];B[bb]"
    "(;W[ed])(;W[ae]))";

TEST(HenFromTreeReplay, EveryMainLineNodeAgreesWithTheMainLineReplay) {
    const auto r = replayed(ko_game);
    const auto hens = texts(main_line_hens(r));
    // The root, 11 moves and the comment node, the first variation's move: 14 positions.
    ASSERT_EQ(hens.size(), 14u);
    ASSERT_EQ(hens.size(), sgf::main_line_length(r));
    const std::string main_line = std::string(ko_game.substr(0, ko_game.find("(;W[ae])"))) + ")";
    for (std::size_t i = 0; i < hens.size(); ++i) {
        EXPECT_EQ(hens[i], to_string(position_at(r, i))) << "node " << i;
        if (r.nodes[i].move) EXPECT_EQ(hens[i], sgf_to_hen(main_line, r.nodes[i].moves)) << "node " << i;
    }
}

TEST(HenFromTreeReplay, CaptureKoPassAndTurn) {
    const auto hens = texts(main_line_hens(replayed(ko_game)));
    EXPECT_EQ(hens[0], ".5x5.b");  // the root: an empty board, black to play (no PL, no move)
    EXPECT_EQ(hens[1], ".5x5_5Bb.B5b.w");
    EXPECT_EQ(hens[8], ".5x5_5Bbw_4bwDw_3Bbw_1Eb.B4w.b");  // white's stone at B4, in atari
    // Black at C4 took it: the ko point B4, where white may not retake at once.
    EXPECT_EQ(hens[9], ".5x5_5Bbw_4bCbw_3Bbw_1Eb.B4.C4b.w");
    EXPECT_EQ(hens[10], ".5x5_5Bbw_4bCbw_3Bbw_1Eb.pw.b");  // white's pass: the ko point is gone
    EXPECT_EQ(hens[11], ".5x5_5Bbw_4bCbw_3Bbw_1Eb.b");     // a node without a move: no last move
    EXPECT_EQ(hens[12], ".5x5_5Bbw_4b3w_3Bbw_1Eb.B4b.w");  // black filled the ko
    EXPECT_EQ(hens[13], ".5x5_5Bbw_4b3w_3Bbw_2Ew_1Eb.E2w.b");
}

TEST(HenFromTreeReplay, LastNodeOnlyIsTheLastOfEveryNode) {
    const auto r = replayed(ko_game);
    const auto every = texts(main_line_hens(r));
    const auto last = texts(main_line_hens(r, LinePositions::last_node));
    ASSERT_EQ(last.size(), 1u);
    EXPECT_EQ(last[0], every.back());
}

TEST(HenFromTreeReplay, SetupAndPlayerToMove) {
    // Handicap stones in the root, white to play (PL), a 19x19 board (no size written).
    const auto hens = texts(main_line_hens(replayed("(;GM[1]SZ[19]AB[dd][pp]PL[W];W[dp])")));
    ASSERT_EQ(hens.size(), 2u);
    EXPECT_EQ(hens[0], "_16Db_4Qb.w");  // pp is Q4: the columns skip I
    EXPECT_EQ(hens[1], "_16Db_4DwQb.D4w.b");
}

TEST(HenFromTreeReplay, NoNodesNoTexts) {
    const auto hens = main_line_hens(sgf::TreeReplay{});
    EXPECT_TRUE(hens.text.empty());
    EXPECT_TRUE(hens.ends.empty());
}

}  // namespace
