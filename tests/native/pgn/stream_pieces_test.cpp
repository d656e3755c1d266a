// The streaming reader fed one byte at a time: the same games as parse(), and an amount of
// reading that grows linearly with the input, not with the square of the games' sizes
// (Stream::bytes_scanned counts every byte each try at a game goes through).
#include <gtest/gtest.h>

#include <iostream>

#include "test_util.hpp"

using namespace bn::pgn;
using pgn_test::stream_all;

namespace {

void expect_same(const Database& db, const std::vector<Game>& streamed) {
    ASSERT_EQ(streamed.size(), db.games.size());
    for (std::size_t i = 0; i < streamed.size(); ++i) {
        EXPECT_EQ(streamed[i].result, db.games[i].result) << i;
        Game same = streamed[i];  // same_game compares with a written game, where "" became "*"
        if (same.result.empty()) same.result = "*";
        EXPECT_TRUE(pgn_test::same_game(db.games[i], same)) << i;
        EXPECT_EQ(streamed[i].offset, db.games[i].offset);
        EXPECT_EQ(streamed[i].line, db.games[i].line) << i;
        ASSERT_EQ(streamed[i].diagnostics.size(), db.games[i].diagnostics.size()) << i;
        for (std::size_t k = 0; k < streamed[i].diagnostics.size(); ++k) {
            EXPECT_EQ(streamed[i].diagnostics[k].code, db.games[i].diagnostics[k].code);
            EXPECT_EQ(streamed[i].diagnostics[k].offset, db.games[i].diagnostics[k].offset);
            EXPECT_EQ(streamed[i].diagnostics[k].line, db.games[i].diagnostics[k].line) << i << " " << k;
            EXPECT_EQ(streamed[i].diagnostics[k].column, db.games[i].diagnostics[k].column) << i << " " << k;
        }
    }
}

// A database with what makes a game's end hard to see: tag-less games after a marker,
// comments after the marker, '%' lines, long comments, a game without a marker, a broken one.
std::string tricky_database() {
    std::string long_comment(5000, 'x');
    std::string text;
    for (int i = 0; i < 40; ++i) {
        text += "[Event \"e" + std::to_string(i) + "\"]\n[Site \"s\"]\n\n";
        text += "1. e4 {" + long_comment + " [%clk 0:01:00] 1-0 in a comment} e5 2. Nf3 Nc6 ";
        text += i % 4 == 0   ? "1-0 {after the marker}\n% escape line\n"
                : i % 4 == 1 ? "1/2-1/2\n1. d4 d5 0-1 ; line\n"
                : i % 4 == 2 ? "\n"
                             : "@ broken\n";
    }
    return text;
}

}  // namespace

TEST(PgnStreamPieces, OneByteAtATimeGivesTheSameGames) {
    const std::string text = tricky_database();
    const Database db = parse(text);
    for (std::size_t piece : {std::size_t{1}, std::size_t{7}, std::size_t{4096}}) {
        SCOPED_TRACE(piece);
        Stream stream;
        expect_same(db, stream_all(text, piece, stream));
        EXPECT_EQ(stream.consumed(), text.size());
    }
}

TEST(PgnStreamPieces, ReadingGrowsLinearlyWithTheInput) {
    const std::string text = tricky_database();
    Stream whole;
    stream_all(text, text.size(), whole);
    EXPECT_GE(whole.bytes_scanned(), text.size());
    // Once, plus the last game tried before close() said it was the last.
    EXPECT_LE(whole.bytes_scanned(), text.size() + text.size() / 10);
    Stream bytes;
    stream_all(text, 1, bytes);
    // Each game (about 5,000 bytes) re-read after each of its bytes would be ~2,500 times its
    // size; tries at sizes that double cost at most twice, the few tries that a '[', a marker
    // or the token after it wake add a few sizes more.
    EXPECT_LE(bytes.bytes_scanned(), 12 * text.size()) << bytes.bytes_scanned() << " for " << text.size();
    std::cout << "one byte at a time: " << bytes.bytes_scanned() << " bytes scanned for " << text.size() << '\n';
}

TEST(PgnStreamPieces, BigCorpusDatabasesOneByteAtATime) {
    auto files = pgn_test::corpus_files();
    if (files.empty()) GTEST_SKIP() << "corpus not found";
    int tested = 0;
    for (const auto& path : files) {
        // The biggest database (550 kB, 827 games) and a study full of comments and variations.
        const std::string name = path.filename().string();
        if (name != "Fischer.pgn" && name.rfind("lichess_study_beautiful", 0) != 0) continue;
        SCOPED_TRACE(name);
        ++tested;
        const std::string text = pgn_test::read_file(path);
        const Database db = parse(text);
        Stream stream;
        expect_same(db, stream_all(text, 1, stream));
        EXPECT_LE(stream.bytes_scanned(), 12 * text.size()) << stream.bytes_scanned() << " for " << text.size();
        std::cout << name << " one byte at a time: " << stream.bytes_scanned() << " bytes scanned for " << text.size()
                  << '\n';
    }
    EXPECT_EQ(tested, 2);
}

TEST(PgnStreamPieces, AGameIsHandedOutAsSoonAsTheNextOneStarts) {
    // Not delayed by the tries it skips: the '[' of the next game wakes the reader.
    const std::string first = "[Event \"a\"]\n\n1. e4 {" + std::string(3000, 'c') + "} e5 1-0\n\n";
    Stream stream;
    Game g;
    for (char c : first) {
        stream.push(std::string_view(&c, 1));
        EXPECT_FALSE(stream.next(g));
    }
    stream.push("[");
    ASSERT_TRUE(stream.next(g));
    EXPECT_EQ(g.main_line_length(), 2u);
    // A tag-less game after a marker: its first token ends the game before it.
    Stream tagless;
    for (char c : std::string("1. e4 e5 1-0\n")) {
        tagless.push(std::string_view(&c, 1));
        EXPECT_FALSE(tagless.next(g));
    }
    tagless.push("1");
    ASSERT_TRUE(tagless.next(g));
    EXPECT_EQ(g.result, "1-0");
}

// The stream locates each game's diagnostics in the game's own text and carries the line and
// column where the next game starts: games that share a line (the next one starts on the
// column after a marker), CRLF and lone CR breaks, and text in several scripts (columns count
// UTF-16 units) must give the positions parse() gives, also after 64 KiB of games handed out
// have been dropped from the buffer.
TEST(PgnStreamPieces, PositionsOfGamesSharingLinesAcrossDroppedGames) {
    std::string text;
    for (int i = 0; text.size() < 3 * (std::size_t{1} << 16); ++i) {
        const char* breaks[] = {"\n", "\r\n", "\r", " "};
        text += "1. e4 {caf\xC3\xA9 \xF0\x9F\x98\x80} e5 2. Ke3 *";  // an illegal move: a diagnostic
        text += breaks[i % 4];
        text += "[Event \"\xE6\x97\xA5 " + std::to_string(i) + "\"] 1. d4 Nf6 2. Bg5?? Qd7 1-0 ";
        if (i % 3 == 0) text += breaks[(i + 1) % 4];
    }
    const Database db = parse(text);
    ASSERT_GT(db.games.size(), 1000u);
    for (std::size_t piece : {std::size_t{1}, std::size_t{13}, std::size_t{4096}, std::size_t{70000}}) {
        SCOPED_TRACE(piece);
        Stream stream;
        expect_same(db, stream_all(text, piece, stream));
        EXPECT_EQ(stream.consumed(), text.size());
    }
}

// Found by fuzzing (tests/fuzz/regressions/pgn_stream): after 64 KiB the stream drops the games
// it handed out; the next game then started at position 0 of its buffer, where the reader took
// a '%' after the marker on the same line for an escape line (a '%' that starts a line) and
// lost the game that parse() reads.
TEST(PgnStreamPieces, APercentSignAfterDroppedGamesIsNoEscapeLine) {
    std::string text;
    while (text.size() < (std::size_t{1} << 16) + 512) text += "\t \n";
    text += "* %4 e4 *\n";
    const Database db = parse(text);
    ASSERT_EQ(db.games.size(), 2u);
    for (std::size_t piece : {std::size_t{1}, std::size_t{16384}}) {
        SCOPED_TRACE(piece);
        Stream stream;
        expect_same(db, stream_all(text, piece, stream));
    }
}
