// The placement checks (bdl.position_outside, bdl.overlapping_position) against the square by
// square walk they replaced, on random placements, and their cost: a board-sized range costs its
// columns, not its squares, so doubling the text doubles the time.
#include "test_util.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>

#include "../support/doubling.hpp"
#include "bdl/game.hpp"
#include "common/limits.hpp"

namespace {

// "code x y @offset" of the position diagnostics the old checker made, square by square (x
// ascending, then y ascending, each square's mirrored copy after it, stopping a vector at its
// first square off the board), stably sorted by offset as check() sorts them.
std::vector<std::string> walked(const bn::bdl::Description& d, std::int64_t width, std::int64_t height) {
    struct Item {
        std::size_t offset;
        std::string text;
    };
    std::vector<Item> items;
    std::map<std::pair<std::int64_t, std::int64_t>, bool> occupied;
    for (const auto& placement : d.placements) {
        bool mirrored = false;
        for (const auto& m : placement.modifiers)
            if (m.kind == bn::bdl::PlacementModifierKind::mirrored) mirrored = m.flag.value_or(true);
        for (const auto& v : placement.positions[0].vectors) {
            bool reported = false;
            for (std::int64_t x = v.x.lo; x <= v.x.hi; ++x)
                for (std::int64_t y = v.y.lo; y <= v.y.hi; ++y) {
                    if (x < 0 || x >= width || y < 0 || y >= height) {
                        if (!reported)
                            items.push_back(
                                {v.span.offset, "bdl.position_outside " + std::to_string(x) + " " + std::to_string(y)});
                        reported = true;
                        x = v.x.hi;
                        break;
                    }
                    for (auto cell : {std::pair{x, y}, std::pair{x, height - 1 - y}}) {
                        if (!occupied.emplace(cell, true).second)
                            items.push_back({v.span.offset, "bdl.overlapping_position " + std::to_string(cell.first) +
                                                                " " + std::to_string(cell.second)});
                        if (!mirrored) break;
                    }
                }
        }
    }
    std::stable_sort(items.begin(), items.end(), [](const Item& a, const Item& b) { return a.offset < b.offset; });
    std::vector<std::string> out;
    for (const auto& item : items) out.push_back(item.text + " @" + std::to_string(item.offset));
    return out;
}

std::vector<std::string> reported(const std::vector<bn::Diagnostic>& diagnostics) {
    std::vector<std::string> out;
    for (const auto& d : diagnostics)
        if (d.code == "bdl.position_outside" || d.code == "bdl.overlapping_position")
            out.push_back(d.code + " " + std::string(d.arg("x")) + " " + std::string(d.arg("y")) + " @" +
                          std::to_string(d.offset));
    return out;
}

TEST(BdlPlacementCheck, SameDiagnosticsAsTheSquareBySquareWalk) {
    std::mt19937 rng(5);
    auto pick = [&](int lo, int hi) { return lo + static_cast<int>(rng() % static_cast<unsigned>(hi - lo + 1)); };
    int compared = 0;
    for (int round = 0; round < 3000; ++round) {
        const int width = pick(1, round % 10 == 0 ? 256 : 9), height = pick(1, round % 7 == 0 ? 256 : 9);
        auto component = [&](int side) {
            const int a = pick(-2, side + 1);
            if (pick(0, 1)) return std::to_string(a);
            return "[" + std::to_string(a) + ", " + std::to_string(pick(a, side + 2)) + "]";
        };
        std::string pieces, placements;
        for (int p = pick(1, 4); p > 0; --p) {
            const std::string name = "p" + std::to_string(p);
            pieces += name + "{ moves{} } ";
            placements += name + "{ positions{";
            for (int v = pick(1, 4); v > 0; --v)
                placements += " x : " + component(width) + ", y : " + component(height);
            placements += std::string(" }") + (pick(0, 1) ? " mirrored" : "") + " } ";
        }
        const std::string text = bdl_test::describe(pieces, placements, "", "no_moves_available",
                                                    "first_player : 0 width : " + std::to_string(width) +
                                                        " height : " + std::to_string(height) +
                                                        " coloring : alternate player_change : alternate");
        const auto parsed = bn::bdl::parse(text);
        ASSERT_TRUE(parsed.ok) << text;
        const auto diagnostics = bn::bdl::check(parsed.value, text);
        auto expected = walked(parsed.value, width, height);
        if (diagnostics.size() >= bn::limits::max_diagnostics) {
            // Capped: the position diagnostics the call returns are the walk's first ones.
            const auto got = reported(diagnostics);
            ASSERT_LE(got.size(), expected.size());
            expected.resize(got.size());
            ASSERT_EQ(got, expected) << text;
        } else {
            ASSERT_EQ(reported(diagnostics), expected) << text;
        }
        ++compared;
    }
    EXPECT_EQ(compared, 3000);
}

TEST(BdlPlacementCheck, InitialBoardAsThePlacementsWriteIt) {
    // Game::create fills the board backwards, each square once; here the forward writes of the
    // original (later placements and later squares of a vector winning) on random overlaps.
    std::mt19937 rng(9);
    auto pick = [&](int lo, int hi) { return lo + static_cast<int>(rng() % static_cast<unsigned>(hi - lo + 1)); };
    for (int round = 0; round < 2000; ++round) {
        const int width = pick(1, 9), height = pick(1, round % 5 == 0 ? 130 : 9);
        auto component = [&](int side) {
            const int a = pick(0, side - 1);
            return pick(0, 1) ? std::to_string(a)
                              : "[" + std::to_string(a) + ", " + std::to_string(pick(a, side - 1)) + "]";
        };
        std::string pieces, placements;
        for (int p = pick(1, 4); p > 0; --p) {
            const std::string name = "p" + std::to_string(p);
            pieces += name + "{ moves{} } ";
            placements += name + "{ positions{";
            for (int v = pick(1, 4); v > 0; --v)
                placements += " x : " + component(width) + ", y : " + component(height);
            placements +=
                std::string(" }") + (pick(0, 1) ? " mirrored" : "") + (pick(0, 1) ? " owner : 1" : "") + " } ";
        }
        const std::string text = bdl_test::describe(pieces, placements, "", "no_moves_available",
                                                    "first_player : 0 width : " + std::to_string(width) +
                                                        " height : " + std::to_string(height) +
                                                        " coloring : alternate player_change : alternate");
        const auto parsed = bn::bdl::parse(text);
        const auto game = bn::bdl::Game::create(parsed.value, text);
        ASSERT_TRUE(game.ok) << text;
        bn::bdl::BoardState expected = game.value->state();
        std::fill(expected.cells.begin(), expected.cells.end(), bn::bdl::Cell{});
        for (const auto& placement : parsed.value.placements) {
            std::int32_t owner = 0;
            bool mirrored = false;
            for (const auto& m : placement.modifiers) {
                if (m.kind == bn::bdl::PlacementModifierKind::owner) owner = m.owner.value;
                if (m.kind == bn::bdl::PlacementModifierKind::mirrored) mirrored = m.flag.value_or(true);
            }
            std::int32_t type = 0;
            while (game.value->piece_types()[static_cast<std::size_t>(type)].name != placement.name.text) ++type;
            for (const auto& v : placement.positions[0].vectors)
                for (auto x = v.x.lo; x <= v.x.hi; ++x)
                    for (auto y = v.y.lo; y <= v.y.hi; ++y) {
                        expected.at(x, height - 1 - y) = bn::bdl::Cell{type, owner, true};
                        if (mirrored) expected.at(x, y) = bn::bdl::Cell{type, owner == 1 ? 0 : 1, false};
                    }
        }
        for (std::size_t c = 0; c < expected.cells.size(); ++c) {
            const auto &a = game.value->state().cells[c], &b = expected.cells[c];
            ASSERT_TRUE(a.type == b.type && a.owner == b.owner && a.flag == b.flag) << text << " cell " << c;
        }
    }
}

// Board-sized ranges placed n times, mirrored.
std::string board_sized_ranges(std::size_t n) {
    std::string positions;
    for (std::size_t i = 0; i < n; ++i) positions += "x : [0, 255], y : [0, 255] ";
    return bdl_test::describe(
        "p{ moves{} }", "p{ positions{ " + positions + "} mirrored }", "", "no_moves_available",
        "first_player : 0 width : 256 height : 256 coloring : alternate player_change : alternate");
}

TEST(BdlPlacementCheck, RepeatedBoardSizedRangesCostTheirText) {
    // The walk took about 28 ms per board-sized range (a 1.3 KB text 1.1 s), and made a warning
    // per square before keeping 100.
    EXPECT_EQ(bn::bdl::check_text(board_sized_ranges(3)).size(), bn::limits::max_diagnostics);
    // A tree (no text) is capped the same way.
    EXPECT_EQ(bn::bdl::check(bn::bdl::parse(board_sized_ranges(3)).value).size(), bn::limits::max_diagnostics);
    const auto check = [](const std::string& text) { bn::bdl::check_text(text); };
    EXPECT_LT(bn_test::doubling_ratio(board_sized_ranges, check, 500), 2.5);
    const std::string text = board_sized_ranges(1000);
    EXPECT_LT(bn_test::best_seconds([&] { check(text); }), 0.25);
}

}  // namespace
