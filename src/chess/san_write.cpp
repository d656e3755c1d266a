// SAN writing: a legal move's canonical SAN (minimal disambiguation, '=' before the promotion
// piece, '+' or '#'), for one move or a whole list at once, and long algebraic (UCI).
#include <algorithm>
#include <string>

#include "chess/fen.hpp"
#include "chess/san.hpp"
#include "chess/san_compose.hpp"

namespace bn::chess {

namespace {

char upper_letter(PieceType t) { return "PNBRQK"[t]; }

// needed_origin for every move of a list at once: the origins of the legal piece moves landing
// on each square (pawns and kings never need one), so that a move's rivals are one lookup
// instead of a pass over the legal moves.
class Rivals {
public:
    Rivals(const Position& p, MoveSpan legal) : p_(p) {
        for (Move m : legal) {
            const PieceType type = type_of(p.piece_on(m.from()));
            if (type != pawn && type != king) origins_[m.to()] |= bit(m.from());
        }
    }

    Origin of(Move m) const {
        const PieceType type = type_of(p_.piece_on(m.from()));
        if (type == pawn) return {m.is_capture(), false};
        if (type == king) return {};
        const Bitboard rivals = origins_[m.to()] & p_.pieces(type) & ~bit(m.from());
        if (!rivals) return {};
        if (!(rivals & file_mask(file_of(m.from())))) return {true, false};
        if (!(rivals & rank_mask(rank_of(m.from())))) return {false, true};
        return {true, true};
    }

private:
    const Position& p_;
    Bitboard origins_[64] = {};
};

}  // namespace

Origin needed_origin(const Position& p, MoveSpan legal, Move m) {
    const PieceType type = type_of(p.piece_on(m.from()));
    if (type == pawn) return {m.is_capture(), false};
    if (type == king) return {};
    bool rival = false, same_file = false, same_rank = false;
    for (Move other : legal) {
        if (other.to() != m.to() || other.from() == m.from() || type_of(p.piece_on(other.from())) != type) continue;
        rival = true;
        same_file |= file_of(other.from()) == file_of(m.from());
        same_rank |= rank_of(other.from()) == rank_of(m.from());
    }
    if (!rival) return {};
    if (!same_file) return {true, false};
    if (!same_rank) return {false, true};
    return {true, true};
}

// The position after the move is only needed (copied and played) for a check: is it mate?
// gives_check() assumes the side not to move is not in check already; in an irregular
// position the king may be in check before the move and stay in check after it.
std::string_view check_suffix(const Position& p, Move m) {
    if (!p.irregular() && !p.gives_check(m)) return "";
    Position after = p;
    Position::Undo undo;
    after.make(m, undo);
    if (p.irregular() && !after.checkers()) return "";
    return has_legal_moves(after) ? "+" : "#";
}

// SAN from its parts, shared by the reader (which has worked them out to check what was
// written), write_san and write_sans: written at `out` (room for max_written_san chars), the
// end returned.
char* compose_san(const Position& p, Move m, Origin origin, std::string_view suffix, char* out) {
    if (m.is_castle()) {
        const std::string_view castling = m.kind() == Move::king_castle ? "O-O" : "O-O-O";
        out = std::copy(castling.begin(), castling.end(), out);
    } else {
        const PieceType type = type_of(p.piece_on(m.from()));
        if (type != pawn) *out++ = upper_letter(type);
        if (origin.file) *out++ = static_cast<char>('a' + file_of(m.from()));
        if (origin.rank) *out++ = static_cast<char>('1' + rank_of(m.from()));
        if (m.is_capture()) *out++ = 'x';
        *out++ = static_cast<char>('a' + file_of(m.to()));
        *out++ = static_cast<char>('1' + rank_of(m.to()));
        if (m.is_promotion()) {
            *out++ = '=';
            *out++ = upper_letter(m.promotion_piece());
        }
    }
    return std::copy(suffix.begin(), suffix.end(), out);
}

// Into a small buffer, then made a string once (short enough for no allocation).
std::string compose_san(const Position& p, Move m, Origin origin, std::string_view suffix) {
    char buffer[max_written_san];
    return std::string(buffer, static_cast<std::size_t>(compose_san(p, m, origin, suffix, buffer) - buffer));
}

std::string write_san(const Position& p, MoveSpan legal, Move m) {
    const Origin origin = m.is_castle() ? Origin{} : needed_origin(p, legal, m);
    return compose_san(p, m, origin, check_suffix(p, m));
}

std::string write_sans(const Position& p, MoveSpan legal, MoveSpan moves, char separator) {
    const Rivals rivals(p, legal);
    std::string text(moves.size() * (max_written_san + 1), '\0');
    char* const start = text.data();
    char* out = start;
    for (Move m : moves) {
        if (out != start) *out++ = separator;
        out = compose_san(p, m, m.is_castle() ? Origin{} : rivals.of(m), check_suffix(p, m), out);
    }
    text.resize(static_cast<std::size_t>(out - start));
    return text;
}

std::string write_san(const Position& position, Move move) {
    MoveList legal;
    generate_legal_moves(position, legal);
    return write_san(position, legal, move);
}

std::string write_lan(Move move) {
    std::string lan = square_name(move.from()) + square_name(move.to());
    if (move.is_promotion()) lan += "nbrq"[move.promotion_piece() - knight];
    return lan;
}

std::string write_lan(const Position& position, Move move) {
    if (!(move.is_castle() && position.chess960())) return write_lan(move);
    return square_name(move.from()) + square_name(position.castling_rook(move));
}

}  // namespace bn::chess
