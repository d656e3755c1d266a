// HEN (Hemme Notation) positions: what a HEN string means, the strict check of a string
// against the grammar, the canonical writer, and the bridges to and from SGF. Names follow
// hen-js (Hen.parse, Hen.validate, toString, toSgf, Hen.sgf2hen, Hen.fromSgf).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"

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
    bool operator==(const NumberedStone& o) const {
        return row == o.row && col == o.col && number == o.number;
    }
};

// Largest width and height: the columns are A-Z without I.
inline constexpr unsigned max_size = 25;

struct Position {
    unsigned width = 19;
    unsigned height = 19;
    std::vector<Stone> board = std::vector<Stone>(19 * 19, Stone::empty);  // row-major
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

// Lenient: URL-encoded input is decoded, white space is ignored, parts it cannot use are
// dropped. Nothing for empty input.
std::optional<Position> parse(std::string_view text, const Options& options = {});

// Strict: every deviation from the HEN grammar, with its offset in the (URL-decoded) text.
struct Validation {
    bool ok = true;
    std::vector<Diagnostic> errors;
    std::vector<Diagnostic> warnings;
};
Validation validate(std::string_view text, const Options& options = {});

// Canonical HEN: parse(to_string(p)) == p for every position parse can give.
std::string to_string(const Position& position);

// Setup stones as AB/AW, the last move as the one move node, marks and labels (numbered
// stones as labels). Stones of colours other than black and white have no SGF form.
std::string to_sgf(const Position& position);

// The main line of the first game tree: setup, then `move_number` moves (passes included)
// with captures and ko; the final position when the game is shorter. Nothing for invalid
// or empty SGF, a board larger than 25x25, or a game other than Go.
std::optional<Position> from_sgf(std::string_view sgf, std::size_t move_number = 0,
                                 const Options& options = {});
// from_sgf as HEN text; "" when from_sgf gives nothing.
std::string sgf_to_hen(std::string_view sgf, std::size_t move_number = 0,
                       const Options& options = {});

}  // namespace bn::hen
