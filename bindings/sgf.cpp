// SGF: parse(text) -> collection as one Uint32Array plus one string; stringify takes the same
// kind of encoding back. A game tree can hold hundreds of thousands of values, and one embind
// val per value costs ~10x more than decoding a flat array in JS (TOOLCHAIN.md, fact 10).
// The layouts are described in npm/src/sgf/layout.js, which reads and writes them.
#include <emscripten/bind.h>

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "common.hpp"
#include "common/source_text.hpp"
#include "sgf/model.hpp"
#include "sgf/values.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;

// All strings of a collection in one UTF-8 text, each one's end in UTF-16 units (what JS
// slices with); property identifiers are interned.
class StringTable {
public:
    std::uint32_t add(std::string_view s) {
        text_.append(s);
        units_ += static_cast<std::uint32_t>(SourceText::utf16_length(s));
        ends_.push_back(units_);
        return static_cast<std::uint32_t>(ends_.size() - 1);
    }
    std::uint32_t add_id(const std::string& id) {
        auto found = ids_.find(id);
        if (found != ids_.end()) return found->second;
        return ids_[id] = add(id);
    }
    const std::string& text() const { return text_; }
    const std::vector<std::uint32_t>& ends() const { return ends_; }

private:
    std::string text_;
    std::uint32_t units_ = 0;
    std::vector<std::uint32_t> ends_;
    std::unordered_map<std::string, std::uint32_t> ids_;
};

val uint32_array(const std::vector<std::uint32_t>& values) {
    return val::global("Uint32Array")
        .new_(emscripten::typed_memory_view(values.size(), values.data()))
        .call<val>("slice");
}

// Layout: [treeCount, nodeCount, stringCount], then per tree [root, line, column, charset],
// then the string ends, then per node [parent + 1, line, column, childCount, children...,
// propertyCount, per property (id, valueCount, values...)]; every name and value is a string index.
val sgf_parse(std::uintptr_t address, std::size_t length, bool decode_charset,
              const std::string& language) {
    auto text = input_at(address, length);
    sgf::ParseOptions options;
    options.decode_charset = decode_charset;
    auto parsed = sgf::parse(text, options);
    val result = val::object();
    result.set("ok", parsed.ok);
    result.set("diagnostics", to_js(parsed.diagnostics, language));
    if (!parsed.ok) return result;

    const auto& c = parsed.value;
    SourceCursor cursor(text), tree_cursor(text);
    StringTable strings;
    std::vector<std::uint32_t> trees;
    for (const auto& tree : c.trees) {
        auto at = tree_cursor.at(tree.offset);
        trees.insert(trees.end(), {tree.root, at.line, at.column, strings.add(tree.source_charset)});
    }
    std::vector<std::uint32_t> nodes;
    for (const auto& node : c.nodes) {
        auto at = cursor.at(node.offset);
        nodes.insert(nodes.end(), {node.parent == sgf::no_node ? 0 : node.parent + 1, at.line, at.column,
                                   static_cast<std::uint32_t>(node.children.size())});
        nodes.insert(nodes.end(), node.children.begin(), node.children.end());
        nodes.push_back(static_cast<std::uint32_t>(node.properties.size()));
        for (const auto& p : node.properties) {
            nodes.push_back(strings.add_id(p.id));
            nodes.push_back(static_cast<std::uint32_t>(p.values.size()));
            for (const auto& v : p.values) nodes.push_back(strings.add(v.raw));
        }
    }
    std::vector<std::uint32_t> layout{static_cast<std::uint32_t>(c.trees.size()),
                                      static_cast<std::uint32_t>(c.nodes.size()),
                                      static_cast<std::uint32_t>(strings.ends().size())};
    layout.reserve(layout.size() + trees.size() + strings.ends().size() + nodes.size());
    layout.insert(layout.end(), trees.begin(), trees.end());
    layout.insert(layout.end(), strings.ends().begin(), strings.ends().end());
    layout.insert(layout.end(), nodes.begin(), nodes.end());
    result.set("layout", uint32_array(layout));
    result.set("strings", strings.text());
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
    emscripten::function("sgfParse", &sgf_parse);
    emscripten::function("sgfStringify", &sgf_stringify);
    emscripten::function("sgfDecodeText", &sgf_decode_text);
    emscripten::function("sgfEncodeText", &sgf_encode_text);
}

}  // namespace bn::bindings
