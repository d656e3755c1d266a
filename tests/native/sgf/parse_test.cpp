// SGF parsing: structure, values, positions, limits.
#include <gtest/gtest.h>

#include <chrono>

#include "common/messages.hpp"
#include "sgf/read.hpp"
#include "sgf/values.hpp"
#include "sgf/write.hpp"

namespace {

using namespace bn::sgf;

// The strict reading: what FF[4] forbids is an error (the default reading repairs it).
bn::Parsed<Collection> parse_strict(std::string_view text) {
    ParseOptions options;
    options.strict = true;
    return parse(text, options);
}

const Property& prop(const Collection& c, NodeIndex n, std::string_view id) {
    const Property* p = c.nodes.at(n).find(id);
    EXPECT_NE(p, nullptr) << id;
    static const Property none;
    return p ? *p : none;
}

TEST(SgfParse, BuildsTheTreeWithMainLineFirst) {
    auto parsed = parse("(;GM[1];B[aa](;W[bb];B[cc])(;W[dd]))");
    ASSERT_TRUE(parsed.ok);
    const Collection& c = parsed.value;
    ASSERT_EQ(c.trees.size(), 1u);
    ASSERT_EQ(c.nodes.size(), 5u);
    NodeIndex root = c.trees[0].root;
    ASSERT_EQ(c.nodes[root].children.size(), 1u);
    NodeIndex b = c.nodes[root].children[0];
    ASSERT_EQ(c.nodes[b].children.size(), 2u);
    EXPECT_EQ(prop(c, c.nodes[b].children[0], "W").values[0].raw, "bb");
    EXPECT_EQ(prop(c, c.nodes[b].children[1], "W").values[0].raw, "dd");
    EXPECT_EQ(c.nodes[c.nodes[b].children[1]].parent, b);
}

TEST(SgfParse, NodesPropertiesAndValuesKeepTheirOffsets) {
    auto parsed = parse("xx (;GM[1]\n;B[aa])");
    ASSERT_TRUE(parsed.ok);
    const Collection& c = parsed.value;
    EXPECT_EQ(c.trees[0].offset, 3u);
    EXPECT_EQ(c.nodes[0].offset, 4u);
    EXPECT_EQ(c.nodes[0].properties[0].offset, 5u);
    EXPECT_EQ(c.nodes[0].properties[0].values[0].offset, 7u);
    EXPECT_EQ(c.nodes[1].offset, 11u);
}

TEST(SgfParse, WhiteSpaceBetweenEverything) {
    auto parsed = parse(" ( ; GM [1] \n\t AB [aa] \r\n [bb] ; B [cc] ) \n");
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(prop(parsed.value, 0, "AB").values.size(), 2u);
}

TEST(SgfParse, ValuesKeepEscapesAndDecodeAsText) {
    auto parsed = parse("(;C[a \\] b \\\\ c\\\nd\r\ne]N[x\ny\\:z])");
    ASSERT_TRUE(parsed.ok);
    const std::string& c = prop(parsed.value, 0, "C").values[0].raw;
    EXPECT_EQ(c, "a \\] b \\\\ c\\\nd\r\ne");
    EXPECT_EQ(decode_text(c), "a ] b \\ cd\ne");
    EXPECT_EQ(decode_simple_text(prop(parsed.value, 0, "N").values[0].raw), "x y:z");
}

TEST(SgfParse, EmptyValuesAndPasses) {
    auto parsed = parse("(;SZ[9];B[];W[tt])");
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(prop(parsed.value, 1, "B").values[0].raw, "");
}

TEST(SgfParse, DiagnosticsHaveLineAndColumnAndMessages) {
    auto parsed = parse_strict("(;GM[1]\n;B[aa]\n;W[bb\n");
    ASSERT_FALSE(parsed.ok);
    ASSERT_EQ(parsed.diagnostics.size(), 1u);
    const auto& d = parsed.diagnostics[0];
    EXPECT_EQ(d.code, "sgf.unclosed_value");
    EXPECT_EQ(d.line, 3u);
    EXPECT_EQ(d.column, 3u);
    EXPECT_EQ(bn::messages::render(d, "en"),
              "The value opened with \"[\" at line 3, column 3 is never closed with \"]\".");
    EXPECT_EQ(bn::messages::render(d, "es"),
              "El valor abierto con \"[\" en la línea 3, columna 3, nunca se cierra con \"]\".");
}

TEST(SgfParse, ColumnsCountUtf16UnitsAfterMultiByteText) {
    auto parsed = parse("(;C[\xC3\xA9\xC3\xA9]1)");
    ASSERT_FALSE(parsed.ok);
    EXPECT_EQ(parsed.diagnostics[0].code, "sgf.unexpected_char");
    EXPECT_EQ(parsed.diagnostics[0].column, 8u);
    EXPECT_EQ(parsed.diagnostics[0].arg("char"), "'1'");
}

TEST(SgfParse, ProtoLikeIdentifiersAreJustProperties) {
    // An all-lower-case identifier names nothing in FF[4]: dropped with a warning.
    auto parsed = parse("(;PROTO[x]constructor[y])");
    EXPECT_TRUE(parsed.ok);
    EXPECT_EQ(parsed.value.nodes[0].properties.size(), 1u);
    ASSERT_EQ(parsed.diagnostics.size(), 1u);
    EXPECT_EQ(parsed.diagnostics[0].code, "sgf.lowercase_property");
}

// "XAAA", "XAAB", ...: distinct identifiers of four capital letters.
std::string identifier(std::size_t i) {
    return {'X', static_cast<char>('A' + i / 676 % 26), static_cast<char>('A' + i / 26 % 26),
            static_cast<char>('A' + i % 26)};
}

TEST(SgfParse, RepeatedIdentifiersJoinTheFirstInANodeOfManyProperties) {
    // Past a few identifiers a node finds them through a hash index: the same merging as the
    // search of small nodes, for a repeat of the first, a middle and the last one.
    std::string text = "(;";
    for (std::size_t i = 0; i < 40; ++i) text += identifier(i) + "[" + std::to_string(i) + "]";
    for (std::size_t i : {0, 17, 39}) text += identifier(i) + "[again]";
    text += ";B[aa])";
    auto parsed = parse(text);
    ASSERT_TRUE(parsed.ok);
    const Node& root = parsed.value.nodes[0];
    ASSERT_EQ(root.properties.size(), 40u);
    for (std::size_t i = 0; i < 40; ++i) {
        const Property& p = root.properties[i];
        EXPECT_EQ(p.id, identifier(i));
        bool repeated = i == 0 || i == 17 || i == 39;
        ASSERT_EQ(p.values.size(), repeated ? 2u : 1u) << p.id;
        EXPECT_EQ(p.values[0].raw, std::to_string(i));
        if (repeated) EXPECT_EQ(p.values[1].raw, "again");
    }
    ASSERT_EQ(parsed.diagnostics.size(), 3u);
    for (const auto& d : parsed.diagnostics) EXPECT_EQ(d.code, "sgf.duplicate_property");
    EXPECT_EQ(parsed.value.nodes[1].properties.size(), 1u);  // the next node starts afresh
}

TEST(SgfLimits, WarningsStopAtTheCapButNeverHideAnError) {
    std::string repeats;
    for (int i = 0; i < 300; ++i) repeats += "B[aa]";
    auto many = parse("(;" + repeats + ")");
    EXPECT_TRUE(many.ok);
    EXPECT_EQ(many.diagnostics.size(), bn::limits::max_diagnostics);
    auto failing = parse_strict("(;" + repeats + "))");  // 299 warnings, then a stray ")"
    EXPECT_FALSE(failing.ok);
    ASSERT_FALSE(failing.diagnostics.empty());
    EXPECT_EQ(failing.diagnostics.back().code, "sgf.unmatched_close");
}

// Builds "(;B[aa](;B[aa](...))...)" with `depth` nested game trees.
std::string nested(std::size_t depth) {
    std::string text;
    text.reserve(depth * 9);
    for (std::size_t i = 0; i < depth; ++i) text += "(;B[aa]";
    text.append(depth, ')');
    return text;
}

TEST(SgfLimits, DeepNestingWithinTheLimitIsBuiltWithoutRecursion) {
    auto parsed = parse(nested(limits::max_variation_depth));
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(parsed.value.nodes.size(), limits::max_variation_depth);
    auto written = write(parsed.value);
    ASSERT_TRUE(written.ok);
    EXPECT_TRUE(same_content(parse(written.text).value, parsed.value));
}

TEST(SgfLimits, AHundredThousandNestedVariationsEndInADiagnostic) {
    auto start = std::chrono::steady_clock::now();
    auto parsed = parse(nested(100000));
    ASSERT_FALSE(parsed.ok);
    EXPECT_EQ(parsed.diagnostics.back().code, "sgf.too_deep");
    EXPECT_EQ(parsed.diagnostics.back().arg("limit"), std::to_string(limits::max_variation_depth));
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
}

TEST(SgfLimits, StrayClosesAreReportedAtMostAHundredTimes) {
    auto parsed = parse_strict("(;B[aa])" + std::string(100000, ')'));
    ASSERT_FALSE(parsed.ok);
    EXPECT_EQ(parsed.diagnostics.size(), limits::max_diagnostics);
    EXPECT_EQ(parsed.diagnostics.front().code, "sgf.unmatched_close");
    EXPECT_EQ(parsed.diagnostics.front().column, 9u);
}

TEST(SgfCharset, DecodedTextIsNotTranscodedAgain) {
    // "é" as UTF-8 under CA[ISO-8859-1]: text that a JS string already decoded.
    std::string text = "(;CA[ISO-8859-1]C[\xC3\xA9])";
    ParseOptions options;
    options.decode_charset = false;
    auto kept = parse(text, options);
    ASSERT_TRUE(kept.ok);
    EXPECT_EQ(kept.value.nodes[0].find("C")->values[0].raw, "\xC3\xA9");
    EXPECT_EQ(kept.value.nodes[0].find("CA")->values[0].raw, "ISO-8859-1");
    auto transcoded = parse(text);
    ASSERT_TRUE(transcoded.ok);
    EXPECT_EQ(transcoded.value.nodes[0].find("C")->values[0].raw, "\xC3\x83\xC2\xA9");
}

TEST(SgfLimits, ALongMainLineIsNotNesting) {
    std::string text = "(;GM[1]";
    for (int i = 0; i < 200000; ++i) text += i % 2 ? ";W[bb]" : ";B[aa]";
    text += ")";
    auto parsed = parse(text);
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(parsed.value.nodes.size(), 200001u);
    EXPECT_TRUE(same_content(parse(write(parsed.value).text).value, parsed.value));
}

TEST(SgfLimits, DepthAndNodeCapsAreOptions) {
    ParseOptions options;
    options.max_variation_depth = 3;
    EXPECT_FALSE(parse(nested(4), options).ok);
    EXPECT_TRUE(parse(nested(3), options).ok);
    options.max_nodes = 2;
    auto parsed = parse("(;;;)", options);
    ASSERT_FALSE(parsed.ok);
    EXPECT_EQ(parsed.diagnostics[0].code, "sgf.too_many_nodes");
}

TEST(SgfLimits, AMultiMegabyteValueIsFine) {
    std::string text = "(;C[" + std::string(8 * 1024 * 1024, 'x') + "])";
    auto parsed = parse(text);
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(parsed.value.nodes[0].properties[0].values[0].raw.size(), 8u * 1024 * 1024);
    std::string unclosed = "(;C[" + std::string(8 * 1024 * 1024, 'x');
    auto bad = parse_strict(unclosed);
    ASSERT_FALSE(bad.ok);
    EXPECT_EQ(bad.diagnostics[0].code, "sgf.unclosed_value");
    EXPECT_EQ(bad.diagnostics[0].offset, 3u);
}

TEST(SgfParse, EveryTextEndsWithoutCrash) {
    // A few hostile shapes: nothing may throw or crash, and errors must come with a position.
    for (const char* text : {"(", ")", ";", "[", "]", "(;", "(;[", "(;B[\\", "(;B[]\\", "((((", "))))", "(;B[aa]))(",
                             "(;)(;)(;", "(;B[aa]C[\\]", "\\", "(;\x80\xff)"}) {
        SCOPED_TRACE(text);
        auto parsed = parse(text);
        for (const auto& d : parsed.diagnostics) EXPECT_GE(d.line, 1u);
        (void)write(parsed.value);
    }
}

}  // namespace

TEST(SgfLimits, CharsetWarningsAreCappedAndNeverHideTheFirstError) {
    std::string trees;
    for (int i = 0; i < 300; ++i) trees += "(;CA[KOI8-R]B[aa])";  // one warning per game tree
    auto many = parse(trees);
    EXPECT_TRUE(many.ok);
    EXPECT_EQ(many.diagnostics.size(), limits::max_diagnostics);
    EXPECT_EQ(many.diagnostics.front().code, "sgf.unsupported_charset");
    auto failing = parse_strict(trees + "(;B[aa]");  // the error comes after the trees that warn
    EXPECT_FALSE(failing.ok);
    ASSERT_FALSE(failing.diagnostics.empty());
    EXPECT_EQ(failing.diagnostics.front().code, "sgf.unclosed_game_tree");
    EXPECT_LE(failing.diagnostics.size(), limits::max_diagnostics);
}

// The lexer's error stops the input and comes first, even though the tree builder, which takes
// the tokens as they are read, has already reported what came before it.
TEST(SgfErrors, TheLexicalErrorComesBeforeEarlierStructuralErrors) {
    auto parsed = parse_strict("(;B[aa];)C[x] ! ;W[bb])");
    ASSERT_FALSE(parsed.ok);
    ASSERT_GE(parsed.diagnostics.size(), 2u);
    EXPECT_EQ(parsed.diagnostics[0].code, "sgf.unexpected_char");
    EXPECT_EQ(parsed.diagnostics[0].column, 15u);
    EXPECT_EQ(parsed.diagnostics[1].code, "sgf.property_outside_node");
}

TEST(SgfLimits, ManyErrorsBeforeALexicalErrorStillKeepItAndTheCap) {
    auto parsed = parse_strict("(;B[aa])" + std::string(500, ')') + " !");
    ASSERT_FALSE(parsed.ok);
    EXPECT_EQ(parsed.diagnostics.size(), limits::max_diagnostics);
    EXPECT_EQ(parsed.diagnostics.front().code, "sgf.unexpected_char");
    EXPECT_EQ(parsed.diagnostics[1].code, "sgf.unmatched_close");
}

// Before, the lexer reserved its token list from the number of ";" (an input of ";" alone,
// up to the input limit, asked for gigabytes); now nothing is sized from the input but the
// output. A million nodes with no properties parse, and the value list of each is empty.
TEST(SgfLimits, AnInputOfSemicolonsParsesIntoItsNodes) {
    auto parsed = parse("(" + std::string(1000000, ';') + ")");
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(parsed.value.nodes.size(), 1000000u);
}

TEST(SgfErrors, AValueAfterAStructureCharacterIsReportedOnce) {
    auto parsed = parse_strict("(;[aa][bb]B[cc])");
    ASSERT_FALSE(parsed.ok);
    ASSERT_EQ(parsed.diagnostics.size(), 1u);
    EXPECT_EQ(parsed.diagnostics[0].code, "sgf.value_without_property");
    ASSERT_EQ(parsed.value.nodes.size(), 1u);
    EXPECT_EQ(parsed.value.nodes[0].properties.size(), 1u);
    // @sabaki/sgf skips such values, and keeps a property without value as an empty list: the
    // default reading skips both, each with a warning.
    auto lenient = parse("(;[aa][bb]B[cc];W;B[dd])");
    ASSERT_TRUE(lenient.ok);
    ASSERT_EQ(lenient.diagnostics.size(), 2u);
    EXPECT_EQ(lenient.diagnostics[0].code, "sgf.value_without_property_skipped");
    EXPECT_EQ(lenient.diagnostics[0].column, 4u);  // the value text, as in the strict error
    EXPECT_EQ(lenient.diagnostics[1].code, "sgf.property_without_value_skipped");
    EXPECT_EQ(lenient.diagnostics[1].column, 17u);
    EXPECT_EQ(lenient.value.nodes.size(), 3u);
    EXPECT_TRUE(lenient.value.nodes[1].properties.empty());
}

// The lenient reading (the default) of what real servers write: each repair is a warning with
// a position, the tree keeps what was written, and the strict reading refuses the same input.
namespace {

std::vector<std::string> codes(const bn::Parsed<Collection>& parsed) {
    std::vector<std::string> out;
    for (const auto& d : parsed.diagnostics) out.push_back(d.code);
    return out;
}

std::string main_line(const Collection& c, std::size_t tree) {
    std::string out;
    for (NodeIndex n = c.trees.at(tree).root; n != no_node;) {
        for (const auto& p : c.nodes[n].properties)
            if (p.id == "B" || p.id == "W") out += p.id + "[" + p.values[0].raw + "]";
        n = c.nodes[n].children.empty() ? no_node : c.nodes[n].children[0];
    }
    return out;
}

TEST(SgfLenient, ATruncatedGameKeepsEveryCompleteNode) {
    auto parsed = parse("(;GM[1]\n;B[pd];W[dp];B[rm];");
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(codes(parsed), std::vector<std::string>{"sgf.truncated_game_tree"});
    EXPECT_EQ(parsed.diagnostics[0].line, 1u);
    EXPECT_EQ(main_line(parsed.value, 0), "B[pd]W[dp]B[rm]");
    EXPECT_EQ(parsed.value.nodes.size(), 5u);  // the last ";" is an empty node, as written
    auto cut = parse("(;GM[1];B[pd];W[dp]C[cut off");
    ASSERT_TRUE(cut.ok);
    EXPECT_EQ(codes(cut), std::vector<std::string>{"sgf.truncated_value"});
    EXPECT_EQ(cut.diagnostics[0].column, 21u);
    EXPECT_EQ(main_line(cut.value, 0), "B[pd]W[dp]");
    EXPECT_EQ(cut.value.nodes[2].find("C"), nullptr);
    EXPECT_FALSE(parse_strict("(;GM[1];B[pd];").ok);
}

TEST(SgfLenient, MissingParenthesisOrSemicolonIsReadAsIfWritten) {
    auto no_paren = parse("\n;GM[1];B[pd];W[dp])");
    ASSERT_TRUE(no_paren.ok);
    EXPECT_EQ(codes(no_paren), std::vector<std::string>{"sgf.missing_open_paren"});
    EXPECT_EQ(no_paren.diagnostics[0].line, 2u);
    EXPECT_EQ(main_line(no_paren.value, 0), "B[pd]W[dp]");
    auto no_semicolon = parse("(GM[1]SZ[19];B[pd](W[dp])(;W[pp]))");
    ASSERT_TRUE(no_semicolon.ok);
    EXPECT_EQ(codes(no_semicolon), (std::vector<std::string>{"sgf.missing_semicolon", "sgf.missing_semicolon"}));
    EXPECT_EQ(no_semicolon.value.nodes[0].find("SZ")->values[0].raw, "19");
    EXPECT_EQ(no_semicolon.value.nodes[1].children.size(), 2u);
    EXPECT_FALSE(parse_strict("(GM[1];B[pd])").ok);
    EXPECT_FALSE(parse_strict(";GM[1];B[pd])").ok);
}

TEST(SgfLenient, StrayClosesAndTextBetweenTreesAreSkipped) {
    auto parsed = parse("(;GM[1];B[pd]))\nGame 2:\n(;GM[1];B[dd])\n\x1a end ");
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(codes(parsed), (std::vector<std::string>{"sgf.extra_close_paren", "sgf.text_outside_game_tree",
                                                       "sgf.text_outside_game_tree"}));
    EXPECT_EQ(parsed.diagnostics[1].line, 2u);
    EXPECT_EQ(parsed.diagnostics[1].column, 1u);
    EXPECT_EQ(parsed.diagnostics[2].line, 4u);
    ASSERT_EQ(parsed.value.trees.size(), 2u);
    EXPECT_EQ(main_line(parsed.value, 1), "B[dd]");
    EXPECT_FALSE(parse_strict("(;GM[1];B[pd]))").ok);
    EXPECT_FALSE(parse_strict("(;GM[1])x(;GM[1])").ok);
}

TEST(SgfLenient, ANodeAfterVariationsIsOneMoreVariation) {
    auto parsed = parse("(;GM[1];B[pd](;W[dd])(;W[dp]);W[pp];B[qq](;W[aa])(;W[bb]))");
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(codes(parsed), std::vector<std::string>{"sgf.node_after_variation_kept"});
    const Collection& c = parsed.value;
    NodeIndex fork = c.nodes[0].children[0];
    ASSERT_EQ(c.nodes[fork].children.size(), 3u);
    NodeIndex third = c.nodes[fork].children[2];
    EXPECT_EQ(c.nodes[third].find("W")->values[0].raw, "pp");
    NodeIndex after = c.nodes[third].children.at(0);
    EXPECT_EQ(c.nodes[after].children.size(), 2u);
    EXPECT_EQ(main_line(c, 0), "B[pd]W[dd]");
}

TEST(SgfLenient, EmptyAndNodelessTreesAreSkippedWithAWarning) {
    auto parsed = parse("()(;GM[1];B[pd]()(;W[dd]))");
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(codes(parsed), (std::vector<std::string>{"sgf.empty_game_tree_skipped", "sgf.empty_game_tree_skipped"}));
    ASSERT_EQ(parsed.value.trees.size(), 1u);
    EXPECT_EQ(main_line(parsed.value, 0), "B[pd]W[dd]");
    auto hoisted = parse("((;GM[1];B[pd])(;GM[1];B[dd]))");
    ASSERT_TRUE(hoisted.ok);
    EXPECT_EQ(codes(hoisted), std::vector<std::string>{"sgf.variation_without_node"});
    EXPECT_EQ(hoisted.value.trees.size(), 2u);
    auto only_empty = parse("()");
    EXPECT_FALSE(only_empty.ok);
    EXPECT_EQ(codes(only_empty), (std::vector<std::string>{"sgf.empty_game_tree_skipped", "sgf.no_game_tree"}));
}

TEST(SgfLenient, TextAfterAVariationIsSkippedAsSabakiDoesButNotInASequence) {
    auto parsed = parse("(;GM[1];B[pd](;W[dd]) !! (;W[dp]) \xE2\x80\xA6 )");
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(codes(parsed), (std::vector<std::string>{"sgf.text_between_variations", "sgf.text_between_variations"}));
    EXPECT_EQ(parsed.diagnostics[0].column, 23u);
    EXPECT_EQ(parsed.value.nodes[1].children.size(), 2u);
    EXPECT_FALSE(parse("(;GM[1];B[pd] !! ;W[dd])").ok);
    EXPECT_FALSE(parse_strict("(;GM[1];B[pd](;W[dd]) !! (;W[dp]))").ok);
}

TEST(SgfLenient, ALoneCarriageReturnIsALineBreakAsFF4Says) {
    auto parsed = parse("(;PW[Honinbo\r Jowa]C[one\rtwo\\\rjoined])");
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(decode_simple_text(parsed.value.nodes[0].find("PW")->values[0].raw), "Honinbo  Jowa");
    EXPECT_EQ(decode_text(parsed.value.nodes[0].find("C")->values[0].raw), "one\ntwojoined");
}

TEST(SgfWrite, DeclaresUtf8UnlessAskedToKeepTheCharset) {
    auto parsed = parse("(;GM[1]FF[4]CA[GB2312]PB[x])(;GM[1]FF[4]PB[\xC3\xA9])(;GM[1]PB[x])");
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(write(parsed.value).text,
              "(;GM[1]FF[4]CA[UTF-8]PB[x])\n(;GM[1]FF[4]CA[UTF-8]PB[\xC3\xA9])\n(;GM[1]PB[x])\n");
    WriteOptions keep;
    keep.declare_utf8 = false;
    EXPECT_EQ(write(parsed.value, keep).text,
              "(;GM[1]FF[4]CA[GB2312]PB[x])\n(;GM[1]FF[4]PB[\xC3\xA9])\n(;GM[1]PB[x])\n");
}

}  // namespace
