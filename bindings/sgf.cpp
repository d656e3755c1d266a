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

// What a parse leaves in wasm memory until sgfParseRelease: `words` (layout below), the
// diagnostics and the names (property identifiers and charset names, each once, in first-seen
// order: their text joined is what JS reads).
struct ParseOutput {
    std::vector<std::uint32_t> words;
    std::vector<Diagnostic> diagnostics;
    StringTable names{false};  // the UTF-16 ends measured: a charset name is any text of CA
    // Empties it for the next parse. The words of a small file keep their room (a parse of a
    // 1-3 KB game allocated, zeroed and freed them each time), and the names their storage
    // (a table's first slots, 16 kB, cost more than the parse of a small file); what grew large
    // is given back.
    void release() {
        constexpr std::size_t kept_words = std::size_t{1} << 14;
        if (words.capacity() > kept_words)
            words = std::vector<std::uint32_t>();
        else
            words.clear();
        diagnostics = std::vector<Diagnostic>();
        if (names.size() > 256)
            names = StringTable(false);
        else
            names.clear();
    }
};
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

// Writes the parse layout (npm/src/sgf/marshal.js reads it) straight into the output words: a
// header [ok, diagnosticCount, nodeCount, treeCount, nameCount, wordCount, treesAt, namesAt,
// namesBytes], nodes in document order [parent + 1, line, column, propertyCount, per property
// (name, valueCount, per value (start, end))], then at treesAt per tree [root, line, column,
// charset name] and the UTF-16 length of each name (the names are slices of one string, in
// order: the namesBytes bytes of UTF-8 at namesAt). A value is text.slice(start, end) of the
// text that goes with the layout, in UTF-16 units. Node indices count over the whole parse.
// A large collection goes in batches: once the words of the nodes pass batch_words, the
// nodes so far go to the batch sink as a layout of their own (no trees, every name so far) and
// the words start again, so that the layout never holds more than about a batch. The whole
// layout, kept to the end and regrown by doubling, was most of a large parse's wasm memory
// (140 MB for 3 million nodes in 3 MB), which never shrinks.
class LayoutWriter {
public:
    static constexpr std::size_t header_words = 9;
    static constexpr std::size_t batch_words = std::size_t{1} << 18;
    LayoutWriter(std::string_view text, ParseOutput& out, bool ascii) : cursor_(text, ascii), out_(out), w_(out.words) {
        w_.assign(header_words, 0);
        size_ = header_words;
    }
    // Room for the usual node (one property of one value), so that the words rarely move.
    void expect_nodes(std::size_t count) {
        w_.resize(std::max(w_.size(), header_words + std::min(count * 8, batch_words + batch_words / 8)));
    }
    void tree(NodeIndex root, std::size_t offset, std::string_view charset) {
        auto at = cursor_.at(offset);
        trees_.insert(trees_.end(), {root, at.line, at.column, name_id(charset)});
    }
    void node(NodeIndex parent, std::size_t offset) {
        finish_node();
        if (size_ >= batch_words) flush();
        auto at = cursor_.at(offset);
        node_at_ = size_;
        std::uint32_t* p = room(4);
        p[0] = parent == sgf::no_node ? 0 : parent + 1;
        p[1] = at.line;
        p[2] = at.column;
        p[3] = 0;
        ++node_count_;
    }
    void property(std::size_t slot, std::string_view id) {
        if (slot < count_at_.size()) return;  // a repeated identifier: its values join the first
        count_at_.push_back(size_ + 1);
        std::uint32_t name = name_id(id);
        std::uint32_t* p = room(2);
        p[0] = name;
        p[1] = 0;
        ++w_[node_at_ + 3];
    }
    // Values of the node's last property go straight in; values of an earlier one (after a
    // repeated identifier, rare) wait for the end of the node.
    void value(std::size_t slot, std::uint32_t start, std::uint32_t end) {
        if (slot + 1 == count_at_.size()) {
            std::size_t count_at = count_at_[slot];
            std::uint32_t* p = room(2);
            p[0] = start;
            p[1] = end;
            ++w_[count_at];
        } else {
            late_.push_back({static_cast<std::uint32_t>(slot), start, end});
        }
    }
    // UTF-16 units before byte `offset` (offsets must come in document order, as positions do).
    std::uint32_t units_at(std::size_t offset) { return static_cast<std::uint32_t>(cursor_.units_at(offset)); }
    // Completes the words of the last batch (the caller fills the rest of the header): the
    // trees, the names.
    void finish() {
        finish_node();
        w_.resize(size_);
        w_.insert(w_.end(), trees_.begin(), trees_.end());
        end_words(static_cast<std::uint32_t>(trees_.size() / 4));
    }

private:
    struct LateValue {
        std::uint32_t slot, start, end;
    };
    std::uint32_t* room(std::size_t count) { return bindings::room(w_, size_, count); }
    // The nodes so far to JS, and the words start again.
    void flush() {
        w_.resize(size_);
        end_words(0);
        w_[5] = static_cast<std::uint32_t>(w_.size());
        batch_sink()(reinterpret_cast<std::uintptr_t>(w_.data()));
        size_ = header_words;
        node_count_ = 0;
    }
    // The id of a property identifier or charset name in out_.names. FF[4]'s identifiers, one or
    // two capital letters, are nearly every name a parse meets: their ids are kept by their
    // letters (short_ids_, 0 for not yet), which costs less than the table's hashing.
    std::uint32_t name_id(std::string_view name) {
        const std::size_t key = short_key(name);
        if (key != 0 && short_ids_[key] != 0) return short_ids_[key] - 1;
        const std::uint32_t id = out_.names.intern(std::string(name));
        if (key != 0) short_ids_[key] = id + 1;
        return id;
    }
    // 27..728 for one or two capital letters, 0 for another name.
    static std::size_t short_key(std::string_view s) {
        auto letter = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<std::size_t>(c - 'A' + 1) : 0; };
        if (s.empty() || s.size() > 2 || !letter(s[0]) || (s.size() == 2 && !letter(s[1]))) return 0;
        return letter(s[0]) * 27 + (s.size() == 2 ? letter(s[1]) : 0);
    }
    // The header's counts, and the names after the nodes (and `trees` trees).
    void end_words(std::uint32_t trees) {
        const StringTable& names = out_.names;
        w_[2] = node_count_;
        w_[3] = trees;
        w_[4] = static_cast<std::uint32_t>(names.size());
        w_[6] = static_cast<std::uint32_t>(size_);
        w_[7] = static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(names.text().data()));
        w_[8] = static_cast<std::uint32_t>(names.text().size());
        std::uint32_t start = 0;
        for (std::uint32_t end : names.utf16_ends()) {
            w_.push_back(end - start);
            start = end;
        }
    }
    // Moves the late values of the node behind the other values of their property (each
    // property's values stay in document order: a property gets values straight in only
    // while it is the last one, so before any late value of its own).
    void finish_node() {
        count_at_.clear();
        if (late_.empty()) return;
        std::stable_sort(late_.begin(), late_.end(),
                         [](const LateValue& a, const LateValue& b) { return a.slot < b.slot; });
        const auto first_word = static_cast<std::ptrdiff_t>(node_at_ + 4);
        std::vector<std::uint32_t> written(w_.begin() + first_word, w_.begin() + static_cast<std::ptrdiff_t>(size_));
        size_ = node_at_ + 4;
        auto put = [&](std::uint32_t word) { *room(1) = word; };
        std::size_t at = 0, next = 0;
        for (std::uint32_t slot = 0; slot < w_[node_at_ + 3]; ++slot) {
            std::uint32_t count = written[at + 1];
            std::size_t first = next;
            while (next < late_.size() && late_[next].slot == slot) ++next;
            put(written[at]);
            put(static_cast<std::uint32_t>(count + (next - first)));
            for (std::size_t v = 0; v < 2 * count; ++v) put(written[at + 2 + v]);
            for (std::size_t v = first; v < next; ++v) {
                put(late_[v].start);
                put(late_[v].end);
            }
            at += 2 + 2 * count;
        }
        late_.clear();
    }

    SourceCursor cursor_;
    ParseOutput& out_;
    std::array<std::uint32_t, 27 * 27> short_ids_{};
    std::vector<std::uint32_t>& w_;  // its size is its room; size_ words of it are written
    std::size_t size_ = 0;
    std::vector<std::uint32_t> trees_;
    std::vector<std::size_t> count_at_;  // per property of the current node: where its valueCount is
    std::vector<LateValue> late_;
    std::size_t node_at_ = 0;
    std::uint32_t node_count_ = 0;  // in the current batch
};

// The header's ok flag and diagnostics; with errors the words hold only the header.
std::uintptr_t finish_output(ParseOutput& out, std::vector<Diagnostic>&& diagnostics, bool ok) {
    if (!ok) out.words.assign(LayoutWriter::header_words, 0);
    out.words[0] = ok;
    out.words[1] = static_cast<std::uint32_t>(diagnostics.size());
    out.words[5] = static_cast<std::uint32_t>(out.words.size());
    out.diagnostics = std::move(diagnostics);
    return reinterpret_cast<std::uintptr_t>(out.words.data());
}

// The parser's events straight into the layout, values as slices of the input itself (the
// JS string the caller passed, which the input is the UTF-8 encoding of).
class DirectLayout final : public sgf::TreeSink {
public:
    // `ascii`: the text is all ASCII, so a byte offset is a UTF-16 offset as it is.
    DirectLayout(std::string_view text, bool ascii, ParseOutput& out)
        : text_(text), ascii_(ascii), layout_(text, out, ascii) {}
    LayoutWriter& layout() { return layout_; }
    void expect_nodes(std::size_t count) override { layout_.expect_nodes(count); }
    void tree(NodeIndex root, std::size_t offset) override { layout_.tree(root, offset, "UTF-8"); }
    void node(NodeIndex, NodeIndex parent, std::size_t offset) override { layout_.node(parent, offset); }
    void property(std::size_t slot, std::string_view id, std::size_t) override { layout_.property(slot, id); }
    void value(std::size_t slot, std::string_view raw, std::size_t) override {
        auto start = static_cast<std::size_t>(raw.data() - text_.data());
        if (ascii_) {
            layout_.value(slot, static_cast<std::uint32_t>(start), static_cast<std::uint32_t>(start + raw.size()));
            return;
        }
        std::uint32_t from = layout_.units_at(start);
        layout_.value(slot, from, layout_.units_at(start + raw.size()));
    }

private:
    std::string_view text_;
    bool ascii_;
    LayoutWriter layout_;
};

// A JS string's UTF-8 -> layout whose values slice that string. Returns the address of the
// words of the output (see LayoutWriter); the batch sink gets the address of each batch before
// it. `ascii`: the string had as many UTF-16 units as bytes here, so it is all ASCII. Bytes
// reach this function only once the JS wrapper has decoded them to a string
// (npm/src/sgf/decode.js), so there is one reading for both.
std::uintptr_t sgf_parse_text(std::uintptr_t address, std::size_t length, bool ascii, bool strict) {
    auto text = input_at(address, length);
    auto& out = last_output();
    out.release();
    DirectLayout sink(text, ascii, out);
    Diagnostics diagnostics;
    SourceText source(text);
    sgf::ParseOptions options;
    options.strict = strict;
    sgf::parse_into(text, options, sink, diagnostics);
    bool ok = !diagnostics.has_errors();
    auto& items = diagnostics.items();
    source.resolve(items);
    if (ok) sink.layout().finish();
    return finish_output(out, std::move(items), ok);
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
