// Every diagnostic code the SGF and HEN areas emit has an English and a Spanish message.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include "../support/files.hpp"

namespace {

namespace fs = std::filesystem;

using bn_test::read_file;

std::set<std::string> catalogue_codes(const fs::path& file) {
    std::set<std::string> codes;
    std::istringstream in(read_file(file));
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#' && line.find('\t') != std::string::npos)
            codes.insert(line.substr(0, line.find('\t')));
    return codes;
}

TEST(Messages, EveryCodeOfSgfAndHenIsInBothLanguages) {
    const fs::path src = fs::path(BN_FIXTURES_DIR) / ".." / ".." / "src";
    for (const char* area : {"sgf", "hen"}) {
        SCOPED_TRACE(area);
        const auto en = catalogue_codes(src / area / "messages.en.tsv");
        const auto es = catalogue_codes(src / area / "messages.es.tsv");
        EXPECT_EQ(en, es);
        const std::regex literal(std::string("\"(") + area + "\\.[a-z_.0-9]+)\"");
        std::size_t used = 0;
        for (const auto& entry : fs::directory_iterator(src / area)) {
            if (entry.path().extension() != ".cpp") continue;
            const std::string text = read_file(entry.path());
            for (std::sregex_iterator it(text.begin(), text.end(), literal), end; it != end; ++it) {
                EXPECT_TRUE(en.count((*it)[1])) << (*it)[1] << " in " << entry.path().filename();
                ++used;
            }
        }
        EXPECT_GT(used, 10u);
    }
}

}  // namespace
