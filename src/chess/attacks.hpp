// Attack sets. Leapers come from tables; sliders use the hyperbola-quintessence subtraction
// trick on files and diagonals (byte-swapping mirrors ranks, so it cannot do ranks) and a
// small first-rank table for ranks. Every table is a compile-time constant: no start-up cost
// in the wasm module and nothing to initialise before the first call.
//
// The lines through two squares are a byte per pair, the number of one of the 46 lines (ranks,
// files, diagonals), and the squares between two squares are the squares of their line in the
// index range between them. Two 64 x 64 tables of bitboards (64 KB, nearly all zeros) did the
// same with one load less, but in the wasm module they were some 1,500 data segments, about
// 7 KB of its gzip download; a byte table without zeros is one segment (bench/results/loading.md).
#pragma once

#include <cstdint>

#include "chess/bitboard.hpp"

namespace bn::chess {

struct AttackTables {
    Bitboard knight[64];
    Bitboard king[64];
    Bitboard pawn[2][64];           // [colour of the attacking pawn][its square]
    Bitboard file_ex[64];           // the square's file without the square
    Bitboard diagonal_ex[64];       // a1-h8 direction, without the square
    Bitboard anti_diagonal_ex[64];  // h1-a8 direction, without the square
    std::uint8_t rank[8][64];       // [file][the six inner squares' occupancy] -> attacked files
    // [a][b] -> the number in `lines` of the line through two aligned squares, else of the
    // empty line: 1 to 47, never 0 (a byte table with runs of zeros is split in many segments).
    std::uint8_t line_of[64][64];
    Bitboard lines[48];  // [0] unused, [1..46] the lines, [47] empty (not aligned)
};

extern const AttackTables attack_tables;

inline Bitboard knight_attacks(Square s) { return attack_tables.knight[s]; }
inline Bitboard king_attacks(Square s) { return attack_tables.king[s]; }
// Squares a pawn of `color` (0 white, 1 black) standing on `s` attacks.
inline Bitboard pawn_attacks(int color, Square s) { return attack_tables.pawn[color][s]; }
// The whole line through two aligned squares, else 0.
inline Bitboard line_through(Square a, Square b) { return attack_tables.lines[attack_tables.line_of[a][b]]; }
// Squares strictly between two aligned squares, else 0: along any line the square index grows
// monotonically, so they are the line's squares with an index between the two.
inline Bitboard between(Square a, Square b) {
    return line_through(a, b) & ((~Bitboard{0} << a) ^ (~Bitboard{0} << b)) & ~bit(a) & ~bit(b);
}

namespace detail {
inline Bitboard line_attacks(Bitboard occupied, Bitboard mask, Square s) {
    Bitboard forward = occupied & mask;
    Bitboard reverse = __builtin_bswap64(forward);
    forward -= bit(s);
    reverse -= __builtin_bswap64(bit(s));
    forward ^= __builtin_bswap64(reverse);
    return forward & mask;
}
}  // namespace detail

inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
    return detail::line_attacks(occupied, attack_tables.diagonal_ex[s], s) |
           detail::line_attacks(occupied, attack_tables.anti_diagonal_ex[s], s);
}

inline Bitboard rook_attacks(Square s, Bitboard occupied) {
    int shift = rank_of(s) * 8;
    unsigned inner = static_cast<unsigned>(occupied >> (shift + 1)) & 63u;
    Bitboard on_rank = Bitboard{attack_tables.rank[file_of(s)][inner]} << shift;
    return on_rank | detail::line_attacks(occupied, attack_tables.file_ex[s], s);
}

inline Bitboard queen_attacks(Square s, Bitboard occupied) {
    return bishop_attacks(s, occupied) | rook_attacks(s, occupied);
}

// The lines through `s` on an empty board (without `s`): where a bishop or a rook could
// reach it from.
inline Bitboard bishop_rays(Square s) { return attack_tables.diagonal_ex[s] | attack_tables.anti_diagonal_ex[s]; }
inline Bitboard rook_rays(Square s) { return attack_tables.file_ex[s] | (rank_mask(rank_of(s)) ^ bit(s)); }

// The sliders among `diagonal` (moving like bishops) and `straight` (like rooks) that attack
// `s` given `occupied`: the same as (bishop_attacks(s, occupied) & diagonal) |
// (rook_attacks(s, occupied) & straight), found by looking only at the sliders on a line of
// their kind through `s`, usually none or one, instead of computing attack sets.
inline Bitboard sliders_attacking(Square s, Bitboard diagonal, Bitboard straight, Bitboard occupied) {
    Bitboard aligned = (diagonal & bishop_rays(s)) | (straight & rook_rays(s));
    Bitboard attackers = 0;
    while (aligned) {
        const Square from = pop_lsb(aligned);
        if (!(between(from, s) & occupied)) attackers |= bit(from);
    }
    return attackers;
}

}  // namespace bn::chess
