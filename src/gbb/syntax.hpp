// What the GBB grammar fills: tokens only, as slices of the input. Values and ranges are
// checked afterwards (checks.cpp) so that a bad number is reported where it stands.
#pragma once

#include <boost/container/small_vector.hpp>
#include <boost/optional.hpp>
#include <string_view>
#include <vector>

namespace bn::gbb::syntax {

struct Token {
    const char* begin = nullptr;
    const char* end = nullptr;
    std::string_view text() const { return {begin, static_cast<std::size_t>(end - begin)}; }
};

struct Stone {
    Token color;  // "Azul", "A", "a", ...
    Token count;
};

// clang-tidy sees small_vector's move as throwing: moving four stones or fewer copies them in
// place, more steals the heap block; neither allocates.
struct Cell {  // NOLINT(bugprone-exception-escape)
    Token keyword;
    Token x;
    Token y;
    // A cell names at most four colours in a valid board: no allocation per cell.
    boost::container::small_vector<Stone, 4> stones;
};

// `size W H` and `head X Y` share one shape.
struct Pair {
    Token keyword;
    Token first;
    Token second;
};

struct File {
    Token version;
    Pair size;
    std::vector<Cell> cells;
    boost::optional<Pair> head;
};

}  // namespace bn::gbb::syntax
