// A hand-written scanner for the SAN shapes games are made of ("e4", "Nbd7", "exd5", "Qh4xe1+",
// "e8=Q#", "O-O-O!?"), so that reading a move does not go through the X3 grammar every time:
// the replay of a PGN reads every move of every game. It is a fast path, not a second grammar:
// whatever it accepts, it fills `san` exactly as san_grammar() would (tests/native/chess/
// san_scan_test.cpp compares both on every short string over the SAN alphabet); everything
// else (long algebraic with '-', ':', "e.p." and "ep", lower-case promotions without '=',
// syntax errors) it declines, and the grammar reads it and reports its diagnostics.
#pragma once

#include <string_view>

#include "chess/syntax.hpp"

namespace bn::chess {

// True when `text` is one of the common shapes; `san` is then what the grammar would fill.
// When false, `san` holds unspecified values: parse again from a fresh SanMove.
bool scan_common_san(std::string_view text, syntax::SanMove& san);

}  // namespace bn::chess
