// The X3 part lexer (src/hen/lexer.cpp) against the hand-written splitter it replaced
// (split_parts_by_hand.hpp): the same leading text and the same parts (kind, body, offset) on
// every string literal of the HEN tests, on the HEN of the SGF corpus, and on random strings.
// Both readings of HEN consume nothing but these parts, so equal parts mean equal results.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "hen/lexer.hpp"
#include "hen_samples.hpp"
#include "split_parts_by_hand.hpp"

namespace {

namespace fs = std::filesystem;
using namespace bn::hen;

// Empty when both agree, else what differs.
std::string difference(std::string_view text) {
    std::string_view leading_x3, leading_hand;
    const auto x3 = split_parts(text, &leading_x3);
    const auto hand = by_hand::split_parts(text, &leading_hand);
    // Slices of the same text: equal positions and sizes, not only equal characters.
    if (leading_x3.data() != leading_hand.data() || leading_x3.size() != leading_hand.size()) return "leading text";
    if (x3.size() != hand.size()) return std::to_string(x3.size()) + " parts, by hand " + std::to_string(hand.size());
    for (std::size_t i = 0; i < x3.size(); ++i)
        if (x3[i].kind != hand[i].kind || x3[i].offset != hand[i].offset || x3[i].body.data() != hand[i].body.data() ||
            x3[i].body.size() != hand[i].body.size())
            return "part " + std::to_string(i);
    return {};
}

// The quoted strings of a test source ("..." and '...'), escapes left as written.
std::vector<std::string> literals_of(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    const std::string source = buffer.str();
    static const std::regex literal(R"re("((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)')re");
    std::vector<std::string> out;
    for (std::sregex_iterator it(source.begin(), source.end(), literal), end; it != end; ++it)
        out.push_back((*it)[1].matched ? (*it)[1].str() : (*it)[2].str());
    return out;
}

TEST(HenLexer, AgreesWithTheHandWrittenSplitterOnTheTestStrings) {
    std::size_t checked = 0;
    for (const char* folder : {"tests/native/hen", "tests/js/hen", "tests/fixtures/hen"}) {
        const fs::path path = fs::path(BN_FIXTURES_DIR).parent_path().parent_path() / folder;
        for (const auto& entry : fs::directory_iterator(path))
            for (const auto& text : literals_of(entry.path())) {
                EXPECT_EQ(difference(text), "") << entry.path().filename() << ": " << text;
                ++checked;
            }
    }
    EXPECT_GT(checked, 500u);
}

TEST(HenLexer, AgreesWithTheHandWrittenSplitterOnTheCorpus) {
    const auto texts = samples::from_corpus(fs::path(BN_CORPUS_DIR) / "sgf");
    if (texts.empty()) GTEST_SKIP() << "no SGF corpus";
    for (const auto& text : texts) ASSERT_EQ(difference(text), "") << text;
}

TEST(HenLexer, AgreesWithTheHandWrittenSplitterOnRandomStrings) {
    for (const auto& text : samples::random(50000, 25)) ASSERT_EQ(difference(text), "") << text;
}

TEST(HenLexer, SplitsAtTheBoundariesOfEachKindOfPart) {
    std::string_view leading;
    const auto parts = split_parts("  x.9x9_8Gw~3_7b.A1-a~1~b~c.K10~w", &leading);
    EXPECT_EQ(leading, "  x");
    std::vector<std::pair<char, std::string_view>> got;
    for (const auto& p : parts) got.emplace_back(p.kind, p.body);
    const std::vector<std::pair<char, std::string_view>> want{
        {'.', "9x9"}, {'_', "8Gw~3"}, {'_', "7b"}, {'.', "A1-a~1"}, {'~', "b"}, {'~', "c"}, {'.', "K10"}, {'~', "w"}};
    EXPECT_EQ(got, want);
    EXPECT_EQ(parts[1].offset, 7u);
    EXPECT_TRUE(split_parts("").empty());
}

}  // namespace
