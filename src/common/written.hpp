// What every writer returns: the text when it could be written, and the diagnostics in any case
// (the model's problems, or a failure while writing).
#pragma once

#include <string>
#include <vector>

#include "common/diagnostic.hpp"

namespace bn {

struct Written {
    bool ok = false;
    std::string text;
    std::vector<Diagnostic> diagnostics;
};

}  // namespace bn
