// Native PGN figures for bench/results/pgn.md: pgn::parse (syntax + legal replay of every
// move, variations included, canonical SAN and FEN after each move) on whole files, in MB/s,
// games/s and moves/s. Run by bench/pgn.mjs when built; also the target to profile:
//   cmake --build build/native --target bench_pgn
// Usage: bench_pgn [--once] [--packed | --syntax | --index] [--stream BYTES] <file.pgn>...
//   --once    one pass, for valgrind --tool=callgrind
//   --stream  through pgn::Stream, each file pushed in pieces of BYTES (what Pgn.reader and the
//             CLI's --stream do), instead of parse_each on the whole text
//   --packed  packed positions instead of FEN text (what Pgn.parse does by default)
//   --syntax  no replay (Pgn.parse(text, { replay: false }))
//   --index   the header-only index (Pgn.index): tags, offsets and lines, no moves
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "pgn/index.hpp"
#include "pgn/read.hpp"
#include "pgn/stream.hpp"

namespace {

// CPU time, not wall time: the machine is shared (see bench/results/pgn.md).
double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

std::string read_file(const char* path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

int main(int argc, char** argv) {
    bool once = false;
    bool index = false;
    std::size_t piece = 0;  // 0: parse_each
    bn::pgn::ParseOptions options;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--once") == 0)
            once = true;
        else if (std::strcmp(argv[i], "--packed") == 0)
            options.positions = bn::pgn::ParseOptions::Positions::packed;
        else if (std::strcmp(argv[i], "--syntax") == 0)
            options.replay = false;
        else if (std::strcmp(argv[i], "--index") == 0)
            index = true;
        else if (std::strcmp(argv[i], "--stream") == 0 && i + 1 < argc)
            piece = std::strtoul(argv[++i], nullptr, 10);
        else
            files.push_back(read_file(argv[i]));
    }
    if (files.empty()) {
        std::fprintf(stderr,
                     "usage: bench_pgn [--once] [--packed | --syntax | --index] [--stream BYTES] <file.pgn>...\n");
        return 2;
    }
    std::size_t bytes = 0, games = 0, moves = 0;
    auto pass = [&](bool count) {
        for (const auto& text : files) {
            auto visit = [&](const bn::pgn::Game& g) {
                if (!count) return;
                games += 1;
                moves += g.nodes.size();
            };
            if (index) {
                bn::pgn::index_games(text, [&](bn::pgn::Game& g) { visit(g); });
            } else if (piece == 0) {
                // parse_each, as the wasm binding reads: games are visited, not kept.
                bn::pgn::parse_each(text, options, visit);
            } else {
                bn::pgn::Stream stream(options);
                bn::pgn::Game game;
                for (std::size_t at = 0; at < text.size(); at += piece) {
                    stream.push(std::string_view(text).substr(at, piece));
                    while (stream.next(game)) visit(game);
                }
                stream.close();
                while (stream.next(game)) visit(game);
            }
            if (count) bytes += text.size();
        }
    };
    pass(true);
    if (once) return 0;
    int passes = 0;
    const double start = cpu_seconds();
    double elapsed = 0;
    do {
        pass(false);
        ++passes;
        elapsed = cpu_seconds() - start;
    } while (elapsed < 2.0 || passes < 3);
    const double seconds = elapsed / passes;
    std::printf("%.2f MB/s, %.0f games/s, %.0f moves/s (%zu bytes, %zu games, %zu moves incl. variations)\n",
                bytes / 1e6 / seconds, games / seconds, moves / seconds, bytes, games, moves);
    return 0;
}
