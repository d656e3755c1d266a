// UTF-8 validation shared by every area that reads text in other encodings (SGF charsets,
// URL-encoded HEN, JSON for ssb).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace bn {

// Length of the valid UTF-8 sequence at the start of `s`, or 0 when it is not valid
// (overlong forms, surrogates and code points above U+10FFFF are invalid).
std::size_t utf8_sequence_length(std::string_view s);

bool is_valid_utf8(std::string_view bytes);

// Appends the UTF-8 encoding of the code point `cp` (up to U+10FFFF; the caller passes no surrogate).
void append_utf8(std::string& out, std::uint32_t cp);

// ISO-8859-1 bytes -> UTF-8 (each byte is the code point of the same number).
std::string latin1_to_utf8(std::string_view bytes);

}  // namespace bn
