#include "common/numbers.hpp"

#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

namespace bn {

namespace {

// An unsigned integer of any size (32-bit limbs, least significant first, no leading zero limb):
// just what exact_decimal needs.
using Big = std::vector<std::uint32_t>;

void multiply_add(Big& a, std::uint32_t factor, std::uint32_t addend) {
    std::uint64_t carry = addend;
    for (auto& limb : a) {
        const std::uint64_t v = std::uint64_t{limb} * factor + carry;
        limb = static_cast<std::uint32_t>(v);
        carry = v >> 32;
    }
    if (carry != 0) a.push_back(static_cast<std::uint32_t>(carry));
}

Big shifted_left(const Big& a, int bits) {
    Big out(static_cast<std::size_t>(bits / 32), 0);
    const int rest = bits % 32;
    std::uint32_t carry = 0;
    for (std::uint32_t limb : a) {
        out.push_back(rest == 0 ? limb : (limb << rest) | carry);
        carry = rest == 0 ? 0 : limb >> (32 - rest);
    }
    if (carry != 0) out.push_back(carry);
    return out;
}

int bit_length(const Big& a) {
    if (a.empty()) return 0;
    int bits = 32 * static_cast<int>(a.size() - 1);
    for (std::uint32_t top = a.back(); top != 0; top >>= 1) ++bits;
    return bits;
}

int compare(const Big& a, const Big& b) {
    if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
    for (std::size_t i = a.size(); i-- > 0;)
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
}

void subtract(Big& a, const Big& b) {  // a >= b
    std::int64_t borrow = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        std::int64_t v = std::int64_t{a[i]} - (i < b.size() ? std::int64_t{b[i]} : 0) - borrow;
        borrow = v < 0 ? 1 : 0;
        a[i] = static_cast<std::uint32_t>(v + (borrow << 32));
    }
    while (!a.empty() && a.back() == 0) a.pop_back();
}

// The double nearest to the decimal "digits[.digits]" (any length), rounding half to even, as
// strtod does: the value as a fraction of big integers, divided into a 53-bit quotient and a
// remainder that decides the rounding. Only for decimals the fast path of decimal_value cannot
// take (more than 15 significant digits): strtod would link musl's 128-bit soft float into every
// module that reads PGN comments (bench/results/loading-size.md).
double exact_decimal(std::string_view digits) {
    Big numerator, denominator{1};
    bool after_point = false;
    for (char c : digits) {
        if (c == '.') {
            if (after_point) break;  // strtod reads up to a second point
            after_point = true;
            continue;
        }
        multiply_add(numerator, 10, static_cast<std::uint32_t>(c - '0'));
        if (after_point) multiply_add(denominator, 10, 0);
        while (!numerator.empty() && numerator.back() == 0) numerator.pop_back();
    }
    if (numerator.empty()) return 0.0;
    // value = numerator / denominator = q * 2^exponent with 2^52 <= q < 2^53 (fewer bits below
    // the smallest normal double, whose q is scaled by 2^-1074).
    int exponent = bit_length(numerator) - bit_length(denominator) - 53;
    for (;;) {
        const int e = exponent < -1074 ? -1074 : exponent;
        if (e > 971) return HUGE_VAL;
        Big n = e < 0 ? shifted_left(numerator, -e) : numerator;
        const Big d = e > 0 ? shifted_left(denominator, e) : denominator;
        std::uint64_t q = 0;
        for (int bit = 54; bit >= 0; --bit) {
            const Big part = shifted_left(d, bit);
            if (compare(n, part) >= 0) {
                subtract(n, part);
                q |= std::uint64_t{1} << bit;
            }
        }
        if (q >= (std::uint64_t{1} << 53) && e == exponent) {
            ++exponent;  // the quotient has 54 bits: one more power of two in the divisor
            continue;
        }
        const int half = compare(shifted_left(n, 1), d);
        if (half > 0 || (half == 0 && (q & 1) != 0)) ++q;
        return std::ldexp(static_cast<double>(q), e);
    }
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
    std::string_view digits = text;
    const bool negative = !digits.empty() && digits[0] == '-';
    if (!digits.empty() && (digits[0] == '-' || digits[0] == '+')) digits.remove_prefix(1);
    std::uint64_t mantissa = 0;
    int significant = 0;
    int decimals = -1;  // digits after the point, -1 before it
    bool exact = true;
    for (char c : digits) {
        if (c == '.') {
            decimals = 0;
            continue;
        }
        if (c < '0' || c > '9') {
            exact = false;
            break;
        }
        if (mantissa > 0 || c != '0') ++significant;
        mantissa = mantissa * 10 + static_cast<std::uint64_t>(c - '0');
        if (decimals >= 0) ++decimals;
        if (significant > 15 || decimals > 22) {
            exact = false;
            break;
        }
    }
    if (!exact) {
        const double value = exact_decimal(digits.substr(0, digits.find_first_not_of("0123456789.")));
        return negative ? -value : value;
    }
    const double value = static_cast<double>(mantissa) / powers_of_ten[decimals < 0 ? 0 : decimals];
    return negative ? -value : value;
}

}  // namespace bn

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace bn {

std::string format_number(double value) {
    if (std::isnan(value)) return "NaN";
    if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
    char buffer[32];
    for (int precision = 1; precision <= 17; ++precision) {
        std::snprintf(buffer, sizeof buffer, "%.*g", precision, value);
        if (std::strtod(buffer, nullptr) == value) break;
    }
    if (std::fabs(value) < 1e21 && value == std::floor(value)) std::snprintf(buffer, sizeof buffer, "%.0f", value);
    return buffer;
}

bool is_whole_in_range(double value, double max) { return value >= 0 && value <= max && value == std::floor(value); }

}  // namespace bn
