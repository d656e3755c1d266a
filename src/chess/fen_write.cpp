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
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            Piece piece = position.piece_on(make_square(file, rank));
            if (piece == no_piece) {
                ++empty;
                continue;
            }
            if (empty) *out++ = static_cast<char>('0' + empty);
            empty = 0;
            *out++ = piece_letter(piece);
        }
        if (empty) *out++ = static_cast<char>('0' + empty);
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
