// The one way messages quote an unexpected character (sgf, bdl, json, pgn).
#include "common/show_character.hpp"

#include <gtest/gtest.h>

TEST(ShowCharacter, PrintableAsciiAsItself) {
    EXPECT_EQ(bn::show_character("x rest"), "'x'");
    EXPECT_EQ(bn::show_character("'"), "'''");
    EXPECT_EQ(bn::show_character("~"), "'~'");
}

TEST(ShowCharacter, InvisibleAndNonAsciiAsCodePoints) {
    EXPECT_EQ(bn::show_character(" "), "U+0020");
    EXPECT_EQ(bn::show_character("\t"), "U+0009");
    EXPECT_EQ(bn::show_character(std::string_view("\0x", 2)), "U+0000");
    EXPECT_EQ(bn::show_character("\x7F"), "U+007F");
    EXPECT_EQ(bn::show_character("\xC3\xA9t\xC3\xA9"), "U+00E9");
    EXPECT_EQ(bn::show_character("\xE2\x82\xAC"), "U+20AC");
    EXPECT_EQ(bn::show_character("\xF0\x9F\x98\x80"), "U+1F600");
}

TEST(ShowCharacter, BytesThatAreNotUtf8AsBytes) {
    EXPECT_EQ(bn::show_character("\xFF"), "0xFF");
    EXPECT_EQ(bn::show_character("\xE9t"), "0xE9");         // Latin-1 'é'
    EXPECT_EQ(bn::show_character("\x80"), "0x80");          // a continuation byte alone
    EXPECT_EQ(bn::show_character("\xC0\x80"), "0xC0");      // overlong
    EXPECT_EQ(bn::show_character("\xF0\x9F\x98"), "0xF0");  // cut short
}
