// The reader: everything the original grammar accepts, positions, and precise errors where
// the original is sloppy (several per pass).
#include "test_util.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string_view>

namespace {

using bdl_test::codes;
using bdl_test::describe;
using Strings = std::vector<std::string>;

TEST(BdlParse, ChessHasEveryPart) {
    auto parsed = bn::bdl::parse(bdl_test::chess_text());
    ASSERT_TRUE(parsed.ok) << codes(parsed.diagnostics)[0];
    const auto& d = parsed.value;
    EXPECT_EQ(d.rules.size(), 5u);
    ASSERT_EQ(d.pieces.size(), 6u);
    EXPECT_EQ(d.pieces[0].name.text, "horse");
    EXPECT_EQ(d.pieces[0].moves.size(), 8u);
    EXPECT_EQ(d.pieces[0].moves[1].vector.y.lo, -1);
    const auto& pawn = d.pieces[5];
    EXPECT_EQ(pawn.moves[0].kind, bn::bdl::MoveKind::vertical);
    EXPECT_EQ(pawn.moves[0].lower->value, 1);
    EXPECT_EQ(pawn.moves[0].kills, std::optional<bool>(false));
    ASSERT_EQ(pawn.modifiers.size(), 2u);
    EXPECT_EQ(pawn.modifiers[0].kind, bn::bdl::ModifierKind::spawn);
    EXPECT_EQ(pawn.modifiers[0].names.size(), 4u);
    EXPECT_EQ(d.placements.size(), 6u);
    EXPECT_TRUE(d.placements[5].positions[0].vectors[0].x.range);
    EXPECT_EQ(d.invariants.size(), 3u);
    EXPECT_EQ(d.finish.size(), 1u);
    // Spans point into the text: "horse" is on line 9, column 3.
    EXPECT_EQ(bdl_test::chess_text().substr(d.pieces[0].name.span.offset, 5), "horse");
}

TEST(BdlParse, OneLineMinimalAndOptionalForms) {
    auto parsed = bn::bdl::parse(
        "rules{width:2 height:2 first_player:0 coloring:alternate player_change:alternate}"
        "pieces{a{moves{vertical(,) horizontal(1,) diagonal(,-1) x:[1,2],y:-0 kills:true x:1,y:1,kills:false}"
        "can_jump mirrored:false can_jump:true}}"
        "initial_piece_position{a{owner:1 positions{x:0,y:0} mirrored}}invariants{}finish{}");
    ASSERT_TRUE(parsed.ok) << codes(parsed.diagnostics)[0];
    const auto& a = parsed.value.pieces[0];
    EXPECT_FALSE(a.moves[0].lower.has_value());
    EXPECT_FALSE(a.moves[0].upper.has_value());
    EXPECT_EQ(a.moves[1].lower->value, 1);
    EXPECT_EQ(a.moves[2].upper->value, -1);
    EXPECT_EQ(a.moves[3].vector.x.hi, 2);
    EXPECT_EQ(a.moves[3].kills, std::optional<bool>(true));
    EXPECT_EQ(a.moves[4].kills, std::optional<bool>(false));
    EXPECT_EQ(a.modifiers[1].flag, std::optional<bool>(false));
    EXPECT_FALSE(a.modifiers[0].flag.has_value());
    EXPECT_EQ(parsed.value.placements[0].modifiers.size(), 2u);
    EXPECT_TRUE(parsed.value.finish.empty());
}

TEST(BdlParse, ExplicitBlocksAreKeptVerbatimWithTheirPosition) {
    const std::string text =
        describe("explicit{ k: { a: {b} } }", "", "explicit  {(c) => c.x \\} }", "explicit{(c) => true}");
    auto parsed = bn::bdl::parse(text);
    ASSERT_TRUE(parsed.ok) << codes(parsed.diagnostics)[0];
    EXPECT_TRUE(parsed.value.pieces[0].is_code);
    EXPECT_EQ(parsed.value.pieces[0].code.code, " k: { a: {b} } ");
    EXPECT_EQ(parsed.value.invariants[0].code.code, "(c) => c.x \\} ");
    const auto& f = parsed.value.finish[0].code;
    EXPECT_EQ(text.substr(f.span.offset, f.span.length), "explicit{(c) => true}");
    EXPECT_EQ(text.substr(f.code_offset, f.code.size()), "(c) => true");
}

TEST(BdlParse, ExplicitFollowedByNewlineIsAnIdentifierAsInTheOriginal) {
    auto parsed = bn::bdl::parse(describe("", "", "explicit\n{ x }"));
    EXPECT_FALSE(parsed.ok);
    EXPECT_EQ(codes(parsed.diagnostics), Strings{"bdl.expected@4:13"});
}

TEST(BdlParse, UnknownCharactersAreErrorsNotDropped) {
    auto parsed = bn::bdl::parse(describe("p{ moves{ x : 1, y : - 1 } }", "p{ positions{ x:0, y:0 } }; é"));
    EXPECT_FALSE(parsed.ok);
    EXPECT_EQ(codes(parsed.diagnostics),
              (Strings{"bdl.detached_minus@2:30", "bdl.unknown_character@3:51", "bdl.unknown_character@3:53"}));
    EXPECT_EQ(parsed.diagnostics[1].arg("char"), "';'");
    EXPECT_EQ(parsed.diagnostics[2].arg("char"), "U+00E9");  // the one way every notation quotes a character
}

TEST(BdlParse, UnterminatedExplicitBlock) {
    auto parsed = bn::bdl::parse("rules{ coloring : explicit{ a { b } c\n");
    EXPECT_FALSE(parsed.ok);
    ASSERT_FALSE(parsed.diagnostics.empty());
    EXPECT_EQ(codes(parsed.diagnostics)[0], "bdl.unterminated_explicit@1:27");
}

TEST(BdlParse, BraceDepthIsLimitedWithoutRecursion) {
    std::string deep = "explicit{" + std::string(200000, '{') + std::string(200000, '}') + "}";
    auto parsed = bn::bdl::parse(describe("", "", deep));
    EXPECT_FALSE(parsed.ok);
    ASSERT_FALSE(parsed.diagnostics.empty());
    EXPECT_EQ(parsed.diagnostics[0].code, "bdl.explicit_too_deep");
}

TEST(BdlParse, NumbersThatDoNotFitAreErrors) {
    auto parsed =
        bn::bdl::parse(describe("", "", "", "no_moves_available",
                                "width : 2147483648 height : -2147483648 first_player : 99999999999999999999999"));
    EXPECT_FALSE(parsed.ok);
    EXPECT_EQ(codes(parsed.diagnostics), (Strings{"bdl.number_too_large@1:16", "bdl.number_too_large@1:63"}));
}

TEST(BdlParse, SyntaxErrorsAreReportedSeveralPerPass) {
    const std::string text =
        "rules{ width : 8, height : 8 }\n"   // extraneous ','
        "pieces{ x{ moves{} }\n"             // keyword as a piece name
        "  p{ can_jump moves{} }\n"          // moves not first
        "  q{ moves{ vertical(1 2) } } }\n"  // missing comma
        "initial_piece_position{}\n"
        "finish{}\n";  // invariants missing
    auto parsed = bn::bdl::parse(text);
    EXPECT_FALSE(parsed.ok);
    EXPECT_EQ(codes(parsed.diagnostics), (Strings{"bdl.expected@1:17", "bdl.expected@2:9", "bdl.expected@3:6",
                                                  "bdl.expected@4:24", "bdl.expected@6:1"}));
    EXPECT_EQ(parsed.diagnostics[4].arg("expected"), "'invariants'");
}

TEST(BdlParse, EmptyInputAndLeadingZero) {
    auto empty = bn::bdl::parse("");
    EXPECT_EQ(codes(empty.diagnostics), Strings{"bdl.expected@1:1"});  // once, not once per section
    auto zero = bn::bdl::parse(describe("p{ moves{ x : 07, y : 1 } }", ""));
    EXPECT_EQ(codes(zero.diagnostics), Strings{"bdl.expected@2:24"});
}

TEST(BdlParse, KeywordsAreCaseSensitiveAndRulesMayRepeat) {
    auto parsed = bn::bdl::parse(describe("Rules{ moves{} }", ""));
    EXPECT_TRUE(parsed.ok);
    EXPECT_EQ(parsed.value.pieces[0].name.text, "Rules");
}

TEST(BdlParse, CrLfAndTabsAreWhiteSpace) {
    std::string text = describe("p{\r\n\tmoves{\r\n}\r\n}", "");
    EXPECT_TRUE(bn::bdl::parse(text).ok);
}

// Found by fuzzing (tests/fuzz/regressions/bdl_parse): recovering from a broken piece, the
// reader looked one token past a last identifier and read the byte after the input. The
// text sits in a buffer of exactly its size, so AddressSanitizer (scripts/sanitize.sh) sees
// any read past it.
TEST(BdlParse, RecoveryAtALastIdentifierStaysInsideTheInput) {
    const std::string source = "pieces{ p q";
    std::unique_ptr<char[]> exact(new char[source.size()]);
    std::copy(source.begin(), source.end(), exact.get());
    auto parsed = bn::bdl::parse(std::string_view(exact.get(), source.size()));
    EXPECT_FALSE(parsed.ok);
    ASSERT_FALSE(parsed.diagnostics.empty());
    EXPECT_EQ(codes(parsed.diagnostics)[0], "bdl.expected@1:1");
}

}  // namespace
