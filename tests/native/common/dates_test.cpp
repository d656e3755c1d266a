// Unix milliseconds to UTC calendar dates, across leap days and at the ends of the range.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <string>

#include "common/dates.hpp"

namespace {

std::string text(double ms) {
    auto t = bn::utc_from_unix_ms(ms);
    if (!t) return "none";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02d %02d:%02d:%02d", t->year, t->month, t->day, t->hour, t->minute,
                  t->second);
    return buffer;
}

TEST(Dates, UtcFromUnixMilliseconds) {
    EXPECT_EQ(text(0), "1970-01-01 00:00:00");
    EXPECT_EQ(text(1623261342341), "2021-06-09 17:55:42");  // the invite of the corpus's game B
    EXPECT_EQ(text(951782400000), "2000-02-29 00:00:00");   // 2000 is a leap year
    EXPECT_EQ(text(951868799999), "2000-02-29 23:59:59");
    EXPECT_EQ(text(4107542400000), "2100-03-01 00:00:00");  // 2100 is not
    EXPECT_EQ(text(253402300799999), "9999-12-31 23:59:59");
}

TEST(Dates, OutOfRangeIsNothing) {
    EXPECT_EQ(text(-1), "none");
    EXPECT_EQ(text(253402300800000), "none");
    EXPECT_EQ(text(NAN), "none");
    EXPECT_EQ(text(INFINITY), "none");
}

}  // namespace
