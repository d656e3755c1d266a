// Syntax tree -> canonical BDL text: sections in order, two spaces per level, one item per
// line, ", " between vector components. Explicit code is written verbatim between its braces
// (it is JavaScript the tree keeps as text), so formatting never changes what it means.
#include <string>

#include "bdl/write.hpp"
#include "common/guarded.hpp"

namespace bn::bdl {

namespace {

class Writer {
public:
    std::string run(const Description& d) {
        open("rules", 0);
        for (const auto& r : d.rules) line(1, rule(r));
        close(0);
        open("pieces", 0);
        for (const auto& p : d.pieces) piece(p);
        close(0);
        open("initial_piece_position", 0);
        for (const auto& p : d.placements) placement(p);
        close(0);
        open("invariants", 0);
        for (const auto& v : d.invariants) line(1, invariant(v));
        close(0);
        open("finish", 0);
        for (const auto& f : d.finish)
            line(1, f.kind == FinishKind::explicit_code ? code(f.code) : std::string("no_moves_available"));
        close(0);
        return std::move(out_);
    }

private:
    void line(int level, const std::string& text) {
        out_.append(static_cast<std::size_t>(level) * 2, ' ');
        out_ += text;
        out_ += '\n';
    }
    void open(const std::string& head, int level) { line(level, head + "{"); }
    void close(int level) { line(level, "}"); }

    static std::string code(const Explicit& e) { return "explicit{" + e.code + "}"; }
    static std::string number(std::int32_t v) { return std::to_string(v); }
    static std::string flag(const char* keyword, std::optional<bool> f) {
        return f ? std::string(keyword) + " : " + (*f ? "true" : "false") : std::string(keyword);
    }
    static std::string names(const std::vector<Name>& list) {
        std::string s = "(";
        for (std::size_t i = 0; i < list.size(); ++i) s += (i ? ", " : "") + list[i].text;
        return s + ")";
    }
    static std::string component(const Component& c) {
        return c.range ? "[" + number(c.lo) + ", " + number(c.hi) + "]" : number(c.lo);
    }
    static std::string vector(const Vector& v) { return "x : " + component(v.x) + ", y : " + component(v.y); }

    static std::string rule(const Rule& r) {
        std::string s = std::string(rule_keyword(r.kind)) + " : ";
        if (r.kind == RuleKind::coloring || r.kind == RuleKind::player_change)
            return s + (r.code ? code(*r.code) : std::string("alternate"));
        return s + number(r.number.value);
    }

    static std::string move(const Move& m) {
        std::string s;
        if (m.kind == MoveKind::vector) {
            s = vector(m.vector);
        } else if (m.kind == MoveKind::explicit_code) {
            s = code(m.code);
        } else {
            s = std::string(move_keyword(m.kind)) + "(" + (m.lower ? number(m.lower->value) : "") + ", " +
                (m.upper ? number(m.upper->value) : "") + ")";
        }
        if (m.kills) s += std::string(", kills : ") + (*m.kills ? "true" : "false");
        return s;
    }

    static std::string modifier(const Modifier& m) {
        switch (m.kind) {
            case ModifierKind::can_jump: return flag("can_jump", m.flag);
            case ModifierKind::mirrored: return flag("mirrored", m.flag);
            case ModifierKind::spawn: return "on_end_reached : spawn" + names(m.names);
            case ModifierKind::on_end_reached_code: return "on_end_reached : " + code(m.code);
            case ModifierKind::explicit_code: return code(m.code);
        }
        return "";
    }

    void piece(const Piece& p) {
        if (p.is_code) return line(1, code(p.code));
        open(p.name.text, 1);
        open("moves", 2);
        for (const auto& m : p.moves) line(3, move(m));
        close(2);
        for (const auto& m : p.modifiers) line(2, modifier(m));
        close(1);
    }

    void placement(const Placement& p) {
        if (p.is_code) return line(1, code(p.code));
        open(p.name.text, 1);
        for (const auto& positions : p.positions) {
            open("positions", 2);
            for (const auto& v : positions.vectors) line(3, vector(v));
            close(2);
        }
        for (const auto& m : p.modifiers)
            line(2, m.kind == PlacementModifierKind::owner ? "owner : " + number(m.owner.value)
                                                           : flag("mirrored", m.flag));
        close(1);
    }

    static std::string invariant(const Invariant& v) {
        if (v.kind == InvariantKind::explicit_code) return code(v.code);
        return invariant_keyword(v.kind) + names(v.names);
    }

    std::string out_;
};

}  // namespace

Written format(const Description& description) {
    Written result;
    Diagnostics out;
    result.ok = guarded(out, [&] { result.text = Writer().run(description); });
    result.diagnostics = std::move(out.items());
    return result;
}

}  // namespace bn::bdl
