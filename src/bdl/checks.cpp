// The semantic checks the original compiler does not make (bdl-reference.md 3): with them,
// a description that passes without errors builds a game whose every part is well defined.
#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include "bdl/checks.hpp"

#include "bdl/limits.hpp"
#include "bdl/parser.hpp"
#include "common/guarded.hpp"

namespace bn::bdl {

namespace {

class Checker {
public:
    explicit Checker(const Description& d) : d_(d) {}

    std::vector<Diagnostic> run() {
        check_rules();
        check_pieces();
        check_placements();
        check_invariants();
        if (d_.finish.empty()) out_.warning("bdl.empty_finish", d_.sections[4].offset, d_.sections[4].length);
        return std::move(out_.items());
    }

private:
    void error(const char* code, Span s, std::vector<MessageArg> args = {}) {
        out_.error(code, s.offset, s.length, std::move(args));
    }

    void check_rules() {
        std::map<RuleKind, const Rule*> seen;
        for (const auto& rule : d_.rules) {
            if (seen.count(rule.kind)) {
                error("bdl.duplicate_rule", rule.span, {{"rule", rule_keyword(rule.kind)}});
                continue;
            }
            seen[rule.kind] = &rule;
            const auto value = rule.number.value;
            if (rule.kind == RuleKind::first_player && value != 0 && value != 1)
                error("bdl.bad_player", rule.number.span, {{"value", std::to_string(value)}});
            if ((rule.kind == RuleKind::width || rule.kind == RuleKind::height) &&
                (value < 1 || value > limits::max_board_side))
                error("bdl.bad_size", rule.number.span,
                      {{"rule", rule_keyword(rule.kind)},
                       {"value", std::to_string(value)},
                       {"limit", std::to_string(limits::max_board_side)}});
        }
        for (RuleKind kind :
             {RuleKind::first_player, RuleKind::width, RuleKind::height, RuleKind::coloring, RuleKind::player_change})
            if (!seen.count(kind)) error("bdl.missing_rule", d_.sections[0], {{"rule", rule_keyword(kind)}});
        width_ = valid_size(seen, RuleKind::width);
        height_ = valid_size(seen, RuleKind::height);
        const std::int32_t w = seen.count(RuleKind::width) ? seen[RuleKind::width]->number.value : 8;
        const std::int32_t h = seen.count(RuleKind::height) ? seen[RuleKind::height]->number.value : 8;
        reach_ = std::max(w, h) + 2;  // the original's default bound (bdl-reference.md 2.5)
    }

    static std::int32_t valid_size(std::map<RuleKind, const Rule*>& seen, RuleKind kind) {
        if (!seen.count(kind)) return 0;
        const auto v = seen[kind]->number.value;
        return v >= 1 && v <= limits::max_board_side ? v : 0;
    }

    void check_range(const Component& c) {
        if (c.range && c.lo > c.hi)
            error("bdl.empty_range", c.span, {{"lo", std::to_string(c.lo)}, {"hi", std::to_string(c.hi)}});
    }

    void check_pieces() {
        for (const auto& piece : d_.pieces) {
            if (piece.is_code) continue;
            if (!defined_.insert(piece.name.text).second)
                error("bdl.duplicate_piece", piece.name.span, {{"name", piece.name.text}});
        }
        for (const auto& piece : d_.pieces) {
            for (const auto& move : piece.moves) check_move(move);
            for (const auto& modifier : piece.modifiers)
                if (modifier.kind == ModifierKind::spawn) check_names(modifier.names);
        }
    }

    void check_move(const Move& move) {
        if (move.kind == MoveKind::vector) {
            check_range(move.vector.x);
            check_range(move.vector.y);
            return;
        }
        if (move.kind == MoveKind::explicit_code) return;
        for (const auto& bound : {move.lower, move.upper})
            if (bound && bound->value == 0) error("bdl.zero_bound", bound->span);
        const std::int64_t lo = move.lower ? move.lower->value : -reach_;
        const std::int64_t hi = move.upper ? move.upper->value : reach_;
        if (lo > hi) error("bdl.empty_range", move.span, {{"lo", std::to_string(lo)}, {"hi", std::to_string(hi)}});
    }

    void check_names(const std::vector<Name>& names) {
        for (const auto& name : names)
            if (!defined_.count(name.text)) error("bdl.undefined_piece", name.span, {{"name", name.text}});
    }

    void check_placements() {
        std::set<std::string> placed;
        std::map<std::pair<std::int64_t, std::int64_t>, bool> occupied;
        for (const auto& placement : d_.placements) {
            if (placement.is_code) {
                error("bdl.explicit_placement", placement.code.span);
                continue;
            }
            check_names({placement.name});
            if (!placed.insert(placement.name.text).second)
                error("bdl.duplicate_placement", placement.name.span, {{"name", placement.name.text}});
            bool mirrored = false;
            for (const auto& modifier : placement.modifiers) {
                if (modifier.kind == PlacementModifierKind::mirrored) mirrored = modifier.flag.value_or(true);
                const auto owner = modifier.owner.value;
                if (modifier.kind == PlacementModifierKind::owner && owner != 0 && owner != 1)
                    error("bdl.bad_owner", modifier.owner.span, {{"value", std::to_string(owner)}});
            }
            if (placement.positions.empty()) {
                error("bdl.placement_without_positions", placement.name.span, {{"name", placement.name.text}});
                continue;
            }
            for (std::size_t i = 1; i < placement.positions.size(); ++i)
                out_.warning("bdl.several_positions", placement.positions[i].span.offset,
                             placement.positions[i].span.length, {{"name", placement.name.text}});
            for (const auto& vector : placement.positions[0].vectors) check_position(vector, mirrored, occupied);
        }
    }

    void check_position(const Vector& v, bool mirrored,
                        std::map<std::pair<std::int64_t, std::int64_t>, bool>& occupied) {
        check_range(v.x);
        check_range(v.y);
        if (width_ == 0 || height_ == 0) return;
        bool reported_outside = false;
        for (std::int64_t x = v.x.lo; x <= v.x.hi; ++x) {
            for (std::int64_t y = v.y.lo; y <= v.y.hi; ++y) {
                if (x < 0 || x >= width_ || y < 0 || y >= height_) {
                    if (!reported_outside)
                        error("bdl.position_outside", v.span,
                              {{"x", std::to_string(x)},
                               {"y", std::to_string(y)},
                               {"width", std::to_string(width_)},
                               {"height", std::to_string(height_)}});
                    reported_outside = true;
                    // A range crossing the board is reported once, then not walked further.
                    x = v.x.hi;
                    break;
                }
                for (auto cell : {std::pair{x, y}, std::pair{x, std::int64_t{height_} - 1 - y}}) {
                    if (!occupied.emplace(cell, true).second)
                        out_.warning("bdl.overlapping_position", v.span.offset, v.span.length,
                                     {{"x", std::to_string(cell.first)}, {"y", std::to_string(cell.second)}});
                    if (!mirrored) break;
                }
            }
        }
    }

    void check_invariants() {
        for (const auto& invariant : d_.invariants) check_names(invariant.names);
    }

    const Description& d_;
    Diagnostics out_;
    std::set<std::string> defined_;
    std::int32_t width_ = 0, height_ = 0;
    std::int64_t reach_ = 10;
};

}  // namespace

std::vector<Diagnostic> check(const Description& description, std::string_view text) {
    std::vector<Diagnostic> items;
    Diagnostics failure;
    if (!guarded(failure, [&] { items = Checker(description).run(); })) return std::move(failure.items());
    if (text.empty()) {
        sort_by_offset(items);
        return items;
    }
    return resolve_positions(text, std::move(items));
}

}  // namespace bn::bdl
