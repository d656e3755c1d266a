// The entry from a collection to SGF text (write.cpp).
#pragma once

#include "common/written.hpp"
#include "sgf/model.hpp"

namespace bn::sgf {

using bn::Written;  // common/written.hpp

// Collection -> SGF text (UTF-8). Values are written as given, except that an unescaped "]"
// or a trailing "\" is escaped so the output always parses back to the same tree.
Written write(const Collection& collection, const WriteOptions& options = {});

}  // namespace bn::sgf
