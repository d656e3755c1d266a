// No look back over what was read so far: the duplicate-key check of an object is a hash set,
// so reading grows linearly with its keys, and with the items of an array.
#include <gtest/gtest.h>

#include <string>

#include "../support/doubling.hpp"
#include "json/read.hpp"

namespace {

const auto read = [](const std::string& text) { bn::json::parse(text); };

TEST(JsonLookback, KeysOfOneObject) {
    const auto make = [](std::size_t n) {
        std::string text = "{";
        for (std::size_t i = 0; i < n; ++i) text += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":1";
        return text + "}";
    };
    EXPECT_LT(bn_test::doubling_ratio(make, read, 4000), 2.5);
}

TEST(JsonLookback, ItemsOfOneArray) {
    const auto make = [](std::size_t n) {
        std::string text = "[";
        for (std::size_t i = 0; i < n; ++i) text += i ? ",{\"a\":1}" : "{\"a\":1}";
        return text + "]";
    };
    EXPECT_LT(bn_test::doubling_ratio(make, read, 4000), 2.5);
}

}  // namespace
