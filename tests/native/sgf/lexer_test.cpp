// SGF tokens: the common ones (lexed by hand in front of the X3 rules) and the rest (left to
// the rules) come out as the lexical grammar of sgf4.html says.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "sgf/lexer.hpp"

namespace {

using bn::sgf::Lexed;

// Every token of `text` as "head" or "[value]", then "end" or "failure@offset".
std::vector<std::string> tokens(std::string_view text) {
    std::vector<std::string> out;
    const char* first = text.data();
    const char* last = text.data() + text.size();
    bn::sgf::syntax::Token token;
    for (;;) {
        Lexed lexed = bn::sgf::next_token(first, last, token);
        if (lexed == Lexed::end) {
            out.push_back("end");
            return out;
        }
        if (lexed == Lexed::failure) {
            out.push_back("failure@" + std::to_string(first - text.data()));
            return out;
        }
        std::string piece(token.text());
        out.push_back(token.value ? "[" + piece + "]" : piece);
    }
}

using List = std::vector<std::string>;

TEST(SgfLexer, StructureIdentifiersAndPlainValues) {
    EXPECT_EQ(tokens("(;GM[1]B[pd];W[])"), (List{"(", ";", "GM", "[1]", "B", "[pd]", ";", "W", "[]", ")", "end"}));
    // FF[3] names and lower-case letters reach the tree builder as written.
    EXPECT_EQ(tokens("AddBlack[aa]"), (List{"AddBlack", "[aa]", "end"}));
}

TEST(SgfLexer, WhiteSpaceBetweenTokens) {
    EXPECT_EQ(tokens(" \t\r\n(\v;\fB [pd]\n)\n"), (List{"(", ";", "B", "[pd]", ")", "end"}));
}

TEST(SgfLexer, ValuesKeepTheirBytes) {
    // Non-ASCII bytes, line breaks and "[" inside a value are value text.
    EXPECT_EQ(tokens("C[\xE6\x9F\xAF\xE6\xB4\x81\n[x]"), (List{"C", "[\xE6\x9F\xAF\xE6\xB4\x81\n[x]", "end"}));
}

TEST(SgfLexer, EscapesStayInTheValue) {
    EXPECT_EQ(tokens("C[a\\]b]B[pd]"), (List{"C", "[a\\]b]", "B", "[pd]", "end"}));
    EXPECT_EQ(tokens("C[\\\\]"), (List{"C", "[\\\\]", "end"}));
}

TEST(SgfLexer, UnclosedValueStopsAtItsBracket) {
    EXPECT_EQ(tokens("B[pd"), (List{"B", "failure@1"}));
    EXPECT_EQ(tokens("C[ab\\"), (List{"C", "failure@1"}));
    EXPECT_EQ(tokens("C[a\\]b"), (List{"C", "failure@1"}));
}

TEST(SgfLexer, ByteNoTokenStartsWith) {
    EXPECT_EQ(tokens("(;B[pd]1"), (List{"(", ";", "B", "[pd]", "failure@7"}));
    EXPECT_EQ(tokens("\x80"), (List{"failure@0"}));
    EXPECT_EQ(tokens("]"), (List{"failure@0"}));
}

}  // namespace
