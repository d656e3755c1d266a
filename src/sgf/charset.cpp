#include "sgf/charset.hpp"

#include "common/utf8.hpp"

#include <cstdint>

namespace bn::sgf::charset {

namespace {

// Letters and digits only, upper-cased: "ISO-8859-1", "iso_8859_1" and "ISO8859-1" compare equal.
std::string squeeze(std::string_view name) {
    std::string out;
    for (char c : name) {
        if (c >= 'a' && c <= 'z')
            out += static_cast<char>(c - 'a' + 'A');
        else if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
            out += c;
    }
    return out;
}

// Windows-1252 differs from ISO-8859-1 only in 0x80-0x9F (0 = undefined, kept as the C1 control).
constexpr std::uint16_t windows1252_high[32] = {0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                                0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,      0x017D, 0,
                                                0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                                0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

}  // namespace

Charset named(std::string_view name) {
    const std::string n = squeeze(name);
    if (n == "UTF8" || n == "USASCII" || n == "ASCII") return Charset::utf8;
    if (n == "ISO88591" || n == "LATIN1" || n == "L1" || n == "ISOIR100" || n == "CP819" || n == "IBM819" ||
        n == "ISO885911987")
        return Charset::latin1;
    if (n == "WINDOWS1252" || n == "CP1252") return Charset::windows1252;
    return Charset::unsupported;
}

std::string to_utf8(std::string_view bytes, Charset from) {
    std::string out;
    out.reserve(bytes.size());
    for (std::size_t i = 0; i < bytes.size();) {
        auto c = static_cast<unsigned char>(bytes[i]);
        if (c < 0x80) {
            out += static_cast<char>(c);
            ++i;
        } else if (from == Charset::latin1 || from == Charset::windows1252) {
            std::uint32_t cp = c;
            if (from == Charset::windows1252 && c < 0xA0 && windows1252_high[c - 0x80] != 0)
                cp = windows1252_high[c - 0x80];
            append_utf8(out, cp);
            ++i;
        } else {
            std::size_t n = utf8_sequence_length(bytes.substr(i));
            if (n == 0) {
                append_utf8(out, 0xFFFD);
                ++i;
            } else {
                out.append(bytes.substr(i, n));
                i += n;
            }
        }
    }
    return out;
}

}  // namespace bn::sgf::charset
