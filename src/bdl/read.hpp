// BDL (Board Description Language 1.1.0) text -> syntax tree, the entry of the area: what a
// caller includes to read a description (checks.hpp checks it, write.hpp formats it; the game
// runtime is game.hpp).
#pragma once

#include <string_view>
#include <vector>

#include "bdl/model.hpp"
#include "common/diagnostic.hpp"

namespace bn::bdl {

// Text -> syntax tree. Never throws. Syntax errors do not stop the reading: each section is
// read on after an error, so one pass reports several (at most bn::limits::max_diagnostics).
// With errors, ok is false and `value` holds what could be read.
Parsed<Description> parse(std::string_view text);

// parse + check (checks.hpp): every diagnostic of a text, syntax first.
std::vector<Diagnostic> check_text(std::string_view text);

}  // namespace bn::bdl
