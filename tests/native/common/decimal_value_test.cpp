// decimal_value gives exactly what strtod gives (the same double, bit for bit, sign of zero
// included), on the decimals comment commands hold and on random ones of every length.
#include <gtest/gtest.h>

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
