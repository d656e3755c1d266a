// Golden files: tests/fixtures/sgf/<name>.sgf parsed then written must match <name>.expect
// (see the README there): the default (lenient) reading, then what the strict one reports.
// BN_UPDATE_GOLDEN=1 rewrites the expectations.
#include <gtest/gtest.h>

#include <cstdlib>

#include "sgf/read.hpp"
#include "sgf/write.hpp"
#include "test_util.hpp"

namespace {

namespace fs = std::filesystem;

void list(std::ostringstream& out, const std::vector<bn::Diagnostic>& diagnostics) {
    for (const auto& d : diagnostics)
        out << (d.severity == bn::Severity::error ? "error " : "warning ") << d.code << ' ' << d.line << ':' << d.column
            << '\n';
}

std::string describe(const std::string& text) {
    std::ostringstream out;
    auto parsed = bn::sgf::parse(text);
    list(out, parsed.diagnostics);
    out << "---\n" << bn::sgf::write(parsed.value).text;
    bn::sgf::ParseOptions strict;
    strict.strict = true;
    auto refused = bn::sgf::parse(text, strict);
    out << "--- strict: " << (refused.ok ? "ok" : "refused") << '\n';
    list(out, refused.diagnostics);
    return out.str();
}

TEST(SgfGolden, EveryFixtureMatchesItsExpectation) {
    const bool update = std::getenv("BN_UPDATE_GOLDEN") != nullptr;
    std::size_t checked = 0;
    for (const auto& entry : fs::directory_iterator(fs::path(BN_FIXTURES_DIR) / "sgf")) {
        if (entry.path().extension() != ".sgf") continue;
        fs::path expect = entry.path();
        expect.replace_extension(".expect");
        SCOPED_TRACE(entry.path().filename().string());
        std::string actual = describe(sgf_test::read_file(entry.path()));
        if (update) sgf_test::write_file(expect, actual);
        EXPECT_EQ(actual, sgf_test::read_file(expect));
        ++checked;
    }
    EXPECT_GE(checked, 38u);
}

}  // namespace
