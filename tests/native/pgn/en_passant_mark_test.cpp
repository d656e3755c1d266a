// "e.p." written apart after an en-passant capture: accepted, not written back; after any
// other move a warning. Attached ("exd6e.p.") it is the SAN reader's business (chess tests).
#include <gtest/gtest.h>

#include "test_util.hpp"

using namespace bn::pgn;
using pgn_test::codes;
using pgn_test::game_of;

namespace {

constexpr const char* en_passant = "1. e4 Nf6 2. e5 d5 3. exd6 e.p. exd6 *";

}  // namespace

TEST(PgnEnPassantMark, AcceptedAfterAnEnPassantCaptureInBothModes) {
    for (bool strict : {false, true}) {
        ParseOptions options;
        options.strict = strict;
        const Game g = game_of(en_passant, options);
        EXPECT_TRUE(g.ok);
        EXPECT_TRUE(g.diagnostics.empty()) << codes(g).front();
        EXPECT_EQ(pgn_test::main_line_sans(g), (std::vector<std::string>{"e4", "Nf6", "e5", "d5", "exd6", "exd6"}));
        EXPECT_EQ(g.nodes[4].written, "exd6");
    }
}

TEST(PgnEnPassantMark, NotWrittenBack) {
    const Game g = game_of(en_passant);
    const std::string written = write(g);
    EXPECT_EQ(written.find("e.p."), std::string::npos);
    EXPECT_NE(written.find("3. exd6 exd6 *"), std::string::npos) << written;
}

TEST(PgnEnPassantMark, WarnedAfterAnotherMove) {
    const Game g = game_of("1. e4 e.p. e5 2. Nf3 *");
    EXPECT_TRUE(g.ok);
    ASSERT_EQ(codes(g), (std::vector<std::string>{"pgn.en_passant_mark"}));
    EXPECT_EQ(g.diagnostics[0].severity, bn::Severity::warning);
    EXPECT_EQ(g.diagnostics[0].column, 7u);
    EXPECT_EQ(g.diagnostics[0].length, 4u);
    EXPECT_EQ(g.main_line_length(), 3u);
    // Before any move, too.
    EXPECT_EQ(codes(game_of("e.p. 1. e4 *")), (std::vector<std::string>{"pgn.en_passant_mark"}));
}

TEST(PgnEnPassantMark, WithoutReplayNothingToCheck) {
    ParseOptions syntax;
    syntax.replay = false;
    const Game g = game_of("1. e4 e.p. e5 *", syntax);
    EXPECT_TRUE(g.ok);
    EXPECT_TRUE(g.diagnostics.empty());
    EXPECT_EQ(g.main_line_length(), 2u);
}

TEST(PgnEnPassantMark, AWordStartingWithEIsStillAMove) {
    const Game g = game_of("1. e4 e5 2. e.x *");
    EXPECT_FALSE(g.ok);  // "e" is not a move, "." is no token: read as before, not as a mark
}
