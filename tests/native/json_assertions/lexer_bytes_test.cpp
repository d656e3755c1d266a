// The JSON lexer on bytes from 0x80, built with assertions on (tests/native/CMakeLists.txt compiles
// src/json/lexer.cpp into this test without NDEBUG): X3's character classes (x3::xdigit...) hand a
// char to <cctype>, where a byte from 0x80 is a negative int, which Boost asserts against and the C
// standard leaves undefined. A release build hides that; here it would abort the test.
#include <gtest/gtest.h>

#include <string>

#include "json/read.hpp"

namespace {

TEST(JsonLexerBytes, AUnicodeEscapeOfNonAsciiBytesIsASyntaxError) {
    for (int byte = 0x80; byte <= 0xff; ++byte) {
        std::string text = "\"\\u";
        text += static_cast<char>(byte);
        text += "000\"";
        auto parsed = bn::json::parse(text);
        EXPECT_FALSE(parsed.ok) << byte;
        ASSERT_FALSE(parsed.diagnostics.empty()) << byte;
        EXPECT_EQ(parsed.diagnostics.front().code.rfind("json.", 0), 0u) << parsed.diagnostics.front().code;
    }
}

TEST(JsonLexerBytes, NonAsciiBytesReadAsTheyDidWithAssertionsOn) {
    auto parsed = bn::json::parse("[\"\xc3\xa9\\u00e9\\uABcd\", 1]");
    ASSERT_TRUE(parsed.ok);
    EXPECT_EQ(parsed.value.items[0].text, "\xc3\xa9\xc3\xa9\xea\xaf\x8d");
    // Bytes from 0x80 where a token starts or a literal ends: refused, never asserted on.
    for (const char* text : {"\xff", "[1,\xe9]", "nul\xe9", "true\xe9", "-\xe9", "1.\xe9", "1e\xe9"})
        EXPECT_FALSE(bn::json::parse(text).ok) << text;
}

}  // namespace
