// The formatter: canonical text, parse(format(d)) == d modulo positions, idempotent.
#include "test_util.hpp"

#include <gtest/gtest.h>

namespace {

void expect_round_trip(const std::string& text) {
    auto parsed = bn::bdl::parse(text);
    ASSERT_TRUE(parsed.ok) << bdl_test::codes(parsed.diagnostics)[0];
    const std::string once = bn::bdl::format(parsed.value).text;
    auto again = bn::bdl::parse(once);
    ASSERT_TRUE(again.ok) << once;
    EXPECT_TRUE(again.value == parsed.value) << once;
    EXPECT_EQ(bn::bdl::format(again.value).text, once);
}

TEST(BdlFormat, CanonicalText) {
    auto parsed = bn::bdl::parse(
        "rules{width:2 height:2 first_player:0 coloring:alternate player_change:explicit{(c)=>c}}"
        "pieces{a{moves{vertical(,-1) x:[1,2],y:-0 kills:true}can_jump:false on_end_reached:spawn(a,a)}}"
        "initial_piece_position{a{positions{x:0,y:0} owner:1 mirrored}}invariants{pawn_movement(a)}finish{}");
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(bn::bdl::format(parsed.value).text,
              "rules{\n"
              "  width : 2\n"
              "  height : 2\n"
              "  first_player : 0\n"
              "  coloring : alternate\n"
              "  player_change : explicit{(c)=>c}\n"
              "}\n"
              "pieces{\n"
              "  a{\n"
              "    moves{\n"
              "      vertical(, -1)\n"
              "      x : [1, 2], y : 0, kills : true\n"
              "    }\n"
              "    can_jump : false\n"
              "    on_end_reached : spawn(a, a)\n"
              "  }\n"
              "}\n"
              "initial_piece_position{\n"
              "  a{\n"
              "    positions{\n"
              "      x : 0, y : 0\n"
              "    }\n"
              "    owner : 1\n"
              "    mirrored\n"
              "  }\n"
              "}\n"
              "invariants{\n"
              "  pawn_movement(a)\n"
              "}\n"
              "finish{\n"
              "}\n");
}

TEST(BdlFormat, RoundTripsChessAndEveryConstruct) {
    expect_round_trip(bdl_test::chess_text());
    expect_round_trip(bdl_test::describe(
        "explicit{ k: {} } p{ moves{ explicit{ {x:[0,1], y:(x)=>[1,2], killing:%s}, } kills : false diagonal(-2,) } "
        "explicit{ extra: 1, } on_end_reached : explicit{(c, x, r) => {}} mirrored : true }",
        "p{ positions{ x : [0, 3], y : 0 } positions{ x:1, y:1 } mirrored : false owner : 0 } explicit{ nope }",
        "explicit{ (c) => true, } protect_piece(p, p)", "no_moves_available explicit{ (c) => false }"));
}

TEST(BdlFormat, ComparisonSeesContentNotPositions) {
    auto a = bn::bdl::parse(bdl_test::describe("p{ moves{ x : 1, y : 1 } }", ""));
    auto b = bn::bdl::parse(bdl_test::describe("p{\n  moves{ x:1,y:1 }\n}", ""));
    auto c = bn::bdl::parse(bdl_test::describe("p{ moves{ x : 1, y : 2 } }", ""));
    EXPECT_TRUE(a.value == b.value);
    EXPECT_FALSE(a.value == c.value);
}

}  // namespace
