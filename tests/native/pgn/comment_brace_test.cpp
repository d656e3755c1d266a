// A comment with a '}' cannot be written in braces: the writer makes it a ';' comment, which
// reads back as the same text (comments keep their text with white space folded).
#include <gtest/gtest.h>

#include "pgn/build.hpp"
#include "test_util.hpp"

using namespace bn::pgn;
using pgn_test::game_of;

TEST(PgnCommentBrace, WrittenAsALineCommentAndReadBackTheSame) {
    const Game g = game_of("; a } before\n1. e4 ;the {best} move\n e5 ( ;only}\n 1... c5) 2. Nf3 {plain} *");
    ASSERT_TRUE(g.ok);
    ASSERT_EQ(g.comments.size(), 1u);
    EXPECT_EQ(g.comments[0].text, "a } before");
    EXPECT_EQ(g.nodes[0].comments[0].text, "the {best} move");
    const std::string written = write(g);
    EXPECT_NE(written.find(";a } before\n"), std::string::npos) << written;
    EXPECT_NE(written.find("1. e4 ;the {best} move\n1... e5 (;only}\n1... c5) 2. Nf3 {plain} *"), std::string::npos)
        << written;
    const Game again = game_of(written);
    ASSERT_TRUE(again.ok);
    EXPECT_TRUE(pgn_test::same_game(g, again));
    EXPECT_EQ(write(again), written);
}

TEST(PgnCommentBrace, FromDataWithLineBreaksAndLongText) {
    GameInput input;
    std::string long_text = "x}";
    for (int i = 0; i < 30; ++i) long_text += " word";
    input.moves = {{"e4", no_node, {}, {"a}\nb", long_text}}, {"e5", 0, {}, {"c} d"}}};
    auto built = build_game(input);
    ASSERT_TRUE(built.ok);
    EXPECT_EQ(built.value.nodes[0].comments[0].text, "a} b");  // folded when built
    const std::string written = write(built.value);
    const Game again = game_of(written);
    ASSERT_TRUE(again.ok);
    EXPECT_TRUE(pgn_test::same_game(built.value, again)) << written;
    // The long ';' comment cannot be broken: its line is longer than 79 characters.
    EXPECT_NE(written.find(";" + long_text + "\n"), std::string::npos);
}

TEST(PgnCommentBrace, HandMadeCommentWithALineBreak) {
    // A Comment built by hand (not read) may hold a line break: it becomes a space.
    Game g = game_of("1. e4 *");
    g.nodes[0].comments.push_back({"one }\ntwo", {}});
    const Game again = game_of(write(g));
    ASSERT_EQ(again.nodes[0].comments.size(), 1u);
    EXPECT_EQ(again.nodes[0].comments[0].text, "one } two");
}
