// Legal move generation: moves are generated legal (pins, checks and the en-passant
// discovered-check cases are resolved while generating), not generated and then filtered.
#pragma once

#include <cstddef>
#include <cstdint>

#include "chess/position.hpp"

namespace bn::chess {

// Enough for any placement: 64 pieces at most, each with at most 27 moves (a queen; a pawn has
// 12 with promotions, a king 10 with castling). A game's positions have at most 218; the bound
// only costs stack (Move is trivial, so a list is not filled when made).
inline constexpr std::size_t max_moves = std::size_t{64} * 27;

// Moves to read, wherever they are kept: a MoveList, or a game's legal moves stored at their
// count (chess::Game), which a MoveList's max_moves would make 3.4 kB a game. What the SAN
// readers and writers take.
class MoveSpan {
public:
    MoveSpan() = default;
    MoveSpan(const Move* first, std::size_t size) : first_(first), size_(size) {}
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Move operator[](std::size_t i) const { return first_[i]; }
    const Move* begin() const { return first_; }
    const Move* end() const { return first_ + size_; }
    bool contains(Move m) const;

private:
    const Move* first_ = nullptr;
    std::size_t size_ = 0;
};

class MoveList {
public:
    void clear() { size_ = 0; }
    void push(Move m) { moves_[size_++] = m; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Move operator[](std::size_t i) const { return moves_[i]; }
    const Move* begin() const { return moves_; }
    const Move* end() const { return moves_ + size_; }
    bool contains(Move m) const { return MoveSpan(*this).contains(m); }
    operator MoveSpan() const { return {moves_, size_}; }  // NOLINT: a list is a span of its moves

private:
    Move moves_[max_moves];
    std::size_t size_ = 0;
};

// All legal moves of the side to move (without a king: every move of its pieces).
void generate_legal_moves(const Position& position, MoveList& moves);
MoveList legal_moves(const Position& position);
// The legal moves that land on one of `destinations` (castling lands on the king's square):
// what reading one SAN move needs, at a fraction of the cost of all legal moves.
void generate_legal_moves_to(const Position& position, Bitboard destinations, MoveList& moves);
// Narrower still: the legal moves of the pieces of `type` landing on `to` (castling is a king
// move, listed when `to` is where the king lands), in the order of generate_legal_moves.
void generate_legal_moves_to(const Position& position, Square to, PieceType type, MoveList& moves);
// Whether the side to move has a legal move (stops at the first one found).
bool has_legal_moves(const Position& position);

// Whether the side to move's pawn on `from` may legally capture en passant now.
bool en_passant_capture_is_legal(const Position& position, Square from);

// Leaf nodes of the legal move tree `depth` plies deep (perft(0) = 1).
std::uint64_t perft(Position& position, unsigned depth);

}  // namespace bn::chess
