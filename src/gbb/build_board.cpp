// A board described by a caller -> a checked Board, for stringify. Checks in the reference's
// order: width, height, head x, head y, then the cells.
#include <algorithm>
#include <string>

#include "common/limits.hpp"
#include "common/numbers.hpp"
#include "gbb/checks.hpp"
#include "gbb/read.hpp"

namespace bn::gbb {

namespace {

const char* const color_keys[color_count] = {"a", "n", "r", "v"};

bool valid_side(double side) { return side >= 1 && is_whole_in_range(side, static_cast<double>(limits::max_cells)); }

}  // namespace

Parsed<Board> build_board(const BoardDescription& in) {
    Parsed<Board> result;
    Diagnostics out;
    auto fail = [&](std::string code, std::vector<MessageArg> args) {
        out.error(std::move(code), 0, 0, std::move(args));
        result.diagnostics = std::move(out.items());
        return result;
    };
    if (!valid_side(in.width)) return fail("gbb.stringify.invalid_width", {{"value", format_number(in.width)}});
    if (!valid_side(in.height)) return fail("gbb.stringify.invalid_height", {{"value", format_number(in.height)}});
    if (in.width * in.height > static_cast<double>(limits::max_cells))
        return fail("gbb.stringify.board_too_large", {{"width", format_number(in.width)},
                                                      {"height", format_number(in.height)},
                                                      {"limit", std::to_string(limits::max_cells)}});
    if (!in.head_given) return fail("gbb.stringify.invalid_head", {});
    if (!is_whole_in_range(in.head_x, in.width - 1))
        return fail("gbb.stringify.head_x_outside",
                    {{"value", format_number(in.head_x)}, {"width", format_number(in.width)}});
    if (!is_whole_in_range(in.head_y, in.height - 1))
        return fail("gbb.stringify.head_y_outside",
                    {{"value", format_number(in.head_y)}, {"height", format_number(in.height)}});

    Board& board = result.value;
    board.width = static_cast<std::uint32_t>(in.width);
    board.height = static_cast<std::uint32_t>(in.height);
    board.head_x = static_cast<std::uint32_t>(in.head_x);
    board.head_y = static_cast<std::uint32_t>(in.head_y);
    board.cells.reserve(in.cells.size());
    for (std::size_t i = 0; i < in.cells.size(); ++i) {
        const auto& cell = in.cells[i];
        if (!is_whole_in_range(cell.x, in.width - 1) || !is_whole_in_range(cell.y, in.height - 1))
            return fail("gbb.stringify.cell_outside", {{"index", std::to_string(i)},
                                                       {"x", format_number(cell.x)},
                                                       {"y", format_number(cell.y)},
                                                       {"width", format_number(in.width)},
                                                       {"height", format_number(in.height)}});
        Cell checked{static_cast<std::uint32_t>(cell.x), static_cast<std::uint32_t>(cell.y), {}};
        for (std::size_t c = 0; c < color_count; ++c) {
            if (!is_whole_in_range(cell.stones[c], static_cast<double>(bn::limits::max_safe_integer)))
                return fail("gbb.stringify.invalid_count", {{"x", format_number(cell.x)},
                                                            {"y", format_number(cell.y)},
                                                            {"color", color_keys[c]},
                                                            {"value", format_number(cell.stones[c])},
                                                            {"limit", std::to_string(bn::limits::max_safe_integer)}});
            checked.stones[c] = static_cast<std::uint64_t>(cell.stones[c]);
        }
        board.cells.push_back(checked);
    }
    // A later description of the same cell replaces an earlier one, as in the reference.
    sort_by_location(board.cells);
    std::vector<Cell> unique;
    unique.reserve(board.cells.size());
    for (std::size_t i = 0; i < board.cells.size(); ++i) {
        bool last_of_location = i + 1 == board.cells.size() || board.cells[i + 1].x != board.cells[i].x ||
                                board.cells[i + 1].y != board.cells[i].y;
        if (last_of_location && !board.cells[i].empty()) unique.push_back(board.cells[i]);
    }
    board.cells = std::move(unique);
    result.ok = true;
    return result;
}

}  // namespace bn::gbb
