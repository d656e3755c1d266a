// An engine's judgement of a position kept in a record: Sabaki writes SBKV on each node it has
// analysed (with KataGo, Leela Zero or any GTP engine that reports win rates), holding Black's
// chance of winning in percent, whoever is to move (it turns the engine's figure for White into
// Black's), rounded to two decimals: SBKV[55.31]. Lizzie, KaTrain and others read the same
// property, so it is the one win rate that travels between Go programs in SGF.
#pragma once

#include <optional>
#include <string_view>

namespace bn::sgf {

// Black's chance of winning, 0 to 1, from an SBKV value; nothing when the value is not an SGF
// Real from 0 to 100 (white space around it allowed).
std::optional<double> black_win_rate(std::string_view sbkv);

}  // namespace bn::sgf
