// BDL: parse -> the syntax tree as JSON text (src/bdl/tree_json.hpp), check and format of a
// text or of a tree's JSON text, and the game as an embind handle (BdlGame, freed by the JS wrapper).
// Explicit JavaScript never runs here: when the caller gave an evaluator, the wrapper passes
// a hooks object and the runtime calls it (JsRunner); the hooks never throw into wasm.
#include <emscripten/bind.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "bdl/game.hpp"
#include "bdl/checks.hpp"
#include "bdl/read.hpp"
#include "bdl/write.hpp"
#include "bdl/tree_json.hpp"
#include "common.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;
using namespace bn::bdl;

// A BDL text or the JSON text of a syntax tree (tree_json.hpp), read into a description.
// `text` stays empty for a tree.
struct Input {
    bool ok = false;
    Description description;
    std::string text;
    std::vector<Diagnostic> diagnostics;
};

Input read_input(std::uintptr_t address, std::size_t length, bool is_text) {
    Input in;
    const auto bytes = input_at(address, length);
    Parsed<Description> read;
    if (is_text) {
        in.text = std::string(bytes);
        read = parse(in.text);
    } else {
        read = read_tree_json(bytes);
    }
    in.ok = read.ok;
    in.description = std::move(read.value);
    in.diagnostics = std::move(read.diagnostics);
    return in;
}

// The tree crosses as JSON text for the wrapper's JSON.parse (docs/architecture.md, "The wasm
// boundary").
val bdl_parse(std::uintptr_t address, std::size_t length, const std::string& language) {
    const auto text = input_at(address, length);
    auto parsed = parse(text);
    if (!parsed.ok) return js_result(false, parsed.diagnostics, language);
    auto written = write_tree_json(parsed.value, text);
    val out = js_result(written.ok, written.diagnostics, language);
    if (written.ok) out.set("tree", js_string(written.text));
    return out;
}

val bdl_check(std::uintptr_t address, std::size_t length, bool is_text, const std::string& language) {
    auto in = read_input(address, length, is_text);
    if (!in.ok) return js_result(false, in.diagnostics, language);
    auto checked = check(in.description, in.text);
    in.diagnostics.insert(in.diagnostics.end(), checked.begin(), checked.end());
    const bool ok = std::none_of(in.diagnostics.begin(), in.diagnostics.end(),
                                 [](const Diagnostic& d) { return d.severity == Severity::error; });
    return js_result(ok, in.diagnostics, language);
}

val bdl_format(std::uintptr_t address, std::size_t length, bool is_text, const std::string& language) {
    auto in = read_input(address, length, is_text);
    if (!in.ok) return js_result(false, in.diagnostics, language);
    auto written = format(in.description);
    in.diagnostics.insert(in.diagnostics.end(), written.diagnostics.begin(), written.diagnostics.end());
    val out = js_result(written.ok, in.diagnostics, language);
    if (written.ok) out.set("text", js_string(written.text));
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
            item.set("part", js_string(std::string_view(explicit_part_name(b.part))));
            item.set("code", js_string(b.code));
            item.set("kills", b.kills);
            const auto lc = text_.empty() ? LineColumn{0, 0} : cursor.at(b.span.offset);
            item.set("line", lc.line);
            item.set("column", lc.column);
            return item;
        });
        val names = js_array(piece_names, [](const std::string& name) { return js_string(name); });
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
    val load(std::uintptr_t address, std::size_t length, bool is_text, val hooks, const std::string& language) {
        game_.reset();
        language_ = language;
        auto in = read_input(address, length, is_text);
        if (!in.ok) return js_result(false, in.diagnostics, language);
        std::shared_ptr<ExplicitRunner> runner;
        if (!hooks.isNull() && !hooks.isUndefined()) runner = std::make_shared<JsRunner>(hooks, in.text);
        auto created = Game::create(in.description, in.text, runner);
        if (created.ok) game_ = created.value;
        return js_result(created.ok, created.diagnostics, language);
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
        return js_array(game().piece_types(), [](const auto& t) { return js_string(t.name); });
    }

    // 3 numbers per square (type or -1, owner, flag), BDL frame, index (y * width + x).
    val board() const {
        std::vector<std::int32_t> cells;
        for (std::int32_t y = 0; y < height(); ++y)
            for (std::int32_t x = 0; x < width(); ++x) {
                const auto& c = game().at({x, y});
                cells.insert(cells.end(), {c.type, c.owner, c.flag ? 1 : 0});
            }
        return val::global("Int32Array")
            .new_(emscripten::typed_memory_view(cells.size(), cells.data()))
            .call<val>("slice");
    }

    // { ok, moves } with 6 numbers per move: from x, from y, to x, to y, spawn type (-1), captured
    // type (-1); or { ok: false, diagnostics } (bdl.too_much_work).
    val moves(bool all, std::int32_t x, std::int32_t y) const {
        const auto listed = all ? game().moves() : game().moves_from({x, y});
        val out = js_result(listed.ok, listed.diagnostics, language_);
        std::vector<std::int32_t> flat;
        flat.reserve(listed.value.size() * 6);
        for (const auto& m : listed.value)
            flat.insert(flat.end(), {m.from.x, m.from.y, m.to.x, m.to.y, m.spawn, m.captured});
        out.set(
            "moves",
            val::global("Int32Array").new_(emscripten::typed_memory_view(flat.size(), flat.data())).call<val>("slice"));
        return out;
    }

    // { ok, played }: whether the move was legal (and played); or { ok: false, diagnostics }.
    val play(std::int32_t fx, std::int32_t fy, std::int32_t tx, std::int32_t ty, std::int32_t spawn) {
        game();
        const auto played = game_->play(GameMove{{fx, fy}, {tx, ty}, spawn, -1});
        val out = js_result(played.ok, played.diagnostics, language_);
        out.set("played", played.value);
        return out;
    }

    // { ok, count }, or { ok: false, diagnostics }.
    val perft(int depth) const {
        const auto counted = game().perft(depth);
        val out = js_result(counted.ok, counted.diagnostics, language_);
        out.set("count", static_cast<double>(counted.value));
        return out;
    }

private:
    std::shared_ptr<Game> game_;
    std::string language_;  // of the diagnostics the game's operations return
};

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_bdl) {
    emscripten::function("bdlParse", guard<&bdl_parse>);
    emscripten::function("bdlCheck", guard<&bdl_check>);
    emscripten::function("bdlFormat", guard<&bdl_format>);
    emscripten::class_<BdlGame>("BdlGame")
        .constructor(guarded_new<BdlGame>)
        .function("load", guard<&BdlGame::load>)
        .function("width", guard<&BdlGame::width>)
        .function("height", guard<&BdlGame::height>)
        .function("turn", guard<&BdlGame::turn>)
        .function("isOver", guard<&BdlGame::is_over>)
        .function("moveCount", guard<&BdlGame::move_count>)
        .function("pieceNames", guard<&BdlGame::piece_names>)
        .function("board", guard<&BdlGame::board>)
        .function("moves", guard<&BdlGame::moves>)
        .function("play", guard<&BdlGame::play>)
        .function("perft", guard<&BdlGame::perft>);
}

}  // namespace bn::bindings
