// No look back over the items read so far: a numbered stone ("~N") replaces the number of its
// point at once instead of searching the numbered stones read before it, so reading grows
// linearly with the items.
#include <gtest/gtest.h>

#include <string>

#include "../support/doubling.hpp"
#include "hen/read.hpp"

namespace {

// A 25 x 25 board whose first row numbers every point, `rounds` times over (the later wins).
std::string numbered(std::size_t rounds) {
    std::string text = ".25x25";
    for (std::size_t round = 0; round < rounds; ++round) {
        text += "_25";
        for (std::size_t col = 0; col < 25; ++col) text += "~" + std::to_string(10 + (round + col) % 90);
    }
    return text;
}

TEST(HenLookback, TheLastNumberOfAPointWinsInBoardOrder) {
    const auto p = bn::hen::parse(".3x3_3~1~2~3_1~4b~5_3a~6");
    ASSERT_TRUE(p);
    std::vector<std::string> got;
    for (const auto& n : p->numbered_stones)
        got.push_back(std::to_string(n.row) + "," + std::to_string(n.col) + "=" + std::to_string(n.number));
    // Row 3 is the top row (row index 0); its first point numbered 1 then 6.
    EXPECT_EQ(got, (std::vector<std::string>{"0,0=6", "0,1=2", "0,2=3", "2,0=4", "2,2=5"}));
}

TEST(HenLookback, ReadingGrowsLinearlyWithTheNumberedStones) {
    EXPECT_LT(bn_test::doubling_ratio(
                  numbered, [](const std::string& text) { bn::hen::parse(text); }, 4000),
              2.5);
}

// Every point of a 25 x 25 board, `rounds` times over: numbered ("~7") or a stone ("b1").
std::string every_point(std::size_t rounds, const std::string& item) {
    std::string text = ".25x25";
    for (std::size_t round = 0; round < rounds; ++round)
        for (int row = 1; row <= 25; ++row) {
            text += "_" + std::to_string(row);
            for (int col = 0; col < 25; ++col) text += item;
        }
    return text;
}

TEST(HenLookback, ANumberedStoneCostsAboutWhatAStoneCosts) {
    // Each "~N" searched the numbered stones read before it (up to 625 on a 25 x 25 board).
    const std::string numbers = every_point(200, "~7"), stones = every_point(200, "b1");
    const double a = bn_test::best_seconds([&] { bn::hen::parse(numbers); });
    const double b = bn_test::best_seconds([&] { bn::hen::parse(stones); });
    EXPECT_LT(a, 3 * b) << "numbered " << a << " s, stones " << b << " s";
}

}  // namespace
