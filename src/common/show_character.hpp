// How a message quotes one unexpected character of the input, the same way in every notation:
// a printable ASCII character as itself in single quotes ('x'), any other character as its
// code point (U+0009, U+00E9, U+1F600), and a byte that does not start valid UTF-8 as the byte
// (0xFF): the reader sees exactly what is there, also when it is invisible or not text.
#pragma once

#include <string>
#include <string_view>

namespace bn {

// The character at the start of `rest` (which must not be empty), as a message shows it.
std::string show_character(std::string_view rest);

}  // namespace bn
