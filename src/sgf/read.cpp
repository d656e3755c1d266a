// SGF text -> collection in three stages: the X3 lexer (lexer.cpp) cuts the input into items, the tree
// builder gives them structure, then each game tree's text is decoded to UTF-8 from the
// charset its root declares (CA).
#include <algorithm>
#include <new>
#include <string>

#include "common/guarded.hpp"
#include "common/input.hpp"
#include "common/limits.hpp"
#include "common/show_character.hpp"
#include "common/source_text.hpp"
#include "common/utf8.hpp"
#include "sgf/charset.hpp"
#include "sgf/charset_detect.hpp"
#include "sgf/parser.hpp"
#include "sgf/read.hpp"
#include "sgf/read_into.hpp"
#include "sgf/values.hpp"

namespace bn::sgf {

namespace {

constexpr std::size_t max_node_hint = std::size_t{1} << 16;
constexpr std::size_t bytes_per_node_guess = 8;

// The lexer stops at the first character it cannot read, but the tree builder has already
// reported what came before: the lexical error goes in front of those (at index `at`), as the
// first error of the input, and the cap of limits::max_diagnostics still holds.
void report_lexical_error(std::string_view text, std::size_t offset, Diagnostics& d, std::size_t at) {
    if (text[offset] == '[') {
        d.error("sgf.unclosed_value", offset, 1);
    } else {
        std::string shown = show_character(text.substr(offset));  // common/show_character.hpp
        d.error("sgf.unexpected_char", offset, 1, {{"char", shown}});
    }
    auto& items = d.items();
    std::rotate(items.begin() + static_cast<std::ptrdiff_t>(at), items.end() - 1, items.end());
    if (items.size() > limits::max_diagnostics) items.resize(std::max(limits::max_diagnostics, at + 1));
}

// Bytes in well-formed multi-byte UTF-8 sequences and in broken ones, over the tree's values
// (the UTF-8 shape of charset_detect.hpp).
void utf8_shape(const Collection& c, NodeIndex first, NodeIndex end, std::size_t& good, std::size_t& broken) {
    for (NodeIndex n = first; n < end; ++n)
        for (const auto& p : c.nodes[n].properties)
            for (const auto& v : p.values) good += charset::utf8_repairs(v.raw, 0, nullptr, broken);
}

bool is_ascii(std::string_view s) {
    for (char c : s)
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    return true;
}

// Charset warnings come one per game tree, and a collection can hold millions of trees: they
// stop at limits::max_diagnostics, like the tree builder's (warnings never hide an error).
bool room_for_warning(const Diagnostics& d) { return d.items().size() < limits::max_diagnostics; }

// Decodes the values of the nodes [first, end) of one game tree to UTF-8.
void decode_tree(Collection& c, GameTree& tree, NodeIndex end, Diagnostics& d) {
    Node& root = c.nodes[tree.root];
    Property* ca = nullptr;
    for (auto& p : root.properties)
        if (p.id == "CA") ca = &p;
    // The core converts only its native charsets (charset.hpp); the legacy CJK and Cyrillic
    // ones are the JS wrapper's (TextDecoder), which decodes bytes before they reach the reader.
    const charset::Info* from = &charset::utf8();
    if (ca) {
        tree.source_charset = decode_simple_text(ca->values.front().raw);
        const charset::Info* declared = charset::named(tree.source_charset);
        if (declared == nullptr || !charset::native(*declared)) {
            if (room_for_warning(d))
                d.warning("sgf.unsupported_charset", ca->values.front().offset, ca->values.front().span(),
                          {{"charset", tree.source_charset}});
        } else {
            from = declared;
        }
    } else {
        std::size_t good = 0, broken = 0;
        utf8_shape(c, tree.root, end, good, broken);
        if (good < broken) from = &charset::latin1();
        tree.source_charset = std::string(from->name);
    }
    bool repaired = false;
    for (NodeIndex n = tree.root; n < end; ++n) {
        for (auto& p : c.nodes[n].properties) {
            for (auto& v : p.values) {
                if (is_ascii(v.raw)) continue;
                if (from->kind == charset::Kind::utf8) {
                    if (is_valid_utf8(v.raw)) continue;
                    repaired = true;
                    v.raw = charset::repaired_utf8(v.raw);
                } else {
                    v.raw = charset::to_utf8(v.raw, *from);
                }
            }
        }
    }
    if (repaired && room_for_warning(d))
        d.warning("sgf.invalid_utf8", ca ? ca->offset : tree.offset, ca ? 2 : 1, {{"charset", tree.source_charset}});
}

// The events of parse_into -> the Collection model.
class CollectionSink final : public TreeSink {
public:
    explicit CollectionSink(Collection& out) : out_(out) {}
    void expect_nodes(std::size_t count) override { out_.nodes.reserve(count); }
    void tree(NodeIndex root, std::size_t offset) override { out_.trees.push_back(GameTree{root, offset}); }
    void node(NodeIndex index, NodeIndex parent, std::size_t offset) override {
        Node n;
        n.parent = parent;
        n.offset = offset;
        out_.nodes.push_back(std::move(n));
        if (parent != no_node) out_.nodes[parent].children.push_back(index);
    }
    void property(std::size_t slot, std::string_view id, std::size_t offset) override {
        auto& properties = out_.nodes.back().properties;
        if (slot == properties.size()) properties.push_back(Property{std::string(id), {}, offset});
    }
    void value(std::size_t slot, std::string_view raw, std::size_t offset) override {
        out_.nodes.back().properties[slot].values.push_back(Value{std::string(raw), offset, raw.size()});
    }

private:
    Collection& out_;
};

void decode_charsets(Collection& c, Diagnostics& d) {
    for (std::size_t t = 0; t < c.trees.size(); ++t) {
        NodeIndex end = t + 1 < c.trees.size() ? c.trees[t + 1].root : static_cast<NodeIndex>(c.nodes.size());
        decode_tree(c, c.trees[t], end, d);
    }
}

}  // namespace

namespace parse_into_detail {

// Text before the first tree is not SGF (a mail header, a web page's text) and is skipped
// without a word. The strict reading starts at the first "(" followed by ";", "(" or ")" or
// else the first "(" (so that "()" is still reported as an empty game tree);
// the lenient one at the first tree start find_tree_start sees, with or without "(".
TreeStart collection_start(std::string_view text, const ParseOptions& options, Diagnostics& diagnostics) {
    if (!accept_input_size(text, diagnostics)) return {};
    std::size_t from = utf8_bom_length(text);
    TreeStart start = options.strict ? TreeStart{find_strict_start(text, from), false} : find_tree_start(text, from);
    if (start.offset == std::string_view::npos) diagnostics.error("sgf.no_game_tree", from, 0);
    return start;
}

// Sizing the output up front saves the copies of regrowing it. A hint only, guessed from the
// length (a move node such as ";B[pd]" plus a line break takes about eight bytes), not from a
// count of ";": that was a pass over every byte, ~2% of a parse (bench/sgf.mjs); capped, so
// that a huge input cannot make it reserve in proportion.
std::size_t node_hint(std::string_view text, std::size_t start, const ParseOptions& options) {
    const std::size_t guess = (text.size() - start) / bytes_per_node_guess + 1;
    return std::min({guess, options.max_nodes, max_node_hint});
}

void report_end(std::string_view text, std::size_t start, const Built& built, std::size_t before,
                Diagnostics& diagnostics) {
    if (built.lex_failure) report_lexical_error(text, *built.lex_failure, diagnostics, before);
    if (built.trees == 0 && !diagnostics.has_errors()) diagnostics.error("sgf.no_game_tree", start, 0);
}

}  // namespace parse_into_detail

Parsed<Collection> parse(std::string_view text, const ParseOptions& options) {
    return guarded_entry<Parsed<Collection>>([&] {
        Parsed<Collection> result;
        Diagnostics diagnostics;
        SourceText source(text);
        CollectionSink sink(result.value);
        if (!parse_into(text, options, sink, diagnostics)) {
            result.value = Collection{};
        } else if (options.decode_charset && !result.value.trees.empty()) {
            decode_charsets(result.value, diagnostics);
        }
        result.ok = !diagnostics.has_errors();
        result.diagnostics = std::move(diagnostics.items());
        source.resolve(result.diagnostics);
        return result;
    });
}

}  // namespace bn::sgf
