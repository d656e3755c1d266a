// The one SGF parser (X3 lexer + structure rules) as a stream of events, so that a consumer can
// build what it needs without going through the Collection model: parse() builds the model from
// these events, the wasm binding builds its flat layout straight from them (bench/sgf.mjs).
#pragma once

#include <cstddef>
#include <exception>
#include <string_view>

#include "common/diagnostic.hpp"
#include "common/guarded.hpp"
#include "sgf/model.hpp"
#include "sgf/parser.hpp"

namespace bn::sgf {

// Events in document order. Node indices count up from 0; a parent always comes before its
// children, and a node's children arrive in their order (the first is the main line).
class TreeSink {
public:
    virtual ~TreeSink() = default;
    // About how many nodes are coming (a hint for reserving memory).
    virtual void expect_nodes(std::size_t) {}
    // A game tree opened at byte `offset` ("(") whose root is the node `root`, sent just before it.
    virtual void tree(NodeIndex root, std::size_t offset) = 0;
    // Node `index`, child of `parent` (no_node for a root), ";" at byte `offset`.
    virtual void node(NodeIndex index, NodeIndex parent, std::size_t offset) = 0;
    // A property of the last node. `slot` is its place among that node's properties: a slot not
    // seen before starts a new property with `id` (identifier at byte `offset`); an earlier slot
    // is a repeated identifier whose values join the first.
    virtual void property(std::size_t slot, std::string_view id, std::size_t offset) = 0;
    // A value of the property in `slot` of the last node: the raw text between the brackets, a
    // view into the input; `offset` is the byte offset of "[".
    virtual void value(std::size_t slot, std::string_view raw, std::size_t offset) = 0;
};

// The steps of parse_into around the tree builder (read.cpp).
namespace parse_into_detail {
// Checks the input's size and finds where the collection starts; npos (reported) if nowhere.
TreeStart collection_start(std::string_view text, const ParseOptions& options, Diagnostics& diagnostics);
// About how many nodes text[start..] holds, as a hint for the sink.
std::size_t node_hint(std::string_view text, std::size_t start, const ParseOptions& options);
// The lexical failure (first of the errors after `before`), or no game tree at all.
void report_end(std::string_view text, std::size_t start, const Built& built, std::size_t before,
                Diagnostics& diagnostics);
}  // namespace parse_into_detail

// Text -> events, with the diagnostics of parse() except charset ones (the text is taken as
// UTF-8 and values are passed as written). False if it stopped on an internal error (out of
// memory), which is then in `diagnostics`. `Sink` has the member functions of TreeSink; a
// template, so that a sink of a known (final) type is called directly.
template <class Sink>
bool parse_into(std::string_view text, const ParseOptions& options, Sink& sink, Diagnostics& diagnostics) {
    return guarded(diagnostics, [&] {
        TreeStart start = parse_into_detail::collection_start(text, options, diagnostics);
        if (start.offset == std::string_view::npos) return;
        sink.expect_nodes(parse_into_detail::node_hint(text, start.offset, options));
        const std::size_t before = diagnostics.items().size();
        Built built = build_tree(text, start.offset, start.without_paren, options, sink, diagnostics);
        parse_into_detail::report_end(text, start.offset, built, before, diagnostics);
    });
}

}  // namespace bn::sgf
