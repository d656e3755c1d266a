// The checks of a board handed over as data instead of text: a Board's toJSON() made elsewhere
// (in a worker, say), which the viewer and renderSvg draw without reading GBB. Data that is not a
// board is said (codes gbb.data_*), never drawn as something else.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "common/diagnostic.hpp"
#include "gbb/model.hpp"

namespace bn::gbb {

// The caller's numbers: NaN where a value is not a number (a string, null, a cell that is not an
// object), and 0 for a stone count the cell leaves out (no stones of that colour). The cells are
// read where the caller keeps them (a Float64Array in wasm memory, say), never copied.
inline constexpr std::size_t values_per_cell = 2 + color_count;  // x, y, then a count per colour
struct BoardData {
    double width = 0;
    double height = 0;
    double head_x = 0;
    double head_y = 0;
    const double* cells = nullptr;  // cell_count groups of values_per_cell
    std::size_t cell_count = 0;
};

// The values a message shows as the caller wrote them (the JSON text of a cell, say): only the
// caller has them, so it is asked for the few that a diagnostic names.
enum class DataPart : int { width = 0, height = 1, head = 2, cell = 3 };
using ShowData = std::function<std::string(DataPart part, std::size_t index)>;

namespace limits {
// One problem about the cells is enough to fix the data: the rest are not listed past this many.
inline constexpr std::size_t max_data_problems = 5;
}  // namespace limits

// The problems of `data`, as diagnostics with no position: the size first (alone, as nothing
// else can be checked without it), then the head, then the cells in order, at most
// limits::max_data_problems in all. Empty when the data is a board.
std::vector<Diagnostic> check_board_data(const BoardData& data, const ShowData& show);

}  // namespace bn::gbb
