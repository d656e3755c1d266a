// Every diagnostic code the JSON and ssb areas emit has an English and a Spanish message.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <set>
#include <sstream>

#include "test_util.hpp"

namespace {

namespace fs = std::filesystem;

std::set<std::string> catalogue_codes(const fs::path& file) {
    std::set<std::string> codes;
    std::istringstream in(*ssb_test::read_file(file.string()));
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#' && line.find('\t') != std::string::npos)
            codes.insert(line.substr(0, line.find('\t')));
    return codes;
}

TEST(SsbMessages, EveryCodeOfJsonAndSsbIsInBothLanguages) {
    const fs::path src = fs::path(BN_FIXTURES_DIR) / ".." / ".." / "src";
    for (const char* area : {"json", "ssb"}) {
        SCOPED_TRACE(area);
        const auto en = catalogue_codes(src / area / "messages.en.tsv");
        EXPECT_EQ(en, catalogue_codes(src / area / "messages.es.tsv"));
        const std::regex literal(std::string("\"(") + area + "\\.[a-z_.0-9]+)\"");
        std::size_t used = 0;
        for (const auto& entry : fs::directory_iterator(src / area)) {
            if (entry.path().extension() != ".cpp") continue;
            const std::string text = *ssb_test::read_file(entry.path().string());
            for (std::sregex_iterator it(text.begin(), text.end(), literal), end; it != end; ++it) {
                // A literal ending in '_' is the start of codes numbered at run time (fen_field_1...).
                const std::string code = (*it)[1];
                const bool prefix = code.back() == '_';
                const auto next = en.lower_bound(code);
                EXPECT_TRUE(prefix ? next != en.end() && next->rfind(code, 0) == 0 : en.count(code) > 0)
                    << code << " in " << entry.path().filename();
                ++used;
            }
        }
        EXPECT_GT(used, 10u);
    }
}

}  // namespace
