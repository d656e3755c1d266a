// Syntax tree -> canonical BDL text (write.cpp).
#pragma once

#include "bdl/model.hpp"
#include "common/written.hpp"

namespace bn::bdl {

// Canonical BDL text: two-space indentation, one item per line, sections in order.
// parse(format(d).text).value == d, and format is idempotent on its own output. Not ok only
// when writing failed (out of memory: common.out_of_memory).
Written format(const Description& description);

}  // namespace bn::bdl
