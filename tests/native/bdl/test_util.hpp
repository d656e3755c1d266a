// Helpers shared by the BDL tests.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bdl/checks.hpp"
#include "bdl/read.hpp"
#include "bdl/write.hpp"
#include "../support/files.hpp"

namespace bdl_test {

using bn_test::read_file;

inline std::string chess_text() { return read_file(std::filesystem::path(BN_FIXTURES_DIR) / "bdl" / "chess.bdl"); }

// "code@line:column" of each diagnostic, for compact expectations.
inline std::vector<std::string> codes(const std::vector<bn::Diagnostic>& diagnostics) {
    std::vector<std::string> out;
    for (const auto& d : diagnostics)
        out.push_back(d.code + "@" + std::to_string(d.line) + ":" + std::to_string(d.column));
    return out;
}

// A minimal valid description around the given sections' bodies.
inline std::string describe(
    const std::string& pieces, const std::string& placements, const std::string& invariants = "",
    const std::string& finish = "no_moves_available",
    const std::string& rules = "first_player : 0 width : 4 height : 4 coloring : alternate player_change : alternate") {
    return "rules{ " + rules + " }\npieces{ " + pieces + " }\ninitial_piece_position{ " + placements +
           " }\ninvariants{ " + invariants + " }\nfinish{ " + finish + " }\n";
}

}  // namespace bdl_test
