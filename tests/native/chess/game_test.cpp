#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "chess/game.hpp"
#include "movetext.hpp"

namespace {

using namespace bn::chess;

Position at(std::string_view fen) {
    auto parsed = parse_fen(fen);
    EXPECT_TRUE(parsed.ok) << fen;
    return parsed.value;
}

void play_all(Game& game, std::initializer_list<const char*> sans) {
    for (const char* san : sans) ASSERT_TRUE(game.play_san(san).ok) << san;
}

TEST(Game, FoolsMateIsCheckmate) {
    Game game;
    play_all(game, {"f3", "e5", "g4"});
    EXPECT_EQ(game.status(), GameStatus::ongoing);
    play_all(game, {"Qh4#"});
    EXPECT_TRUE(game.in_check());
    EXPECT_TRUE(game.is_checkmate());
    EXPECT_FALSE(game.is_stalemate());
    EXPECT_TRUE(game.is_game_over());
    EXPECT_FALSE(game.is_draw());
    EXPECT_EQ(game.status(), GameStatus::checkmate);
    EXPECT_EQ(game.san_history(), (std::vector<std::string>{"f3", "e5", "g4", "Qh4#"}));
}

TEST(Game, UndoRestoresEverything) {
    Game game;
    play_all(game, {"e4", "d5", "exd5", "Qxd5", "Nc3"});
    EXPECT_EQ(write_fen(game.position()), "rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 3");
    while (game.undo()) {
    }
    EXPECT_EQ(game.position(), Position::initial());
    EXPECT_EQ(game.position().key(), Position::initial().key());
    EXPECT_TRUE(game.history().empty());
    EXPECT_FALSE(game.undo());
    EXPECT_EQ(game.legal_moves().size(), 20u);
}

TEST(Game, IllegalMovesAreRefused) {
    Game game;
    auto reading = game.play_san("e5");
    EXPECT_FALSE(reading.ok);
    EXPECT_EQ(reading.diagnostics[0].code, "chess.san.illegal");
    EXPECT_FALSE(game.play(Move(12, 36, Move::quiet)));  // e2e5
    EXPECT_TRUE(game.history().empty());
}

TEST(Game, Stalemate) {
    Game game(at("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"));
    EXPECT_TRUE(game.is_stalemate());
    EXPECT_FALSE(game.is_checkmate());
    EXPECT_TRUE(game.is_draw());
    EXPECT_EQ(game.status(), GameStatus::stalemate);
}

TEST(Game, InsufficientMaterial) {
    EXPECT_TRUE(insufficient_material(at("8/8/4k3/8/8/3K4/8/8 w - - 0 1")));       // K v K
    EXPECT_TRUE(insufficient_material(at("8/8/4k3/8/8/3K4/3N4/8 w - - 0 1")));     // K+N v K
    EXPECT_TRUE(insufficient_material(at("8/8/4kb2/8/8/3K4/8/8 w - - 0 1")));      // K v K+B
    EXPECT_TRUE(insufficient_material(at("8/8/4kb2/8/8/3K4/3B4/8 w - - 0 1")));    // bishops f6, d2: dark
    EXPECT_TRUE(insufficient_material(at("8/4b3/4kb2/8/8/3K4/3B4/8 w - - 0 1")));  // three dark bishops
    EXPECT_FALSE(insufficient_material(at("8/8/4k1b1/8/8/3K4/3B4/8 w - - 0 1")));  // g6 light, d2 dark
    EXPECT_FALSE(insufficient_material(at("8/8/4k3/8/8/3K4/3NN3/8 w - - 0 1")));   // K+N+N v K can mate
    EXPECT_FALSE(insufficient_material(at("8/8/4kn2/8/8/3K4/3B4/8 w - - 0 1")));   // K+B v K+N can mate
    EXPECT_FALSE(insufficient_material(at("8/8/4k3/8/8/3K4/3P4/8 w - - 0 1")));
    EXPECT_FALSE(insufficient_material(at("8/8/4k3/8/8/3K4/3R4/8 w - - 0 1")));
    EXPECT_EQ(Game(at("8/8/4k3/8/8/3K4/3N4/8 w - - 0 1")).status(), GameStatus::insufficient_material);
}

TEST(Game, ThreefoldAndFivefoldRepetition) {
    Game game;
    play_all(game, {"Nf3", "Nf6", "Ng1", "Ng8"});
    EXPECT_EQ(game.repetition_count(), 2);
    EXPECT_FALSE(game.is_threefold_repetition());
    play_all(game, {"Nf3", "Nf6", "Ng1"});
    EXPECT_FALSE(game.is_threefold_repetition());
    play_all(game, {"Ng8"});
    EXPECT_EQ(game.repetition_count(), 3);
    EXPECT_TRUE(game.is_threefold_repetition());
    EXPECT_TRUE(game.is_draw());
    EXPECT_EQ(game.status(), GameStatus::threefold_repetition);
    play_all(game, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"});
    EXPECT_TRUE(game.is_fivefold_repetition());
    EXPECT_EQ(game.status(), GameStatus::fivefold_repetition);
    game.undo();  // back to the position after Ng1, seen after plies 3, 7, 11 and 15
    EXPECT_EQ(game.repetition_count(), 4);
    play_all(game, {"Nc6"});
    EXPECT_EQ(game.repetition_count(), 1);
}

TEST(Game, CastlingRightsMakePositionsDifferent) {
    // The same placement after the king went to f1 and back no longer has castling rights.
    Game game(at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    play_all(game, {"Kf1", "Kf8", "Ke1", "Ke8"});
    EXPECT_EQ(game.repetition_count(), 1);
    play_all(game, {"Kf1", "Kf8", "Ke1", "Ke8"});
    EXPECT_EQ(game.repetition_count(), 2);
}

TEST(Game, OnlyALegalEnPassantCaptureCountsInTheKey) {
    // After 1.e4 no black pawn can take en passant: the position equals the one without ep.
    Position with_ep = at("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    Position without = at("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_EQ(with_ep.key(), without.key());
    Position capturable = at("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
    Position not_capturable = at("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
    EXPECT_NE(capturable.key(), not_capturable.key());
}

TEST(Game, FiftyAndSeventyFiveMoveRules) {
    Game game(at("8/8/4k3/8/8/3K4/3R4/8 w - - 99 80"));
    EXPECT_FALSE(game.is_fifty_move_rule());
    play_all(game, {"Rd1"});
    EXPECT_TRUE(game.is_fifty_move_rule());
    EXPECT_TRUE(game.is_draw());
    EXPECT_EQ(game.status(), GameStatus::fifty_moves);
    Game later(at("8/8/4k3/8/8/3K4/3R4/8 w - - 149 105"));
    play_all(later, {"Rd1"});
    EXPECT_TRUE(later.is_seventy_five_move_rule());
    EXPECT_EQ(later.status(), GameStatus::seventy_five_moves);
    // A mate on the 150th halfmove still wins (FIDE 9.6.2).
    Game mate(at("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 105"));
    play_all(mate, {"Ra8#"});
    EXPECT_FALSE(mate.is_seventy_five_move_rule());
    EXPECT_EQ(mate.status(), GameStatus::checkmate);
}

// One real game from the corpus (tests/fixtures/chess/README.md): the Opera game.
TEST(Game, ReplaysMorphysOperaGame) {
    auto games = chess_test::split_games(
        chess_test::read_file(std::string(BN_FIXTURES_DIR) + "/chess/morphy-opera-game-1858.pgn"));
    ASSERT_EQ(games.size(), 1u);
    ASSERT_EQ(games[0].sans.size(), 33u);
    Game game;
    std::vector<std::string> warnings;
    for (const auto& san : games[0].sans) {
        auto reading = game.play_san(san);
        ASSERT_TRUE(reading.ok) << san;
        for (const auto& d : reading.diagnostics)
            warnings.push_back(san + " " + d.code + " " + std::string(d.arg("expected")));
    }
    // The file writes the mate as "Rd8+".
    EXPECT_EQ(warnings, (std::vector<std::string>{"Rd8+ chess.san.check_mark Rd8#"}));
    EXPECT_TRUE(game.is_checkmate());
    EXPECT_EQ(write_fen(game.position()), "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17");
    auto sans = game.san_history();
    games[0].sans.back() = "Rd8#";
    EXPECT_EQ(sans, games[0].sans);
    // Strictly, only the check sign is wrong.
    Game strict;
    for (std::size_t i = 0; i + 1 < games[0].sans.size(); ++i)
        ASSERT_TRUE(strict.play_san(games[0].sans[i], {true}).ok) << games[0].sans[i];
    EXPECT_FALSE(strict.play_san("Rd8+", {true}).ok);
}

}  // namespace
