// What every parse does to its input before its grammar runs.
#pragma once

#include <string_view>

#include "common/diagnostic.hpp"

namespace bn {

inline constexpr std::string_view utf8_bom = "\xEF\xBB\xBF";

// Bytes a UTF-8 byte order mark takes at the start of `text` (0 or 3).
inline std::size_t utf8_bom_length(std::string_view text) {
    return text.substr(0, utf8_bom.size()) == utf8_bom ? utf8_bom.size() : 0;
}

// False, with a common.input_too_large diagnostic, when `text` is past limits::max_input_bytes.
bool accept_input_size(std::string_view text, Diagnostics& out);

}  // namespace bn
