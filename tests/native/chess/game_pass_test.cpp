// Passing the turn (a null move) in a Game: what it changes, that undo restores everything
// (the en-passant square, the clocks, the key), that it is refused in check, and how the
// history writes it.
#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "chess/game.hpp"

namespace {

using namespace bn::chess;

Game from(std::string_view fen) {
    auto parsed = parse_fen(fen);
    EXPECT_TRUE(parsed.ok) << fen;
    return Game(parsed.value);
}

TEST(GamePass, HandsTheTurnOverAndUndoRestoresEverything) {
    Game game;
    ASSERT_TRUE(game.play_san("e4").ok);
    const Position before = game.position();
    const std::uint64_t key_before = before.key();
    ASSERT_TRUE(game.pass());
    // Black passed: White to move, the en-passant square gone, both clocks moved on.
    EXPECT_EQ(write_fen(game.position()), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
    EXPECT_NE(game.position().key(), key_before);
    EXPECT_TRUE(game.legal_moves().contains(Move(make_square(3, 1), make_square(3, 3), Move::double_push)));
    ASSERT_TRUE(game.undo());
    EXPECT_EQ(game.position(), before);
    EXPECT_EQ(game.position().en_passant_square(), make_square(4, 2));
    EXPECT_EQ(game.position().key(), key_before);
    EXPECT_EQ(game.history().size(), 1u);
}

TEST(GamePass, RefusedInCheck) {
    Game game = from("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    EXPECT_FALSE(game.pass());
    EXPECT_TRUE(game.history().empty());
    EXPECT_EQ(write_fen(game.position()), "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
}

TEST(GamePass, HistoryWritesItAsTwoDashesAndRepetitionsCountAcrossIt) {
    Game game;
    ASSERT_TRUE(game.play_san("Nf3").ok);
    ASSERT_TRUE(game.pass());
    ASSERT_TRUE(game.play_san("Ng1").ok);
    ASSERT_TRUE(game.pass());
    EXPECT_EQ(game.san_history(), (std::vector<std::string>{"Nf3", "--", "Ng1", "--"}));
    // The initial position again, White to move, for the second time.
    EXPECT_EQ(game.repetition_count(), 2);
    EXPECT_EQ(write_fen(game.position()), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3");
    while (game.undo()) {
    }
    EXPECT_EQ(game.position(), Position::initial());
}

}  // namespace
