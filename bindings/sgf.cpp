// SGF: parse(text) -> collection as Uint32Arrays whose values are slices of one string (the
// input itself when it was a JS string); stringify takes a similar encoding back. A game tree can hold hundreds of thousands of values, and one embind
// val per value costs ~10x more than decoding a flat array in JS (TOOLCHAIN.md, fact 10).
// The layouts are described in npm/src/sgf/layout.js, which reads and writes them.
#include <emscripten/bind.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "common.hpp"
#include "common/source_text.hpp"
#include "sgf/model.hpp"
#include "sgf/parse_into.hpp"
#include "sgf/values.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;
using sgf::NodeIndex;

val uint32_array(const std::vector<std::uint32_t>& values) {
    return val::global("Uint32Array")
        .new_(emscripten::typed_memory_view(values.size(), values.data()))
        .call<val>("slice");
}

// Property identifiers and charset names of one parse, each once, in first-seen order. The ids
// of FF[4] are one or two capital letters: those are found in a table, longer ones by search.
class Names {
public:
    Names() { short_.fill(none); }
    std::uint32_t add(std::string_view name) {
        std::size_t key = short_key(name);
        if (key != none && short_[key] != none) return short_[key];
        if (key == none) {
            for (std::size_t i = 0; i < names_.size(); ++i)
                if (names_[i] == name) return static_cast<std::uint32_t>(i);
        }
        auto index = static_cast<std::uint32_t>(names_.size());
        names_.emplace_back(name);
        if (key != none) short_[key] = index;
        return index;
    }
    val to_js() const {
        val list = val::array();
        for (std::size_t i = 0; i < names_.size(); ++i) list.set(i, names_[i]);
        return list;
    }

private:
    static constexpr std::uint32_t none = 0xFFFFFFFF;
    static std::size_t short_key(std::string_view s) {
        auto letter = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<std::size_t>(c - 'A' + 1) : 0; };
        if (s.empty() || s.size() > 2 || !letter(s[0]) || (s.size() == 2 && !letter(s[1]))) return none;
        return letter(s[0]) * 27 + (s.size() == 2 ? letter(s[1]) : 0);
    }
    std::array<std::uint32_t, 27 * 27> short_{};
    std::vector<std::string> names_;
};

// Writes the parse layout (npm/src/sgf/layout.js reads it). Trees: per tree [root, line, column,
// charset name]. Nodes, in document order: [parent + 1, line, column, propertyCount, per
// property (name, valueCount, per value (start, end))]; a value is text.slice(start, end) of
// the text that goes with the layout, in UTF-16 units. A node's properties are held until the
// next node, because a repeated identifier adds values to an earlier property.
class LayoutWriter {
public:
    explicit LayoutWriter(std::string_view text) : cursor_(text) {}
    Names& names() { return names_; }
    void expect_nodes(std::size_t count) { nodes_.reserve(count * 12); }
    void tree(NodeIndex root, std::size_t offset, std::string_view charset) {
        auto at = cursor_.at(offset);
        trees_.insert(trees_.end(), {root, at.line, at.column, names_.add(charset)});
    }
    void node(NodeIndex parent, std::size_t offset) {
        flush();
        auto at = cursor_.at(offset);
        nodes_.insert(nodes_.end(), {parent == sgf::no_node ? 0 : parent + 1, at.line, at.column});
        ++node_count_;
    }
    void property(std::size_t slot, std::string_view id) {
        if (slot == properties_.size()) properties_.push_back(names_.add(id));
    }
    void value(std::size_t slot, std::uint32_t start, std::uint32_t end) {
        values_.push_back({static_cast<std::uint32_t>(slot), start, end});
    }
    // Adds the JS side of the layout to `result`.
    void finish(val& result) {
        flush();
        result.set("nodeCount", node_count_);
        result.set("trees", uint32_array(trees_));
        result.set("layout", uint32_array(nodes_));
        result.set("names", names_.to_js());
    }

private:
    struct PendingValue {
        std::uint32_t slot, start, end;
    };
    void flush() {
        if (node_count_ == 0) return;
        nodes_.push_back(static_cast<std::uint32_t>(properties_.size()));
        for (std::size_t slot = 0; slot < properties_.size(); ++slot) {
            nodes_.push_back(properties_[slot]);
            std::size_t count_at = nodes_.size();
            nodes_.push_back(0);
            std::uint32_t count = 0;
            for (const auto& v : values_) {
                if (v.slot != slot) continue;
                nodes_.insert(nodes_.end(), {v.start, v.end});
                ++count;
            }
            nodes_[count_at] = count;
        }
        properties_.clear();
        values_.clear();
    }

    SourceCursor cursor_;
    Names names_;
    std::vector<std::uint32_t> trees_, nodes_, properties_;
    std::vector<PendingValue> values_;
    std::uint32_t node_count_ = 0;
};

// The parser's events straight into the layout, values as slices of the input itself (the
// JS string the caller passed, which the input is the UTF-8 encoding of).
class DirectLayout final : public sgf::TreeSink {
public:
    explicit DirectLayout(std::string_view text) : text_(text), layout_(text), units_(text) {}
    LayoutWriter& layout() { return layout_; }
    void expect_nodes(std::size_t count) override { layout_.expect_nodes(count); }
    void tree(NodeIndex root, std::size_t offset) override { layout_.tree(root, offset, "UTF-8"); }
    void node(NodeIndex, NodeIndex parent, std::size_t offset) override { layout_.node(parent, offset); }
    void property(std::size_t slot, std::string_view id, std::size_t) override { layout_.property(slot, id); }
    void value(std::size_t slot, std::string_view raw, std::size_t) override {
        auto start = static_cast<std::size_t>(raw.data() - text_.data());
        auto from = static_cast<std::uint32_t>(units_.units_at(start));
        auto to = static_cast<std::uint32_t>(units_.units_at(start + raw.size()));
        layout_.value(slot, from, to);
    }

private:
    std::string_view text_;
    LayoutWriter layout_;
    SourceCursor units_;
};

// A JS string's UTF-8 -> layout whose values slice that string.
val sgf_parse_text(std::uintptr_t address, std::size_t length, const std::string& language) {
    auto text = input_at(address, length);
    DirectLayout sink(text);
    Diagnostics diagnostics;
    SourceText source(text);
    sgf::parse_into(text, sgf::ParseOptions{}, sink, diagnostics);
    bool ok = !diagnostics.has_errors();
    auto& items = diagnostics.items();
    source.resolve(items);
    val result = val::object();
    result.set("ok", ok);
    result.set("diagnostics", to_js(items, language));
    if (ok) sink.layout().finish(result);
    return result;
}

// Bytes in any charset -> the Collection (charset decoding needs the model), then the layout
// whose values slice one string holding them all.
val sgf_parse_bytes(std::uintptr_t address, std::size_t length, const std::string& language) {
    auto text = input_at(address, length);
    auto parsed = sgf::parse(text);
    val result = val::object();
    result.set("ok", parsed.ok);
    result.set("diagnostics", to_js(parsed.diagnostics, language));
    if (!parsed.ok) return result;
    const auto& c = parsed.value;
    LayoutWriter layout(text);
    std::string strings;
    std::uint32_t units = 0;
    std::size_t next_tree = 0;
    for (NodeIndex n = 0; n < c.nodes.size(); ++n) {
        const auto& node = c.nodes[n];
        if (next_tree < c.trees.size() && c.trees[next_tree].root == n) {
            layout.tree(n, c.trees[next_tree].offset, c.trees[next_tree].source_charset);
            ++next_tree;
        }
        layout.node(node.parent, node.offset);
        for (std::size_t slot = 0; slot < node.properties.size(); ++slot) {
            layout.property(slot, node.properties[slot].id);
            for (const auto& v : node.properties[slot].values) {
                std::uint32_t start = units;
                strings += v.raw;
                units += static_cast<std::uint32_t>(SourceText::utf16_length(v.raw));
                layout.value(slot, start, units);
            }
        }
    }
    layout.finish(result);
    result.set("strings", strings);
    return result;
}

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

// Layout (built by npm/src/sgf/layout.js): [treeCount, nodeCount, stringCount], the roots, the
// UTF-16 length of each string, then per node [childCount, children..., propertyCount,
// valueCount per property]; the strings come in node order, each property's id then its values.
val sgf_stringify(std::uintptr_t text_address, std::size_t text_length, std::uintptr_t layout_address,
                  std::size_t layout_length, bool line_breaks, const std::string& language) {
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
    auto written = sgf::write(c, options);
    val result = val::object();
    result.set("ok", written.ok);
    result.set("diagnostics", to_js(written.diagnostics, language));
    if (written.ok) result.set("text", written.text);
    return result;
}

std::string sgf_decode_text(const std::string& raw) { return sgf::decode_text(raw); }
std::string sgf_encode_text(const std::string& text) { return sgf::encode_text(text); }

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_sgf) {
    emscripten::function("sgfParseText", &sgf_parse_text);
    emscripten::function("sgfParseBytes", &sgf_parse_bytes);
    emscripten::function("sgfStringify", &sgf_stringify);
    emscripten::function("sgfDecodeText", &sgf_decode_text);
    emscripten::function("sgfEncodeText", &sgf_encode_text);
}

}  // namespace bn::bindings
