#include <gtest/gtest.h>

#include <string>

#include "common/messages.hpp"
#include "json/read.hpp"
#include "json/write.hpp"

namespace {

using bn::json::Kind;

bn::Parsed<bn::json::Value> read(std::string_view text,
                                 const bn::json::ParseOptions& options = bn::json::ParseOptions{}) {
    return bn::json::parse(text, options);
}

std::string first_code(const bn::Parsed<bn::json::Value>& p) {
    return p.diagnostics.empty() ? "" : p.diagnostics.front().code;
}

TEST(JsonParse, ReadsEveryKindWithOffsets) {
    auto p = read(R"( {"a": [1, -2.5e3, true, false, null], "b": "x\u00e9\n"} )");
    ASSERT_TRUE(p.ok) << first_code(p);
    const auto& v = p.value;
    ASSERT_EQ(v.kind, Kind::object);
    EXPECT_EQ(v.offset, 1u);
    EXPECT_EQ(v.length, 55u);
    ASSERT_EQ(v.members.size(), 2u);
    EXPECT_EQ(v.members[0].key, "a");
    EXPECT_EQ(v.members[0].key_offset, 2u);
    const auto& a = v.members[0].value;
    ASSERT_EQ(a.items.size(), 5u);
    EXPECT_EQ(a.offset, 7u);
    EXPECT_EQ(a.items[0].number, 1);
    EXPECT_EQ(a.items[0].offset, 8u);
    EXPECT_EQ(a.items[1].number, -2500);
    EXPECT_EQ(a.items[1].text, "-2.5e3");
    EXPECT_TRUE(a.items[2].boolean);
    EXPECT_EQ(a.items[3].kind, Kind::boolean);
    EXPECT_FALSE(a.items[3].boolean);
    EXPECT_EQ(a.items[4].kind, Kind::null);
    const auto* b = v.find("b");
    ASSERT_NE(b, nullptr);
    EXPECT_EQ(b->text, "x\xC3\xA9\n");
    EXPECT_EQ(b->offset, 44u);
    EXPECT_EQ(b->length, 11u);
    EXPECT_EQ(v.find("c"), nullptr);
}

TEST(JsonParse, SurrogatePairsDecodeToOneCodePoint) {
    auto p = read(R"("\ud834\udd1e")");
    ASSERT_TRUE(p.ok);
    EXPECT_EQ(p.value.text, "\xF0\x9D\x84\x9E");
}

TEST(JsonParse, LoneSurrogateIsADiagnostic) {
    auto p = read(R"(["ok", "\ud834x"])");
    EXPECT_FALSE(p.ok);
    EXPECT_EQ(first_code(p), "json.lone_surrogate");
    EXPECT_EQ(p.diagnostics[0].column, 9u);
}

TEST(JsonParse, DuplicateKeysAreReportedEachTime) {
    auto p = read("{\"k\": 1,\n \"k\": 2, \"j\": 0, \"k\": 3}");
    EXPECT_FALSE(p.ok);
    ASSERT_EQ(p.diagnostics.size(), 2u);
    EXPECT_EQ(p.diagnostics[0].code, "json.duplicate_key");
    EXPECT_EQ(p.diagnostics[0].line, 2u);
    EXPECT_EQ(p.diagnostics[0].column, 2u);
    EXPECT_EQ(p.diagnostics[0].arg("key"), "k");
}

TEST(JsonParse, InvalidUtf8InAStringIsADiagnostic) {
    auto p = read("{\"a\": \"\xC3\x28\"}");
    EXPECT_FALSE(p.ok);
    EXPECT_EQ(first_code(p), "json.invalid_utf8");
    EXPECT_EQ(p.diagnostics[0].offset, 7u);
    // Overlong forms and encoded surrogates are invalid too.
    EXPECT_EQ(first_code(read("\"\xC0\xAF\"")), "json.invalid_utf8");
    EXPECT_EQ(first_code(read("\"\xED\xA0\x80\"")), "json.invalid_utf8");
    EXPECT_EQ(first_code(read("\xFF")), "json.invalid_utf8");
}

TEST(JsonParse, SyntaxErrorsHaveLineAndColumn) {
    auto p = read("{\n  \"a\": 1,\n  \"b\" 2\n}");
    EXPECT_FALSE(p.ok);
    ASSERT_EQ(p.diagnostics.size(), 1u);
    EXPECT_EQ(p.diagnostics[0].code, "json.unexpected_token");
    EXPECT_EQ(p.diagnostics[0].line, 3u);
    EXPECT_EQ(p.diagnostics[0].column, 7u);
    EXPECT_EQ(bn::messages::render(p.diagnostics[0], "en"), "Unexpected 2 at line 3, column 7: expected \":\".");
    EXPECT_EQ(bn::messages::render(p.diagnostics[0], "es"),
              "2 inesperado en la línea 3, columna 7: se esperaba \":\".");
}

TEST(JsonParse, EachSyntaxErrorHasItsCode) {
    EXPECT_EQ(first_code(read("")), "json.empty_input");
    EXPECT_EQ(first_code(read("  \n ")), "json.empty_input");
    EXPECT_EQ(first_code(read("[1, 2")), "json.unexpected_end");
    EXPECT_EQ(first_code(read("[1,]")), "json.unexpected_token");
    EXPECT_EQ(first_code(read("{\"a\":1,}")), "json.unexpected_token");
    EXPECT_EQ(first_code(read("{1:2}")), "json.unexpected_token");
    EXPECT_EQ(first_code(read("[1] 2")), "json.trailing_content");
    EXPECT_EQ(first_code(read("\"abc")), "json.unterminated_string");
    EXPECT_EQ(first_code(read("\"a\tb\"")), "json.control_in_string");
    EXPECT_EQ(first_code(read("\"a\\x\"")), "json.bad_escape");
    EXPECT_EQ(first_code(read("\"\\u12g4\"")), "json.bad_escape");
    EXPECT_EQ(first_code(read("01")), "json.trailing_content");
    EXPECT_EQ(first_code(read("1.")), "json.bad_number");
    EXPECT_EQ(first_code(read("-")), "json.bad_number");
    EXPECT_EQ(first_code(read("1e999")), "json.number_out_of_range");
    EXPECT_EQ(first_code(read("nul")), "json.unexpected_char");
    EXPECT_EQ(first_code(read("nullx")), "json.unexpected_char");
    EXPECT_EQ(first_code(read("'a'")), "json.unexpected_char");
    EXPECT_EQ(first_code(read("NaN")), "json.unexpected_char");
    EXPECT_EQ(first_code(read("[1 2]")), "json.unexpected_token");
}

TEST(JsonParse, ABomIsSkipped) {
    auto p = read("\xEF\xBB\xBF{\"a\":1}");
    ASSERT_TRUE(p.ok);
    EXPECT_EQ(p.value.members[0].value.offset, 8u);
}

TEST(JsonParse, DepthLimitIsADiagnosticNotACrash) {
    std::string deep(100000, '[');
    auto p = read(deep);
    EXPECT_FALSE(p.ok);
    EXPECT_EQ(first_code(p), "json.too_deep");
    EXPECT_EQ(p.diagnostics[0].offset, 256u);

    std::string ok = std::string(256, '[') + std::string(256, ']');
    EXPECT_TRUE(read(ok).ok);
    bn::json::ParseOptions shallow;
    shallow.max_depth = 2;
    EXPECT_TRUE(read("[[1]]", shallow).ok);
    EXPECT_EQ(first_code(read("[[[1]]]", shallow)), "json.too_deep");
    EXPECT_EQ(first_code(read("{\"a\":{\"b\":{}}}", shallow)), "json.too_deep");
}

TEST(JsonParse, SizeLimitIsADiagnostic) {
    bn::json::ParseOptions small;
    small.max_bytes = 4;
    auto p = read("[1,2]", small);
    EXPECT_FALSE(p.ok);
    EXPECT_EQ(first_code(p), "json.input_too_large");
    EXPECT_EQ(p.diagnostics[0].arg("limit"), "4");
}

TEST(JsonParse, AtMostOneHundredDiagnostics) {
    std::string text = "{\"k\":0";
    for (int i = 0; i < 1000; ++i) text += ",\"k\":0";
    text += "}";
    auto p = read(text);
    EXPECT_FALSE(p.ok);
    EXPECT_EQ(p.diagnostics.size(), 100u);
}

TEST(JsonParse, IntegerTextKeepsEveryDigit) {
    auto p = read("12345678901234567890");
    ASSERT_TRUE(p.ok);
    EXPECT_EQ(p.value.text, "12345678901234567890");
}

TEST(JsonWrite, RoundTripsCompactly) {
    std::string text = R"({"a":[1,-2.5e3,true,false,null],"b":"q\"\\\n\u0001é","":{}})";
    auto p = read(text);
    ASSERT_TRUE(p.ok);
    EXPECT_EQ(bn::json::write(p.value), text);
}

TEST(JsonWrite, DeepValuesDoNotRecurse) {
    std::string deep = std::string(200, '[') + std::string(200, ']');
    auto p = read(deep);
    ASSERT_TRUE(p.ok);
    EXPECT_EQ(bn::json::write(p.value), deep);
}

TEST(JsonPath, NamesMembersAndIndexes) {
    EXPECT_EQ(bn::json::path_member("", "value"), "$.value");
    EXPECT_EQ(bn::json::path_member("$.value", "content"), "$.value.content");
    EXPECT_EQ(bn::json::path_index("$.branch", 2), "$.branch[2]");
    EXPECT_EQ(bn::json::path_member("$", "a b"), "$[\"a b\"]");
    EXPECT_EQ(bn::json::path_member("$", "1x"), "$[\"1x\"]");
}

}  // namespace

// Words are quoted whole; any other character the way every notation quotes one
// (common/show_character.hpp).
TEST(JsonParse, HowUnexpectedCharactersAreQuoted) {
    EXPECT_EQ(read("nul").diagnostics[0].arg("char"), "'nul'");
    EXPECT_EQ(read("'a'").diagnostics[0].arg("char"), "'''");
    EXPECT_EQ(read("[\xC3\xBC]").diagnostics[0].arg("char"), "U+00FC");
    EXPECT_EQ(read("\"a\tb\"").diagnostics[0].arg("char"), "U+0009");
}
