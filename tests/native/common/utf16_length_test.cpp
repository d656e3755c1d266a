// SourceText::utf16_length (which counts eight ASCII bytes at a time) against a count byte by
// byte, on seeded random texts of ASCII, 2-, 3- and 4-byte UTF-8 of every length around the
// eight-byte steps, starting at every offset of a buffer.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "common/source_text.hpp"

namespace {

std::size_t units_byte_by_byte(std::string_view bytes) {
    std::size_t units = 0;
    for (unsigned char c : bytes) {
        if ((c & 0xC0) == 0x80) continue;
        units += c >= 0xF0 ? 2 : 1;
    }
    return units;
}

TEST(Utf16Length, AgreesWithACountByteByByte) {
    const std::vector<std::string> pieces = {"a", "bcdefgh", " ", "é", "王", "🙂", "[%clk 0:01:02]", "ü"};
    std::mt19937 random(8);
    for (int round = 0; round < 20000; ++round) {
        std::string text;
        const int count = static_cast<int>(random() % 14);
        for (int k = 0; k < count; ++k) text += pieces[random() % pieces.size()];
        const std::size_t start = text.empty() ? 0 : random() % text.size();
        const std::string_view view = std::string_view(text).substr(start);
        ASSERT_EQ(bn::SourceText::utf16_length(view), units_byte_by_byte(view)) << text << " from " << start;
    }
    EXPECT_EQ(bn::SourceText::utf16_length("abcdefgh🙂abcdefgh王"), 19u);
}

}  // namespace
