// The methods of the model's types (model.hpp): an empty position, comparison.
#include <algorithm>

#include "hen/model.hpp"

namespace bn::hen {

Position Position::empty(unsigned width, unsigned height) {
    Position p;
    p.width = std::clamp(width, 1u, max_size);
    p.height = std::clamp(height, 1u, max_size);
    p.board.assign(std::size_t{p.width} * p.height, Stone::empty);
    return p;
}

bool Position::operator==(const Position& o) const {
    return width == o.width && height == o.height && board == o.board && ko == o.ko && last_move == o.last_move &&
           turn == o.turn && labels == o.labels && marks == o.marks && numbered_stones == o.numbered_stones &&
           player_order == o.player_order;
}

}  // namespace bn::hen
