// A comment's text has every run of white space folded into one space and is trimmed
// (pgn/comment.cpp, which copies runs of single-spaced words whole): checked against a fold
// word by word on seeded random texts of words, spaces, tabs, line breaks and UTF-8. The view
// of folded_text (the raw text itself when trimming is all it needs) gives the same text.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "pgn/comment.hpp"

namespace {

bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

std::string fold_word_by_word(const std::string& raw) {
    std::string out;
    std::string word;
    for (char c : raw + ' ') {
        if (!is_space(c)) {
            word += c;
        } else if (!word.empty()) {
            if (!out.empty()) out += ' ';
            out += word;
            word.clear();
        }
    }
    return out;
}

TEST(PgnCommentFold, FoldsEveryRunOfWhiteSpace) {
    EXPECT_EQ(bn::pgn::read_comment("  one  two\n three\t\r\nfour  ").text, "one two three four");
    EXPECT_EQ(bn::pgn::read_comment("single spaced words only").text, "single spaced words only");
    EXPECT_EQ(bn::pgn::read_comment(" \n\t ").text, "");
    EXPECT_EQ(bn::pgn::read_comment("a").text, "a");
    EXPECT_EQ(bn::pgn::read_comment("a \n").text, "a");
}

TEST(PgnCommentFold, AgreesWithAWordByWordFoldOnRandomTexts) {
    const std::vector<std::string> pieces = {"a", "bc", "Ü",  "王", "[%clk", "0:01:02]", " ",
                                             " ", "  ", "\n", "\t", "\r\n",  "\v",       "\f"};
    std::mt19937 random(2026);
    for (int round = 0; round < 20000; ++round) {
        std::string raw;
        const int count = static_cast<int>(random() % 24);
        for (int k = 0; k < count; ++k) raw += pieces[random() % pieces.size()];
        ASSERT_EQ(bn::pgn::read_comment(raw).text, fold_word_by_word(raw)) << "raw: \"" << raw << '"';
        std::string buffer = "left over";
        ASSERT_EQ(bn::pgn::folded_text(raw, buffer), fold_word_by_word(raw)) << "raw: \"" << raw << '"';
    }
}

TEST(PgnCommentFold, FoldedTextIsAViewOfTheInputWhenTrimmingIsEnough) {
    std::string buffer;
    const std::string raw = "  [%eval 0.17] [%clk 0:02:55] ";
    const std::string_view text = bn::pgn::folded_text(raw, buffer);
    EXPECT_EQ(text, "[%eval 0.17] [%clk 0:02:55]");
    EXPECT_EQ(text.data(), raw.data() + 2);
    EXPECT_EQ(bn::pgn::folded_text("a\tb", buffer), "a b");
    EXPECT_EQ(bn::pgn::folded_text("a  b", buffer), "a b");
    EXPECT_EQ(bn::pgn::folded_text(" \n ", buffer), "");
}

}  // namespace
