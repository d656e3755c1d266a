// append_hex writes what printf's %0<n>x / %0<n>X writes.
#include "common/hex.hpp"

#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdio>
#include <random>

TEST(Hex, AsPrintf) {
    std::mt19937_64 rng(37);
    for (int i = 0; i < 100000; ++i) {
        const std::uint64_t value = rng() >> (rng() % 64);
        const int width = static_cast<int>(rng() % 20);
        char expected[40];
        std::snprintf(expected, sizeof expected, "%0*" PRIx64, width, value);
        std::string lower = "x";
        bn::append_hex(lower, value, width, bn::HexLetters::lower);
        EXPECT_EQ(lower, std::string("x") + expected);
        std::snprintf(expected, sizeof expected, "%0*" PRIX64, width, value);
        std::string upper;
        bn::append_hex(upper, value, width, bn::HexLetters::upper);
        EXPECT_EQ(upper, expected);
    }
}

TEST(Hex, Examples) {
    std::string out;
    bn::append_hex(out, 0, 0, bn::HexLetters::lower);
    EXPECT_EQ(out, "0");
    out.clear();
    bn::append_hex(out, 0x1F600, 4, bn::HexLetters::upper);
    EXPECT_EQ(out, "1F600");
    out.clear();
    bn::append_hex(out, 0x1f, 4, bn::HexLetters::lower);
    EXPECT_EQ(out, "001f");
}
