// Canonical base64: 32 bytes take 43 digits and one "="; the 43rd digit carries four data
// bits and two zero bits, so only 16 digits are canonical there (AEIMQUYcgkosw048). 64 bytes
// take 86 digits and "=="; the 86th carries two data bits and four zero bits (AQgw). A
// non-canonical form decodes to the same bytes as a canonical one, so accepting it would
// give one message two ids.
#include "ssb/ids.hpp"

namespace bn::ssb {

namespace {

bool is_base64_digit(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '/';
}

int digit_value(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    return c == '+' ? 62 : 63;
}

// `text` is `digits` base64 digits whose last one has `zero_bits` low bits clear, then `pad` "=".
bool is_canonical_base64(std::string_view text, std::size_t digits, int zero_bits, std::size_t pad) {
    if (text.size() != digits + pad) return false;
    for (std::size_t i = 0; i < digits; ++i)
        if (!is_base64_digit(text[i])) return false;
    for (std::size_t i = digits; i < text.size(); ++i)
        if (text[i] != '=') return false;
    return (digit_value(text[digits - 1]) & ((1 << zero_bits) - 1)) == 0;
}

bool is_sigil_id(std::string_view id, char sigil, std::string_view suffix) {
    if (id.size() < 1 + suffix.size() || id[0] != sigil) return false;
    if (id.substr(id.size() - suffix.size()) != suffix) return false;
    return is_canonical_base64(id.substr(1, id.size() - 1 - suffix.size()), 43, 2, 1);
}

}  // namespace

bool is_feed_id(std::string_view id) { return is_sigil_id(id, '@', ".ed25519"); }

bool is_message_id(std::string_view id) { return is_sigil_id(id, '%', ".sha256"); }

bool is_signature(std::string_view text) {
    constexpr std::string_view suffix = ".sig.ed25519";
    if (text.size() < suffix.size() || text.substr(text.size() - suffix.size()) != suffix) return false;
    return is_canonical_base64(text.substr(0, text.size() - suffix.size()), 86, 4, 2);
}

}  // namespace bn::ssb
