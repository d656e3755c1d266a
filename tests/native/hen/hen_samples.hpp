// HEN strings to compare readers on (lexer_test.cpp, bench/hen/bench.cpp): the HEN of every
// game of shared/corpus/sgf at several move numbers, and seeded random strings over an
// alphabet weighted towards what HEN is made of.
#pragma once

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "hen/from_sgf.hpp"

namespace bn::hen::samples {

// Empty when the corpus folder is absent.
inline std::vector<std::string> from_corpus(const std::filesystem::path& sgf_folder) {
    std::vector<std::string> out;
    if (!std::filesystem::is_directory(sgf_folder)) return out;
    for (const auto& entry : std::filesystem::directory_iterator(sgf_folder)) {
        if (entry.path().extension() != ".sgf") continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::ostringstream buffer;
        buffer << in.rdbuf();
        for (std::size_t move : {0, 1, 10, 50, 100, 200, 1000}) {
            std::string hen = sgf_to_hen(buffer.str(), move);
            if (!hen.empty()) out.push_back(std::move(hen));
        }
    }
    return out;
}

// `count` strings of 0 to 40 characters, the same for the same seed.
inline std::vector<std::string> random(std::size_t count, std::uint32_t seed) {
    // Part starts, digits, stones, columns, the size "x", "-", white space, "%" (URL escapes),
    // and a few bytes no HEN holds (a NUL, a byte above ASCII).
    static const char letters[] = "..__~~0123456789bwrglypABCHJTZx-CRSQ %\t\n\0\x80\xff";
    static const std::string alphabet(letters, sizeof letters - 1);  // the NUL included
    std::mt19937 random(seed);
    std::uniform_int_distribution<std::size_t> length(0, 40);
    std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
    std::vector<std::string> out(count);
    for (auto& s : out) {
        s.resize(length(random));
        for (char& c : s) c = alphabet[pick(random)];
    }
    return out;
}

}  // namespace bn::hen::samples
