// The input size shared by every parser (docs/architecture.md, "Limits"), for PGN databases and the challenge
// movetext grammar: one diagnostic at the input's start, nothing read.
#include <gtest/gtest.h>

#include <string>

#include "common/limits.hpp"
#include "pgn/movetext.hpp"
#include "pgn/read.hpp"

namespace {

void expect_one_size_error(const std::vector<bn::Diagnostic>& diagnostics) {
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics[0].code, "common.input_too_large");
    EXPECT_EQ(diagnostics[0].line, 1u);
    EXPECT_EQ(diagnostics[0].column, 1u);
}

TEST(PgnLimits, InputPastTheLibraryLimitIsADiagnosticNotAnAttempt) {
    std::string big(bn::limits::max_input_bytes + 1, ' ');
    for (bool strict : {false, true}) {
        bn::pgn::ParseOptions options;
        options.strict = strict;
        auto db = bn::pgn::parse(big, options);
        EXPECT_TRUE(db.games.empty());
        expect_one_size_error(db.diagnostics);
    }
    auto movetext = bn::pgn::movetext::parse(big);
    EXPECT_FALSE(movetext.ok);
    expect_one_size_error(movetext.diagnostics);
}

}  // namespace
