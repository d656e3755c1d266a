// The input size shared by every parser (docs/architecture.md, "Limits"), for BDL: parse and check_text give one
// diagnostic at the input's start and read nothing.
#include <gtest/gtest.h>

#include <string>

#include "bdl/checks.hpp"
#include "bdl/read.hpp"
#include "bdl/write.hpp"
#include "common/limits.hpp"

namespace {

TEST(BdlLimits, InputPastTheLibraryLimitIsADiagnosticNotAnAttempt) {
    std::string big(bn::limits::max_input_bytes + 1, ' ');
    auto parsed = bn::bdl::parse(big);
    EXPECT_FALSE(parsed.ok);
    auto checked = bn::bdl::check_text(big);
    for (const auto* diagnostics : {&parsed.diagnostics, &checked}) {
        ASSERT_EQ(diagnostics->size(), 1u);
        EXPECT_EQ((*diagnostics)[0].code, "common.input_too_large");
        EXPECT_EQ((*diagnostics)[0].line, 1u);
        EXPECT_EQ((*diagnostics)[0].column, 1u);
    }
}

}  // namespace
