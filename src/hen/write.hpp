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

// to_string_or_throw's text appended to `out`, for writers of many positions into one buffer
// (from_tree_replay.hpp).
void append_hen(const Position& position, std::string& out);

// The two, letting an allocation failure or a bug out instead of giving "" (see parse_or_throw
// in read.hpp).
std::string to_string_or_throw(const Position& position);
std::string to_sgf_or_throw(const Position& position);

}  // namespace bn::hen
