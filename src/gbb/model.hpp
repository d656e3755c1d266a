// A Gobstones board, and the options of writing one: plain data (read.hpp and write.hpp hold
// the entry points).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace bn::gbb {

// In the order GBB writes them, with the reference's one-letter keys: a, n, r, v.
enum class Color : std::uint8_t { blue = 0, black = 1, red = 2, green = 3 };
inline constexpr std::size_t color_count = 4;

struct Cell {
    std::uint32_t x = 0;
    std::uint32_t y = 0;
    std::array<std::uint64_t, color_count> stones{};

    bool empty() const { return stones[0] == 0 && stones[1] == 0 && stones[2] == 0 && stones[3] == 0; }
    bool operator==(const Cell& other) const { return x == other.x && y == other.y && stones == other.stones; }
};

// A checked board: 1 <= width, height; width * height <= max_cells; head inside; `cells`
// holds each non-empty cell once, ordered by x then y (the order GBB is written in).
struct Board {
    std::uint32_t width = 1;
    std::uint32_t height = 1;
    std::uint32_t head_x = 0;
    std::uint32_t head_y = 0;
    std::vector<Cell> cells;

    bool operator==(const Board& other) const {
        return width == other.width && height == other.height && head_x == other.head_x && head_y == other.head_y &&
               cells == other.cells;
    }
};

namespace limits {
// The cap on width * height: dense per-cell bookkeeping stays at a few MB.
inline constexpr std::uint64_t max_cells = std::uint64_t{1} << 24;
// The longest text stringify writes (declaring every empty cell can be huge).
inline constexpr std::uint64_t max_output_bytes = std::uint64_t{256} * 1024 * 1024;
}  // namespace limits

// A board described by a caller (a JS object): numbers as given, cells in any order, possibly
// repeated (the last one wins, as in the reference) or empty.
struct BoardDescription {
    double width = 0;
    double height = 0;
    double head_x = 0;
    double head_y = 0;
    bool head_given = true;  // false when the caller's head is not a pair of numbers
    struct CellValues {
        double x = 0;
        double y = 0;
        std::array<double, color_count> stones{};
    };
    std::vector<CellValues> cells;
};

enum class Separator : std::uint8_t { space, tab, newline };

struct WriteOptions {
    Separator between_keywords = Separator::newline;
    Separator between_colors = Separator::space;
    Separator color_key_to_number = Separator::tab;
    Separator between_coordinates = Separator::space;
    Separator keyword_to_coordinates = Separator::space;
    bool use_full_color_names = true;
    bool declare_colors_with_zero_stones = false;
    bool declare_colors_with_all_zero_stones = false;
};

}  // namespace bn::gbb
