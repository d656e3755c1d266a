// Tag pairs: a repeated name is found at once however many tags a game has (pgn.duplicate_tag,
// the later value kept in the place of the first), so reading grows linearly with the tags.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "../support/doubling.hpp"
#include "pgn/index.hpp"
#include "pgn/read.hpp"

namespace {

// `count` tag pairs "[T<name> "<i>"]"; with `repeats`, every third one takes the name of an
// earlier tag (some names twice).
std::string name_of(std::size_t i, bool repeats) { return "T" + std::to_string(repeats && i % 3 == 2 ? i / 6 * 3 : i); }

std::string tags(std::size_t count, bool repeats = false) {
    std::string text;
    for (std::size_t i = 0; i < count; ++i) text += "[" + name_of(i, repeats) + " \"" + std::to_string(i) + "\"]\n";
    return text + "\n1. e4 *\n";
}

TEST(PgnTags, RepeatedNamesAmongFewAndManyTags) {
    for (std::size_t count : {6u, 15u, 16u, 17u, 40u, 1000u}) {
        // What the reader must give: each name once, in the order of first appearance, with its
        // last value, and a warning for each repetition.
        std::vector<std::pair<std::string, std::string>> expected;
        std::size_t repeated = 0;
        for (std::size_t i = 0; i < count; ++i) {
            const auto name = name_of(i, true);
            auto same = std::find_if(expected.begin(), expected.end(), [&](const auto& t) { return t.first == name; });
            if (same == expected.end())
                expected.push_back({name, std::to_string(i)});
            else
                same->second = std::to_string(i), ++repeated;
        }
        const auto db = bn::pgn::parse(tags(count, true));
        ASSERT_EQ(db.games.size(), 1u);
        const auto& game = db.games[0];
        std::vector<std::pair<std::string, std::string>> read;
        for (const auto& tag : game.tags) read.push_back({tag.name, tag.value});
        EXPECT_EQ(read, expected) << count;
        EXPECT_GT(repeated, 0u);
        EXPECT_EQ(std::count_if(game.diagnostics.begin(), game.diagnostics.end(),
                                [](const auto& d) { return d.code == "pgn.duplicate_tag"; }),
                  static_cast<std::ptrdiff_t>(repeated))
            << count;
    }
}

TEST(PgnTags, TheSameInTheIndex) {
    std::vector<std::size_t> sizes;
    bn::pgn::index_games(tags(1000, true), [&](bn::pgn::Game& g) { sizes.push_back(g.tags.size()); });
    EXPECT_EQ(sizes, std::vector<std::size_t>{1000 - 333});
}

TEST(PgnTags, ReadingGrowsLinearlyWithTheTags) {
    // 128,000 distinct tags took 35 s in Pgn.parse: each new tag was compared with every earlier one.
    const auto make = [](std::size_t n) { return tags(n); };
    EXPECT_LT(bn_test::doubling_ratio(
                  make, [](const std::string& t) { bn::pgn::parse(t); }, 5000),
              2.5);
    EXPECT_LT(bn_test::doubling_ratio(
                  make, [](const std::string& t) { bn::pgn::index_games(t, [](bn::pgn::Game&) {}); }, 5000),
              2.5);
}

}  // namespace
