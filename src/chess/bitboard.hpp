// Squares and bitboards: one bit per square, a1 = bit 0, b1 = bit 1, ..., h8 = bit 63, so that
// "one rank up" is a shift by 8 and a file is a byte column.
#pragma once

#include <cstdint>

namespace bn::chess {

using Bitboard = std::uint64_t;
using Square = std::uint8_t;

inline constexpr Square no_square = 64;

constexpr Square make_square(int file, int rank) { return static_cast<Square>(rank * 8 + file); }
constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Bitboard bit(Square s) { return Bitboard{1} << s; }

inline constexpr Bitboard file_a = 0x0101010101010101ULL;
inline constexpr Bitboard file_h = file_a << 7;
inline constexpr Bitboard rank_1 = 0xFFULL;
constexpr Bitboard file_mask(int file) { return file_a << file; }
constexpr Bitboard rank_mask(int rank) { return rank_1 << (8 * rank); }
inline constexpr Bitboard light_squares = 0x55AA55AA55AA55AAULL;

constexpr int popcount(Bitboard b) { return __builtin_popcountll(b); }
// Index of the lowest set bit; `b` must not be empty.
constexpr Square lsb(Bitboard b) { return static_cast<Square>(__builtin_ctzll(b)); }
inline Square pop_lsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }

constexpr Bitboard shift_north(Bitboard b) { return b << 8; }
constexpr Bitboard shift_south(Bitboard b) { return b >> 8; }
constexpr Bitboard shift_east(Bitboard b) { return (b & ~file_h) << 1; }
constexpr Bitboard shift_west(Bitboard b) { return (b & ~file_a) >> 1; }

}  // namespace bn::chess
