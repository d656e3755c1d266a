// A reader's move on a resumed position: legal moves played (captures, prisoners, the new ko
// point), illegal ones (occupied, suicide, ko) refused with the position unchanged.
#include <gtest/gtest.h>

#include <string>

#include "go/try_move.hpp"
#include "../support/go_picture.hpp"

namespace {

using namespace bn::go;

using pictures::board_of;

std::string picture(const Board& b) {
    std::string out;
    for (unsigned y = 0; y < b.height(); ++y) {
        for (unsigned x = 0; x < b.width(); ++x) {
            Stone s = b.at({x, y});
            out += s == Stone::black ? 'X' : s == Stone::white ? 'O' : '.';
        }
        out += '\n';
    }
    return out;
}

TEST(GoResume, KeepsBoardKoAndPrisoners) {
    Board board = board_of({".XO.", "X.XO", ".XO.", "...."});
    auto position = Position::resume(board, Ko{{1, 1}, Color::white}, 3, 4);
    ASSERT_TRUE(position);
    EXPECT_EQ(position->board(), board);
    ASSERT_TRUE(position->ko());
    EXPECT_EQ(position->ko()->point, (Point{1, 1}));
    EXPECT_EQ(position->ko()->forbidden, Color::white);
    EXPECT_EQ(position->captures(Color::black), 3u);
    EXPECT_EQ(position->captures(Color::white), 4u);
}

TEST(GoResume, RefusesAKoPointNoMoveCanLeave) {
    Board board = board_of({"X.", ".."});
    EXPECT_FALSE(Position::resume(board, Ko{{0, 0}, Color::white}, 0, 0));  // a stone on it
    EXPECT_FALSE(Position::resume(board, Ko{{5, 0}, Color::white}, 0, 0));  // off the board
    EXPECT_TRUE(Position::resume(board, Ko{{1, 0}, Color::white}, 0, 0));
}

TEST(GoTryMove, PlaysALegalMove) {
    Position position = *Position::resume(board_of({"...", "...", "..."}), std::nullopt, 0, 0);
    TriedMove tried = try_move(position, Color::black, Point{1, 1});
    EXPECT_EQ(tried.legality, Legality::legal);
    EXPECT_EQ(picture(tried.after.board()), "...\n.X.\n...\n");
    EXPECT_EQ(tried.captured, 0u);
    EXPECT_EQ(picture(position.board()), "...\n...\n...\n");  // the position given is not changed
}

TEST(GoTryMove, CapturesAndCountsPrisoners) {
    Position position = *Position::resume(board_of({"XO..", "....", "....", "...."}), std::nullopt, 2, 1);
    TriedMove tried = try_move(position, Color::black, Point{2, 0});
    EXPECT_EQ(tried.legality, Legality::legal);
    EXPECT_EQ(tried.captured, 0u);
    tried = try_move(*Position::resume(board_of({"XO..", ".X..", "....", "...."}), std::nullopt, 2, 1), Color::black,
                     Point{2, 0});
    EXPECT_EQ(tried.legality, Legality::legal);
    EXPECT_EQ(tried.captured, 1u);
    EXPECT_EQ(picture(tried.after.board()), "X.X.\n.X..\n....\n....\n");
    EXPECT_EQ(tried.after.captures(Color::black), 3u);
    EXPECT_EQ(tried.after.captures(Color::white), 1u);
}

TEST(GoTryMove, RefusesAnOccupiedPoint) {
    Position position = *Position::resume(board_of({"X.", ".."}), std::nullopt, 0, 0);
    TriedMove tried = try_move(position, Color::white, Point{0, 0});
    EXPECT_EQ(tried.legality, Legality::occupied);
    EXPECT_EQ(tried.after.board(), position.board());
}

TEST(GoTryMove, RefusesSuicideUnlessTheRulesAllowIt) {
    Position position = *Position::resume(board_of({".X.", "X..", "..."}), std::nullopt, 0, 0);
    TriedMove tried = try_move(position, Color::white, Point{0, 0});
    EXPECT_EQ(tried.legality, Legality::suicide);
    EXPECT_EQ(tried.after.board(), position.board());
    EXPECT_EQ(tried.after.captures(Color::black), 0u);
    tried = try_move(position, Color::white, Point{0, 0}, Rules{true});
    EXPECT_EQ(tried.legality, Legality::legal);
    EXPECT_EQ(picture(tried.after.board()), ".X.\nX..\n...\n");
    EXPECT_EQ(tried.after.captures(Color::black), 1u);
}

TEST(GoTryMove, RefusesOffTheBoard) {
    Position position = *Position::resume(board_of({"..", ".."}), std::nullopt, 0, 0);
    EXPECT_EQ(try_move(position, Color::black, Point{2, 0}).legality, Legality::off_board);
}

// The ko shape: black takes at b2 (x=1, y=1); white may not retake at once, may after a move
// elsewhere (a ko threat and its answer), and a pass ends the ko too.
TEST(GoTryMove, KoRefusedThenAllowedAfterAMoveElsewhere) {
    Position start = *Position::resume(board_of({".XO..",  //
                                                 "X.XO.",  //
                                                 ".XO..",  //
                                                 ".....",  //
                                                 "....."}),
                                       std::nullopt, 0, 0);
    TriedMove white_in = try_move(start, Color::white, Point{1, 1});
    ASSERT_EQ(white_in.legality, Legality::legal);  // white takes black's (2, 1) stone: a ko
    EXPECT_EQ(white_in.captured, 1u);
    ASSERT_TRUE(white_in.after.ko());
    EXPECT_EQ(white_in.after.ko()->point, (Point{2, 1}));
    EXPECT_EQ(white_in.after.ko()->forbidden, Color::black);

    TriedMove retake = try_move(white_in.after, Color::black, Point{2, 1});
    EXPECT_EQ(retake.legality, Legality::ko);
    EXPECT_EQ(retake.after.board(), white_in.after.board());

    TriedMove threat = try_move(white_in.after, Color::black, Point{4, 4});
    ASSERT_EQ(threat.legality, Legality::legal);
    EXPECT_FALSE(threat.after.ko());
    TriedMove answer = try_move(threat.after, Color::white, Point{4, 3});
    ASSERT_EQ(answer.legality, Legality::legal);
    TriedMove now = try_move(answer.after, Color::black, Point{2, 1});
    EXPECT_EQ(now.legality, Legality::legal);
    EXPECT_EQ(now.captured, 1u);

    TriedMove pass = try_move(white_in.after, Color::black, std::nullopt);
    EXPECT_EQ(pass.legality, Legality::legal);
    EXPECT_FALSE(pass.after.ko());
    EXPECT_EQ(pass.after.board(), white_in.after.board());
}

}  // namespace
