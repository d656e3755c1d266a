// BDL: parse -> syntax tree as plain JS objects (positions as line and column), check,
// format (text or tree), and the game as an embind handle (BdlGame, freed by the JS wrapper).
// Explicit JavaScript never runs here: when the caller gave an evaluator, the wrapper passes
// a hooks object and the runtime calls it (JsRunner); the hooks never throw into wasm.
#include <emscripten/bind.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "bdl/game.hpp"
#include "bdl/checks.hpp"
#include "bdl/parser.hpp"
#include "bdl/read.hpp"
#include "bdl/write.hpp"
#include "common.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;
using namespace bn::bdl;

// ---- syntax tree -> JS ------------------------------------------------------------------

class TreeWriter {
public:
    explicit TreeWriter(std::string_view text) : cursor_(text) {}

    val description(const Description& d) {
        val out = val::object();
        out.set("rules", list(d.rules, [&](const Rule& r) { return rule(r); }));
        out.set("pieces", list(d.pieces, [&](const Piece& p) { return piece(p); }));
        out.set("placements", list(d.placements, [&](const Placement& p) { return placement(p); }));
        out.set("invariants", list(d.invariants, [&](const Invariant& v) { return invariant(v); }));
        out.set("finish", list(d.finish, [&](const FinishRule& f) { return finish(f); }));
        return out;
    }

private:
    template <class T, class F>
    static val list(const std::vector<T>& items, F&& one) {
        return js_array(items, one);
    }
    val node(Span s) {
        val n = val::object();
        const auto lc = cursor_.at(s.offset);
        val at = val::object();
        at.set("line", lc.line);
        at.set("column", lc.column);
        n.set("at", at);
        return n;
    }
    static val names(const std::vector<Name>& list) {
        return js_array(list, [](const Name& n) { return val(n.text); });
    }
    static val component(const Component& c) {
        if (!c.range) return val(c.lo);
        val pair = val::array();
        pair.set(0, c.lo);
        pair.set(1, c.hi);
        return pair;
    }
    val rule(const Rule& r) {
        val n = node(r.span);
        n.set("rule", std::string(rule_keyword(r.kind)));
        if (r.kind == RuleKind::coloring || r.kind == RuleKind::player_change) {
            if (r.code) n.set("code", r.code->code);
            else n.set("value", std::string("alternate"));
        } else {
            n.set("value", r.number.value);
        }
        return n;
    }
    val move(const Move& m) {
        val n = node(m.span);
        switch (m.kind) {
            case MoveKind::vector:
                n.set("kind", std::string("vector"));
                n.set("x", component(m.vector.x));
                n.set("y", component(m.vector.y));
                break;
            case MoveKind::explicit_code:
                n.set("kind", std::string("explicit"));
                n.set("code", m.code.code);
                break;
            default:
                n.set("kind", std::string(move_keyword(m.kind)));
                n.set("from", m.lower ? val(m.lower->value) : val::null());
                n.set("to", m.upper ? val(m.upper->value) : val::null());
        }
        if (m.kills) n.set("kills", *m.kills);
        return n;
    }
    val modifier(const Modifier& m) {
        val n = node(m.span);
        switch (m.kind) {
            case ModifierKind::can_jump:
            case ModifierKind::mirrored:
                n.set("kind", std::string(m.kind == ModifierKind::can_jump ? "can_jump" : "mirrored"));
                if (m.flag) n.set("value", *m.flag);
                break;
            case ModifierKind::spawn:
                n.set("kind", std::string("spawn"));
                n.set("pieces", names(m.names));
                break;
            case ModifierKind::on_end_reached_code:
            case ModifierKind::explicit_code:
                n.set("kind", std::string(m.kind == ModifierKind::explicit_code ? "explicit" : "on_end_reached"));
                n.set("code", m.code.code);
                break;
        }
        return n;
    }
    val piece(const Piece& p) {
        val n = node(p.span);
        if (p.is_code) {
            n.set("code", p.code.code);
            return n;
        }
        n.set("name", p.name.text);
        n.set("moves", list(p.moves, [&](const Move& m) { return move(m); }));
        n.set("modifiers", list(p.modifiers, [&](const Modifier& m) { return modifier(m); }));
        return n;
    }
    val vector(const Vector& v) {
        val n = node(v.span);
        n.set("x", component(v.x));
        n.set("y", component(v.y));
        return n;
    }
    val placement(const Placement& p) {
        val n = node(p.span);
        if (p.is_code) {
            n.set("code", p.code.code);
            return n;
        }
        n.set("name", p.name.text);
        n.set("positions", list(p.positions, [&](const Positions& ps) {
            return list(ps.vectors, [&](const Vector& v) { return vector(v); });
        }));
        n.set("modifiers", list(p.modifiers, [&](const PlacementModifier& m) {
            val mn = node(m.span);
            if (m.kind == PlacementModifierKind::owner) {
                mn.set("kind", std::string("owner"));
                mn.set("value", m.owner.value);
            } else {
                mn.set("kind", std::string("mirrored"));
                if (m.flag) mn.set("value", *m.flag);
            }
            return mn;
        }));
        return n;
    }
    val invariant(const Invariant& v) {
        val n = node(v.span);
        if (v.kind == InvariantKind::explicit_code) {
            n.set("kind", std::string("explicit"));
            n.set("code", v.code.code);
        } else {
            n.set("kind", std::string(invariant_keyword(v.kind)));
            n.set("pieces", names(v.names));
        }
        return n;
    }
    val finish(const FinishRule& f) {
        val n = node(f.span);
        if (f.kind == FinishKind::explicit_code) {
            n.set("kind", std::string("explicit"));
            n.set("code", f.code.code);
        } else {
            n.set("kind", std::string("no_moves_available"));
        }
        return n;
    }

    SourceCursor cursor_;
};

// ---- JS -> syntax tree ------------------------------------------------------------------

// Thrown (inside this file only) when a JS tree does not have the documented shape.
struct BadTree {
    std::string path;
    std::string expected;  // catalogue code, or quoted alternatives
    bool translate = true;
};

class TreeReader {
public:
    Description description(const val& tree) {
        object(tree, "tree");
        Description d;
        each(tree["rules"], "rules", [&](const val& v, const std::string& p) { d.rules.push_back(rule(v, p)); });
        each(tree["pieces"], "pieces", [&](const val& v, const std::string& p) { d.pieces.push_back(piece(v, p)); });
        each(tree["placements"], "placements",
             [&](const val& v, const std::string& p) { d.placements.push_back(placement(v, p)); });
        each(tree["invariants"], "invariants",
             [&](const val& v, const std::string& p) { d.invariants.push_back(invariant(v, p)); });
        each(tree["finish"], "finish", [&](const val& v, const std::string& p) { d.finish.push_back(finish(v, p)); });
        return d;
    }

private:
    static void object(const val& v, const std::string& path) {
        if (v.typeOf().as<std::string>() != "object" || v.isNull()) throw BadTree{path, "bdl.tree.object"};
    }
    template <class F>
    static void each(const val& v, const std::string& path, F&& one) {
        if (!val::global("Array").call<bool>("isArray", v)) throw BadTree{path, "bdl.tree.array"};
        const auto n = v["length"].as<unsigned>();
        for (unsigned i = 0; i < n; ++i) one(v[i], path + "[" + std::to_string(i) + "]");
    }
    static std::string string(const val& v, const std::string& path) {
        if (!v.isString()) throw BadTree{path, "bdl.tree.string"};
        return v.as<std::string>();
    }
    static std::int32_t integer(const val& v, const std::string& path) {
        if (!v.isNumber() || !val::global("Number").call<bool>("isInteger", v)) throw BadTree{path, "bdl.tree.integer"};
        const double d = v.as<double>();
        if (d < -2147483648.0 || d > 2147483647.0) throw BadTree{path, "bdl.tree.integer"};
        return static_cast<std::int32_t>(d);
    }
    static bool boolean(const val& v, const std::string& path) {
        if (!v.isTrue() && !v.isFalse()) throw BadTree{path, "bdl.tree.boolean"};
        return v.isTrue();
    }
    static std::optional<bool> optional_boolean(const val& v, const std::string& path) {
        if (v.isUndefined()) return std::nullopt;
        return boolean(v, path);
    }
    static Name name(const val& v, const std::string& path) {
        auto s = string(v, path);
        if (!is_piece_name(s)) throw BadTree{path, "bdl.tree.piece_name"};
        return Name{s, {}};
    }
    static Explicit code(const val& v, const std::string& path) {
        auto s = string(v, path);
        if (!is_explicit_code(s)) throw BadTree{path, "bdl.tree.code"};
        return Explicit{s, {}, 0};
    }
    static std::vector<Name> names(const val& v, const std::string& path) {
        std::vector<Name> out;
        each(v, path, [&](const val& item, const std::string& p) { out.push_back(name(item, p)); });
        if (out.empty()) throw BadTree{path, "bdl.tree.piece_name"};
        return out;
    }
    static Component component(const val& v, const std::string& path) {
        Component c;
        if (val::global("Array").call<bool>("isArray", v)) {
            if (v["length"].as<unsigned>() != 2) throw BadTree{path, "bdl.tree.component"};
            c.range = true;
            c.lo = integer(v[0], path + "[0]");
            c.hi = integer(v[1], path + "[1]");
        } else {
            c.lo = c.hi = integer(v, path);
        }
        return c;
    }
    static Vector vector(const val& v, const std::string& path) {
        object(v, path);
        return Vector{component(v["x"], path + ".x"), component(v["y"], path + ".y"), {}};
    }
    [[noreturn]] static void bad_kind(const std::string& path, const char* kinds) { throw BadTree{path, kinds, false}; }

    static Rule rule(const val& v, const std::string& path) {
        object(v, path);
        const auto key = string(v["rule"], path + ".rule");
        Rule r;
        for (RuleKind k : {RuleKind::first_player, RuleKind::width, RuleKind::height, RuleKind::coloring,
                           RuleKind::player_change}) {
            if (key != rule_keyword(k)) continue;
            r.kind = k;
            if (k == RuleKind::coloring || k == RuleKind::player_change) {
                if (!v["code"].isUndefined()) r.code = code(v["code"], path + ".code");
                else if (string(v["value"], path + ".value") != "alternate") bad_kind(path + ".value", "'alternate'");
            } else {
                r.number.value = integer(v["value"], path + ".value");
            }
            return r;
        }
        bad_kind(path + ".rule", "'first_player' | 'width' | 'height' | 'coloring' | 'player_change'");
    }
    static Move move(const val& v, const std::string& path) {
        object(v, path);
        const auto kind = string(v["kind"], path + ".kind");
        Move m;
        if (kind == "vector") {
            m.kind = MoveKind::vector;
            m.vector = Vector{component(v["x"], path + ".x"), component(v["y"], path + ".y"), {}};
        } else if (kind == "explicit") {
            m.kind = MoveKind::explicit_code;
            m.code = code(v["code"], path + ".code");
        } else if (kind == "horizontal" || kind == "vertical" || kind == "diagonal") {
            m.kind = kind == "horizontal" ? MoveKind::horizontal : kind == "vertical" ? MoveKind::vertical : MoveKind::diagonal;
            if (!v["from"].isNull() && !v["from"].isUndefined()) m.lower = Number{integer(v["from"], path + ".from"), {}};
            if (!v["to"].isNull() && !v["to"].isUndefined()) m.upper = Number{integer(v["to"], path + ".to"), {}};
        } else {
            bad_kind(path + ".kind", "'vector' | 'horizontal' | 'vertical' | 'diagonal' | 'explicit'");
        }
        m.kills = optional_boolean(v["kills"], path + ".kills");
        return m;
    }
    static Modifier modifier(const val& v, const std::string& path) {
        object(v, path);
        const auto kind = string(v["kind"], path + ".kind");
        Modifier m;
        if (kind == "can_jump" || kind == "mirrored") {
            m.kind = kind == "can_jump" ? ModifierKind::can_jump : ModifierKind::mirrored;
            m.flag = optional_boolean(v["value"], path + ".value");
        } else if (kind == "spawn") {
            m.kind = ModifierKind::spawn;
            m.names = names(v["pieces"], path + ".pieces");
        } else if (kind == "on_end_reached" || kind == "explicit") {
            m.kind = kind == "explicit" ? ModifierKind::explicit_code : ModifierKind::on_end_reached_code;
            m.code = code(v["code"], path + ".code");
        } else {
            bad_kind(path + ".kind", "'can_jump' | 'mirrored' | 'spawn' | 'on_end_reached' | 'explicit'");
        }
        return m;
    }
    static Piece piece(const val& v, const std::string& path) {
        object(v, path);
        Piece p;
        if (!v["code"].isUndefined()) {
            p.is_code = true;
            p.code = code(v["code"], path + ".code");
            return p;
        }
        p.name = name(v["name"], path + ".name");
        each(v["moves"], path + ".moves", [&](const val& m, const std::string& mp) { p.moves.push_back(move(m, mp)); });
        if (!v["modifiers"].isUndefined())
            each(v["modifiers"], path + ".modifiers",
                 [&](const val& m, const std::string& mp) { p.modifiers.push_back(modifier(m, mp)); });
        return p;
    }
    static Placement placement(const val& v, const std::string& path) {
        object(v, path);
        Placement p;
        if (!v["code"].isUndefined()) {
            p.is_code = true;
            p.code = code(v["code"], path + ".code");
            return p;
        }
        p.name = name(v["name"], path + ".name");
        each(v["positions"], path + ".positions", [&](const val& block, const std::string& bp) {
            Positions positions;
            each(block, bp, [&](const val& vec, const std::string& vp) { positions.vectors.push_back(vector(vec, vp)); });
            p.positions.push_back(std::move(positions));
        });
        if (!v["modifiers"].isUndefined())
            each(v["modifiers"], path + ".modifiers", [&](const val& m, const std::string& mp) {
                object(m, mp);
                PlacementModifier pm;
                const auto kind = string(m["kind"], mp + ".kind");
                if (kind == "owner") {
                    pm.kind = PlacementModifierKind::owner;
                    pm.owner.value = integer(m["value"], mp + ".value");
                } else if (kind == "mirrored") {
                    pm.flag = optional_boolean(m["value"], mp + ".value");
                } else {
                    bad_kind(mp + ".kind", "'mirrored' | 'owner'");
                }
                p.modifiers.push_back(pm);
            });
        return p;
    }
    static Invariant invariant(const val& v, const std::string& path) {
        object(v, path);
        const auto kind = string(v["kind"], path + ".kind");
        Invariant inv;
        if (kind == "explicit") {
            inv.kind = InvariantKind::explicit_code;
            inv.code = code(v["code"], path + ".code");
            return inv;
        }
        for (InvariantKind k : {InvariantKind::cant_risk, InvariantKind::protect_piece, InvariantKind::pawn_movement})
            if (kind == invariant_keyword(k)) {
                inv.kind = k;
                inv.names = names(v["pieces"], path + ".pieces");
                return inv;
            }
        bad_kind(path + ".kind", "'cant_risk' | 'protect_piece' | 'pawn_movement' | 'explicit'");
    }
    static FinishRule finish(const val& v, const std::string& path) {
        object(v, path);
        const auto kind = string(v["kind"], path + ".kind");
        FinishRule f;
        if (kind == "explicit") {
            f.kind = FinishKind::explicit_code;
            f.code = code(v["code"], path + ".code");
        } else if (kind != "no_moves_available") {
            bad_kind(path + ".kind", "'no_moves_available' | 'explicit'");
        }
        return f;
    }
};

// A text or a JS tree, read into a description. `text` stays empty for a tree.
struct Input {
    bool ok = false;
    Description description;
    std::string text;
    std::vector<Diagnostic> diagnostics;
};

Input read_input(std::uintptr_t address, std::size_t length, bool is_text, const val& tree) {
    Input in;
    if (is_text) {
        in.text = std::string(input_at(address, length));
        auto parsed = parse(in.text);
        in.ok = parsed.ok;
        in.description = std::move(parsed.value);
        in.diagnostics = std::move(parsed.diagnostics);
        return in;
    }
    try {
        in.description = TreeReader().description(tree);
        in.ok = true;
    } catch (const BadTree& bad) {
        in.diagnostics.push_back(Diagnostic{"bdl.bad_tree", Severity::error, 0, 0, 0, 0, 0,
                                            {{"path", bad.path}, {"expected", bad.expected, bad.translate}}});
    }
    return in;
}

val result(bool ok, const std::vector<Diagnostic>& diagnostics, const std::string& language) {
    val out = val::object();
    out.set("ok", ok);
    out.set("diagnostics", to_js(diagnostics, language));
    return out;
}

val bdl_parse(std::uintptr_t address, std::size_t length, const std::string& language) {
    const auto text = input_at(address, length);
    auto parsed = parse(text);
    val out = result(parsed.ok, parsed.diagnostics, language);
    if (parsed.ok) out.set("tree", TreeWriter(text).description(parsed.value));
    return out;
}

val bdl_check(std::uintptr_t address, std::size_t length, bool is_text, val tree, const std::string& language) {
    auto in = read_input(address, length, is_text, tree);
    if (!in.ok) return result(false, in.diagnostics, language);
    auto checked = check(in.description, in.text);
    in.diagnostics.insert(in.diagnostics.end(), checked.begin(), checked.end());
    const bool ok = std::none_of(in.diagnostics.begin(), in.diagnostics.end(),
                                 [](const Diagnostic& d) { return d.severity == Severity::error; });
    return result(ok, in.diagnostics, language);
}

val bdl_format(std::uintptr_t address, std::size_t length, bool is_text, val tree, const std::string& language) {
    auto in = read_input(address, length, is_text, tree);
    if (!in.ok) return result(false, in.diagnostics, language);
    auto written = format(in.description);
    in.diagnostics.insert(in.diagnostics.end(), written.diagnostics.begin(), written.diagnostics.end());
    val out = result(written.ok, in.diagnostics, language);
    if (written.ok) out.set("text", written.text);
    return out;
}

// ---- the game ---------------------------------------------------------------------------

// The board as the hooks see it: 3 numbers per square (piece type or -1, owner, flag), in the
// original's screen frame, index (x * height + r).
val screen_cells(const BoardState& s) {
    std::vector<std::int32_t> cells;
    cells.reserve(s.cells.size() * 3);
    for (const auto& c : s.cells) {
        cells.push_back(c.type);
        cells.push_back(c.owner);
        cells.push_back(c.flag ? 1 : 0);
    }
    return val::global("Int32Array").new_(emscripten::typed_memory_view(cells.size(), cells.data())).call<val>("slice");
}

class JsRunner : public ExplicitRunner {
public:
    // `text` (the description's source, for the blocks' lines and columns) is read only by
    // prepare(), which Game::create calls while the text is alive.
    JsRunner(val hooks, std::string_view text) : hooks_(std::move(hooks)), text_(text) {}

    // hooks.prepare(blocks, pieceNames): the wrapper compiles the blocks with the caller's evaluator.
    void prepare(const std::vector<ExplicitBlock>& list, const std::vector<std::string>& piece_names) override {
        SourceCursor cursor(text_);
        val blocks = js_array(list, [&](const ExplicitBlock& b) {
            val item = val::object();
            item.set("part", std::string(explicit_part_name(b.part)));
            item.set("code", b.code);
            item.set("kills", b.kills);
            const auto lc = text_.empty() ? LineColumn{0, 0} : cursor.at(b.span.offset);
            item.set("line", lc.line);
            item.set("column", lc.column);
            return item;
        });
        val names = js_array(piece_names, [](const std::string& name) { return val(name); });
        hooks_.call<void>("prepare", blocks, names);
        text_ = {};
    }

    std::vector<MoveEntry> move_entries(std::size_t block) override {
        // [x0, x1, killing, then (y0, y1) for each dx] per entry, checked by the wrapper.
        auto flat = emscripten::convertJSArrayToNumberVector<std::int32_t>(hooks_.call<val>("moveEntries", block));
        std::vector<MoveEntry> out;
        std::size_t i = 0;
        while (i + 3 <= flat.size()) {
            MoveEntry e{flat[i], flat[i + 1], {}, flat[i + 2] != 0};
            i += 3;
            const std::int64_t n = std::int64_t{e.x1} - e.x0;
            if (n < 0 || i + 2 * static_cast<std::size_t>(n) > flat.size()) break;
            for (std::int64_t k = 0; k < n; ++k, i += 2) e.ys.push_back({flat[i], flat[i + 1]});
            out.push_back(std::move(e));
        }
        return out;
    }
    std::int32_t next_player(std::size_t block, const BoardState& s) override {
        return hooks_.call<std::int32_t>("playerChange", block, screen_cells(s), s.width, s.height, s.current_player,
                                         static_cast<double>(s.move_count));
    }
    bool allows(std::size_t block, const BoardState& s, std::int32_t cx, std::int32_t cr, std::int32_t tx,
                std::int32_t tr) override {
        return hooks_.call<bool>("invariant", block, screen_cells(s), s.width, s.height, s.current_player,
                                 static_cast<double>(s.move_count), cx, cr, tx, tr);
    }
    bool finished(std::size_t block, const BoardState& s) override {
        return hooks_.call<bool>("finish", block, screen_cells(s), s.width, s.height, s.current_player,
                                 static_cast<double>(s.move_count));
    }

private:
    val hooks_;
    std::string_view text_;
};

class BdlGame {
public:
    // Reads the description and builds the game; with `hooks` (not null), explicit blocks run
    // through them (JsRunner). A description the game refuses never reaches the evaluator.
    val load(std::uintptr_t address, std::size_t length, bool is_text, val tree, val hooks, const std::string& language) {
        game_.reset();
        auto in = read_input(address, length, is_text, tree);
        if (!in.ok) return result(false, in.diagnostics, language);
        std::shared_ptr<ExplicitRunner> runner;
        if (!hooks.isNull() && !hooks.isUndefined()) runner = std::make_shared<JsRunner>(hooks, in.text);
        auto created = Game::create(in.description, in.text, runner);
        if (created.ok) game_ = created.value;
        return result(created.ok, created.diagnostics, language);
    }

    // The methods below need a loaded game: the wrapper only calls them after load() succeeded,
    // and `game()` turns a slip into a JS exception rather than a null dereference.
    const Game& game() const {
        if (!game_) throw std::logic_error("BdlGame: no game loaded");
        return *game_;
    }

    std::int32_t width() const { return game().width(); }
    std::int32_t height() const { return game().height(); }
    std::int32_t turn() const { return game().turn(); }
    bool is_over() const { return game().is_over(); }
    double move_count() const { return static_cast<double>(game().state().move_count); }

    val piece_names() const {
        return js_array(game().piece_types(), [](const auto& t) { return val(t.name); });
    }

    // 3 numbers per square (type or -1, owner, flag), BDL frame, index (y * width + x).
    val board() const {
        std::vector<std::int32_t> cells;
        for (std::int32_t y = 0; y < height(); ++y)
            for (std::int32_t x = 0; x < width(); ++x) {
                const auto& c = game().at({x, y});
                cells.insert(cells.end(), {c.type, c.owner, c.flag ? 1 : 0});
            }
        return val::global("Int32Array").new_(emscripten::typed_memory_view(cells.size(), cells.data())).call<val>("slice");
    }

    // 6 numbers per move: from x, from y, to x, to y, spawn type (-1), captured type (-1).
    val moves(bool all, std::int32_t x, std::int32_t y) const {
        const auto list = all ? game().moves() : game().moves_from({x, y});
        std::vector<std::int32_t> flat;
        flat.reserve(list.size() * 6);
        for (const auto& m : list) flat.insert(flat.end(), {m.from.x, m.from.y, m.to.x, m.to.y, m.spawn, m.captured});
        return val::global("Int32Array").new_(emscripten::typed_memory_view(flat.size(), flat.data())).call<val>("slice");
    }

    bool play(std::int32_t fx, std::int32_t fy, std::int32_t tx, std::int32_t ty, std::int32_t spawn) {
        game();
        return game_->play(GameMove{{fx, fy}, {tx, ty}, spawn, -1});
    }

    double perft(int depth) const { return static_cast<double>(game().perft(depth)); }

private:
    std::shared_ptr<Game> game_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_bdl) {
    emscripten::function("bdlParse", &bdl_parse);
    emscripten::function("bdlCheck", &bdl_check);
    emscripten::function("bdlFormat", &bdl_format);
    emscripten::class_<BdlGame>("BdlGame")
        .constructor<>()
        .function("load", &BdlGame::load)
        .function("width", &BdlGame::width)
        .function("height", &BdlGame::height)
        .function("turn", &BdlGame::turn)
        .function("isOver", &BdlGame::is_over)
        .function("moveCount", &BdlGame::move_count)
        .function("pieceNames", &BdlGame::piece_names)
        .function("board", &BdlGame::board)
        .function("moves", &BdlGame::moves)
        .function("play", &BdlGame::play)
        .function("perft", &BdlGame::perft);
}

}  // namespace bn::bindings
