// Deep perft runs with timings, outside ctest (a few seconds; with the argument "deep", a few
// minutes more):
//   cmake --build build/native --target bench_chess_perft && build/native/src/chess/bench_chess_perft [deep]
// Counts are the published ones (chessprogramming wiki, "Perft Results"); a mismatch makes
// the program exit with status 1.
#include <chrono>
#include <cstdio>
#include <cstdint>
#include <cstring>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"

namespace {

struct Run {
    const char* name;
    const char* fen;
    unsigned depth;
    std::uint64_t nodes;
    bool deep = false;      // only with the "deep" argument
    bool chess960 = false;  // read as Chess960 (X-FEN / Shredder-FEN castling)
};

const Run runs[] = {
    {"initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119060324},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193690690},
    {"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7, 178633661},
    {"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5, 15833292},
    {"position4m", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 5, 15833292},
    {"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5, 89941194},
    {"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 5, 164075551},
    // Chess960: positions 1 and 5 of the Chessprogramming wiki's Chess960 perft suite
    // (tests/fixtures/chess960/perft.epd), castling with the king and rooks off e/a/h.
    {"frc-1", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 6, 227689589, false, true},
    {"frc-5", "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9", 5, 34030312, false, true},
    {"initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 7, 3195901860, true},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 6, 8031647685, true},
    {"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 8, 3009794393, true},
    {"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 6, 706045033, true},
    {"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 6, 6923051137, true},
};

}  // namespace

int main(int argc, char** argv) {
    const bool deep = argc > 1 && std::strcmp(argv[1], "deep") == 0;
    int failures = 0;
    std::uint64_t total_nodes = 0;
    double total_seconds = 0;
    for (const Run& run : runs) {
        if (run.deep && !deep) continue;
        bn::chess::FenOptions options;
        if (run.chess960) options.chess960 = bn::chess::FenOptions::Chess960::on;
        auto parsed = bn::chess::parse_fen(run.fen, options);
        if (!parsed.ok) {
            std::printf("%-11s bad FEN\n", run.name);
            ++failures;
            continue;
        }
        auto start = std::chrono::steady_clock::now();
        std::uint64_t nodes = bn::chess::perft(parsed.value, run.depth);
        double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        bool ok = nodes == run.nodes;
        failures += !ok;
        // The total is of the standard positions, comparable with runs from before Chess960.
        if (!run.chess960) {
            total_nodes += nodes;
            total_seconds += seconds;
        }
        std::printf("%-11s depth %u  %12llu nodes  %7.3f s  %6.1f Mnodes/s  %s\n", run.name, run.depth,
                    static_cast<unsigned long long>(nodes), seconds, nodes / seconds / 1e6, ok ? "ok" : "WRONG");
    }
    std::printf("total (std) %21llu nodes  %7.3f s  %6.1f Mnodes/s\n", static_cast<unsigned long long>(total_nodes),
                total_seconds, total_nodes / total_seconds / 1e6);
    return failures ? 1 : 0;
}
