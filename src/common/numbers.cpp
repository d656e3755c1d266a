#include "common/numbers.hpp"

#include <cmath>

#include "common/big_unsigned.hpp"

namespace bn {

namespace {

// Significant digits kept by the exact conversion. Every double, and every midpoint between two
// neighbouring doubles (where rounding turns), has at most 768 significant digits; so a decimal
// cut after 800 digits, with a last digit 1 standing for any nonzero digits cut, lies strictly
// between the same two of them as the whole decimal and rounds the same way, as strtod's does.
constexpr std::int64_t max_exact_digits = 800;

// Exponents beyond this are as good as infinite: what is read saturates here, so a huge
// exponent neither overflows nor costs time.
constexpr std::int64_t max_exponent = 1000000000;

// The double nearest to numerator / denominator (numerator > 0), rounding half to even: the
// quotient of 53 bits (fewer below the smallest normal double, whose steps are 2^-1074) and the
// remainder that decides the rounding.
double nearest_double(const big::Unsigned& numerator, const big::Unsigned& denominator) {
    int exponent = big::bit_length(numerator) - big::bit_length(denominator) - 53;
    for (;;) {
        const int e = exponent < -1074 ? -1074 : exponent;
        if (e > 971) return HUGE_VAL;
        // Long division, one bit of q = n / d at a time from bit 54 down: r * 2^(54 - bit) is
        // compared with d * 2^54, so that only r doubles in place from one bit to the next.
        big::Unsigned r = e < 0 ? big::shifted_left(numerator, -e) : numerator;
        const big::Unsigned d = big::shifted_left(denominator, 54 + (e > 0 ? e : 0));
        std::uint64_t q = 0;
        for (int bit = 54; bit >= 0; --bit) {
            q <<= 1;
            if (big::compare(r, d) >= 0) {
                big::subtract(r, d);
                q |= 1;
            }
            if (bit > 0) big::double_in_place(r);
        }
        if (q >= (std::uint64_t{1} << 53) && e == exponent) {
            ++exponent;  // the quotient has 54 bits: one more power of two in the divisor
            continue;
        }
        big::double_in_place(r);  // the remainder against half the divisor
        const int half = big::compare(r, d);
        if (half > 0 || (half == 0 && (q & 1) != 0)) ++q;
        return std::ldexp(static_cast<double>(q), e);
    }
}

// The double nearest to M * 10^power, where M is the integer the digits of `mantissa` (digits
// and at most one point, `significant` of them from the first nonzero one) spell.
double exact_decimal(std::string_view mantissa, std::int64_t significant, std::int64_t power) {
    big::Unsigned m;
    std::int64_t used = 0;
    bool cut_nonzero = false;
    for (char c : mantissa) {
        if (c == '.' || (m.empty() && c == '0')) continue;
        if (used < max_exact_digits) {
            big::multiply_add(m, 10, static_cast<std::uint32_t>(c - '0'));
            ++used;
        } else if (c != '0') {
            cut_nonzero = true;
        }
    }
    power += significant - used;
    if (cut_nonzero) {
        big::multiply_add(m, 10, 1);
        ++used;
        --power;
    }
    // 10^(magnitude - 1) <= value < 10^magnitude
    const std::int64_t magnitude = used + power;
    if (magnitude > 310) return HUGE_VAL;
    if (magnitude < -323) return 0.0;  // below half the smallest subnormal, 2.47e-324
    big::Unsigned denominator{1};
    if (power >= 0)
        big::multiply_by_power_of_ten(m, power);
    else
        big::multiply_by_power_of_ten(denominator, -power);
    return nearest_double(m, denominator);
}

}  // namespace

std::optional<std::uint64_t> parse_decimal(std::string_view digits, std::uint64_t max) {
    if (digits.empty()) return std::nullopt;
    std::uint64_t value = 0;
    for (char c : digits) {
        if (c < '0' || c > '9') return std::nullopt;
        auto digit = static_cast<std::uint64_t>(c - '0');
        if (digit > max || value > (max - digit) / 10) return std::nullopt;
        value = value * 10 + digit;
    }
    return value;
}

double decimal_value(std::string_view text) {
    static constexpr double powers_of_ten[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                               1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    const auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
    std::size_t i = 0;
    const bool negative = !text.empty() && text[0] == '-';
    if (!text.empty() && (text[0] == '-' || text[0] == '+')) ++i;
    // The mantissa, as strtod reads it: digits with at most one point.
    const std::size_t mantissa_begin = i;
    std::uint64_t head = 0;  // the first 19 significant digits as an integer
    std::int64_t significant = 0, decimals = 0;
    bool point = false;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '.' && !point) {
            point = true;
            continue;
        }
        if (!is_digit(c)) break;
        if (point) ++decimals;
        if (significant > 0 || c != '0')
            if (++significant <= 19) head = head * 10 + static_cast<std::uint64_t>(c - '0');
    }
    const std::string_view mantissa = text.substr(mantissa_begin, i - mantissa_begin);
    // The exponent, only if digits follow the e ("1e" is 1, as for strtod).
    std::int64_t exponent = 0;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        std::size_t j = i + 1;
        const bool exponent_negative = j < text.size() && text[j] == '-';
        if (j < text.size() && (text[j] == '-' || text[j] == '+')) ++j;
        for (; j < text.size() && is_digit(text[j]); ++j)
            exponent = exponent >= max_exponent ? max_exponent : exponent * 10 + (text[j] - '0');
        if (exponent_negative) exponent = -exponent;
    }
    if (significant == 0) return negative ? -0.0 : 0.0;
    // value = head * 10^power when head holds every significant digit. Up to 15 digits and 10^22
    // both are exact doubles, so one multiplication or division rounds once, correctly.
    const std::int64_t power = exponent - decimals;
    double value;
    if (significant <= 15 && power >= -22 && power <= 22)
        value = power < 0 ? static_cast<double>(head) / powers_of_ten[-power]
                          : static_cast<double>(head) * powers_of_ten[power];
    else
        value = exact_decimal(mantissa, significant, power);
    return negative ? -value : value;
}

bool is_whole_in_range(double value, double max) { return value >= 0 && value <= max && value == std::floor(value); }

}  // namespace bn
