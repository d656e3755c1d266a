// Zobrist keys: one random 64-bit number per (piece, square), castling-rights set, en-passant
// file and side to move. Built at start-up from a seeded generator, so keys are the same in
// every build (native and wasm) and can be stored or compared across runs.
#pragma once

#include <cstdint>

namespace bn::chess {

struct ZobristKeys {
    std::uint64_t piece[12][64];
    std::uint64_t castling[16];
    std::uint64_t en_passant_file[8];
    std::uint64_t black_to_move;
};

extern const ZobristKeys zobrist;

}  // namespace bn::chess
