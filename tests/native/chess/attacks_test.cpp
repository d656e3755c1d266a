// The lines and the squares between two squares (chess/attacks.hpp, read from a byte table of
// line numbers) against walking the board from one square towards the other, for every pair.
#include <gtest/gtest.h>

#include "chess/attacks.hpp"

namespace {

using namespace bn::chess;

bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

struct Walked {
    Bitboard line = 0;
    Bitboard between = 0;
};

// Steps from `a` in each of the eight directions; when one reaches `b`, the squares passed are
// between them and the line is every square in that direction and the opposite one, with `a`.
Walked walk(int a, int b) {
    static const int directions[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
    for (const auto& d : directions) {
        Bitboard passed = 0;
        for (int f = a % 8 + d[0], r = a / 8 + d[1]; on_board(f, r); f += d[0], r += d[1]) {
            if (r * 8 + f != b) {
                passed |= Bitboard{1} << (r * 8 + f);
                continue;
            }
            Walked w;
            w.between = passed;
            w.line = Bitboard{1} << a;
            for (int sign : {1, -1})
                for (int g = a % 8 + sign * d[0], s = a / 8 + sign * d[1]; on_board(g, s);
                     g += sign * d[0], s += sign * d[1])
                    w.line |= Bitboard{1} << (s * 8 + g);
            return w;
        }
    }
    return {};
}

TEST(Attacks, LinesAndSquaresBetweenEveryPairAreThoseOfAWalk) {
    int aligned = 0;
    for (int a = 0; a < 64; ++a) {
        for (int b = 0; b < 64; ++b) {
            const Walked expected = walk(a, b);
            const auto sa = static_cast<Square>(a), sb = static_cast<Square>(b);
            EXPECT_EQ(line_through(sa, sb), expected.line) << a << ' ' << b;
            EXPECT_EQ(between(sa, sb), expected.between) << a << ' ' << b;
            if (expected.line) ++aligned;
        }
    }
    // Each square sees 21 (corner) to 27 (centre) others on its lines: 1,456 ordered pairs.
    EXPECT_EQ(aligned, 1456);
}

}  // namespace
