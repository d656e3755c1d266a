// Position -> PackedPosition (layout in packed_position.hpp): piece by piece over the
// occupancy, which costs less than writing the FEN text it stands for.
#include "pgn/packed_position.hpp"

namespace bn::pgn {

PackedPosition pack_position(const chess::Position& position) {
    PackedPosition out{};
    chess::Bitboard occupied = position.occupied();
    while (occupied) {
        const unsigned square = static_cast<unsigned>(__builtin_ctzll(occupied));
        occupied &= occupied - 1;
        const unsigned code = 1u + position.piece_on(static_cast<chess::Square>(square));
        out[square >> 3] |= code << ((square & 7u) * 4u);
    }
    const chess::Square ep = position.en_passant_square();
    const unsigned en_passant = ep < 64 && position.has_legal_en_passant() ? ep : 64u;
    out[8] = (position.side_to_move() == chess::black ? 1u : 0u) | (position.castling_rights() & 15u) << 1 |
             en_passant << 5;
    out[9] = position.halfmove_clock();
    out[10] = position.fullmove_number();
    return out;
}

}  // namespace bn::pgn
