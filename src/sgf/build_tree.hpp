// Text -> game trees (internal to the SGF area): each token from the lexer goes straight to the
// tree builder, so no list of tokens is held (memory stays proportional to the output, whatever
// the input). Iterative: an explicit stack of open game trees replaces recursion, so the depth
// of a file costs heap, never call stack.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "common/diagnostic.hpp"
#include "sgf/model.hpp"
#include "sgf/parse_into.hpp"

namespace bn::sgf {

struct Built {
    std::size_t trees = 0;                  // game trees sent to the sink
    std::optional<std::size_t> lex_failure;  // byte offset in `text` where lexing stopped
};

// Reads text[start..] (which starts at "("). A lexical failure is returned, not reported (the
// caller reports it first); game trees left open when lexing failed are not reported again.
Built build_tree(std::string_view text, std::size_t start, const ParseOptions& options, TreeSink& sink,
                 Diagnostics& diagnostics);

}  // namespace bn::sgf
