// The rules of a GBB file the grammar cannot check: sizes, the head and each cell inside the
// board, no cell or colour declared twice, counts within the safe integers. One code per rule.
#pragma once

#include "common/diagnostic.hpp"
#include "common/source_text.hpp"
#include "gbb/model.hpp"
#include "gbb/syntax.hpp"

namespace bn::gbb {

// Checks `file` (its tokens are slices of the text starting at `base`) and fills `board` when
// it passes; problems go to `out`.
void check_file(const syntax::File& file, const char* base, const SourceText& source, Diagnostics& out, Board& board);

// Orders cells by column, then row (the order Board.cells promises); cells at one location keep
// their order, so the last of them is the one a later description meant.
void sort_by_location(std::vector<Cell>& cells);

}  // namespace bn::gbb
