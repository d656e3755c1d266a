// Pgn.stringify: games to write arrive as a string list and a Uint32Array (layout in
// npm/src/pgn/layout.js, encodeGame) and leave as PGN text; and the tag writer of Chess#pgn().
// Optimised for size (bindings/CMakeLists.txt): no bench times writing.
#include <emscripten/bind.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "common.hpp"
#include "pgn/build.hpp"
#include "pgn/write.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;
using namespace bn::pgn;

// The layout npm/src/pgn/layout.js writes: see encodeGame there.
class LayoutReader {
public:
    LayoutReader(const std::vector<std::uint32_t>& ints, const std::vector<std::string>& strings)
        : ints_(ints), strings_(strings) {}
    bool ok() const { return ok_; }
    std::uint32_t number() {
        if (at_ >= ints_.size()) return ok_ = false, 0;
        return ints_[at_++];
    }
    std::string string() {
        std::uint32_t i = number();
        if (i == 0xFFFFFFFFu) return {};
        if (i >= strings_.size()) return ok_ = false, std::string();
        return strings_[i];
    }
    std::vector<std::string> strings() {
        std::uint32_t n = number();
        std::vector<std::string> out;
        for (std::uint32_t i = 0; i < n && ok_; ++i) out.push_back(string());
        return out;
    }

private:
    const std::vector<std::uint32_t>& ints_;
    const std::vector<std::string>& strings_;
    std::size_t at_ = 0;
    bool ok_ = true;
};

val stringify(val strings_js, val ints_js, unsigned max_line, const std::string& language) {
    const auto strings = emscripten::vecFromJSArray<std::string>(strings_js);
    const auto ints = emscripten::convertJSArrayToNumberVector<std::uint32_t>(ints_js);
    LayoutReader in(ints, strings);
    GameInput game;
    std::uint32_t tags = in.number();
    for (std::uint32_t i = 0; i < tags && in.ok(); ++i) {
        std::string name = in.string();
        game.tags.push_back({std::move(name), in.string()});
    }
    game.start_fen = in.string();
    game.result = in.string();
    game.comments = in.strings();
    std::uint32_t game_nags = in.number();
    for (std::uint32_t k = 0; k < game_nags && in.ok(); ++k)
        game.nags.push_back(static_cast<std::uint16_t>(std::min(in.number(), 65535u)));
    std::uint32_t moves = in.number();
    for (std::uint32_t i = 0; i < moves && in.ok(); ++i) {
        MoveInput m;
        m.san = in.string();
        m.previous = in.number();
        m.replaces = in.number();
        std::uint32_t nags = in.number();
        for (std::uint32_t k = 0; k < nags && in.ok(); ++k)
            m.nags.push_back(static_cast<std::uint16_t>(std::min(in.number(), 65535u)));
        m.comments = in.strings();
        m.comments_before = in.strings();
        game.moves.push_back(std::move(m));
    }
    if (!in.ok())
        return js_result(
            false,
            {Diagnostic{"pgn.game_input", Severity::error, 0, 0, 0, 0, 0, {{"reason", "the layout is truncated"}}}},
            language);
    return js_written(bn::pgn::stringify(game, WriteOptions{max_line}), language);
}

// The tag pairs Pgn.stringify would write (pgn::tag_pair) for `pairs`, a JS array [name, value,
// name, value...], each line ended by '\n' (a value never holds one); no line for a name that is
// not a tag name. The chess façade's pgn() writes its tags with it, in one crossing, and its
// setHeader checks a name with it.
val tag_lines(val pairs) {
    const auto texts = emscripten::vecFromJSArray<std::string>(pairs);
    std::string lines;
    for (std::size_t i = 0; i + 1 < texts.size(); i += 2) {
        if (!pgn::is_tag_name(texts[i])) continue;
        lines += pgn::tag_pair(texts[i], texts[i + 1]);
        lines += '\n';
    }
    return js_string(lines);
}

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_pgn_write) {
    emscripten::function("pgnStringify", guard<&stringify>);
    emscripten::function("pgnTagLines", guard<&tag_lines>);
}

}  // namespace bn::bindings
