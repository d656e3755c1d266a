// SourceText keeps the start of every 64th line only (a full table took 8 bytes a line: 2 GB
// for a 256 MiB input of line breaks): every offset must still get the line and column a
// plain count gives, across marks and mixed line endings.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "common/source_text.hpp"

namespace {

bn::LineColumn count(const std::string& text, std::size_t offset) {
    bn::LineColumn at;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n' || (text[i] == '\r' && !(i + 1 < text.size() && text[i + 1] == '\n'))) {
            ++at.line;
            at.column = 1;
        } else if (text[i] != '\r') {
            ++at.column;
        }
    }
    return at;
}

TEST(SourceText, EveryOffsetOfAThousandMixedLines) {
    std::string text;
    const char* endings[] = {"\n", "\r\n", "\r", "\n\n"};
    for (int line = 0; line < 1000; ++line) text += std::string(line % 7, 'x') + endings[line % 4];
    bn::SourceText source(text);
    for (std::size_t offset = 0; offset <= text.size(); ++offset) {
        // The "\n" of a "\r\n" sits at the end of its line; the plain count treats the "\r" as
        // taking no column there, so compare lines everywhere and columns off line breaks.
        auto expected = count(text, offset);
        auto got = source.locate(offset);
        ASSERT_EQ(got.line, expected.line) << offset;
        if (offset < text.size() && text[offset] != '\n' && text[offset] != '\r')
            ASSERT_EQ(got.column, expected.column) << offset;
    }
    EXPECT_EQ(source.line_at(text.size() - 3), "xxxxx");  // line 999: 999 % 7 x, then "\n\n"
}

TEST(SourceText, ALastLineOfAHugeInputOfLineBreaksTakesLittleMemory) {
    std::string text(64 * 1024 * 1024, '\n');
    text += "bad";
    bn::SourceText source(text);
    auto at = source.locate(text.size() - 1);
    EXPECT_EQ(at.line, 64u * 1024 * 1024 + 1);
    EXPECT_EQ(at.column, 3u);
}

}  // namespace

// resolve() locates all diagnostics in one pass in offset order; given in any order, each gets
// what locate() gives it alone, and its UTF-16 length.
TEST(SourceText, ResolveInAnyOrderMatchesLocate) {
    std::string text;
    const char* pieces[] = {"ab", "\r\n", "\xC3\xA9", "\r", "\xF0\x9F\x98\x80", "\n", "x\xE2\x82\xAC", "\r\r\n"};
    for (int i = 0; i < 400; ++i) text += pieces[(i * 5) % 8];
    bn::SourceText source(text);
    std::vector<bn::Diagnostic> diagnostics;
    for (std::size_t i = 0; i <= text.size() + 2; ++i) {
        bn::Diagnostic d;
        d.offset = (i * 7919) % (text.size() + 3);  // every offset, out of order, some past the end
        d.length = i % 5;
        diagnostics.push_back(d);
    }
    source.resolve(diagnostics);
    for (const auto& d : diagnostics) {
        const bn::LineColumn at = source.locate(d.offset);
        ASSERT_EQ(d.line, at.line) << d.offset;
        ASSERT_EQ(d.column, at.column) << d.offset;
        const std::size_t from = std::min(d.offset, text.size());
        ASSERT_EQ(d.utf16_length,
                  bn::SourceText::utf16_length(text.substr(from, std::min(d.length, text.size() - from))));
    }
}
