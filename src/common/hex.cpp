#include "common/hex.hpp"

namespace bn {

void append_hex(std::string& out, std::uint64_t value, int min_digits, HexLetters letters) {
    const char* digits = letters == HexLetters::upper ? "0123456789ABCDEF" : "0123456789abcdef";
    int count = 1;
    for (std::uint64_t rest = value >> 4; rest != 0; rest >>= 4) ++count;
    if (count < min_digits) count = min_digits;
    for (int shift = 4 * (count - 1); shift >= 0; shift -= 4) out += shift < 64 ? digits[(value >> shift) & 0xf] : '0';
}

}  // namespace bn
