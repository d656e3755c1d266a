// Reading a test's input files (fixtures, the corpus, golden files): one helper for every area's
// tests. Bytes as they are on disk (binary: no newline translation).
#pragma once

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

namespace bn_test {

/** The bytes of `path`, or nullopt when it cannot be opened. */
inline std::optional<std::string> try_read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/** The bytes of `path`; "" when it cannot be opened (the test's expectations then fail). */
inline std::string read_file(const std::filesystem::path& path) { return try_read_file(path).value_or(""); }

}  // namespace bn_test
