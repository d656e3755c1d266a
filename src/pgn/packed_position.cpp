// Position -> PackedPosition (layout in packed_position.hpp), eight squares at a time: each
// rank's eight piece bytes are turned into eight 4-bit codes in one 64-bit word, which costs
// less than visiting the pieces one by one (this runs for every move replayed).
#include "pgn/packed_position.hpp"

#include <cstdint>

#include "chess/fen.hpp"

namespace bn::pgn {

namespace {

static_assert(chess::no_piece == 12, "rank_codes maps piece p to p + 1 and no_piece to 0");

// The 32-bit word of one rank: square s (file a = 0) in bits 4s..4s+3.
std::uint32_t rank_codes(const chess::Position& position, unsigned rank) {
    std::uint64_t bytes = 0;  // byte f: the piece on file f, 0..11 or no_piece (12)
    for (unsigned file = 0; file < 8; ++file)
        bytes |= std::uint64_t{position.piece_on(static_cast<chess::Square>(rank * 8 + file))} << (8 * file);
    constexpr std::uint64_t ones = 0x0101010101010101ull;
    const std::uint64_t codes = bytes + ones;              // 1..12 for a piece, 13 for an empty square
    const std::uint64_t empty_bits = codes ^ (13 * ones);  // 0 exactly where the square is empty
    std::uint64_t occupied = (empty_bits | empty_bits >> 1 | empty_bits >> 2 | empty_bits >> 3) & ones;
    std::uint64_t x = codes & (occupied * 0x0F);  // every byte 0..12 fits in 4 bits
    x = (x | x >> 4) & 0x00FF00FF00FF00FFull;     // pairs of nibbles into bytes
    x = (x | x >> 8) & 0x0000FFFF0000FFFFull;
    x = (x | x >> 16) & 0x00000000FFFFFFFFull;
    return static_cast<std::uint32_t>(x);
}

}  // namespace

PackedPosition pack_position(const chess::Position& position) {
    PackedPosition out{};
    for (unsigned rank = 0; rank < 8; ++rank) out[rank] = rank_codes(position, rank);
    const chess::Square ep = position.en_passant_square();
    const unsigned en_passant = ep < 64 && position.has_legal_en_passant() ? ep : 64u;
    out[8] =
        (position.side_to_move() == chess::black ? 1u : 0u) | (position.castling_rights() & 15u) << 1 | en_passant << 5;
    // Chess960: the rook file of each right that X-FEN writes as a file letter.
    if (position.chess960())
        for (unsigned i = 0; i < 4; ++i) {
            const char letter = chess::castling_letter(position, i);
            if ((position.castling_rights() & (1u << i)) && letter != "KQkq"[i])
                out[8] |= (1u + static_cast<unsigned>((letter | 0x20) - 'a')) << (12 + 4 * i);
        }
    out[9] = position.halfmove_clock();
    out[10] = position.fullmove_number();
    return out;
}

}  // namespace bn::pgn
