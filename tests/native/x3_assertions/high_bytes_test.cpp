// Every X3 grammar but JSON's (tests/native/json_assertions has that one) on bytes from 0x80,
// built with assertions on: tests/native/CMakeLists.txt compiles each grammar's translation unit
// into this test without NDEBUG, in place of its library's copy. X3's character classes of the
// `standard` encoding (x3::space, x3::alpha, x3::xdigit...) hand a char to <cctype>, where a
// byte from 0x80 is a negative int: Boost asserts against it, and the C standard leaves it
// undefined, which a release build hides. The classes of the `ascii` encoding (x3::ascii::space,
// the SGF lexer's) first ask ascii::ischar, which refuses such a byte, so no byte from 0x80 ever
// reaches a classifier there; character sets (x3::char_("a-z")) compare bytes and are safe too.
// Each test puts every byte from 0x80 in every place of a small valid text, where a class
// would see it; an assertion would abort the test.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "bdl/read.hpp"
#include "chess/fen.hpp"
#include "chess/san.hpp"
#include "gbb/read.hpp"
#include "hen/read.hpp"
#include "pgn/movetext.hpp"
#include "sgf/lexer.hpp"
#include "sgf/read.hpp"

namespace {

// Calls `read` with `text` where one byte from 0x80 is put before each of its bytes and at its
// end, and with one of its bytes replaced by it.
template <class Read>
void each_high_byte_in(std::string_view text, Read read) {
    for (int byte = 0x80; byte <= 0xff; ++byte) {
        const char high = static_cast<char>(byte);
        for (std::size_t at = 0; at <= text.size(); ++at) {
            std::string inserted(text);
            inserted.insert(inserted.begin() + static_cast<std::ptrdiff_t>(at), high);
            read(inserted);
            if (at == text.size()) continue;
            std::string replaced(text);
            replaced[at] = high;
            read(replaced);
        }
    }
}

TEST(X3HighBytes, SgfLexer) {
    // The lexer alone: a byte from 0x80 where a token starts is no token, and white space
    // stops in front of it.
    for (int byte = 0x80; byte <= 0xff; ++byte) {
        const std::string text = std::string(" \n") + static_cast<char>(byte) + "B";
        const char* first = text.data();
        bn::sgf::syntax::Token token;
        EXPECT_EQ(bn::sgf::next_token(first, text.data() + text.size(), token), bn::sgf::Lexed::failure) << byte;
        EXPECT_EQ(first, text.data() + 2) << byte;
    }
    // In a value it is text.
    const std::string value = "[\xc3\xa9]";
    const char* first = value.data();
    bn::sgf::syntax::Token token;
    ASSERT_EQ(bn::sgf::next_token(first, value.data() + value.size(), token), bn::sgf::Lexed::token);
    EXPECT_TRUE(token.value);
    EXPECT_EQ(token.text(), "\xc3\xa9");
    // The whole reader, everywhere in a record: a byte in a property identifier is an error.
    each_high_byte_in("(;FF[4]SZ[9]\n;B[aa]C[x\\]y];W[bb])", [](const std::string& text) { bn::sgf::parse(text); });
    EXPECT_FALSE(bn::sgf::parse("(;B\xe9[aa])").ok);
}

TEST(X3HighBytes, BdlLexer) {
    each_high_byte_in("rules{\n  width : 8\n  height : -8\n}\npieces{ p{ moves{ x : 1, y : 0 } } }\nexplicit{ a }",
                      [](const std::string& text) { bn::bdl::parse(text); });
    EXPECT_FALSE(bn::bdl::parse("rules{ width\xe9 : 8 }").ok);
}

TEST(X3HighBytes, HenLexer) {
    each_high_byte_in(".9x9_8Gw_7Eb2w~b.H4w.b", [](const std::string& text) {
        bn::hen::parse(text);
        bn::hen::validate(text);
    });
    EXPECT_FALSE(bn::hen::validate(".9x9_8G\xe9w").ok);
}

TEST(X3HighBytes, GbbGrammar) {
    each_high_byte_in("GBB/1.0 size 3 3 cell 0 0 Azul 1 Negro 2 head 1 1",
                      [](const std::string& text) { bn::gbb::parse(text); });
    EXPECT_FALSE(bn::gbb::parse("GBB/1.0 size 3\xe9 3 head 1 1").ok);
}

TEST(X3HighBytes, FenAndSanGrammars) {
    each_high_byte_in("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                      [](const std::string& text) { bn::chess::parse_fen(text); });
    EXPECT_FALSE(bn::chess::parse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\xe9").ok);
    const auto initial = bn::chess::Position::initial();
    for (std::string_view san : {"e4", "Nf3+", "exd5 e.p.", "O-O-O!?", "e8=Q#", "Pe2-e4"})
        each_high_byte_in(san, [&](const std::string& text) { bn::chess::read_san(initial, text); });
    EXPECT_FALSE(bn::chess::read_san(initial, "e\xe9").ok);
}

TEST(X3HighBytes, PgnMovetextGrammar) {
    each_high_byte_in("1. e4 e5 2. Nf3 O-O 1/2-1/2", [](const std::string& text) { bn::pgn::movetext::parse(text); });
    EXPECT_FALSE(bn::pgn::movetext::parse("1. e4 e\xe9").ok);
}

}  // namespace
