// Helpers shared by the SGF tests.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace sgf_test {

inline std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

inline void write_file(const std::filesystem::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

}  // namespace sgf_test
