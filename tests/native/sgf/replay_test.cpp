// Replaying the main line with the rules engine.
#include <gtest/gtest.h>

#include "sgf/read.hpp"
#include "sgf/replay.hpp"

namespace {

using namespace bn::sgf;
using bn::go::Color;
using bn::go::Point;
using bn::go::Stone;

bn::Parsed<Replay> replay(std::string_view text, std::size_t moves = SIZE_MAX) {
    auto parsed = parse(text);
    EXPECT_TRUE(parsed.ok) << text;
    ReplayOptions options;
    options.moves = moves;
    return replay_main_line(parsed.value, options);
}

std::vector<std::string> codes(const bn::Parsed<Replay>& r) {
    std::vector<std::string> out;
    for (const auto& d : r.diagnostics) out.push_back(d.code);
    return out;
}

TEST(SgfReplay, SetupThenMovesWithCaptures) {
    // White ko shape, black captures at cb... on a 4x3 board.
    auto r = replay("(;GM[1]SZ[4:3]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb])");
    ASSERT_TRUE(r.ok);
    const auto& board = r.value.position.board();
    EXPECT_EQ(board.width(), 4u);
    EXPECT_EQ(board.height(), 3u);
    EXPECT_EQ(board.at({1, 1}), Stone::empty);
    EXPECT_EQ(board.at({2, 1}), Stone::black);
    ASSERT_TRUE(r.value.position.ko());
    EXPECT_EQ(r.value.position.ko()->point, (Point{1, 1}));
    EXPECT_EQ(r.value.position.captures(Color::black), 1u);
    ASSERT_TRUE(r.value.last_move);
    EXPECT_EQ(r.value.last_move->point, (Point{2, 1}));
    EXPECT_EQ(r.value.to_play, Color::white);
}

TEST(SgfReplay, MoveNumberZeroIsTheSetupBeforeTheFirstMove) {
    const char* text = "(;GM[1]SZ[9];AB[aa]PL[W];W[bb];B[cc];AE[aa];W[dd])";
    auto r0 = replay(text, 0);
    EXPECT_EQ(r0.value.moves, 0u);
    EXPECT_EQ(r0.value.position.board().at({0, 0}), Stone::black);
    EXPECT_EQ(r0.value.to_play, Color::white);
    EXPECT_FALSE(r0.value.last_move);
    auto r2 = replay(text, 2);
    EXPECT_EQ(r2.value.moves, 2u);
    EXPECT_EQ(r2.value.position.board().at({0, 0}), Stone::black);  // AE comes after move 2
    EXPECT_EQ(r2.value.to_play, Color::white);
    EXPECT_FALSE(r2.value.reached_end);
    auto all = replay(text, 99);
    EXPECT_EQ(all.value.moves, 3u);
    EXPECT_TRUE(all.value.reached_end);
    EXPECT_EQ(all.value.position.board().at({0, 0}), Stone::empty);
}

TEST(SgfReplay, TrailingSetupIsAnOption) {
    auto parsed = parse("(;SZ[9];B[aa];AE[aa];W[bb])");
    ReplayOptions options;
    options.moves = 1;
    EXPECT_EQ(replay_main_line(parsed.value, options).value.position.board().at({0, 0}), Stone::black);
    options.apply_setup_after_last_move = true;
    EXPECT_EQ(replay_main_line(parsed.value, options).value.position.board().at({0, 0}), Stone::empty);
}

TEST(SgfReplay, FollowsTheFirstChildAtEveryFork) {
    auto r = replay("(;SZ[9](;B[aa](;W[bb])(;W[cc]))(;B[dd]))");
    EXPECT_EQ(r.value.moves, 2u);
    EXPECT_EQ(r.value.position.board().at({1, 1}), Stone::white);
    EXPECT_EQ(r.value.position.board().at({3, 3}), Stone::empty);
}

TEST(SgfReplay, PassesCountAsMovesAndTtIsAPassOnSmallBoards) {
    auto r = replay("(;SZ[19];B[tt];W[])");
    EXPECT_EQ(r.value.moves, 2u);
    EXPECT_TRUE(r.value.last_move->pass);
    EXPECT_EQ(r.value.last_move->color, Color::white);
    EXPECT_EQ(r.value.to_play, Color::black);
}

TEST(SgfReplay, IllegalMovesAreExecutedAndReported) {
    auto r = replay("(;SZ[5]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb];B[aa];W[aa])");
    EXPECT_TRUE(r.ok);
    EXPECT_EQ(codes(r), (std::vector<std::string>{"sgf.replay.ko_recapture", "sgf.replay.occupied"}));
    EXPECT_EQ(r.value.position.board().at({0, 0}), Stone::white);
}

TEST(SgfReplay, SuicideIsReportedUnlessTheRulesAllowIt) {
    const char* forbidden = "(;SZ[3]AW[ba][ab];B[aa])";
    auto r = replay(forbidden);
    EXPECT_EQ(codes(r), (std::vector<std::string>{"sgf.replay.suicide"}));
    EXPECT_EQ(r.value.position.board().at({0, 0}), Stone::empty);
    EXPECT_EQ(r.value.position.captures(Color::white), 1u);
    auto nz = replay("(;SZ[3]RU[NZ]AW[ba][ab];B[aa])");
    EXPECT_TRUE(nz.value.rules.allow_suicide);
    EXPECT_TRUE(nz.diagnostics.empty());
}

TEST(SgfReplay, BadValuesAreWarningsAndBadBoardsErrors) {
    auto r = replay("(;SZ[9]AB[zz][a];B[jj];W[x])");
    EXPECT_EQ(codes(r), (std::vector<std::string>{"sgf.replay.point_off_board", "sgf.replay.bad_point",
                                                  "sgf.replay.point_off_board", "sgf.replay.bad_move"}));
    EXPECT_EQ(r.value.moves, 2u);
    EXPECT_FALSE(replay("(;SZ[26])").ok);
    EXPECT_EQ(codes(replay("(;SZ[26])")), (std::vector<std::string>{"sgf.replay.board_too_large"}));
    EXPECT_EQ(codes(replay("(;SZ[x])")), (std::vector<std::string>{"sgf.replay.bad_size"}));
    EXPECT_EQ(codes(replay("(;GM[2])")), (std::vector<std::string>{"sgf.replay.not_go"}));
    Collection empty;
    EXPECT_EQ(replay_main_line(empty).diagnostics[0].code, "sgf.replay.no_tree");
}

TEST(SgfReplay, RectangularAnd25x25Boards) {
    auto r = replay("(;SZ[25];B[yy];W[tt])");
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(r.value.position.board().at({24, 24}), Stone::black);
    EXPECT_EQ(r.value.position.board().at({19, 19}), Stone::white);  // tt is a point here
    auto wide = replay("(;SZ[19:5];B[se])", 1);
    ASSERT_TRUE(wide.ok);
    EXPECT_EQ(wide.value.position.board().at({18, 4}), Stone::black);
}

}  // namespace
