// A file that mixes UTF-8 and ISO-8859-1 games: parse() decodes it game by game, as the
// streaming reader does, so both read the same games and UTF-8 text stays UTF-8.
#include <gtest/gtest.h>

#include "test_util.hpp"

using namespace bn::pgn;

namespace {

std::vector<Game> streamed(const std::string& text, std::size_t piece) {
    Stream stream;
    return pgn_test::stream_all(text, piece, stream);
}

}  // namespace

TEST(PgnMixedEncoding, EachGameIsDecodedOnItsOwn) {
    const std::string text = pgn_test::read_file(std::string(BN_FIXTURES_DIR) + "/pgn/mixed_encoding.pgn");
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 2u);
    EXPECT_TRUE(db.latin1);
    ASSERT_EQ(db.diagnostics.size(), 1u);
    EXPECT_EQ(db.diagnostics[0].code, "pgn.latin1");
    EXPECT_EQ(db.diagnostics[0].args[0].value, "1");  // one game of two decoded
    EXPECT_EQ(db.games[0].tag("White")->value, "M\xC3\xBCller");
    EXPECT_EQ(db.games[0].nodes[0].comments[0].text, "UTF-8: M\xC3\xBCller");
    EXPECT_TRUE(db.games[0].diagnostics.empty());
    EXPECT_EQ(db.games[1].tag("White")->value, "R\xC3\xA9ti");
    EXPECT_EQ(db.games[1].nodes[0].comments[0].text, "Latin-1: R\xC3\xA9ti");
    ASSERT_EQ(db.games[1].diagnostics.size(), 1u);
    EXPECT_EQ(db.games[1].diagnostics[0].code, "pgn.latin1_game");
    EXPECT_EQ(db.games[1].diagnostics[0].line, 6u);
    EXPECT_EQ(db.games[1].line, 6u);
    // The text the offsets refer to is UTF-8 throughout.
    EXPECT_EQ(db.text.substr(db.games[1].nodes[0].offset, 3), "Nf3");
    for (std::size_t piece : {1u, 5u, 4096u}) {
        std::vector<Game> games = streamed(text, piece);
        ASSERT_EQ(games.size(), db.games.size()) << piece;
        for (std::size_t k = 0; k < games.size(); ++k) {
            EXPECT_TRUE(pgn_test::same_game(db.games[k], games[k])) << piece << " game " << k;
            EXPECT_EQ(pgn_test::codes(db.games[k]), pgn_test::codes(games[k]));
            EXPECT_EQ(db.games[k].line, games[k].line);
            for (std::size_t d = 0; d < games[k].diagnostics.size(); ++d) {
                EXPECT_EQ(db.games[k].diagnostics[d].line, games[k].diagnostics[d].line);
                EXPECT_EQ(db.games[k].diagnostics[d].column, games[k].diagnostics[d].column);
            }
        }
    }
}

TEST(PgnMixedEncoding, AnAllLatin1FileStillReadsAsLatin1) {
    Database db = parse("[White \"R\xE9ti\"]\n\n1. Nf3 *\n\n[White \"Caf\xE9\"]\n\n1. e4 *\n");
    ASSERT_EQ(db.games.size(), 2u);
    EXPECT_EQ(db.diagnostics[0].args[0].value, "2");
    EXPECT_EQ(db.games[0].tag("White")->value, "R\xC3\xA9ti");
    EXPECT_EQ(db.games[1].tag("White")->value, "Caf\xC3\xA9");
    EXPECT_EQ(db.games[1].line, 5u);
}

// A UTF-8 game of a mixed input that ends where an untagged game starts after a blank line
// says so (pgn.blank_line_split names the next game's "1."), as the same game says it in a UTF-8
// input and as the stream says it: the game is read with the text after it (a fuzz finding).
TEST(PgnMixedEncoding, AUtf8GameSeesTheGameAfterIt) {
    const std::string tail = "1. d4 d5 *\n\n[White \"Caf\xE9\"]\n\n1. c4 *\n";
    const std::string head = "1. e4 e5\n\n";
    Database db = parse(head + tail);
    ASSERT_TRUE(db.latin1);
    ASSERT_EQ(db.games.size(), 3u);
    EXPECT_EQ(pgn_test::codes(db.games[0]), pgn_test::codes(parse(head + "1. d4 d5 *\n").games[0]));
    ASSERT_FALSE(db.games[0].diagnostics.empty());
    EXPECT_EQ(db.games[0].diagnostics[0].code, "pgn.blank_line_split");
    EXPECT_EQ(db.games[0].diagnostics[0].line, 3u);
    for (std::size_t piece : {1u, 7u, 4096u}) {
        std::vector<Game> games = streamed(head + tail, piece);
        ASSERT_EQ(games.size(), db.games.size()) << piece;
        for (std::size_t k = 0; k < games.size(); ++k)
            EXPECT_EQ(pgn_test::codes(db.games[k]), pgn_test::codes(games[k])) << piece << " game " << k;
    }
}

// A file joined after a UTF-8 game, with its byte-order mark, whose games are ISO-8859-1: the
// mark is skipped with pgn.joined_bom as in a UTF-8 file (it was decoded as "ï»¿" and read as
// an unexpected character, which also changed how the game before it ended: a fuzz finding).
TEST(PgnMixedEncoding, AJoinedByteOrderMarkBeforeALatin1Game) {
    const std::string text = "[Event \"a\"]\n[Result \"*\"]\n\xEF\xBB\xBF[Event \"Caf\xE9\"]\n\n1. e4 *\n";
    Database db = parse(text);
    ASSERT_TRUE(db.latin1);
    ASSERT_EQ(db.games.size(), 2u);
    EXPECT_EQ(pgn_test::codes(db.games[0]), std::vector<std::string>{"pgn.missing_result"});
    EXPECT_EQ(pgn_test::codes(db.games[1]), (std::vector<std::string>{"pgn.latin1_game", "pgn.joined_bom"}));
    EXPECT_EQ(db.games[1].tag("Event")->value, "Caf\xC3\xA9");
    for (std::size_t piece : {1u, 5u, 4096u}) {
        std::vector<Game> games = streamed(text, piece);
        ASSERT_EQ(games.size(), db.games.size()) << piece;
        for (std::size_t k = 0; k < games.size(); ++k)
            EXPECT_EQ(pgn_test::codes(db.games[k]), pgn_test::codes(games[k])) << piece << " game " << k;
    }
}
