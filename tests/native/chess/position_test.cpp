#include <gtest/gtest.h>

#include <random>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"

namespace {

using namespace bn::chess;

// Random games: after every make the incrementally kept key equals the key of the same
// position built from scratch (through FEN), and unmake restores position and key.
TEST(Position, IncrementalKeysMatchKeysFromScratch) {
    std::mt19937 random(2024);
    for (int game = 0; game < 200; ++game) {
        Position p = Position::initial();
        std::vector<std::pair<Move, Position::Undo>> played;
        std::vector<Position> before;
        for (int ply = 0; ply < 120; ++ply) {
            MoveList moves = legal_moves(p);
            if (moves.empty()) break;
            Move m = moves[random() % moves.size()];
            before.push_back(p);
            Position::Undo undo;
            p.make(m, undo);
            played.emplace_back(m, undo);
            auto rebuilt = parse_fen(write_fen(p, {true}), {false});
            ASSERT_TRUE(rebuilt.ok) << write_fen(p, {true});
            ASSERT_EQ(rebuilt.value.key(), p.key()) << write_fen(p, {true});
        }
        while (!played.empty()) {
            p.unmake(played.back().first, played.back().second);
            played.pop_back();
            ASSERT_EQ(p, before.back());
            ASSERT_EQ(p.key(), before.back().key());
            before.pop_back();
        }
    }
}

TEST(Position, NullMovePassesTheTurn) {
    auto parsed = parse_fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    ASSERT_TRUE(parsed.ok);
    Position p = parsed.value;
    p.make_null();
    EXPECT_EQ(write_fen(p, {true}), "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3");
    p.make_null();
    EXPECT_EQ(write_fen(p, {true}), "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 2 4");
    // The key follows the side to move, as a key built from scratch has it.
    auto rebuilt = parse_fen(write_fen(p, {true}), {false});
    ASSERT_TRUE(rebuilt.ok);
    EXPECT_EQ(rebuilt.value.key(), p.key());
    EXPECT_EQ(rebuilt.value, p);
}

TEST(Position, PutPlacesAnyNumberOfPiecesButNothingOffTheBoard) {
    Position p;
    for (Square s = 0; s < 16; ++s) EXPECT_TRUE(p.put(make_piece(white, queen), s));
    EXPECT_TRUE(p.put(make_piece(white, queen), 40));  // a 17th: edited boards may hold it
    EXPECT_EQ(popcount(p.pieces(white)), 17);
    EXPECT_TRUE(p.put(make_piece(white, knight), 3));  // replacing one of its own is fine
    EXPECT_TRUE(p.put(make_piece(black, king), 63));
    EXPECT_FALSE(p.put(no_piece, 20));
    EXPECT_FALSE(p.put(make_piece(black, pawn), 64));
}

// Hand-edited boards (no kings, many queens, castling rights without rooks) never make the
// generator read or write out of bounds; a side without a king has no moves.
TEST(Position, GeneratorIsSafeOnUncheckedBoards) {
    Position crowded;
    for (Square s = 0; s < 16; ++s) crowded.put(make_piece(white, queen), static_cast<Square>(s * 4));
    crowded.put(make_piece(black, king), 63);
    // White has no king: every move of its queens (FenOptions::position_rules off plays such
    // boards as chess.js does), within the move list's bound.
    const MoveList kingless = legal_moves(crowded);
    EXPECT_FALSE(kingless.empty());
    EXPECT_LE(kingless.size(), max_moves);
    crowded.remove(0);
    crowded.put(make_piece(white, king), 1);
    crowded.set_castling_rights(all_castling);
    crowded.set_en_passant_square(44);
    EXPECT_LE(legal_moves(crowded).size(), max_moves);
    crowded.set_side_to_move(black);
    EXPECT_TRUE(legal_moves(crowded).empty());  // the black king is in check with nowhere to go
    // A board full of white queens around a black king: 63 pieces, within max_moves.
    Position full;
    for (Square s = 0; s < 63; ++s) EXPECT_TRUE(full.put(make_piece(white, s % 9 == 0 ? knight : queen), s));
    full.put(make_piece(black, king), 63);
    EXPECT_LE(legal_moves(full).size(), max_moves);
    full.remove(62);
    full.remove(54);
    EXPECT_LE(legal_moves(full).size(), max_moves);
}

TEST(Position, SquareNamesAndLetters) {
    EXPECT_EQ(square_name(0), "a1");
    EXPECT_EQ(square_name(63), "h8");
    EXPECT_EQ(square_name(no_square), "-");
    EXPECT_EQ(piece_letter(make_piece(white, knight)), 'N');
    EXPECT_EQ(piece_letter(make_piece(black, queen)), 'q');
}

// Random move text never crashes the SAN reader.
TEST(Position, SanReaderSurvivesRandomText) {
    std::mt19937 random(7);
    const std::string alphabet = "abcdefgh12345678KQRBNPxO0-=+#!?:e.p () ";
    const Position p = Position::initial();
    int accepted = 0;
    for (int i = 0; i < 50000; ++i) {
        std::string text;
        for (std::size_t n = 1 + random() % 8; n > 0; --n) text += alphabet[random() % alphabet.size()];
        auto parsed = read_san(p, text);
        accepted += parsed.ok;
        if (!parsed.ok) {
            ASSERT_FALSE(parsed.diagnostics.empty());
        }
    }
    EXPECT_GT(accepted, 0);
}

}  // namespace
