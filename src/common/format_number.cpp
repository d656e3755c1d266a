// format_number without printf or strtod. Every double is m * 2^e, whose decimal expansion ends:
// the expansion is rounded as printf's %.<p>g rounds it, for the smallest p whose text reads
// back as the same double, that is lies between the midpoints to the double's neighbours (on
// one when m is even: reading rounds ties to even). Slow next to a shortest-digits algorithm,
// but simple and exact, and only messages and JSON built by code write numbers this way.
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>

#include "common/big_unsigned.hpp"
#include "common/numbers.hpp"

namespace bn {

namespace {

// A positive decimal d1.d2d3... * 10^exponent: digits without leading or trailing zeros.
struct Decimal {
    std::string digits;
    int exponent = 0;
};

void strip_trailing_zeros(Decimal& d) {
    const std::size_t last = d.digits.find_last_not_of('0');
    d.digits.resize(last == std::string::npos ? 0 : last + 1);
}

// The exact value of m * 2^e, m > 0.
Decimal exact_decimal_of(std::uint64_t m, int e) {
    big::Unsigned n = big::from_uint64(m);
    Decimal d;
    if (e >= 0) {
        d.digits = big::decimal_digits(big::shifted_left(n, e));
        d.exponent = static_cast<int>(d.digits.size()) - 1;
    } else {
        big::multiply_by_power_of_five(n, -e);  // m * 2^e = m * 5^-e / 10^-e
        d.digits = big::decimal_digits(n);
        d.exponent = static_cast<int>(d.digits.size()) - 1 + e;
    }
    strip_trailing_zeros(d);
    return d;
}

// -1, 0 or 1 as a is less than, equal to or greater than b.
int compare(const Decimal& a, const Decimal& b) {
    if (a.exponent != b.exponent) return a.exponent < b.exponent ? -1 : 1;
    const int c = a.digits.compare(b.digits);  // no trailing zeros: a shorter prefix is smaller
    return c < 0 ? -1 : c > 0 ? 1 : 0;
}

// d to `precision` significant digits, as printf rounds: to nearest, half to even.
Decimal rounded(const Decimal& d, std::size_t precision) {
    if (d.digits.size() <= precision) return d;
    Decimal r{d.digits.substr(0, precision), d.exponent};
    const char next = d.digits[precision];
    const bool beyond_half = d.digits.find_first_not_of('0', precision + 1) != std::string::npos;
    const bool odd = (r.digits.back() - '0') % 2 == 1;
    if (next > '5' || (next == '5' && (beyond_half || odd))) {
        std::size_t k = precision;
        while (k > 0 && r.digits[k - 1] == '9') r.digits[--k] = '0';
        if (k == 0) {
            r.digits.insert(r.digits.begin(), '1');  // 9.99 -> 10.0
            ++r.exponent;
        } else {
            ++r.digits[k - 1];
        }
    }
    strip_trailing_zeros(r);
    return r;
}

// What %.<precision>g writes for r (already rounded to `precision` digits): positional when
// -4 <= exponent < precision, else d.ddde+XX; no trailing zeros, no point without decimals.
std::string g_style(const Decimal& r, int precision) {
    const int size = static_cast<int>(r.digits.size());
    const int x = r.exponent;
    if (x >= -4 && x < precision) {
        if (x < 0) return "0." + std::string(static_cast<std::size_t>(-x - 1), '0') + r.digits;
        const auto whole = static_cast<std::size_t>(x) + 1;  // digits before the point (x >= 0 here)
        if (r.digits.size() <= whole) return r.digits + std::string(whole - r.digits.size(), '0');
        return r.digits.substr(0, whole) + '.' + r.digits.substr(whole);
    }
    std::string out = r.digits.substr(0, 1);
    if (size > 1) out += '.' + r.digits.substr(1);
    out += x < 0 ? "e-" : "e+";
    if (std::abs(x) < 10) out += '0';
    out += std::to_string(std::abs(x));
    return out;
}

}  // namespace

std::string format_number(double value) {
    if (std::isnan(value)) return "NaN";
    if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
    std::string out = std::signbit(value) ? "-" : "";  // "-0" too, as printf writes it
    const double magnitude = std::fabs(value);
    const bool whole = magnitude == std::floor(magnitude);
    if (whole && magnitude < 9007199254740992.0) return out + std::to_string(static_cast<std::uint64_t>(magnitude));
    // magnitude = m * 2^e, from its bits (subnormals have no implicit bit and the exponent of the
    // smallest normal double).
    std::uint64_t bits;
    std::memcpy(&bits, &magnitude, sizeof bits);
    const int biased = static_cast<int>(bits >> 52);
    std::uint64_t m = bits & ((std::uint64_t{1} << 52) - 1);
    if (biased > 0) m |= std::uint64_t{1} << 52;
    const int e = (biased > 0 ? biased : 1) - 1075;
    const Decimal exact = exact_decimal_of(m, e);
    if (whole && magnitude < 1e21) {  // every digit, as %.0f
        const auto zeros = static_cast<std::size_t>(exact.exponent + 1) - exact.digits.size();
        return out + exact.digits + std::string(zeros, '0');
    }
    // The midpoints to the neighbours; below a power of two the step down is half as large.
    const bool smaller_step_down = m == (std::uint64_t{1} << 52) && biased > 1;
    const Decimal low = smaller_step_down ? exact_decimal_of(4 * m - 1, e - 2) : exact_decimal_of(2 * m - 1, e - 1);
    const Decimal high = exact_decimal_of(2 * m + 1, e - 1);
    const bool midpoints_read_back = m % 2 == 0;
    // 17 significant digits always read back; fewer often do.
    for (int precision = 1;; ++precision) {
        const Decimal r = rounded(exact, static_cast<std::size_t>(precision));
        const int above_low = compare(r, low), below_high = compare(high, r);
        if (precision == 17 || ((above_low > 0 || (above_low == 0 && midpoints_read_back)) &&
                                (below_high > 0 || (below_high == 0 && midpoints_read_back))))
            return out + g_style(r, precision);
    }
}

}  // namespace bn
