// Golden files: tests/fixtures/sgf/<name>.sgf parsed then written must match <name>.expect
// (see the README there). BN_UPDATE_GOLDEN=1 rewrites the expectations.
#include <gtest/gtest.h>

#include <cstdlib>

#include "sgf/model.hpp"
#include "test_util.hpp"

namespace {

namespace fs = std::filesystem;

std::string describe(const bn::Parsed<bn::sgf::Collection>& parsed) {
    std::ostringstream out;
    for (const auto& d : parsed.diagnostics)
        out << (d.severity == bn::Severity::error ? "error " : "warning ") << d.code << ' '
            << d.line << ':' << d.column << '\n';
    out << "---\n" << bn::sgf::write(parsed.value).text;
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
        std::string actual = describe(bn::sgf::parse(sgf_test::read_file(entry.path())));
        if (update) sgf_test::write_file(expect, actual);
        EXPECT_EQ(actual, sgf_test::read_file(expect));
        ++checked;
    }
    EXPECT_GE(checked, 28u);
}

}  // namespace
