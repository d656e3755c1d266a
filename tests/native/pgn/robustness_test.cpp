// Mutated real PGN (random bytes replaced, deleted, inserted): never a crash or a hang, every
// game read without error writes back to text that reads without error, and the streaming
// reader and the challenge grammar survive the same inputs. Deterministic (fixed seed).
#include <gtest/gtest.h>

#include <random>

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
