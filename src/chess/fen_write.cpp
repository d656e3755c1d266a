// Position -> FEN text.
#include <string>

#include "chess/fen.hpp"

namespace bn::chess {

std::string square_name(Square s) {
    if (s >= 64) return "-";
    return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))};
}

char piece_letter(Piece piece) {
    static constexpr char letters[] = "PNBRQKpnbrqk?";
    return letters[piece <= no_piece ? piece : no_piece];
}

// Written into a stack buffer and copied into the string once: FENs are written for every
// move of every game read (pgn), so this is on the hot path. The longest FEN (a full board
// without empty squares, all rights, an en-passant square and two ten-digit clocks) is well
// under the buffer's size.
std::string write_fen(const Position& position, const FenWriteOptions& options) {
    char buffer[128];
    char* out = buffer;
    // Rank by rank, from piece to piece with the occupancy byte: runs of empty squares are
    // the gaps between set bits.
    const Bitboard occupied = position.occupied();
    for (int rank = 7; rank >= 0; --rank) {
        unsigned row = static_cast<unsigned>(occupied >> (rank * 8)) & 0xFFu;
        int file = 0;
        while (row) {
            const int next = __builtin_ctz(row);
            row &= row - 1;
            if (next > file) *out++ = static_cast<char>('0' + (next - file));
            *out++ = piece_letter(position.piece_on(make_square(next, rank)));
            file = next + 1;
        }
        if (file < 8) *out++ = static_cast<char>('0' + (8 - file));
        if (rank > 0) *out++ = '/';
    }
    *out++ = ' ';
    *out++ = position.side_to_move() == white ? 'w' : 'b';
    *out++ = ' ';
    const unsigned rights = position.castling_rights();
    if (rights == 0) *out++ = '-';
    for (unsigned i = 0; i < 4; ++i)
        if (rights & (1u << i)) *out++ = "KQkq"[i];
    *out++ = ' ';
    const Square ep = position.en_passant_square();
    const bool en_passant = ep < 64 && (options.always_write_en_passant || position.has_legal_en_passant());
    if (en_passant) {
        *out++ = static_cast<char>('a' + file_of(ep));
        *out++ = static_cast<char>('1' + rank_of(ep));
    } else {
        *out++ = '-';
    }
    for (std::uint32_t clock : {position.halfmove_clock(), position.fullmove_number()}) {
        *out++ = ' ';
        char digits[10];
        int n = 0;
        do {
            digits[n++] = static_cast<char>('0' + clock % 10);
            clock /= 10;
        } while (clock != 0);
        while (n > 0) *out++ = digits[--n];
    }
    return std::string(buffer, static_cast<std::size_t>(out - buffer));
}

}  // namespace bn::chess
