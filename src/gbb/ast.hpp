// What the GBB grammar fills: tokens only, as slices of the input. Values and ranges are
// checked afterwards (parse.cpp) so that a bad number is reported where it stands.
#pragma once

#include <boost/optional.hpp>
#include <string_view>
#include <vector>

namespace bn::gbb::ast {

struct Token {
    const char* begin = nullptr;
    const char* end = nullptr;
    std::string_view text() const { return {begin, static_cast<std::size_t>(end - begin)}; }
};

struct Stone {
    Token color;  // "Azul", "A", "a", ...
    Token count;
};

struct Cell {
    Token keyword;
    Token x;
    Token y;
    std::vector<Stone> stones;
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

}  // namespace bn::gbb::ast
