// docs/architecture.md ("Limits") for HEN: the input size shared by every parser, and the board size.
#include <gtest/gtest.h>

#include <string>

#include "common/limits.hpp"
#include "hen/from_sgf.hpp"
#include "hen/read.hpp"

namespace {

using namespace bn::hen;

TEST(HenLimits, InputPastTheLibraryLimit) {
    std::string big(bn::limits::max_input_bytes + 1, '_');
    EXPECT_FALSE(parse(big));
    auto report = validate(big);
    EXPECT_FALSE(report.ok);
    ASSERT_EQ(report.errors.size(), 1u);
    EXPECT_EQ(report.errors[0].code, "common.input_too_large");
    EXPECT_EQ(report.errors[0].line, 1u);  // about the whole input: at its start, in every notation
    EXPECT_EQ(report.errors[0].column, 1u);
    EXPECT_FALSE(from_sgf(big));
}

TEST(HenLimits, BoardsUpToTwentyFiveEachWay) {
    EXPECT_EQ(parse(".25x25_25Zb")->width, 25u);
    EXPECT_TRUE(validate(".25x13").ok);
    EXPECT_FALSE(validate(".26x26").ok);
    EXPECT_EQ(from_sgf("(;SZ[25];B[yy])", 1)->width, 25u);
    EXPECT_FALSE(from_sgf("(;SZ[26])"));
}

}  // namespace
