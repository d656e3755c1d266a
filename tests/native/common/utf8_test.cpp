// The one UTF-8 encoder and checker every notation uses (common/utf8.hpp).
#include <gtest/gtest.h>

#include <string>

#include "common/utf8.hpp"

namespace {

TEST(Utf8, EncodesEveryLengthAndReadsItBack) {
    // One code point at each boundary of the one- to four-byte forms.
    for (std::uint32_t cp : {0x0u, 0x7Fu, 0x80u, 0x7FFu, 0x800u, 0xFFFDu, 0xFFFFu, 0x10000u, 0x1F600u, 0x10FFFFu}) {
        std::string out;
        bn::append_utf8(out, cp);
        const std::size_t expected = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
        EXPECT_EQ(out.size(), expected) << std::hex << cp;
        EXPECT_EQ(bn::utf8_sequence_length(out), expected) << std::hex << cp;
    }
    std::string smile;
    bn::append_utf8(smile, 0x1F600);
    EXPECT_EQ(smile, "\xF0\x9F\x98\x80");
}

TEST(Utf8, Latin1BecomesUtf8ByteForByte) {
    EXPECT_EQ(bn::latin1_to_utf8("M\xFCller"), "M\xC3\xBCller");
    EXPECT_TRUE(bn::is_valid_utf8(bn::latin1_to_utf8("\x80\xFF")));
}

}  // namespace
