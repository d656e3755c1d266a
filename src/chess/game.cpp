#include "chess/game.hpp"

#include <algorithm>

namespace bn::chess {

bool insufficient_material(const Position& p) {
    if (p.pieces(pawn) | p.pieces(rook) | p.pieces(queen)) return false;
    const Bitboard minors = p.pieces(knight) | p.pieces(bishop);
    if (!more_than_one(minors)) return true;  // K v K, K+N v K, K+B v K
    if (p.pieces(knight)) return false;
    const Bitboard bishops = p.pieces(bishop);
    return (bishops & light_squares) == 0 || (bishops & ~light_squares) == 0;
}

Game::Game() : Game(Position::initial()) {}

Game::Game(const Position& start) : start_(start), position_(start) {}

MoveSpan Game::legal_moves() const {
    if (!legal_valid_) {
        MoveList all;
        generate_legal_moves(position_, all);
        legal_.assign(all.begin(), all.end());
        legal_valid_ = true;
    }
    return {legal_.data(), legal_.size()};
}

// The ply goes into the history before the position changes: when memory is full, the
// std::bad_alloc of push_back leaves the game as it was, not moved without its ply.
bool Game::play(Move move) {
    if (!legal_moves().contains(move)) return false;
    Ply& ply = history_.emplace_back(Ply{move, {}, 0, position_.piece_on(move.from())});
    position_.make(move, ply.undo);
    ply.key = position_.key();
    invalidate();
    return true;
}

Parsed<SanReading> Game::play_san(std::string_view san, const SanOptions& options) {
    Parsed<SanReading> reading = read_san(position_, legal_moves(), san, options);
    if (reading.ok) play(reading.value.move);
    return reading;
}

bool Game::pass() {
    if (in_check()) return false;
    Ply& ply = history_.emplace_back(Ply{Move(0, 0, Move::quiet), {}, 0, no_piece});
    position_.make_null(ply.undo);
    ply.key = position_.key();
    invalidate();
    return true;
}

bool Game::undo() {
    if (history_.empty()) return false;
    const Ply& last = history_.back();
    if (history_.size() <= plies_before_edit_)
        take_back(position_, last);
    else if (last.move.is_null())
        position_.unmake_null(last.undo);
    else
        position_.unmake(last.move, last.undo);
    history_.pop_back();
    plies_before_edit_ = std::min(plies_before_edit_, history_.size());
    invalidate();
    return true;
}

std::vector<std::string> Game::san_history() const {
    std::vector<std::string> sans;
    sans.reserve(history_.size());
    if (plies_before_edit_ > 0) {  // the positions taking the moves back gives
        const std::vector<Position> before = positions();
        for (std::size_t i = 0; i < history_.size(); ++i)
            sans.push_back(history_[i].move.is_null() ? std::string(null_move_san)
                                                      : write_san(before[i], history_[i].move));
        return sans;
    }
    Position replay = start_;
    MoveList legal;
    Position::Undo undo;
    for (const Ply& ply : history_) {
        if (ply.move.is_null()) {
            sans.emplace_back(null_move_san);
            replay.make_null();
            continue;
        }
        generate_legal_moves(replay, legal);
        sans.push_back(write_san(replay, legal, ply.move));
        replay.make(ply.move, undo);
    }
    return sans;
}

std::vector<MoveRecord> Game::move_records() const {
    const std::vector<Position> before = positions();
    std::vector<std::string> sans = san_history();
    std::vector<MoveRecord> records;
    records.reserve(history_.size());
    for (std::size_t i = 0; i < history_.size(); ++i) {
        const Ply& ply = history_[i];
        MoveRecord& record =
            records.emplace_back(MoveRecord{ply.move, before[i].piece_on(ply.move.from()), ply.undo.captured,
                                            std::move(sans[i]), before[i], before[i]});
        // Played again rather than taken from before[i + 1]: positions() takes the moves back
        // from the current position, so the next one holds the edits made since.
        if (ply.move.is_null()) {
            record.after.make_null();
        } else {
            Position::Undo undo;
            record.after.make(ply.move, undo);
        }
    }
    return records;
}

Square Game::chess_js_en_passant() const {
    const Square square = position_.en_passant_square();
    if (square == no_square || history_.empty() || history_.back().move.kind() != Move::double_push) return square;
    const Square pawn = history_.back().move.to();
    const Piece taker = make_piece(position_.side_to_move(), bn::chess::pawn);
    const bool beside = (file_of(pawn) > 0 && position_.piece_on(pawn - 1) == taker) ||
                        (file_of(pawn) < 7 && position_.piece_on(pawn + 1) == taker);
    return beside ? square : no_square;
}

int Game::repetition_count() const {
    // Only positions since the last capture or pawn move can repeat, with the same side to
    // move: every second ply back, as far as the halfmove clock reaches.
    const std::size_t last = history_.size();
    const std::size_t reach = std::min<std::size_t>(position_.halfmove_clock(), last);
    // The key of the position after `plies` plies (0: the start).
    auto key = [&](std::size_t plies) { return plies == 0 ? start_.key() : history_[plies - 1].key; };
    const std::uint64_t now = position_.key();
    int count = 1;
    for (std::size_t back = 2; back <= reach; back += 2)
        if (key(last - back) == now) ++count;
    return count;
}

bool Game::is_draw() const {
    return is_stalemate() || is_insufficient_material() || is_threefold_repetition() || is_fifty_move_rule();
}

GameStatus Game::status() const {
    if (legal_moves().empty()) return in_check() ? GameStatus::checkmate : GameStatus::stalemate;
    if (is_insufficient_material()) return GameStatus::insufficient_material;
    const int repetitions = repetition_count();
    if (repetitions >= 5) return GameStatus::fivefold_repetition;
    if (position_.halfmove_clock() >= 150) return GameStatus::seventy_five_moves;
    if (repetitions >= 3) return GameStatus::threefold_repetition;
    if (is_fifty_move_rule()) return GameStatus::fifty_moves;
    return GameStatus::ongoing;
}

}  // namespace bn::chess
