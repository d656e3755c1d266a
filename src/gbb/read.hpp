// The entries that make a checked Board: from GBB text, or from a caller's description.
#pragma once

#include <string_view>

#include "common/diagnostic.hpp"
#include "gbb/model.hpp"

namespace bn::gbb {

// Text -> board. Never throws; diagnostics carry line and column.
Parsed<Board> parse(std::string_view text);

// Description -> checked board; problems are diagnostics with no position (code gbb.stringify.*).
Parsed<Board> build_board(const BoardDescription& description);

}  // namespace bn::gbb
