// Items -> game trees (internal to the SGF area). Iterative: an explicit stack of open game
// trees replaces recursion, so the depth of a file costs heap, never call stack.
#pragma once

#include <vector>

#include "common/diagnostic.hpp"
#include "sgf/ast.hpp"
#include "sgf/model.hpp"
#include "sgf/parse_into.hpp"

namespace bn::sgf {

// `base` is the start of the input the tokens point into (for offsets). `complete` is false
// when lexing stopped early: game trees left open are then not reported again. Returns the
// number of game trees sent to `sink`.
std::size_t build_tree(const std::vector<ast::Token>& tokens, const char* base, bool complete,
                       const ParseOptions& options, TreeSink& sink, Diagnostics& diagnostics);

}  // namespace bn::sgf
