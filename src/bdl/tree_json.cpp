// The shape of a syntax tree given as data, checked node by node in the order the nodes are
// written, stopping at the first wrong place: what Bdl.check, Bdl.format and Bdl.game take
// instead of a text. The accepted shape is the one Bdl.parse returns (docs/bdl.md): `at` is
// not needed and `modifiers` may be left out.
#include "bdl/tree_json.hpp"

#include <string>
#include <utility>

#include "bdl/parser.hpp"
#include "common/guarded.hpp"
#include "common/source_text.hpp"
#include "json/read.hpp"
#include "json/write.hpp"

namespace bn::bdl {

namespace {

using json::Kind;
using json::Value;

// Thrown (inside this file only) at the first place where the tree has the wrong shape.
struct BadTree {
    std::string path;
    std::string expected;  // a catalogue code, or the quoted alternatives
    bool translate = true;
};

[[noreturn]] void bad(std::string path, std::string expected, bool translate = true) {
    throw BadTree{std::move(path), std::move(expected), translate};
}

// What JS's `undefined` was: JSON.stringify leaves such members out.
const Value* member(const Value& v, const char* key) { return v.find(key); }

// JS's typeof "object": objects and arrays (an array has none of the members a node needs).
void object(const Value* v, const std::string& path) {
    if (!v || !(v->is(Kind::object) || v->is(Kind::array))) bad(path, "bdl.tree.object");
}

template <class F>
void each(const Value* v, const std::string& path, F&& one) {
    if (!v || !v->is(Kind::array)) bad(path, "bdl.tree.array");
    for (std::size_t i = 0; i < v->items.size(); ++i) one(v->items[i], path + "[" + std::to_string(i) + "]");
}

std::string string(const Value* v, const std::string& path) {
    if (!v || !v->is(Kind::string)) bad(path, "bdl.tree.string");
    return v->text;
}

std::int32_t integer(const Value* v, const std::string& path) {
    if (!v || !v->is(Kind::number)) bad(path, "bdl.tree.integer");
    const double d = v->number;
    if (!(d >= -2147483648.0 && d <= 2147483647.0) || d != static_cast<double>(static_cast<std::int32_t>(d)))
        bad(path, "bdl.tree.integer");
    return static_cast<std::int32_t>(d);
}

std::optional<bool> optional_boolean(const Value* v, const std::string& path) {
    if (!v) return std::nullopt;
    if (!v->is(Kind::boolean)) bad(path, "bdl.tree.boolean");
    return v->boolean;
}

// A member that may be missing or null (a line move's bounds).
bool given(const Value* v) { return v && !v->is(Kind::null); }

Name name(const Value* v, const std::string& path) {
    auto s = string(v, path);
    if (!is_piece_name(s)) bad(path, "bdl.tree.piece_name");
    return Name{std::move(s), {}};
}

Explicit code(const Value* v, const std::string& path) {
    auto s = string(v, path);
    if (!is_explicit_code(s)) bad(path, "bdl.tree.code");
    return Explicit{std::move(s), {}, 0};
}

std::vector<Name> names(const Value* v, const std::string& path) {
    std::vector<Name> out;
    each(v, path, [&](const Value& item, const std::string& p) { out.push_back(name(&item, p)); });
    if (out.empty()) bad(path, "bdl.tree.piece_name");
    return out;
}

Component component(const Value* v, const std::string& path) {
    Component c;
    if (v && v->is(Kind::array)) {
        if (v->items.size() != 2) bad(path, "bdl.tree.component");
        c.range = true;
        c.lo = integer(&v->items[0], path + "[0]");
        c.hi = integer(&v->items[1], path + "[1]");
    } else {
        c.lo = c.hi = integer(v, path);
    }
    return c;
}

Vector vector(const Value* v, const std::string& path) {
    object(v, path);
    return Vector{component(member(*v, "x"), path + ".x"), component(member(*v, "y"), path + ".y"), {}};
}

Rule rule(const Value& v, const std::string& path) {
    object(&v, path);
    const auto key = string(member(v, "rule"), path + ".rule");
    Rule r;
    for (RuleKind k :
         {RuleKind::first_player, RuleKind::width, RuleKind::height, RuleKind::coloring, RuleKind::player_change}) {
        if (key != rule_keyword(k)) continue;
        r.kind = k;
        if (k == RuleKind::coloring || k == RuleKind::player_change) {
            if (member(v, "code"))
                r.code = code(member(v, "code"), path + ".code");
            else if (string(member(v, "value"), path + ".value") != "alternate")
                bad(path + ".value", "'alternate'", false);
        } else {
            r.number.value = integer(member(v, "value"), path + ".value");
        }
        return r;
    }
    bad(path + ".rule", "'first_player' | 'width' | 'height' | 'coloring' | 'player_change'", false);
}

Move move(const Value& v, const std::string& path) {
    object(&v, path);
    const auto kind = string(member(v, "kind"), path + ".kind");
    Move m;
    if (kind == "vector") {
        m.kind = MoveKind::vector;
        m.vector = Vector{component(member(v, "x"), path + ".x"), component(member(v, "y"), path + ".y"), {}};
    } else if (kind == "explicit") {
        m.kind = MoveKind::explicit_code;
        m.code = code(member(v, "code"), path + ".code");
    } else if (kind == "horizontal" || kind == "vertical" || kind == "diagonal") {
        m.kind = kind == "horizontal" ? MoveKind::horizontal
                 : kind == "vertical" ? MoveKind::vertical
                                      : MoveKind::diagonal;
        if (given(member(v, "from"))) m.lower = Number{integer(member(v, "from"), path + ".from"), {}};
        if (given(member(v, "to"))) m.upper = Number{integer(member(v, "to"), path + ".to"), {}};
    } else {
        bad(path + ".kind", "'vector' | 'horizontal' | 'vertical' | 'diagonal' | 'explicit'", false);
    }
    m.kills = optional_boolean(member(v, "kills"), path + ".kills");
    return m;
}

Modifier modifier(const Value& v, const std::string& path) {
    object(&v, path);
    const auto kind = string(member(v, "kind"), path + ".kind");
    Modifier m;
    if (kind == "can_jump" || kind == "mirrored") {
        m.kind = kind == "can_jump" ? ModifierKind::can_jump : ModifierKind::mirrored;
        m.flag = optional_boolean(member(v, "value"), path + ".value");
    } else if (kind == "spawn") {
        m.kind = ModifierKind::spawn;
        m.names = names(member(v, "pieces"), path + ".pieces");
    } else if (kind == "on_end_reached" || kind == "explicit") {
        m.kind = kind == "explicit" ? ModifierKind::explicit_code : ModifierKind::on_end_reached_code;
        m.code = code(member(v, "code"), path + ".code");
    } else {
        bad(path + ".kind", "'can_jump' | 'mirrored' | 'spawn' | 'on_end_reached' | 'explicit'", false);
    }
    return m;
}

Piece piece(const Value& v, const std::string& path) {
    object(&v, path);
    Piece p;
    if (member(v, "code")) {
        p.is_code = true;
        p.code = code(member(v, "code"), path + ".code");
        return p;
    }
    p.name = name(member(v, "name"), path + ".name");
    each(member(v, "moves"), path + ".moves",
         [&](const Value& m, const std::string& mp) { p.moves.push_back(move(m, mp)); });
    if (member(v, "modifiers"))
        each(member(v, "modifiers"), path + ".modifiers",
             [&](const Value& m, const std::string& mp) { p.modifiers.push_back(modifier(m, mp)); });
    return p;
}

PlacementModifier placement_modifier(const Value& v, const std::string& path) {
    object(&v, path);
    PlacementModifier m;
    const auto kind = string(member(v, "kind"), path + ".kind");
    if (kind == "owner") {
        m.kind = PlacementModifierKind::owner;
        m.owner.value = integer(member(v, "value"), path + ".value");
    } else if (kind == "mirrored") {
        m.flag = optional_boolean(member(v, "value"), path + ".value");
    } else {
        bad(path + ".kind", "'mirrored' | 'owner'", false);
    }
    return m;
}

Placement placement(const Value& v, const std::string& path) {
    object(&v, path);
    Placement p;
    if (member(v, "code")) {
        p.is_code = true;
        p.code = code(member(v, "code"), path + ".code");
        return p;
    }
    p.name = name(member(v, "name"), path + ".name");
    each(member(v, "positions"), path + ".positions", [&](const Value& block, const std::string& bp) {
        Positions positions;
        each(&block, bp, [&](const Value& at, const std::string& vp) { positions.vectors.push_back(vector(&at, vp)); });
        p.positions.push_back(std::move(positions));
    });
    if (member(v, "modifiers"))
        each(member(v, "modifiers"), path + ".modifiers",
             [&](const Value& m, const std::string& mp) { p.modifiers.push_back(placement_modifier(m, mp)); });
    return p;
}

Invariant invariant(const Value& v, const std::string& path) {
    object(&v, path);
    const auto kind = string(member(v, "kind"), path + ".kind");
    Invariant inv;
    if (kind == "explicit") {
        inv.kind = InvariantKind::explicit_code;
        inv.code = code(member(v, "code"), path + ".code");
        return inv;
    }
    for (InvariantKind k : {InvariantKind::cant_risk, InvariantKind::protect_piece, InvariantKind::pawn_movement})
        if (kind == invariant_keyword(k)) {
            inv.kind = k;
            inv.names = names(member(v, "pieces"), path + ".pieces");
            return inv;
        }
    bad(path + ".kind", "'cant_risk' | 'protect_piece' | 'pawn_movement' | 'explicit'", false);
}

FinishRule finish(const Value& v, const std::string& path) {
    object(&v, path);
    const auto kind = string(member(v, "kind"), path + ".kind");
    FinishRule f;
    if (kind == "explicit") {
        f.kind = FinishKind::explicit_code;
        f.code = code(member(v, "code"), path + ".code");
    } else if (kind != "no_moves_available") {
        bad(path + ".kind", "'no_moves_available' | 'explicit'", false);
    }
    return f;
}

Description description(const Value& tree) {
    object(&tree, "tree");
    Description d;
    each(member(tree, "rules"), "rules", [&](const Value& v, const std::string& p) { d.rules.push_back(rule(v, p)); });
    each(member(tree, "pieces"), "pieces",
         [&](const Value& v, const std::string& p) { d.pieces.push_back(piece(v, p)); });
    each(member(tree, "placements"), "placements",
         [&](const Value& v, const std::string& p) { d.placements.push_back(placement(v, p)); });
    each(member(tree, "invariants"), "invariants",
         [&](const Value& v, const std::string& p) { d.invariants.push_back(invariant(v, p)); });
    each(member(tree, "finish"), "finish",
         [&](const Value& v, const std::string& p) { d.finish.push_back(finish(v, p)); });
    return d;
}

// ---- Description -> JSON text --------------------------------------------------------------

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

Parsed<Description> read_tree_json(std::string_view json_text) {
    return guarded_entry<Parsed<Description>>([&] {
        Parsed<Description> result;
        auto value = json::parse(json_text);
        if (!value.ok) {
            // JSON.stringify writes JSON, so only what JSON data cannot hold lands here: a lone
            // surrogate in a string, nesting past the reader's limit.
            result.diagnostics.push_back(Diagnostic{"bdl.bad_tree",
                                                    Severity::error,
                                                    0,
                                                    0,
                                                    0,
                                                    0,
                                                    0,
                                                    {{"path", "tree"}, {"expected", "bdl.tree.json", true}}});
            return result;
        }
        try {
            result.value = description(value.value);
            result.ok = true;
        } catch (const BadTree& wrong) {
            result.diagnostics.push_back(
                Diagnostic{"bdl.bad_tree",
                           Severity::error,
                           0,
                           0,
                           0,
                           0,
                           0,
                           {{"path", wrong.path}, {"expected", wrong.expected, wrong.translate}}});
        }
        return result;
    });
}

Written write_tree_json(const Description& description, std::string_view text) {
    return guarded_entry<Written>([&] {
        Written out;
        out.text = TreeJsonWriter(text).description(description);
        out.ok = true;
        return out;
    });
}

}  // namespace bn::bdl
