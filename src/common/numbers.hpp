// Decimal numbers read from text. Grammars capture digits as raw text, and the checks turn
// them into values here, so that a number too large becomes a diagnostic, not a wrap-around.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bn {

// The value of `digits` (ASCII 0-9 only, leading zeros allowed) if it is at most `max`.
std::optional<std::uint64_t> parse_decimal(std::string_view digits, std::uint64_t max);

}  // namespace bn

namespace bn {

// A JS number as JS would print it for the usual cases (integers, short decimals, NaN, Infinity).
std::string format_number(double value);

// True when `value` is a whole number in [0, max].
bool is_whole_in_range(double value, double max);

}  // namespace bn
