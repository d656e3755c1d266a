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

std::string write_fen(const Position& position, const FenWriteOptions& options) {
    std::string fen;
    fen.reserve(90);
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            Piece piece = position.piece_on(make_square(file, rank));
            if (piece == no_piece) {
                ++empty;
                continue;
            }
            if (empty) fen += static_cast<char>('0' + empty);
            empty = 0;
            fen += piece_letter(piece);
        }
        if (empty) fen += static_cast<char>('0' + empty);
        if (rank > 0) fen += '/';
    }
    fen += position.side_to_move() == white ? " w " : " b ";
    const unsigned rights = position.castling_rights();
    if (rights == 0) fen += '-';
    for (unsigned i = 0; i < 4; ++i)
        if (rights & (1u << i)) fen += "KQkq"[i];
    fen += ' ';
    const bool en_passant = options.always_write_en_passant ? position.en_passant_square() != no_square
                                                            : position.has_legal_en_passant();
    fen += en_passant ? square_name(position.en_passant_square()) : "-";
    fen += ' ';
    fen += std::to_string(position.halfmove_clock());
    fen += ' ';
    fen += std::to_string(position.fullmove_number());
    return fen;
}

}  // namespace bn::chess
