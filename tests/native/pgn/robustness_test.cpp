// Mutated real PGN (random bytes replaced, deleted, inserted): never a crash or a hang, every
// game read without error writes back to text that reads without error, and the streaming
// reader and the challenge grammar survive the same inputs. Deterministic (fixed seed).
#include <gtest/gtest.h>

#include <random>

#include "pgn/index.hpp"
#include "pgn/movetext.hpp"
#include "test_util.hpp"

using namespace bn::pgn;

TEST(PgnRobustness, MutatedCorpusText) {
    auto files = pgn_test::corpus_files();
    if (files.empty()) GTEST_SKIP() << "corpus not found";
    const std::string base = pgn_test::read_file(files.back()).substr(0, 20000);
    std::mt19937 rng(20260122);
    const std::string alphabet = "[]{}()\";%$!?.*-/\\\n\r 0123456789abcdefghNBRQKOxX=+#\xE9\xFF";
    for (int iteration = 0; iteration < 300; ++iteration) {
        std::string text = base;
        const int edits = 1 + static_cast<int>(rng() % 20);
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = rng() % text.size();
            const char c = alphabet[rng() % alphabet.size()];
            switch (rng() % 3) {
                case 0: text[at] = c; break;
                case 1: text.erase(at, rng() % 10); break;
                default: text.insert(at, 1, c);
            }
        }
        Database db = parse(text);
        for (const auto& game : db.games) {
            if (!game.ok) continue;
            Database again = parse(write(game));
            ASSERT_EQ(again.games.size(), 1u) << iteration;
            EXPECT_TRUE(again.games[0].ok) << iteration;
        }
        Stream stream;
        Game game;
        std::size_t streamed = 0;
        for (std::size_t at = 0; at < text.size(); at += 333) {
            stream.push(std::string_view(text).substr(at, 333));
            while (stream.next(game)) ++streamed;
        }
        stream.close();
        while (stream.next(game)) ++streamed;
        EXPECT_EQ(streamed, db.games.size()) << iteration;
        movetext::parse(text.substr(0, 600));
    }
}

TEST(PgnRobustness, BytesAboveAsciiInFenTagsAndMovetext) {
    auto db = parse("[FEN \"8/8/8/8/8/8/8/8 w - - \xE9 1\"]\n\n1. e4 *");
    ASSERT_EQ(db.games.size(), 1u);
    EXPECT_FALSE(db.games[0].ok);
    EXPECT_FALSE(movetext::parse("1\xE9. e4 *").ok);
    EXPECT_FALSE(movetext::parse("\xFF").ok);
}

// The fixtures of real-world spellings, mutated with the bytes of those spellings (dashes, ½,
// evaluation signs, quotes, blank lines): the reader, the stream in pieces and the index never
// crash, the stream finds the games parse finds, and a game read without error writes back to
// text that reads without error.
TEST(PgnRobustness, MutatedRealWorldSpellings) {
    std::string base;
    for (const char* name :
         {"castling_spellings.pgn", "evaluation_symbols.pgn", "nag_before_moves.pgn", "tag_quotes.pgn",
          "untagged_games.pgn", "half_point_draw.pgn", "multiline_tags.pgn", "mixed_encoding.pgn"})
        base += pgn_test::read_file(std::string(BN_FIXTURES_DIR) + "/pgn/" + name) + "\n";
    std::mt19937 rng(20261125);
    const std::vector<std::string> pieces = {"\xE2\x80\x93",
                                             "\xC2\xBD",
                                             "\xE2\x88\x9E",
                                             "\xC2\xB1",
                                             "\"",
                                             "]",
                                             "[",
                                             "\n\n",
                                             "\n",
                                             "1.",
                                             "o-o",
                                             "O",
                                             "-",
                                             "$",
                                             "(",
                                             ")",
                                             "{",
                                             "}",
                                             "+/-",
                                             "\xE2",
                                             "\xBD",
                                             "=",
                                             "N",
                                             " "};
    for (int iteration = 0; iteration < 300; ++iteration) {
        std::string text = base;
        const int edits = 1 + static_cast<int>(rng() % 12);
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = rng() % text.size();
            const std::string& piece = pieces[rng() % pieces.size()];
            if (rng() % 3 == 0)
                text.erase(at, 1 + rng() % 4);
            else
                text.insert(at, piece);
        }
        for (bool strict : {false, true}) {
            ParseOptions options;
            options.strict = strict;
            Database db = parse(text, options);
            for (const auto& game : db.games) {
                if (!game.ok || strict) continue;
                Database again = parse(write(game));
                ASSERT_EQ(again.games.size(), 1u) << iteration;
                EXPECT_TRUE(again.games[0].ok) << iteration << "\n" << write(game);
            }
            Stream stream(options);
            Game game;
            std::size_t streamed = 0;
            for (std::size_t at = 0; at < text.size(); at += 97) {
                stream.push(std::string_view(text).substr(at, 97));
                while (stream.next(game)) ++streamed;
            }
            stream.close();
            while (stream.next(game)) ++streamed;
            EXPECT_EQ(streamed, db.games.size()) << iteration;
        }
        std::size_t end = 0;
        index_games(text, [&](Game& g) {
            EXPECT_GE(g.offset, end);
            EXPECT_LE(g.offset + g.length, text.size());
            end = g.offset + g.length;
        });
    }
}
