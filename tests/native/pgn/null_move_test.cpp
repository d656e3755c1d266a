// Null moves ("--", "Z0"): the side to move passes. Replayed, read without replay, written
// back, built from data, refused when in check, and refused by the challenge's model.
#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "common/messages.hpp"
#include "pgn/build.hpp"
#include "pgn/movetext.hpp"
#include "test_util.hpp"

using namespace bn::pgn;
using pgn_test::game_of;

namespace {

const bn::Diagnostic* find(const Game& g, const std::string& code) {
    for (const auto& d : g.diagnostics)
        if (d.code == code) return &d;
    return nullptr;
}

}  // namespace

TEST(PgnNullMove, PassesTheTurnAndKeepsTheBoard) {
    const Game g = game_of("1. e4 -- 2. d4 Z0 3. Nf3 *");
    ASSERT_TRUE(g.ok);
    EXPECT_TRUE(g.diagnostics.empty());
    EXPECT_EQ(pgn_test::main_line_sans(g), (std::vector<std::string>{"e4", "--", "d4", "--", "Nf3"}));
    const MoveNode& pass = g.nodes[1];
    EXPECT_TRUE(pass.move.is_null());
    EXPECT_EQ(pass.written, "--");
    EXPECT_EQ(pass.color, bn::chess::black);
    EXPECT_EQ(pass.move_number, 1u);
    // Same placement, White to move, no en-passant square although e4 just double-stepped,
    // halfmove clock + 1, fullmove number + 1 after Black's turn.
    EXPECT_EQ(pass.fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
    EXPECT_EQ(g.nodes[3].written, "Z0");
    EXPECT_EQ(g.nodes[3].san, "--");
    EXPECT_EQ(g.nodes[4].fen, "rnbqkbnr/pppppppp/8/8/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 2 3");
}

TEST(PgnNullMove, ClearsTheEnPassantSquareOfAPossibleCapture) {
    // After 3. e5 d5 an en-passant capture exd6 is possible; a null move by White forfeits it.
    const Game g = game_of("1. e4 Nf6 2. e5 d5 3. -- Nc6 4. exd6 *");
    EXPECT_FALSE(g.ok);
    ASSERT_NE(find(g, "chess.san.illegal"), nullptr);
    EXPECT_EQ(g.main_line_length(), 6u);
    EXPECT_EQ(g.nodes[4].fen, "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3");
}

TEST(PgnNullMove, IsIllegalWhenInCheck) {
    // 1. e4 e5 2. Qh5 Nc6 3. Qxf7+: Black is in check and cannot pass.
    const Game g = game_of("1. e4 e5 2. Qh5 Nc6 3. Qxf7+ -- 4. Qxe8 *");
    EXPECT_FALSE(g.ok);
    const bn::Diagnostic* d = find(g, "pgn.null_move_in_check");
    ASSERT_NE(d, nullptr);
    EXPECT_EQ(d->severity, bn::Severity::error);
    EXPECT_EQ(d->line, 1u);
    EXPECT_EQ(d->column, 30u);
    EXPECT_EQ(d->length, 2u);
    EXPECT_EQ(g.main_line_length(), 5u);  // the rest of the line of play is skipped
    for (const char* language : {"en", "es"}) {
        const std::string message = bn::messages::render(*d, language);
        EXPECT_NE(message.find("'--'"), std::string::npos) << message;
        EXPECT_NE(message.find("30"), std::string::npos) << message;
    }
    EXPECT_NE(bn::messages::render(*d, "es").find("jaque"), std::string::npos);
}

TEST(PgnNullMove, InVariationsWithSuffixesAndWrittenBack) {
    const Game g = game_of("1. e4 e5 (1... -- 2. d4) 2. Nf3 --!? {pass} 3. Bc4 *");
    ASSERT_TRUE(g.ok);
    const MoveNode& e5 = g.nodes[1];
    ASSERT_EQ(e5.variations.size(), 1u);
    const MoveNode& pass = g.nodes[e5.variations[0]];
    EXPECT_EQ(pass.san, "--");
    EXPECT_EQ(g.nodes[pass.next].fen, "rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2");
    const MoveNode& second = g.nodes[g.nodes[g.nodes[1].next].next];
    EXPECT_EQ(second.san, "--");
    EXPECT_EQ(second.nags, (std::vector<std::uint16_t>{5}));
    const std::string written = write(g);
    EXPECT_NE(written.find("1. e4 e5 (1... -- 2. d4) 2. Nf3 -- $5 {pass} 3. Bc4 *"), std::string::npos) << written;
    const Game again = game_of(written);
    EXPECT_TRUE(pgn_test::same_game(g, again));
    EXPECT_EQ(write(again), written);
}

TEST(PgnNullMove, ZeroZeroIsWrittenBackAsDashes) {
    const Game g = game_of("1. e4 Z0 2. d4 *");
    ASSERT_TRUE(g.ok);
    EXPECT_NE(write(g).find("1. e4 -- 2. d4 *"), std::string::npos);
}

TEST(PgnNullMove, WithoutReplayIsAMoveAsWritten) {
    ParseOptions syntax;
    syntax.replay = false;
    const Game g = game_of("1. e4 Z0 2. d4 -- 3. c4 *", syntax);
    ASSERT_TRUE(g.ok);
    ASSERT_EQ(g.main_line_length(), 5u);
    EXPECT_EQ(g.nodes[1].written, "Z0");
    EXPECT_EQ(g.nodes[1].san, "");
    EXPECT_EQ(g.nodes[1].color, bn::chess::black);
    EXPECT_EQ(g.nodes[4].color, bn::chess::white);
    EXPECT_EQ(g.nodes[4].move_number, 3u);
    // Without a board, a pass while in check cannot be told from a legal one.
    EXPECT_TRUE(game_of("1. e4 e5 2. Qh5 Nc6 3. Qxf7+ -- *", syntax).ok);
}

TEST(PgnNullMove, BuiltFromDataAndRefusedInCheck) {
    GameInput input;
    input.moves = {{"e4"}, {"--", 0}, {"d4", 1}};
    auto built = build_game(input);
    ASSERT_TRUE(built.ok);
    EXPECT_EQ(built.value.nodes[1].san, "--");
    EXPECT_EQ(built.value.nodes[2].fen, "rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2");
    EXPECT_NE(write(built.value).find("1. e4 -- 2. d4 *"), std::string::npos);
    GameInput check;
    check.start_fen = "4k3/8/8/8/8/8/8/4K2R b - - 0 1";
    check.moves = {{"Z0"}};
    EXPECT_TRUE(build_game(check).ok);
    check.start_fen = "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1";
    auto refused = build_game(check);
    EXPECT_FALSE(refused.ok);
    ASSERT_EQ(refused.diagnostics.size(), 1u);
    EXPECT_EQ(refused.diagnostics[0].code, "pgn.game_input");
}

TEST(PgnNullMove, IsNotPartOfTheChallengesModel) {
    for (const char* text : {"1. e4 -- 2. d4 e5 *", "1. e4 Z0 *", "1. -- e5 1-0"}) {
        auto parsed = movetext::parse(text);
        EXPECT_FALSE(parsed.ok) << text;
        ASSERT_EQ(parsed.diagnostics.size(), 1u) << text;
        const bn::Diagnostic& d = parsed.diagnostics[0];
        EXPECT_EQ(d.code, "pgn.movetext.null_move") << text;
        EXPECT_EQ(d.length, 2u);
        EXPECT_NE(bn::messages::render(d, "es").find("jugada nula"), std::string::npos);
    }
    auto parsed = movetext::parse("1. e4 -- 2. d4 e5 *");
    EXPECT_EQ(parsed.diagnostics[0].column, 7u);
}
