// Both directions of the BDL syntax tree as data. In: a tree given as data (the JS objects Bdl.parse returns, or a caller's own) -> the
// Description that check, format and the game take. The JS wrapper writes the tree as JSON text
// (npm/src/bdl/tree.js) and src/json reads it, so that every decision about the tree's shape
// is made here, under the native tests and the fuzz target tests/fuzz/bdl_tree_json.cpp. Out:
// the tree Bdl.parse returns, as JSON text the wrapper hands to JSON.parse.
#pragma once

#include <string_view>

#include "bdl/model.hpp"
#include "common/diagnostic.hpp"
#include "common/written.hpp"

namespace bn::bdl {

// JSON text of a tree -> Description, without spans (a tree has no source text). Never throws.
// A tree of the wrong shape gets one bdl.bad_tree error naming the first wrong place (`path`,
// such as "pieces[0].name") and what was expected there; text that is not JSON gets the JSON
// reader's diagnostics. Diagnostics of a tree have no position (line and column 0).
Parsed<Description> read_tree_json(std::string_view json_text);

// Description read from `text` -> JSON text of the tree Bdl.parse returns (docs/bdl.md), each
// node with `at`: the line and column (UTF-16 units) where its span starts in `text`. Members
// in the order the JS objects list them; read_tree_json reads it back to the same description.
// Never throws: not ok only when writing failed (out of memory: common.out_of_memory).
Written write_tree_json(const Description& description, std::string_view text);

}  // namespace bn::bdl
