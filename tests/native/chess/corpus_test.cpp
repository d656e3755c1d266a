// Differential check over the real games in shared/corpus/pgn (when that folder exists):
// every main line replays with the permissive SAN reader, every move's SAN as we write it
// reads back strictly to the same move, and the SAN the files use differs from ours only in
// the ways the warnings name.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <iostream>
#include <map>

#include "chess/fen.hpp"
#include "chess/game.hpp"
#include "movetext.hpp"

namespace {

using namespace bn::chess;
namespace fs = std::filesystem;

TEST(ChessCorpus, EveryMainLineReplays) {
    const fs::path folder = fs::path(BN_CORPUS_DIR) / "pgn";
    if (!fs::is_directory(folder)) {
        std::cout << "[ note ] " << folder << " is absent: the PGN corpus check did not run\n";
        return;
    }
    std::size_t games = 0, plies = 0;
    std::map<std::string, std::size_t> warnings;
    std::chrono::steady_clock::duration reading{};
    for (const auto& entry : fs::directory_iterator(folder)) {
        if (entry.path().extension() != ".pgn") continue;
        for (const auto& pgn : chess_test::split_games(chess_test::read_file(entry.path().string()))) {
            SCOPED_TRACE(entry.path().filename().string() + " game " + std::to_string(games + 1));
            Position start = Position::initial();
            if (!pgn.fen.empty()) {
                // Chess960 games (TCEC's "fischerandom") read their X-FEN as Chess960.
                FenOptions options;
                if (pgn.variant.find("960") != std::string::npos || pgn.variant.find("ischer") != std::string::npos)
                    options.chess960 = FenOptions::Chess960::on;
                auto parsed = parse_fen(pgn.fen, options);
                ASSERT_TRUE(parsed.ok) << pgn.fen << " " << parsed.diagnostics[0].code;
                start = parsed.value;
            }
            Game game(start);
            for (const auto& san : pgn.sans) {
                const Position before = game.position();
                auto begin = std::chrono::steady_clock::now();
                auto read = game.play_san(san);
                reading += std::chrono::steady_clock::now() - begin;
                ASSERT_TRUE(read.ok) << san << " in " << write_fen(before) << ": " << read.diagnostics[0].code;
                for (const auto& d : read.diagnostics) ++warnings[d.code];
                const std::string ours = write_san(before, read.value.move);
                auto again = read_san(before, ours, {true});
                ASSERT_TRUE(again.ok) << ours;
                EXPECT_EQ(again.value.move, read.value.move) << ours;
                ++plies;
            }
            ++games;
        }
    }
    EXPECT_GT(games, 3000u);
    std::cout << "[ note ] " << games << " games, " << plies << " plies read in "
              << std::chrono::duration<double, std::milli>(reading).count() << " ms;";
    for (const auto& [code, count] : warnings) std::cout << " " << code << " x" << count;
    std::cout << "\n";
}

}  // namespace
