// Builds the attack tables at compile time (see attacks.hpp).
#include "chess/attacks.hpp"

namespace bn::chess {

namespace {

constexpr bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

constexpr Bitboard leaper(Square s, const int (*steps)[2], int count) {
    Bitboard result = 0;
    for (int i = 0; i < count; ++i) {
        int f = file_of(s) + steps[i][0], r = rank_of(s) + steps[i][1];
        if (on_board(f, r)) result |= bit(make_square(f, r));
    }
    return result;
}

// Every square reached from `s` stepping by (df, dr) until the edge.
constexpr Bitboard ray(Square s, int df, int dr) {
    Bitboard result = 0;
    for (int f = file_of(s) + df, r = rank_of(s) + dr; on_board(f, r); f += df, r += dr)
        result |= bit(make_square(f, r));
    return result;
}

constexpr AttackTables build() {
    constexpr int knight_steps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    constexpr int king_steps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    constexpr int white_pawn[2][2] = {{-1, 1}, {1, 1}};
    constexpr int black_pawn[2][2] = {{-1, -1}, {1, -1}};
    constexpr int directions[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};

    AttackTables t{};
    for (int i = 0; i < 64; ++i) {
        Square s = static_cast<Square>(i);
        t.knight[s] = leaper(s, knight_steps, 8);
        t.king[s] = leaper(s, king_steps, 8);
        t.pawn[0][s] = leaper(s, white_pawn, 2);
        t.pawn[1][s] = leaper(s, black_pawn, 2);
        t.file_ex[s] = ray(s, 0, 1) | ray(s, 0, -1);
        t.diagonal_ex[s] = ray(s, 1, 1) | ray(s, -1, -1);
        t.anti_diagonal_ex[s] = ray(s, 1, -1) | ray(s, -1, 1);
    }
    for (int file = 0; file < 8; ++file) {
        for (int inner = 0; inner < 64; ++inner) {
            int occupied = inner << 1;
            int attacked = 0;
            for (int f = file + 1; f < 8; ++f) {
                attacked |= 1 << f;
                if (occupied & (1 << f)) break;
            }
            for (int f = file - 1; f >= 0; --f) {
                attacked |= 1 << f;
                if (occupied & (1 << f)) break;
            }
            t.rank[file][inner] = static_cast<std::uint8_t>(attacked);
        }
    }
    constexpr std::uint8_t none = 47;
    for (auto& row : t.line_of)
        for (auto& entry : row) entry = none;
    int count = 0;
    for (int a = 0; a < 64; ++a) {
        Square from = static_cast<Square>(a);
        for (const auto& d : directions) {
            const Bitboard whole = ray(from, d[0], d[1]) | ray(from, -d[0], -d[1]) | bit(from);
            int number = 0;  // this line's place in t.lines, found or added
            for (int i = 1; i <= count; ++i)
                if (t.lines[i] == whole) number = i;
            if (!number) t.lines[number = ++count] = whole;
            for (int f = file_of(from) + d[0], r = rank_of(from) + d[1]; on_board(f, r); f += d[0], r += d[1])
                t.line_of[from][make_square(f, r)] = static_cast<std::uint8_t>(number);
        }
    }
    t.lines[none] = 0;
    return t;
}

// constexpr forces evaluation by the compiler: a table that could not be built at compile time
// is a build error, not a silent start-up cost.
constexpr AttackTables built = build();

}  // namespace

extern const AttackTables attack_tables = built;

}  // namespace bn::chess
