// chess.js 1.4's pgn() layout (pgn/write_chess_js.hpp). The expected texts are what chess.js
// 1.4.0 writes for the same game (node_modules/chess.js), but for the one documented
// difference: a broken group after another on its line starts with a space.
#include <gtest/gtest.h>

#include <string>

#include "chess/fen.hpp"
#include "chess/game.hpp"
#include "pgn/write_chess_js.hpp"

using namespace bn::pgn;

namespace {

const std::string roster_lines =
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n";

std::vector<Tag> roster() {
    return {{"Event", "?"}, {"Site", "?"},  {"Date", "????.??.??"}, {"Round", "?"},
            {"White", "?"}, {"Black", "?"}, {"Result", "*"}};
}

bn::chess::Game played(const std::string& fen, const std::string& sans) {
    auto start = bn::chess::parse_fen(fen);
    EXPECT_TRUE(start.ok) << fen;
    bn::chess::Game game(start.value);
    std::size_t at = 0;
    while (at < sans.size()) {
        std::size_t end = sans.find(' ', at);
        if (end == std::string::npos) end = sans.size();
        EXPECT_TRUE(game.play_san(sans.substr(at, end - at)).ok) << sans.substr(at, end - at);
        at = end + 1;
    }
    return game;
}

// 1. e4 e5 {long comment} 2. Nf3 Nc6 3. Bb5 a6 {Morphy}
ChessJsGame ruy_lopez() {
    ChessJsGame game = chess_js_game_of(played(std::string(bn::chess::initial_fen), "e4 e5 Nf3 Nc6 Bb5 a6"));
    game.tags = roster();
    game.result = "*";
    game.comments.resize(7);
    game.comments[2] = "the open game, as old as chess itself";
    game.comments[6] = "Morphy";
    return game;
}

}  // namespace

TEST(WriteChessJs, NoMovesWritesTheRosterAndTheResultAfterASpace) {
    ChessJsGame game;
    game.tags = roster();
    game.result = "*";
    EXPECT_EQ(write_chess_js(game), roster_lines + " *");
    EXPECT_EQ(write_chess_js(game, {5, "\n"}), roster_lines + " *");
    game.comments = {std::string("hello")};
    EXPECT_EQ(write_chess_js(game), roster_lines + "{hello} *");
}

TEST(WriteChessJs, OneLineWithCommentsAndABlankLineAfterTheTags) {
    EXPECT_EQ(write_chess_js(ruy_lopez()),
              roster_lines + "\n1. e4 e5 {the open game, as old as chess itself} 2. Nf3 Nc6 3. Bb5 a6 {Morphy} *");
}

TEST(WriteChessJs, BlackFirstNumbersFromTheStartWithItsComment) {
    ChessJsGame game = chess_js_game_of(played("4k3/8/8/8/8/8/8/R3K3 b - - 3 45", "Kd7 Ra7+ Kc6"));
    EXPECT_EQ(game.first_number, 45u);
    EXPECT_TRUE(game.black_first);
    game.tags = roster();
    game.tags.push_back({"SetUp", "1"});
    game.tags.push_back({"FEN", "4k3/8/8/8/8/8/8/R3K3 b - - 3 45"});
    game.result = "*";
    game.comments = {std::string("start"), std::string("after")};
    const std::string tags = roster_lines + "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 b - - 3 45\"]\n\n";
    EXPECT_EQ(write_chess_js(game), tags + "{start} 45. ... Kd7 {after} 46. Ra7+ Kc6 *");
    EXPECT_EQ(write_chess_js(game, {12, "\n"}), tags + "{start} 45.\n... Kd7\n{after}\n46. Ra7+ Kc6\n*");
}

TEST(WriteChessJs, WrapsAsChessJsButForTheSpaceBeforeABrokenGroup) {
    // chess.js: "2. Nf3 Nc63. Bb5 a6", which reads back as other moves.
    EXPECT_EQ(write_chess_js(ruy_lopez(), {20, "\n"}),
              roster_lines + "\n1. e4 e5 {the open\ngame, as old as\nchess itself}\n2. Nf3 Nc6 3. Bb5 a6\n{Morphy} *");
    EXPECT_EQ(
        write_chess_js(ruy_lopez(), {8, "\n"}),
        roster_lines + "\n1. e4 e5\n{the\nopen\ngame, as\nold as\nchess\nitself}\n2. Nf3 Nc6\n3. Bb5\na6\n{Morphy}\n*");
}

TEST(WriteChessJs, TheNewlineEndsTagLinesAndWrappedLinesAndItsSpaceStays) {
    std::string expected =
        roster_lines + "\n1. e4 e5 {the open\ngame, as old as\nchess itself}\n2. Nf3 Nc6 3. Bb5 a6\n{Morphy} *";
    std::string br;
    for (char c : expected) br += c == '\n' ? std::string("<br />") : std::string(1, c);
    EXPECT_EQ(write_chess_js(ruy_lopez(), {20, "<br />"}), br);
}

TEST(WriteChessJs, WidthCountsUtf16UnitsAsChessJs) {
    ChessJsGame game = chess_js_game_of(played(std::string(bn::chess::initial_fen), "e4 e5"));
    game.result = "*";
    game.comments = {std::nullopt, std::string("\xC3\xA9t\xC3\xA9"), std::string("\xF0\x9F\x98\x80")};
    // "1. e4 {été} e5 {😀}" is 19 units (the emoji two): it fits 19, not 18.
    EXPECT_EQ(write_chess_js(game, {19, "\n"}), "\n1. e4 {\xC3\xA9t\xC3\xA9} e5 {\xF0\x9F\x98\x80}\n*");
    EXPECT_EQ(write_chess_js(game, {18, "\n"}), "\n1. e4 {\xC3\xA9t\xC3\xA9} e5\n{\xF0\x9F\x98\x80} *");
}

TEST(WriteChessJs, TagsInTheStandardsOrderThenTheOthersAsSet) {
    ChessJsGame game;
    game.tags = {{"Annotator", "me"}, {"Opening", "Ruy"}, {"Zeta", "z"},     {"Black", "B"},
                 {"Alpha", "a"},      {"WhiteElo", ""},   {"bad name", "x"}, {"Event", "E"}};
    game.result = "1-0";
    EXPECT_EQ(write_chess_js(game),
              "[Event \"E\"]\n[Black \"B\"]\n[Opening \"Ruy\"]\n[Annotator \"me\"]\n"
              "[Zeta \"z\"]\n[Alpha \"a\"]\n 1-0");
}

TEST(WriteChessJs, AResultThatIsNoTerminationMarkerEndsWithAStar) {
    ChessJsGame game = chess_js_game_of(played(std::string(bn::chess::initial_fen), "e4"));
    game.result = "1-0 2. Qh5";
    EXPECT_EQ(write_chess_js(game), "\n1. e4 *");
    game.result = "1/2-1/2";
    EXPECT_EQ(write_chess_js(game), "\n1. e4 1/2-1/2");
}

TEST(WriteChessJs, TagValuesAreEscapedAndKeepToTheirLine) {
    ChessJsGame game;
    game.tags = {{"Event", "a \"b\" \\ c\n[Event \"x\"]"}};
    game.result = "*";
    EXPECT_EQ(write_chess_js(game), "[Event \"a \\\"b\\\" \\\\ c [Event \\\"x\\\"]\"]\n *");
}

TEST(WriteChessJs, PassesAndTheirNumbers) {
    bn::chess::Game game = played(std::string(bn::chess::initial_fen), "e4");
    ASSERT_TRUE(game.pass());
    ASSERT_TRUE(game.play_san("d4").ok);
    ChessJsGame written = chess_js_game_of(game);
    written.result = "*";
    EXPECT_EQ(write_chess_js(written), "\n1. e4 -- 2. d4 *");
}
