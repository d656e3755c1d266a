// The charsets of Go records (internal to the SGF area): the one table of the names CA uses
// for them (RFC 1345 names and the spellings real files have: "UTF8", "ISO8859_1", "gb2312",
// "SJIS", "cp949"...), with the name the model reports and the WHATWG Encoding label that
// decodes them. The core decodes UTF-8, ISO-8859-1 and windows-1252 itself; the legacy CJK and
// Cyrillic tables stay the platform's (TextDecoder in JS): in the wasm they would weigh more than
// the whole SGF reader. charset_detect.hpp chooses among them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace bn::sgf::charset {

// How the bytes of a charset are cut into characters (what detection needs to know of it).
enum class Kind : std::uint8_t { utf8, single_byte, multi_byte, utf16, iso2022 };

struct Info {
    std::uint8_t id;         // index in table()
    std::string_view name;   // reported: "GB18030", "Shift_JIS", "ISO-8859-1"...
    std::string_view label;  // for TextDecoder; "latin1-bytes": each byte its own code point
    Kind kind;
};

// Every charset, in a fixed order (ids are indices; the JS wrapper reads the table once).
std::string_view table_names(std::size_t id);
std::size_t table_size();
const Info& at(std::size_t id);

const Info& utf8();
const Info& latin1();

// The charset `declared` names, or nullptr when the table has no such name.
const Info* named(std::string_view declared);

// Whether the core converts `charset` to UTF-8 itself (to_utf8); the others are the platform's.
bool native(const Info& charset);

// Bytes in `from` (a native charset) -> UTF-8. Invalid UTF-8 sequences become U+FFFD.
std::string to_utf8(std::string_view bytes, const Info& from);

}  // namespace bn::sgf::charset
