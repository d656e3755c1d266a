// The letters and small pieces of HEN text shared by both readings (read.cpp, checks.cpp) and
// the writers (internal to the HEN area); the part boundaries are the lexer's (lexer.hpp).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "hen/model.hpp"

namespace bn::hen::notation {

// "A".."Z" without "I": index 0..24.
std::optional<unsigned> column_index(char c);
char column_letter(unsigned index);

std::optional<Stone> stone_named(char c);  // b w r g l y p
char stone_letter(Stone s);                // inverse; '?' for empty
bool is_black_or_white(Stone s);

std::optional<Mark> mark_named(std::string_view text);  // exactly CR SQ TR MA
const char* mark_name(Mark m);

bool is_digit(char c);
bool is_space(char c);

// Percent-decoding (decodeURIComponent); nothing when the text is not valid percent-encoding
// of UTF-8, in which case callers use the text as it is.
std::optional<std::string> url_decode(std::string_view text);

// "NxM" with digits only; the numbers as text.
struct SizeText {
    std::string_view columns;
    std::string_view rows;
};
std::optional<SizeText> split_size(std::string_view body);

// A label character of the grammar: anything printable but white space, ".", "_", "-".
bool is_label_char(char c);

// Whether parse reads ".<point>-<text>" back as the label `text`: "-" inside is kept (the
// lenient reading takes it, though the grammar does not); white space, ".", "_" and
// "~" + stone would end or split it, and CR/SQ/TR/MA would read as marks.
bool is_writable_label(std::string_view text);

}  // namespace bn::hen::notation
