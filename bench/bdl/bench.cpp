// Native BDL figures for bench/results/bdl.md: parse + check speed on chess.bdl and on a large
// generated description, and perft on chess.bdl. Run by bench/bdl.mjs when built:
//   cmake --build build/native --target bench_bdl
// Usage: bench_bdl <chess.bdl>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "bdl/game.hpp"
#include "bdl/checks.hpp"
#include "bdl/read.hpp"
#include "bdl/write.hpp"

namespace {

using Clock = std::chrono::steady_clock;

// Seconds per call of `run`, repeated for at least `budget` seconds.
template <class Run>
double seconds_per_call(Run&& run, double budget = 1.0) {
    run();
    int calls = 0;
    const auto start = Clock::now();
    double elapsed = 0;
    do {
        run();
        ++calls;
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed < budget || calls < 3);
    return elapsed / calls;
}

// The same generator as bench/bdl.mjs: `count` pieces with eight moves each, all placed.
std::string large_description(int count) {
    std::string pieces, placements;
    for (int i = 0; i < count; ++i) {
        const std::string name = "piece" + std::to_string(i);
        pieces += "  " + name +
                  "{\n    moves{\n      x : 2, y : 1\n      x : [-2, 2], y : -1, kills : false\n"
                  "      horizontal(,)\n      vertical(-3, 3)\n      diagonal(1, 4)\n"
                  "      explicit{ { x: [0, 1], y: (x) => [1, 2], killing: %s }, }\n    }\n    mirrored\n  }\n";
        placements += "  " + name + "{\n    positions{\n      x : " + std::to_string(i % 256) +
                      ", y : " + std::to_string(i / 256 % 128) + "\n    }\n    owner : 1\n  }\n";
    }
    return "rules{\n  first_player : 0\n  width : 256\n  height : 256\n  coloring : alternate\n  player_change : "
           "alternate\n}\n"
           "pieces{\n" +
           pieces + "}\ninitial_piece_position{\n" + placements +
           "}\ninvariants{\n}\nfinish{\n  no_moves_available\n}\n";
}

// The reproducer of issue 32: a w x w board with a row of queens for each player (the first
// `columns` columns of row 0, mirrored), and cant_risk(queen). With every column filled no queen
// has a legal move, so building the game (its finish rule) tries every candidate move.
std::string queens(int w, int columns) {
    return "rules{ first_player : 0 width : " + std::to_string(w) + " height : " + std::to_string(w) +
           " coloring : alternate player_change : alternate }\n"
           "pieces{ queen{ moves{ horizontal(,) vertical(,) diagonal(,) } mirrored } }\n"
           "initial_piece_position{ queen{ positions{ x : [0, " +
           std::to_string(columns - 1) +
           "], y : 0 } mirrored } }\n"
           "invariants{ cant_risk(queen) }\nfinish{ no_moves_available }\n";
}

void queens_figure(int w) {
    for (int columns : {w, w / 2}) {
        const std::string text = queens(w, columns);
        const auto parsed = bn::bdl::parse(text);
        std::shared_ptr<bn::bdl::Game> game;
        const double build = seconds_per_call([&] { game = bn::bdl::Game::create(parsed.value, text).value; }, 0.5);
        std::size_t count = 0;
        const double list = seconds_per_call([&] { count = game->moves().value.size(); }, 0.5);
        std::printf("queens w=%-3d columns=%-3d  Bdl.game %9.3f ms  moves() %9.3f ms  %5zu moves\n", w, columns,
                    build * 1e3, list * 1e3, count);
    }
}

void parse_figure(const char* name, const std::string& text) {
    bool ok = true;
    const double s = seconds_per_call([&] { ok = bn::bdl::check_text(text).empty() && ok; });
    std::printf("parse+check %-12s %9zu bytes  %9.3f ms  %7.1f MB/s  %s\n", name, text.size(), s * 1e3,
                text.size() / s / 1e6, ok ? "ok" : "DIAGNOSTICS");
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: bench_bdl <chess.bdl>\n");
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string chess = buffer.str();
    parse_figure("chess.bdl", chess);
    parse_figure("large", large_description(2000));

    const auto parsed = bn::bdl::parse(chess);
    const auto game = bn::bdl::Game::create(parsed.value, chess);
    if (!game.ok) return 1;
    const std::uint64_t expected[] = {1, 20, 400, 8902, 197281};
    for (int depth = 3; depth <= 4; ++depth) {
        std::uint64_t nodes = 0;
        const double s = seconds_per_call([&] { nodes = game.value->perft(depth).value; }, 2.0);
        std::printf("perft chess.bdl depth %d  %9llu nodes  %8.3f s  %7.3f Mnodes/s  %s\n", depth,
                    static_cast<unsigned long long>(nodes), s, nodes / s / 1e6,
                    nodes == expected[depth] ? "ok" : "WRONG");
    }
    for (int w : {16, 64, 128, 256}) queens_figure(w);
    return 0;
}
