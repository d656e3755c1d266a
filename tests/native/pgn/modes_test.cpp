// Reading without replay (syntax only) and with packed positions instead of FEN text: both
// must give the same game as the ordinary reading, minus (or plus) what they are for.
#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "pgn/packed_position.hpp"
#include "pgn/san_shape.hpp"
#include "pgn/variant.hpp"
#include "test_util.hpp"

using namespace bn::pgn;

namespace {

ParseOptions syntax_only() {
    ParseOptions o;
    o.replay = false;
    return o;
}

ParseOptions packed() {
    ParseOptions o;
    o.positions = ParseOptions::Positions::packed;
    return o;
}

bool has_code(const Game& g, const std::string& code) {
    for (const auto& d : g.diagnostics)
        if (d.code == code) return true;
    return false;
}

// Node by node: the same tree, the same written SAN, colour, move number, NAGs and comments.
void expect_same_syntax(const Game& replayed, const Game& syntax) {
    ASSERT_EQ(replayed.nodes.size(), syntax.nodes.size());
    EXPECT_EQ(replayed.first, syntax.first);
    EXPECT_EQ(replayed.result, syntax.result);
    EXPECT_TRUE(pgn_test::same_comments(replayed.comments, syntax.comments));
    for (std::size_t i = 0; i < replayed.nodes.size(); ++i) {
        const MoveNode& a = replayed.nodes[i];
        const MoveNode& b = syntax.nodes[i];
        EXPECT_EQ(a.written, b.written);
        EXPECT_TRUE(b.san.empty());
        EXPECT_TRUE(b.fen.empty());
        EXPECT_EQ(a.color, b.color) << a.written;
        EXPECT_EQ(a.move_number, b.move_number) << a.written;
        EXPECT_EQ(a.nags, b.nags);
        EXPECT_EQ(a.next, b.next);
        EXPECT_EQ(a.previous, b.previous);
        EXPECT_EQ(a.variations, b.variations);
        EXPECT_TRUE(pgn_test::same_comments(a.comments, b.comments));
        EXPECT_TRUE(pgn_test::same_comments(a.comments_before, b.comments_before));
    }
}

const char* annotated =
    "[Event \"x\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n[SetUp \"1\"]\n\n"
    "{start} 40... Kd7 41. e4!? {a} $14 (41. Kd2 Ke6 (41... Kc6 {b} 42. e4) 42. e3) 41... Kd6 42. e5+ Kxe5 1/2-1/2\n";

}  // namespace

TEST(PgnModes, SyntaxOnlyKeepsTheTreeAsWritten) {
    Database replayed = parse(annotated);
    Database syntax = parse(annotated, syntax_only());
    ASSERT_EQ(syntax.games.size(), 1u);
    EXPECT_TRUE(syntax.games[0].ok);
    EXPECT_EQ(syntax.games[0].start_fen, "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40");
    expect_same_syntax(replayed.games[0], syntax.games[0]);
    EXPECT_EQ(syntax.games[0].nodes[syntax.games[0].first].color, bn::chess::black);
}

TEST(PgnModes, SyntaxOnlyDoesNotLookAtLegality) {
    Database db = parse("1. e4 e5 2. Ke3 Qh4 3. Qxf7# *\n", syntax_only());
    ASSERT_EQ(db.games.size(), 1u);
    EXPECT_TRUE(db.games[0].ok);
    for (const auto& san : pgn_test::main_line_sans(db.games[0])) EXPECT_EQ(san, "");  // no canonical SAN
    EXPECT_EQ(db.games[0].main_line_length(), 5u);
    EXPECT_EQ(db.games[0].nodes.back().written, "Qxf7#");
}

TEST(PgnModes, SyntaxOnlyRefusesTokensThatAreNotSan) {
    Database db =
        parse("1. e4 Nz9 2. d4 *\n\n[Event \"next\"]\n\n1. e4 e5?!? *\n\n[Event \"last\"]\n\n1. d4 *\n", syntax_only());
    ASSERT_EQ(db.games.size(), 3u);
    EXPECT_FALSE(db.games[0].ok);
    EXPECT_TRUE(has_code(db.games[0], "pgn.san_shape"));
    EXPECT_EQ(db.games[0].diagnostics[0].line, 1u);
    EXPECT_EQ(db.games[0].diagnostics[0].column, 7u);
    EXPECT_EQ(db.games[0].main_line_length(), 1u);  // the rest of the line is skipped
    EXPECT_FALSE(db.games[1].ok);
    EXPECT_TRUE(has_code(db.games[1], "pgn.bad_suffix"));
    EXPECT_TRUE(db.games[2].ok);
}

TEST(PgnModes, SanShapes) {
    for (const char* good : {"e4", "exd5", "e8=Q", "e8Q", "exd8=N+", "Nf3", "Nbd7", "R1e2", "Qh4xe1#", "O-O", "O-O-O+",
                             "0-0", "Pe4", "e2e4", "e2-e4", "Ng1f3", "e7e8q", "exd6e.p.", "Kxb8"})
        EXPECT_TRUE(has_san_shape(good)) << good;
    for (const char* bad : {"", "e9", "i4", "Nz9", "Qa1b", "O-O-O-O", "x", "e", "Ke", "+", "e4e", "Nf3f"})
        EXPECT_FALSE(has_san_shape(bad)) << bad;
}

// Every packed position is the position of the FEN the ordinary reading writes, on the
// fixture above and on the whole corpus (skipped when absent).
TEST(PgnModes, PackedPositionsAreTheFenPositions) {
    std::vector<std::string> texts{annotated};
    for (const auto& path : pgn_test::corpus_files()) texts.push_back(pgn_test::read_file(path));
    std::size_t checked = 0;
    for (const auto& text : texts) {
        Database with_fen = parse(text);
        Database with_packed = parse(text, packed());
        ASSERT_EQ(with_fen.games.size(), with_packed.games.size());
        for (std::size_t g = 0; g < with_fen.games.size(); ++g) {
            const auto& a = with_fen.games[g].nodes;
            const auto& b = with_packed.games[g].nodes;
            ASSERT_EQ(a.size(), b.size());
            for (std::size_t i = 0; i < a.size(); ++i, ++checked) {
                EXPECT_TRUE(b[i].fen.empty());
                bn::chess::FenOptions options{false};
                options.chess960 = fen_mode(with_fen.games[g].tags);  // Chess960 games write X-FEN
                auto position = bn::chess::parse_fen(a[i].fen, options);
                ASSERT_TRUE(position.ok) << a[i].fen;
                ASSERT_EQ(pack_position(position.value), b[i].packed) << a[i].fen;
                ASSERT_EQ(a[i].san, b[i].san);
            }
        }
    }
    EXPECT_GT(checked, 10u);
}

TEST(PgnModes, PackedLayout) {
    auto position = bn::chess::parse_fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQq f6 0 3", {false});
    ASSERT_TRUE(position.ok);
    PackedPosition p = pack_position(position.value);
    EXPECT_EQ(p[0] & 15u, 1u + 3u);           // a1: white rook (P N B R = 0..3)
    EXPECT_EQ((p[4] >> 16) & 15u, 1u + 0u);   // e5: white pawn
    EXPECT_EQ((p[7] >> 16) & 15u, 1u + 11u);  // e8: black king
    EXPECT_EQ(p[8] & 1u, 0u);                 // white to move
    EXPECT_EQ((p[8] >> 1) & 15u, 1u | 2u | 8u);
    EXPECT_EQ(p[8] >> 5, 5u * 8u + 5u);  // f6, capturable by e5
    EXPECT_EQ(p[9], 0u);
    EXPECT_EQ(p[10], 3u);
}

// chess.js's loadPgn starts a game from every FEN its load() takes: nine pawns are a position
// no game reaches (an error by the reader's own rules) but one chess.js loads and plays.
TEST(PgnModes, ChessJsFenReadsWhatChessJsLoads) {
    const std::string text =
        "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/p7/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1\"]\n\n1... Nf6 2. Nf3 *\n";
    Database own = parse(text, syntax_only());
    ASSERT_EQ(own.games.size(), 1u);
    EXPECT_FALSE(own.games[0].ok);
    EXPECT_TRUE(has_code(own.games[0], "pgn.bad_fen"));

    ParseOptions chess_js = syntax_only();
    chess_js.chess_js_fen = true;
    Database db = parse(text, chess_js);
    ASSERT_EQ(db.games.size(), 1u);
    const Game& g = db.games[0];
    EXPECT_TRUE(g.ok);
    ASSERT_EQ(g.nodes.size(), 2u);
    EXPECT_EQ(g.nodes[0].color, bn::chess::black);
    EXPECT_EQ(g.nodes[1].move_number, 2u);

    // What chess.js refuses stays refused, with its reason.
    Database bad = parse("[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n", chess_js);
    ASSERT_EQ(bad.games.size(), 1u);
    EXPECT_FALSE(bad.games[0].ok);
    EXPECT_TRUE(has_code(bad.games[0], "pgn.bad_fen"));
}
