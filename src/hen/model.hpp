// HEN (Hemme Notation) positions, the types only: what a HEN string means, and the options of
// the entries (read.hpp: Hen.parse, Hen.validate; write.hpp: toString, toSgf; from_sgf.hpp:
// Hen.fromSgf, Hen.sgf2hen; names follow hen-js).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bn::hen {

// hen-js values for the first three (EMPTY = 0, BLACK = 1, WHITE = 2); the other colours of
// the HEN grammar follow in grammar order.
enum class Stone : std::uint8_t { empty = 0, black, white, red, green, blue, yellow, purple };

enum class Mark : std::uint8_t { circle, square, triangle, cross };  // CR SQ TR MA

// Coordinates are 0-based: row 0 at the top, column 0 at the left (HEN row n is height - n).
struct Point {
    unsigned row = 0;
    unsigned col = 0;
    bool operator==(const Point& o) const { return row == o.row && col == o.col; }
};

struct LastMove {
    Stone color = Stone::black;
    bool pass = false;
    unsigned row = 0;  // meaningless for a pass
    unsigned col = 0;
    bool operator==(const LastMove& o) const {
        return color == o.color && pass == o.pass && (pass || (row == o.row && col == o.col));
    }
};

struct Label {
    unsigned row = 0;
    unsigned col = 0;
    std::string text;
    bool operator==(const Label& o) const { return row == o.row && col == o.col && text == o.text; }
};

struct Marker {
    unsigned row = 0;
    unsigned col = 0;
    Mark mark = Mark::circle;
    bool operator==(const Marker& o) const { return row == o.row && col == o.col && mark == o.mark; }
};

struct NumberedStone {
    unsigned row = 0;
    unsigned col = 0;
    std::uint64_t number = 1;
    bool operator==(const NumberedStone& o) const { return row == o.row && col == o.col && number == o.number; }
};

// Largest width and height: the columns are A-Z without I.
inline constexpr unsigned max_size = 25;

struct Position {
    unsigned width = 19;
    unsigned height = 19;
    std::vector<Stone> board = std::vector<Stone>(std::size_t{19} * 19, Stone::empty);  // row-major
    std::optional<Point> ko;
    std::optional<LastMove> last_move;
    std::optional<Stone> turn;
    std::vector<Label> labels;
    std::vector<Marker> marks;
    std::vector<NumberedStone> numbered_stones;
    std::vector<Stone> player_order;  // empty when the string gives none (hen-js: null)

    // An empty board of that size (each side clamped to 1..max_size).
    static Position empty(unsigned width, unsigned height);
    Stone at(unsigned row, unsigned col) const { return board[std::size_t{row} * width + col]; }
    void set(unsigned row, unsigned col, Stone s) { board[std::size_t{row} * width + col] = s; }
    bool contains(unsigned row, unsigned col) const { return row < height && col < width; }

    bool operator==(const Position& o) const;
    bool operator!=(const Position& o) const { return !(*this == o); }
};

struct Options {
    // hen-js behaviour: only b and w stones (other colours are dropped by parse and reported
    // by validate), and one size: ".NxM" gives an NxN board (validate warns).
    bool hen_js_compatible = false;
    // For from_sgf / sgf_to_hen: transcode SGF values from the CA charset (sgf::ParseOptions::
    // decode_charset). Right for the bytes of a file; wrong for text already decoded (a JS
    // string), where an ISO-8859-1 CA would turn every non-ASCII character into two.
    bool decode_sgf_charset = true;
};

}  // namespace bn::hen
