// The entry that writes a Board as GBB text.
#pragma once

#include "common/written.hpp"
#include "gbb/model.hpp"

namespace bn::gbb {

using bn::Written;

// Board -> GBB text, laid out exactly as the reference stringifier does.
Written write(const Board& board, const WriteOptions& options = {});

}  // namespace bn::gbb
