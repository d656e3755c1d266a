// The checks the original compiler lacks, each with its code and position.
#include "test_util.hpp"

#include <gtest/gtest.h>

#include "common/messages.hpp"

namespace {

using bdl_test::codes;
using bdl_test::describe;
using Strings = std::vector<std::string>;

std::vector<bn::Diagnostic> check(const std::string& text) { return bn::bdl::check_text(text); }

TEST(BdlCheck, ChessIsClean) { EXPECT_TRUE(check(bdl_test::chess_text()).empty()); }

TEST(BdlCheck, UndefinedAndDuplicateNames) {
    auto d = check(describe("p{ moves{} on_end_reached : spawn(q) } p{ moves{} }",
                            "r{ positions{ x:0, y:0 } } p{ positions{ x:1, y:0 } } p{ positions{ x:2, y:0 } }",
                            "cant_risk(king)"));
    EXPECT_EQ(codes(d), (Strings{"bdl.undefined_piece@2:43", "bdl.duplicate_piece@2:48", "bdl.undefined_piece@3:25",
                                 "bdl.duplicate_placement@3:79", "bdl.undefined_piece@4:23"}));
}

TEST(BdlCheck, MissingAndInvalidRules) {
    auto d = check(describe("", "", "", "no_moves_available", "first_player : 2 width : 0 width : 3"));
    EXPECT_EQ(codes(d), (Strings{"bdl.missing_rule@1:1", "bdl.missing_rule@1:1", "bdl.missing_rule@1:1",
                                 "bdl.bad_player@1:23", "bdl.bad_size@1:33", "bdl.duplicate_rule@1:35"}));
    EXPECT_EQ(d[0].arg("rule"), "height");
}

TEST(BdlCheck, LineMoveBoundsAndRanges) {
    auto d = check(describe("p{ moves{ vertical(0,3) horizontal(3,1) diagonal(20,) x : [2, 1], y : 0 } }", ""));
    EXPECT_EQ(codes(d),
              (Strings{"bdl.zero_bound@2:28", "bdl.empty_range@2:33", "bdl.empty_range@2:49", "bdl.empty_range@2:67"}));
}

TEST(BdlCheck, PlacementsOwnersAndBoard) {
    auto d = check(describe("p{ moves{} }",
                            "p{ owner : 2 positions{ x : [0, 4], y : 0 x : 1, y : 1 x : 1, y : 1 } positions{} }"));
    EXPECT_EQ(codes(d), (Strings{"bdl.bad_owner@3:36", "bdl.position_outside@3:49", "bdl.overlapping_position@3:80",
                                 "bdl.several_positions@3:95"}));
    EXPECT_EQ(d[1].arg("x"), "4");
    EXPECT_EQ(d[2].severity, bn::Severity::warning);
    auto none = check(describe("p{ moves{} }", "p{ mirrored } explicit{ {x: 0} }"));
    EXPECT_EQ(codes(none), (Strings{"bdl.placement_without_positions@3:25", "bdl.explicit_placement@3:39"}));
}

TEST(BdlCheck, EmptyFinishIsAWarning) {
    auto d = check(describe("", "", "", ""));
    ASSERT_EQ(codes(d), Strings{"bdl.empty_finish@5:1"});
    EXPECT_EQ(d[0].severity, bn::Severity::warning);
}

TEST(BdlCheck, MessagesInEnglishAndSpanish) {
    auto d = check(describe("p{ moves{} }", "q{ positions{ x:0, y:0 } }"));
    ASSERT_EQ(d.size(), 1u);
    EXPECT_EQ(bn::messages::render(d[0], "en"), "No piece named \"q\" is defined (line 3, column 25).");
    EXPECT_EQ(bn::messages::render(d[0], "es"), "No hay ninguna pieza llamada \"q\" (línea 3, columna 25).");
    auto syntax = bn::bdl::parse("rules{ width 8 }");
    EXPECT_EQ(bn::messages::render(syntax.diagnostics[0], "es"),
              "Se esperaba ':' pero se encontró '8' en la línea 1, columna 14.");
    auto end = bn::bdl::parse("rules{");
    EXPECT_EQ(bn::messages::render(end.diagnostics[0], "en"),
              "Expected '}' but found the end of the input at line 1, column 7.");
}

}  // namespace
