#include "sgf/charset.hpp"

#include <array>
#include <cstdint>

#include "common/utf8.hpp"

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

// ISO-8859-1 has no label of its own in the Encoding Standard (which maps "iso-8859-1" to
// windows-1252): "latin1-bytes" says it is decoded byte for byte. GB2312 and GBK are read as
// their superset GB18030, EUC-KR as its superset windows-949 (CP949/UHC), which is what the
// Encoding Standard's "euc-kr" decodes.
// At most 32 (the JS wrapper says which the platform lacks in one 32-bit mask).
constexpr std::array<Info, 32> charsets{{
    {0, "UTF-8", "utf-8", Kind::utf8},
    {1, "ISO-8859-1", "latin1-bytes", Kind::single_byte},
    {2, "windows-1252", "windows-1252", Kind::single_byte},
    {3, "GB18030", "gb18030", Kind::multi_byte},
    {4, "Big5", "big5", Kind::multi_byte},
    {5, "Shift_JIS", "shift_jis", Kind::multi_byte},
    {6, "EUC-JP", "euc-jp", Kind::multi_byte},
    {7, "ISO-2022-JP", "iso-2022-jp", Kind::iso2022},
    {8, "EUC-KR", "euc-kr", Kind::multi_byte},
    {9, "windows-1251", "windows-1251", Kind::single_byte},
    {10, "KOI8-R", "koi8-r", Kind::single_byte},
    {11, "KOI8-U", "koi8-u", Kind::single_byte},
    {12, "ISO-8859-5", "iso-8859-5", Kind::single_byte},
    {13, "IBM866", "ibm866", Kind::single_byte},
    {14, "ISO-8859-2", "iso-8859-2", Kind::single_byte},
    {15, "ISO-8859-15", "iso-8859-15", Kind::single_byte},
    {16, "windows-1250", "windows-1250", Kind::single_byte},
    {17, "UTF-16LE", "utf-16le", Kind::utf16},
    {18, "UTF-16BE", "utf-16be", Kind::utf16},
    {19, "UTF-16", "utf-16le", Kind::utf16},
    {20, "windows-1253", "windows-1253", Kind::single_byte},
    {21, "windows-1254", "windows-1254", Kind::single_byte},
    {22, "windows-1255", "windows-1255", Kind::single_byte},
    {23, "windows-1256", "windows-1256", Kind::single_byte},
    {24, "windows-1257", "windows-1257", Kind::single_byte},
    {25, "windows-1258", "windows-1258", Kind::single_byte},
    {26, "windows-874", "windows-874", Kind::single_byte},
    {27, "ISO-8859-7", "iso-8859-7", Kind::single_byte},
    {28, "ISO-8859-8", "iso-8859-8", Kind::single_byte},
    {29, "ISO-8859-13", "iso-8859-13", Kind::single_byte},
    {30, "macintosh", "macintosh", Kind::single_byte},
    {31, "x-mac-cyrillic", "x-mac-cyrillic", Kind::single_byte},
}};

struct Alias {
    std::string_view squeezed;
    std::uint8_t id;
};

// Squeezed spellings -> charset id.
constexpr Alias aliases[] = {
    {"UTF8", 0},
    {"USASCII", 0},
    {"ASCII", 0},
    {"ANSIX341968", 0},
    {"UNICODE11UTF8", 0},
    {"UNICODE20UTF8", 0},
    {"XUNICODE20UTF8", 0},
    {"ISO88591", 1},
    {"LATIN1", 1},
    {"L1", 1},
    {"ISOIR100", 1},
    {"CP819", 1},
    {"IBM819", 1},
    {"ISO885911987", 1},
    {"ISO8859", 1},
    {"WINDOWS1252", 2},
    {"CP1252", 2},
    {"XCP1252", 2},
    {"MSANSI", 2},
    {"GB18030", 3},
    {"GB2312", 3},
    {"GB231280", 3},
    {"EUCCN", 3},
    {"XEUCCN", 3},
    {"CSGB2312", 3},
    {"CHINESE", 3},
    {"ISOIR58", 3},
    {"GBK", 3},
    {"CP936", 3},
    {"MS936", 3},
    {"WINDOWS936", 3},
    {"XGBK", 3},
    {"HZGB2312", 3},
    {"BIG5", 4},
    {"BIG5HKSCS", 4},
    {"CNBIG5", 4},
    {"CSBIG5", 4},
    {"XXBIG5", 4},
    {"CP950", 4},
    {"MS950", 4},
    {"WINDOWS950", 4},
    {"SHIFTJIS", 5},
    {"SJIS", 5},
    {"XSJIS", 5},
    {"CSSHIFTJIS", 5},
    {"MSKANJI", 5},
    {"WINDOWS31J", 5},
    {"CP932", 5},
    {"MS932", 5},
    {"CSWINDOWS31J", 5},
    {"EUCJP", 6},
    {"XEUCJP", 6},
    {"CSEUCPKDFMTJAPANESE", 6},
    {"ISO2022JP", 7},
    {"CSISO2022JP", 7},
    {"EUCKR", 8},
    {"CP949", 8},
    {"MS949", 8},
    {"WINDOWS949", 8},
    {"UHC", 8},
    {"KSC5601", 8},
    {"KSC56011987", 8},
    {"KSC56011989", 8},
    {"CSKSC56011987", 8},
    {"ISOIR149", 8},
    {"KOREAN", 8},
    {"CSEUCKR", 8},
    {"WINDOWS1251", 9},
    {"CP1251", 9},
    {"XCP1251", 9},
    {"KOI8R", 10},
    {"KOI8", 10},
    {"CSKOI8R", 10},
    {"KOI8U", 11},
    {"KOI8RU", 11},
    {"ISO88595", 12},
    {"CYRILLIC", 12},
    {"ISOIR144", 12},
    {"CSISOLATINCYRILLIC", 12},
    {"IBM866", 13},
    {"CP866", 13},
    {"866", 13},
    {"CSIBM866", 13},
    {"ISO88592", 14},
    {"LATIN2", 14},
    {"L2", 14},
    {"ISOIR101", 14},
    {"ISO885915", 15},
    {"LATIN9", 15},
    {"L9", 15},
    {"WINDOWS1250", 16},
    {"CP1250", 16},
    {"UTF16LE", 17},
    {"UTF16BE", 18},
    {"UTF16", 19},
    {"UCS2", 19},
    {"UNICODE", 19},
    {"WINDOWS1253", 20},
    {"CP1253", 20},
    {"WINDOWS1254", 21},
    {"CP1254", 21},
    {"WINDOWS1255", 22},
    {"CP1255", 22},
    {"WINDOWS1256", 23},
    {"CP1256", 23},
    {"WINDOWS1257", 24},
    {"CP1257", 24},
    {"WINDOWS1258", 25},
    {"CP1258", 25},
    {"WINDOWS874", 26},
    {"CP874", 26},
    {"TIS620", 26},
    {"ISO885911", 26},
    {"ISO88597", 27},
    {"GREEK", 27},
    {"ISOIR126", 27},
    {"ISO88598", 28},
    {"HEBREW", 28},
    {"ISOIR138", 28},
    {"ISO885913", 29},
    {"MACINTOSH", 30},
    {"MAC", 30},
    {"XMACROMAN", 30},
    {"XMACCYRILLIC", 31},
    {"XMACUKRAINIAN", 31},
};

// Windows-1252 differs from ISO-8859-1 only in 0x80-0x9F (0 = undefined, kept as the C1 control).
constexpr std::uint16_t windows1252_high[32] = {0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                                0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,      0x017D, 0,
                                                0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                                0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

}  // namespace

std::size_t table_size() { return charsets.size(); }
const Info& at(std::size_t id) { return charsets[id < charsets.size() ? id : 0]; }
std::string_view table_names(std::size_t id) { return at(id).name; }
const Info& utf8() { return charsets[0]; }
const Info& latin1() { return charsets[1]; }

const Info* named(std::string_view declared) {
    const std::string n = squeeze(declared);
    for (const auto& alias : aliases)
        if (alias.squeezed == n) return &charsets[alias.id];
    return nullptr;
}

bool native(const Info& charset) { return charset.id <= 2; }

std::string to_utf8(std::string_view bytes, const Info& from) {
    std::string out;
    out.reserve(bytes.size());
    const bool single = from.id == 1 || from.id == 2;
    for (std::size_t i = 0; i < bytes.size();) {
        auto c = static_cast<unsigned char>(bytes[i]);
        if (c < 0x80) {
            out += static_cast<char>(c);
            ++i;
        } else if (single) {
            std::uint32_t cp = c;
            if (from.id == 2 && c < 0xA0 && windows1252_high[c - 0x80] != 0) cp = windows1252_high[c - 0x80];
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
