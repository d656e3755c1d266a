// Playing a BDL game: the move scan, invariants and finish rules of the original runtime
// (bdl-reference.md 2.6-2.8), in the screen frame the original works in (x = column, r = row
// from the top, a square's index x * height + r); the public functions speak the BDL frame
// (y = row from the bottom).
//
// The original checks each candidate move on a copy of the board, scanning every enemy move
// again: work of the order of (pieces x reach)^2 per position, hours for a big board. Here the
// enemy's attacks are mapped once per position and each candidate costs only the rescans of the
// entries its two squares change (attacks.hpp); perft plays and takes back moves on one copy.
// The moves and their order are the original's (tests/native/bdl/differential_test.cpp compares
// them with the literal algorithm). Every operation has a work budget (work.hpp).
#include <algorithm>
#include <cstdlib>
#include <string>
#include <utility>

#include "bdl/game_rules.hpp"
#include "bdl/scan.hpp"

namespace bn::bdl {

const std::vector<PieceType>& Game::piece_types() const { return rules_->types; }

Diagnostic too_much_work(const char* operation) {
    Diagnostics out;
    out.error(
        "bdl.too_much_work", 0, 0,
        {{"operation", std::string("bdl.operation.") + operation, true}, {"limit", std::to_string(limits::max_work)}});
    return std::move(out.items().front());
}

namespace {

// Runs `body` (an operation on a fresh budget); its value, or bdl.too_much_work when the budget
// ran out.
template <class T, class Body>
Outcome<T> within_budget(const char* operation, Body&& body) {
    try {
        return {true, std::forward<Body>(body)(), {}};
    } catch (const WorkExhausted&) {
        return {false, T{}, {too_much_work(operation)}};
    }
}

// Calls found(square) for each square set in `bits`, in ascending order, until it returns true.
template <class Found>
bool any_square(const std::vector<std::uint64_t>& bits, Found&& found) {
    for (std::size_t w = 0; w < bits.size(); ++w)
        for (std::uint64_t word = bits[w]; word != 0; word &= word - 1)
            if (found(static_cast<std::uint32_t>(w * 64 + static_cast<std::size_t>(__builtin_ctzll(word)))))
                return true;
    return false;
}

}  // namespace

// What play() and perft need to take a move back.
struct Game::Undo {
    std::uint32_t from, to;
    Cell moved, taken;
    std::int32_t player;
    std::int64_t move_count;
    bool over;
};

// Owners are 0 or 1 (bdl.bad_owner): the index of occupied_.
void Game::place(std::uint32_t square, const Cell& cell) {
    const std::uint64_t bit = std::uint64_t{1} << (square % 64);
    Cell& old = state_.cells[square];
    if (!old.empty()) occupied_[static_cast<std::size_t>(old.owner)][square / 64] &= ~bit;
    old = cell;
    if (!cell.empty()) occupied_[static_cast<std::size_t>(cell.owner)][square / 64] |= bit;
}

// The invariants, all of which must allow a move (evaluated in order, stopping at the first
// refusal). What the attack-based ones ask about the board after the move is answered once
// per move, over every row and column (the original loops rows 0..width-1, wrong on non-square
// boards), from the map of the enemy's attacks on the position.
bool Game::allowed(Operation& op, std::uint32_t from, std::uint32_t to) const {
    const Cell mover = state_.cells[from];
    const Cell target = state_.cells[to];
    bool looked = false;
    auto after = [&]() -> const AttackMap& {
        if (!looked) {
            if (op.attacks_position != position_ || op.attacks_defender != mover.owner) {
                op.attacks.build(state_, rules_->types, occupied_[mover.owner == 0 ? 1 : 0], rules_->protected_types,
                                 op.work);
                op.attacks_position = position_;
                op.attacks_defender = mover.owner;
            }
            op.attacks.look_after(state_, rules_->types, from, to, rules_->protected_types, op.work);
            looked = true;
        }
        return op.attacks;
    };
    const auto h = static_cast<std::uint32_t>(height());
    const auto cx = static_cast<std::int32_t>(from / h), cr = static_cast<std::int32_t>(from % h);
    const auto tx = static_cast<std::int32_t>(to / h), tr = static_cast<std::int32_t>(to % h);
    for (const auto& inv : rules_->invariants) {
        switch (inv.kind) {
            case InvariantKind::cant_risk:
                if (inv.applies[static_cast<std::size_t>(mover.type)] && after().target_attacked()) return false;
                break;
            case InvariantKind::protect_piece:
                if (after().protected_attacked(inv.block)) return false;
                break;
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
                op.work.spend(limits::explicit_call_units(state_.cells.size()));
                if (!rules_->runner->allows(inv.block, state_, cx, cr, tx, tr)) return false;
                break;
        }
    }
    return true;
}

// Calls found(move) for each legal move of the piece on `square`, in the original's order: entry
// by entry, each scanned nearest square first (scan.hpp).
template <class Found>
void Game::legal_moves_of(Operation& op, std::uint32_t square, Found&& found) const {
    const Cell mover = state_.cells[square];
    const PieceType& type = rules_->types[static_cast<std::size_t>(mover.type)];
    const auto h = static_cast<std::uint32_t>(height());
    const auto x = static_cast<std::int32_t>(square / h), r = static_cast<std::int32_t>(square % h);
    // The far row for the piece's flag (bdl-reference.md 2.4).
    const std::int32_t far_row = mover.flag ? 0 : state_.height - 1;
    for (const auto& entry : type.entries)
        scan_entry(
            BoardNow{state_}, entry, type.mirrored && mover.flag, mover.owner, x, r, op.work,
            [&](std::int32_t tx, std::int32_t tr) {
                const auto to = square_index(state_, tx, tr);
                if (!allowed(op, square, to)) return;
                GameMove m{this->square(square), this->square(to), -1, state_.cells[to].type};
                if (tr == far_row && !type.spawn.empty()) {
                    for (auto choice : type.spawn) {
                        m.spawn = choice;
                        found(m);
                    }
                } else {
                    found(m);
                }
            },
            [](std::int32_t, std::int32_t) {});
}

void Game::add_moves_of(Operation& op, std::uint32_t square, std::vector<GameMove>& out) const {
    legal_moves_of(op, square, [&](const GameMove& m) { out.push_back(m); });
}

std::vector<GameMove> Game::all_moves(Operation& op) const {
    std::vector<GameMove> out;
    const auto player = state_.current_player;
    if (over_ || (player != 0 && player != 1)) return out;
    any_square(occupied_[static_cast<std::size_t>(player)], [&](std::uint32_t square) {
        add_moves_of(op, square, out);
        return false;
    });
    return out;
}

// Whether the player to move has a legal move: the pieces in order, each with all its moves
// (as the original's finish rule asks), until one has some.
bool Game::has_legal_move(Operation& op) const {
    const auto player = state_.current_player;
    if (player != 0 && player != 1) return false;
    std::vector<GameMove> found;
    return any_square(occupied_[static_cast<std::size_t>(player)], [&](std::uint32_t square) {
        add_moves_of(op, square, found);
        return !found.empty();
    });
}

bool Game::evaluate_finish(Operation& op) const {
    // All rules must hold (the original ANDs them); an empty list holds at once.
    for (const auto& f : rules_->finish) {
        if (f.kind == FinishKind::explicit_code) {
            op.work.spend(limits::explicit_call_units(state_.cells.size()));
            if (!rules_->runner->finished(f.block, state_)) return false;
        } else if (has_legal_move(op)) {
            return false;
        }
    }
    return true;
}

// The original's turn up to the finish rules: move count, player change (before the piece
// moves), relocation (a captured piece is overwritten), on_end_reached.
Game::Undo Game::make(Operation& op, const GameMove& m) {
    const std::uint32_t from = square_index(state_, m.from.x, height() - 1 - m.from.y);
    const std::uint32_t to = square_index(state_, m.to.x, height() - 1 - m.to.y);
    Undo undo{from, to, state_.cells[from], state_.cells[to], state_.current_player, state_.move_count, over_};
    ++state_.move_count;
    if (rules_->player_change_block) {
        op.work.spend(limits::explicit_call_units(state_.cells.size()));
        state_.current_player = rules_->runner->next_player(*rules_->player_change_block, state_);
    } else {
        state_.current_player = state_.current_player == 0 ? 1 : 0;
    }
    Cell moved = undo.moved;
    if (m.spawn >= 0) moved.type = m.spawn;
    place(to, moved);
    place(from, Cell{});
    ++position_;
    return undo;
}

// The end of the original's turn: the finish rules.
void Game::end_turn(Operation& op) {
    over_ = evaluate_finish(op);
    if (over_) state_.current_player = -1;
}

void Game::unmake(const Undo& undo) {
    place(undo.from, undo.moved);
    place(undo.to, undo.taken);
    state_.current_player = undo.player;
    state_.move_count = undo.move_count;
    over_ = undo.over;
    ++position_;
}

Outcome<std::vector<GameMove>> Game::moves() const {
    Operation op;
    return within_budget<std::vector<GameMove>>("moves", [&] { return all_moves(op); });
}

Outcome<std::vector<GameMove>> Game::moves_from(Square from) const {
    Operation op;
    return within_budget<std::vector<GameMove>>("moves", [&] {
        std::vector<GameMove> out;
        if (over_ || !on_board(from)) return out;
        const auto square = square_index(state_, from.x, height() - 1 - from.y);
        const Cell& c = state_.cells[square];
        if (!c.empty() && c.owner == state_.current_player) add_moves_of(op, square, out);
        return out;
    });
}

Outcome<bool> Game::play(const GameMove& move) {
    Operation op;
    std::optional<Undo> undo;
    auto outcome = within_budget<bool>("move", [&] {
        if (over_ || !on_board(move.from)) return false;
        const auto from = square_index(state_, move.from.x, height() - 1 - move.from.y);
        const Cell& c = state_.cells[from];
        if (c.empty() || c.owner != state_.current_player) return false;
        std::vector<GameMove> legal;
        add_moves_of(op, from, legal);
        for (const auto& m : legal) {
            if (m.to.x == move.to.x && m.to.y == move.to.y && m.spawn == move.spawn) {
                undo = make(op, m);
                end_turn(op);
                return true;
            }
        }
        return false;
    });
    if (!outcome.ok && undo) unmake(*undo);
    return outcome;
}

std::uint64_t Game::count(Operation& op, int depth) {
    std::uint64_t total = 0;
    const auto player = state_.current_player;
    if (depth == 1) {  // the last ply is counted, not listed
        if (over_ || (player != 0 && player != 1)) return 0;
        any_square(occupied_[static_cast<std::size_t>(player)], [&](std::uint32_t square) {
            legal_moves_of(op, square, [&](const GameMove&) { ++total; });
            return false;
        });
        return total;
    }
    const auto list = all_moves(op);
    for (const auto& m : list) {
        const Undo undo = make(op, m);
        end_turn(op);
        total += count(op, depth - 1);
        unmake(undo);
    }
    return total;
}

Outcome<std::uint64_t> Game::perft(int depth) const {
    if (depth <= 0) return {true, 1, {}};
    Game search = *this;  // plays and takes back moves on its own copy
    Operation op;
    return within_budget<std::uint64_t>("perft",
                                        [&] { return search.count(op, std::min(depth, limits::max_perft_depth)); });
}

}  // namespace bn::bdl
