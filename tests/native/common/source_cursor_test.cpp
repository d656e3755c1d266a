// SourceCursor walks a text once for positions given in increasing order (tree nodes, SGF
// values): it must agree with SourceText::locate and with SourceText::utf16_length, in its
// ASCII mode too, and going back must restart rather than give a wrong place. It skips runs of
// plain bytes (ASCII, no line break) eight at a time: random texts with runs of every length
// and every kind of byte around them check that skip.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "common/source_text.hpp"

namespace {

// Starts of characters (not inside a UTF-8 sequence or between the "\r" and "\n" of "\r\n").
bool starts_character(const std::string& text, std::size_t offset) {
    if (offset == text.size()) return true;
    if ((static_cast<unsigned char>(text[offset]) & 0xC0) == 0x80) return false;
    return !(offset > 0 && text[offset - 1] == '\r' && text[offset] == '\n');
}

std::string mixed_text() {
    std::string text;
    const char* endings[] = {"\n", "\r\n", "\r", "\n\n"};
    for (int line = 0; line < 120; ++line)
        text += std::string(line % 4, 'x') + (line % 3 ? "\xC3\xA9\xF0\x9F\x98\x80 y" : "ab") + endings[line % 4];
    return text;
}

}  // namespace

TEST(SourceCursor, SameLinesColumnsAndUnitsAsSourceText) {
    const std::string text = mixed_text();
    bn::SourceText source(text);
    for (std::size_t step : {1u, 2u, 5u}) {
        bn::SourceCursor cursor(text);
        for (std::size_t offset = 0; offset <= text.size(); offset += step) {
            if (!starts_character(text, offset)) continue;
            const auto expected = source.locate(offset);
            const auto at = cursor.at(offset);
            ASSERT_EQ(at.line, expected.line) << offset;
            ASSERT_EQ(at.column, expected.column) << offset;
            ASSERT_EQ(cursor.units_at(offset), bn::SourceText::utf16_length(std::string_view(text).substr(0, offset)));
        }
    }
}

TEST(SourceCursor, AsciiModeAgrees) {
    std::string text;
    const char* endings[] = {"\n", "\r\n", "\r"};
    for (int line = 0; line < 100; ++line) text += std::string(line % 7, 'q') + endings[line % 3];
    bn::SourceText source(text);
    bn::SourceCursor cursor(text, true);
    for (std::size_t offset = 0; offset <= text.size(); ++offset) {
        if (!starts_character(text, offset)) continue;
        const auto at = cursor.at(offset);
        ASSERT_EQ(at.line, source.locate(offset).line) << offset;
        ASSERT_EQ(at.column, source.locate(offset).column) << offset;
        ASSERT_EQ(cursor.units_at(offset), offset);
    }
}

TEST(SourceCursor, GoingBackRestartsAndPastTheEndStopsThere) {
    const std::string text = "ab\n\xF0\x9F\x98\x80x\r\ny";
    bn::SourceCursor cursor(text);
    EXPECT_EQ(cursor.at(7).column, 3u);  // after the emoji (two UTF-16 units)
    EXPECT_EQ(cursor.at(1).line, 1u);
    EXPECT_EQ(cursor.at(1).column, 2u);
    EXPECT_EQ(cursor.at(10).line, 3u);
    EXPECT_EQ(cursor.at(1000).line, 3u);
    EXPECT_EQ(cursor.at(1000).column, 2u);
    EXPECT_EQ(cursor.units_at(1000), 9u);
}

// Runs of plain bytes of every length between line breaks, tabs and other control bytes,
// multi-byte characters: asked at random increasing offsets (some twice, some far apart).
TEST(SourceCursor, RandomTextsAgreeWithSourceText) {
    std::mt19937 random(20261130);
    const char* pieces[] = {"\n",       "\r\n", "\r",    "\t",       "\x0B",         "\x0C",
                            "\x0D\x0D", "\x0E", "\x7F",  "\xC3\xA9", "\xE9\xBB\x92", "\xF0\x9F\x98\x80",
                            " ",        "]",    ";B[pd]"};
    for (int round = 0; round < 200; ++round) {
        std::string text;
        const int count = static_cast<int>(random() % 40);
        for (int i = 0; i < count; ++i) {
            text += std::string(random() % 20, static_cast<char>('a' + random() % 26));
            text += pieces[random() % (sizeof pieces / sizeof *pieces)];
        }
        bn::SourceText source(text);
        bn::SourceCursor cursor(text);
        for (std::size_t offset = 0; offset <= text.size(); offset += random() % 12) {
            if (!starts_character(text, offset)) continue;
            const auto expected = source.locate(offset);
            const auto units = bn::SourceText::utf16_length(std::string_view(text).substr(0, offset));
            for (int ask = 0; ask < 2; ++ask) {
                const auto at = cursor.at(offset);
                ASSERT_EQ(at.line, expected.line) << round << " at " << offset;
                ASSERT_EQ(at.column, expected.column) << round << " at " << offset;
                ASSERT_EQ(cursor.units_at(offset), units) << round << " at " << offset;
            }
        }
    }
}
