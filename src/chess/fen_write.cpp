// Position -> FEN text.
#include <cstring>
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

namespace {

// The text of one rank for each of the 256 occupancies of its eight squares: runs of empty
// squares already written as digits, and for each occupied file the place of its letter. A
// rank is then one copy and one store per piece.
struct RankPattern {
    char text[8];
    std::uint8_t length;
    std::uint8_t slot[8];  // [file] -> index in text, for the occupied files
};

struct RankPatterns {
    RankPattern of[256];
    constexpr RankPatterns() : of{} {
        for (unsigned occupancy = 0; occupancy < 256; ++occupancy) {
            RankPattern& pattern = of[occupancy];
            unsigned length = 0, empty = 0;
            for (unsigned file = 0; file < 8; ++file) {
                if (occupancy & (1u << file)) {
                    if (empty) pattern.text[length++] = static_cast<char>('0' + empty);
                    empty = 0;
                    pattern.slot[file] = static_cast<std::uint8_t>(length);
                    pattern.text[length++] = '?';
                } else {
                    ++empty;
                }
            }
            if (empty) pattern.text[length++] = static_cast<char>('0' + empty);
            pattern.length = static_cast<std::uint8_t>(length);
        }
    }
};

constexpr RankPatterns rank_patterns;

// " " and `counter` in decimal at `out`; returns the end. A template so that a position's
// 32-bit counters divide in 32 bits (wasm has no cheap 64-bit multiply-high).
template <typename Unsigned>
char* write_counter(char* out, Unsigned counter) {
    *out++ = ' ';
    char digits[20];
    int n = 0;
    do {
        digits[n++] = static_cast<char>('0' + counter % 10);
        counter /= 10;
    } while (counter != 0);
    while (n > 0) *out++ = digits[--n];
    return out;
}

}  // namespace

char castling_letter(const Position& position, unsigned index, CastlingNotation notation) {
    const Color c = index < 2 ? white : black;
    const bool queen_side = index % 2 == 1;
    const Square rook_home = position.castling_setup().rook[index];
    const char file_letter = static_cast<char>((c == white ? 'A' : 'a') + file_of(rook_home));
    const char side_letter = "KQkq"[index];
    if (!position.chess960()) return side_letter;
    if (notation == CastlingNotation::shredder) return file_letter;
    // X-FEN: K/Q say "the outermost rook"; another of our rooks further out on that side of
    // the first rank makes the file letter necessary.
    const Bitboard rank = rank_mask(rank_of(rook_home));
    const Bitboard beyond = queen_side ? (bit(rook_home) - 1) & rank : ~((bit(rook_home) << 1) - 1) & rank;
    return (position.pieces(c, rook) & beyond) ? file_letter : side_letter;
}

namespace {

// The fields before the counters (placement, side, castling, en passant) at `out`; returns
// the end. FENs are written for every move of every game read (pgn), so this is on the hot
// path: no allocation, and the placement rank by rank from the table above.
char* write_board_fields(const Position& position, char* out, const FenWriteOptions& options) {
    const Bitboard occupied = position.occupied();
    for (int rank = 7; rank >= 0; --rank) {
        const unsigned row = static_cast<unsigned>(occupied >> (rank * 8)) & 0xFFu;
        const RankPattern& pattern = rank_patterns.of[row];
        // Eight bytes even when the rank is shorter: what follows overwrites the rest, and
        // the buffer has room (a rank starts at most 63 bytes in).
        std::memcpy(out, pattern.text, 8);
        for (unsigned pieces = row; pieces; pieces &= pieces - 1) {
            const int file = __builtin_ctz(pieces);
            out[pattern.slot[file]] = piece_letter(position.piece_on(make_square(file, rank)));
        }
        out += pattern.length;
        if (rank > 0) *out++ = '/';
    }
    *out++ = ' ';
    *out++ = position.side_to_move() == white ? 'w' : 'b';
    *out++ = ' ';
    const unsigned rights = position.castling_rights();
    if (rights == 0) *out++ = '-';
    if (position.chess960()) {
        for (unsigned i = 0; i < 4; ++i)
            if (rights & (1u << i)) *out++ = castling_letter(position, i, options.castling);
    } else {
        for (unsigned i = 0; i < 4; ++i)
            if (rights & (1u << i)) *out++ = "KQkq"[i];
    }
    *out++ = ' ';
    const Square ep = position.en_passant_square();
    const bool en_passant = ep < 64 && (options.always_write_en_passant || position.has_legal_en_passant());
    if (en_passant) {
        *out++ = static_cast<char>('a' + file_of(ep));
        *out++ = static_cast<char>('1' + rank_of(ep));
    } else {
        *out++ = '-';
    }
    return out;
}

}  // namespace

std::size_t write_fen(const Position& position, char* const buffer, const FenWriteOptions& options) {
    char* out = write_board_fields(position, buffer, options);
    out = write_counter(out, position.halfmove_clock());
    out = write_counter(out, position.fullmove_number());
    return static_cast<std::size_t>(out - buffer);
}

std::string write_fen(const Position& position, const FenWriteOptions& options) {
    char buffer[max_fen_length];
    return std::string(buffer, write_fen(position, buffer, options));
}

std::string write_fens_after(const Position& position, MoveSpan moves, char separator, const FenWriteOptions& options) {
    Position played = position;
    Position::Undo undo;
    std::string text;
    text.reserve(moves.size() * (max_fen_length + 1));
    char fen[max_fen_length];
    for (Move m : moves) {
        if (!text.empty()) text += separator;
        played.make(m, undo);
        text.append(fen, write_fen(played, fen, options));
        played.unmake(m, undo);
    }
    return text;
}

std::string write_fen(const FenFields& fields) {
    Position position;
    for (Square s = 0; s < 64; ++s) position.put(fields.board[s], s);  // put() skips no_piece
    position.set_side_to_move(fields.side);
    position.set_castling_rights(fields.castling & all_castling);
    position.set_en_passant_square(fields.en_passant < 64 ? fields.en_passant : no_square);
    // The counters are the fields' own (a position holds 32 bits): 20 digits each at most.
    constexpr std::size_t longer_counters = std::size_t{2} * (20 - 10);
    char buffer[max_fen_length + longer_counters];
    char* out = write_board_fields(position, buffer, FenWriteOptions{true, CastlingNotation::xfen});
    out = write_counter(out, fields.halfmove);
    out = write_counter(out, fields.fullmove);
    return std::string(buffer, static_cast<std::size_t>(out - buffer));
}

}  // namespace bn::chess
