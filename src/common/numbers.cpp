#include "common/numbers.hpp"

#include <cstdlib>
#include <string>

namespace bn {

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
    if (!exact) return std::strtod(std::string(text).c_str(), nullptr);
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
    if (std::fabs(value) < 1e21 && value == std::floor(value))
        std::snprintf(buffer, sizeof buffer, "%.0f", value);
    return buffer;
}

bool is_whole_in_range(double value, double max) {
    return value >= 0 && value <= max && value == std::floor(value);
}

}  // namespace bn
