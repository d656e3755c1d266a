// Positions no game reaches, read with FenOptions::position_rules off (chess.js's
// skipValidation): a side without a king, nine pawns, 17 queens, a pawn on its first rank, the
// side not to move in check. The expected move counts are chess.js 1.4's perft of the same FENs
// (new Chess(fen, { skipValidation: true })), the library users compare with.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"

namespace {

using namespace bn::chess;

Position relaxed(const char* fen) {
    FenOptions options;
    options.position_rules = false;
    auto parsed = parse_fen(fen, options);
    EXPECT_TRUE(parsed.ok) << fen;
    return parsed.value;
}

std::string codes(const std::vector<bn::Diagnostic>& diagnostics) {
    std::string out;
    for (const auto& d : diagnostics) out += d.code + " ";
    return out;
}

TEST(Irregular, RefusedByDefaultAcceptedWithoutPositionRules) {
    for (const char* fen :
         {"8/8/8/8/8/8/8/8 w - - 0 1", "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1",
          "4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "k7/PPPPPPPP/P7/8/8/8/8/7K w - - 0 1"}) {
        EXPECT_FALSE(parse_fen(fen).ok) << fen;
        relaxed(fen);
    }
}

TEST(Irregular, OnlyASecondKingStaysAnError) {
    FenOptions options;
    options.position_rules = false;
    auto two_kings = parse_fen("4k3/8/8/8/8/8/8/K3K3 w - - 0 1", options);
    EXPECT_FALSE(two_kings.ok);
    EXPECT_EQ(codes(two_kings.diagnostics), "chess.fen.too_many_kings ");
    EXPECT_EQ(codes(parse_fen("4k3/8/8/8/QQQQQQQQ/QQQQQQQQ/Q7/4K3 w - - 0 1").diagnostics),
              "chess.fen.too_many_pieces ");
}

TEST(Irregular, PerftAgreesWithChessJs) {
    struct Case {
        const char* fen;
        std::uint64_t nodes[3];
    };
    const Case cases[] = {
        {"8/8/8/8/8/8/8/8 w - - 0 1", {0, 0, 0}},
        {"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1", {21, 441, 10103}},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR b kq - 0 1", {20, 420, 9347}},
        {"4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1", {27, 56, 1372}},
        {"4k3/8/8/8/8/8/8/P3K3 w - - 0 1", {6, 30, 230}},
        {"4k3/8/8/3pP3/8/8/8/8 w - d6 0 2", {2, 8, 6}},
        {"k7/PPPPPPPP/P7/8/8/8/8/7K w - - 0 1", {35, 28, 967}},
        // More than 16 pieces of a side: every queen's move mates (or takes the king).
        {"4k3/8/8/8/QQQQQQQQ/QQQQQQQQ/Q7/4K3 w - - 0 1", {126, 0, 0}},
        {"4k3/8/8/8/QQQQQQQQ/QQQQQQQQ/Q7/4K3 b - - 0 1", {0, 0, 0}},
        {"Q1Q1Q1Q1/1Q1Q1Q1Q/Q1Q1Q1Q1/1Q1Q1Q1Q/Q1Q1Q1Q1/1Q1Q1Q1Q/Q1Q1Q1Q1/1Q1Q1Q1k w - - 0 1", {113, 0, 0}},
    };
    for (const Case& c : cases) {
        Position p = relaxed(c.fen);
        for (unsigned depth = 1; depth <= 3; ++depth)
            EXPECT_EQ(perft(p, depth), c.nodes[depth - 1]) << c.fen << " depth " << depth;
    }
}

TEST(Irregular, SanMarksTheCheckThatWasAlreadyThere) {
    // Black is in check before White moves: chess.js writes Kd2+ (the queen still gives check).
    const Position p = relaxed("4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1");
    const MoveList moves = legal_moves(p);
    std::string all;
    for (Move m : moves) all += write_san(p, moves, m) + " ";
    EXPECT_NE(all.find("Kd2+ "), std::string::npos) << all;
    EXPECT_NE(all.find("Qxe8 "), std::string::npos) << all;
    EXPECT_NE(all.find("Qg7 "), std::string::npos) << all;
}

TEST(Irregular, ARegularPositionReadWithoutRulesKeepsTheFastPath) {
    EXPECT_FALSE(relaxed("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").irregular());
    EXPECT_TRUE(relaxed("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1").irregular());
}

TEST(Irregular, MovesToOneSquareMatchTheFullListWithoutAKing) {
    const Position p = relaxed("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1");
    const MoveList all = legal_moves(p);
    for (Square to = 0; to < 64; ++to) {
        MoveList some;
        generate_legal_moves_to(p, bit(to), some);
        std::size_t expected = 0;
        for (Move m : all) expected += m.to() == to;
        EXPECT_EQ(some.size(), expected) << square_name(to);
    }
}

}  // namespace
