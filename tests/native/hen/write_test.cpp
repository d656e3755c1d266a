// Canonical toString and toSgf.
#include <gtest/gtest.h>

#include "hen/read.hpp"
#include "hen/write.hpp"

namespace {

using namespace bn::hen;

std::string canonical(std::string_view text) { return to_string(*parse(text)); }

TEST(HenWrite, CanonicalForm) {
    EXPECT_EQ(canonical("_16b2w"), "_16b2w");
    EXPECT_EQ(canonical("_16Abbw"), "_16b2w");
    EXPECT_EQ(canonical("_5Cw_16b.b.9x9"), ".9x9_5Cw.b");  // row 16 is past a 9x9 board
    EXPECT_EQ(canonical(".9x9_5Cw.b_1b"), ".9x9_5Cw_1b.b");
    EXPECT_EQ(canonical("_19bbbwEw"), "_19b3w2");
    EXPECT_EQ(canonical("_19bCb"), "_19bCb");
    // Not "": that would parse back to nothing (found by fuzz target hen_parse).
    EXPECT_EQ(canonical(".19x19"), ".19x19");
    EXPECT_EQ(to_string(Position{}), ".19x19");
    EXPECT_EQ(canonical(".13x9_1Mb"), ".13x9_1Mb");
    EXPECT_EQ(canonical("_1b~2~3w_2~4"), "_2~4_1b~2~3w");
    EXPECT_EQ(canonical("~wb_1~1"), "_1~1~wb");
    EXPECT_EQ(canonical(".b.A1-CR.A2-x.pw.D4"), ".D4.pw.b.A2-x.A1-CR");
}

TEST(HenWrite, AppendHenAddsToWhatIsThere) {
    std::string out = "x";
    append_hen(*parse(".9x9_5Cw.b"), out);
    EXPECT_EQ(out, "x.9x9_5Cw.b");
    append_hen(Position{}, out);  // an empty 19x19 board is ".19x19" there too, not nothing
    EXPECT_EQ(out, "x.9x9_5Cw.b.19x19");
    Position broken;
    broken.width = 0;
    append_hen(broken, out);  // no position: nothing, as to_string gives ""
    EXPECT_EQ(out, "x.9x9_5Cw.b.19x19");
    EXPECT_EQ(to_string(broken), "");
}

TEST(HenWrite, NumberedStonesAgainstTheOrderBecomeLabels) {
    Position p = *parse("_1~1");
    p.set(18, 0, Stone::white);  // the order (b, w) says 1 is black
    EXPECT_EQ(to_string(p), "_1w.A1-1");
}

TEST(HenWrite, UnwritableLabelsAreLeftOut) {
    Position p = *parse("_1b");
    p.labels = {{0, 0, "ok"}, {0, 1, "has space"}, {0, 2, "a.b"}, {0, 3, "TR"}, {0, 4, "x~bw"}, {0, 5, ""}};
    EXPECT_EQ(to_string(p), "_1b.A19-ok");
}

TEST(HenWrite, RoundTripOverManyStrings) {
    for (const char* text : {".9x9_8Gw_7Eb2w_6CbEwb_5Hw_4Gbw.H4w.b", "_19bwrglyp", ".25x25_25Zb_1Ab.Y3-CR",
                             ".5x3_3Eb_1Aw.pw.A1-a-b", "_1~1~2~3~4~wbr.r", ".K10-a~bw_5b3Bw"}) {
        SCOPED_TRACE(text);
        auto p = parse(text);
        ASSERT_TRUE(p);
        EXPECT_EQ(*parse(to_string(*p)), *p);
    }
}

TEST(HenWrite, ToSgfMarksLabelsPassAndTurn) {
    EXPECT_EQ(to_sgf(*parse(".9x9_9b.A9-CR.B9-x.b")), "(;GM[1]FF[4]CA[UTF-8]SZ[9]PL[B]AB[aa]LB[ba:x]CR[aa])");
    EXPECT_EQ(to_sgf(*parse(".5x3_1b.pw.b")), "(;GM[1]FF[4]CA[UTF-8]SZ[5:3]AB[ac];W[])");
    EXPECT_EQ(to_sgf(*parse(".5x5_1b.A1b.b")), "(;GM[1]FF[4]CA[UTF-8]SZ[5];B[ae];PL[B])");
    EXPECT_EQ(to_sgf(*parse(".5x5_1~1.A1-a:b")), "(;GM[1]FF[4]CA[UTF-8]SZ[5]AB[ae]LB[ae:a\\:b][ae:1])");
}

}  // namespace
