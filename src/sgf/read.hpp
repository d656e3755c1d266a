// The entry from SGF text to a collection (read.cpp); read_into.hpp gives the same reading as
// a stream of events.
#pragma once

#include <string_view>

#include "common/diagnostic.hpp"
#include "sgf/model.hpp"

namespace bn::sgf {

// Text -> collection. Never throws. With errors, `value` holds what could be read before the
// first one (ok is false); diagnostics carry line and column.
Parsed<Collection> parse(std::string_view text, const ParseOptions& options = {});

}  // namespace bn::sgf
