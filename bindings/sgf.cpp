// SGF: parse(text) -> collection as one array of numbers whose values are slices of one string
// (the input itself when it was a JS string); stringify takes a similar encoding back. A game
// tree can hold hundreds of thousands of values, and one embind val per value costs ~10x more
// than decoding a flat array in JS (docs/architecture.md, "The wasm boundary"); even a handful of vals per parse
// was a tenth of the time on small files (bench/sgf.mjs), so a parse leaves its output in wasm
// memory, where the JS wrapper reads it in place and then releases it.
// The layouts are described in npm/src/sgf/marshal.js, which reads and writes them.
#include <emscripten/bind.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "common.hpp"
#include "sgf_layout.hpp"
#include "common/source_text.hpp"
#include "common/string_table.hpp"
#include "sgf/charset.hpp"
#include "sgf/charset_detect.hpp"
#include "sgf/komi.hpp"
#include "sgf/read_into.hpp"
#include "sgf/values.hpp"
#include "sgf/win_rate.hpp"
#include "sgf/write.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;
using sgf::NodeIndex;

ParseOutput& last_output() {
    static ParseOutput output;
    return output;
}

// The JS function that reads each batch of a large collection (npm/src/sgf/index.js sets it once:
// a function passed with every call cost a tenth of a small parse).
val& batch_sink() {
    static val sink = val::undefined();
    return sink;
}
void set_batch_sink(val sink) { batch_sink() = std::move(sink); }

// A JS string's UTF-8 -> layout whose values slice that string (sgf_layout.hpp). Bytes reach
// this function only once the JS wrapper has decoded them to a string (npm/src/sgf/decode.js),
// so there is one reading for both.
void send_batch(std::uintptr_t address) { batch_sink()(address); }
std::uintptr_t sgf_parse_text(std::uintptr_t address, std::size_t length, bool ascii, bool strict) {
    return parse_to_layout(input_at(address, length), ascii, strict, last_output(), &send_batch);
}

// The charset decision for SGF bytes (sgf/charset_detect.hpp), left in wasm memory until the
// next call, as words that npm/src/sgf/decode.js reads in place: [plain, segmentCount,
// repairCount, noteCount, textAt, textBytes], per segment (begin, charset, hasCa, caBegin,
// caEnd), per repair (begin, end), per note (code, begin, end, error, charset, declared, valid,
// total); offsets in bytes, charsets and codes as indices into sgfCharsetTables(). `plain` is 1
// for UTF-8 throughout (the bytes are the text), 2 for UTF-8 throughout once repaired and
// without error (the repaired text is the textBytes bytes at textAt, parsed where it is: no
// decoding around each repair in JS, no second encoding), else 0. `unavailable`: bit per
// charset the platform's TextDecoder lacks. `text_only`: the caller needs the text and not the
// notes (Sgf.parse), so UTF-8 that one pass finds repairable (charset::utf8_text_repairs)
// comes back as plain 2 without segments, repairs or notes (segmentCount 0), and without
// parsing the bytes.
std::uintptr_t sgf_decide_charsets(std::uintptr_t address, std::size_t length, std::uint32_t unavailable,
                                   bool text_only) {
    static std::vector<std::uint32_t> words;
    static std::string repaired;
    auto bytes = input_at(address, length);
    auto u32 = [](std::size_t v) { return static_cast<std::uint32_t>(v); };
    repaired.clear();
    sgf::charset::Decision decision;
    if (text_only && unavailable == 0) {
        bool plain = sgf::charset::plain_utf8(bytes);
        if (plain || sgf::charset::utf8_text_repairs(bytes, decision.repairs)) {
            if (!plain) {
                decision.segments.push_back(sgf::charset::Segment{0, sgf::charset::utf8().id});
                repaired = sgf::charset::apply_native(bytes, decision);
            }
            words.assign({plain ? 1u : 2u, 0, 0, 0, u32(reinterpret_cast<std::uintptr_t>(repaired.data())),
                          u32(repaired.size())});
            return reinterpret_cast<std::uintptr_t>(words.data());
        }
    }
    decision = sgf::charset::decide(bytes, unavailable);
    std::uint32_t plain = decision.plain ? 1 : 0;
    if (!decision.plain && sgf::charset::utf8_throughout(decision)) {
        repaired = sgf::charset::apply_native(bytes, decision);
        plain = 2;
    }
    words.assign({plain, u32(decision.segments.size()), u32(decision.repairs.size()), u32(decision.notes.size()),
                  u32(reinterpret_cast<std::uintptr_t>(repaired.data())), u32(repaired.size())});
    for (const auto& s : decision.segments)
        words.insert(words.end(), {u32(s.begin), s.charset, s.has_ca, u32(s.ca_begin), u32(s.ca_end)});
    for (const auto& r : decision.repairs) words.insert(words.end(), {u32(r.begin), u32(r.end)});
    const auto& codes = sgf::charset::note_codes();
    for (const auto& n : decision.notes) {
        auto code = static_cast<std::size_t>(std::find(codes.begin(), codes.end(), n.code) - codes.begin());
        words.insert(words.end(),
                     {u32(code), u32(n.begin), u32(n.end), n.error, n.charset, n.declared, n.valid, n.total});
    }
    return reinterpret_cast<std::uintptr_t>(words.data());
}

// The charset table and the note codes the decision's indices point into, read once.
val sgf_charset_tables() {
    val charsets = val::array();
    for (std::size_t i = 0; i < sgf::charset::table_size(); ++i) {
        const auto& c = sgf::charset::at(i);
        val entry = val::object();
        entry.set("name", js_string(c.name));
        entry.set("label", js_string(c.label));
        entry.set("native", sgf::charset::native(c));
        charsets.call<void>("push", entry);
    }
    val codes = val::array();
    for (auto code : sgf::charset::note_codes()) codes.call<void>("push", js_string(code));
    val out = val::object();
    out.set("charsets", charsets);
    out.set("codes", codes);
    return out;
}

// The charset CA names (sgf/charset.hpp), as an index into sgfCharsetTables(); -1 when unknown.
int sgf_charset_named(const std::string& declared) {
    const auto* c = sgf::charset::named(declared);
    return c ? c->id : -1;
}

// The rest of the last parse's output, and its release.
val sgf_parse_diagnostics(const std::string& language) { return to_js(last_output().diagnostics, language); }
void sgf_parse_release() { last_output().release(); }

// Splits UTF-8 `text` (written by TextEncoder, so well formed) into pieces of the given
// UTF-16 lengths.
std::vector<std::string> split_utf16(std::string_view text, const std::uint32_t* lengths, std::size_t count) {
    std::vector<std::string> pieces;
    pieces.reserve(count);
    std::size_t at = 0;
    for (std::size_t i = 0; i < count; ++i) {
        std::size_t from = at;
        for (std::uint32_t units = 0; units < lengths[i] && at < text.size();) {
            auto c = static_cast<unsigned char>(text[at]);
            std::size_t bytes = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
            units += bytes == 4 ? 2 : 1;
            at += bytes;
        }
        pieces.emplace_back(text.substr(from, at - from));
    }
    return pieces;
}

// Layout (built by npm/src/sgf/marshal.js): [treeCount, nodeCount, stringCount], the roots, the
// UTF-16 length of each string, then per node [childCount, children..., propertyCount,
// valueCount per property]; the strings come in node order, each property's id then its values.
val sgf_stringify(std::uintptr_t text_address, std::size_t text_length, std::uintptr_t layout_address,
                  std::size_t layout_length, bool line_breaks, bool declare_utf8, const std::string& language) {
    const auto* layout = reinterpret_cast<const std::uint32_t*>(layout_address);
    const std::uint32_t* end = layout + layout_length;
    std::uint32_t tree_count = layout[0], node_count = layout[1], string_count = layout[2];
    const std::uint32_t* p = layout + 3;
    sgf::Collection c;
    for (std::uint32_t t = 0; t < tree_count && p < end; ++t) c.trees.push_back(sgf::GameTree{*p++, 0});
    auto strings = split_utf16(input_at(text_address, text_length), p, string_count);
    p += string_count;
    std::size_t next_string = 0;
    // The layout comes from our own JS; the guards only keep a bug there from reading past it.
    auto take = [&]() { return p < end ? *p++ : 0; };
    auto next = [&]() { return next_string < strings.size() ? std::move(strings[next_string++]) : std::string(); };
    c.nodes.resize(node_count);
    for (std::uint32_t n = 0; n < node_count; ++n) {
        auto& node = c.nodes[n];
        std::uint32_t children = take();
        for (std::uint32_t i = 0; i < children; ++i) node.children.push_back(take());
        std::uint32_t properties = take();
        for (std::uint32_t i = 0; i < properties; ++i) {
            sgf::Property property{next(), {}, 0};
            std::uint32_t values = take();
            for (std::uint32_t v = 0; v < values; ++v) property.values.push_back({next(), 0});
            node.properties.push_back(std::move(property));
        }
    }
    sgf::WriteOptions options;
    options.line_break_between_nodes = line_breaks;
    options.declare_utf8 = declare_utf8;
    return js_written(sgf::write(c, options), language);
}

val sgf_decode_text(const std::string& raw) { return js_string(sgf::decode_text(raw)); }
val sgf_encode_text(const std::string& text) { return js_string(sgf::encode_text(text)); }

// The komi in points from a root's KM, AP and RU (sgf/komi.hpp): NaN when KM is no number; a
// negative zero never comes back. `rescaled` says the record wrote Fox's scaled value.
val sgf_komi(const std::string& km, const std::string& application, const std::string& rules) {
    const auto komi = sgf::komi_points(km, application, rules);
    val result = val::object();
    result.set("points", komi ? komi->points + 0.0 : std::nan(""));
    result.set("rescaled", komi && komi->rescaled);
    return result;
}

// An SGF Real ([+-]digits[.digits], sgf/values.hpp's decode_real) as a number: NaN when `raw` is
// not one. For the values a document shows as numbers (BL/WL, the time left).
double sgf_real(const std::string& raw) { return sgf::decode_real(raw).value_or(std::nan("")) + 0.0; }

// Black's win rate (0 to 1) from a node's SBKV value (sgf/win_rate.hpp), NaN when it is not one.
double sgf_win_rate(const std::string& raw) { return sgf::black_win_rate(raw).value_or(std::nan("")); }

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_sgf) {
    emscripten::function("sgfParseText", guard<&sgf_parse_text>);
    emscripten::function("sgfSetBatchSink", guard<&set_batch_sink>);
    emscripten::function("sgfDecideCharsets", guard<&sgf_decide_charsets>);
    emscripten::function("sgfCharsetTables", guard<&sgf_charset_tables>);
    emscripten::function("sgfCharsetNamed", guard<&sgf_charset_named>);
    emscripten::function("sgfParseDiagnostics", guard<&sgf_parse_diagnostics>);
    emscripten::function("sgfParseRelease", guard<&sgf_parse_release>);
    emscripten::function("sgfStringify", guard<&sgf_stringify>);
    emscripten::function("sgfDecodeText", guard<&sgf_decode_text>);
    emscripten::function("sgfEncodeText", guard<&sgf_encode_text>);
    emscripten::function("sgfKomi", guard<&sgf_komi>);
    emscripten::function("sgfReal", guard<&sgf_real>);
    emscripten::function("sgfWinRate", guard<&sgf_win_rate>);
}

}  // namespace bn::bindings
