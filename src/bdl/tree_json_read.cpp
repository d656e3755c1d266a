// The shape of a syntax tree given as data, checked node by node in the order the nodes are
// written, stopping at the first wrong place: what Bdl.check, Bdl.format and Bdl.game take
// instead of a text. The accepted shape is the one Bdl.parse returns (docs/bdl.md): `at` is
// not needed and `modifiers` may be left out.
#include "bdl/tree_json.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bdl/parser.hpp"
#include "common/guarded.hpp"
#include "json/read.hpp"

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

}  // namespace bn::bdl
