// write_sans (a whole list, rivals looked up in a table) against write_san move by move (rivals
// found by a pass over the legal moves), in random games from positions rich in rivals:
// knights and rooks that share a target, several queens (file, rank and whole-square
// disambiguation), promotions, castling and checks.
#include <gtest/gtest.h>

#include <cctype>
#include <random>
#include <string>

#include "chess/fen.hpp"
#include "chess/san.hpp"

namespace {

using namespace bn::chess;

const char* const fens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "7k/8/8/8/Q1Q5/8/Q1Q5/K7 w - - 0 1",
    "6k1/8/2N1N3/8/2N1N3/8/R6R/K6R w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
};

// How many characters name the origin of a piece move's SAN (0, 1 or 2).
int origin_length(const std::string& san) {
    if (san.empty() || !std::isupper(static_cast<unsigned char>(san[0])) || san[0] == 'O') return 0;
    std::string squares;
    for (char c : san.substr(1))
        if (std::isalnum(static_cast<unsigned char>(c)) && !std::isupper(static_cast<unsigned char>(c))) squares += c;
    return static_cast<int>(squares.size()) - 2;
}

TEST(WriteSans, AgreesWithWriteSanMoveByMove) {
    std::mt19937 random(2211);
    std::size_t positions = 0, by_file = 0, by_rank = 0, by_square = 0;
    for (const char* fen : fens) {
        for (int game = 0; game < 30; ++game) {
            auto parsed = parse_fen(fen);
            ASSERT_TRUE(parsed.ok) << fen;
            Position p = parsed.value;
            for (int ply = 0; ply < 120; ++ply) {
                const MoveList legal = legal_moves(p);
                if (legal.empty()) break;
                std::string expected;
                for (Move m : legal) {
                    const std::string san = write_san(p, legal, m);
                    expected += (expected.empty() ? "" : " ") + san;
                    const int length = origin_length(san);
                    if (length == 2) ++by_square;
                    if (length == 1) ++(std::isdigit(static_cast<unsigned char>(san[1])) ? by_rank : by_file);
                }
                ASSERT_EQ(write_sans(p, legal, legal, ' '), expected) << write_fen(p);
                ++positions;
                Position::Undo undo;
                p.make(legal[random() % legal.size()], undo);
            }
        }
    }
    EXPECT_GT(positions, 10000u);
    EXPECT_GT(by_file, 100u);
    EXPECT_GT(by_rank, 100u);
    EXPECT_GT(by_square, 10u);
}

TEST(WriteSans, NoMovesNoText) {
    const Position p = parse_fen("7k/5QQ1/8/8/8/8/8/K7 b - - 0 1").value;
    EXPECT_EQ(write_sans(p, legal_moves(p), legal_moves(p), ' '), "");
}

}  // namespace
