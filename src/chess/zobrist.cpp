#include "chess/zobrist.hpp"

namespace bn::chess {

namespace {

// splitmix64: a tiny generator with good 64-bit output.
std::uint64_t next(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// The seed, read through a volatile so that the optimizer cannot run build() at compile time and
// store its result: 6 KB of random keys are incompressible (6 KB more to download in every
// module with the chess engine, bench/results/loading-size.md), computing them takes microseconds.
volatile std::uint64_t seed = 0x626E2D6368657373ULL;  // "bn-chess"

ZobristKeys build() {
    ZobristKeys keys{};
    std::uint64_t state = seed;
    for (auto& squares : keys.piece)
        for (auto& key : squares) key = next(state);
    // Each right gets a key and a set of rights is the xor of its members, so that losing one
    // right changes the key by that right's key only.
    std::uint64_t right[4] = {next(state), next(state), next(state), next(state)};
    for (unsigned set = 0; set < 16; ++set)
        for (unsigned r = 0; r < 4; ++r)
            if (set & (1u << r)) keys.castling[set] ^= right[r];
    for (auto& key : keys.en_passant_file) key = next(state);
    keys.black_to_move = next(state);
    return keys;
}

}  // namespace

// Built before the static objects of the other files (init_priority), so that a position made
// at start-up already has its key.
[[gnu::init_priority(101)]] extern const ZobristKeys zobrist = build();

}  // namespace bn::chess
