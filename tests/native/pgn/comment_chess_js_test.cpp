// Comment texts as chess.js 1.4 reads them (pgn::chess_js_comment_text, the chess.js drop-in's
// loadPgn): a brace comment as written but for its line breaks, each run one space; a ';' comment
// trimmed. The expected texts are chess.js 1.4.0's getComments() for the same PGN. Which kind a
// comment is, is the byte before its raw text ('{' or ';').
#include <gtest/gtest.h>

#include <string>

#include "pgn/comment.hpp"
#include "pgn/read.hpp"

namespace {

using bn::pgn::chess_js_comment_text;

// The comment as the reader's raw view of it: after its delimiter in the text.
std::string read(char delimiter, const std::string& raw) {
    const std::string text = delimiter + raw;
    std::string buffer;
    return std::string(chess_js_comment_text(std::string_view(text).substr(1), buffer));
}

std::string brace(const std::string& raw) { return read('{', raw); }
std::string line(const std::string& raw) { return read(';', raw); }

TEST(PgnCommentChessJs, BraceCommentsKeepTheirSpacesAndMakeEachRunOfLineBreaksOneSpace) {
    EXPECT_EQ(brace(" spaced  out "), " spaced  out ");
    EXPECT_EQ(brace("a\n  b"), "a   b");
    EXPECT_EQ(brace("one\r\n\r\ntwo\tthree"), "one two\tthree");
    EXPECT_EQ(brace("\n"), " ");
    EXPECT_EQ(brace(""), "");
}

TEST(PgnCommentChessJs, LineCommentsAreTrimmed) {
    EXPECT_EQ(line("   one  two   "), "one  two");
    EXPECT_EQ(line("\tx\t"), "x");
    EXPECT_EQ(line("   "), "");
}

TEST(PgnCommentChessJs, TheReadersRawCommentsFollowTheirDelimiter) {
    bn::pgn::ParseOptions options;
    options.raw_comments = true;
    options.replay = false;
    const std::string text = "1. e4 { a\n b } e5 ; rest  \n2. Nf3 *";
    const auto db = bn::pgn::parse(text, options);
    ASSERT_EQ(db.games.size(), 1u);
    const auto& nodes = db.games[0].nodes;
    ASSERT_GE(nodes.size(), 2u);
    std::string buffer;
    ASSERT_EQ(nodes[0].comments.size(), 1u);
    EXPECT_EQ(chess_js_comment_text(nodes[0].comments[0].raw, buffer), " a  b ");
    ASSERT_EQ(nodes[1].comments.size(), 1u);
    EXPECT_EQ(chess_js_comment_text(nodes[1].comments[0].raw, buffer), "rest");
}

}  // namespace
