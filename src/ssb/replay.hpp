// Replaying an ssb-chess game from its messages: the entry point.
#pragma once

#include <string>
#include <string_view>

#include "common/diagnostic.hpp"
#include "ssb/model.hpp"

namespace bn::ssb {

// Replays the game from a JSON array of whole messages given in any order. ok = no issue
// of error severity.
Parsed<Replay> replay(std::string_view text);

}  // namespace bn::ssb
