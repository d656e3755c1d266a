// SGF FF[4] documents, the types only (the entries are read.hpp and write.hpp): a collection
// of game trees, every property kept, values kept as the text written between "[" and "]"
// (escapes included, transcoded to UTF-8) and decoded on demand by the helpers in values.hpp.
// Nodes live in one flat array and refer to each other by index, so no operation on a tree
// (build, copy, destroy, write) recurses.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"
#include "common/limits.hpp"

namespace bn::sgf {

using NodeIndex = std::uint32_t;
inline constexpr NodeIndex no_node = std::numeric_limits<NodeIndex>::max();

struct Value {
    std::string raw;         // between the brackets, escapes kept, UTF-8
    std::size_t offset = 0;  // byte offset of "[" in the input (0 for built values)
    // Bytes between the brackets in the input, which `raw` no longer counts once decoded from
    // another charset or repaired (a broken byte becomes the three of U+FFFD): what a diagnostic
    // about the value spans, with its brackets (span()).
    std::size_t length = 0;
    std::size_t span() const { return (offset == 0 && length == 0 ? raw.size() : length) + 2; }
};

struct Property {
    std::string id;  // upper-case letters only ("AddBlack" in FF[3] files becomes "AB")
    std::vector<Value> values;
    std::size_t offset = 0;  // byte offset of the identifier in the input
};

struct Node {
    std::vector<Property> properties;
    std::vector<NodeIndex> children;  // children[0] is the main line
    NodeIndex parent = no_node;
    std::size_t offset = 0;  // byte offset of ";" in the input

    const Property* find(std::string_view id) const;
};

struct GameTree {
    NodeIndex root = no_node;
    std::size_t offset = 0;  // byte offset of "(" in the input
    // The charset the text was decoded from ("UTF-8", "ISO-8859-1", ...). The tree itself is
    // always UTF-8; its CA property stays as written (write() declares UTF-8).
    std::string source_charset = "UTF-8";
};

struct Collection {
    std::vector<Node> nodes;
    std::vector<GameTree> trees;
};

// Same properties (ids, values, order) and same shape; offsets are ignored.
bool same_content(const Collection& a, const Collection& b);

namespace limits {
// Deepest nesting of "(" accepted. The parser itself does not recurse; the cap protects
// consumers that walk trees recursively (JS code, the JSON of a tree).
inline constexpr std::size_t max_variation_depth = 10000;
// Most nodes in one input (about 100 bytes of memory each, before their properties).
inline constexpr std::size_t max_nodes = 4000000;
// Most structure errors reported for one input: the library-wide limit.
inline constexpr std::size_t max_diagnostics = bn::limits::max_diagnostics;
}  // namespace limits

struct ParseOptions {
    std::size_t max_variation_depth = limits::max_variation_depth;
    std::size_t max_nodes = limits::max_nodes;
    // Transcode values from the root's CA charset. Off when the text was already decoded
    // (a JS string): transcoding it again would garble every non-ASCII character.
    bool decode_charset = true;
    // Refuse what real servers write but FF[4] forbids (a missing "(" or ";", a truncated
    // tree, a stray ")", text between trees, a node after a variation, "()"): errors instead
    // of the warnings with which the default reading repairs them (parser.hpp).
    bool strict = false;
};

struct WriteOptions {
    bool line_break_between_nodes = true;  // one node per line; false writes one line per tree
    // The text written is UTF-8, so the root's CA says so: an existing CA is replaced by
    // "UTF-8", and a tree without CA whose values are not all ASCII gets CA[UTF-8] (FF[4]
    // would read it as ISO-8859-1). False writes CA as the tree has it.
    bool declare_utf8 = true;
};

}  // namespace bn::sgf
