// One line per game of the PGN files given, for comparing two versions of the reader over a
// corpus (bench/pgn/corpus-diff.py): file, offset, line, ok, the codes of its diagnostics and a
// hash of the game written back in export format (what was read: tags, moves, comments, NAGs).
// Uses only parse() and write(), so the same file builds against older versions too.
//   cmake --build build/native --target corpus_report_pgn
//   build/native/src/pgn/corpus_report_pgn ../shared/corpus/pgn/*.pgn > after.tsv
#include <cstdint>
#include <fstream>
#include <iostream>
#include <sstream>

#include "pgn/read.hpp"
#include "pgn/write.hpp"

int main(int argc, char** argv) {
    for (int a = 1; a < argc; ++a) {
        std::ifstream in(argv[a], std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        const bn::pgn::Database db = bn::pgn::parse(text.str());
        for (const auto& game : db.games) {
            std::uint64_t hash = 1469598103934665603ull;  // FNV-1a
            for (char c : bn::pgn::write(game)) hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ull;
            std::cout << argv[a] << '\t' << game.offset << '\t' << game.line << '\t' << game.ok << '\t';
            for (std::size_t k = 0; k < game.diagnostics.size(); ++k)
                std::cout << (k ? "," : "") << game.diagnostics[k].code
                          << (game.diagnostics[k].severity == bn::Severity::error ? "!" : "");
            std::cout << '\t' << std::hex << hash << std::dec << '\n';
        }
    }
}
