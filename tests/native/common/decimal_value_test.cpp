// decimal_value gives exactly what strtod gives (the same double, bit for bit, sign of zero
// included), on the decimals comment commands hold, on random ones of every length and with
// exponents (JSON numbers), and on the midpoints between neighbouring doubles.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

#include "common/numbers.hpp"

namespace {

void expect_as_strtod(const std::string& text) {
    const double expected = std::strtod(text.c_str(), nullptr);
    const double actual = bn::decimal_value(text);
    EXPECT_EQ(std::memcmp(&expected, &actual, sizeof(double)), 0) << text << ": " << actual << " vs " << expected;
}

std::string random_digits(std::mt19937& rng, int count) {
    std::string digits;
    for (int k = 0; k < count; ++k) digits += static_cast<char>('0' + rng() % 10);
    return digits;
}

// The exact decimal of a long double, every digit (glibc prints them all), trailing zeros cut.
std::string exact_text(long double value) {
    std::string text(1200, '\0');
    text.resize(static_cast<std::size_t>(std::snprintf(text.data(), text.size(), "%.1100Le", value)));
    const std::size_t e = text.find('e');
    std::string mantissa = text.substr(0, e);
    mantissa.erase(mantissa.find_last_not_of('0') + 1);
    return mantissa + text.substr(e);
}

}  // namespace

TEST(DecimalValue, AsStrtod) {
    for (const char* text : {"0", "-0", "-0.00", "+3", "0.17", "-1.5", "175.3", "55.3", "00.5", "1.",
                             "12345678901234.5", "1234567890123456789", "0.1234567890123456789", "9007199254740993",
                             "0.000000000000000000000001", "99999999999999.99", "3.14159", "-2.675"})
        expect_as_strtod(text);
    std::mt19937 rng(7);
    for (int i = 0; i < 200000; ++i) {
        std::string text = rng() % 3 == 0 ? "-" : "";
        const int whole = 1 + static_cast<int>(rng() % 10), decimals = static_cast<int>(rng() % 12);
        for (int k = 0; k < whole; ++k) text += static_cast<char>('0' + rng() % 10);
        if (decimals > 0) {
            text += '.';
            for (int k = 0; k < decimals; ++k) text += static_cast<char>('0' + rng() % 10);
        }
        expect_as_strtod(text);
    }
}

// More than 15 significant digits (or 22 decimals) takes the exact conversion: long and tiny
// numbers, halfway cases (round to even), overflow to infinity, subnormals.
TEST(DecimalValue, LongDecimalsAsStrtod) {
    const std::string zeros(400, '0');
    for (const std::string& text :
         {std::string("9007199254740993"), std::string("9007199254740995"),
          std::string("-9007199254740993.0000000000001"), std::string("123456789012345678901234567890"), "1" + zeros,
          "-1" + zeros.substr(0, 308), "17976931348623158" + zeros.substr(0, 292),
          "17976931348623159" + zeros.substr(0, 292),
          "0." + zeros.substr(0, 322) + "4940656458412465441765687928682213723651",
          "0." + zeros.substr(0, 322) + "2470328229206232720882538",
          "0." + zeros.substr(0, 323) + "2470328229206232720882539",
          "0." + zeros.substr(0, 307) + "22250738585072011360574097967091319759348195463516456480234261098",
          "0." + zeros, "-0." + zeros, std::string("0.30000000000000000000000001"), "1.2.3" + zeros.substr(0, 20),
          std::string("1.000000000000000000001x9")})
        expect_as_strtod(text);
    std::mt19937 rng(11);
    for (int i = 0; i < 100000; ++i) {
        std::string text = rng() % 2 == 0 ? "-" : "";
        const int whole = 1 + static_cast<int>(rng() % 40), decimals = static_cast<int>(rng() % 40);
        for (int k = 0; k < whole; ++k) text += static_cast<char>('0' + rng() % 10);
        if (decimals > 0) {
            text += '.';
            for (int k = 0; k < decimals; ++k) text += static_cast<char>('0' + rng() % 10);
        }
        expect_as_strtod(text);
    }
}

TEST(DecimalValue, ExponentsAsStrtod) {
    const std::string zeros(900, '0');
    for (const std::string& text : {std::string("1e5"),
                                    std::string("2.5E-3"),
                                    std::string("-0e5"),
                                    std::string("0e-99999"),
                                    std::string("1e"),
                                    std::string("1e+"),
                                    std::string("1e-"),
                                    std::string("1E+2x"),
                                    std::string("-1.5e+10"),
                                    std::string("1e22"),
                                    std::string("1e23"),
                                    std::string("123456789012345e10"),
                                    std::string("1e-22"),
                                    std::string("1e-23"),
                                    std::string("1e308"),
                                    std::string("1.7976931348623157e308"),
                                    std::string("1.7976931348623158e308"),
                                    std::string("1.7976931348623159e308"),
                                    std::string("1e309"),
                                    std::string("-1e400"),
                                    std::string("2.2250738585072011e-308"),
                                    std::string("2.2250738585072014e-308"),
                                    std::string("4.9e-324"),
                                    std::string("5e-324"),
                                    std::string("2.4703282292062327e-324"),
                                    std::string("2.4703282292062328e-324"),
                                    std::string("1e-324"),
                                    std::string("3e-324"),
                                    std::string("1e-400"),
                                    std::string("1e99999999999999999999"),
                                    std::string("-1e-99999999999999999999"),
                                    std::string("0.000001e6"),
                                    std::string("100000e-5"),
                                    "1" + zeros + "e-900",
                                    "0." + zeros + "1e1000",
                                    "1" + zeros + "1e-1000",
                                    "9" + zeros + "e-1209",
                                    "1" + zeros.substr(0, 20) + "e-20",
                                    "4" + zeros + "1e-1224"})
        expect_as_strtod(text);
    std::mt19937 rng(13);
    for (int i = 0; i < 200000; ++i) {
        std::string text = rng() % 2 == 0 ? "-" : "";
        const int whole = 1 + static_cast<int>(rng() % 25), decimals = static_cast<int>(rng() % 25);
        text += random_digits(rng, whole);
        if (decimals > 0) text += '.' + random_digits(rng, decimals);
        const int exponent = static_cast<int>(rng() % 701) - 350;
        text += (rng() % 2 == 0 ? "e" : "E") + std::string(exponent >= 0 && rng() % 2 == 0 ? "+" : "") +
                std::to_string(exponent);
        expect_as_strtod(text);
    }
}

// Exactly halfway between two neighbouring doubles rounds to the even one; a digit more or
// less decides. The midpoints of 53-bit doubles are exact in x86's 64-bit long double.
TEST(DecimalValue, HalfwayCasesAsStrtod) {
    std::mt19937_64 rng(17);
    for (int i = 0; i < 20000; ++i) {
        double d;
        const std::uint64_t bits = rng() % 0x7FEFFFFFFFFFFFFFull;  // finite, below the largest double
        std::memcpy(&d, &bits, sizeof d);
        const long double midpoint = (static_cast<long double>(d) + std::nextafter(d, HUGE_VAL)) / 2;
        const std::string exact = exact_text(midpoint);
        expect_as_strtod(exact);
        const std::size_t e = exact.find('e');
        expect_as_strtod(exact.substr(0, e) + "1" + exact.substr(e));  // just above
        std::string below = exact;
        std::size_t last = e - 1;
        while (below[last] == '0' || below[last] == '.') --last;
        below[last] = static_cast<char>(below[last] - 1);  // just below (the last digit is not 0)
        expect_as_strtod(below.substr(0, e) + "9" + below.substr(e));
    }
}
