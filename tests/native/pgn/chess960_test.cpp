// [Variant]: Chess960 games (under the names real files use) replay as Chess960 from their
// FEN; variants the engine does not play are reported, never replayed as standard chess.
#include <gtest/gtest.h>

#include <string>

#include "pgn/build.hpp"
#include "pgn/variant.hpp"
#include "test_util.hpp"

using namespace bn::pgn;
using pgn_test::codes;
using pgn_test::game_of;

namespace {

const std::string sp0_fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";

// Start position 0 (king g1, rooks f1 and h1): both sides clear the squares between and castle
// queen side, the king g1 -> c1 and the rook f1 -> d1.
std::string game960(std::string_view variant, std::string_view fen = sp0_fen) {
    return "[Variant \"" + std::string(variant) + "\"]\n[SetUp \"1\"]\n[FEN \"" + std::string(fen) +
           "\"]\n\n1. d4 d5 2. Nd3 Nd6 3. Ne3 Ne6 4. Qd2 Qd7 5. O-O-O O-O-O *\n";
}

std::string fen_after(const Game& g, std::size_t ply) { return g.nodes.at(ply).fen; }

}  // namespace

TEST(PgnChess960, VariantNamesRealFilesUse) {
    for (const char* name : {"Chess960", "chess960", "chess 960", "Chess 960", "Fischerandom", "fischerandom",
                             "FischerRandom", "Fischer Random", "fischer-random", "CHESS960", "FRC"}) {
        SCOPED_TRACE(name);
        const Game g = game_of(game960(name));
        EXPECT_TRUE(g.ok) << (g.diagnostics.empty() ? "" : g.diagnostics[0].code);
        ASSERT_EQ(g.nodes.size(), 10u);
        EXPECT_EQ(g.nodes[8].san, "O-O-O");
        EXPECT_EQ(fen_after(g, 8), "bb3rkr/pppqpppp/3nn3/3p4/3P4/3NN3/PPPQPPPP/BBKR3R b kq - 7 5");
        EXPECT_EQ(fen_after(g, 9), "bbkr3r/pppqpppp/3nn3/3p4/3P4/3NN3/PPPQPPPP/BBKR3R w - - 8 6");
        EXPECT_EQ(g.start_fen, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");  // written as X-FEN
    }
}

TEST(PgnChess960, StandardNamesReplayAsStandardChess) {
    for (const char* name : {"Standard", "standard", "From Position", "Chess", "Normal"}) {
        const Game g = game_of(std::string("[Variant \"") + name + "\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *\n");
        EXPECT_TRUE(g.ok) << name;
        EXPECT_EQ(g.nodes.size(), 7u) << name;
    }
    // A Shredder-FEN in a game that says it is standard chess is an error that says how to
    // read it as Chess960.
    const Game standard = game_of(game960("Standard"));
    EXPECT_FALSE(standard.ok);
    EXPECT_EQ(codes(standard).front(), "chess.fen.castling_chess960");
}

TEST(PgnChess960, FileLettersWithoutAVariantTagAreChess960) {
    const std::string text =
        "[FEN \"" + sp0_fen + "\"]\n\n1. d4 d5 2. Nd3 Nd6 3. Ne3 Ne6 4. Qd2 Qd7 5. O-O-O O-O-O *\n";
    const Game g = game_of(text);
    EXPECT_TRUE(g.ok);
    EXPECT_EQ(g.nodes.size(), 10u);
    // X-FEN KQkq alone is standard chess: the king is not on e1, so the rights are dropped
    // (a warning each, as any lenient FEN) and castling is not played.
    const Game xfen = game_of("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n\n1. d4 *\n");
    EXPECT_TRUE(xfen.ok);
    EXPECT_EQ(codes(xfen).front(), "chess.fen.castling_without_king");
    EXPECT_EQ(xfen.start_fen, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w - - 0 1");
}

TEST(PgnChess960, UnsupportedVariantsAreNeverReplayed) {
    for (const char* name : {"Atomic", "Antichess", "Crazyhouse", "Three-check", "King of the Hill", "Horde",
                             "Racing Kings", "Suicide", "Losers", "something else"}) {
        SCOPED_TRACE(name);
        const Game g = game_of(std::string("[Variant \"") + name + "\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Qxf7 *\n");
        EXPECT_FALSE(g.ok);
        ASSERT_FALSE(g.diagnostics.empty());
        EXPECT_EQ(g.diagnostics[0].code, "pgn.unsupported_variant");
        EXPECT_EQ(g.diagnostics[0].line, 1u);
        EXPECT_TRUE(g.nodes.empty());  // not even the legal opening moves: no standard replay
    }
    // An antichess game whose moves are illegal in chess gets the same single diagnostic.
    const Game antichess = game_of("[Variant \"Antichess\"]\n\n1. e3 b5 2. Bxb5 c6 3. Bxc6 Nxc6 4. f3 Nb4 *\n");
    EXPECT_EQ(codes(antichess), std::vector<std::string>{"pgn.unsupported_variant"});
}

TEST(PgnChess960, MissingStartPositionIsAssumedStandardWithAWarning) {
    for (const char* tags : {"[Variant \"Chess960\"]\n[SetUp \"1\"]\n", "[Variant \"Chess960\"]\n"}) {
        const Game g = game_of(std::string(tags) + "\n1. e4 e5 *\n");
        EXPECT_TRUE(g.ok);
        EXPECT_EQ(codes(g), std::vector<std::string>{"pgn.chess960_standard_start"});
        EXPECT_EQ(g.nodes.size(), 2u);
    }
    // Moves that are not legal from the standard start say so where they stop.
    const Game other = game_of("[Variant \"Chess960\"]\n\n1. d4 d5 2. Nd3 *\n");
    EXPECT_FALSE(other.ok);
    EXPECT_EQ(codes(other), (std::vector<std::string>{"pgn.chess960_standard_start", "chess.san.illegal"}));
    EXPECT_EQ(other.nodes.size(), 2u);
}

TEST(PgnChess960, RealGamesReplayAndRoundTrip) {
    const std::string text = pgn_test::read_file(std::string(BN_FIXTURES_DIR) + "/chess960/tcec-s16-frc.pgn");
    const Database db = parse(text);
    ASSERT_EQ(db.games.size(), 2u);
    for (const Game& g : db.games) {
        EXPECT_TRUE(g.ok) << (g.diagnostics.empty() ? "" : g.diagnostics[0].code);
        EXPECT_EQ(std::to_string(g.main_line_length()), g.tag("PlyCount")->value);
        const std::string written = write(g);
        const Game again = game_of(written);
        EXPECT_TRUE(again.ok);
        EXPECT_TRUE(pgn_test::same_game(g, again)) << written;
    }
    // Game 1, 21. O-O: the king e1 lands on g1, where its rook stood; the rook goes to f1
    // (the same FEN as chessops gives: tests/js/chess/chess960-chessops.test.mjs).
    EXPECT_EQ(db.games[0].nodes[40].san, "O-O");
    EXPECT_EQ(db.games[0].nodes[40].fen, "4k1r1/p2rbpp1/1q2p1n1/2pb3p/5P1P/1PB1P1P1/2Q1BN2/R4RK1 b k - 3 21");
}

TEST(PgnChess960, PackedPositionsKeepFileLetters) {
    // Both king-side rights castle with the inner rook (e1/e8), which X-FEN must name by file.
    const std::string text = "[Variant \"Chess960\"]\n[FEN \"rk2r2r/8/8/8/8/8/8/RK2R2R w EQeq - 0 1\"]\n\n1. Ra2 *\n";
    ParseOptions options;
    options.positions = ParseOptions::Positions::packed;
    const Game packed = game_of(text, options);
    ASSERT_TRUE(packed.ok);
    const std::uint32_t state = packed.nodes[0].packed[8];
    EXPECT_EQ((state >> 1) & 15, 0b1101u);  // E, e and q remain
    EXPECT_EQ((state >> 12) & 15, 1u + 4);  // E: the e file
    EXPECT_EQ((state >> 16) & 15, 0u);      // (Q is gone)
    EXPECT_EQ((state >> 20) & 15, 1u + 4);  // e
    EXPECT_EQ((state >> 24) & 15, 0u);      // q: the outermost rook, written q
    EXPECT_EQ(game_of(text).nodes[0].fen, "rk2r2r/8/8/8/8/8/R7/1K2R2R b Eeq - 1 1");
}

TEST(PgnChess960, BuiltGamesSayTheyAreChess960) {
    GameInput input;
    input.tags = {{"FEN", sp0_fen}};
    input.moves = {{"d4", no_node, {}, {}}, {"d5", 0, {}, {}}};
    auto built = build_game(input);
    ASSERT_TRUE(built.ok);
    // Given apart from the tags in X-FEN (as a parsed game's startFen is), the start
    // position is still Chess960: the FEN tag names rook files.
    input.start_fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
    auto from_xfen = build_game(input);
    ASSERT_TRUE(from_xfen.ok);
    EXPECT_EQ(from_xfen.value.start_fen, input.start_fen);
    ASSERT_NE(built.value.tag("Variant"), nullptr);
    EXPECT_EQ(built.value.tag("Variant")->value, "Chess960");
    const std::string written = write(built.value);
    EXPECT_NE(written.find("[Variant \"Chess960\"]"), std::string::npos) << written;
    EXPECT_NE(written.find("[FEN \"" + sp0_fen + "\"]"), std::string::npos) << written;
    const Game again = game_of(written);
    EXPECT_TRUE(again.ok);
    EXPECT_EQ(again.nodes.size(), 2u);

    GameInput atomic;
    atomic.tags = {{"Variant", "Atomic"}};
    atomic.moves = {{"e4", no_node, {}, {}}};
    auto refused = build_game(atomic);
    EXPECT_FALSE(refused.ok);
    EXPECT_EQ(refused.diagnostics.at(0).code, "pgn.unsupported_variant");

    GameInput no_fen;
    no_fen.tags = {{"Variant", "Chess960"}};
    EXPECT_EQ(build_game(no_fen).diagnostics.at(0).code, "pgn.chess960_without_fen");
}

TEST(PgnChess960, VariantClassification) {
    EXPECT_EQ(classify_variant(""), Variant::standard);
    EXPECT_EQ(classify_variant("Chess 960"), Variant::chess960);
    EXPECT_EQ(classify_variant("fischer_random"), Variant::chess960);
    EXPECT_EQ(classify_variant("Atomic"), Variant::unsupported);
    EXPECT_EQ(fen_mode({}), bn::chess::FenOptions::Chess960::detect);
    EXPECT_EQ(fen_mode({{"Variant", "Standard"}}), bn::chess::FenOptions::Chess960::off);
    EXPECT_EQ(fen_mode({{"Variant", "fischerandom"}}), bn::chess::FenOptions::Chess960::on);
    EXPECT_EQ(fen_mode({{"FEN", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"}}),
              bn::chess::FenOptions::Chess960::on);
    EXPECT_EQ(fen_mode({{"FEN", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w - - 0 1"}}),
              bn::chess::FenOptions::Chess960::detect);
}
