// The test oracle of the BDL runtime: the original's generated game played literally, as
// src/bdl/game.cpp played it before it mapped attacks (every candidate move checked on a copy of
// the board against a fresh scan of every enemy move, perft on copies). Slow on purpose and
// kept apart from the engine, so that differential_test.cpp can compare the two: same moves, in
// the same order, same turns, same ends, same perft. It takes the compiled piece types from a
// built Game (the compilation is not what it tests) and the invariants and finish rules from
// the description.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <tuple>
#include <vector>

#include "bdl/game.hpp"

namespace bdl_test {

struct LiteralGame {
    struct Invariant {
        bn::bdl::InvariantKind kind;
        std::vector<bool> applies;
        std::size_t block = 0;
    };
    struct Finish {
        bn::bdl::FinishKind kind;
        std::size_t block = 0;
    };

    std::vector<bn::bdl::PieceType> types;
    std::vector<Invariant> invariants;
    std::vector<Finish> finish;
    std::optional<std::size_t> player_change_block;
    bn::bdl::ExplicitRunner* runner = nullptr;
    bn::bdl::BoardState state;
    bool over = false;

    // `game` as built from `d` (no explicit pieces), explicit blocks numbered as Game numbers them.
    LiteralGame(const bn::bdl::Description& d, const bn::bdl::Game& game, bn::bdl::ExplicitRunner* run)
        : types(game.piece_types()), runner(run), state(game.state()), over(game.is_over()) {
        using namespace bn::bdl;
        // A block entry (MoveEntry::each) as the original compiles it: one entry per square.
        for (auto& type : types) {
            std::vector<MoveEntry> singles;
            for (const auto& e : type.entries) {
                if (!e.each) {
                    singles.push_back(e);
                    continue;
                }
                for (auto dx = e.x0; dx < e.x1; ++dx)
                    for (auto dy = e.ys[static_cast<std::size_t>(dx - e.x0)].first;
                         dy < e.ys[static_cast<std::size_t>(dx - e.x0)].second; ++dy)
                        singles.push_back(MoveEntry{dx, dx + 1, {{dy, dy + 1}}, e.killing});
            }
            type.entries = std::move(singles);
        }
        const auto blocks = Game::explicit_blocks(d);
        auto block_of = [&](ExplicitPart part, std::size_t nth) {
            for (std::size_t i = 0; i < blocks.size(); ++i)
                if (blocks[i].part == part && nth-- == 0) return i;
            return blocks.size();
        };
        auto type_of = [&](const std::string& name) {
            for (std::size_t i = 0; i < types.size(); ++i)
                if (types[i].name == name) return i;
            return types.size();
        };
        std::size_t explicit_invariants = 0, explicit_finish = 0;
        for (const auto& v : d.invariants) {
            Invariant inv{v.kind, std::vector<bool>(types.size(), false), 0};
            for (const auto& name : v.names) inv.applies[type_of(name.text)] = true;
            if (v.kind == InvariantKind::explicit_code)
                inv.block = block_of(ExplicitPart::invariant, explicit_invariants++);
            invariants.push_back(inv);
        }
        for (const auto& f : d.finish)
            finish.push_back(
                {f.kind, f.kind == FinishKind::explicit_code ? block_of(ExplicitPart::finish, explicit_finish++) : 0});
        for (const auto& rule : d.rules)
            if (rule.code && rule.kind == RuleKind::player_change)
                player_change_block = block_of(ExplicitPart::player_change, 0);
    }

    template <class Visit>
    void scan(const bn::bdl::BoardState& board, std::int32_t x, std::int32_t r, Visit&& visit) const {
        const bn::bdl::Cell mover = board.at(x, r);
        const auto& type = types[static_cast<std::size_t>(mover.type)];
        const bool flip = type.mirrored && mover.flag;
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
                    const auto& target = board.at(static_cast<std::int32_t>(tx), static_cast<std::int32_t>(tr));
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

    std::vector<bool> attacked_squares(const bn::bdl::BoardState& board, std::int32_t defender) const {
        std::vector<bool> attacked(board.cells.size(), false);
        for (std::int32_t x = 0; x < board.width; ++x)
            for (std::int32_t r = 0; r < board.height; ++r) {
                const auto& c = board.at(x, r);
                if (c.empty() || c.owner == defender) continue;
                scan(board, x, r, [&](std::int32_t tx, std::int32_t tr) {
                    attacked[static_cast<std::size_t>(tx) * board.height + tr] = true;
                });
            }
        return attacked;
    }

    bool allowed(std::int32_t cx, std::int32_t cr, std::int32_t tx, std::int32_t tr) const {
        using bn::bdl::InvariantKind;
        const auto mover = state.at(cx, cr);
        const auto target = state.at(tx, tr);
        std::optional<bn::bdl::BoardState> after;
        std::vector<bool> attacked;
        auto attacks = [&]() -> const std::vector<bool>& {
            if (!after) {
                after = state;
                after->at(tx, tr) = mover;
                after->at(cx, cr) = bn::bdl::Cell{};
                attacked = attacked_squares(*after, mover.owner);
            }
            return attacked;
        };
        for (const auto& inv : invariants) {
            switch (inv.kind) {
                case InvariantKind::cant_risk:
                    if (inv.applies[static_cast<std::size_t>(mover.type)] &&
                        attacks()[static_cast<std::size_t>(tx) * state.height + tr])
                        return false;
                    break;
                case InvariantKind::protect_piece: {
                    const auto& hit = attacks();
                    for (std::size_t i = 0; i < hit.size(); ++i) {
                        const auto& c = after->cells[i];
                        if (hit[i] && !c.empty() && inv.applies[static_cast<std::size_t>(c.type)]) return false;
                    }
                    break;
                }
                case InvariantKind::pawn_movement: {
                    if (!inv.applies[static_cast<std::size_t>(mover.type)]) break;
                    const bool enemy_there = !target.empty() && target.owner != mover.owner;
                    if (tx == cx && target.empty()) {
                        const bool start_row = mover.flag ? cr == state.height - 2 : cr == 1;
                        if (std::abs(tr - cr) > 1 && !start_row) return false;
                    } else if (!enemy_there) {
                        return false;
                    }
                    break;
                }
                case InvariantKind::explicit_code:
                    if (!runner->allows(inv.block, state, cx, cr, tx, tr)) return false;
                    break;
            }
        }
        return true;
    }

    bn::bdl::Square square(std::int32_t x, std::int32_t r) const { return {x, state.height - 1 - r}; }

    void add_moves_of(std::int32_t x, std::int32_t r, std::vector<bn::bdl::GameMove>& out) const {
        const auto mover = state.at(x, r);
        const auto& type = types[static_cast<std::size_t>(mover.type)];
        const std::int32_t far_row = mover.flag ? 0 : state.height - 1;
        scan(state, x, r, [&](std::int32_t tx, std::int32_t tr) {
            if (!allowed(x, r, tx, tr)) return;
            bn::bdl::GameMove m{square(x, r), square(tx, tr), -1, state.at(tx, tr).type};
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

    std::vector<bn::bdl::GameMove> moves() const {
        std::vector<bn::bdl::GameMove> out;
        if (over) return out;
        for (std::int32_t x = 0; x < state.width; ++x)
            for (std::int32_t r = 0; r < state.height; ++r) {
                const auto& c = state.at(x, r);
                if (!c.empty() && c.owner == state.current_player) add_moves_of(x, r, out);
            }
        return out;
    }

    std::vector<bn::bdl::GameMove> moves_from(bn::bdl::Square from) const {
        std::vector<bn::bdl::GameMove> out;
        if (over || from.x < 0 || from.y < 0 || from.x >= state.width || from.y >= state.height) return out;
        const std::int32_t r = state.height - 1 - from.y;
        const auto& c = state.at(from.x, r);
        if (!c.empty() && c.owner == state.current_player) add_moves_of(from.x, r, out);
        return out;
    }

    bool evaluate_finish() const {
        for (const auto& f : finish) {
            if (f.kind == bn::bdl::FinishKind::explicit_code) {
                if (!runner->finished(f.block, state)) return false;
            } else {
                bool any = false;
                for (std::int32_t x = 0; x < state.width && !any; ++x)
                    for (std::int32_t r = 0; r < state.height && !any; ++r) {
                        const auto& c = state.at(x, r);
                        if (c.empty() || c.owner != state.current_player) continue;
                        std::vector<bn::bdl::GameMove> found;
                        add_moves_of(x, r, found);
                        any = !found.empty();
                    }
                if (any) return false;
            }
        }
        return true;
    }

    void apply(const bn::bdl::GameMove& m) {
        const std::int32_t cr = state.height - 1 - m.from.y, tr = state.height - 1 - m.to.y;
        ++state.move_count;
        if (player_change_block)
            state.current_player = runner->next_player(*player_change_block, state);
        else
            state.current_player = state.current_player == 0 ? 1 : 0;
        auto moved = state.at(m.from.x, cr);
        if (m.spawn >= 0) moved.type = m.spawn;
        state.at(m.to.x, tr) = moved;
        state.at(m.from.x, cr) = bn::bdl::Cell{};
        over = evaluate_finish();
        if (over) state.current_player = -1;
    }

    std::uint64_t perft(int depth) const {
        if (depth <= 0) return 1;
        const auto list = moves();
        if (depth == 1) return list.size();
        std::uint64_t total = 0;
        for (const auto& m : list) {
            LiteralGame next = *this;
            next.apply(m);
            total += next.perft(depth - 1);
        }
        return total;
    }
};

}  // namespace bdl_test
