// The komi of a record in points (sgf/komi.cpp): SGF's points as written, Fox's scaled values
// (AP[foxwq]) rescaled, as KataGo and Lizzie read them.
#include <gtest/gtest.h>

#include <string>

#include "sgf/komi.hpp"

namespace {

double points(std::string_view km, std::string_view ap = "", std::string_view ru = "") {
    auto komi = bn::sgf::komi_points(km, ap, ru);
    return komi ? komi->points : -999;
}

TEST(SgfKomi, PointsAsWritten) {
    EXPECT_EQ(points("6.5"), 6.5);
    EXPECT_EQ(points(" 7.50 "), 7.5);
    EXPECT_EQ(points("0"), 0);
    EXPECT_EQ(points("-3.5"), -3.5);
    EXPECT_EQ(points("+5"), 5);
    EXPECT_EQ(points("375"), 375);  // not Fox: as written
    EXPECT_FALSE(bn::sgf::komi_points("375", "", "")->rescaled);
}

TEST(SgfKomi, FoxValuesRescaled) {
    EXPECT_EQ(points("375", "foxwq", "Chinese"), 7.5);
    EXPECT_EQ(points("325", "foxwq", "Chinese"), 6.5);
    EXPECT_EQ(points("275", "foxwq", ""), 5.5);
    EXPECT_EQ(points("350", "foxwq", "Chinese"), 7);
    EXPECT_EQ(points("650", "foxwq", "Japanese"), 6.5);
    EXPECT_EQ(points("550", "foxwq", "Japanese"), 5.5);
    EXPECT_EQ(points("750", "foxwq:1.0", "Chinese"), 7.5);
    EXPECT_EQ(points("50", "foxwq", "Japanese"), 0.5);
    EXPECT_EQ(points("0", "foxwq", "Chinese"), 0);
    EXPECT_EQ(points("6.5", "foxwq", "Japanese"), 6.5);  // already points
    EXPECT_TRUE(bn::sgf::komi_points("375", "foxwq", "Chinese")->rescaled);
    EXPECT_FALSE(bn::sgf::komi_points("6.5", "foxwq", "")->rescaled);
}

TEST(SgfKomi, NoNumberNoKomi) {
    EXPECT_FALSE(bn::sgf::komi_points(std::string(400, '9'), "", ""));
    for (std::string_view km : {"", "six", "6.", ".5", "6,5", "1e3", "- 6"})
        EXPECT_FALSE(bn::sgf::komi_points(km, "foxwq", ""));
}

}  // namespace
