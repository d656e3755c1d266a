// The entry from SGF text to a HEN position (from_sgf.cpp): the SGF is read and replayed on
// the Go engine.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "hen/model.hpp"

namespace bn::hen {

// The main line of the first game tree: setup, then `move_number` moves (passes included)
// with captures and ko; the final position when the game is shorter. Nothing for invalid
// or empty SGF, a board larger than 25x25, or a game other than Go.
std::optional<Position> from_sgf(std::string_view sgf, std::size_t move_number = 0, const Options& options = {});
// from_sgf as HEN text; "" when from_sgf gives nothing.
std::string sgf_to_hen(std::string_view sgf, std::size_t move_number = 0, const Options& options = {});
// The two, letting an allocation failure or a bug out (see parse_or_throw in read.hpp).
std::optional<Position> from_sgf_or_throw(std::string_view sgf, std::size_t move_number = 0,
                                          const Options& options = {});
std::string sgf_to_hen_or_throw(std::string_view sgf, std::size_t move_number = 0, const Options& options = {});

}  // namespace bn::hen
