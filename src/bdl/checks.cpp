// The semantic checks the original compiler does not make (bdl-reference.md 3): with them,
// a description that passes without errors builds a game whose every part is well defined.
#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include "bdl/checks.hpp"

#include "bdl/columns.hpp"
#include "bdl/limits.hpp"
#include "bdl/parser.hpp"
#include "common/guarded.hpp"
#include "common/limits.hpp"

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
        if (width_ > 0 && height_ > 0) occupied_.assign(static_cast<std::size_t>(width_) * column_words, 0);
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
            for (const auto& vector : placement.positions[0].vectors) check_position(vector, mirrored);
        }
    }

    // The squares of a vector in the original's order (x ascending, then y ascending; with
    // `mirrored`, each square's copy right after it) up to the first one off the board, which is
    // reported once; each square already placed is a warning. A column of the board is a few
    // words of bits, so a vector costs its columns, not its squares: a board-sized range repeated
    // costs little more than its text, and only the first limits::max_diagnostics overlaps are
    // reported (the others could never be among the diagnostics a call returns: overlaps are found
    // in the order of their offsets).
    void check_position(const Vector& v, bool mirrored) {
        check_range(v.x);
        check_range(v.y);
        if (width_ == 0 || height_ == 0 || v.x.lo > v.x.hi || v.y.lo > v.y.hi) return;
        auto outside = [&](std::int64_t x, std::int64_t y) {
            error("bdl.position_outside", v.span,
                  {{"x", std::to_string(x)},
                   {"y", std::to_string(y)},
                   {"width", std::to_string(width_)},
                   {"height", std::to_string(height_)}});
        };
        std::int64_t x_hi = v.x.hi, y_hi = v.y.hi;
        if (v.x.lo < 0 || v.x.lo >= width_ || v.y.lo < 0 || v.y.lo >= height_) return outside(v.x.lo, v.y.lo);
        if (y_hi >= height_) {  // the first column up to the top, then off the board
            x_hi = v.x.lo;
            y_hi = height_ - 1;
        }
        for (std::int64_t x = v.x.lo; x <= x_hi && x < width_; ++x) place_column(v, x, v.y.lo, y_hi, mirrored);
        if (v.y.hi >= height_)
            outside(v.x.lo, height_);
        else if (v.x.hi >= width_)
            outside(width_, v.y.lo);
    }

    // Rows y_lo..y_hi of column x (and their mirrored copies), as check_position orders them.
    void place_column(const Vector& v, std::int64_t x, std::int64_t y_lo, std::int64_t y_hi, bool mirrored) {
        std::uint64_t* column = &occupied_[static_cast<std::size_t>(x) * column_words];
        std::uint64_t rows[column_words] = {}, copies[column_words] = {};
        set_bits(rows, y_lo, y_hi);
        set_bits(copies, height_ - 1 - y_hi, height_ - 1 - y_lo);
        bool overlap = false;
        for (std::size_t w = 0; w < column_words; ++w)
            overlap = overlap || (column[w] & (rows[w] | (mirrored ? copies[w] : 0))) != 0 ||
                      (mirrored && (rows[w] & copies[w]) != 0);
        if (overlap && overlaps_ < bn::limits::max_diagnostics) {
            // Square by square, for the warnings and their order.
            for (std::int64_t y = y_lo; y <= y_hi; ++y)
                for (auto cell_y : {y, std::int64_t{height_} - 1 - y}) {
                    std::uint64_t& word = column[cell_y / 64];
                    const std::uint64_t bit = std::uint64_t{1} << (cell_y % 64);
                    if ((word & bit) && overlaps_++ < bn::limits::max_diagnostics)
                        out_.warning("bdl.overlapping_position", v.span.offset, v.span.length,
                                     {{"x", std::to_string(x)}, {"y", std::to_string(cell_y)}});
                    word |= bit;
                    if (!mirrored) break;
                }
            return;
        }
        for (std::size_t w = 0; w < column_words; ++w) column[w] |= rows[w] | (mirrored ? copies[w] : 0);
    }

    void check_invariants() {
        for (const auto& invariant : d_.invariants) check_names(invariant.names);
    }

    const Description& d_;
    Diagnostics out_;
    std::set<std::string> defined_;
    std::int32_t width_ = 0, height_ = 0;
    // The squares placed so far, a column of bits per x (check_position).
    std::vector<std::uint64_t> occupied_;
    std::size_t overlaps_ = 0;  // overlap warnings so far
    std::int64_t reach_ = 10;
};

}  // namespace

std::vector<Diagnostic> check(const Description& description, std::string_view text) {
    std::vector<Diagnostic> items;
    Diagnostics failure;
    if (!guarded(failure, [&] { items = Checker(description).run(); })) return std::move(failure.items());
    if (text.empty()) {  // a tree: no positions
        sort_by_offset(items);
        if (items.size() > bn::limits::max_diagnostics) items.resize(bn::limits::max_diagnostics);
        return items;
    }
    return resolve_positions(text, std::move(items));
}

}  // namespace bn::bdl
