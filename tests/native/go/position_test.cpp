// Rules engine: captures, suicide, setup, the simple-ko point and snapback.
#include <gtest/gtest.h>

#include <string>

#include "go/position.hpp"
#include "../support/go_picture.hpp"

namespace {

using namespace bn::go;

// Builds a position from a picture (support/go_picture.hpp), its stones set up.
Position from_rows(std::initializer_list<const char*> rows) {
    const Board board = pictures::board_of(rows);
    Position position = *Position::create(board.width(), board.height());
    for (unsigned y = 0; y < board.height(); ++y)
        for (unsigned x = 0; x < board.width(); ++x)
            if (board.at({x, y}) != Stone::empty) position.setup({x, y}, board.at({x, y}));
    return position;
}

std::string picture(const Position& position) {
    std::string out;
    const Board& b = position.board();
    for (unsigned y = 0; y < b.height(); ++y) {
        for (unsigned x = 0; x < b.width(); ++x) {
            Stone s = b.at({x, y});
            out += s == Stone::black ? 'X' : s == Stone::white ? 'O' : '.';
        }
        out += '\n';
    }
    return out;
}

TEST(GoBoard, SizesUpTo25AndRectangular) {
    EXPECT_TRUE(Board::create(25, 25));
    EXPECT_TRUE(Board::create(19, 13));
    EXPECT_TRUE(Board::create(1, 1));
    EXPECT_FALSE(Board::create(26, 19));
    EXPECT_FALSE(Board::create(19, 0));
    auto b = *Board::create(19, 13);
    EXPECT_EQ(b.cells().size(), 19u * 13u);
    EXPECT_TRUE(b.contains({18, 12}));
    EXPECT_FALSE(b.contains({12, 18}));
}

TEST(GoPlay, CapturesASingleStoneAndCountsIt) {
    Position p = from_rows({".X.", "XO.", ".X."});
    MoveResult r = p.play(Color::black, {2, 1});
    EXPECT_EQ(r.captured, 1u);
    EXPECT_EQ(picture(p), ".X.\nX.X\n.X.\n");
    EXPECT_EQ(p.captures(Color::black), 1u);
    EXPECT_EQ(p.captures(Color::white), 0u);
}

TEST(GoPlay, CapturesSeveralChainsAtOnce) {
    // Black at (1,0) leaves both white corner stones, two separate chains, without liberties.
    Position p = from_rows({"O.OX", "X.X."});
    MoveResult r = p.play(Color::black, {1, 0});
    EXPECT_EQ(r.captured, 2u);
    EXPECT_EQ(picture(p), ".X.X\nX.X.\n");
}

TEST(GoPlay, CaptureBeforeSuicide) {
    // White's stone at (1,0) would have no liberty, but it first captures black (0,0).
    Position p = from_rows({"X.O", "OO."});
    MoveResult r = p.play(Color::white, {1, 0});
    EXPECT_FALSE(r.suicide);
    EXPECT_EQ(r.captured, 1u);
    EXPECT_EQ(picture(p), ".OO\nOO.\n");
}

TEST(GoPlay, SuicideRemovesTheOwnChainAndGivesPrisoners) {
    Position p = from_rows({".XO", "XO.", "O.."});
    EXPECT_EQ(p.check(Color::black, {0, 0}), Legality::suicide);
    EXPECT_EQ(p.check(Color::black, {0, 0}, Rules{true}), Legality::legal);
    // (0,0) joins both black stones into a chain with no liberty and captures nothing.
    MoveResult r = p.play(Color::black, {0, 0});
    EXPECT_TRUE(r.suicide);
    EXPECT_EQ(r.captured, 0u);
    EXPECT_EQ(r.lost, 3u);
    EXPECT_EQ(picture(p), "..O\n.O.\nO..\n");
    EXPECT_EQ(p.captures(Color::white), 3u);
    EXPECT_EQ(p.captures(Color::black), 0u);
}

TEST(GoPlay, SetupNeverCaptures) {
    Position p = from_rows({".X.", "X.X", ".X."});
    p.setup({1, 1}, Stone::white);
    EXPECT_EQ(p.board().at({1, 1}), Stone::white);
    EXPECT_EQ(p.captures(Color::black), 0u);
}

TEST(GoPlay, OccupiedPointIsReplacedAndFlagged) {
    Position p = from_rows({"...", ".O.", "..."});
    EXPECT_EQ(p.check(Color::black, {1, 1}), Legality::occupied);
    MoveResult r = p.play(Color::black, {1, 1});
    EXPECT_TRUE(r.occupied);
    EXPECT_EQ(p.board().at({1, 1}), Stone::black);
}

TEST(GoPlay, OffBoardIsAPass) {
    Position p = from_rows({"...", "...", "..."});
    MoveResult r = p.play(Color::black, {5, 1});
    EXPECT_TRUE(r.off_board);
    EXPECT_EQ(p.check(Color::black, {3, 0}), Legality::off_board);
}

// The classic ko shape:      . X O .
//                            X O . O
//                            . X O .
Position ko_shape() { return from_rows({".XO.", "XO.O", ".XO."}); }

TEST(GoKo, CapturingOneStoneWithALoneStoneSetsTheKoPoint) {
    Position p = ko_shape();
    MoveResult r = p.play(Color::black, {2, 1});
    EXPECT_EQ(r.captured, 1u);
    ASSERT_TRUE(p.ko());
    EXPECT_EQ(p.ko()->point, (Point{1, 1}));
    EXPECT_EQ(p.ko()->forbidden, Color::white);
    EXPECT_EQ(p.check(Color::white, {1, 1}), Legality::ko);
    EXPECT_EQ(p.check(Color::black, {1, 1}), Legality::legal);
}

TEST(GoKo, RecaptureIsExecutedButFlagged) {
    Position p = ko_shape();
    p.play(Color::black, {2, 1});
    MoveResult r = p.play(Color::white, {1, 1});
    EXPECT_TRUE(r.ko_recapture);
    EXPECT_EQ(r.captured, 1u);
    ASSERT_TRUE(p.ko());  // the recapture is itself a ko capture
    EXPECT_EQ(p.ko()->point, (Point{2, 1}));
}

TEST(GoKo, ClearedByAnyOtherMovePassOrSetup) {
    Position a = ko_shape();
    a.play(Color::black, {2, 1});
    a.play(Color::white, {0, 0});
    EXPECT_FALSE(a.ko());
    Position b = ko_shape();
    b.play(Color::black, {2, 1});
    b.pass();
    EXPECT_FALSE(b.ko());
    Position c = ko_shape();
    c.play(Color::black, {2, 1});
    c.setup({0, 2}, Stone::black);
    EXPECT_FALSE(c.ko());
}

TEST(GoKo, NoKoWhenTheCapturingStoneJoinsAChain) {
    // Black at (2,1) captures (1,1) but touches black (2,0)... built so the stone is not alone.
    Position p = from_rows({".XX.", "XO.O", ".XO."});
    MoveResult r = p.play(Color::black, {2, 1});
    EXPECT_EQ(r.captured, 1u);
    EXPECT_FALSE(p.ko());
}

TEST(GoKo, NoKoWhenTwoStonesAreCaptured) {
    Position p = from_rows({".XX..", "XOO..", ".XX.."});
    MoveResult r = p.play(Color::black, {3, 1});
    EXPECT_EQ(r.captured, 2u);
    EXPECT_FALSE(p.ko());
}

TEST(GoKo, NoKoWhenTheStoneHasTwoLiberties) {
    Position p = from_rows({".XO.", "XO..", ".XO."});
    MoveResult r = p.play(Color::black, {2, 1});
    EXPECT_EQ(r.captured, 1u);
    EXPECT_FALSE(p.ko());
}

TEST(GoSnapback, TheRetakeCapturesTheWholeChainAndIsNoKo) {
    Position p = from_rows({"..O.", "XXO.", "OOO."});
    EXPECT_EQ(p.play(Color::white, {0, 0}).captured, 0u);  // the throw-in
    MoveResult take = p.play(Color::black, {1, 0});
    EXPECT_EQ(take.captured, 1u);
    EXPECT_FALSE(p.ko());  // the capturing stone joined a chain
    MoveResult back = p.play(Color::white, {0, 0});
    EXPECT_FALSE(back.ko_recapture);
    EXPECT_EQ(back.captured, 3u);
    EXPECT_FALSE(p.ko());
    EXPECT_EQ(picture(p), "O.O.\n..O.\nOOO.\n");
    EXPECT_EQ(p.captures(Color::black), 1u);
    EXPECT_EQ(p.captures(Color::white), 3u);
}

}  // namespace
