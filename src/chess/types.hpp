// Colours, pieces and moves: the small value types every part of the engine shares.
#pragma once

#include <cstdint>

#include "chess/bitboard.hpp"

namespace bn::chess {

enum Color : std::uint8_t { white = 0, black = 1 };
constexpr Color opposite(Color c) { return static_cast<Color>(c ^ 1); }

enum PieceType : std::uint8_t { pawn, knight, bishop, rook, queen, king, no_piece_type };

// white_pawn .. white_king, black_pawn .. black_king: colour * 6 + type.
enum Piece : std::uint8_t { no_piece = 12 };
constexpr Piece make_piece(Color c, PieceType t) { return static_cast<Piece>(c * 6 + t); }
constexpr Color color_of(Piece p) { return static_cast<Color>(p >= 6); }
// A table, not `p % 6`: it is asked for every candidate move of every SAN read. At namespace
// scope, so that it is one constant in memory (a local array is rebuilt on the stack per call).
inline constexpr PieceType piece_types[] = {pawn,   knight, bishop, rook,  queen, king,         pawn,
                                            knight, bishop, rook,   queen, king,  no_piece_type};
constexpr PieceType type_of(Piece p) { return p <= no_piece ? piece_types[p] : no_piece_type; }

// Castling rights as bits of one small integer (KQkq).
enum CastlingRight : std::uint8_t {
    white_king_side = 1,
    white_queen_side = 2,
    black_king_side = 4,
    black_queen_side = 8,
    all_castling = 15,
};

// A move in 16 bits: from (6), to (6), kind (4). Castling is encoded as the king's move
// (e1g1), as in SAN/LAN and chess.js. Move{} (a1a1) is "no move";
// a default-initialised Move (`Move m;`) is, like an int, undefined until assigned.
class Move {
public:
    enum Kind : std::uint8_t {
        quiet = 0,
        double_push = 1,
        king_castle = 2,
        queen_castle = 3,
        capture = 4,
        en_passant = 5,
        promotion = 8,  // + (piece - knight); + capture for a capturing promotion
    };

    // Trivial, so that move lists are not zero-filled on every node; Move{} is still a1a1.
    Move() = default;
    constexpr Move(Square from, Square to, unsigned kind)
        : bits_(static_cast<std::uint16_t>(from | (to << 6) | (kind << 12))) {}
    static constexpr Move promotion_to(Square from, Square to, PieceType piece, bool is_capture) {
        return Move(from, to, promotion + (piece - knight) + (is_capture ? capture : 0));
    }

    constexpr Square from() const { return bits_ & 63; }
    constexpr Square to() const { return (bits_ >> 6) & 63; }
    constexpr unsigned kind() const { return bits_ >> 12; }
    constexpr bool is_capture() const { return (kind() & capture) != 0; }
    constexpr bool is_en_passant() const { return kind() == en_passant; }
    // One comparison: kinds 2 and 3 are the only ones that become 3 with their lowest bit set.
    constexpr bool is_castle() const { return (kind() | 1u) == queen_castle; }
    constexpr bool is_promotion() const { return (kind() & promotion) != 0; }
    constexpr PieceType promotion_piece() const {
        return is_promotion() ? static_cast<PieceType>(knight + (kind() & 3)) : no_piece_type;
    }
    constexpr std::uint16_t bits() const { return bits_; }
    constexpr bool is_null() const { return bits_ == 0; }

    constexpr bool operator==(Move other) const { return bits_ == other.bits_; }
    constexpr bool operator!=(Move other) const { return bits_ != other.bits_; }

private:
    std::uint16_t bits_;
};

}  // namespace bn::chess
