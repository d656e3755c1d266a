// SGF value types (sgf4.html "Property Value Types", go.html): every value is kept as raw
// text in the tree and decoded here when a caller needs its meaning. Decoders return nothing
// when the text is not of the type; they never throw.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "go/position.hpp"
#include "sgf/model.hpp"

namespace bn::sgf {

// Largest side FF[4] allows (letters a-z then A-Z).
inline constexpr unsigned max_format_board_size = 52;

struct BoardSize {
    unsigned columns = 19;
    unsigned rows = 19;
    bool operator==(const BoardSize& o) const { return columns == o.columns && rows == o.rows; }
};

// "19" or "19:13" (columns:rows), each 1..52.
std::optional<BoardSize> decode_size(std::string_view raw);

// Two letters, column then row: a=0 ... z=25, A=26 ... Z=51.
std::optional<go::Point> decode_point(std::string_view raw);
std::string encode_point(go::Point p);

struct Move {
    bool pass = false;
    go::Point point;
};
// "" is a pass; so is "tt" when both sides of the board are at most 19 (FF[3] heritage).
std::optional<Move> decode_move(std::string_view raw, BoardSize size);

// A list of points where "ul:lr" stands for the rectangle between the two corners (given
// in either order). Nothing when a value is not a point or a rectangle of points.
std::optional<std::vector<go::Point>> decode_point_list(const std::vector<Value>& values);

std::optional<std::int64_t> decode_number(std::string_view raw);  // [+-]digits, |n| < 2^53
std::optional<double> decode_real(std::string_view raw);          // Number ["." digits]
std::optional<go::Color> decode_color(std::string_view raw);      // "B" or "W"

// Text: escapes resolved, soft line breaks removed, line breaks as "\n", other white space
// as " ". SimpleText: the same, with every line break as " ".
std::string decode_text(std::string_view raw);
std::string decode_simple_text(std::string_view raw);

// "a:b" split at the first ":" not escaped; both halves stay raw.
struct Composed {
    std::string_view first;
    std::string_view second;
};
std::optional<Composed> split_compose(std::string_view raw);

// Text -> raw value: escapes "\" and "]", and ":" too when the text is half of a composed value.
std::string encode_text(std::string_view text, bool in_compose = false);

}  // namespace bn::sgf
