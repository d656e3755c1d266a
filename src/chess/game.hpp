// A game: a start position, the moves played, and the rules that end a game (FIDE Laws
// 5.1, 5.2, 9.2, 9.3, 9.6). The stateful core of the chess.js-like façade.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "chess/movegen.hpp"
#include "chess/san.hpp"

namespace bn::chess {

// The FIDE dead positions that follow from material alone, as chess.js and lichess detect
// them: king against king, king and one minor piece against king, and kings with bishops
// only, all on squares of one colour (any number, either side).
bool insufficient_material(const Position& position);

// Why a game is over, checked in this order: checkmate and stalemate end the game at once;
// insufficient material, fivefold repetition and the 75-move rule are automatic draws
// (FIDE 9.6); threefold repetition and the 50-move rule are draws a player may claim.
enum class GameStatus : std::uint8_t {
    ongoing,
    checkmate,
    stalemate,
    insufficient_material,
    fivefold_repetition,
    seventy_five_moves,
    threefold_repetition,
    fifty_moves,
};

// One ply of a game as chess.js describes a move (its history({ verbose: true }) and the
// moves it returns): the positions before and after it, what moved and what it took.
struct MoveRecord {
    Move move;        // Move{} (from == to == a1) for a pass
    Piece piece;      // what stands on the move's square in `before` (a1's piece for a pass)
    Piece captured;   // no_piece when the move takes nothing
    std::string san;  // "--" for a pass
    Position before;  // as replaying from start() gives it, also after edits
    Position after;   // `before` with the move played: an edit made since is not in it
};

class Game {
public:
    struct Ply {
        Move move;
        Position::Undo undo;
        std::uint64_t key;  // of the position after the ply (repetitions are counted by keys)
        Piece moved;        // what stood on the move's square (an edit may change it since)
    };

    Game();  // the initial position
    explicit Game(const Position& start);

    const Position& start() const { return start_; }
    const Position& position() const { return position_; }
    const std::vector<Ply>& history() const { return history_; }
    // The legal moves of the current position (generated once per position).
    MoveSpan legal_moves() const;  // valid until the game changes

    // Plays `move` if it is legal in the current position.
    bool play(Move move);
    // Reads SAN against the current position and plays the move when it is legal.
    Parsed<SanReading> play_san(std::string_view san, const SanOptions& options = {});
    // Passes the turn: a null move ("--"), kept in the history as Move{} (from == to, which no
    // real move has). False, changing nothing, when the side to move is in check.
    bool pass();
    // Takes back the last move or pass; false when there is none.
    bool undo();
    // The moves played, as SAN ("--" for a pass), computed by replaying from the start.
    std::vector<std::string> san_history() const;

    // Board edits as chess.js 1.4 makes them (put, remove, setCastlingRights): the current
    // position changes and the moves played stay. undo() takes them back on the edited board,
    // and the game then starts where taking them all back leads (start(), the positions of
    // history() and positions()). After each edit the castling rights whose king or rook is
    // not at home are dropped, and the en-passant square when no pawn stands to take on it
    // (chess.js's rules); the clocks and the side to move stay.
    // put: false, changing nothing, for no piece, no square or a second king of one colour.
    bool put(Piece piece, Square s);
    // The piece taken off `s` (no_piece, changing nothing, when there is none).
    Piece remove(Square s);
    // Sets the rights (bits of all_castling); those the board contradicts are not granted.
    void set_castling_rights(unsigned rights);
    // chess.js's clear(): a new game on an empty board, White to move, no castling rights or
    // en-passant square, clocks 0 and 1. A Chess960 game stays Chess960, with the same castling
    // setup (its king and rook files), so that pieces put back castle as before.
    void clear();
    // The en-passant square chess.js 1.4 records (what its fen({ forceEnpassantSquare })
    // writes): the position's, except after a double step no pawn stands beside to take
    // (chess.js records none then; the FEN standard, and this engine, do).
    Square chess_js_en_passant() const;
    // The position before each ply and after the last (history().size() + 1 positions): what
    // replaying from start() gives, also after edits (then by taking the moves back).
    std::vector<Position> positions() const;
    // Every ply of the history described from the positions() it is played in (the façade's
    // history after an edit reads the moves again from the new start).
    std::vector<MoveRecord> move_records() const;

    bool in_check() const { return position_.in_check(); }
    bool is_checkmate() const { return in_check() && legal_moves().empty(); }
    bool is_stalemate() const { return !in_check() && legal_moves().empty(); }
    bool is_insufficient_material() const { return insufficient_material(position_); }
    // How many times the current position has occurred (1 the first time). Positions are
    // equal when the same pieces stand on the same squares with the same side to move, the
    // same castling rights and the same legal en-passant capture (FIDE 9.2.3).
    int repetition_count() const;
    bool is_threefold_repetition() const { return repetition_count() >= 3; }
    bool is_fivefold_repetition() const { return repetition_count() >= 5; }
    bool is_fifty_move_rule() const { return position_.halfmove_clock() >= 100; }
    bool is_seventy_five_move_rule() const { return position_.halfmove_clock() >= 150 && !is_checkmate(); }
    // chess.js's isDraw: stalemate, insufficient material, threefold repetition or 50 moves.
    bool is_draw() const;
    bool is_game_over() const { return status() != GameStatus::ongoing; }
    GameStatus status() const;

private:
    void invalidate() { legal_valid_ = false; }
    // After an edit: rights, en passant and the irregular flag as the new board says; start_
    // and the keys of the plies from taking the moves back.
    void after_edit();
    // Takes `ply` back on a board that edits may have changed since it was played: the piece
    // it moved goes back, what it took comes back, the square it landed on is emptied.
    static void take_back(Position& position, const Ply& ply);

    Position start_;
    Position position_;
    std::vector<Ply> history_;
    mutable std::vector<Move> legal_;  // at its count: a MoveList is 3.4 kB
    mutable bool legal_valid_ = false;
    // The plies played before the last edit (undo() takes them back with take_back(); the
    // plies after it with Position::unmake, exactly).
    std::size_t plies_before_edit_ = 0;
};

}  // namespace bn::chess
