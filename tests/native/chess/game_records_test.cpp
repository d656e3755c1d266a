// Game::move_records: each ply as chess.js 1.4 describes a move in history({ verbose: true })
// (piece, captured, san, before, after). The expected FENs are chess.js 1.4.0's for the same
// calls.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "chess/fen.hpp"
#include "chess/game.hpp"

namespace {

using namespace bn::chess;

Game played(std::initializer_list<const char*> sans, std::string_view fen = initial_fen) {
    auto parsed = parse_fen(fen);
    EXPECT_TRUE(parsed.ok) << fen;
    Game game(parsed.value);
    for (const char* san : sans) EXPECT_TRUE(game.play_san(san).ok) << san;
    return game;
}

Square at(const char* name) { return make_square(name[0] - 'a', name[1] - '1'); }

TEST(GameRecords, EachPlyWithWhatMovedWhatItTookAndTheFensAround) {
    const Game game = played({"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6"});
    const std::vector<MoveRecord> records = game.move_records();
    ASSERT_EQ(records.size(), 8u);
    EXPECT_EQ(records[0].san, "e4");
    EXPECT_EQ(records[0].piece, make_piece(white, pawn));
    EXPECT_EQ(records[0].captured, no_piece);
    EXPECT_EQ(write_fen(records[0].before), initial_fen);
    EXPECT_EQ(write_fen(records[0].after), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_EQ(records[6].san, "Bxc6");
    EXPECT_EQ(records[6].piece, make_piece(white, bishop));
    EXPECT_EQ(records[6].captured, make_piece(black, knight));
    EXPECT_EQ(write_fen(records[6].before), "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4");
    EXPECT_EQ(write_fen(records[6].after), "r1bqkbnr/1ppp1ppp/p1B5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 0 4");
    EXPECT_EQ(records[7].piece, make_piece(black, pawn));
    EXPECT_EQ(records[7].captured, make_piece(white, bishop));
    EXPECT_EQ(write_fen(records[7].after), "r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 5");
    // Without edits, each move's after is the next move's before, the last the game's position.
    for (std::size_t i = 0; i + 1 < records.size(); ++i) EXPECT_EQ(records[i].after, records[i + 1].before);
    EXPECT_EQ(records.back().after, game.position());
    EXPECT_EQ(records[3].move, game.history()[3].move);
}

TEST(GameRecords, APromotionTakesItsPawn) {
    const std::vector<MoveRecord> records = played({"b8=Q+"}, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").move_records();
    ASSERT_EQ(records.size(), 1u);
    EXPECT_EQ(records[0].san, "b8=Q+");
    EXPECT_EQ(records[0].piece, make_piece(white, pawn));
    EXPECT_EQ(write_fen(records[0].after), "1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

// chess.js keeps the move as it was played: after a queen is put where the pawn took, the
// move's `after` still has the pawn there, while the game's position has the queen.
TEST(GameRecords, AfterAnEditTheMovesReadFromTheNewStartAndKeepTheirOwnAfter) {
    Game game = played({"e4", "d5", "exd5"});
    ASSERT_TRUE(game.put(make_piece(black, queen), at("d5")));
    const std::vector<MoveRecord> records = game.move_records();
    ASSERT_EQ(records.size(), 3u);
    EXPECT_EQ(records[2].san, "exd5");
    EXPECT_EQ(records[2].captured, make_piece(black, pawn));
    EXPECT_EQ(write_fen(records[2].before), "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    EXPECT_EQ(write_fen(records[2].after), "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
    EXPECT_EQ(write_fen(game.position()), "rnbqkbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
}

TEST(GameRecords, APassIsTwoDashesThatTakeNothing) {
    Game game = played({"e4"});
    ASSERT_TRUE(game.pass());
    const std::vector<MoveRecord> records = game.move_records();
    ASSERT_EQ(records.size(), 2u);
    EXPECT_EQ(records[1].san, "--");
    EXPECT_TRUE(records[1].move.is_null());
    EXPECT_EQ(records[1].captured, no_piece);
    EXPECT_EQ(write_fen(records[1].after), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
    EXPECT_EQ(records[1].after, game.position());
}

TEST(GameRecords, NoPliesNoRecords) { EXPECT_TRUE(Game().move_records().empty()); }

}  // namespace
