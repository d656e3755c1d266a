// The values of [%clk]-like and [%eval] commands (pgn/comment.cpp, read in one pass over the
// value) checked against a reading part by part, as the grammar says it: a clock is up to three
// parts of digits joined by ':', the last with optional decimals; an eval a signed decimal or
// '#' and a signed whole number, either followed by ",depth". Seeded random values made of the
// characters these grammars use.
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "common/numbers.hpp"
#include "pgn/comment.hpp"

namespace {

bool digits_only(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}

// Digits, or digits '.' digits.
bool decimal(std::string_view s) {
    const std::size_t dot = s.find('.');
    return digits_only(s.substr(0, dot)) && (dot == std::string_view::npos || digits_only(s.substr(dot + 1)));
}

bool clock_seconds(std::string_view v, double& seconds) {
    std::vector<std::string_view> parts;
    for (std::size_t colon; (colon = v.find(':')) != std::string_view::npos; v.remove_prefix(colon + 1))
        parts.push_back(v.substr(0, colon));
    parts.push_back(v);
    if (parts.size() > 3) return false;
    double total = 0;
    for (std::size_t k = 0; k < parts.size(); ++k) {
        if (!(k + 1 == parts.size() ? decimal(parts[k]) : digits_only(parts[k]))) return false;
        total = total * 60 + bn::decimal_value(parts[k]);
    }
    seconds = total;
    return true;
}

void expect_eval(std::string_view value, const bn::pgn::Command& c) {
    std::string_view v = value.substr(0, value.find(','));
    if (!v.empty() && v[0] == '#') {
        std::string_view n = v.substr(1);
        const bool sign = !n.empty() && (n[0] == '-' || n[0] == '+');
        const bool mate = digits_only(sign ? n.substr(1) : n) && n.size() <= 6;
        ASSERT_EQ(c.parsed, mate) << value;
        if (mate) {
            EXPECT_TRUE(c.is_mate) << value;
            EXPECT_EQ(c.mate, std::atoi(std::string(n).c_str())) << value;
        }
        return;
    }
    std::string_view n = v;
    if (!n.empty() && (n[0] == '-' || n[0] == '+')) n.remove_prefix(1);
    ASSERT_EQ(c.parsed, decimal(n)) << value;
    if (c.parsed) {
        EXPECT_FALSE(c.is_mate) << value;
        EXPECT_EQ(c.pawns, bn::decimal_value(v)) << value;
    }
}

std::string random_value(std::mt19937& random) {
    static const std::vector<std::string> pieces = {"0", "1", "7", "59", "00", ":", ":",
                                                    ".", ",", "-", "+",  "#",  "x", "12345678901234567890"};
    std::string value;
    for (int k = static_cast<int>(random() % 9); k > 0; --k) value += pieces[random() % pieces.size()];
    return value;
}

TEST(PgnCommentValues, ClocksAgreeWithAReadingPartByPart) {
    std::mt19937 random(24);
    bn::pgn::Command c;
    int read = 0;
    for (int round = 0; round < 100000; ++round) {
        const std::string value = random_value(random);
        bn::pgn::read_command_value("clk", value, c);
        double seconds = 0;
        const bool expected = clock_seconds(value, seconds);
        ASSERT_EQ(c.parsed, expected) << value;
        if (expected) {
            ASSERT_EQ(c.seconds, seconds) << value;
            ++read;
        }
    }
    EXPECT_GT(read, 1000);  // the random values hold many clocks, not only refusals
}

TEST(PgnCommentValues, EvalsAgreeWithAReadingPartByPart) {
    std::mt19937 random(2024);
    bn::pgn::Command c;
    int read = 0;
    for (int round = 0; round < 100000; ++round) {
        const std::string value = random_value(random);
        bn::pgn::read_command_value("eval", value, c);
        expect_eval(value, c);
        read += c.parsed;
    }
    EXPECT_GT(read, 1000);
}

TEST(PgnCommentValues, KnownValues) {
    bn::pgn::Command c;
    bn::pgn::read_command_value("clk", "1:02:03.5", c);
    EXPECT_TRUE(c.parsed);
    EXPECT_EQ(c.seconds, 3723.5);
    bn::pgn::read_command_value("emt", "0:00:07", c);
    EXPECT_EQ(c.seconds, 7);
    bn::pgn::read_command_value("clk", "1:2:3:4", c);
    EXPECT_FALSE(c.parsed);
    bn::pgn::read_command_value("clk", "5.", c);
    EXPECT_FALSE(c.parsed);
    bn::pgn::read_command_value("eval", "-0.5,20", c);
    EXPECT_TRUE(c.parsed);
    EXPECT_EQ(c.pawns, -0.5);
    bn::pgn::read_command_value("eval", "#-3", c);
    EXPECT_TRUE(c.is_mate);
    EXPECT_EQ(c.mate, -3);
    bn::pgn::read_command_value("evals", "1", c);
    EXPECT_FALSE(c.parsed);
}

}  // namespace
