// Board data -> what is wrong with it. A board has whole sides from 1 with at most
// limits::max_cells cells, its head on a cell, each cell on the board with whole, non-negative
// (safe integer) stone counts. Repeated cells and empty ones are not problems: data says the same
// board whichever of them it lists.
#include "gbb/board_data.hpp"

#include <string>

#include "common/limits.hpp"
#include "common/numbers.hpp"

namespace bn::gbb {

namespace {

bool valid_side(double side) {
    return side >= 1 && is_whole_in_range(side, static_cast<double>(bn::limits::max_safe_integer));
}

bool valid_count(double count) { return is_whole_in_range(count, static_cast<double>(bn::limits::max_safe_integer)); }

}  // namespace

std::vector<Diagnostic> check_board_data(const BoardData& data, const ShowData& show) {
    Diagnostics out;
    if (!valid_side(data.width) || !valid_side(data.height) ||
        data.width * data.height > static_cast<double>(limits::max_cells)) {
        out.error("gbb.data_size", 0, 0,
                  {{"width", show(DataPart::width, 0)},
                   {"height", show(DataPart::height, 0)},
                   {"limit", std::to_string(limits::max_cells)}});
        return std::move(out.items());
    }
    const std::string width = format_number(data.width);
    const std::string height = format_number(data.height);
    const std::string last_x = format_number(data.width - 1);
    const std::string last_y = format_number(data.height - 1);
    auto inside = [&](double x, double y) {
        return is_whole_in_range(x, data.width - 1) && is_whole_in_range(y, data.height - 1);
    };
    auto board_args = [&](std::vector<MessageArg> args) {
        for (auto& arg :
             std::vector<MessageArg>{{"width", width}, {"height", height}, {"last_x", last_x}, {"last_y", last_y}})
            args.push_back(std::move(arg));
        return args;
    };
    if (!inside(data.head_x, data.head_y))
        out.error("gbb.data_head", 0, 0, board_args({{"head", show(DataPart::head, 0)}}));
    for (std::size_t i = 0; i < data.cell_count && out.items().size() < limits::max_data_problems; ++i) {
        const double* cell = data.cells + i * values_per_cell;
        if (!inside(cell[0], cell[1])) {
            out.error("gbb.data_cell_place", 0, 0,
                      board_args({{"index", std::to_string(i)}, {"cell", show(DataPart::cell, i)}}));
            continue;
        }
        for (std::size_t c = 0; c < color_count; ++c) {
            if (valid_count(cell[2 + c])) continue;
            out.error("gbb.data_cell_count", 0, 0, {{"index", std::to_string(i)}, {"cell", show(DataPart::cell, i)}});
            break;
        }
    }
    return std::move(out.items());
}

}  // namespace bn::gbb
