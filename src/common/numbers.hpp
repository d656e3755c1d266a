// Decimal numbers read from text and written back. Grammars capture digits as raw text, and the
// checks turn them into values here, so that a number too large becomes a diagnostic, not a
// wrap-around. Nothing here calls strtod or printf: in wasm both compute in musl's 128-bit
// software floating point, ~10 KB of gzip in every module that links them
// (bench/results/loading-size.md); these give the same doubles and the same text, exactly.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bn {

// The value of `digits` (ASCII 0-9 only, leading zeros allowed) if it is at most `max`.
std::optional<std::uint64_t> parse_decimal(std::string_view digits, std::uint64_t max);

// The double nearest to `text`, a decimal "[+-]digits[.digits][(e|E)[+-]digits]" the caller has
// checked (reading stops where strtod's would): what strtod gives, bit for bit. Up to 15
// significant digits times a power of ten up to 10^22 is one correctly rounded operation on
// doubles (the common case: clocks, evaluations, coordinates); anything else is computed exactly
// with big integers, which is slower but rare.
double decimal_value(std::string_view text);

// A double as text, as `%.0f` writes a whole number below 1e21 and otherwise as the shortest
// `%.<p>g` that reads back as the same double ("2.5", "0.1", "1e-07", "1.5e+300", "NaN",
// "Infinity"): what JS's String(n) gives for the usual cases. Exact for every double.
std::string format_number(double value);

// True when `value` is a whole number in [0, max].
bool is_whole_in_range(double value, double max);

}  // namespace bn
