#include "chess/chess_js_order.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>

namespace bn::chess {

namespace {

// A direction as (rank step, file step), +1 rank going towards rank 8, in chess.js's order.
struct Step {
    int rank;
    int file;
};
constexpr Step knight_jumps[] = {{1, -2}, {2, -1}, {2, 1}, {1, 2}, {-1, 2}, {-2, 1}, {-2, -1}, {-1, -2}};
constexpr Step diagonals[] = {{1, -1}, {1, 1}, {-1, 1}, {-1, -1}};
constexpr Step lines[] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
constexpr Step all_ways[] = {{1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}};

template <std::size_t N>
constexpr unsigned place_of(const Step (&steps)[N], int rank, int file) {
    for (unsigned i = 0; i < N; ++i)
        if (steps[i].rank == rank && steps[i].file == file) return i;
    return 0;  // not reached for a legal move of the piece
}

constexpr int sign(int v) { return (v > 0) - (v < 0); }

// Smaller keys come first: the origin square in chess.js's scan (rank 8 first, a to h), then
// the direction's place, the distance along it and the promotion piece.
std::uint32_t order_key(const Position& position, Move m) {
    if (m.is_castle()) return (64u << 8) | (m.kind() == Move::king_castle ? 0u : 1u);
    const Square from = m.from();
    const Square to = m.to();
    const int ranks = rank_of(to) - rank_of(from);
    const int files = file_of(to) - file_of(from);
    const PieceType type = type_of(position.piece_on(from));
    unsigned slot = 0;
    unsigned distance = 0;
    if (type == pawn) {
        // Captures: chess.js tries the file towards a first for White, towards h first for Black.
        slot = files == 0 ? static_cast<unsigned>(std::abs(ranks)) - 1 : files == (ranks > 0 ? -1 : 1) ? 2 : 3;
    } else if (type == knight) {
        slot = place_of(knight_jumps, ranks, files);
    } else {
        distance = static_cast<unsigned>(std::max(std::abs(ranks), std::abs(files)));
        const int r = sign(ranks);
        const int f = sign(files);
        slot = type == bishop ? place_of(diagonals, r, f)
               : type == rook ? place_of(lines, r, f)
                              : place_of(all_ways, r, f);
    }
    const unsigned scan = static_cast<unsigned>((7 - rank_of(from)) * 8 + file_of(from));
    const unsigned promotion = m.is_promotion() ? m.kind() & 3 : 0;
    return (scan << 8) | (slot << 5) | (distance << 2) | promotion;
}

}  // namespace

MoveList in_chess_js_order(const Position& position, MoveSpan legal) {
    // Key and index in one number; a position has at most max_moves moves (11 bits).
    std::array<std::uint32_t, max_moves> keyed;
    for (std::size_t i = 0; i < legal.size(); ++i)
        keyed[i] = (order_key(position, legal[i]) << 11) | static_cast<std::uint32_t>(i);
    std::sort(keyed.begin(), keyed.begin() + static_cast<std::ptrdiff_t>(legal.size()));
    MoveList ordered;
    for (std::size_t i = 0; i < legal.size(); ++i) ordered.push(legal[keyed[i] & 2047]);
    return ordered;
}

std::size_t chess_js_attackers(const Position& position, Square square, Color color, Square* out) {
    const Bitboard found = position.attackers_to(square, position.occupied()) & position.pieces(color);
    std::size_t count = 0;
    for (int rank = 7; rank >= 0; --rank)
        for (Bitboard row = found & rank_mask(rank); row; row &= row - 1) out[count++] = lsb(row);
    return count;
}

}  // namespace bn::chess
