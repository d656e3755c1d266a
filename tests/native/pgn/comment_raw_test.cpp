// Comments kept as written (ParseOptions::raw_comments) and read later into one reused
// Comment (what the JS binding does) give what the reader gives when it reads them itself.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pgn/comment.hpp"
#include "pgn/read.hpp"

namespace {

using bn::pgn::Comment;

void expect_same(const Comment& got, const Comment& want, const std::string& raw) {
    SCOPED_TRACE("raw: \"" + raw + '"');
    EXPECT_EQ(got.text, want.text);
    ASSERT_EQ(got.commands.size(), want.commands.size());
    for (std::size_t k = 0; k < want.commands.size(); ++k) {
        const auto& g = got.commands[k];
        const auto& w = want.commands[k];
        EXPECT_EQ(g.name, w.name);
        EXPECT_EQ(g.value, w.value);
        EXPECT_EQ(g.parsed, w.parsed);
        EXPECT_EQ(g.seconds, w.seconds);
        EXPECT_EQ(g.pawns, w.pawns);
        EXPECT_EQ(g.is_mate, w.is_mate);
        EXPECT_EQ(g.mate, w.mate);
        ASSERT_EQ(g.shapes.size(), w.shapes.size());
        for (std::size_t s = 0; s < w.shapes.size(); ++s) {
            EXPECT_EQ(g.shapes[s].color, w.shapes[s].color);
            EXPECT_EQ(g.shapes[s].from, w.shapes[s].from);
            EXPECT_EQ(g.shapes[s].to, w.shapes[s].to);
        }
    }
}

// Each comment is read into the Comment the one before it was read into: fewer, more or other
// commands than before, values of other kinds, none at all.
TEST(PgnCommentRaw, ReusedCommentReadsLikeAFreshOne) {
    const std::vector<std::string> raws = {
        " [%cal Ge2e4,Rd2d4] [%eval #-3] [%clk 0:03:00] three ",
        "[%eval 0.17]",
        "no command\n at  all",
        "[%csl Ge4] [%clk 1:02:03.5] [%emt 0:00:07] [%foo bar]",
        "[%eval 2.5,21] [%clk bad]",
        "",
        "[%eval -1.25]",
    };
    Comment reused;
    for (const std::string& raw : raws) {
        bn::pgn::read_comment(raw, reused);
        expect_same(reused, bn::pgn::read_comment(raw), raw);
    }
}

TEST(PgnCommentRaw, RawCommentsAreTheWrittenTextsAndReadTheSame) {
    const std::string text =
        "[Event \"x\"]\n\n{ before  the game } 1. e4 {[%eval 0.2] [%clk 0:03:00]} e5 ( { before e6 } 1... e6 "
        "{in a\nvariation} ) 2. Nf3 ; to the end of the line\n Nc6 * { after the result }\n";
    bn::pgn::ParseOptions read_now;
    bn::pgn::ParseOptions raw = read_now;
    raw.raw_comments = true;
    std::vector<std::vector<Comment>> want, got;
    auto collect = [](std::vector<std::vector<Comment>>& into) {
        return [&into](bn::pgn::Game& game) {
            into.push_back(game.comments);
            for (const auto& node : game.nodes) {
                into.push_back(node.comments_before);
                into.push_back(node.comments);
            }
        };
    };
    bn::pgn::parse_each(text, read_now, collect(want));
    // The views are into `text`, which lives on: they can be read after the parse.
    bn::pgn::parse_each(text, raw, collect(got));
    ASSERT_EQ(got.size(), want.size());
    std::size_t count = 0;
    Comment reused;
    for (std::size_t i = 0; i < want.size(); ++i) {
        ASSERT_EQ(got[i].size(), want[i].size());
        for (std::size_t k = 0; k < want[i].size(); ++k, ++count) {
            const Comment& kept = got[i][k];
            EXPECT_TRUE(kept.text.empty());
            EXPECT_TRUE(kept.commands.empty());
            ASSERT_GE(kept.raw.data(), text.data());
            ASSERT_LE(kept.raw.data() + kept.raw.size(), text.data() + text.size());
            bn::pgn::read_comment(kept.raw, reused);
            expect_same(reused, want[i][k], std::string(kept.raw));
        }
    }
    EXPECT_EQ(count, 6u);
}

}  // namespace
