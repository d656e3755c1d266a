#include "common/input.hpp"

#include <string>

#include "common/limits.hpp"

namespace bn {

bool accept_input_size(std::string_view text, Diagnostics& out) {
    if (text.size() <= limits::max_input_bytes) return true;
    out.error("common.input_too_large", 0, 0,
              {{"size", std::to_string(text.size())},
               {"limit", std::to_string(limits::max_input_bytes)}});
    return false;
}

}  // namespace bn
