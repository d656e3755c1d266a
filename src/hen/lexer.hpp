// HEN text -> parts (X3 rules in lexer.cpp): the lexical grammar both readings share, the
// lenient one (read.cpp) and the strict one (checks.cpp). Nothing nested: a HEN string is a
// flat run of parts, each a slice of the input.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace bn::hen {

// A part of a HEN string: its introducing character ('.', '_' or '~'), the text after it,
// and the offset of the introducing character. Boundaries as in the sibling implementations:
// a "." part ends at ".", "_" or "~"+stone; a "_" part at "_", "." or "~" not followed by a
// digit; a "~" part at ".", "_" or "~".
struct Part {
    char kind = '.';
    std::string_view body;
    std::size_t offset = 0;
};

// The parts of `text`, and in `leading` the text before the first part.
std::vector<Part> split_parts(std::string_view text, std::string_view* leading = nullptr);

}  // namespace bn::hen
