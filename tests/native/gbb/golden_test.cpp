// Golden files: tests/fixtures/gbb/<name>.gbb parsed must match <name>.expect (see the README there).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "gbb/read.hpp"
#include "../support/files.hpp"

namespace {

namespace fs = std::filesystem;

using bn_test::read_file;

std::string describe(const bn::Parsed<bn::gbb::Board>& parsed) {
    std::ostringstream out;
    if (!parsed.ok) {
        const auto& d = parsed.diagnostics.front();
        out << "error " << d.code << ' ' << d.line << ':' << d.column << '\n';
        return out.str();
    }
    const auto& b = parsed.value;
    out << "ok " << b.width << 'x' << b.height << " head " << b.head_x << ' ' << b.head_y << '\n';
    for (const auto& c : b.cells)
        out << "cell " << c.x << ' ' << c.y << " a" << c.stones[0] << " n" << c.stones[1] << " r" << c.stones[2] << " v"
            << c.stones[3] << '\n';
    return out.str();
}

TEST(GbbGolden, EveryFixtureMatchesItsExpectation) {
    std::size_t checked = 0;
    for (const auto& entry : fs::directory_iterator(fs::path(BN_FIXTURES_DIR) / "gbb")) {
        if (entry.path().extension() != ".gbb") continue;
        fs::path expect = entry.path();
        expect.replace_extension(".expect");
        SCOPED_TRACE(entry.path().filename().string());
        EXPECT_EQ(describe(bn::gbb::parse(read_file(entry.path()))), read_file(expect));
        ++checked;
    }
    EXPECT_GE(checked, 30u);
}

}  // namespace
