// The semantic checks of a BDL description that the original compiler lacks (checks.cpp).
#pragma once

#include <string_view>
#include <vector>

#include "bdl/model.hpp"
#include "common/diagnostic.hpp"

namespace bn::bdl {

// The semantic checks the original compiler lacks (undefined or duplicate names, board
// bounds, missing rules, ...). Diagnostics carry spans of the description's source; pass
// `text` to fill line and column (empty for a tree built by hand: positions stay 0).
std::vector<Diagnostic> check(const Description& description, std::string_view text = {});

}  // namespace bn::bdl
