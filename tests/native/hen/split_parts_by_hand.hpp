// The hand-written part splitter that src/hen/lexer.cpp (X3) replaced, kept as the oracle of
// the differential test (lexer_test.cpp) and of bench/hen/bench.cpp: a direct reading of the
// boundary rules of lexer.hpp, one character at a time.
#pragma once

#include <string_view>
#include <vector>

#include "hen/lexer.hpp"
#include "hen/notation.hpp"

namespace bn::hen::by_hand {

inline std::vector<Part> split_parts(std::string_view text, std::string_view* leading = nullptr) {
    auto starts_part = [](char c) { return c == '.' || c == '_' || c == '~'; };
    std::size_t i = 0;
    while (i < text.size() && !starts_part(text[i])) ++i;
    if (leading) *leading = text.substr(0, i);
    std::vector<Part> parts;
    while (i < text.size()) {
        const char kind = text[i];
        std::size_t j = i + 1;
        for (; j < text.size(); ++j) {
            const char c = text[j];
            const char next = j + 1 < text.size() ? text[j + 1] : '\0';
            if (c == '.' || c == '_') break;
            if (c != '~') continue;
            if (kind == '~') break;
            if (kind == '.' && notation::stone_named(next)) break;
            if (kind == '_' && !notation::is_digit(next)) break;
        }
        parts.push_back({kind, text.substr(i + 1, j - i - 1), i});
        i = j;
    }
    return parts;
}

}  // namespace bn::hen::by_hand
