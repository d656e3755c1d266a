// Go boards drawn as pictures in tests: rows top first, 'X' black, 'O' white, anything else empty.
#pragma once

#include <initializer_list>
#include <string>

#include "go/position.hpp"

namespace bn::go::pictures {

inline Board board_of(std::initializer_list<const char*> rows) {
    const auto height = static_cast<unsigned>(rows.size());
    const auto width = static_cast<unsigned>(std::string(*rows.begin()).size());
    Board board = *Board::create(width, height);
    unsigned y = 0;
    for (const char* row : rows) {
        for (unsigned x = 0; row[x]; ++x)
            board.set({x, y}, row[x] == 'X' ? Stone::black : row[x] == 'O' ? Stone::white : Stone::empty);
        ++y;
    }
    return board;
}

}  // namespace bn::go::pictures
