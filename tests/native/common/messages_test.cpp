#include <gtest/gtest.h>

#include "common/messages.hpp"
#include "common/numbers.hpp"
#include "common/source_text.hpp"

namespace {

TEST(SourceText, LinesEndAtLfCrLfAndCr) {
    bn::SourceText source("ab\ncd\r\nef\rgh");
    EXPECT_EQ(source.locate(0).line, 1u);
    EXPECT_EQ(source.locate(4).line, 2u);
    EXPECT_EQ(source.locate(4).column, 2u);
    EXPECT_EQ(source.locate(7).line, 3u);
    EXPECT_EQ(source.locate(10).line, 4u);
    EXPECT_EQ(source.line_at(4), "cd");
}

TEST(SourceText, ColumnsCountUtf16Units) {
    // "é" is 2 bytes and 1 UTF-16 unit; "𝄞" is 4 bytes and 2 units.
    bn::SourceText source("\xC3\xA9\xF0\x9D\x84\x9Ex");
    EXPECT_EQ(source.locate(2).column, 2u);
    EXPECT_EQ(source.locate(6).column, 4u);
}

TEST(SourceText, ResolveGivesLengthsInUtf16Units) {
    bn::SourceText source("a\n\xC3\xB1\xF0\x9F\x98\x80x");
    std::vector<bn::Diagnostic> diagnostics{{"c", bn::Severity::error, 2, 6, 0, 0, 0, {}}};
    source.resolve(diagnostics);
    EXPECT_EQ(diagnostics[0].line, 2u);
    EXPECT_EQ(diagnostics[0].column, 1u);
    EXPECT_EQ(diagnostics[0].utf16_length, 3u);
}

TEST(Messages, RendersNamedArgumentsInEachLanguage) {
    std::vector<bn::MessageArg> args{{"size", "10"}, {"limit", "5"}};
    EXPECT_EQ(bn::messages::render("common.input_too_large", args, "en"),
              "The input is 10 bytes long; the largest input accepted is 5 bytes.");
    EXPECT_EQ(bn::messages::render("common.input_too_large", args, "es"),
              "La entrada tiene 10 bytes; la entrada más grande aceptada tiene 5 bytes.");
}

TEST(Messages, FallsBackToEnglishThenToTheCode) {
    EXPECT_TRUE(bn::messages::has_language("en"));
    EXPECT_TRUE(bn::messages::has_language("es"));
    EXPECT_FALSE(bn::messages::has_language("fr"));
    EXPECT_EQ(bn::messages::render("no.such.code", {}, "es"), "no.such.code");
}

TEST(Numbers, ParseDecimalRejectsOverflow) {
    EXPECT_EQ(bn::parse_decimal("007", 10), 7u);
    EXPECT_EQ(bn::parse_decimal("11", 10), std::nullopt);
    EXPECT_EQ(bn::parse_decimal("18446744073709551615", UINT64_MAX), UINT64_MAX);
    EXPECT_EQ(bn::parse_decimal("18446744073709551616", UINT64_MAX), std::nullopt);
    EXPECT_EQ(bn::parse_decimal("", 10), std::nullopt);
    EXPECT_EQ(bn::parse_decimal("5", 2), std::nullopt);
}

TEST(Numbers, FormatsLikeJs) {
    EXPECT_EQ(bn::format_number(-1), "-1");
    EXPECT_EQ(bn::format_number(2.5), "2.5");
    EXPECT_EQ(bn::format_number(0.1), "0.1");
    EXPECT_EQ(bn::format_number(1e20), "100000000000000000000");
}

}  // namespace

#include "common/utf8.hpp"

namespace {

TEST(Utf8, RejectsOverlongSurrogatesAndTruncatedSequences) {
    EXPECT_TRUE(bn::is_valid_utf8("a\xC3\xA9\xF0\x9F\x98\x80"));
    EXPECT_FALSE(bn::is_valid_utf8("\xC0\xAF"));          // overlong '/'
    EXPECT_FALSE(bn::is_valid_utf8("\xED\xA0\x80"));      // surrogate U+D800
    EXPECT_FALSE(bn::is_valid_utf8("\xF4\x90\x80\x80"));  // above U+10FFFF
    EXPECT_FALSE(bn::is_valid_utf8("\xE2\x82"));          // truncated
    EXPECT_EQ(bn::utf8_sequence_length(""), 0u);
}

}  // namespace

namespace {

// A fragment (an argument rendered from its own code) is filled with the message's arguments:
// GBB.stringify's "the element at position {index} is not an object" once kept {index} as text.
TEST(Messages, AFragmentIsFilledWithTheMessagesArguments) {
    std::vector<bn::MessageArg> args{{"detail", "gbb.stringify.not_an_object", true}, {"index", "3"}};
    const std::string en = bn::messages::render("gbb.stringify.invalid_board_data", args, "en");
    EXPECT_NE(en.find("the element at position 3 is not an object"), std::string::npos) << en;
    EXPECT_EQ(en.find('{'), std::string::npos) << en;
    const std::string es = bn::messages::render("gbb.stringify.invalid_board_data", args, "es");
    EXPECT_NE(es.find("3"), std::string::npos) << es;
    EXPECT_EQ(es.find('{'), std::string::npos) << es;
}

}  // namespace

namespace {

// A diagnostic's own {column} (HEN's column letter) is not replaced by its position's column.
TEST(Messages, ADiagnosticsOwnArgumentsWinOverItsPlace) {
    bn::Diagnostic d{"hen.column_out_of_range",
                     bn::Severity::error,
                     0,
                     1,
                     0,
                     0,
                     0,
                     {{"column", "t"}, {"width", "19"}, {"part", "x"}, {"offset", "0"}}};
    d.line = 1;
    d.column = 7;
    const std::string text = bn::messages::render(d, "en");
    EXPECT_NE(text.find("Column t out of range"), std::string::npos) << text;
}

}  // namespace
