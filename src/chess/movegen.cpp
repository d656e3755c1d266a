#include "chess/movegen.hpp"

#include <initializer_list>

namespace bn::chess {

bool MoveSpan::contains(Move m) const {
    for (Move candidate : *this)
        if (candidate == m) return true;
    return false;
}

namespace {

constexpr unsigned all_piece_types = (1u << no_piece_type) - 1;

class Generator {
public:
    // `first_only`: stop as soon as one legal move is found (has_legal_moves).
    Generator(const Position& p, MoveList& list, Bitboard destinations, bool first_only = false)
        : p_(p),
          list_(list),
          us_(p.side_to_move()),
          them_(opposite(us_)),
          ours_(p.pieces(us_)),
          theirs_(p.pieces(them_)),
          occupied_(ours_ | theirs_),
          destinations_(destinations),
          first_only_(first_only) {}

    void run() {
        list_.clear();
        if (!p_.pieces(us_, king)) return kingless_moves();
        king_ = lsb(p_.pieces(us_, king));
        checkers_ = p_.attackers_to(king_, occupied_) & theirs_;
        king_moves();
        if (more_than_one(checkers_) || found_first()) return;  // double check: only the king may move
        target_ = (checkers_ ? between(king_, lsb(checkers_)) | checkers_ : ~Bitboard{0}) & destinations_;
        find_pins();
        if (!piece_and_pawn_moves()) return;
        if (!checkers_) castling_moves();
    }

    // The moves landing on the one square `to` (destinations_ == bit(to)) of the pieces of the
    // types in `types` (bits 1 << PieceType; castling is a king move): what reading a SAN move
    // needs. The same moves in the same order as run(), found from the destination instead of
    // from every piece: the pieces that reach `to` are those `to` reaches (attacks are
    // symmetric), and each is checked against the check mask and, when it stands on a line
    // with its king, for a pin along that line.
    void run_to(Square to, unsigned types) {
        list_.clear();
        if (!p_.pieces(us_, king)) {
            // No king to keep safe: the moves of run() to this square, kept in its order.
            MoveList all;
            Generator(p_, all, destinations_).kingless_moves();
            for (Move m : all)
                if (m.to() == to && (types & (1u << type_of(p_.piece_on(m.from()))))) list_.push(m);
            return;
        }
        king_ = lsb(p_.pieces(us_, king));
        checkers_ = checkers_of_king();
        if (types & (1u << king)) king_moves();
        if (more_than_one(checkers_)) return;
        target_ = (checkers_ ? between(king_, lsb(checkers_)) | checkers_ : ~Bitboard{0}) & destinations_;
        const Bitboard reachable = target_ & ~ours_;  // empty, or bit(to)
        if (reachable && (types & ((1u << knight) | (1u << bishop) | (1u << rook) | (1u << queen)))) {
            const unsigned kind = (theirs_ & reachable) ? Move::capture : Move::quiet;
            for (PieceType type : {knight, bishop, rook, queen}) {
                if (!(types & (1u << type))) continue;
                const Bitboard ours = p_.pieces(us_, type);
                const Bitboard reaching = type == knight ? knight_attacks(to) & ours
                                                         : sliders_attacking(to, type != rook ? ours : 0,
                                                                             type != bishop ? ours : 0, occupied_);
                for (Bitboard froms = reaching; froms;) {
                    const Square from = pop_lsb(froms);
                    if ((line_through(king_, from) & reachable) || !is_pinned(from)) list_.push(Move(from, to, kind));
                }
            }
        }
        if (types & (1u << pawn)) pawn_moves_to(to);
        if ((types & (1u << king)) && !checkers_) castling_moves();
    }

    // A side without a king (a position read without FenOptions::position_rules): every move
    // of its pieces, none pinned and none answering a check, in run()'s order; no castling.
    void kingless_moves() {
        list_.clear();
        target_ = destinations_;
        piece_and_pawn_moves();
    }

private:
    bool found_first() const { return first_only_ && !list_.empty(); }

    // The moves of every piece but the king, within target_ and the pins found: false when
    // has_legal_moves() has its first move and the caller should stop.
    bool piece_and_pawn_moves() {
        piece_moves(knight, [](Square s, Bitboard) { return knight_attacks(s); });
        if (found_first()) return false;
        piece_moves(bishop, [](Square s, Bitboard o) { return bishop_attacks(s, o); });
        if (found_first()) return false;
        piece_moves(rook, [](Square s, Bitboard o) { return rook_attacks(s, o); });
        if (found_first()) return false;
        piece_moves(queen, [](Square s, Bitboard o) { return queen_attacks(s, o); });
        if (found_first()) return false;
        pawn_moves();
        return !found_first();
    }

    // attackers_to(king_) & theirs_, asking only about their pieces.
    Bitboard checkers_of_king() const {
        const Bitboard diagonal = p_.pieces(them_, bishop) | p_.pieces(them_, queen);
        const Bitboard straight = p_.pieces(them_, rook) | p_.pieces(them_, queen);
        return (pawn_attacks(us_, king_) & p_.pieces(them_, pawn)) |
               (knight_attacks(king_) & p_.pieces(them_, knight)) | (king_attacks(king_) & p_.pieces(them_, king)) |
               sliders_attacking(king_, diagonal, straight, occupied_);
    }

    // Whether our piece on `from` is pinned (the same answer as find_pins()): an enemy slider
    // moving along the line through our king and `from` has `from`, and nothing else, between
    // itself and the king.
    bool is_pinned(Square from) const {
        const Bitboard line = line_through(king_, from);
        if (!line) return false;
        const bool straight = rank_of(king_) == rank_of(from) || file_of(king_) == file_of(from);
        Bitboard sliders = p_.pieces(them_, straight ? rook : bishop) | p_.pieces(them_, queen);
        for (sliders &= line; sliders;)
            if ((between(king_, pop_lsb(sliders)) & occupied_) == bit(from)) return true;
        return false;
    }

    Bitboard backward(Bitboard b) const { return us_ == white ? shift_south(b) : shift_north(b); }

    // Pawn moves to `to`, in run()'s order: unpinned pawns (a push or double push; or captures,
    // the pawn on the higher square first), then pinned pawns by square, then en passant.
    void pawn_moves_to(Square to) {
        const Bitboard pawns = p_.pieces(us_, pawn), target = bit(to);
        Bitboard sources = 0;  // our pawns that reach `to` by a push, double push or capture
        unsigned kind = Move::quiet;
        if (theirs_ & target) {
            sources = pawn_attacks(them_, to) & pawns;
            kind = Move::capture;
        } else if (!(occupied_ & target)) {
            const Bitboard one_back = backward(target);
            sources = one_back & pawns;
            const Bitboard double_rank = us_ == white ? rank_mask(3) : rank_mask(4);
            if (!sources && !(occupied_ & one_back) && (target & double_rank)) {
                sources = backward(one_back) & pawns;
                kind = Move::double_push;
            }
        }
        Bitboard pinned = 0;
        for (Bitboard free = sources; free;) {
            const Square from = static_cast<Square>(63 - __builtin_clzll(free));  // highest first
            free ^= bit(from);
            if (is_pinned(from)) {
                pinned |= bit(from);
                continue;
            }
            if (target & target_) add_pawn_move(from, to, kind);
        }
        while (pinned) {
            const Square from = pop_lsb(pinned);
            if (target & target_ & line_through(king_, from)) add_pawn_move(from, to, kind);
        }
        const Square ep = p_.en_passant_square();
        if (ep != to) return;
        Bitboard capturers = pawn_attacks(them_, ep) & pawns;
        while (capturers) {
            const Square from = pop_lsb(capturers);
            if (en_passant_capture_is_legal(p_, from)) list_.push(Move(from, ep, Move::en_passant));
        }
    }

    void add_pawn_move(Square from, Square to, unsigned kind) {
        const Bitboard last_rank = us_ == white ? rank_mask(7) : rank_mask(0);
        if (bit(to) & last_rank)
            add_promotions(from, to, kind == Move::capture);
        else
            list_.push(Move(from, to, kind));
    }

    void add_targets(Square from, Bitboard targets) {
        while (targets) {
            Square to = pop_lsb(targets);
            list_.push(Move(from, to, (theirs_ & bit(to)) ? Move::capture : Move::quiet));
        }
    }

    void king_moves() {
        // The king must not stay on the line of a slider it steps away from: remove it from
        // the occupancy before testing its destinations.
        Bitboard without_king = occupied_ ^ bit(king_);
        Bitboard targets = king_attacks(king_) & ~ours_ & destinations_;
        while (targets) {
            Square to = pop_lsb(targets);
            if (!p_.attacked_by(to, them_, without_king))
                list_.push(Move(king_, to, (theirs_ & bit(to)) ? Move::capture : Move::quiet));
        }
    }

    // A piece is pinned when it is the only piece between our king and an enemy slider that
    // would otherwise attack the king; it may then only move along that line.
    void find_pins() {
        Bitboard snipers = (rook_attacks(king_, theirs_) & (p_.pieces(them_, rook) | p_.pieces(them_, queen))) |
                           (bishop_attacks(king_, theirs_) & (p_.pieces(them_, bishop) | p_.pieces(them_, queen)));
        while (snipers) {
            Bitboard blockers = between(king_, pop_lsb(snipers)) & occupied_;
            if (blockers && !more_than_one(blockers) && (blockers & ours_)) pinned_ |= blockers;
        }
    }

    template <class Attacks>
    void piece_moves(PieceType type, Attacks attacks) {
        Bitboard pieces = p_.pieces(us_, type);
        while (pieces) {
            Square from = pop_lsb(pieces);
            Bitboard targets = attacks(from, occupied_) & ~ours_ & target_;
            if (pinned_ & bit(from)) targets &= line_through(king_, from);
            add_targets(from, targets);
        }
    }

    void add_promotions(Square from, Square to, bool is_capture) {
        for (PieceType piece : {queen, rook, bishop, knight})
            list_.push(Move::promotion_to(from, to, piece, is_capture));
    }

    // Pawn destinations `to` reached from `to - delta`, with promotions on the last rank.
    void add_pawn_targets(Bitboard targets, int delta, unsigned kind) {
        const Bitboard last_rank = us_ == white ? rank_mask(7) : rank_mask(0);
        Bitboard promotions = targets & last_rank;
        targets &= ~last_rank;
        while (targets) {
            Square to = pop_lsb(targets);
            list_.push(Move(static_cast<Square>(to - delta), to, kind));
        }
        while (promotions) {
            Square to = pop_lsb(promotions);
            add_promotions(static_cast<Square>(to - delta), to, kind == Move::capture);
        }
    }

    Bitboard forward(Bitboard b) const { return us_ == white ? shift_north(b) : shift_south(b); }

    void pawn_moves() {
        const Bitboard pawns = p_.pieces(us_, pawn);
        const Bitboard empty = ~occupied_;
        const Bitboard double_rank = us_ == white ? rank_mask(3) : rank_mask(4);
        const int up = us_ == white ? 8 : -8;

        // Unpinned pawns, all at once.
        Bitboard free = pawns & ~pinned_;
        Bitboard single = forward(free) & empty;
        Bitboard twice = forward(single) & empty & double_rank & target_;
        add_pawn_targets(single & target_, up, Move::quiet);
        add_pawn_targets(twice, 2 * up, Move::double_push);
        add_pawn_targets(forward(shift_west(free)) & theirs_ & target_, up - 1, Move::capture);
        add_pawn_targets(forward(shift_east(free)) & theirs_ & target_, up + 1, Move::capture);

        // Pinned pawns, one by one, along their pin line.
        Bitboard pinned = pawns & pinned_;
        while (pinned) {
            Square from = pop_lsb(pinned);
            Bitboard allowed = line_through(king_, from) & target_;
            Bitboard one = forward(bit(from)) & empty;
            add_pawn_targets(one & allowed, up, Move::quiet);
            add_pawn_targets(forward(one) & empty & double_rank & allowed, 2 * up, Move::double_push);
            Bitboard captures = pawn_attacks(us_, from) & theirs_ & allowed;
            while (captures) {
                Square to = pop_lsb(captures);
                add_pawn_targets(bit(to), to - from, Move::capture);
            }
        }

        Square ep = p_.en_passant_square();
        if (ep == no_square || !(destinations_ & bit(ep))) return;
        Bitboard capturers = pawn_attacks(them_, ep) & pawns;
        while (capturers) {
            Square from = pop_lsb(capturers);
            if (en_passant_capture_is_legal(p_, from)) list_.push(Move(from, ep, Move::en_passant));
        }
    }

    // FIDE 3.8.2 and, for Chess960, Guidelines II.3: the squares the king and the rook cross
    // and land on are empty but for these two pieces, and the king is not in check (the
    // caller asks), does not cross an attacked square and does not land on one. The rook is
    // taken off the board for those attacks: in Chess960 it may shield the king's path (an
    // enemy rook on a1, ours on b1, the king going to c1). With the standard setup this is
    // exactly e1-f1-g1 and e1-d1-c1 with b1 empty.
    void castling_moves() {
        const unsigned index = us_ == white ? 0 : 2;  // of the king-side right; queen side is + 1
        const unsigned rights = (p_.castling_rights() >> index) & 3;
        if (!rights || king_ != p_.castling_setup().king[us_]) return;
        if (rights & 1) castle(index, Move::king_castle);
        if (rights & 2) castle(index + 1, Move::queen_castle);
    }

    void castle(unsigned index, unsigned kind) {
        if (occupied_ & p_.castling_path(index)) return;  // the usual answer: something in the way
        const Square rook_from = p_.castling_setup().rook[index];
        const Square king_to = (us_ == white ? 0 : 56) + (kind == Move::queen_castle ? 2 : 6);
        if (!(destinations_ & bit(king_to)) || !(p_.pieces(us_, rook) & bit(rook_from))) return;
        // The king's own square counts when it does not move: the rook leaving may expose it.
        Bitboard walk = p_.castling_king_walk(index);
        if (king_ != king_to) walk &= ~bit(king_);
        const Bitboard without_rook = occupied_ ^ bit(rook_from);
        while (walk)
            if (p_.attacked_by(pop_lsb(walk), them_, without_rook)) return;
        list_.push(Move(king_, king_to, kind));
    }

    const Position& p_;
    MoveList& list_;
    const Color us_, them_;
    const Bitboard ours_, theirs_, occupied_;
    Square king_ = 0;
    Bitboard checkers_ = 0;
    const Bitboard destinations_;  // only moves to these squares are generated
    Bitboard target_ = 0;          // destinations that resolve a single check (all when not in check)
    Bitboard pinned_ = 0;
    const bool first_only_;
};

}  // namespace

bool en_passant_capture_is_legal(const Position& p, Square from) {
    const Color us = p.side_to_move(), them = opposite(us);
    const Square ep = p.en_passant_square();
    if (ep == no_square || p.piece_on(from) != make_piece(us, pawn) || !(pawn_attacks(us, from) & bit(ep)))
        return false;
    const Square captured = us == white ? ep - 8 : ep + 8;
    if (p.piece_on(captured) != make_piece(them, pawn) || p.piece_on(ep) != no_piece) return false;
    const Square king_square = p.king_square(us);
    if (king_square == no_square) return true;  // no king to expose (FenOptions::position_rules off)
    // Two pawns leave the board's line at once, which pin detection cannot see (the rank
    // case: K . p P . . r with both pawns between). So play the capture on the occupancy
    // and ask whether any slider then reaches the king.
    const Bitboard after = (p.occupied() ^ bit(from) ^ bit(captured)) | bit(ep);
    const Bitboard straight = p.pieces(them, rook) | p.pieces(them, queen);
    const Bitboard diagonal = p.pieces(them, bishop) | p.pieces(them, queen);
    if ((rook_attacks(king_square, after) & straight) || (bishop_attacks(king_square, after) & diagonal)) return false;
    // A knight or another pawn giving check is not answered by this capture.
    const Bitboard leapers = (knight_attacks(king_square) & p.pieces(them, knight)) |
                             (pawn_attacks(us, king_square) & p.pieces(them, pawn) & ~bit(captured));
    return leapers == 0;
}

void generate_legal_moves(const Position& position, MoveList& moves) { Generator(position, moves, ~Bitboard{0}).run(); }

void generate_legal_moves_to(const Position& position, Bitboard destinations, MoveList& moves) {
    if (destinations && !more_than_one(destinations))
        Generator(position, moves, destinations).run_to(lsb(destinations), all_piece_types);
    else
        Generator(position, moves, destinations).run();
}

void generate_legal_moves_to(const Position& position, Square to, PieceType type, MoveList& moves) {
    moves.clear();
    if (to < 64 && type < no_piece_type) Generator(position, moves, bit(to)).run_to(to, 1u << type);
}

MoveList legal_moves(const Position& position) {
    MoveList moves;
    generate_legal_moves(position, moves);
    return moves;
}

bool has_legal_moves(const Position& position) {
    MoveList moves;
    Generator(position, moves, ~Bitboard{0}, true).run();
    return !moves.empty();
}

std::uint64_t perft(Position& position, unsigned depth) {
    if (depth == 0) return 1;
    MoveList moves;
    generate_legal_moves(position, moves);
    if (depth == 1) return moves.size();  // bulk counting: the leaves need not be played
    std::uint64_t nodes = 0;
    Position::Undo undo;
    for (Move m : moves) {
        position.make(m, undo);
        nodes += perft(position, depth - 1);
        position.unmake(m, undo);
    }
    return nodes;
}

}  // namespace bn::chess
