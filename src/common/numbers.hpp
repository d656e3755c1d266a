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

// The double nearest to `text`, a decimal "[+-]digits[.digits]" the caller has checked: what
// strtod gives, without strtod when the number has at most 15 significant digits (the digits
// as an integer divided by a power of ten, both exact, so one correctly rounded division).
// strtod computes in 128-bit software floating point in wasm: it was the largest single cost
// of reading an online export, a [%clk] and an [%eval] after every move.
double decimal_value(std::string_view text);

}  // namespace bn

namespace bn {

// A JS number as JS would print it for the usual cases (integers, short decimals, NaN, Infinity).
std::string format_number(double value);

// True when `value` is a whole number in [0, max].
bool is_whole_in_range(double value, double max);

}  // namespace bn
