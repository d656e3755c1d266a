// The syntax tree Bdl.parse returns, written as JSON text for the wrapper's JSON.parse: each node
// with `at`, the line and column (UTF-16 units) where its span starts in the text read. Members in
// the order the JS objects list them (docs/bdl.md); tree_json_read.cpp reads it back.
#include "bdl/tree_json.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/guarded.hpp"
#include "common/source_text.hpp"
#include "json/write.hpp"

namespace bn::bdl {

namespace {

class TreeJsonWriter {
public:
    explicit TreeJsonWriter(std::string_view text) : cursor_(text) { out_.reserve(text.size() * 2); }

    std::string description(const Description& d) {
        out_ += "{\"rules\":";
        list(d.rules, [&](const Rule& r) { rule(r); });
        out_ += ",\"pieces\":";
        list(d.pieces, [&](const Piece& p) { piece(p); });
        out_ += ",\"placements\":";
        list(d.placements, [&](const Placement& p) { placement(p); });
        out_ += ",\"invariants\":";
        list(d.invariants, [&](const Invariant& v) { invariant(v); });
        out_ += ",\"finish\":";
        list(d.finish, [&](const FinishRule& f) { finish(f); });
        out_ += '}';
        return std::move(out_);
    }

private:
    template <class T, class F>
    void list(const std::vector<T>& items, F&& one) {
        out_ += '[';
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (i) out_ += ',';
            one(items[i]);
        }
        out_ += ']';
    }
    // Opens a node with its position; the caller adds members (each starting with ',') and '}'.
    void open(Span s) {
        const auto at = cursor_.at(s.offset);
        out_ += "{\"at\":{\"line\":";
        out_ += std::to_string(at.line);
        out_ += ",\"column\":";
        out_ += std::to_string(at.column);
        out_ += '}';
    }
    void key(const char* name) {
        out_ += ",\"";
        out_ += name;
        out_ += "\":";
    }
    void string(const char* name, std::string_view value) {
        key(name);
        out_ += json::quote(value);
    }
    void integer(const char* name, std::int32_t value) {
        key(name);
        out_ += std::to_string(value);
    }
    void boolean(const char* name, bool value) {
        key(name);
        out_ += value ? "true" : "false";
    }
    void component(const char* name, const Component& c) {
        key(name);
        if (!c.range) {
            out_ += std::to_string(c.lo);
            return;
        }
        out_ += '[';
        out_ += std::to_string(c.lo);
        out_ += ',';
        out_ += std::to_string(c.hi);
        out_ += ']';
    }
    void names(const std::vector<Name>& list_of) {
        key("pieces");
        list(list_of, [&](const Name& n) { out_ += json::quote(n.text); });
    }
    void rule(const Rule& r) {
        open(r.span);
        string("rule", rule_keyword(r.kind));
        if (r.kind == RuleKind::coloring || r.kind == RuleKind::player_change) {
            if (r.code)
                string("code", r.code->code);
            else
                string("value", "alternate");
        } else {
            integer("value", r.number.value);
        }
        out_ += '}';
    }
    void move(const Move& m) {
        open(m.span);
        switch (m.kind) {
            case MoveKind::vector:
                string("kind", "vector");
                component("x", m.vector.x);
                component("y", m.vector.y);
                break;
            case MoveKind::explicit_code:
                string("kind", "explicit");
                string("code", m.code.code);
                break;
            default:
                string("kind", move_keyword(m.kind));
                key("from");
                out_ += m.lower ? std::to_string(m.lower->value) : "null";
                key("to");
                out_ += m.upper ? std::to_string(m.upper->value) : "null";
        }
        if (m.kills) boolean("kills", *m.kills);
        out_ += '}';
    }
    void modifier(const Modifier& m) {
        open(m.span);
        switch (m.kind) {
            case ModifierKind::can_jump:
            case ModifierKind::mirrored:
                string("kind", m.kind == ModifierKind::can_jump ? "can_jump" : "mirrored");
                if (m.flag) boolean("value", *m.flag);
                break;
            case ModifierKind::spawn:
                string("kind", "spawn");
                names(m.names);
                break;
            case ModifierKind::on_end_reached_code:
            case ModifierKind::explicit_code:
                string("kind", m.kind == ModifierKind::explicit_code ? "explicit" : "on_end_reached");
                string("code", m.code.code);
                break;
        }
        out_ += '}';
    }
    void piece(const Piece& p) {
        open(p.span);
        if (p.is_code) {
            string("code", p.code.code);
        } else {
            string("name", p.name.text);
            key("moves");
            list(p.moves, [&](const Move& m) { move(m); });
            key("modifiers");
            list(p.modifiers, [&](const Modifier& m) { modifier(m); });
        }
        out_ += '}';
    }
    void placement_modifier(const PlacementModifier& m) {
        open(m.span);
        if (m.kind == PlacementModifierKind::owner) {
            string("kind", "owner");
            integer("value", m.owner.value);
        } else {
            string("kind", "mirrored");
            if (m.flag) boolean("value", *m.flag);
        }
        out_ += '}';
    }
    void placement(const Placement& p) {
        open(p.span);
        if (p.is_code) {
            string("code", p.code.code);
        } else {
            string("name", p.name.text);
            key("positions");
            list(p.positions, [&](const Positions& ps) {
                list(ps.vectors, [&](const Vector& v) {
                    open(v.span);
                    component("x", v.x);
                    component("y", v.y);
                    out_ += '}';
                });
            });
            key("modifiers");
            list(p.modifiers, [&](const PlacementModifier& m) { placement_modifier(m); });
        }
        out_ += '}';
    }
    void invariant(const Invariant& v) {
        open(v.span);
        if (v.kind == InvariantKind::explicit_code) {
            string("kind", "explicit");
            string("code", v.code.code);
        } else {
            string("kind", invariant_keyword(v.kind));
            names(v.names);
        }
        out_ += '}';
    }
    void finish(const FinishRule& f) {
        open(f.span);
        if (f.kind == FinishKind::explicit_code) {
            string("kind", "explicit");
            string("code", f.code.code);
        } else {
            string("kind", "no_moves_available");
        }
        out_ += '}';
    }

    SourceCursor cursor_;
    std::string out_;
};

}  // namespace

Written write_tree_json(const Description& description, std::string_view text) {
    return guarded_entry<Written>([&] {
        Written out;
        out.text = TreeJsonWriter(text).description(description);
        out.ok = true;
        return out;
    });
}

}  // namespace bn::bdl
