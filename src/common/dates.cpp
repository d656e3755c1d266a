// Counting whole years, then whole months, from 1970: at most 8030 years, so a loop is
// plenty fast and plainly right (no time_t, whose range and thread safety vary by platform).
#include "common/dates.hpp"

#include <cmath>
#include <cstdint>

namespace bn {

namespace {

bool is_leap(int year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

int days_in_year(int year) { return is_leap(year) ? 366 : 365; }

int days_in_month(int year, int month) {
    static constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return month == 2 && is_leap(year) ? 29 : days[month - 1];
}

constexpr double ms_per_day = 86400000.0;
constexpr double year_10000_ms = 253402300800000.0;  // 10000-01-01T00:00:00Z

}  // namespace

std::optional<UtcTime> utc_from_unix_ms(double ms) {
    if (!std::isfinite(ms) || ms < 0 || ms >= year_10000_ms) return std::nullopt;
    auto days = static_cast<std::int64_t>(std::floor(ms / ms_per_day));
    auto seconds = static_cast<std::int64_t>(std::floor((ms - static_cast<double>(days) * ms_per_day) / 1000.0));
    UtcTime t;
    t.hour = static_cast<int>(seconds / 3600);
    t.minute = static_cast<int>(seconds / 60 % 60);
    t.second = static_cast<int>(seconds % 60);
    for (; days >= days_in_year(t.year); ++t.year) days -= days_in_year(t.year);
    for (; days >= days_in_month(t.year, t.month); ++t.month) days -= days_in_month(t.year, t.month);
    t.day = static_cast<int>(days) + 1;
    return t;
}

}  // namespace bn
