// Writing collections: exact text, round trips, hand-built collections.
#include <gtest/gtest.h>

#include "sgf/read.hpp"
#include "sgf/write.hpp"

namespace {

using namespace bn::sgf;

std::string one_line(std::string_view text) {
    WriteOptions options;
    options.line_break_between_nodes = false;
    return write(parse(text).value, options).text;
}

TEST(SgfWrite, SequencesAndVariations) {
    EXPECT_EQ(one_line("(;GM[1](;B[aa];W[bb])(;B[cc](;W[dd])(;W[ee])))"),
              "(;GM[1](;B[aa];W[bb])(;B[cc](;W[dd])(;W[ee])))\n");
    // A variation with a single child is the same tree as a longer sequence.
    EXPECT_EQ(one_line("(;GM[1](;B[aa](;W[bb])))"), "(;GM[1];B[aa];W[bb])\n");
}

TEST(SgfWrite, ValuesAreWrittenAsParsed) {
    EXPECT_EQ(one_line("(;C[a\\]b\\\\c\\\nd]LB[aa:x\\:y])"), "(;C[a\\]b\\\\c\\\nd]LB[aa:x\\:y])\n");
}

TEST(SgfWrite, HandBuiltValuesAreMadeSafe) {
    Collection c;
    c.nodes.push_back(Node{{Property{"C", {Value{"ends with ] and \\"}}}}, {}});
    c.trees.push_back(GameTree{0});
    auto written = write(c);
    ASSERT_TRUE(written.ok);
    EXPECT_EQ(written.text, "(;C[ends with \\] and \\\\])\n");
    auto back = parse(written.text);
    ASSERT_TRUE(back.ok);
    EXPECT_EQ(back.value.nodes[0].properties[0].values[0].raw, "ends with \\] and \\\\");
}

TEST(SgfWrite, BadIdentifiersAndIndicesAreReported) {
    Collection c;
    Node root;
    root.properties = {Property{"__proto__", {Value{"x"}}}, Property{"B", {}}, Property{"GM", {Value{"1"}}}};
    root.children = {1, 7, 1, 0};
    c.nodes.push_back(root);
    c.nodes.push_back(Node{});
    c.trees.push_back(GameTree{0});
    auto written = write(c);
    EXPECT_FALSE(written.ok);
    EXPECT_EQ(written.text, "(;GM[1]\n;)\n");
    std::vector<std::string> codes;
    for (const auto& d : written.diagnostics) codes.push_back(d.code);
    EXPECT_EQ(codes, (std::vector<std::string>{"sgf.write.invalid_property_id", "sgf.write.property_without_value",
                                               "sgf.write.bad_node_index", "sgf.write.bad_node_index",
                                               "sgf.write.bad_node_index"}));
}

TEST(SgfWrite, RoundTripKeepsEveryPropertyAndVariation) {
    const char* texts[] = {
        "(;FF[4]GM[1]SZ[19:13]CA[UTF-8]AP[app\\:x:1.0]AB[aa:cc][dd]AW[ee]PL[W]C[multi\nline]\n"
        ";W[ff]LB[aa:one][bb:two]TR[cc]SQ[dd]CR[ee]MA[ff]\n(;B[gg];W[])(;B[tt]XX[private \\] value]))",
        "(;GM[1])(;GM[1];B[aa](;W[bb])(;W[cc](;B[dd])(;B[ee])))",
        "(;CA[UTF-8]C[\xE6\x97\xA5\xE6\x9C\xAC])",
    };
    for (const char* text : texts) {
        SCOPED_TRACE(text);
        auto first = parse(text);
        ASSERT_TRUE(first.ok);
        auto written = write(first.value);
        ASSERT_TRUE(written.ok);
        auto second = parse(written.text);
        ASSERT_TRUE(second.ok);
        EXPECT_TRUE(same_content(first.value, second.value));
        EXPECT_EQ(write(second.value).text, written.text);
    }
}

TEST(SgfWrite, Latin1IsWrittenAsUtf8AndSaysSo) {
    auto parsed = parse("(;CA[ISO-8859-1]C[\xE9t\xE9])");
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(parsed.value.trees[0].source_charset, "ISO-8859-1");
    EXPECT_EQ(write(parsed.value).text, "(;CA[UTF-8]C[\xC3\xA9t\xC3\xA9])\n");
    // The model keeps CA as written; the text written says what it is.
    EXPECT_EQ(parsed.value.nodes[0].find("CA")->values[0].raw, "ISO-8859-1");
    auto again = parse(write(parsed.value).text).value;
    EXPECT_EQ(again.nodes[0].find("C")->values[0].raw, parsed.value.nodes[0].find("C")->values[0].raw);
}

TEST(SgfWrite, SameContentSeesDifferences) {
    auto a = parse("(;B[aa](;W[bb])(;W[cc]))").value;
    EXPECT_FALSE(same_content(a, parse("(;B[aa](;W[cc])(;W[bb]))").value));
    EXPECT_FALSE(same_content(a, parse("(;B[aa];W[bb])").value));
    EXPECT_FALSE(same_content(a, parse("(;B[ab](;W[bb])(;W[cc]))").value));
    EXPECT_TRUE(same_content(a, parse(" (;B[aa]\n(;W[bb])\n(;W[cc])) ").value));
}

}  // namespace
