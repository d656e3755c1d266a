// A game that never ends (here a comment that is never closed) must not make the streaming
// reader buffer until memory runs out: past the input size limit it stops with one
// pgn.game_too_large error at the game's start, after handing out the games before it; and the
// reading stays linear in what was pushed on the way there.
#include <gtest/gtest.h>

#include <string>

#include "common/limits.hpp"
#include "pgn/stream.hpp"

using namespace bn::pgn;

namespace {

TEST(StreamLimit, AGamePastTheInputLimitStopsTheStreamWithItsPosition) {
    Stream stream;
    Game game;
    const std::string two_games = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 *\n\n1. c4 {";
    stream.push(two_games);
    int handed_out = 0;
    while (stream.next(game)) ++handed_out;
    const std::string piece(1 << 20, 'x');
    std::size_t pushed = two_games.size();
    while (!stream.failed() && pushed < 2 * bn::limits::max_input_bytes) {
        stream.push(piece);
        pushed += piece.size();
        while (stream.next(game)) ++handed_out;
    }
    ASSERT_TRUE(stream.failed());
    EXPECT_EQ(handed_out, 2);
    // Stopped at the first read past the limit, not after buffering twice as much.
    EXPECT_LE(pushed, bn::limits::max_input_bytes + two_games.size() + piece.size());
    // Linear: tries at sizes that double (twice the bytes), each piece looked at once for an end
    // and the last read. Looking at every byte since the last try after each push was quadratic:
    // 257 pieces of 1 MiB cost about 33 GB of looking (48 s).
    EXPECT_LE(stream.bytes_scanned(), 4 * pushed) << stream.bytes_scanned() << " for " << pushed;
    ASSERT_EQ(stream.diagnostics().size(), 1u);
    const bn::Diagnostic& error = stream.diagnostics()[0];
    EXPECT_EQ(error.code, "pgn.game_too_large");
    const std::size_t third = two_games.find("1. c4");
    EXPECT_EQ(error.offset, third);
    EXPECT_EQ(error.line, 9u);
    EXPECT_EQ(error.column, 1u);
    EXPECT_EQ(stream.consumed(), third);
    // Nothing more comes out, whatever is pushed.
    stream.push("\n\n1. e4 *\n");
    stream.close();
    EXPECT_FALSE(stream.next(game));
    EXPECT_EQ(stream.diagnostics().size(), 1u);
}

}  // namespace
