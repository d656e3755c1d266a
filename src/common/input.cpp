#include "common/input.hpp"

#include <string>

#include "common/limits.hpp"

namespace bn {

bool accept_input_size(std::string_view text, Diagnostics& out) {
    if (text.size() <= limits::max_input_bytes) return true;
    // About the whole input, so placed at its start (line 1, column 1) here: some parsers return
    // this diagnostic without locating anything, and all must give the same position.
    Diagnostic& d =
        out.error("common.input_too_large", 0, 0,
                  {{"size", std::to_string(text.size())}, {"limit", std::to_string(limits::max_input_bytes)}});
    d.line = 1;
    d.column = 1;
    return false;
}

}  // namespace bn
