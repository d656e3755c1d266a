// format_number writes exactly what it wrote with printf and strtod (the reference below, the
// code it replaced): the shortest "%.<p>g" that reads back, "%.0f" for whole numbers below 1e21.
// Compared on random bit patterns (every exponent, subnormals included), short decimals, powers
// of two, integers and numbers whose digits end in a tie.
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

#include "common/numbers.hpp"

namespace {

std::string printf_reference(double value) {
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

void expect_as_printf(double value) {
    const std::string expected = printf_reference(value);
    EXPECT_EQ(bn::format_number(value), expected) << expected;
    EXPECT_EQ(bn::format_number(-value), printf_reference(-value)) << expected;
}

double from_bits(std::uint64_t bits) {
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return d;
}

}  // namespace

TEST(FormatNumber, SpecialValues) {
    EXPECT_EQ(bn::format_number(NAN), "NaN");
    EXPECT_EQ(bn::format_number(HUGE_VAL), "Infinity");
    EXPECT_EQ(bn::format_number(-HUGE_VAL), "-Infinity");
    EXPECT_EQ(bn::format_number(0.0), "0");
    EXPECT_EQ(bn::format_number(-0.0), "-0");
    EXPECT_EQ(bn::format_number(1e21), "1e+21");
    EXPECT_EQ(bn::format_number(1e-7), "1e-07");
    EXPECT_EQ(bn::format_number(0.1 + 0.2), "0.30000000000000004");
    EXPECT_EQ(bn::format_number(123456.7), "123456.7");
    EXPECT_EQ(bn::format_number(5e-324), "5e-324");
    EXPECT_EQ(bn::format_number(1.7976931348623157e308), "1.7976931348623157e+308");
    for (double value : {0.0,
                         1.0,
                         0.5,
                         0.1,
                         1e21,
                         1e21 - 65536,
                         1e22,
                         1e23,
                         9007199254740993.0,
                         18446744073709551616.0,
                         DBL_MAX,
                         DBL_MIN,
                         DBL_TRUE_MIN,
                         1e-5,
                         1e-4,
                         0.00012345,
                         1e16,
                         1.5e300,
                         2.5e-300,
                         100.0,
                         1e100})
        expect_as_printf(value);
}

TEST(FormatNumber, RandomBitPatternsAsPrintf) {
    std::mt19937_64 rng(23);
    for (int i = 0; i < 100000; ++i) {
        const double value = from_bits(rng() & 0x7FFFFFFFFFFFFFFFull);
        if (std::isfinite(value)) expect_as_printf(value);
    }
}

TEST(FormatNumber, ShortDecimalsAndIntegersAsPrintf) {
    std::mt19937_64 rng(29);
    for (int i = 0; i < 60000; ++i) {
        const double digits = static_cast<double>(rng() % 100000000);
        const int exponent = static_cast<int>(rng() % 60) - 30;
        expect_as_printf(digits * std::pow(10.0, exponent));
        expect_as_printf(digits / std::pow(10.0, rng() % 12));
        expect_as_printf(static_cast<double>(rng() >> (rng() % 64)));
        expect_as_printf(std::ldexp(static_cast<double>(rng() >> 11), static_cast<int>(rng() % 30)));  // 2^53..2^83
    }
}

TEST(FormatNumber, PowersOfTwoAsPrintf) {
    for (int e = -1074; e <= 1023; ++e) {
        expect_as_printf(std::ldexp(1.0, e));
        expect_as_printf(std::nextafter(std::ldexp(1.0, e), 0.0));
        expect_as_printf(std::nextafter(std::ldexp(1.0, e), HUGE_VAL));
    }
}

// 17 and 18 digits ending in 5: where rounding to 16 or 17 digits is a tie (half to even).
TEST(FormatNumber, TiesAsPrintf) {
    std::mt19937_64 rng(31);
    for (int i = 0; i < 50000; ++i) {
        std::string text = std::to_string(1 + rng() % 9);
        const int length = 16 + static_cast<int>(rng() % 2);
        while (static_cast<int>(text.size()) < length) text += static_cast<char>('0' + rng() % 10);
        text += "5e" + std::to_string(static_cast<int>(rng() % 640) - 320);
        expect_as_printf(std::strtod(text.c_str(), nullptr));
    }
}
