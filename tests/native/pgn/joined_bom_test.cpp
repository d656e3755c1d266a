// Files made by joining exports (`cat a.pgn b.pgn`) carry a byte order mark where each export
// began: at the start of a game, inside the file. The mark is skipped with pgn.joined_bom (an
// error in strict mode) and the game is read whole; the whole reading, the stream in pieces and
// the header index agree on where each game starts (at its mark).
#include <gtest/gtest.h>

#include "pgn/index.hpp"
#include "test_util.hpp"

using namespace bn::pgn;
using pgn_test::main_line_sans;

namespace {

const std::string bom = "\xEF\xBB\xBF";

// Three exports joined: the second game has a result, the third follows a game without one
// (its mark at the start of a line ends that game, as a '[' does), and a fourth after a '%' line.
std::string joined() {
    return bom + "[Event \"a\"]\n\n1. e4 e5 1-0\n" + bom + "[Event \"b\"]\n\n1. d4 d5\n" + bom +
           "[Event \"c\"]\n\n1. c4 (1. Nf3) e5 *\n\n" + bom + "\n[Event \"d\"]\n\n1. g3 *\n";
}

std::size_t count(const Game& g, const std::string& code) {
    std::size_t n = 0;
    for (const auto& d : g.diagnostics) n += d.code == code;
    return n;
}

}  // namespace

TEST(PgnJoinedBom, EveryGameIsReadWithAWarningAtItsMark) {
    const std::string text = joined();
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 4u);
    EXPECT_EQ(main_line_sans(db.games[0]), (std::vector<std::string>{"e4", "e5"}));
    EXPECT_EQ(main_line_sans(db.games[1]), (std::vector<std::string>{"d4", "d5"}));
    EXPECT_EQ(main_line_sans(db.games[2]), (std::vector<std::string>{"c4", "e5"}));
    EXPECT_EQ(main_line_sans(db.games[3]), (std::vector<std::string>{"g3"}));
    EXPECT_EQ(db.games[1].tag("Event")->value, "b");
    EXPECT_EQ(db.games[2].tag("Event")->value, "c");
    EXPECT_EQ(count(db.games[0], "pgn.joined_bom"), 0u);  // the file's own mark is no join
    for (std::size_t k = 1; k < 4; ++k) {
        SCOPED_TRACE(k);
        EXPECT_EQ(count(db.games[k], "pgn.joined_bom"), 1u);
        EXPECT_EQ(text.substr(bom.size() + db.games[k].offset, 3), bom);  // parse counts after the file's mark
        const bn::Diagnostic& d = db.games[k].diagnostics.front();
        EXPECT_EQ(d.code, "pgn.joined_bom");
        EXPECT_EQ(d.severity, bn::Severity::warning);
        EXPECT_EQ(d.column, 1u);
        EXPECT_EQ(d.line, db.games[k].line);
        EXPECT_EQ(count(db.games[k], "pgn.unexpected_char"), 0u);
    }
    EXPECT_TRUE(db.games[0].ok);
    EXPECT_TRUE(db.games[2].ok);
    EXPECT_TRUE(db.games[3].ok);
    EXPECT_EQ(db.games[1].line, 4u);
    EXPECT_EQ(db.games[2].line, 7u);
}

TEST(PgnJoinedBom, StrictModeMakesItAnError) {
    Database db = parse(joined(), [] {
        ParseOptions o;
        o.strict = true;
        return o;
    }());
    ASSERT_EQ(db.games.size(), 4u);
    EXPECT_FALSE(db.games[2].ok);
    EXPECT_EQ(db.games[2].diagnostics.front().severity, bn::Severity::error);
    EXPECT_EQ(main_line_sans(db.games[2]), (std::vector<std::string>{"c4", "e5"}));
}

TEST(PgnJoinedBom, TheStreamInPiecesAndTheIndexFindTheSameGames) {
    const std::string text = joined();
    const Database db = parse(text);
    for (std::size_t piece : {std::size_t{1}, std::size_t{2}, std::size_t{5}, std::size_t{4096}}) {
        SCOPED_TRACE(piece);
        Stream stream;
        const std::vector<Game> games = pgn_test::stream_all(text, piece, stream);
        ASSERT_EQ(games.size(), db.games.size());
        for (std::size_t k = 0; k < games.size(); ++k) {
            EXPECT_EQ(games[k].offset, bom.size() + db.games[k].offset) << k;  // the input's bytes
            EXPECT_EQ(pgn_test::codes(games[k]), pgn_test::codes(db.games[k])) << k;
            EXPECT_EQ(main_line_sans(games[k]), main_line_sans(db.games[k])) << k;
        }
    }
    std::vector<std::size_t> offsets;
    index_games(text, [&](Game& g) { offsets.push_back(g.offset); });
    ASSERT_EQ(offsets.size(), db.games.size());
    for (std::size_t k = 0; k < offsets.size(); ++k) EXPECT_EQ(offsets[k], bom.size() + db.games[k].offset) << k;
}

TEST(PgnJoinedBom, AMarkInsideAGameIsStillAnError) {
    // Only at the start of a game (or of a line that starts the next one) is a mark a join.
    Game g = pgn_test::game_of("[Event \"x\"]\n\n1. e4 " + bom + "e5 *\n");
    EXPECT_FALSE(g.ok);
    EXPECT_EQ(count(g, "pgn.unexpected_char"), 1u);
}
