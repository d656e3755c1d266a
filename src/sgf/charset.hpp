// Charsets of SGF text (the CA property) and their conversion to UTF-8 (internal to the SGF
// area). FF[4] says ISO-8859-1 by default; real files are mostly UTF-8.
#pragma once

#include <string>
#include <string_view>

namespace bn::sgf::charset {

enum class Charset { utf8, latin1, windows1252, unsupported };

// RFC 1345 names and the spellings seen in real files ("UTF8", "ISO8859_1", "latin1", ...).
Charset named(std::string_view name);

// Bytes in `from` -> UTF-8. Invalid UTF-8 sequences become U+FFFD.
std::string to_utf8(std::string_view bytes, Charset from);

}  // namespace bn::sgf::charset
