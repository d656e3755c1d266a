// No look back over the cells read so far: a duplicated cell says where the first one was
// without searching the earlier cells for each duplicate, and reading grows linearly with the
// cells, duplicates or not.
#include <gtest/gtest.h>

#include <string>

#include "../support/doubling.hpp"
#include "gbb/read.hpp"

namespace {

// `count` cells of a 1,000-wide board, then `duplicates` cells declared again (the last ones).
std::string cells(std::size_t count, std::size_t duplicates = 0) {
    std::string text = "GBB/1.0\nsize 1000 1000\n";
    text.reserve(24 * (count + duplicates) + 32);
    for (std::size_t i = 0; i < count; ++i)
        text += "cell " + std::to_string(i % 1000) + " " + std::to_string(i / 1000) + " Azul 1\n";
    for (std::size_t i = 0; i < duplicates; ++i)
        text += "cell " + std::to_string((count - 1 - i) % 1000) + " " + std::to_string((count - 1 - i) / 1000) +
                " Rojo 2\n";
    return text;
}

TEST(GbbLookback, EachDuplicateSaysWhereItsCellWasFirst) {
    const auto parsed = bn::gbb::parse(
        "GBB/1.0 size 3 3\ncell 1 1 a 1\ncell 2 0 a 1\ncell 1 1 n 1\ncell 2 0 r 1\n"
        "cell 01 1 v 1");
    ASSERT_FALSE(parsed.ok);
    ASSERT_EQ(parsed.diagnostics.size(), 3u);
    const std::pair<int, int> first[] = {{2, 6}, {3, 6}, {2, 6}};
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(parsed.diagnostics[i].code, "gbb.duplicated_cell");
        EXPECT_EQ(parsed.diagnostics[i].line, i + 4);
        EXPECT_EQ(parsed.diagnostics[i].arg("first_line"), std::to_string(first[i].first)) << i;
        EXPECT_EQ(parsed.diagnostics[i].arg("first_column"), std::to_string(first[i].second)) << i;
    }
}

TEST(GbbLookback, ReadingGrowsLinearlyWithTheCells) {
    const auto read = [](const std::string& text) { bn::gbb::parse(text); };
    EXPECT_LT(bn_test::doubling_ratio([](std::size_t n) { return cells(n); }, read, 10000), 2.5);
}

TEST(GbbLookback, DuplicatesCostNoSearchOfTheEarlierCells) {
    // 100 duplicates at the end (the most a call reports) each searched every earlier cell: about
    // ten times the reading of the cells. Now they cost one more pass at most.
    const std::string plain = cells(50000), duplicated = cells(50000, 100);
    const double base = bn_test::best_seconds([&] { bn::gbb::parse(plain); }, 3);
    const double with = bn_test::best_seconds([&] { bn::gbb::parse(duplicated); }, 3);
    EXPECT_LT(with, 2 * base) << base << " s, with duplicates " << with << " s";
}

}  // namespace
