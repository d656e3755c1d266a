// Description -> game: move entries compiled as the original compiler compiles them
// (bdl-reference.md 2.5), the initial board with its mirrored copies (2.3), invariants and
// finish rules. Explicit blocks are numbered in source order; the game only runs those it
// needs, through the ExplicitRunner the caller provides.
#include <algorithm>
#include <map>

#include "bdl/game_rules.hpp"
#include "bdl/checks.hpp"
#include "bdl/columns.hpp"
#include "bdl/parser.hpp"

namespace bn::bdl {

const char* explicit_part_name(ExplicitPart part) {
    switch (part) {
        case ExplicitPart::coloring: return "coloring";
        case ExplicitPart::player_change: return "player_change";
        case ExplicitPart::piece: return "piece";
        case ExplicitPart::piece_property: return "piece_property";
        case ExplicitPart::on_end_reached: return "on_end_reached";
        case ExplicitPart::move: return "move";
        case ExplicitPart::invariant: return "invariant";
        case ExplicitPart::finish: return "finish";
    }
    return "";
}

std::vector<ExplicitBlock> Game::explicit_blocks(const Description& d) {
    std::vector<ExplicitBlock> blocks;
    auto add = [&](ExplicitPart part, const Explicit& e, std::string kills = {}) {
        blocks.push_back({part, e.code, e.span, std::move(kills)});
    };
    for (const auto& rule : d.rules)
        if (rule.code)
            add(rule.kind == RuleKind::coloring ? ExplicitPart::coloring : ExplicitPart::player_change, *rule.code);
    for (const auto& piece : d.pieces) {
        if (piece.is_code) {
            add(ExplicitPart::piece, piece.code);
            continue;
        }
        for (const auto& move : piece.moves)
            if (move.kind == MoveKind::explicit_code)
                add(ExplicitPart::move, move.code, move.kills.value_or(true) ? "true" : "false");
        for (const auto& m : piece.modifiers) {
            if (m.kind == ModifierKind::explicit_code) add(ExplicitPart::piece_property, m.code);
            if (m.kind == ModifierKind::on_end_reached_code) add(ExplicitPart::on_end_reached, m.code);
        }
    }
    for (const auto& v : d.invariants)
        if (v.kind == InvariantKind::explicit_code) add(ExplicitPart::invariant, v.code);
    for (const auto& f : d.finish)
        if (f.kind == FinishKind::explicit_code) add(ExplicitPart::finish, f.code);
    return blocks;
}

namespace {

// A line move's bounds split around 0, as half-open intervals (at most two, never empty).
// Bounds past `reach` (which exceeds the board) only add squares off the board: they are
// clamped to it, which also keeps hi + 1 from overflowing.
std::vector<std::pair<std::int32_t, std::int32_t>> line_intervals(const Move& m, std::int32_t reach) {
    const std::int32_t lo = std::max(m.lower ? m.lower->value : -reach, -reach);
    const std::int32_t hi = std::min(m.upper ? m.upper->value : reach, reach);
    if (lo < 0 && hi > 0) return {{lo, 0}, {1, hi + 1}};
    if (lo > hi) return {};  // the whole range lies past the board on one side
    return {{lo, hi + 1}};
}

// dx or dy values past the board never land on it: clamping a vector's range to them keeps
// its meaning and bounds the number of entries.
std::pair<std::int64_t, std::int64_t> clamp(const Component& c, std::int32_t side) {
    return {std::max<std::int64_t>(c.lo, -side), std::min<std::int64_t>(c.hi, side)};
}

void compile_move(const Move& m, std::int32_t reach, std::int32_t width, std::int32_t height,
                  std::vector<MoveEntry>& out) {
    const bool killing = m.kills.value_or(true);
    switch (m.kind) {
        case MoveKind::vector: {
            // The original's one-square entries, one per (dx, dy), as one block entry.
            const auto [x0, x1] = clamp(m.vector.x, width);
            const auto [y0, y1] = clamp(m.vector.y, height);
            if (x0 > x1 || y0 > y1) return;
            const std::pair<std::int32_t, std::int32_t> ys{static_cast<std::int32_t>(y0),
                                                           static_cast<std::int32_t>(y1) + 1};
            out.push_back(
                MoveEntry{static_cast<std::int32_t>(x0), static_cast<std::int32_t>(x1) + 1,
                          std::vector<std::pair<std::int32_t, std::int32_t>>(static_cast<std::size_t>(x1 - x0 + 1), ys),
                          killing, true});
            return;
        }
        case MoveKind::horizontal:
            for (auto [a, b] : line_intervals(m, reach))
                out.push_back(
                    MoveEntry{a, b, std::vector<std::pair<std::int32_t, std::int32_t>>(b - a, {0, 1}), killing});
            return;
        case MoveKind::vertical:
            for (auto [a, b] : line_intervals(m, reach)) out.push_back(MoveEntry{0, 1, {{a, b}}, killing});
            return;
        case MoveKind::diagonal: {
            // The original emits both rising entries, then both falling ones.
            const auto intervals = line_intervals(m, reach);
            for (int sign : {1, -1}) {
                for (auto [a, b] : intervals) {
                    MoveEntry e{a, b, {}, killing};
                    for (std::int32_t dx = a; dx < b; ++dx) e.ys.push_back({sign * dx, sign * dx + 1});
                    out.push_back(std::move(e));
                }
            }
            return;
        }
        case MoveKind::explicit_code: return;
    }
}

const Rule* find_rule(const Description& d, RuleKind kind) {
    for (const auto& r : d.rules)
        if (r.kind == kind) return &r;
    return nullptr;
}

}  // namespace

Parsed<std::shared_ptr<Game>> Game::create(const Description& d, std::string_view text,
                                           const std::shared_ptr<ExplicitRunner>& runner) {
    Parsed<std::shared_ptr<Game>> result;
    Diagnostics out;
    auto checked = check(d, text);
    if (std::any_of(checked.begin(), checked.end(),
                    [](const Diagnostic& x) { return x.severity == Severity::error; })) {
        out.error("bdl.not_runnable", 0, 0);
        result.diagnostics = std::move(out.items());
        result.diagnostics.insert(result.diagnostics.end(), checked.begin(), checked.end());
        return result;
    }

    const auto blocks = explicit_blocks(d);
    for (const auto& block : blocks) {
        const auto part = block.part;
        if (part == ExplicitPart::coloring) continue;  // colours are not part of play
        MessageArg arg{"part", std::string("bdl.part.") + explicit_part_name(part), true};
        if (part == ExplicitPart::piece || part == ExplicitPart::piece_property || part == ExplicitPart::on_end_reached)
            out.error("bdl.unsupported_explicit", block.span.offset, block.span.length, {arg});
        else if (!runner)
            out.error("bdl.needs_evaluator", block.span.offset, block.span.length, {arg});
    }
    if (out.has_errors()) {
        result.diagnostics = text.empty() ? std::move(out.items()) : resolve_positions(text, std::move(out.items()));
        return result;
    }
    if (runner) {
        std::vector<std::string> piece_names;
        for (const auto& piece : d.pieces)
            if (!piece.is_code) piece_names.push_back(piece.name.text);
        runner->prepare(blocks, piece_names);
    }

    auto rules = std::make_shared<Rules>();
    rules->runner = runner;
    const std::int32_t width = find_rule(d, RuleKind::width)->number.value;
    const std::int32_t height = find_rule(d, RuleKind::height)->number.value;
    const std::int32_t reach = std::max(width, height) + 2;

    std::map<std::string, std::int32_t> index;
    for (const auto& piece : d.pieces) {
        index[piece.name.text] = static_cast<std::int32_t>(rules->types.size());
        rules->types.push_back(PieceType{piece.name.text, {}, false, {}});
    }
    std::size_t block = 0;
    auto next_block = [&](ExplicitPart part) {
        while (blocks[block].part != part) ++block;
        return block++;
    };
    for (const auto& rule : d.rules)
        if (rule.code) {
            auto b = next_block(rule.kind == RuleKind::coloring ? ExplicitPart::coloring : ExplicitPart::player_change);
            if (rule.kind == RuleKind::player_change) rules->player_change_block = b;
        }
    for (std::size_t p = 0; p < d.pieces.size(); ++p) {
        auto& type = rules->types[p];
        for (const auto& move : d.pieces[p].moves) {
            if (move.kind == MoveKind::explicit_code) {
                auto entries = runner->move_entries(next_block(ExplicitPart::move));
                type.entries.insert(type.entries.end(), entries.begin(), entries.end());
            } else {
                compile_move(move, reach, width, height, type.entries);
            }
        }
        for (const auto& m : d.pieces[p].modifiers) {
            if (m.kind == ModifierKind::mirrored) type.mirrored = m.flag.value_or(true);
            if (m.kind == ModifierKind::spawn) {
                type.spawn.clear();
                for (const auto& name : m.names) type.spawn.push_back(index[name.text]);
            }
        }
    }
    for (const auto& v : d.invariants) {
        Rules::Invariant inv{v.kind, std::vector<bool>(rules->types.size(), false), 0};
        if (v.kind == InvariantKind::explicit_code) inv.block = next_block(ExplicitPart::invariant);
        for (const auto& name : v.names) inv.applies[index[name.text]] = true;
        if (v.kind == InvariantKind::protect_piece) {
            inv.block = rules->protected_types.size();
            rules->protected_types.push_back(inv.applies);
        }
        rules->invariants.push_back(std::move(inv));
    }
    for (const auto& f : d.finish)
        rules->finish.push_back({f.kind, f.kind == FinishKind::explicit_code ? next_block(ExplicitPart::finish) : 0});

    std::shared_ptr<Game> game(new Game());
    game->rules_ = rules;
    auto& state = game->state_;
    state.width = width;
    state.height = height;
    state.cells.assign(static_cast<std::size_t>(width) * height, Cell{});
    state.current_player = find_rule(d, RuleKind::first_player)->number.value;
    // Placements in source order, later writes winning (bdl-reference.md 2.3): each vector writes
    // its squares x ascending, then y ascending, each square's mirrored copy right after it. Done
    // backwards, so that each square is written once, by the last write; a vector then costs a
    // few words per column (columns.hpp) plus the squares it is the last to write.
    struct Placed {
        const Vector* vector;
        std::int32_t type, owner;
        bool mirrored;
    };
    std::vector<Placed> placed;
    for (const auto& placement : d.placements) {
        std::int32_t owner = 0;
        bool mirrored = false;
        for (const auto& m : placement.modifiers) {
            if (m.kind == PlacementModifierKind::owner)
                owner = m.owner.value;
            else
                mirrored = m.flag.value_or(true);
        }
        for (const auto& v : placement.positions[0].vectors)
            placed.push_back({&v, index[placement.name.text], owner, mirrored});
    }
    std::vector<std::uint64_t> written(static_cast<std::size_t>(width) * column_words, 0);
    for (auto p = placed.rbegin(); p != placed.rend(); ++p) {
        const Vector& v = *p->vector;
        // Screen rows: a declared piece on y goes to r = height - 1 - y, its copy to r = y.
        std::uint64_t declared[column_words] = {}, copies[column_words] = {};
        set_bits(declared, height - 1 - v.y.hi, height - 1 - v.y.lo);
        if (p->mirrored) set_bits(copies, v.y.lo, v.y.hi);
        for (std::int32_t x = v.x.lo; x <= v.x.hi; ++x) {
            std::uint64_t* done = &written[static_cast<std::size_t>(x) * column_words];
            for (std::size_t w = 0; w < column_words; ++w) {
                for (std::uint64_t fresh = (declared[w] | copies[w]) & ~done[w]; fresh != 0; fresh &= fresh - 1) {
                    const auto r = static_cast<std::int32_t>(w * 64 + static_cast<std::size_t>(__builtin_ctzll(fresh)));
                    const std::uint64_t bit = std::uint64_t{1} << (r % 64);
                    // Both: the declared piece of y = height - 1 - r or the copy of y = r, whichever
                    // the vector writes later (the copy when it is the same y).
                    const bool copy = (copies[w] & bit) && (!(declared[w] & bit) || r >= height - 1 - r);
                    state.at(x, r) = copy ? Cell{p->type, p->owner == 1 ? 0 : 1, false} : Cell{p->type, p->owner, true};
                }
                done[w] |= declared[w] | copies[w];
            }
        }
    }
    for (auto& bits : game->occupied_) bits.assign((state.cells.size() + 63) / 64, 0);
    for (std::uint32_t square = 0; square < state.cells.size(); ++square) {
        const Cell cell = state.cells[square];
        if (!cell.empty()) game->place(square, cell);
    }
    Operation op;
    try {
        game->over_ = game->evaluate_finish(op);
    } catch (const WorkExhausted&) {
        result.diagnostics.push_back(too_much_work("game"));
        result.diagnostics.insert(result.diagnostics.end(), checked.begin(), checked.end());
        return result;
    }
    result.ok = true;
    result.value = std::move(game);
    result.diagnostics = std::move(checked);
    return result;
}

}  // namespace bn::bdl
