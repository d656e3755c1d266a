// Black's win rate from Sabaki's SBKV (sgf/win_rate.cpp): a percentage as an SGF Real, 0 to 100.
#include <gtest/gtest.h>

#include "sgf/win_rate.hpp"

namespace {

double rate(std::string_view sbkv) { return bn::sgf::black_win_rate(sbkv).value_or(-1); }

TEST(SgfWinRate, PercentOfBlack) {
    EXPECT_DOUBLE_EQ(rate("55.31"), 0.5531);
    EXPECT_DOUBLE_EQ(rate("0"), 0);
    EXPECT_DOUBLE_EQ(rate("100"), 1);
    EXPECT_DOUBLE_EQ(rate(" 7.5\n"), 0.075);
    EXPECT_DOUBLE_EQ(rate("+50"), 0.5);
}

TEST(SgfWinRate, NotAWinRate) {
    EXPECT_FALSE(bn::sgf::black_win_rate(""));
    EXPECT_FALSE(bn::sgf::black_win_rate("-0.5"));
    EXPECT_FALSE(bn::sgf::black_win_rate("100.01"));
    EXPECT_FALSE(bn::sgf::black_win_rate("55%"));
    EXPECT_FALSE(bn::sgf::black_win_rate("0.55 0.45"));
    EXPECT_FALSE(bn::sgf::black_win_rate("nan"));
    EXPECT_FALSE(bn::sgf::black_win_rate("1e2"));
}

}  // namespace
