// Golden files in tests/fixtures/hen (see the README there). BN_UPDATE_GOLDEN=1 rewrites them.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "hen/from_sgf.hpp"
#include "hen/read.hpp"
#include "hen/write.hpp"
#include "../support/files.hpp"

namespace {

namespace fs = std::filesystem;
using namespace bn::hen;

using bn_test::read_file;

std::string picture(const Position& p) {
    static const char symbols[] = ".XOrglyp";
    std::string out;
    for (unsigned r = 0; r < p.height; ++r) {
        out += "  ";
        for (unsigned c = 0; c < p.width; ++c) out += symbols[static_cast<int>(p.at(r, c))];
        out += '\n';
    }
    return out;
}

std::string describe(const Position& p) {
    std::ostringstream out;
    out << "size " << p.width << 'x' << p.height << '\n' << picture(p);
    if (p.ko) out << "ko " << p.ko->row << ',' << p.ko->col << '\n';
    if (p.last_move) {
        out << "last " << static_cast<int>(p.last_move->color);
        if (p.last_move->pass)
            out << " pass\n";
        else
            out << ' ' << p.last_move->row << ',' << p.last_move->col << '\n';
    }
    if (p.turn) out << "turn " << static_cast<int>(*p.turn) << '\n';
    for (const auto& l : p.labels) out << "label " << l.row << ',' << l.col << ' ' << l.text << '\n';
    for (const auto& m : p.marks) out << "mark " << m.row << ',' << m.col << ' ' << static_cast<int>(m.mark) << '\n';
    for (const auto& n : p.numbered_stones) out << "numbered " << n.row << ',' << n.col << ' ' << n.number << '\n';
    if (!p.player_order.empty()) {
        out << "order";
        for (Stone s : p.player_order) out << ' ' << static_cast<int>(s);
        out << '\n';
    }
    return out.str();
}

std::string codes(const Validation& v) {
    std::string out = v.ok ? "ok" : "not ok";
    for (const auto& d : v.errors) out += " " + d.code + "@" + std::to_string(d.offset);
    for (const auto& d : v.warnings) out += " warning " + d.code + "@" + std::to_string(d.offset);
    return out + "\n";
}

std::string describe_hen(const std::string& text) {
    auto p = parse(text);
    if (!p) return "nothing\n";
    return describe(*p) + "hen " + to_string(*p) + "\nvalidate " + codes(validate(text)) + "validate hen-js " +
           codes(validate(text, Options{true}));
}

std::string describe_sgf(const std::string& text) {
    std::string out;
    for (std::size_t move = 0;; ++move) {
        auto p = from_sgf(text, move);
        if (!p) return out + "move " + std::to_string(move) + ": nothing\n";
        out += "move " + std::to_string(move) + ": " + sgf_to_hen(text, move) + "\n" + describe(*p);
        if (move > 0 && *p == *from_sgf(text, move - 1)) return out;  // one past the end
    }
}

TEST(HenGolden, EveryFixtureMatchesItsExpectation) {
    const bool update = std::getenv("BN_UPDATE_GOLDEN") != nullptr;
    std::size_t checked = 0;
    for (const auto& entry : fs::directory_iterator(fs::path(BN_FIXTURES_DIR) / "hen")) {
        const auto ext = entry.path().extension();
        if (ext != ".input" && ext != ".sgf") continue;
        SCOPED_TRACE(entry.path().filename().string());
        const std::string text = read_file(entry.path());
        const std::string actual = ext == ".sgf" ? describe_sgf(text) : describe_hen(text);
        fs::path expect = entry.path();
        expect.replace_extension(".expect");
        if (update) std::ofstream(expect, std::ios::binary) << actual;
        EXPECT_EQ(actual, read_file(expect));
        ++checked;
    }
    EXPECT_GE(checked, 15u);
}

}  // namespace
