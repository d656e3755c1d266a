#include "common/show_character.hpp"

#include <cstdint>

#include "common/hex.hpp"
#include "common/utf8.hpp"

namespace bn {

std::string show_character(std::string_view rest) {
    const auto first = static_cast<unsigned char>(rest[0]);
    if (first > 0x20 && first < 0x7F) return std::string{'\'', rest[0], '\''};
    const std::size_t length = utf8_sequence_length(rest);
    std::string shown;
    if (length == 0) {
        shown = "0x";
        append_hex(shown, first, 2, HexLetters::upper);
        return shown;
    }
    // The code point of a valid sequence: the lead byte's payload, then 6 bits per byte.
    static constexpr unsigned char lead_mask[] = {0, 0x7F, 0x1F, 0x0F, 0x07};
    std::uint32_t cp = first & lead_mask[length];
    for (std::size_t i = 1; i < length; ++i) cp = (cp << 6) | (static_cast<unsigned char>(rest[i]) & 0x3F);
    shown = "U+";
    append_hex(shown, cp, 4, HexLetters::upper);
    return shown;
}

}  // namespace bn
