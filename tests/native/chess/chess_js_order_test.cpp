// The façade's move order: what chess.js 1.4's moves() lists for these positions, as chess.js
// gave them (its order is its generator's: squares a8 to h1, then per piece kind its own
// sequence of directions, castling last). The JS drop-in tests check it on random games too.
#include <gtest/gtest.h>

#include <string>

#include "chess/chess_js_order.hpp"
#include "chess/fen.hpp"
#include "chess/san.hpp"

namespace {

using namespace bn::chess;

std::string ordered_lans(const char* fen) {
    auto parsed = parse_fen(fen);
    EXPECT_TRUE(parsed.ok) << fen;
    std::string text;
    for (Move m : in_chess_js_order(parsed.value, legal_moves(parsed.value)))
        text += (text.empty() ? "" : " ") + write_lan(m);
    return text;
}

TEST(ChessJsOrder, EveryPieceKindAndCastling) {
    EXPECT_EQ(ordered_lans("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
              "d5d6 d5e6 e5c6 e5d7 e5f7 e5g6 e5g4 e5d3 e5c4 c3a4 c3b5 c3d1 c3b1 f3f4 f3f5 f3f6 f3g4 f3h5 f3g3 f3h3 "
              "f3e3 f3d3 a2a3 a2a4 b2b3 d2e3 d2f4 d2g5 d2h6 d2c1 e2d3 e2c4 e2b5 e2a6 e2f1 e2d1 g2g3 g2g4 g2h3 a1b1 "
              "a1c1 a1d1 e1f1 e1d1 h1g1 h1f1 e1g1 e1c1");
}

TEST(ChessJsOrder, BlackPawnsCaptureTowardsTheHFileFirst) {
    EXPECT_EQ(ordered_lans("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1"),
              "a8b8 a8c8 a8d8 e8f8 e8d8 h8h7 h8h6 h8h5 h8h4 h8g8 h8f8 c7c6 c7c5 d7d6 e7d8 e7f8 e7d6 e7c5 g7f8 g7h6 "
              "a6b7 a6c8 a6b5 a6c4 a6d3 a6e2 b6c8 b6d5 b6c4 b6a4 e6d5 f6g8 f6h7 f6h5 f6g4 f6e4 f6d5 g6g5 b4b3 b4c3 "
              "h3g2 e8g8 e8c8");
}

TEST(ChessJsOrder, PromotionsAsKnightBishopRookQueen) {
    EXPECT_EQ(ordered_lans("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"),
              "a8c7 a8b6 c8e7 c8d6 c8b6 c8a7 d7e8 d7e7 d7e6 d7d6 d7c6 d7c7 g2g1n g2g1b g2g1r g2g1q g2h1n g2h1b g2h1r "
              "g2h1q g2f1n g2f1b g2f1r g2f1q");
}

TEST(ChessJsOrder, WhitePawnsCaptureTowardsTheAFileFirstEnPassantIncluded) {
    EXPECT_EQ(ordered_lans("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"),
              "e5e6 e5f6 a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 b1a3 b1c3 d1e2 d1f3 "
              "d1g4 d1h5 e1e2 f1e2 f1d3 f1c4 f1b5 f1a6 g1e2 g1f3 g1h3");
}

TEST(ChessJsOrder, PawnCapturesOnBothSides) {
    EXPECT_EQ(ordered_lans("4k3/8/8/2p1p3/3P4/8/8/4K3 w - - 0 1"), "d4d5 d4c5 d4e5 e1d2 e1e2 e1f2 e1f1 e1d1");
    EXPECT_EQ(ordered_lans("4k3/8/8/3p4/2P1P3/8/8/4K3 b - - 0 1"), "e8f8 e8f7 e8e7 e8d7 e8d8 d5d4 d5e4 d5c4");
}

// chess.js's attackers(): rank 8 first, a to h within a rank (the engine's bit order is a1
// first, so the queen on d3 would come last), pinned pieces and the king included.
std::string attackers(const char* fen, const char* square, Color color) {
    auto parsed = parse_fen(fen);
    EXPECT_TRUE(parsed.ok) << fen;
    Square found[64];
    const std::size_t count =
        chess_js_attackers(parsed.value, make_square(square[0] - 'a', square[1] - '1'), color, found);
    std::string text;
    for (std::size_t i = 0; i < count; ++i) text += (text.empty() ? "" : " ") + square_name(found[i]);
    return text;
}

TEST(ChessJsOrder, AttackersFromRankEightDown) {
    const char* fen = "4k3/8/8/8/8/3Q4/8/R3K2R w - - 0 1";
    EXPECT_EQ(attackers(fen, "d1", white), "d3 a1 e1");
    EXPECT_EQ(attackers(fen, "d1", black), "");
    EXPECT_EQ(attackers(fen, "f1", white), "d3 e1 h1");
    // A pinned rook still attacks; so do pieces onto a square of their own side.
    const char* pinned = "r3k3/4r3/8/8/8/8/8/4R1K1 b - - 0 1";
    EXPECT_EQ(attackers(pinned, "e4", black), "e7");
    EXPECT_EQ(attackers(pinned, "e1", black), "e7");
    EXPECT_EQ(attackers(pinned, "e7", black), "e8");
    EXPECT_EQ(attackers(pinned, "a1", black), "a8");
    EXPECT_EQ(attackers(pinned, "d8", black), "a8 e8");
    EXPECT_EQ(attackers(pinned, "d7", black), "e8 e7");
}

}  // namespace
