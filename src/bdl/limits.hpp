// The limits of BDL: how deep braces may nest in an explicit block, how large a board may be, how
// much work one call into a game may do.
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
// Deepest perft.
inline constexpr int max_perft_depth = 12;
// The work one game operation (building the game, listing moves, playing a move, a perft) may do
// before it stops with bdl.too_much_work: a unit is one square or one column of squares a move
// scan looks at, or one cell of the board handed to explicit code (see explicit_call_units).
// A description of a few hundred bytes can ask for as much work as it likes (a 256 x 256 board
// of pieces that reach every square, perft 12); this keeps every call to about a second at
// most (docs/bdl.md, "Limits").
inline constexpr std::uint64_t max_work = 50'000'000;
// What one call into explicit code costs: the board crosses as one value per cell, and the
// evaluator's context builds an object per cell. Measured in Node 20 on a 256 x 256 board: a
// call takes ~120 ns per cell with its garbage, where a unit of move scanning takes ~6 ns, so a
// cell weighs 24 units (at 8, a full budget of explicit calls took 0.8 s alone and 4 s in a busy
// test run).
inline constexpr std::uint64_t explicit_call_units(std::size_t cells) { return 32 + 24 * std::uint64_t{cells}; }
}  // namespace limits

}  // namespace bn::bdl
