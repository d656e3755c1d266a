#include "chess/position.hpp"

#include <algorithm>
#include <iterator>

#include "chess/movegen.hpp"
#include "chess/zobrist.hpp"

namespace bn::chess {

bool CastlingSetup::operator==(const CastlingSetup& o) const {
    return std::equal(std::begin(king), std::end(king), std::begin(o.king)) &&
           std::equal(std::begin(rook), std::end(rook), std::begin(o.rook));
}

Position::Position() {
    std::fill(std::begin(board_), std::end(board_), no_piece);
    set_castling_setup(setup_);
}

Position Position::initial() {
    Position p;
    const PieceType back[8] = {rook, knight, bishop, queen, king, bishop, knight, rook};
    for (int file = 0; file < 8; ++file) {
        p.add_piece(make_piece(white, back[file]), make_square(file, 0));
        p.add_piece(make_piece(white, pawn), make_square(file, 1));
        p.add_piece(make_piece(black, pawn), make_square(file, 6));
        p.add_piece(make_piece(black, back[file]), make_square(file, 7));
    }
    p.set_castling_rights(all_castling);
    return p;
}

Square Position::king_square(Color c) const {
    Bitboard kings = pieces(c, king);
    return kings ? lsb(kings) : no_square;
}

Bitboard Position::attackers_to(Square s, Bitboard occ) const {
    return (pawn_attacks(black, s) & pieces(white, pawn)) | (pawn_attacks(white, s) & pieces(black, pawn)) |
           (knight_attacks(s) & by_type_[knight]) | (king_attacks(s) & by_type_[king]) |
           (bishop_attacks(s, occ) & (by_type_[bishop] | by_type_[queen])) |
           (rook_attacks(s, occ) & (by_type_[rook] | by_type_[queen]));
}

bool Position::attacked_by(Square s, Color by, Bitboard occ) const {
    const Bitboard theirs = by_color_[by];
    return (pawn_attacks(opposite(by), s) & theirs & by_type_[pawn]) ||
           (knight_attacks(s) & theirs & by_type_[knight]) || (king_attacks(s) & theirs & by_type_[king]) ||
           (bishop_attacks(s, occ) & theirs & (by_type_[bishop] | by_type_[queen])) ||
           (rook_attacks(s, occ) & theirs & (by_type_[rook] | by_type_[queen]));
}

Bitboard Position::checkers() const {
    Square k = king_square(side_);
    return k == no_square ? 0 : attackers_to(k, occupied()) & by_color_[opposite(side_)];
}

bool Position::breaks_game_rules() const {
    if (!pieces(white, king) || !pieces(black, king)) return true;
    return attacked_by(king_square(opposite(side_)), side_);
}

bool Position::gives_check(Move m) const {
    const Color us = side_, them = opposite(us);
    const Square from = m.from(), to = m.to();
    // Their king after the move (a capture on its square, which no legal move makes, removes it).
    const Bitboard their_kings = pieces(them, king) & ~bit(to);
    const PieceType moved = type_of(board_[from]);
    if (!their_kings || moved == no_piece_type) return false;
    const Square target = lsb(their_kings);
    const Bitboard target_bit = bit(target);
    // Our pieces that stay where they are, and the sliders among them (plus the moved piece
    // when it lands as a slider, and the castling rook on its new square).
    const Bitboard others = by_color_[us] & ~bit(from);
    Bitboard diagonal = (by_type_[bishop] | by_type_[queen]) & others;
    Bitboard straight = (by_type_[rook] | by_type_[queen]) & others;
    switch (m.is_promotion() ? m.promotion_piece() : moved) {
        case pawn:
            if (pawn_attacks(us, to) & target_bit) return true;
            break;
        case knight:
            if (knight_attacks(to) & target_bit) return true;
            break;
        case bishop: diagonal |= bit(to); break;
        case rook: straight |= bit(to); break;
        case queen:
            diagonal |= bit(to);
            straight |= bit(to);
            break;
        default:
            if (king_attacks(to) & target_bit) return true;
            break;
    }
    if ((pawn_attacks(them, target) & by_type_[pawn] & others) ||
        (knight_attacks(target) & by_type_[knight] & others) || (king_attacks(target) & by_type_[king] & others))
        return true;
    Bitboard occupied_after = (occupied() ^ bit(from)) | bit(to);
    if (m.is_en_passant()) {
        occupied_after ^= bit(us == white ? to - 8 : to + 8);
    } else if (m.is_castle()) {
        // The rook leaves its home and lands on the f or d file; in Chess960 the king may land
        // on the rook's home or not move, so the occupancy is rebuilt rather than toggled.
        const Square rook_home = castling_rook(m);
        const Square rook_castled = (to & 56) + (m.kind() == Move::king_castle ? 5 : 3);
        occupied_after = (occupied() & ~bit(from) & ~bit(rook_home)) | bit(to) | bit(rook_castled);
        straight = (straight & ~bit(rook_home)) | bit(rook_castled);
        diagonal &= ~bit(rook_home);
    }
    return sliders_attacking(target, diagonal, straight, occupied_after) != 0;
}

bool Position::has_legal_en_passant() const {
    if (en_passant_ == no_square) return false;
    Bitboard capturers = pawn_attacks(opposite(side_), en_passant_) & pieces(side_, pawn);
    while (capturers)
        if (en_passant_capture_is_legal(*this, pop_lsb(capturers))) return true;
    return false;
}

std::uint64_t Position::key() const {
    return has_legal_en_passant() ? key_ ^ zobrist.en_passant_file[file_of(en_passant_)] : key_;
}

void Position::add_piece(Piece piece, Square s) {
    board_[s] = piece;
    by_type_[type_of(piece)] |= bit(s);
    by_color_[color_of(piece)] |= bit(s);
    key_ ^= zobrist.piece[piece][s];
}

void Position::remove_piece(Square s) {
    Piece piece = board_[s];
    board_[s] = no_piece;
    by_type_[type_of(piece)] ^= bit(s);
    by_color_[color_of(piece)] ^= bit(s);
    key_ ^= zobrist.piece[piece][s];
}

void Position::move_piece(Square from, Square to) {
    Piece piece = board_[from];
    Bitboard both = bit(from) | bit(to);
    board_[from] = no_piece;
    board_[to] = piece;
    by_type_[type_of(piece)] ^= both;
    by_color_[color_of(piece)] ^= both;
    key_ ^= zobrist.piece[piece][from] ^ zobrist.piece[piece][to];
}

bool Position::put(Piece piece, Square s) {
    if (piece == no_piece || s >= 64) return false;
    if (board_[s] != no_piece) remove_piece(s);
    add_piece(piece, s);
    return true;
}

void Position::remove(Square s) {
    if (s < 64 && board_[s] != no_piece) remove_piece(s);
}

void Position::set_side_to_move(Color c) {
    if (c != side_) key_ ^= zobrist.black_to_move;
    side_ = c;
}

void Position::set_castling_rights(unsigned rights) {
    rights &= all_castling;
    key_ ^= zobrist.castling[castling_] ^ zobrist.castling[rights];
    castling_ = static_cast<std::uint8_t>(rights);
}

unsigned Position::castling_rights_on_board(unsigned rights) const {
    unsigned kept = 0;
    for (unsigned i = 0; i < 4; ++i) {
        const Color c = i < 2 ? white : black;
        if ((rights & (1u << i)) && board_[setup_.king[c]] == make_piece(c, king) &&
            board_[setup_.rook[i]] == make_piece(c, rook))
            kept |= 1u << i;
    }
    return kept;
}

void Position::set_castling_setup(const CastlingSetup& setup) {
    setup_ = setup;
    std::fill(std::begin(castling_kept_), std::end(castling_kept_), std::uint8_t{all_castling});
    for (Color c : {white, black}) {
        const unsigned both = 3u << (2 * c);
        if (setup_.king[c] < 64) castling_kept_[setup_.king[c]] &= static_cast<std::uint8_t>(~both);
        for (bool queen_side : {false, true}) {
            const unsigned index = castling_index(c, queen_side);
            const Square king_from = setup_.king[c], rook_from = setup_.rook[index];
            castling_path_[index] = castling_walk_[index] = ~Bitboard{0};  // an impossible setup never castles
            if (king_from >= 64 || rook_from >= 64) continue;
            castling_kept_[rook_from] &= static_cast<std::uint8_t>(~(1u << index));
            const Square base = c == white ? 0 : 56;
            const Square king_to = base + (queen_side ? 2 : 6), rook_to = base + (queen_side ? 3 : 5);
            castling_walk_[index] = between(king_from, king_to) | bit(king_to) | bit(king_from);
            castling_path_[index] =
                (between(king_from, king_to) | bit(king_to) | between(rook_from, rook_to) | bit(rook_to)) &
                ~bit(king_from) & ~bit(rook_from);
        }
    }
}

void Position::set_en_passant_square(Square s) { en_passant_ = s < 64 ? s : no_square; }

void Position::remember(Undo& undo) const {
    undo.captured = no_piece;
    undo.castling = castling_;
    undo.en_passant = en_passant_;
    undo.halfmove_clock = halfmove_clock_;
    undo.key = key_;
}

void Position::make(Move m, Undo& undo) {
    const Square from = m.from(), to = m.to();
    const Color us = side_;
    remember(undo);

    ++halfmove_clock_;
    en_passant_ = no_square;
    if (m.is_castle()) {
        castle(m, false);
    } else {
        if (m.is_en_passant()) {
            Square captured_at = us == white ? to - 8 : to + 8;
            undo.captured = board_[captured_at];
            remove_piece(captured_at);
        } else if (board_[to] != no_piece) {
            undo.captured = board_[to];
            remove_piece(to);
            halfmove_clock_ = 0;
        }
        const bool is_pawn = type_of(board_[from]) == pawn;
        move_piece(from, to);
        if (is_pawn) {
            halfmove_clock_ = 0;
            if (m.kind() == Move::double_push) en_passant_ = us == white ? from + 8 : from - 8;
            if (m.is_promotion()) {
                remove_piece(to);
                add_piece(make_piece(us, m.promotion_piece()), to);
            }
        }
    }
    const unsigned rights = castling_ & castling_kept_[from] & castling_kept_[to];
    if (rights != castling_) {
        key_ ^= zobrist.castling[castling_] ^ zobrist.castling[rights];
        castling_ = static_cast<std::uint8_t>(rights);
    }
    if (us == black) ++fullmove_number_;
    side_ = opposite(us);
    key_ ^= zobrist.black_to_move;
}

// Called with side_ still the castling side (make: before the turn passes; unmake: after
// it is given back). The king goes from m.from() to m.to(), the rook to the f or d file.
void Position::castle(Move m, bool undo) {
    const Square rook_home = castling_rook(m);
    const Square rook_castled = (m.to() & 56) + (m.kind() == Move::king_castle ? 5 : 3);
    const Square king_from = undo ? m.to() : m.from(), king_to = undo ? m.from() : m.to();
    const Square rook_from = undo ? rook_castled : rook_home, rook_to = undo ? rook_home : rook_castled;
    const Piece king_piece = board_[king_from], rook_piece = board_[rook_from];
    remove_piece(king_from);
    remove_piece(rook_from);
    add_piece(king_piece, king_to);
    add_piece(rook_piece, rook_to);
}

void Position::make_null() {
    ++halfmove_clock_;
    en_passant_ = no_square;
    if (side_ == black) ++fullmove_number_;
    side_ = opposite(side_);
    key_ ^= zobrist.black_to_move;
}

void Position::make_null(Undo& undo) {
    remember(undo);
    make_null();
}

void Position::unmake_null(const Undo& undo) {
    side_ = opposite(side_);
    if (side_ == black) --fullmove_number_;
    en_passant_ = undo.en_passant;
    halfmove_clock_ = undo.halfmove_clock;
    key_ = undo.key;
}

void Position::unmake(Move m, const Undo& undo) {
    const Square from = m.from(), to = m.to();
    side_ = opposite(side_);
    const Color us = side_;
    if (us == black) --fullmove_number_;
    if (m.is_castle()) {
        castle(m, true);
    } else {
        if (m.is_promotion()) {
            remove_piece(to);
            add_piece(make_piece(us, pawn), to);
        }
        move_piece(to, from);
    }
    if (undo.captured != no_piece) {
        Square captured_at = m.is_en_passant() ? (us == white ? to - 8 : to + 8) : to;
        add_piece(undo.captured, captured_at);
    }
    castling_ = undo.castling;
    en_passant_ = undo.en_passant;
    halfmove_clock_ = undo.halfmove_clock;
    key_ = undo.key;
}

bool Position::operator==(const Position& o) const {
    return std::equal(std::begin(board_), std::end(board_), std::begin(o.board_)) && side_ == o.side_ &&
           castling_ == o.castling_ && en_passant_ == o.en_passant_ && halfmove_clock_ == o.halfmove_clock_ &&
           fullmove_number_ == o.fullmove_number_ && chess960_ == o.chess960_ && (castling_ == 0 || setup_ == o.setup_);
}

}  // namespace bn::chess
