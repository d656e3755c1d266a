// Differential check over the real games in shared/corpus/sgf (when that folder exists):
// every file parses without error, its main line replays with the rules engine without an
// error, and parse -> write -> parse -> write gives the same text.
#include <gtest/gtest.h>

#include <chrono>
#include <iostream>

#include "sgf/read.hpp"
#include "sgf/replay.hpp"
#include "sgf/write.hpp"
#include "test_util.hpp"

namespace {

namespace fs = std::filesystem;

TEST(SgfCorpus, EveryGameParsesReplaysAndRoundTrips) {
    const fs::path folder = fs::path(BN_CORPUS_DIR) / "sgf";
    if (!fs::is_directory(folder)) {
        std::cout << "[ note ] " << folder << " is absent: the SGF corpus check did not run\n";
        return;
    }
    std::size_t files = 0, bytes = 0, moves = 0;
    std::chrono::steady_clock::duration parsing{};
    for (const auto& entry : fs::directory_iterator(folder)) {
        if (entry.path().extension() != ".sgf") continue;
        SCOPED_TRACE(entry.path().filename().string());
        const std::string text = sgf_test::read_file(entry.path());
        auto start = std::chrono::steady_clock::now();
        auto parsed = bn::sgf::parse(text);
        parsing += std::chrono::steady_clock::now() - start;
        ASSERT_TRUE(parsed.ok) << (parsed.diagnostics.empty() ? "" : parsed.diagnostics[0].code);
        auto replay = bn::sgf::replay_main_line(parsed.value);
        EXPECT_TRUE(replay.ok) << (replay.diagnostics.empty() ? "" : replay.diagnostics[0].code);
        EXPECT_GT(replay.value.moves, 0u);
        auto written = bn::sgf::write(parsed.value);
        ASSERT_TRUE(written.ok);
        auto again = bn::sgf::parse(written.text);
        ASSERT_TRUE(again.ok);
        // The text written declares CA[UTF-8] (the only change): written again, it is the same.
        EXPECT_EQ(bn::sgf::write(again.value).text, written.text);
        EXPECT_EQ(again.value.nodes.size(), parsed.value.nodes.size());
        ++files;
        bytes += text.size();
        moves += replay.value.moves;
    }
    EXPECT_GT(files, 0u);
    auto ms = std::chrono::duration<double, std::milli>(parsing).count();
    std::cout << "[ note ] " << files << " games, " << bytes << " bytes, " << moves << " moves; parsing took " << ms
              << " ms\n";
}

}  // namespace
