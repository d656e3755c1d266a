// GBB text -> board: never crashes, a failure always has a located diagnostic. The board a text
// gives passes the checks of board data (what Board.toJSON() hands over: src/gbb/board_data.hpp),
// and the input's bytes read as board data (doubles) get at most limits::max_data_problems
// diagnostics, each in both languages.
// seeds: tests/fixtures/gbb
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "check.hpp"
#include "gbb/board_data.hpp"
#include "gbb/read.hpp"

namespace {

std::string shown(bn::gbb::DataPart, std::size_t index) { return std::to_string(index); }

void check_data(const bn::gbb::BoardData& data, bool is_board) {
    auto problems = bn::gbb::check_board_data(data, shown);
    BN_FUZZ_CHECK(problems.size() <= bn::gbb::limits::max_data_problems);
    if (is_board) BN_FUZZ_CHECK(problems.empty());
    bn::fuzz::check_diagnostics(problems.empty(), problems, {});
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto parsed = bn::gbb::parse(text);
    bn::fuzz::check_parsed(parsed, text);
    if (parsed.ok) {
        const auto& board = parsed.value;
        std::vector<double> cells;
        for (const auto& cell : board.cells) {
            cells.insert(cells.end(), {double(cell.x), double(cell.y)});
            for (auto count : cell.stones) cells.push_back(double(count));
        }
        check_data({double(board.width), double(board.height), double(board.head_x), double(board.head_y), cells.data(),
                    board.cells.size()},
                   true);
    }
    // The bytes as numbers: width, height, head, then x, y and four counts per cell (up to 64 cells).
    constexpr std::size_t per_cell = bn::gbb::values_per_cell, most_cells = 64;
    std::vector<double> numbers(4 + most_cells * per_cell);
    if (size > 0) std::memcpy(numbers.data(), data, std::min(size, numbers.size() * sizeof(double)));
    const std::size_t cells_given = size / sizeof(double) > 4 ? (size / sizeof(double) - 4) / per_cell : 0;
    check_data({numbers[0], numbers[1], numbers[2], numbers[3], numbers.data() + 4, std::min(cells_given, most_cells)},
               false);
    return 0;
}
