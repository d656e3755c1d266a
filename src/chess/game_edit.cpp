// Board edits in the middle of a game, as chess.js 1.4 makes them (put, remove,
// setCastlingRights): the position changes, the moves stay, and taking them back on the edited
// board gives the game's start. See Game::put in game.hpp.
#include <algorithm>

#include "chess/game.hpp"

namespace bn::chess {

namespace {

// Puts `piece` on `s`; a king whose side has one elsewhere (an edit put it there after the move
// being taken back) takes its place: the engine holds one king per side.
void put_one_king(Position& position, Piece piece, Square s) {
    if (type_of(piece) == king) {
        const Square other = position.king_square(color_of(piece));
        if (other != no_square && other != s) position.remove(other);
    }
    position.put(piece, s);
}

}  // namespace

void Game::clear() {
    Position empty;
    empty.set_chess960(position_.chess960());
    empty.set_castling_setup(position_.castling_setup());
    empty.set_irregular(empty.breaks_game_rules());
    *this = Game(empty);
}

bool Game::put(Piece piece, Square s) {
    if (piece == no_piece || piece > no_piece || s >= 64) return false;
    // One king per side (chess.js's put refuses a second; replacing the king itself is fine).
    if (type_of(piece) == king) {
        const Square home = position_.king_square(color_of(piece));
        if (home != no_square && home != s) return false;
    }
    position_.put(piece, s);
    // chess.js 1.4 drops the en-passant square on every put and remove: its check of the
    // squares behind the pawn compares an empty square (undefined) with null.
    position_.set_en_passant_square(no_square);
    after_edit();
    return true;
}

Piece Game::remove(Square s) {
    if (s >= 64) return no_piece;
    const Piece removed = position_.piece_on(s);
    if (removed == no_piece) return no_piece;
    position_.remove(s);
    position_.set_en_passant_square(no_square);
    after_edit();
    return removed;
}

void Game::set_castling_rights(unsigned rights) {
    position_.set_castling_rights(rights & all_castling);
    after_edit();
}

void Game::after_edit() {
    position_.set_castling_rights(position_.castling_rights_on_board(position_.castling_rights()));
    position_.set_irregular(position_.breaks_game_rules());
    invalidate();
    plies_before_edit_ = history_.size();
    Position back = position_;
    for (std::size_t i = history_.size(); i-- > 0;) {
        history_[i].key = back.key();
        take_back(back, history_[i]);
    }
    start_ = back;
}

void Game::take_back(Position& position, const Ply& ply) {
    const Color us = opposite(position.side_to_move());
    const Move m = ply.move;
    if (!m.is_null()) {
        const Square from = m.from(), to = m.to();
        if (m.is_castle()) {
            const bool queen_side = m.kind() == Move::queen_castle;
            const Square rook_home = position.castling_setup().rook[castling_index(us, queen_side)];
            const Square rook_castled = (to & 56) + (queen_side ? 3 : 5);
            // As chess.js: the king goes home, and what stands where the rook landed goes to
            // the rook's square (nothing, when an edit took the rook away).
            const Piece rook_now = position.piece_on(rook_castled);
            position.remove(to);
            position.remove(rook_castled);
            put_one_king(position, ply.moved, from);
            if (rook_now != no_piece) put_one_king(position, rook_now, rook_home);
        } else {
            position.remove(to);
            put_one_king(position, ply.moved, from);
            if (ply.undo.captured != no_piece)
                put_one_king(position, ply.undo.captured, m.is_en_passant() ? (us == white ? to - 8 : to + 8) : to);
        }
    }
    position.set_side_to_move(us);
    if (us == black) position.set_fullmove_number(position.fullmove_number() - 1);
    // chess.js restores the rights as they were; here only those the board still allows, so
    // that no castling move lifts a king or rook an edit took away.
    position.set_castling_rights(position.castling_rights_on_board(ply.undo.castling));
    position.set_en_passant_square(ply.undo.en_passant);
    position.set_halfmove_clock(ply.undo.halfmove_clock);
    position.set_irregular(position.breaks_game_rules());
}

std::vector<Position> Game::positions() const {
    std::vector<Position> all(history_.size() + 1);
    all.back() = position_;
    Position back = position_;
    for (std::size_t i = history_.size(); i-- > 0;) {
        const Ply& ply = history_[i];
        if (i < plies_before_edit_)
            take_back(back, ply);
        else if (ply.move.is_null())
            back.unmake_null(ply.undo);
        else
            back.unmake(ply.move, ply.undo);
        all[i] = back;
    }
    return all;
}

}  // namespace bn::chess
