// Calendar dates from Unix times, for notations whose sources stamp messages with
// milliseconds since 1970 (ssb) but whose outputs write dates (PGN's "YYYY.MM.DD").
#pragma once

#include <optional>

namespace bn {

struct UtcTime {
    int year = 1970, month = 1, day = 1;  // month and day 1-based
    int hour = 0, minute = 0, second = 0;
};

// The UTC date and time of `ms` milliseconds after 1970-01-01T00:00:00Z; nothing for times
// that are not finite, before 1970 or from the year 10000 on (no four-digit year).
std::optional<UtcTime> utc_from_unix_ms(double ms);

}  // namespace bn
