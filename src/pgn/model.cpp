// The methods of the model's types (model.hpp).
#include "pgn/model.hpp"

namespace bn::pgn {

const Tag* Game::tag(std::string_view name) const {
    for (const auto& t : tags)
        if (t.name == name) return &t;
    return nullptr;
}

std::size_t Game::main_line_length() const {
    std::size_t n = 0;
    for (NodeIndex i = first; i != no_node; i = nodes[i].next) ++n;
    return n;
}
}  // namespace bn::pgn
