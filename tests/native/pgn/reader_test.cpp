// The database reader: tags, movetext elements, encodings, start positions, broken games.
#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "common/messages.hpp"
#include "test_util.hpp"

using namespace bn::pgn;
using pgn_test::game_of;
using pgn_test::main_line_sans;

namespace {

const Game& only_game(const Database& db) {
    EXPECT_EQ(db.games.size(), 1u);
    return db.games.at(0);
}
// The one game of `text` (a copy: the database is a temporary).
bool has_code(const Game& g, const std::string& code) {
    for (const auto& d : g.diagnostics)
        if (d.code == code) return true;
    return false;
}

}  // namespace

TEST(PgnReader, TagsWithEscapesAndAnyName) {
    auto db =
        parse("[Event \"A \\\"big\\\" one \\\\ here\"]\n[Custom_Tag2 \"x\"] [White\"Guyard\\Lemarchand\"]\n\n1. e4 *");
    const Game& g = only_game(db);
    EXPECT_TRUE(g.ok);
    EXPECT_EQ(g.tag("Event")->value, "A \"big\" one \\ here");
    EXPECT_EQ(g.tag("Custom_Tag2")->value, "x");
    EXPECT_EQ(g.tag("White")->value, "Guyard\\Lemarchand");  // a lone backslash is kept
    EXPECT_EQ(g.result, "*");
}

TEST(PgnReader, MovetextElements) {
    auto db = parse(
        "{Game comment} 1. e4! {best by test} {second} e5 $1 $14 2.Nf3?! Nc6 ; line comment\n"
        "3. Bb5 (3. Bc4 Bc5 (3... Nf6 4. d3) 4. c3) 3... a6 4. Ba4 1-0");
    const Game& g = only_game(db);
    EXPECT_TRUE(g.ok);
    ASSERT_EQ(g.comments.size(), 1u);
    EXPECT_EQ(g.comments[0].text, "Game comment");
    auto sans = main_line_sans(g);
    EXPECT_EQ(sans, (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"}));
    const MoveNode& e4 = g.nodes[g.first];
    EXPECT_EQ(e4.nags, std::vector<std::uint16_t>{1});
    ASSERT_EQ(e4.comments.size(), 2u);
    EXPECT_EQ(e4.comments[1].text, "second");
    const MoveNode& e5 = g.nodes[e4.next];
    EXPECT_EQ(e5.nags, (std::vector<std::uint16_t>{1, 14}));
    const MoveNode& nf3 = g.nodes[e5.next];
    EXPECT_EQ(nf3.nags, std::vector<std::uint16_t>{6});
    EXPECT_EQ(nf3.written, "Nf3");
    const MoveNode& nc6 = g.nodes[nf3.next];
    EXPECT_EQ(nc6.comments.at(0).text, "line comment");
    // 3. Bb5 has the variation 3. Bc4, which itself has 3... Nf6 instead of 3... Bc5.
    NodeIndex bb5 = nc6.next;
    ASSERT_EQ(g.nodes[bb5].variations.size(), 1u);
    const MoveNode& bc4 = g.nodes[g.nodes[bb5].variations[0]];
    EXPECT_EQ(bc4.san, "Bc4");
    EXPECT_EQ(bc4.previous, g.nodes[bb5].previous);
    const MoveNode& bc5 = g.nodes[bc4.next];
    ASSERT_EQ(bc5.variations.size(), 1u);
    const MoveNode& nf6 = g.nodes[bc5.variations[0]];
    EXPECT_EQ(nf6.san, "Nf6");
    EXPECT_EQ(g.nodes[nf6.next].san, "d3");
    EXPECT_EQ(g.nodes[bc5.next].san, "c3");
    EXPECT_EQ(nf6.fen, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
}

TEST(PgnReader, MoveDetails) {
    auto db = parse("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0");
    const Game& g = only_game(db);
    NodeIndex last = g.first;
    while (g.nodes[last].next != no_node) last = g.nodes[last].next;
    const MoveNode& mate = g.nodes[last];
    EXPECT_EQ(mate.san, "Qxf7#");
    EXPECT_EQ(bn::chess::square_name(mate.move.from()), "h5");
    EXPECT_EQ(bn::chess::square_name(mate.move.to()), "f7");
    EXPECT_EQ(mate.color, bn::chess::white);
    EXPECT_EQ(mate.move_number, 4u);
    EXPECT_EQ(mate.fen, "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4");
}

TEST(PgnReader, PermissiveAndStrictSan) {
    const char* text = "1. e4 e5 2. Ng1f3 Nc6 3. Bb5+ a6 *";
    const Game loose = game_of(text);
    EXPECT_TRUE(loose.ok);
    EXPECT_EQ(main_line_sans(loose)[2], "Nf3");
    EXPECT_EQ(loose.nodes[2].written, "Ng1f3");
    EXPECT_TRUE(has_code(loose, "chess.san.disambiguation"));
    const Game strict = game_of(text, {true});
    EXPECT_FALSE(strict.ok);
    EXPECT_EQ(main_line_sans(strict).size(), 2u);
}

TEST(PgnReader, EscapeLinesCrLfAndBom) {
    auto db = parse("\xEF\xBB\xBF% private data\r\n[Event \"x\"]\r\n\r\n1. d4 d5\r\n% more\r\n2. c4 *\r\n");
    const Game& g = only_game(db);
    EXPECT_TRUE(g.ok);
    EXPECT_EQ(main_line_sans(g), (std::vector<std::string>{"d4", "d5", "c4"}));
}

TEST(PgnReader, Latin1IsDetectedAndDecoded) {
    auto db = parse("[White \"R\xE9ti, Richard\"]\n{Caf\xE9} 1. Nf3 *");
    EXPECT_TRUE(db.latin1);
    ASSERT_EQ(db.diagnostics.size(), 1u);
    EXPECT_EQ(db.diagnostics[0].code, "pgn.latin1");
    const Game& g = only_game(db);
    EXPECT_EQ(g.tag("White")->value, "R\xC3\xA9ti, Richard");
    EXPECT_EQ(g.comments[0].text, "Caf\xC3\xA9");
}

TEST(PgnReader, SetUpAndFen) {
    auto db = parse("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 5 39\"]\n\n39... Kd7 40. e4 *");
    const Game& g = only_game(db);
    EXPECT_TRUE(g.ok);
    EXPECT_EQ(g.start_fen, "4k3/8/8/8/8/8/4P3/4K3 b - - 5 39");
    EXPECT_EQ(main_line_sans(g), (std::vector<std::string>{"Kd7", "e4"}));
    EXPECT_EQ(g.nodes[0].color, bn::chess::black);
    EXPECT_EQ(g.nodes[0].move_number, 39u);
    auto bad = parse("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *\n\n[SetUp \"1\"]\n1. e4 *\n\n1. e4 *");
    ASSERT_EQ(bad.games.size(), 3u);
    EXPECT_TRUE(has_code(bad.games[0], "pgn.bad_fen"));
    EXPECT_EQ(bad.games[0].diagnostics.back().line, 1u);
    EXPECT_TRUE(has_code(bad.games[1], "pgn.setup_without_fen"));
    EXPECT_TRUE(bad.games[2].ok);
}

TEST(PgnReader, GamesWithoutMoves) {
    auto db = parse("[Event \"a\"]\n[Result \"*\"]\n\n*\n\n[Event \"b\"]\n\n1-0\n\n[Event \"c\"]\n");
    ASSERT_EQ(db.games.size(), 3u);
    EXPECT_EQ(db.games[0].first, no_node);
    EXPECT_TRUE(db.games[0].ok);
    EXPECT_EQ(db.games[1].result, "1-0");
    EXPECT_EQ(db.games[2].tag("Event")->value, "c");
    EXPECT_TRUE(has_code(db.games[2], "pgn.missing_result"));
    EXPECT_TRUE(parse("").games.empty());
    EXPECT_TRUE(parse("  \n% only an escape line\n").games.empty());
}

TEST(PgnReader, CommentCommands) {
    auto db = parse("1. e4 {[%clk 0:03:00] [%eval -1.25] [%cal Ge2e4,Rd2d4] [%csl Yd5] [%eval #-3] [%foo bar]} *");
    const Game& g = only_game(db);
    const Comment& c = g.nodes[0].comments.at(0);
    ASSERT_EQ(c.commands.size(), 6u);
    EXPECT_EQ(c.commands[0].name, "clk");
    EXPECT_EQ(c.commands[0].value, "0:03:00");
    EXPECT_TRUE(c.commands[0].parsed);
    EXPECT_DOUBLE_EQ(c.commands[0].seconds, 180);
    EXPECT_DOUBLE_EQ(c.commands[1].pawns, -1.25);
    ASSERT_EQ(c.commands[2].shapes.size(), 2u);
    EXPECT_EQ(c.commands[2].shapes[1].color, 'R');
    EXPECT_EQ(bn::chess::square_name(c.commands[2].shapes[1].to), "d4");
    EXPECT_EQ(bn::chess::square_name(c.commands[3].shapes[0].from), "d5");
    EXPECT_EQ(c.commands[3].shapes[0].to, bn::chess::no_square);
    EXPECT_TRUE(c.commands[4].is_mate);
    EXPECT_EQ(c.commands[4].mate, -3);
    EXPECT_FALSE(c.commands[5].parsed);
    EXPECT_EQ(c.commands[5].value, "bar");
    EXPECT_EQ(c.text, "[%clk 0:03:00] [%eval -1.25] [%cal Ge2e4,Rd2d4] [%csl Yd5] [%eval #-3] [%foo bar]");
}

TEST(PgnReader, BrokenGamesDoNotStopTheFile) {
    auto db = parse(
        "[Event \"illegal\"]\n\n1. e4 e5 2. Ke3 Nc6 1-0\n\n"
        "[Event \"syntax\"]\n\n1. e4 @ e5 2. d4 *\n\n"
        "[Event \"comment\"]\n\n1. e4 {never closed\n\n"
        "[Event \"next\"]\n1. d4 *\n");
    ASSERT_EQ(db.games.size(), 3u);  // the unclosed comment swallows the rest of the file
    const Game& illegal = db.games[0];
    EXPECT_FALSE(illegal.ok);
    EXPECT_EQ(main_line_sans(illegal).size(), 2u);
    ASSERT_FALSE(illegal.diagnostics.empty());
    EXPECT_EQ(illegal.diagnostics[0].code, "chess.san.illegal");
    EXPECT_EQ(illegal.diagnostics[0].line, 3u);
    EXPECT_EQ(illegal.diagnostics[0].column, 13u);
    EXPECT_EQ(illegal.result, "1-0");
    const Game& syntax = db.games[1];
    EXPECT_FALSE(syntax.ok);
    EXPECT_EQ(syntax.diagnostics[0].code, "pgn.unexpected_char");
    EXPECT_EQ(syntax.diagnostics[0].line, 7u);
    EXPECT_EQ(syntax.diagnostics[0].column, 7u);
    EXPECT_TRUE(has_code(db.games[2], "pgn.unterminated_comment"));
    auto db2 = parse("1. e4 @ 1-0\n[Event \"after\"]\n1. d4 *\n");
    ASSERT_EQ(db2.games.size(), 2u);
    EXPECT_TRUE(db2.games[1].ok);
    std::string message = bn::messages::render(illegal.diagnostics[0], "es");
    EXPECT_NE(message.find("Ke3"), std::string::npos);
}

TEST(PgnReader, VariationProblems) {
    EXPECT_TRUE(has_code(game_of("(1. e4) 1. d4 *"), "pgn.variation_without_move"));
    EXPECT_TRUE(has_code(game_of("1. e4 ) e5 *"), "pgn.unmatched_close"));
    EXPECT_TRUE(has_code(game_of("1. e4 (1. d4 e5 *"), "pgn.unclosed_variation"));
    EXPECT_TRUE(has_code(game_of("1. e4 e5 $300 *"), "pgn.bad_nag"));
    const Game mismatch = game_of("[Result \"1-0\"]\n1. e4 0-1");
    EXPECT_TRUE(mismatch.ok);
    EXPECT_TRUE(has_code(mismatch, "pgn.result_mismatch"));
}

TEST(PgnReader, DeepNestingNeitherCrashesNorRecurses) {
    // 200,000 nested variations: far past the limit, read with a diagnostic, no stack growth.
    std::string text = "1. e4 e5 ";
    const int depth = 200000;
    for (int i = 0; i < depth; ++i) text += "(1... c5 ";
    for (int i = 0; i < depth; ++i) text += ") ";
    text += "2. Nf3 *";
    const Game g = game_of(text);
    EXPECT_TRUE(has_code(g, "pgn.variation_too_deep"));
    EXPECT_EQ(main_line_sans(g), (std::vector<std::string>{"e4", "e5", "Nf3"}));
    std::string written = write(g);
    auto again = parse(written);
    EXPECT_TRUE(pgn_test::same_game(g, only_game(again)));
    // Within the limit, every level is kept.
    std::string ok = "1. e4 e5 ";
    for (std::size_t i = 0; i < max_variation_depth - 1; ++i) ok += "(1... c5 ";
    for (std::size_t i = 0; i < max_variation_depth - 1; ++i) ok += ") ";
    ok += "*";
    const Game kept = game_of(ok);
    EXPECT_TRUE(kept.ok);
    EXPECT_EQ(kept.nodes.size(), 2 + max_variation_depth - 1);
}

TEST(PgnReader, MalformedTagsAreReportedAndTheGameGoesOn) {
    auto db = parse("[Event \"a\"]\n[ \"no name\"]\n[Site noquote]\n[Round \"open\n[White \"W\" \n\n1. e4 *");
    const Game& g = only_game(db);
    EXPECT_TRUE(has_code(g, "pgn.tag_name"));
    EXPECT_TRUE(has_code(g, "pgn.tag_value"));
    EXPECT_TRUE(has_code(g, "pgn.tag_unterminated"));
    EXPECT_TRUE(has_code(g, "pgn.tag_close"));
    EXPECT_EQ(main_line_sans(g), std::vector<std::string>{"e4"});
    EXPECT_EQ(g.tag("Event")->value, "a");
}

TEST(PgnStream, LatinOneGamesAndPositionsAcrossPieces) {
    const std::string text = "[Event \"a\"]\r\n\r\n1. e4 *\r\n\r\n[White \"R\xE9ti\"]\r\n\r\n1. Nf3 d5 2. Ke3 *\r\n";
    for (std::size_t piece : {1u, 2u, 7u, 1000u}) {
        Stream stream;
        std::vector<Game> games = pgn_test::stream_all(text, piece, stream);
        ASSERT_EQ(games.size(), 2u) << piece;
        EXPECT_EQ(games[1].tag("White")->value, "R\xC3\xA9ti");
        EXPECT_EQ(games[1].line, 5u);
        ASSERT_EQ(games[1].diagnostics.size(), 2u);
        EXPECT_EQ(games[1].diagnostics[0].code, "pgn.latin1_game");
        EXPECT_EQ(games[1].diagnostics[1].code, "chess.san.illegal");
        EXPECT_EQ(games[1].diagnostics[1].line, 7u);
        EXPECT_EQ(games[1].diagnostics[1].column, 14u);
        EXPECT_EQ(stream.consumed(), text.size());
    }
}

// Past 64 KiB the stream drops the games it handed out; offsets of moves, like those of
// games and diagnostics, still count from the start of the whole input.
TEST(PgnStream, OffsetsCountFromTheStartAfterDroppingHandedOutGames) {
    const std::string text = std::string(70000, '\n') + "1. e4 *\n\n1. d4 Kd5 *\n";
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 2u);
    Stream stream;
    std::vector<Game> games;
    Game g;
    for (std::size_t at = 0; at < text.size(); at += 4096) {
        stream.push(std::string_view(text).substr(at, 4096));
        while (stream.next(g)) games.push_back(g);
    }
    stream.close();
    while (stream.next(g)) games.push_back(g);
    ASSERT_EQ(games.size(), 2u);
    for (std::size_t i = 0; i < 2; ++i) {
        EXPECT_EQ(games[i].offset, db.games[i].offset);
        EXPECT_EQ(games[i].line, db.games[i].line);
        ASSERT_EQ(games[i].nodes.size(), db.games[i].nodes.size());
        for (std::size_t k = 0; k < games[i].nodes.size(); ++k)
            EXPECT_EQ(games[i].nodes[k].offset, db.games[i].nodes[k].offset) << i << " " << k;
    }
    ASSERT_EQ(games[1].diagnostics.size(), 1u);
    EXPECT_EQ(games[1].diagnostics[0].offset, db.games[1].diagnostics[0].offset);
    EXPECT_EQ(games[1].diagnostics[0].line, 70003u);
}

TEST(PgnWriter, ExportFormatDetails) {
    auto db = parse(
        "[Black \"B \\\"q\\\"\"]\n[Zed \"z\"]\n[Annotator \"a\"]\n[Event \"e\"]\n\n"
        "{start} 1. e4 {c} e5 (1... c5 2. Nf3) (1... e6) 2. Nf3 $1 Nc6 1/2-1/2");
    std::string out = write(db.games.at(0));
    EXPECT_EQ(out,
              "[Event \"e\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
              "[Black \"B \\\"q\\\"\"]\n[Result \"1/2-1/2\"]\n[Annotator \"a\"]\n[Zed \"z\"]\n\n"
              "{start} 1. e4 {c} 1... e5 (1... c5 2. Nf3) (1... e6) 2. Nf3 $1 Nc6 1/2-1/2\n");
    WriteOptions narrow;
    narrow.max_line = 20;
    std::string wrapped = write(db.games.at(0), narrow);
    std::size_t body = wrapped.find("\n\n") + 2;
    for (std::size_t at = body, end; at < wrapped.size(); at = end + 1) {
        end = wrapped.find('\n', at);
        EXPECT_LE(end - at, 20u);
    }
    EXPECT_TRUE(pgn_test::same_game(db.games[0], parse(wrapped).games.at(0)));
}
