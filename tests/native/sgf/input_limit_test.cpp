// The limits of docs/architecture.md ("Limits") that parse_test.cpp does not already cover: the input size
// shared by every parser, and variation nesting exactly at the cap.
#include <gtest/gtest.h>

#include <string>

#include "common/limits.hpp"
#include "sgf/read.hpp"

namespace {

using namespace bn::sgf;

std::string nested(std::size_t depth) {
    std::string text;
    for (std::size_t i = 0; i < depth; ++i) text += "(;";
    return text + std::string(depth, ')');
}

TEST(SgfLimits, InputPastTheLibraryLimitIsADiagnosticNotAnAttempt) {
    std::string big(bn::limits::max_input_bytes + 1, ' ');
    auto parsed = parse(big);
    ASSERT_FALSE(parsed.ok);
    ASSERT_EQ(parsed.diagnostics.size(), 1u);
    EXPECT_EQ(parsed.diagnostics[0].code, "common.input_too_large");
    EXPECT_EQ(parsed.diagnostics[0].line, 1u);  // about the whole input: at its start, in every notation
    EXPECT_EQ(parsed.diagnostics[0].column, 1u);
}

TEST(SgfLimits, NestingAtTheCapIsAcceptedOneMoreIsNot) {
    EXPECT_TRUE(parse(nested(limits::max_variation_depth)).ok);
    auto deeper = parse(nested(limits::max_variation_depth + 1));
    ASSERT_FALSE(deeper.ok);
    EXPECT_EQ(deeper.diagnostics.back().code, "sgf.too_deep");
}

}  // namespace
