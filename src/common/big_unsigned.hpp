// Unsigned integers of any size, with only what exact conversions between decimal text and
// doubles need (decimal_value, format_number): strtod and printf do the same in musl with
// 128-bit software floating point, which would cost every wasm module ~10 KB of gzip
// (bench/results/loading-size.md). Speed hardly matters: the fast paths avoid these.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace bn::big {

// 32-bit limbs, least significant first, no leading zero limb (zero is empty).
using Unsigned = std::vector<std::uint32_t>;

// The value of v.
Unsigned from_uint64(std::uint64_t v);

// a = a * factor + addend.
void multiply_add(Unsigned& a, std::uint32_t factor, std::uint32_t addend);

// a = a * 10^exponent (or 5^exponent).
void multiply_by_power_of_ten(Unsigned& a, std::int64_t exponent);
void multiply_by_power_of_five(Unsigned& a, std::int64_t exponent);

// a * 2^bits.
Unsigned shifted_left(const Unsigned& a, int bits);

// a = a * 2, in place.
void double_in_place(Unsigned& a);

// The number of bits of a (0 for zero).
int bit_length(const Unsigned& a);

// -1, 0 or 1 as a is less than, equal to or greater than b.
int compare(const Unsigned& a, const Unsigned& b);

// a = a - b, for a >= b.
void subtract(Unsigned& a, const Unsigned& b);

// The decimal digits of a, most significant first ("" for zero).
std::string decimal_digits(Unsigned a);

}  // namespace bn::big
