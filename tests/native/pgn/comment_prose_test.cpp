// The prose of a comment (pgn/comment.cpp, comment_prose): its text without the embedded commands
// an export writes for programs, which is what a viewer shows as the comment.
#include <gtest/gtest.h>

#include "pgn/comment.hpp"

namespace {

std::string prose(std::string_view raw) { return bn::pgn::comment_prose(bn::pgn::read_comment(raw).text); }

TEST(PgnCommentProse, DropsEveryCommandAndFoldsWhatIsLeft) {
    EXPECT_EQ(prose("[%eval 0.17] [%clk 0:02:59]"), "");
    EXPECT_EQ(prose(" [%clk 0:02:59] Good move "), "Good move");
    EXPECT_EQ(prose("(0.00 -> 2.10) Blunder. Na5 was best. [%eval 2.1] [%clk 0:02:50]"),
              "(0.00 -> 2.10) Blunder. Na5 was best.");
    EXPECT_EQ(prose("before[%cal Ge2e4,Rd7d5]after"), "before after");
    EXPECT_EQ(prose("a [%csl Gd4] b [%unknown x y] c"), "a b c");
}

TEST(PgnCommentProse, KeepsWhatIsNoCommand) {
    EXPECT_EQ(prose("no commands at all"), "no commands at all");
    EXPECT_EQ(prose("[not a command] and [% nameless]"), "[not a command] and [% nameless]");
    EXPECT_EQ(prose("an open [%clk 0:01:00 without its bracket"), "an open [%clk 0:01:00 without its bracket");
    EXPECT_EQ(prose("brackets [1] [%clk 1:00] [2]"), "brackets [1] [2]");
    EXPECT_EQ(prose(""), "");
}

TEST(PgnCommentProse, SpansAreWhereTheCommandsAre) {
    const std::string text = "x [%clk 0:01:00] y [%eval #-3]";
    std::vector<std::string> whole;
    bn::pgn::for_each_command(
        text, [&](const bn::pgn::CommandSpan& span) { whole.push_back(text.substr(span.at, span.end - span.at)); });
    EXPECT_EQ(whole, (std::vector<std::string>{"[%clk 0:01:00]", "[%eval #-3]"}));
}

}  // namespace
