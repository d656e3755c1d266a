// The parse layout of an SGF text (npm/src/sgf/marshal.js reads it): the parser's events
// written straight into words that JS reads in place in wasm memory. Apart from bindings/sgf.cpp
// and free of embind, so that a native driver can run and count the very code the wasm runs
// (bench/sgf-layout-driver.cpp, under callgrind).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/diagnostic.hpp"
#include "common/source_text.hpp"
#include "common/string_table.hpp"
#include "sgf/read_into.hpp"
#include "words.hpp"

namespace bn::bindings {

using sgf::NodeIndex;

// Receives the address of each batch of a large collection's layout while the parse runs.
using BatchSink = void (*)(std::uintptr_t);

// What a parse leaves in wasm memory until sgfParseRelease: `words` (layout below), the
// diagnostics and the names (property identifiers and charset names, each once, in first-seen
// order: their text joined is what JS reads).
struct ParseOutput {
    // Its size is its room, `used` words of it are the layout: the room of a small file is kept
    // from parse to parse and never zeroed again (a parse of a 1-3 KB game zeroed some 6 kB).
    std::vector<std::uint32_t> words;
    std::size_t used = 0;
    std::vector<Diagnostic> diagnostics;
    // The names of every parse since the table was last emptied, which `names_epoch` counts: a
    // file meets the identifiers of the files before it, which are then neither interned nor
    // sent again (JS keeps its list of them until the epoch changes). A table that grew past
    // kept_names (FF[3] long names, odd identifiers) is emptied between parses.
    StringTable names{false};  // the UTF-16 ends measured: a charset name is any text of CA
    // The ids of FF[4]'s identifiers (one or two capital letters, LayoutWriter::short_key) in
    // `names`, + 1 (0: not yet): nearly every name a parse meets, found without hashing.
    std::array<std::uint32_t, 27 * 27> short_ids{};
    std::uint32_t names_epoch = 0;
    // Scratch of LayoutWriter, kept with its room: the trees' words, and per property of the
    // current node where its valueCount is.
    std::vector<std::uint32_t> trees;
    std::vector<std::size_t> count_at;
    // Empties it for the next parse; what grew large is given back.
    void release() {
        constexpr std::size_t kept_words = std::size_t{1} << 14;
        constexpr std::size_t kept_names = 256;
        if (words.capacity() > kept_words) words = std::vector<std::uint32_t>();
        used = 0;
        diagnostics = std::vector<Diagnostic>();
        if (names.size() > kept_names) {
            names = StringTable(false);
            short_ids.fill(0);
            ++names_epoch;
        }
        trees.clear();
        count_at.clear();
    }
};

// Writes the parse layout (npm/src/sgf/marshal.js reads it) straight into the output words: a
// header [ok, diagnosticCount, nodeCount, treeCount, nameCount, wordCount, treesAt, namesAt,
// namesBytes, namesEpoch], nodes in document order [parent + 1, line, column, propertyCount, per property
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
    static constexpr std::size_t header_words = 10;
    static constexpr std::size_t batch_words = std::size_t{1} << 18;
    LayoutWriter(std::string_view text, ParseOutput& out, bool ascii, BatchSink sink)
        : cursor_(text, ascii), out_(out), w_(out.words), sink_(sink), trees_(out.trees), count_at_(out.count_at) {
        if (w_.size() < header_words) w_.resize(header_words);
        std::fill_n(w_.data(), header_words, 0);
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
        const std::size_t trees_at = size_;
        std::copy(trees_.begin(), trees_.end(), room(trees_.size()));
        end_words(static_cast<std::uint32_t>(trees_.size() / 4), trees_at);
        out_.used = size_;
    }

private:
    struct LateValue {
        std::uint32_t slot, start, end;
    };
    std::uint32_t* room(std::size_t count) { return bindings::room(w_, size_, count); }
    // The nodes so far to JS, and the words start again.
    void flush() {
        end_words(0, size_);
        w_[5] = static_cast<std::uint32_t>(size_);
        sink_(reinterpret_cast<std::uintptr_t>(w_.data()));
        size_ = header_words;
        node_count_ = 0;
    }
    // The id of a property identifier or charset name in out_.names. FF[4]'s identifiers, one or
    // two capital letters, are nearly every name a parse meets: their ids are kept by their
    // letters (out_.short_ids), which costs less than the table's hashing.
    std::uint32_t name_id(std::string_view name) {
        const std::size_t key = short_key(name);
        if (key != 0 && out_.short_ids[key] != 0) return out_.short_ids[key] - 1;
        const std::uint32_t id = out_.names.intern(std::string(name));
        if (key != 0) out_.short_ids[key] = id + 1;
        return id;
    }
    // 27..728 for one or two capital letters, 0 for another name.
    static std::size_t short_key(std::string_view s) {
        auto letter = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<std::size_t>(c - 'A' + 1) : 0; };
        if (s.empty() || s.size() > 2 || !letter(s[0]) || (s.size() == 2 && !letter(s[1]))) return 0;
        return letter(s[0]) * 27 + (s.size() == 2 ? letter(s[1]) : 0);
    }
    // The header's counts, and the names' lengths after the nodes (and `trees` trees, at
    // `trees_at`).
    void end_words(std::uint32_t trees, std::size_t trees_at) {
        const StringTable& names = out_.names;
        w_[2] = node_count_;
        w_[3] = trees;
        w_[4] = static_cast<std::uint32_t>(names.size());
        w_[6] = static_cast<std::uint32_t>(trees_at);
        w_[7] = static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(names.text().data()));
        w_[8] = static_cast<std::uint32_t>(names.text().size());
        std::uint32_t start = 0;
        w_[9] = out_.names_epoch;
        const auto& ends = names.utf16_ends();
        std::uint32_t* lengths = room(ends.size());
        for (std::size_t i = 0; i < ends.size(); ++i) {
            lengths[i] = ends[i] - start;
            start = ends[i];
        }
    }
    // Ends the last node. Run for every node: the rare work is out of line.
    void finish_node() {
        count_at_.clear();
        if (!late_.empty()) place_late_values();
    }
    // Moves the late values of the node behind the other values of their property (each
    // property's values stay in document order: a property gets values straight in only
    // while it is the last one, so before any late value of its own).
    [[gnu::noinline]] void place_late_values() {
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
    std::vector<std::uint32_t>& w_;  // its size is its room; size_ words of it are written
    BatchSink sink_;
    std::size_t size_ = 0;
    std::vector<std::uint32_t>& trees_;   // out_.trees
    std::vector<std::size_t>& count_at_;  // out_.count_at
    std::vector<LateValue> late_;
    std::size_t node_at_ = 0;
    std::uint32_t node_count_ = 0;  // in the current batch
};

// The header's ok flag and diagnostics; with errors the words hold only the header.
std::uintptr_t finish_output(ParseOutput& out, std::vector<Diagnostic>&& diagnostics, bool ok) {
    if (!ok) {
        if (out.words.size() < LayoutWriter::header_words) out.words.resize(LayoutWriter::header_words);
        std::fill_n(out.words.data(), LayoutWriter::header_words, 0);
        out.used = LayoutWriter::header_words;
    }
    out.words[0] = ok;
    out.words[1] = static_cast<std::uint32_t>(diagnostics.size());
    out.words[5] = static_cast<std::uint32_t>(out.used);
    out.diagnostics = std::move(diagnostics);
    return reinterpret_cast<std::uintptr_t>(out.words.data());
}

// The parser's events straight into the layout, values as slices of the input itself (the
// JS string the caller passed, which the input is the UTF-8 encoding of).
class DirectLayout final : public sgf::TreeSink {
public:
    // `ascii`: the text is all ASCII, so a byte offset is a UTF-16 offset as it is.
    DirectLayout(std::string_view text, bool ascii, ParseOutput& out, BatchSink sink)
        : text_(text), ascii_(ascii), layout_(text, out, ascii, sink) {}
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
// A text's UTF-8 -> layout whose values slice that text (in UTF-16 units). Returns the address
// of the words of the output (see LayoutWriter); `sink` gets the address of each batch before
// it. `ascii`: the text has as many UTF-16 units as bytes, so it is all ASCII.
inline std::uintptr_t parse_to_layout(std::string_view text, bool ascii, bool strict, ParseOutput& out,
                                      BatchSink sink) {
    out.release();
    DirectLayout layout(text, ascii, out, sink);
    Diagnostics diagnostics;
    SourceText source(text);
    sgf::ParseOptions options;
    options.strict = strict;
    sgf::parse_into(text, options, layout, diagnostics);
    bool ok = !diagnostics.has_errors();
    auto& items = diagnostics.items();
    source.resolve(items);
    if (ok) layout.layout().finish();
    return finish_output(out, std::move(items), ok);
}

}  // namespace bn::bindings
