// The entries from a position to text: canonical HEN (write.cpp) and SGF (to_sgf.cpp).
#pragma once

#include <string>

#include "hen/model.hpp"

namespace bn::hen {

// Canonical HEN: parse(to_string(p)) == p for every position parse can give.
std::string to_string(const Position& position);

// Setup stones as AB/AW, the last move as the one move node, marks and labels (numbered
// stones as labels). Stones of colours other than black and white have no SGF form.
std::string to_sgf(const Position& position);

}  // namespace bn::hen
