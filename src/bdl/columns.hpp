// Internal: a column of the board as bits (row r is bit r), for the placement checks and the
// initial board, which then cost a few words per column of a vector rather than a step per
// square.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "bdl/limits.hpp"

namespace bn::bdl {

inline constexpr std::size_t column_words = (limits::max_board_side + 63) / 64;

// Sets bits lo..hi (inclusive, within the column) of `words`.
inline void set_bits(std::uint64_t* words, std::int64_t lo, std::int64_t hi) {
    for (std::size_t w = 0; w < column_words; ++w) {
        const std::int64_t first = std::max<std::int64_t>(lo, std::int64_t(w) * 64);
        const std::int64_t last = std::min<std::int64_t>(hi, std::int64_t(w) * 64 + 63);
        if (first > last) continue;
        const std::uint64_t upto = last % 64 == 63 ? ~std::uint64_t{0} : (std::uint64_t{1} << (last % 64 + 1)) - 1;
        words[w] |= upto & ~((std::uint64_t{1} << (first % 64)) - 1);
    }
}

}  // namespace bn::bdl
