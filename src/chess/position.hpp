// A chess position: bitboards per piece type and colour plus a square -> piece array (the
// array answers "what is on e4" in one load, the bitboards answer "where are the knights").
// A Position does not check itself: FEN parsing (fen.hpp) is where positions are validated.
// Whatever is put on the board, move generation never reads or writes out of bounds.
#pragma once

#include <cstdint>

#include "chess/attacks.hpp"
#include "chess/types.hpp"

namespace bn::chess {

// At most 16 pieces per side stand on the board in a game (a FEN rule, chess.fen.too_many_pieces).
// A board edited square by square, or read without FenOptions::position_rules, may hold more.
inline constexpr int max_pieces_per_side = 16;

// Which rook each castling right castles with and where the kings castle from. Standard chess:
// the kings on e1/e8, the rooks on h1, a1, h8, a8. Chess960 (FIDE Laws, Guidelines II) puts
// them anywhere on the back rank, the king between its rooks; castling still lands the king on
// g/c and the rook on f/d. Indexed like the right bits: 0 K, 1 Q, 2 k, 3 q.
struct CastlingSetup {
    Square king[2] = {4, 60};
    Square rook[4] = {7, 0, 63, 56};
    bool operator==(const CastlingSetup& o) const;
};
// The index (0..3) of a castling right: white king side 0, queen side 1, black 2 and 3.
constexpr unsigned castling_index(Color c, bool queen_side) { return c * 2u + (queen_side ? 1u : 0u); }

class Position {
public:
    // What make() needs to remember for unmake().
    struct Undo {
        Piece captured = no_piece;
        std::uint8_t castling = 0;
        Square en_passant = no_square;
        std::uint32_t halfmove_clock = 0;
        std::uint64_t key = 0;
    };

    Position();  // empty board, white to move, no rights, clocks 0 and 1
    static Position initial();

    Piece piece_on(Square s) const { return board_[s]; }
    Bitboard pieces(Color c) const { return by_color_[c]; }
    Bitboard pieces(PieceType t) const { return by_type_[t]; }
    Bitboard pieces(Color c, PieceType t) const { return by_color_[c] & by_type_[t]; }
    Bitboard occupied() const { return by_color_[white] | by_color_[black]; }
    // The king's square, or no_square when that side has no king.
    Square king_square(Color c) const;

    Color side_to_move() const { return side_; }
    unsigned castling_rights() const { return castling_; }
    // The en-passant target square as recorded (after a double step, or from a FEN), even
    // when no capture is possible; see has_legal_en_passant().
    Square en_passant_square() const { return en_passant_; }
    std::uint32_t halfmove_clock() const { return halfmove_clock_; }
    std::uint32_t fullmove_number() const { return fullmove_number_; }
    // Chess960 (Fischer Random): castling as set up by castling_setup(), FEN castling letters
    // naming rook files where KQkq would not say which rook, UCI castling as king takes rook.
    // Standard positions may use every setup too; the flag only changes how moves and FENs
    // are written and read.
    bool chess960() const { return chess960_; }
    const CastlingSetup& castling_setup() const { return setup_; }
    // The squares castling right `index` needs empty (but for its king and rook) and the
    // squares its king stands on, crosses and lands on (none may be attacked), from the setup.
    Bitboard castling_path(unsigned index) const { return castling_path_[index]; }
    Bitboard castling_king_walk(unsigned index) const { return castling_walk_[index]; }
    // The rook square of a castling move (Move::king_castle or queen_castle of the side to move).
    Square castling_rook(Move castle) const {
        return setup_.rook[castling_index(side_, castle.kind() == Move::queen_castle)];
    }

    // Pieces of both colours that attack `s` given the occupancy `occupied`.
    Bitboard attackers_to(Square s, Bitboard occupied) const;
    bool attacked_by(Square s, Color by, Bitboard occupied) const;
    bool attacked_by(Square s, Color by) const { return attacked_by(s, by, occupied()); }
    // Enemy pieces giving check to the side to move.
    Bitboard checkers() const;
    bool in_check() const { return checkers() != 0; }
    // Whether the legal move `m` checks the opponent: the same answer as playing it and asking
    // in_check(), without copying or changing the position (SAN's '+' is asked for every move).
    bool gives_check(Move m) const;
    // True when the side to move has a legal en-passant capture (what FEN writers print and
    // what repetition keys count).
    bool has_legal_en_passant() const;

    // The Zobrist key of the position for repetition: pieces, side, castling rights and the
    // en-passant file only when an en-passant capture is legal (FIDE 9.2.3).
    std::uint64_t key() const;

    // Board editing: put() replaces what stands on the square; false (and nothing changed) for
    // no piece or no square. Neither touches castling rights or the en-passant square.
    bool put(Piece piece, Square s);
    void remove(Square s);
    void set_side_to_move(Color c);
    void set_castling_rights(unsigned rights);
    // Where the kings and rooks castle from (the standard squares until set); the rights stay.
    void set_castling_setup(const CastlingSetup& setup);
    // The rights of `rights` whose king and rook stand on their castling squares (the setup's):
    // what an edited board keeps (chess.js's put, remove and setCastlingRights drop the others),
    // so that no castling move ever lifts a king or rook that is not there.
    unsigned castling_rights_on_board(unsigned rights) const;
    void set_chess960(bool chess960) { chess960_ = chess960; }
    // A position no game reaches may be on the board (FenOptions::position_rules off, or set
    // up square by square): a side without a king, the side not to move in check. Then the
    // shortcuts that assume a real game (gives_check) are not trusted; see san_read.cpp.
    bool irregular() const { return irregular_; }
    // Whether the position is one: a side without a king, or the side not to move in check.
    bool breaks_game_rules() const;
    void set_irregular(bool irregular) { irregular_ = irregular; }
    void set_en_passant_square(Square s);
    void set_halfmove_clock(std::uint32_t n) { halfmove_clock_ = n; }
    void set_fullmove_number(std::uint32_t n) { fullmove_number_ = n; }

    // Plays a legal move (from the move generator) and takes it back.
    void make(Move m, Undo& undo);
    void unmake(Move m, const Undo& undo);
    // Passes the turn without moving (the null move PGN files write "--"): the other side to
    // move, no en-passant square, halfmove clock + 1, fullmove number + 1 after Black. Only
    // meaningful when the side to move is not in check; the caller checks that.
    void make_null();
    // The same, remembering in `undo` what unmake_null() restores.
    void make_null(Undo& undo);
    void unmake_null(const Undo& undo);

    bool operator==(const Position& other) const;
    bool operator!=(const Position& other) const { return !(*this == other); }

private:
    // Fills `undo` with what make() and make_null() change, before they change it.
    void remember(Undo& undo) const;
    void add_piece(Piece piece, Square s);
    void remove_piece(Square s);
    void move_piece(Square from, Square to);
    // Castling in make/unmake: both pieces lifted, then both put down, since in Chess960 the
    // king may land where its rook stood, and either piece may not move at all.
    // Out of line: rare, and kept out of the hot make/unmake.
    [[gnu::noinline]] void castle(Move m, bool undo);

    Bitboard by_type_[6] = {};
    Bitboard by_color_[2] = {};
    Piece board_[64];
    Color side_ = white;
    std::uint8_t castling_ = 0;
    Square en_passant_ = no_square;
    std::uint32_t halfmove_clock_ = 0;
    std::uint32_t fullmove_number_ = 1;
    std::uint64_t key_ = 0;  // pieces, side and castling; the en-passant part is added by key()
    CastlingSetup setup_;
    // The rights kept when a piece leaves or lands on a square (a king or castling rook moving,
    // a rook taken at home): one AND per move, computed from setup_ when it changes.
    std::uint8_t castling_kept_[64];
    Bitboard castling_path_[4];
    Bitboard castling_walk_[4];
    bool chess960_ = false;
    bool irregular_ = false;
};

}  // namespace bn::chess
