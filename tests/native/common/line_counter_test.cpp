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

// Resolving from the line start LineCounter reports (as parse_each does per game) gives the
// same lines and columns as resolving from the start of the text, with multi-byte characters
// before the diagnostics on their line; a diagnostic before that line start falls back to the
// whole scan.
TEST(LineCounter, ResolvingFromItsLineStartAgreesWithAWholeScan) {
    std::string text;
    const char* endings[] = {"\n", "\r\n", "\r", "\n\n"};
    for (int line = 0; line < 200; ++line)
        text += std::string(line % 3, 'x') + "\xC3\xA9\xF0\x9F\x98\x80 y" + endings[line % 4];
    bn::SourceText source(text);
    bn::LineCounter lines(text);
    for (std::size_t offset = 0; offset + 4 <= text.size(); offset += 5) {
        const std::uint32_t line = lines.line_of(offset);
        std::vector<bn::Diagnostic> from_start{{"x.a", bn::Severity::warning, offset + 3, 2, 0, 0, 0, {}},
                                               {"x.b", bn::Severity::warning, offset, 1, 0, 0, 0, {}}};
        auto from_line = from_start;
        source.resolve(from_start);
        source.resolve(from_line, lines.line_start(), line);
        for (std::size_t k = 0; k < 2; ++k) {
            ASSERT_EQ(from_line[k].line, from_start[k].line) << offset;
            ASSERT_EQ(from_line[k].column, from_start[k].column) << offset;
            ASSERT_EQ(from_line[k].utf16_length, from_start[k].utf16_length) << offset;
        }
        ASSERT_EQ(from_start[1].line, line);
    }
    std::vector<bn::Diagnostic> before{{"x.c", bn::Severity::warning, 1, 1, 0, 0, 0, {}}};
    source.resolve(before, text.size() / 2, 100);
    EXPECT_EQ(before[0].line, 1u);
    EXPECT_EQ(before[0].column, 2u);
}
