// Decoding SGF value types.
#include <gtest/gtest.h>

#include <string>

#include "sgf/values.hpp"

namespace {

using namespace bn::sgf;
using bn::go::Point;

TEST(SgfValues, Sizes) {
    EXPECT_EQ(decode_size("19"), (BoardSize{19, 19}));
    EXPECT_EQ(decode_size("19:13"), (BoardSize{19, 13}));
    EXPECT_EQ(decode_size("52"), (BoardSize{52, 52}));
    EXPECT_FALSE(decode_size("53"));
    EXPECT_FALSE(decode_size("0"));
    EXPECT_FALSE(decode_size("19:"));
    EXPECT_FALSE(decode_size(" 19"));
}

TEST(SgfValues, PointsUseBothAlphabets) {
    EXPECT_EQ(decode_point("aa"), (Point{0, 0}));
    EXPECT_EQ(decode_point("sd"), (Point{18, 3}));
    EXPECT_EQ(decode_point("zA"), (Point{25, 26}));
    EXPECT_EQ(decode_point("ZZ"), (Point{51, 51}));
    EXPECT_FALSE(decode_point("a"));
    EXPECT_FALSE(decode_point("a1"));
    EXPECT_EQ(encode_point({25, 26}), "zA");
}

TEST(SgfValues, PassesAreEmptyOrTtUpTo19) {
    EXPECT_TRUE(decode_move("", {19, 19})->pass);
    EXPECT_TRUE(decode_move("tt", {19, 19})->pass);
    EXPECT_TRUE(decode_move("tt", {9, 9})->pass);
    EXPECT_TRUE(decode_move("tt", {19, 13})->pass);
    EXPECT_FALSE(decode_move("tt", {21, 21})->pass);
    EXPECT_EQ(decode_move("tt", {21, 21})->point, (Point{19, 19}));
    EXPECT_FALSE(decode_move("t", {19, 19}));
}

TEST(SgfValues, CompressedPointLists) {
    auto points = decode_point_list({{"aa:bc"}, {"dd"}});
    ASSERT_TRUE(points);
    EXPECT_EQ(points->size(), 7u);
    EXPECT_EQ(points->front(), (Point{0, 0}));
    EXPECT_EQ(points->back(), (Point{3, 3}));
    auto reversed = decode_point_list({{"bc:aa"}});
    EXPECT_EQ(reversed->size(), 6u);
    EXPECT_FALSE(decode_point_list({{"aa:b"}}));
    EXPECT_FALSE(decode_point_list({{""}}));
}

TEST(SgfValues, NumbersRealsColors) {
    EXPECT_EQ(decode_number("-12"), -12);
    EXPECT_EQ(decode_number("+3"), 3);
    EXPECT_FALSE(decode_number("3.5"));
    EXPECT_FALSE(decode_number("99999999999999999999"));
    EXPECT_DOUBLE_EQ(*decode_real("6.5"), 6.5);
    EXPECT_DOUBLE_EQ(*decode_real("-0.50"), -0.5);
    EXPECT_FALSE(decode_real("6."));
    EXPECT_FALSE(decode_real("abc"));
    EXPECT_EQ(decode_color("W"), bn::go::Color::white);
    EXPECT_FALSE(decode_color("w"));
}

// What Number.parseFloat read in BL/WL (time left) before the document asked the core: a prefix
// of anything, exponents, a bare fraction. SGF's Real is [+-]digits[.digits], nothing else.
TEST(SgfValues, RealsAreSgfRealsOnly) {
    EXPECT_DOUBLE_EQ(*decode_real("1795.3"), 1795.3);
    EXPECT_DOUBLE_EQ(*decode_real("+30"), 30);
    EXPECT_DOUBLE_EQ(*decode_real("007.250"), 7.25);
    EXPECT_EQ(*decode_real("-0"), 0);
    for (const char* text : {"", "+", "-", ".5", "5.", "1e3", "1E3", "12.5abc", "12 ", " 12", "1,5", "0x10", "Infinity",
                             "NaN", "1..2", "--1", "ï¼"})
        EXPECT_FALSE(decode_real(text)) << text;
    // Up to 64 characters: no clock or komi needs more, and longer text costs the exact reading
    // big integers.
    EXPECT_DOUBLE_EQ(*decode_real("1." + std::string(62, '0')), 1);
    EXPECT_FALSE(decode_real("1." + std::string(63, '0')));
}

TEST(SgfValues, ComposeSplitsAtTheFirstUnescapedColon) {
    auto c = split_compose("a\\:b:c:d");
    ASSERT_TRUE(c);
    EXPECT_EQ(c->first, "a\\:b");
    EXPECT_EQ(c->second, "c:d");
    EXPECT_FALSE(split_compose("abc\\:"));
}

TEST(SgfValues, TextLineBreaksAndWhiteSpace) {
    EXPECT_EQ(decode_text("a\r\nb\n\rc\rd"), "a\nb\nc\nd");
    EXPECT_EQ(decode_text("soft\\\r\nbreak"), "softbreak");
    EXPECT_EQ(decode_text("tab\there\\\tx"), "tab here x");
    EXPECT_EQ(decode_simple_text("a\nb"), "a b");
    EXPECT_EQ(decode_text("trailing\\"), "trailing\\");
}

TEST(SgfValues, EncodeTextRoundTrips) {
    for (std::string text : {"plain", "a]b", "back\\slash", "x:y", "]\\]", ""}) {
        EXPECT_EQ(decode_text(encode_text(text)), text);
        std::string composed = encode_text(text, true) + ":" + encode_text("tail", true);
        auto parts = split_compose(composed);
        ASSERT_TRUE(parts);
        EXPECT_EQ(decode_simple_text(parts->first), text);
    }
}

}  // namespace
