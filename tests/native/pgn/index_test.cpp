// The header-only index: the tags, offsets and lines of each game, as the full reader finds them.
#include <gtest/gtest.h>

#include "common/input.hpp"
#include "pgn/index.hpp"
#include "test_util.hpp"

using namespace bn::pgn;

namespace {

struct Entry {
    std::vector<Tag> tags;
    std::size_t offset, length;
    std::uint32_t line;
    std::size_t diagnostics;
};

std::vector<Entry> index_of(std::string_view text) {
    std::vector<Entry> out;
    index_games(text, [&](Game& g) { out.push_back({g.tags, g.offset, g.length, g.line, g.diagnostics.size()}); });
    return out;
}

}  // namespace

TEST(PgnIndex, TagsRangesAndLines) {
    const std::string text =
        "\xEF\xBB\xBF[Event \"One\"]\n[Result \"1-0\"]\n\n1. e4 {a comment\n[not a tag]} e5 ; [nor this\n"
        "% [escape line\n2. Nf3 1-0\n\n[Event \"T\xE9l\xE9\"]\n[Site \"Skopje, hotel \"Aleksandar Palace\"\"]\n\n1. d4 "
        "*\n";
    auto entries = index_of(text);
    ASSERT_EQ(entries.size(), 2u);
    EXPECT_EQ(entries[0].tags.size(), 2u);
    EXPECT_EQ(entries[0].tags[1].value, "1-0");
    EXPECT_EQ(entries[0].offset, 3u);  // after the BOM, counted in the input's bytes
    EXPECT_EQ(text.substr(entries[0].offset, entries[0].length).substr(0, 13), "[Event \"One\"]");
    EXPECT_EQ(text.substr(entries[0].offset + entries[0].length - 3, 3), "1-0");
    EXPECT_EQ(entries[0].line, 1u);
    EXPECT_EQ(entries[1].line, 9u);
    EXPECT_EQ(entries[1].tags[0].value, "T\xC3\xA9l\xC3\xA9");  // Latin-1 value decoded
    EXPECT_EQ(entries[1].tags[1].value, "Skopje, hotel \"Aleksandar Palace\"");
    EXPECT_EQ(entries[1].diagnostics, 1u);  // pgn.tag_quote
    EXPECT_EQ(text.substr(entries[1].offset + entries[1].length - 1, 1), "*");
}

TEST(PgnIndex, EmptyAndUntaggedInput) {
    EXPECT_TRUE(index_of("").empty());
    EXPECT_TRUE(index_of("  \n% only an escape line\n").empty());
    auto entries = index_of("1. e4 e5 *");
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_TRUE(entries[0].tags.empty());
    EXPECT_EQ(entries[0].length, 10u);
}

// Every game of the corpus: the index finds the games the full reader finds, with the same
// tags, offsets, lengths and lines.
TEST(PgnIndex, AgreesWithTheReaderOnTheCorpus) {
    auto files = pgn_test::corpus_files();
    if (files.empty()) GTEST_SKIP() << "corpus not found";
    std::size_t games = 0;
    for (const auto& path : files) {
        SCOPED_TRACE(path.filename().string());
        const std::string text = pgn_test::read_file(path);
        ParseOptions syntax;
        syntax.replay = false;
        Database db = parse(text, syntax);
        if (db.latin1) continue;  // offsets of a decoded text are not the input's
        auto entries = index_of(text);
        ASSERT_EQ(entries.size(), db.games.size());
        for (std::size_t k = 0; k < entries.size(); ++k) {
            const Game& g = db.games[k];
            ASSERT_EQ(entries[k].tags.size(), g.tags.size()) << k;
            for (std::size_t t = 0; t < g.tags.size(); ++t) EXPECT_EQ(entries[k].tags[t].value, g.tags[t].value);
            EXPECT_EQ(entries[k].offset, g.offset + bn::utf8_bom_length(text));
            EXPECT_EQ(entries[k].length, g.length) << k;
            EXPECT_EQ(entries[k].line, g.line);
            ++games;
        }
    }
    EXPECT_GT(games, 1000u);
}
