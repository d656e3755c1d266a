// The limits of BDL: how deep braces may nest in an explicit block, how large a board may be.
#pragma once

#include <cstddef>
#include <cstdint>

namespace bn::bdl {

namespace limits {
// Deepest brace nesting inside one explicit block; deeper is a diagnostic (the scan itself
// is a counter and cannot overflow anything, the limit protects consumers of the code).
inline constexpr std::size_t max_brace_depth = 1000;
// Largest board side the runtime accepts, and most cells.
inline constexpr std::int32_t max_board_side = 256;
}  // namespace limits

}  // namespace bn::bdl
