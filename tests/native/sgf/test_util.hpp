// Helpers shared by the SGF tests.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include "../support/files.hpp"

namespace sgf_test {

using bn_test::read_file;

inline void write_file(const std::filesystem::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

}  // namespace sgf_test
