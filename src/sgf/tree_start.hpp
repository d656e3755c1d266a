// Where a game tree starts (internal to the SGF area): at the start of the input, and after a
// tree when the lenient reading skips text between trees (parser.hpp).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace bn::sgf {

struct TreeStart {
    std::size_t offset = std::string_view::npos;  // npos: no tree starts in the rest of the text
    // The tree has no "(": `offset` is at the ";" of its first node (files that begin ";FF[4]").
    bool without_paren = false;
};

// The first place at or after `from` where a game tree starts: "(" followed by ";", by a
// property ("(FF[4]", a node without ";"), by ")" (an empty tree) or by more "(" and one of
// these, or else a ";" followed by a property (a tree without "("), white space allowed
// between them. A property is letters then "[", so prose
// with a parenthesis or a semicolon in it ("(see below)", "a; b") is not taken for a tree.
TreeStart find_tree_start(std::string_view text, std::size_t from);

// The first "(" at or after `from` followed by ";", "(" or ")" (white space between), or else
// the first "(": where the strict reading starts (so that "()" and "((" are reported there).
std::size_t find_strict_start(std::string_view text, std::size_t from);

}  // namespace bn::sgf
