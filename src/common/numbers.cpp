#include "common/numbers.hpp"

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
