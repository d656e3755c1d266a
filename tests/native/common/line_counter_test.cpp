// LineCounter gives each game of a PGN database its first line in one forward pass; it must
// agree with SourceText::locate, across mixed line endings.
#include <gtest/gtest.h>

#include <string>

#include "common/source_text.hpp"

// LineCounter (growing offsets, one pass) gives the same lines as SourceText::locate, also in
// steps that end between the "\r" and "\n" of a "\r\n".
TEST(LineCounter, SameLinesAsLocateOnGrowingOffsets) {
    std::string text;
    const char* endings[] = {"\n", "\r\n", "\r", "\n\n"};
    for (int line = 0; line < 300; ++line) text += std::string(line % 5, 'x') + endings[line % 4];
    bn::SourceText source(text);
    for (std::size_t step : {1u, 2u, 3u, 7u}) {
        bn::LineCounter lines(text);
        for (std::size_t offset = 0; offset <= text.size(); offset += step)
            ASSERT_EQ(lines.line_of(offset), source.locate(offset).line) << offset << " step " << step;
    }
}
