// No look back over what was read so far: the duplicate-key check of an object is a hash set,
// so reading grows linearly with its keys, and with the items of an array.
#include <gtest/gtest.h>

#include <string>

#include "../support/doubling.hpp"
#include "json/read.hpp"

namespace {

const auto read = [](const std::string& text) { bn::json::parse(text); };

TEST(JsonLookback, ARepeatedKeyAmongFewAndManyKeys) {
    for (std::size_t n : {3u, 15u, 16u, 17u, 40u, 1000u}) {
        std::string text = "{";
        for (std::size_t i = 0; i < n; ++i) text += "\"k" + std::to_string(i) + "\":" + std::to_string(i) + ",";
        text += "\"k" + std::to_string(n / 2) + "\":0,\"last\":1}";
        const auto parsed = bn::json::parse(text);
        ASSERT_EQ(parsed.diagnostics.size(), 1u) << n;
        EXPECT_EQ(parsed.diagnostics[0].code, "json.duplicate_key") << n;
        EXPECT_EQ(parsed.diagnostics[0].arg("key"), "k" + std::to_string(n / 2)) << n;
        std::string distinct = "{";
        for (std::size_t i = 0; i < n; ++i)
            distinct += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":" + std::to_string(i);
        EXPECT_TRUE(bn::json::parse(distinct + "}").ok) << n;
    }
}

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
