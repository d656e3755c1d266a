// What real databases contain beyond the PGN standard (tests/fixtures/pgn/README.md): each is
// read with a warning that locates it, and with ParseOptions::strict the same diagnostic is an
// error.
#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "test_util.hpp"

using namespace bn::pgn;
using pgn_test::main_line_sans;

namespace {

std::string fixture(const std::string& name) {
    return pgn_test::read_file(std::string(BN_FIXTURES_DIR) + "/pgn/" + name);
}

ParseOptions strict() {
    ParseOptions options;
    options.strict = true;
    return options;
}

const bn::Diagnostic* find(const Game& g, const std::string& code) {
    for (const auto& d : g.diagnostics)
        if (d.code == code) return &d;
    return nullptr;
}

std::size_t count(const Game& g, const std::string& code) {
    std::size_t n = 0;
    for (const auto& d : g.diagnostics) n += d.code == code;
    return n;
}

// The diagnostic `code` of `g` is there with that severity, line and column.
void expect_at(const Game& g, const std::string& code, bn::Severity severity, std::uint32_t line,
               std::uint32_t column) {
    const bn::Diagnostic* d = find(g, code);
    ASSERT_NE(d, nullptr) << code;
    EXPECT_EQ(d->severity, severity) << code;
    EXPECT_EQ(d->line, line) << code;
    EXPECT_EQ(d->column, column) << code;
}

// Every diagnostic of the lenient reading is an error in strict mode, and the strict reading
// keeps the same moves (the tolerances change severities, not what is read).
void expect_strict_errors(const std::string& text, const std::string& code) {
    Database lenient = parse(text);
    Database hard = parse(text, strict());
    ASSERT_EQ(lenient.games.size(), hard.games.size());
    bool seen = false;
    for (std::size_t k = 0; k < hard.games.size(); ++k) {
        for (const auto& d : hard.games[k].diagnostics)
            if (d.code == code) {
                seen = true;
                EXPECT_EQ(d.severity, bn::Severity::error);
                EXPECT_FALSE(hard.games[k].ok);
            }
    }
    EXPECT_TRUE(seen) << code;
}

}  // namespace

TEST(PgnRealWorld, CastlingSpellings) {
    const std::string text = fixture("castling_spellings.pgn");
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 3u);
    for (const Game& g : db.games) EXPECT_TRUE(g.ok) << g.line;
    EXPECT_EQ(main_line_sans(db.games[0])[6], "O-O");
    EXPECT_EQ(main_line_sans(db.games[0])[13], "O-O");
    EXPECT_EQ(count(db.games[0], "pgn.castling_spelling"), 2u);
    expect_at(db.games[0], "pgn.castling_spelling", bn::Severity::warning, 4, 35);
    EXPECT_EQ(db.games[0].diagnostics[1].args[0].value, "O\xE2\x80\x93O");  // as written, en dash
    EXPECT_EQ(main_line_sans(db.games[1])[8], "O-O-O");
    EXPECT_EQ(db.games[1].nodes[8].nags, (std::vector<std::uint16_t>{1}));  // "O—O—O!"
    EXPECT_EQ(main_line_sans(db.games[2])[6], "O-O");
    EXPECT_EQ(count(db.games[2], "pgn.castling_spelling"), 1u);  // "0–0"; "0-0" is the SAN reader's
    EXPECT_EQ(count(db.games[2], "chess.san.castling_zeros"), 1u);
    expect_strict_errors(text, "pgn.castling_spelling");
    // The replay off reads the same moves.
    ParseOptions syntax;
    syntax.replay = false;
    Database plain = parse(text, syntax);
    EXPECT_TRUE(plain.games[0].ok);
    EXPECT_EQ(plain.games[0].nodes[13].written, "O-O");
}

TEST(PgnRealWorld, LowerCaseCastlingAnywhereInAToken) {
    Game g = pgn_test::game_of("1. e4 e5 2. Nf3 Nf6 3. Be2 Be7 4. o-o o-o *");
    EXPECT_TRUE(g.ok);
    EXPECT_EQ(count(g, "pgn.castling_spelling"), 2u);
    // Not castling at all: stays an error.
    Game bad = pgn_test::game_of("1. o-x *");
    EXPECT_FALSE(bad.ok);
    EXPECT_EQ(find(bad, "pgn.castling_spelling"), nullptr);
}

TEST(PgnRealWorld, HalfPointDraw) {
    const std::string text = fixture("half_point_draw.pgn");
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 2u);
    EXPECT_TRUE(db.games[0].ok);
    EXPECT_EQ(db.games[0].result, "1/2-1/2");
    expect_at(db.games[0], "pgn.result_spelling", bn::Severity::warning, 4, 21);
    EXPECT_EQ(find(db.games[0], "pgn.result_mismatch"), nullptr);
    EXPECT_EQ(db.games[1].result, "1-0");
    EXPECT_TRUE(db.games[1].ok);
    expect_strict_errors(text, "pgn.result_spelling");
}

TEST(PgnRealWorld, EvaluationSymbolsAreNags) {
    const std::string text = fixture("evaluation_symbols.pgn");
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 1u);
    const Game& g = db.games[0];
    EXPECT_TRUE(g.ok);
    EXPECT_EQ(main_line_sans(g),
              (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7"}));
    std::vector<std::vector<std::uint16_t>> nags;
    for (NodeIndex n = g.first; n != no_node; n = g.nodes[n].next) nags.push_back(g.nodes[n].nags);
    const std::vector<std::vector<std::uint16_t>> expected{{}, {}, {14}, {10}, {16}, {13}, {16}, {146}, {19}, {15}};
    EXPECT_EQ(nags, expected);
    EXPECT_EQ(count(g, "pgn.evaluation_symbol"), 8u);
    expect_at(g, "pgn.evaluation_symbol", bn::Severity::warning, 4, 17);
    EXPECT_EQ(g.diagnostics[0].args[1].value, "$14");
    expect_strict_errors(text, "pgn.evaluation_symbol");
    // The NAGs are written back as NAGs, and read back without warnings.
    Game again = pgn_test::game_of(write(g));
    EXPECT_TRUE(again.diagnostics.empty());
    EXPECT_TRUE(pgn_test::same_game(g, again));
}

TEST(PgnRealWorld, NagsBeforeTheFirstMoveOfTheGameAndOfAVariation) {
    const std::string text = fixture("nag_before_moves.pgn");
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 1u);
    const Game& g = db.games[0];
    EXPECT_TRUE(g.ok);
    EXPECT_EQ(g.nags, (std::vector<std::uint16_t>{14}));
    expect_at(g, "pgn.nag_before_game", bn::Severity::warning, 4, 1);
    expect_at(g, "pgn.nag_before_variation", bn::Severity::warning, 4, 36);
    const MoveNode& a6 = g.nodes[5];
    ASSERT_EQ(a6.variations.size(), 1u);
    EXPECT_EQ(g.nodes[a6.variations[0]].san, "Nf6");
    EXPECT_EQ(g.nodes[a6.variations[0]].nags, (std::vector<std::uint16_t>{142}));
    EXPECT_EQ(main_line_sans(g).size(), 7u);
    // Written back where they belong, and read back to the same game.
    const std::string written = write(g);
    EXPECT_NE(written.find("\n$14 1. e4"), std::string::npos) << written;
    EXPECT_NE(written.find("(3... Nf6 $142 4. O-O)"), std::string::npos) << written;
    Game again = pgn_test::game_of(written);
    EXPECT_TRUE(pgn_test::same_game(g, again));
    EXPECT_EQ(again.nags, g.nags);
    expect_strict_errors(text, "pgn.nag_before_game");
    expect_strict_errors(text, "pgn.nag_before_variation");
}

TEST(PgnRealWorld, AnErrorInAVariationEndsThatVariationOnly) {
    const std::string text = fixture("variation_error.pgn");
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 1u);
    const Game& g = db.games[0];
    EXPECT_TRUE(g.ok);
    EXPECT_EQ(main_line_sans(g), (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"}));
    const MoveNode& nc6 = g.nodes[3];
    ASSERT_EQ(nc6.variations.size(), 1u);
    // The variation keeps what came before the illegal move.
    std::vector<std::string> variation;
    for (NodeIndex n = nc6.variations[0]; n != no_node; n = g.nodes[n].next) variation.push_back(g.nodes[n].san);
    EXPECT_EQ(variation, (std::vector<std::string>{"d6", "d4"}));
    expect_at(g, "chess.san.illegal", bn::Severity::warning, 4, 36);
    expect_at(g, "pgn.variation_cut", bn::Severity::warning, 4, 21);
    EXPECT_EQ(find(g, "pgn.variation_cut")->args[0].value, "Bxd4");
    // Strict: the same tree, but the illegal move is an error.
    Database hard = parse(text, strict());
    EXPECT_FALSE(hard.games[0].ok);
    expect_at(hard.games[0], "chess.san.illegal", bn::Severity::error, 4, 36);
    EXPECT_EQ(find(hard.games[0], "pgn.variation_cut"), nullptr);
    EXPECT_EQ(main_line_sans(hard.games[0]).size(), 7u);
    // In the main line an illegal move stays an error.
    EXPECT_FALSE(pgn_test::game_of("1. e4 e5 2. Bxd4 *").ok);
}

TEST(PgnRealWorld, UntaggedGamesWithoutResultsAreSplitAtBlankLines) {
    const std::string text = fixture("untagged_games.pgn");
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 3u);
    EXPECT_EQ(main_line_sans(db.games[0]), (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6"}));
    EXPECT_EQ(main_line_sans(db.games[1]), (std::vector<std::string>{"d4", "d5", "c4", "e6"}));
    EXPECT_EQ(main_line_sans(db.games[2]), (std::vector<std::string>{"c4", "e5", "Nc3"}));
    EXPECT_EQ(db.games[1].line, 3u);
    expect_at(db.games[0], "pgn.blank_line_split", bn::Severity::warning, 3, 1);
    EXPECT_TRUE(db.games[0].ok);
    EXPECT_EQ(find(db.games[2], "pgn.blank_line_split"), nullptr);
    expect_strict_errors(text, "pgn.blank_line_split");
    // A blank line inside one game's movetext does not split it.
    Game one = pgn_test::game_of("1. e4 e5\n\n2. Nf3 Nc6 *");
    EXPECT_EQ(main_line_sans(one).size(), 4u);
    // Nor does it split games with tags.
    Database tagged = parse("[Event \"a\"]\n\n1. e4 e5\n\n1. d4 *");
    EXPECT_EQ(tagged.games.size(), 1u);
}

TEST(PgnRealWorld, UnescapedQuotesInATagValue) {
    const std::string text = fixture("tag_quotes.pgn");
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 1u);
    const Game& g = db.games[0];
    EXPECT_TRUE(g.ok);
    EXPECT_EQ(g.tag("Site")->value, "Skopje, hotel \"Aleksandar Palace\"");
    EXPECT_EQ(g.tag("White")->value, "Player, A");
    EXPECT_EQ(g.tag("Black")->value, "Player, B");
    EXPECT_EQ(count(g, "pgn.tag_quote"), 1u);
    expect_at(g, "pgn.tag_quote", bn::Severity::warning, 2, 22);
    expect_strict_errors(text, "pgn.tag_quote");
    // Escaped on the way out, so it reads back without a warning.
    Game again = pgn_test::game_of(write(g));
    EXPECT_TRUE(again.diagnostics.empty());
    EXPECT_EQ(again.tag("Site")->value, g.tag("Site")->value);
    // No ']' after a quote on the line: still the error it was.
    Game broken = pgn_test::game_of("[Site \"a \"b\" c\n1. e4 *");
    EXPECT_EQ(pgn_test::codes(broken)[0], "pgn.tag_close");
}

TEST(PgnRealWorld, SetUpWithoutFenInAStandardGame) {
    const std::string text = fixture("setup_without_fen.pgn");
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 1u);
    EXPECT_TRUE(db.games[0].ok);
    EXPECT_EQ(main_line_sans(db.games[0]).size(), 3u);
    expect_at(db.games[0], "pgn.setup_without_fen", bn::Severity::warning, 1, 1);
    expect_strict_errors(text, "pgn.setup_without_fen");
}

TEST(PgnRealWorld, TagPairsOverSeveralLines) {
    Database db = parse(fixture("multiline_tags.pgn"));
    ASSERT_EQ(db.games.size(), 1u);
    const Game& g = db.games[0];
    EXPECT_TRUE(g.ok);
    EXPECT_TRUE(g.diagnostics.empty());  // the import format allows it (PGN 8.1)
    EXPECT_EQ(g.tag("Event")->value, "Tag pairs over lines");
    EXPECT_EQ(g.tag("White")->value, "Player, A");
    EXPECT_EQ(g.tag("Result")->value, "*");
    EXPECT_EQ(main_line_sans(g).size(), 2u);
    // A tag pair cut at the end of its line is not read on into the movetext.
    Game cut = pgn_test::game_of("[Event \"x\"\n1. e4 *");
    EXPECT_EQ(pgn_test::codes(cut)[0], "pgn.tag_close");
    EXPECT_EQ(main_line_sans(cut).size(), 1u);
}

// What chessops reads and boardnotation refused: an en-passant mark on the move ("3.exf6ep",
// "dxe6e.p."), read by the SAN reader with its warning; "ep" apart, dropped as "e.p." is.
TEST(PgnRealWorld, EnPassantMarks) {
    const std::string text = fixture("en_passant_marks.pgn");
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 4u);
    for (const Game& g : db.games) EXPECT_TRUE(g.ok) << g.line;
    EXPECT_EQ(main_line_sans(db.games[0]), (std::vector<std::string>{"e4", "Nc6", "e5", "f5", "exf6", "exf6", "d4"}));
    EXPECT_TRUE(db.games[0].nodes[4].move.is_en_passant());
    EXPECT_EQ(db.games[0].nodes[4].written, "exf6ep");
    expect_at(db.games[0], "chess.san.en_passant_suffix", bn::Severity::warning, 4, 22);
    EXPECT_EQ(db.games[0].diagnostics[0].length, 6u);
    EXPECT_EQ(main_line_sans(db.games[1]), (std::vector<std::string>{"d4", "Nf6", "d5", "e5", "dxe6", "dxe6"}));
    EXPECT_EQ(db.games[1].nodes[4].written, "dxe6e.p.");
    expect_at(db.games[1], "chess.san.en_passant_suffix", bn::Severity::warning, 9, 23);
    EXPECT_EQ(main_line_sans(db.games[2]), (std::vector<std::string>{"e4", "a6", "e5", "d5", "exd6", "cxd6"}));
    EXPECT_TRUE(db.games[2].diagnostics.empty());  // apart after an en-passant capture, as "e.p."
    EXPECT_EQ(main_line_sans(db.games[3]), (std::vector<std::string>{"e4", "d5", "exd5", "Qxd5"}));
    expect_at(db.games[3], "chess.san.en_passant_not_capture", bn::Severity::warning, 19, 13);
    expect_strict_errors(text, "chess.san.en_passant_suffix");
    // Written back without the marks, and read back to the same games.
    for (const Game& g : db.games) {
        const std::string written = write(g);
        EXPECT_EQ(written.find("ep", written.find("\n\n")), std::string::npos) << written;
        EXPECT_TRUE(pgn_test::same_game(g, pgn_test::game_of(written))) << written;
    }
    // "ep" apart after another move: the warning "e.p." gets there.
    Game apart = pgn_test::game_of("1. e4 ep e5 *");
    EXPECT_EQ(pgn_test::codes(apart), (std::vector<std::string>{"pgn.en_passant_mark"}));
    EXPECT_EQ(apart.diagnostics[0].args[0].value, "ep");
    EXPECT_EQ(apart.diagnostics[0].length, 2u);
    // The replay off reads the same moves, as written.
    ParseOptions syntax;
    syntax.replay = false;
    Database plain = parse(text, syntax);
    for (const Game& g : plain.games) EXPECT_TRUE(g.ok) << g.line;
    EXPECT_EQ(plain.games[0].nodes[4].written, "exf6ep");
    EXPECT_EQ(plain.games[1].nodes[4].written, "dxe6e.p.");
    EXPECT_EQ(plain.games[2].main_line_length(), 6u);
}

TEST(PgnRealWorld, TruncatedResults) {
    const std::string text = fixture("truncated_result.pgn");
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 3u);
    EXPECT_TRUE(db.games[0].ok);
    EXPECT_EQ(main_line_sans(db.games[0]).size(), 7u);
    EXPECT_EQ(db.games[0].result, "1-0");
    EXPECT_EQ(pgn_test::codes(db.games[0]), (std::vector<std::string>{"pgn.truncated_result"}));
    expect_at(db.games[0], "pgn.truncated_result", bn::Severity::warning, 4, 41);
    EXPECT_EQ(db.games[0].diagnostics[0].args[0].value, "0-");
    EXPECT_EQ(db.games[0].diagnostics[0].length, 2u);
    // Cut short before the next game: no marker at all.
    EXPECT_TRUE(db.games[1].ok);
    EXPECT_EQ(db.games[1].result, "");
    EXPECT_EQ(main_line_sans(db.games[1]).size(), 2u);
    EXPECT_EQ(pgn_test::codes(db.games[1]), (std::vector<std::string>{"pgn.truncated_result", "pgn.missing_result"}));
    expect_at(db.games[1], "pgn.truncated_result", bn::Severity::warning, 9, 10);
    EXPECT_TRUE(db.games[2].ok);
    EXPECT_TRUE(db.games[2].diagnostics.empty());
    expect_strict_errors(text, "pgn.truncated_result");
    // Every start of a marker that is not a move number; at the end of the input too.
    for (const char* cut : {"0-", "1-", "1/", "1/2", "1/2-", "1/2-1", "1/2-1/"}) {
        Game g = pgn_test::game_of(std::string("1. e4 e5 ") + cut);
        EXPECT_TRUE(g.ok) << cut;
        EXPECT_EQ(g.main_line_length(), 2u) << cut;
        EXPECT_EQ(pgn_test::codes(g)[0], "pgn.truncated_result") << cut;
    }
    // Pushed in pieces, the stream reads the same: a marker cut at the end of a piece is not
    // taken for a truncated one.
    for (std::size_t piece : {std::size_t{1}, std::size_t{3}}) {
        Stream stream;
        const std::vector<Game> games = pgn_test::stream_all(text, piece, stream);
        ASSERT_EQ(games.size(), 3u);
        for (std::size_t k = 0; k < games.size(); ++k) {
            EXPECT_EQ(games[k].result, db.games[k].result);
            EXPECT_EQ(pgn_test::codes(games[k]), pgn_test::codes(db.games[k]));
        }
    }
}

TEST(PgnRealWorld, Chess960WithoutFenFromTheStandardStart) {
    const std::string text = fixture("chess960_without_fen.pgn");
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 1u);
    const Game& g = db.games[0];
    EXPECT_TRUE(g.ok);
    EXPECT_EQ(pgn_test::codes(g), (std::vector<std::string>{"pgn.chess960_standard_start"}));
    expect_at(g, "pgn.chess960_standard_start", bn::Severity::warning, 1, 1);
    EXPECT_EQ(g.start_fen, bn::chess::initial_fen);
    // The same moves and positions as the standard game, castling included.
    const std::string standard = text.substr(text.find("\n\n"));
    const Game same = pgn_test::game_of(standard);
    EXPECT_EQ(main_line_sans(g), main_line_sans(same));
    EXPECT_EQ(main_line_sans(g)[6], "O-O");
    for (std::size_t k = 0; k < g.nodes.size(); ++k) EXPECT_EQ(g.nodes[k].fen, same.nodes[k].fen) << k;
    expect_strict_errors(text, "pgn.chess960_standard_start");
}
