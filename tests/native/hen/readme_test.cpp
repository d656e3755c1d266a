// Every example of the hen-js README and the HEN spec examples recorded in the notes.
#include <gtest/gtest.h>

#include "common/messages.hpp"
#include "hen/from_sgf.hpp"
#include "hen/read.hpp"
#include "hen/write.hpp"

namespace {

using namespace bn::hen;

Options hen_js() {
    Options o;
    o.hen_js_compatible = true;
    return o;
}

TEST(HenReadme, ParseRowWithRun) {
    auto hen = parse("_16b2w");
    ASSERT_TRUE(hen);
    EXPECT_EQ(hen->width, 19u);
    EXPECT_EQ(hen->height, 19u);
    EXPECT_EQ(hen->at(3, 0), Stone::black);
    EXPECT_EQ(hen->at(3, 1), Stone::black);
    EXPECT_EQ(hen->at(3, 2), Stone::white);
    EXPECT_EQ(hen->at(3, 3), Stone::empty);
    EXPECT_EQ(static_cast<int>(Stone::empty), 0);
    EXPECT_EQ(static_cast<int>(Stone::black), 1);
    EXPECT_EQ(static_cast<int>(Stone::white), 2);
}

TEST(HenReadme, ParseReturnsNothingForEmptyInput) { EXPECT_FALSE(parse("")); }

TEST(HenReadme, UrlEncodedInputIsAccepted) {
    auto plain = parse(".9x9_8Gw.H4w.b");
    auto encoded = parse("%2E9x9_8Gw%2EH4w%2Eb");
    ASSERT_TRUE(plain && encoded);
    EXPECT_EQ(*plain, *encoded);
    auto label = parse(".A1-%E2%98%85");  // a star
    ASSERT_TRUE(label);
    ASSERT_EQ(label->labels.size(), 1u);
    EXPECT_EQ(label->labels[0].text, "\xE2\x98\x85");
    auto broken = parse(".A1-100%");  // not valid percent-encoding: read as it is
    ASSERT_TRUE(broken);
    EXPECT_EQ(broken->labels[0].text, "100%");
}

TEST(HenReadme, WorkedExample) {
    auto hen = parse(".9x9_8Gw_7Eb2w_6CbEwb_5Hw_4Gbw.H4w.b");
    ASSERT_TRUE(hen);
    EXPECT_EQ(hen->width, 9u);
    auto stone = [&](const char* point) {
        unsigned col = static_cast<unsigned>(std::string("ABCDEFGHJ").find(point[0]));
        unsigned row = 9u - static_cast<unsigned>(std::stoi(point + 1));
        return hen->at(row, col);
    };
    for (const char* b : {"C6", "E7", "F7", "F6", "G4"}) EXPECT_EQ(stone(b), Stone::black) << b;
    for (const char* w : {"G8", "G7", "E6", "H5", "H4"}) EXPECT_EQ(stone(w), Stone::white) << w;
    std::size_t stones = 0;
    for (Stone s : hen->board) stones += s != Stone::empty;
    EXPECT_EQ(stones, 10u);
    ASSERT_TRUE(hen->last_move);
    EXPECT_EQ(*hen->last_move, (LastMove{Stone::white, false, 5, 7}));
    EXPECT_EQ(hen->turn, Stone::black);
    EXPECT_FALSE(hen->ko);
    EXPECT_EQ(to_string(*hen), ".9x9_8Gw_7Eb2w_6CbEwb_5Hw_4Gbw.H4w.b");
    EXPECT_EQ(to_sgf(*hen), "(;GM[1]FF[4]CA[UTF-8]SZ[9]AB[cd][ec][fc][fd][gf]AW[ed][gb][gc][he];W[hf])");
}

TEST(HenReadme, ValidateUnsupportedColour) {
    auto report = validate("_19r", hen_js());
    EXPECT_FALSE(report.ok);
    ASSERT_EQ(report.errors.size(), 1u);
    EXPECT_TRUE(report.warnings.empty());
    EXPECT_EQ(bn::messages::render(report.errors[0], "en"),
              "Unsupported <stone> 'r' in '_19r' at offset 0 (only b/w supported)");
    // Beyond hen-js, red is a stone like any other.
    EXPECT_TRUE(validate("_19r").ok);
    EXPECT_EQ(parse("_19r")->at(0, 0), Stone::red);
    EXPECT_EQ(parse("_19r", hen_js())->at(0, 0), Stone::empty);
}

TEST(HenReadme, ValidateNonSquareWarning) {
    auto report = validate(".13x9_5b", hen_js());
    EXPECT_TRUE(report.ok);
    EXPECT_TRUE(report.errors.empty());
    ASSERT_EQ(report.warnings.size(), 1u);
    EXPECT_EQ(bn::messages::render(report.warnings[0], "en"), "Non-square board .13x9 - using 13 as size, ignoring 9");
    EXPECT_EQ(bn::messages::render(report.warnings[0], "es"),
              "Tablero no cuadrado .13x9: se usa 13 como tamaño y se ignora 9");
    // hen-js keeps one size: rows count from 13.
    auto compat = parse(".13x9_5b", hen_js());
    EXPECT_EQ(compat->width, 13u);
    EXPECT_EQ(compat->height, 13u);
    EXPECT_EQ(compat->at(8, 0), Stone::black);
    // Beyond hen-js the board is 13 wide and 9 high, without a warning.
    auto real = parse(".13x9_5b");
    EXPECT_EQ(real->width, 13u);
    EXPECT_EQ(real->height, 9u);
    EXPECT_EQ(real->at(4, 0), Stone::black);
    EXPECT_TRUE(validate(".13x9_5b").warnings.empty());
}

TEST(HenReadme, QuickStartRoundTrip) {
    const char* sgf = "(;GM[1]FF[4]SZ[9];B[ee];W[gc];B[cg];W[cc];B[gg];W[ec];B[eg];W[dd];B[fc];W[fb];B[fd])";
    std::string hen = sgf_to_hen(sgf, 10);
    auto parsed = parse(hen);
    ASSERT_TRUE(parsed);
    EXPECT_EQ(*parsed, *from_sgf(sgf, 10));
    EXPECT_EQ(parsed->last_move, (LastMove{Stone::white, false, 1, 5}));
    EXPECT_EQ(parsed->turn, Stone::black);
    EXPECT_EQ(parsed->width, 9u);
    auto back = from_sgf(to_sgf(*parsed), 1);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->board, parsed->board);
    EXPECT_EQ(back->last_move, parsed->last_move);
    EXPECT_EQ(back->turn, parsed->turn);
}

TEST(HenSpec, Example1MatchesItsSgf) {
    const char* hen = ".19x19_19bwb2w3_10Kb_8Kbw_7JbwMw_6Kbw_1Cw3bNwb2.L7.K7w.b";
    auto p = parse(hen);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->ko, (Point{12, 10}));
    EXPECT_EQ(to_string(*p), "_19bwb2w3_10Kb_8Kbw_7JbwMw_6Kbw_1Cw3bNwb2.L7.K7w.b");
    // The spec's equivalent SGF: setup in the second node, black on L7, then W K7 takes it.
    const char* sgf =
        "(;GM[1]FF[4]SZ[19];AB[aa][ca][da][jj][jl][im][jn][fs][ns][os][km]"
        "AW[ba][ea][fa][ga][kl][lm][kn][cs][ds][es][ms];W[jm])";
    EXPECT_EQ(sgf_to_hen(sgf, 1), "_19bwb2w3_10Kb_8Kbw_7JbwMw_6Kbw_1Cw3bNwb2.L7.K7w.b");
    EXPECT_EQ(*from_sgf(sgf, 1), *p);
}

TEST(HenSpec, Example3NumberedStonesAndLabel) {
    const char* hen = ".9x9_5Gb_4G~3_3E~1b~2~4_2Fw.H3w.b.E2-a";
    auto p = parse(hen);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->at(4, 6), Stone::black);  // G5
    EXPECT_EQ(p->at(5, 6), Stone::black);  // G4, numbered 3
    EXPECT_EQ(p->at(6, 4), Stone::black);  // E3, numbered 1
    EXPECT_EQ(p->at(6, 5), Stone::black);  // F3
    EXPECT_EQ(p->at(6, 6), Stone::white);  // G3, numbered 2
    EXPECT_EQ(p->at(6, 7), Stone::white);  // H3, numbered 4
    EXPECT_EQ(p->at(7, 5), Stone::white);  // F2
    EXPECT_EQ(p->numbered_stones.size(), 4u);
    ASSERT_EQ(p->labels.size(), 1u);
    EXPECT_EQ(p->labels[0], (Label{7, 4, "a"}));
    EXPECT_EQ(to_string(*p), hen);
    EXPECT_TRUE(validate(hen).ok);
}

}  // namespace
