#include "common/string_table.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using bn::StringTable;

// The strings as JS gets them back: slices of the text at the UTF-16 ends (ASCII here).
std::vector<std::string> strings_of(const StringTable& table) {
    std::vector<std::string> out;
    std::uint32_t start = 0;
    for (std::uint32_t end : table.utf16_ends()) {
        out.push_back(table.text().substr(start, end - start));
        start = end;
    }
    return out;
}

TEST(StringTable, EachDistinctTextOnceInFirstSeenOrder) {
    StringTable table;
    EXPECT_EQ(table.intern("e4"), 0u);
    EXPECT_EQ(table.intern("e5"), 1u);
    EXPECT_EQ(table.intern("e4"), 0u);
    EXPECT_EQ(table.intern(""), 2u);
    EXPECT_EQ(table.intern(""), 2u);
    EXPECT_EQ(table.intern("Nf3"), 3u);
    EXPECT_EQ(strings_of(table), (std::vector<std::string>{"e4", "e5", "", "Nf3"}));
}

TEST(StringTable, TextsThatDifferOnlyPastEightBytesOrByLengthAreDistinct) {
    StringTable table;
    const std::uint32_t a = table.intern("Sicilian Defence");
    const std::uint32_t b = table.intern("Sicilian Defense");
    const std::uint32_t c = table.intern(std::string("e4\0", 3));
    const std::uint32_t d = table.intern("e4");
    EXPECT_NE(a, b);
    EXPECT_NE(c, d);
    EXPECT_EQ(table.intern("Sicilian Defense"), b);
    EXPECT_EQ(table.size(), 4u);
}

TEST(StringTable, EndsAreInUtf16Units) {
    StringTable table;
    table.intern("Réti");              // é: 2 bytes, 1 unit
    table.intern("\xF0\x9F\x98\x80");  // U+1F600: 4 bytes, a surrogate pair
    table.intern("x");
    EXPECT_EQ(table.utf16_ends(), (std::vector<std::uint32_t>{4, 6, 7}));
}

TEST(StringTable, AnAsciiTableGivesByteEnds) {
    StringTable table(true);
    table.intern("e4");
    table.append("Nf3");
    table.intern("O-O-O");
    EXPECT_EQ(table.utf16_ends(), (std::vector<std::uint32_t>{2, 5, 10}));
    EXPECT_EQ(strings_of(table), (std::vector<std::string>{"e4", "Nf3", "O-O-O"}));
}

TEST(StringTable, AppendedStringsAreNeverLookedFor) {
    StringTable table;
    const std::uint32_t fen = table.append("8/8/8/8/8/8/8/K6k w - - 0 1");
    EXPECT_EQ(table.append("8/8/8/8/8/8/8/K6k w - - 0 1"), fen + 1);
    // An interned copy is a string of its own, found from then on.
    const std::uint32_t interned = table.intern("8/8/8/8/8/8/8/K6k w - - 0 1");
    EXPECT_EQ(interned, fen + 2);
    EXPECT_EQ(table.intern("8/8/8/8/8/8/8/K6k w - - 0 1"), interned);
}

TEST(StringTable, GrowsPastItsFirstSlotsAndKeepsEveryId) {
    StringTable table;
    std::vector<std::uint32_t> ids;
    for (int i = 0; i < 50000; ++i) ids.push_back(table.intern("s" + std::to_string(i)));
    for (int i = 0; i < 50000; ++i) ASSERT_EQ(table.intern("s" + std::to_string(i)), ids[i]) << i;
    EXPECT_EQ(table.size(), 50000u);
}

TEST(StringTable, ClearForgetsEverythingAndTheTableWorksAgain) {
    StringTable table;
    for (int i = 0; i < 5000; ++i) table.intern("t" + std::to_string(i));
    table.append("appended");
    table.clear();
    EXPECT_EQ(table.size(), 0u);
    EXPECT_TRUE(table.text().empty());
    EXPECT_EQ(table.intern("t42"), 0u);
    EXPECT_EQ(table.intern("t7"), 1u);
    EXPECT_EQ(table.intern("t42"), 0u);
    EXPECT_EQ(strings_of(table), (std::vector<std::string>{"t42", "t7"}));
}

}  // namespace
