// The input size shared by every parser (docs/architecture.md, "Limits"), for GBB.
#include <gtest/gtest.h>

#include <string>

#include "common/limits.hpp"
#include "gbb/read.hpp"

namespace {

TEST(GbbLimits, InputPastTheLibraryLimitIsADiagnosticNotAnAttempt) {
    std::string big(bn::limits::max_input_bytes + 1, '\n');
    auto parsed = bn::gbb::parse(big);
    ASSERT_FALSE(parsed.ok);
    ASSERT_EQ(parsed.diagnostics.size(), 1u);
    EXPECT_EQ(parsed.diagnostics[0].code, "common.input_too_large");
    EXPECT_EQ(parsed.diagnostics[0].line, 1u);  // about the whole input: at its start, in every notation
    EXPECT_EQ(parsed.diagnostics[0].column, 1u);
}

}  // namespace
