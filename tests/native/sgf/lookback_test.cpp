// No look back over what was read so far: reading grows linearly with the properties of one
// node (a repeated identifier is found through a hash index past a few), with the values of one
// property and with the nodes.
#include <gtest/gtest.h>

#include <string>

#include "../support/doubling.hpp"
#include "sgf/read.hpp"

namespace {

// "XAAA", "XAAB", ...: distinct identifiers of four capital letters.
std::string identifier(std::size_t i) {
    return {'X', static_cast<char>('A' + i / 676 % 26), static_cast<char>('A' + i / 26 % 26),
            static_cast<char>('A' + i % 26)};
}

const auto read = [](const std::string& text) { bn::sgf::parse(text); };

TEST(SgfLookback, PropertiesOfOneNode) {
    // Each identifier once, then each again (a repeat joins the first).
    const auto make = [](std::size_t n) {
        std::string text = "(;";
        for (int pass = 0; pass < 2; ++pass)
            for (std::size_t i = 0; i < n; ++i) text += identifier(i) + "[" + std::to_string(i % 10) + "]";
        return text + ")";
    };
    EXPECT_LT(bn_test::doubling_ratio(make, read, 2000), 2.5);
}

TEST(SgfLookback, ValuesOfOneProperty) {
    const auto make = [](std::size_t n) {
        std::string text = "(;SZ[19]AB";
        for (std::size_t i = 0; i < n; ++i) text += "[aa]";
        return text + ")";
    };
    EXPECT_LT(bn_test::doubling_ratio(make, read, 10000), 2.5);
}

TEST(SgfLookback, NodesAndVariations) {
    const auto make = [](std::size_t n) {
        std::string text = "(;SZ[9]";
        for (std::size_t i = 0; i < n; ++i) text += i % 2 ? ";W[bb]C[x]" : "(;B[aa])";
        return text + ")";
    };
    EXPECT_LT(bn_test::doubling_ratio(make, read, 5000), 2.5);
}

}  // namespace
