// Perft: the number of leaf nodes of the legal move tree, compared with the published counts
// of the standard positions (chessprogramming wiki, "Perft Results"). Any bug in check,
// pin, en-passant, castling or promotion handling changes these numbers. Deeper runs are in
// bench/chess/perft.cpp.
#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"

namespace {

using namespace bn::chess;

Position position_of(std::string_view fen) {
    auto parsed = parse_fen(fen);
    EXPECT_TRUE(parsed.ok) << fen;
    return parsed.value;
}

struct PerftCase {
    const char* name;
    const char* fen;
    std::vector<std::uint64_t> counts;  // depth 1, 2, ...
};

const PerftCase cases[] = {
    {"Initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {20, 400, 8902, 197281, 4865609}},
    {"Kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", {48, 2039, 97862, 4085603}},
    {"Position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", {14, 191, 2812, 43238, 674624}},
    {"Position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", {6, 264, 9467, 422333}},
    {"Position4Mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", {6, 264, 9467, 422333}},
    {"Position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", {44, 1486, 62379, 2103487}},
    {"Position6",
     "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
     {46, 2079, 89890, 3894594}},
};

TEST(Perft, StandardPositions) {
    for (const auto& c : cases) {
        Position p = position_of(c.fen);
        for (std::size_t d = 0; d < c.counts.size(); ++d)
            EXPECT_EQ(perft(p, static_cast<unsigned>(d + 1)), c.counts[d]) << c.name << " depth " << d + 1;
        EXPECT_EQ(write_fen(p), c.fen) << "make/unmake must restore " << c.name;
    }
}

// The headline count; about a second in Release.
TEST(Perft, InitialPositionDepthSix) {
    Position p = Position::initial();
    EXPECT_EQ(perft(p, 6), 119060324u);
}

// Small positions that isolate one rule each (counts from the same kind of published
// suites, e.g. the "TalkChess PERFT Tests" by Martin Sedlak).
TEST(Perft, IsolatedRules) {
    struct Small {
        const char* what;
        const char* fen;
        unsigned depth;
        std::uint64_t nodes;
    };
    const Small smalls[] = {
        {"illegal en passant (rank pin)", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 6, 1134888},
        {"illegal en passant (diagonal pin)", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 6, 1015133},
        {"en passant capture checks opponent", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 6, 1440467},
        {"short castling gives check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 6, 661072},
        {"long castling gives check", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 6, 803711},
        {"castle rights", "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 4, 1274206},
        {"castling prevented", "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 4, 1720476},
        {"promote out of check", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 6, 3821001},
        {"discovered check", "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 5, 1004658},
        {"promote to give check", "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 6, 217342},
        {"under-promote to give check", "8/P1k5/K7/8/8/8/8/8 w - - 0 1", 6, 92683},
        {"self stalemate", "K1k5/8/P7/8/8/8/8/8 w - - 0 1", 6, 2217},
        {"stalemate and checkmate", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 7, 567584},
        {"double check", "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 4, 23527},
    };
    for (const auto& s : smalls) {
        Position p = position_of(s.fen);
        EXPECT_EQ(perft(p, s.depth), s.nodes) << s.what;
    }
}

}  // namespace
