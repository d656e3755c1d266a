// Playing a BDL game: the move scan, invariants and finish rules of the original runtime
// (bdl-reference.md 2.6-2.8), in the screen frame the original works in (x = column, r = row
// from the top); the public functions speak the BDL frame (y = row from the bottom).
#include <algorithm>
#include <tuple>
#include <utility>

#include "bdl/game_rules.hpp"

namespace bn::bdl {

const std::vector<PieceType>& Game::piece_types() const { return rules_->types; }

// Calls visit(tx, tr) for each square a piece on (x, r) reaches, in the original's order: entry
// by entry; dx ascending when the entry's range starts above 0, otherwise descending from its
// end; the same for dy. Off-board squares are skipped; a square the piece may not enter
// (own piece, or any piece for a non-killing entry) ends the entry, and so does a capture.
template <class Visit>
void Game::scan(const BoardState& board, std::int32_t x, std::int32_t r, Visit&& visit) const {
    const Cell mover = board.at(x, r);
    const PieceType& type = rules_->types[static_cast<std::size_t>(mover.type)];
    const bool flip = type.mirrored && mover.flag;
    // Offsets past the board only reach squares off it, which the scan skips without stopping,
    // so each range is clamped to the board's size: same squares, same order, bounded work
    // whatever the bounds (a line move to 2^31, an explicit entry's y range).
    const std::int64_t wide = board.width, high = board.height;
    for (const auto& entry : type.entries) {
        const bool dx_up = entry.x0 > 0;
        const std::int64_t dx_lo = std::max<std::int64_t>(entry.x0, -wide);
        const std::int64_t dx_hi = std::min<std::int64_t>(std::int64_t{entry.x1} - 1, wide);
        bool stopped = false;
        for (std::int64_t i = 0; i <= dx_hi - dx_lo && !stopped; ++i) {
            const std::int64_t dx = dx_up ? dx_lo + i : dx_hi - i;
            std::int64_t y0 = entry.ys[static_cast<std::size_t>(dx - entry.x0)].first;
            std::int64_t y1 = entry.ys[static_cast<std::size_t>(dx - entry.x0)].second;
            if (flip) std::tie(y0, y1) = std::pair{1 - y1, 1 - y0};
            const bool dy_up = y0 > 0;
            const std::int64_t dy_lo = std::max(y0, -high), dy_hi = std::min(y1 - 1, high);
            for (std::int64_t j = 0; j <= dy_hi - dy_lo; ++j) {
                const std::int64_t dy = dy_up ? dy_lo + j : dy_hi - j;
                const std::int64_t tx = x + dx, tr = r + dy;
                if (tx < 0 || tr < 0 || tx >= board.width || tr >= board.height) continue;
                const Cell& target = board.at(static_cast<std::int32_t>(tx), static_cast<std::int32_t>(tr));
                if (!target.empty() && (!entry.killing || target.owner == mover.owner)) {
                    stopped = true;
                    break;
                }
                visit(static_cast<std::int32_t>(tx), static_cast<std::int32_t>(tr));
                if (!target.empty()) {
                    stopped = true;
                    break;
                }
            }
        }
    }
}

// Squares some piece not owned by `defender` reaches on `board` (moves without invariants).
std::vector<bool> Game::attacked_squares(const BoardState& board, std::int32_t defender) const {
    std::vector<bool> attacked(board.cells.size(), false);
    for (std::int32_t x = 0; x < board.width; ++x)
        for (std::int32_t r = 0; r < board.height; ++r) {
            const Cell& c = board.at(x, r);
            if (c.empty() || c.owner == defender) continue;
            scan(board, x, r, [&](std::int32_t tx, std::int32_t tr) {
                attacked[static_cast<std::size_t>(tx) * board.height + tr] = true;
            });
        }
    return attacked;
}

// The invariants, all of which must allow a move (evaluated in order, stopping at the first
// refusal). Enemy attacks are computed once, on the board after the move, over every row and
// column (the original loops rows 0..width-1, wrong on non-square boards).
bool Game::allowed(std::int32_t cx, std::int32_t cr, std::int32_t tx, std::int32_t tr) const {
    const Cell mover = state_.at(cx, cr);
    const Cell target = state_.at(tx, tr);
    std::optional<BoardState> after;
    std::vector<bool> attacked;
    auto attacks = [&]() -> const std::vector<bool>& {
        if (!after) {
            after = state_;
            after->at(tx, tr) = mover;
            after->at(cx, cr) = Cell{};
            attacked = attacked_squares(*after, mover.owner);
        }
        return attacked;
    };
    for (const auto& inv : rules_->invariants) {
        switch (inv.kind) {
            case InvariantKind::cant_risk:
                if (inv.applies[static_cast<std::size_t>(mover.type)] &&
                    attacks()[static_cast<std::size_t>(tx) * state_.height + tr])
                    return false;
                break;
            case InvariantKind::protect_piece: {
                const auto& hit = attacks();
                for (std::size_t i = 0; i < hit.size(); ++i) {
                    const Cell& c = after->cells[i];
                    if (hit[i] && !c.empty() && inv.applies[static_cast<std::size_t>(c.type)]) return false;
                }
                break;
            }
            case InvariantKind::pawn_movement: {
                if (!inv.applies[static_cast<std::size_t>(mover.type)]) break;
                const bool enemy_there = !target.empty() && target.owner != mover.owner;
                if (tx == cx && target.empty()) {
                    const bool start_row = mover.flag ? cr == state_.height - 2 : cr == 1;
                    if (std::abs(tr - cr) > 1 && !start_row) return false;
                } else if (!enemy_there) {
                    return false;
                }
                break;
            }
            case InvariantKind::explicit_code:
                if (!rules_->runner->allows(inv.block, state_, cx, cr, tx, tr)) return false;
                break;
        }
    }
    return true;
}

void Game::add_moves_of(std::int32_t x, std::int32_t r, std::vector<GameMove>& out) const {
    const Cell mover = state_.at(x, r);
    const PieceType& type = rules_->types[static_cast<std::size_t>(mover.type)];
    // The far row for the piece's flag (bdl-reference.md 2.4).
    const std::int32_t far_row = mover.flag ? 0 : state_.height - 1;
    scan(state_, x, r, [&](std::int32_t tx, std::int32_t tr) {
        if (!allowed(x, r, tx, tr)) return;
        GameMove m{square(x, r), square(tx, tr), -1, state_.at(tx, tr).type};
        if (tr == far_row && !type.spawn.empty()) {
            for (auto choice : type.spawn) {
                m.spawn = choice;
                out.push_back(m);
            }
        } else {
            out.push_back(m);
        }
    });
}

std::vector<GameMove> Game::moves() const {
    std::vector<GameMove> out;
    if (over_) return out;
    for (std::int32_t x = 0; x < state_.width; ++x)
        for (std::int32_t r = 0; r < state_.height; ++r) {
            const Cell& c = state_.at(x, r);
            if (!c.empty() && c.owner == state_.current_player) add_moves_of(x, r, out);
        }
    return out;
}

std::vector<GameMove> Game::moves_from(Square from) const {
    std::vector<GameMove> out;
    if (over_ || !on_board(from)) return out;
    const std::int32_t r = height() - 1 - from.y;
    const Cell& c = state_.at(from.x, r);
    if (!c.empty() && c.owner == state_.current_player) add_moves_of(from.x, r, out);
    return out;
}

bool Game::evaluate_finish() const {
    // All rules must hold (the original ANDs them); an empty list holds at once.
    for (const auto& f : rules_->finish) {
        if (f.kind == FinishKind::explicit_code) {
            if (!rules_->runner->finished(f.block, state_)) return false;
        } else {
            bool any = false;
            for (std::int32_t x = 0; x < state_.width && !any; ++x)
                for (std::int32_t r = 0; r < state_.height && !any; ++r) {
                    const Cell& c = state_.at(x, r);
                    if (c.empty() || c.owner != state_.current_player) continue;
                    std::vector<GameMove> found;
                    add_moves_of(x, r, found);
                    any = !found.empty();
                }
            if (any) return false;
        }
    }
    return true;
}

// The original's turn: move count, player change (before the piece moves), relocation
// (a captured piece is overwritten), on_end_reached, then the finish rules.
void Game::apply(const GameMove& m) {
    const std::int32_t cr = height() - 1 - m.from.y, tr = height() - 1 - m.to.y;
    ++state_.move_count;
    if (rules_->player_change_block)
        state_.current_player = rules_->runner->next_player(*rules_->player_change_block, state_);
    else
        state_.current_player = state_.current_player == 0 ? 1 : 0;
    Cell moved = state_.at(m.from.x, cr);
    if (m.spawn >= 0) moved.type = m.spawn;
    state_.at(m.to.x, tr) = moved;
    state_.at(m.from.x, cr) = Cell{};
    over_ = evaluate_finish();
    if (over_) state_.current_player = -1;
}

bool Game::play(const GameMove& move) {
    for (const auto& legal : moves_from(move.from)) {
        if (legal.to.x == move.to.x && legal.to.y == move.to.y && legal.spawn == move.spawn) {
            apply(legal);
            return true;
        }
    }
    return false;
}

std::uint64_t Game::perft(int depth) const {
    if (depth <= 0) return 1;
    depth = std::min(depth, limits::max_perft_depth);
    const auto list = moves();
    if (depth == 1) return list.size();
    std::uint64_t total = 0;
    for (const auto& m : list) {
        Game next = *this;
        next.apply(m);
        total += next.perft(depth - 1);
    }
    return total;
}

}  // namespace bn::bdl
