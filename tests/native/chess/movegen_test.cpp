// The shortcuts SAN reading takes, checked against the full generator on many positions (the
// perft suites' positions two plies deep, and random games): the moves to one square (of all
// pieces, or of one type) are exactly the legal moves landing there, in the same order (the order names the candidates
// of an ambiguous move); has_legal_moves stops early but answers the same; gives_check is
// what playing the move and asking in_check() says.
#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <vector>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"

namespace {

using namespace bn::chess;

const char* const fens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
    "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
    "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
    "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
    "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
    "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1",
    "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1",
    "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1",
    "4k3/1P6/8/8/8/8/K7/8 w - - 0 1",
    "8/P1k5/K7/8/8/8/8/8 w - - 0 1",
    "K1k5/8/P7/8/8/8/8/8 w - - 0 1",
    "8/k1P5/8/1K6/8/8/8/8 w - - 0 1",
    "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1",
    "1n2k3/P6P/8/8/8/8/p6p/1N2K3 w - - 0 1",
    "3k4/8/8/8/1N3N2/8/1N3N2/3K4 w - - 0 1",
    "4k3/8/8/8/8/Q1Q5/8/Q3K3 w - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "k7/8/8/2pP4/8/8/8/7K w - c6 0 1",                                // en passant from d5
    "8/8/8/KPp4r/8/8/8/7k w - c6 0 1",                                // en passant exposing the king along the rank
    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",  // checkmate
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",                                 // stalemate
};

// Every property on one position.
void check(const Position& p) {
    const MoveList all = legal_moves(p);
    ASSERT_EQ(has_legal_moves(p), !all.empty()) << write_fen(p);
    for (Square to = 0; to < 64; ++to) {
        MoveList expected, to_square;
        for (Move m : all)
            if (m.to() == to) expected.push(m);
        generate_legal_moves_to(p, bit(to), to_square);
        ASSERT_EQ(std::vector<Move>(to_square.begin(), to_square.end()),
                  std::vector<Move>(expected.begin(), expected.end()))
            << write_fen(p) << " to " << square_name(to);
        for (PieceType type : {pawn, knight, bishop, rook, queen, king}) {
            MoveList of_type, typed;
            for (Move m : expected)
                if (type_of(p.piece_on(m.from())) == type) of_type.push(m);
            generate_legal_moves_to(p, to, type, typed);
            ASSERT_EQ(std::vector<Move>(typed.begin(), typed.end()), std::vector<Move>(of_type.begin(), of_type.end()))
                << write_fen(p) << " to " << square_name(to) << " type " << int(type);
        }
    }
    for (Move m : all) {
        Position after = p;
        Position::Undo undo;
        after.make(m, undo);
        ASSERT_EQ(p.gives_check(m), after.in_check())
            << write_fen(p) << " " << square_name(m.from()) << square_name(m.to());
    }
}

void walk(Position& p, unsigned depth, std::size_t& positions) {
    check(p);
    ++positions;
    if (depth == 0 || ::testing::Test::HasFatalFailure()) return;
    Position::Undo undo;
    for (Move m : legal_moves(p)) {
        p.make(m, undo);
        walk(p, depth - 1, positions);
        p.unmake(m, undo);
    }
}

TEST(MoveGeneration, ShortcutsAgreeWithTheFullGeneratorOnPerftTrees) {
    std::size_t positions = 0;
    for (const char* fen : fens) {
        auto parsed = parse_fen(fen);
        ASSERT_TRUE(parsed.ok) << fen;
        walk(parsed.value, 2, positions);
        ASSERT_FALSE(HasFatalFailure());
    }
    EXPECT_GT(positions, 10000u);
}

TEST(MoveGeneration, ShortcutsAgreeWithTheFullGeneratorInRandomGames) {
    std::mt19937 random(1122);
    std::size_t positions = 0, checks = 0, ends = 0;
    for (const char* fen : fens) {
        for (int game = 0; game < 20; ++game) {
            Position p = parse_fen(fen).value;
            for (int ply = 0; ply < 200; ++ply) {
                check(p);
                ASSERT_FALSE(HasFatalFailure());
                ++positions;
                checks += p.in_check();
                const MoveList moves = legal_moves(p);
                if (moves.empty()) {
                    ++ends;
                    break;
                }
                Position::Undo undo;
                p.make(moves[random() % moves.size()], undo);
            }
        }
    }
    EXPECT_GT(positions, 50000u);
    EXPECT_GT(checks, 1000u);
    EXPECT_GT(ends, 10u);
}

}  // namespace
