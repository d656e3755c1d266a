// Chess960 perft against published counts. tests/fixtures/chess960/perft.epd holds positions
// of the Chess960 perft suite of the Chessprogramming wiki ("Chess960 Perft Results", counts
// to depth 6; its README says which). Every position runs to depth 4 in CI; BN_PERFT960_DEPTH
// asks for more (see PublishedSuite).
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"

namespace {

using namespace bn::chess;

struct Suite {
    std::string fen;
    std::vector<std::uint64_t> counts;  // depth 1, 2, ...
};

// EPD lines "fen ;D1 n ;D2 n ...".
std::vector<Suite> read_suite() {
    std::ifstream in(std::string(BN_FIXTURES_DIR) + "/chess960/perft.epd");
    std::vector<Suite> suite;
    for (std::string line; std::getline(in, line);) {
        const std::size_t semicolon = line.find(';');
        if (line.empty() || line[0] == '#' || semicolon == std::string::npos) continue;
        Suite entry{line.substr(0, line.find_last_not_of(' ', semicolon - 1) + 1), {}};
        std::istringstream counts(line.substr(semicolon));
        for (std::string depth, nodes; counts >> depth >> nodes;) entry.counts.push_back(std::stoull(nodes));
        suite.push_back(std::move(entry));
    }
    return suite;
}

Position chess960_position(const std::string& fen) {
    FenOptions options;
    options.chess960 = FenOptions::Chess960::on;
    auto parsed = parse_fen(fen, options);
    EXPECT_TRUE(parsed.ok) << fen;
    return parsed.value;
}

void check(const Suite& entry, unsigned max_depth) {
    Position p = chess960_position(entry.fen);
    const std::string before = write_fen(p);
    for (unsigned depth = 1; depth <= max_depth && depth <= entry.counts.size(); ++depth)
        EXPECT_EQ(perft(p, depth), entry.counts[depth - 1]) << entry.fen << " depth " << depth;
    EXPECT_EQ(write_fen(p), before) << "make/unmake must restore " << entry.fen;
}

// Every position of the file: to depth 4 by default (0.2 s natively), deeper with
// BN_PERFT960_DEPTH=5 or 6 (seconds, then minutes), outside CI.
TEST(Perft960, PublishedSuite) {
    const auto suite = read_suite();
    ASSERT_GE(suite.size(), 60u);
    const char* asked = std::getenv("BN_PERFT960_DEPTH");
    const unsigned depth = asked && std::atoi(asked) > 4 ? static_cast<unsigned>(std::atoi(asked)) : 4;
    for (const Suite& entry : suite) check(entry, depth);
}

// Start positions with a rook beside the king and the king on b or c, and the standard array
// (start position 518) read as Chess960. Counts from a published table of all 960 start
// positions (the LastEmperor engine's perft_960_starting_pos.txt); tests/js/chess960 checks
// every start position against chessops as well.
TEST(Perft960, StartPositions) {
    const Suite starts[] = {
        {"rkqrbbnn/pppppppp/8/8/8/8/PPPPPPPP/RKQRBBNN w DAda - 0 1", {19, 361, 7678, 162755}},
        {"rkrqbbnn/pppppppp/8/8/8/8/PPPPPPPP/RKRQBBNN w CAca - 0 1", {19, 361, 7680, 163033}},
        {"qrkrbbnn/pppppppp/8/8/8/8/PPPPPPPP/QRKRBBNN w DBdb - 0 1", {19, 361, 7638, 160965}},
        {"rkqbbnnr/pppppppp/8/8/8/8/PPPPPPPP/RKQBBNNR w HAha - 0 1", {20, 400, 8924, 198540}},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", {20, 400, 8902, 197281}},
    };
    for (const Suite& entry : starts) check(entry, 4);
}

}  // namespace
