// The example files of shared/corpus/bdl (when present): each reads, checks and formats as
// expected; the ones the original compiler rejects or that reference missing pieces get the
// diagnostics they deserve.
#include "test_util.hpp"

#include <gtest/gtest.h>

#include <iostream>
#include <map>

#include "bdl/game.hpp"

namespace {

namespace fs = std::filesystem;

TEST(BdlCorpus, EveryExampleGetsWhatItDeserves) {
    const fs::path folder = fs::path(BN_CORPUS_DIR) / "bdl";
    if (!fs::is_directory(folder)) {
        std::cout << "[ note ] " << folder << " is absent: the BDL corpus check did not run\n";
        return;
    }
    // First diagnostic expected per file ("" = none at all).
    const std::map<std::string, std::string> expected = {
        {"BDLCompilerSource__source_code_example.bdl", ""},
        {"StandaloneCompiler__chess.bdl", ""},
        {"StandaloneCompiler__pawngame.bdl", ""},
        {"StandaloneCompiler__damasChinesasAdaptadas.bdl", ""},
        {"StandaloneCompiler__sort.bdl", ""},
        // Invariants and spawn name pieces the file never defines.
        {"BDLCompilerSource__source_code_example2.bdl", "bdl.undefined_piece@16:27"},
        {"BDLCompilerSource__source_code_example3.bdl", "bdl.undefined_piece@20:34"},
        {"BDLCompilerSource__source_code_example4.bdl", "bdl.undefined_piece@15:27"},
        // `x : 1, x : 0` is a syntax error for the original too.
        {"vscode-plugins__board-description-language-support__source.bdl", "bdl.expected@15:14"},
    };
    std::size_t files = 0;
    for (const auto& entry : fs::directory_iterator(folder)) {
        const auto name = entry.path().filename().string();
        SCOPED_TRACE(name);
        ASSERT_TRUE(expected.count(name)) << "a new corpus file: add its expectation";
        const std::string text = bdl_test::read_file(entry.path());
        auto diagnostics = bn::bdl::check_text(text);
        auto list = bdl_test::codes(diagnostics);
        EXPECT_EQ(list.empty() ? "" : list[0], expected.at(name));
        auto parsed = bn::bdl::parse(text);
        if (parsed.ok) {
            auto again = bn::bdl::parse(bn::bdl::format(parsed.value).text);
            ASSERT_TRUE(again.ok);
            EXPECT_TRUE(again.value == parsed.value);
        }
        ++files;
    }
    EXPECT_EQ(files, expected.size());
}

TEST(BdlCorpus, ExamplesWithoutExplicitCodePlay) {
    const fs::path folder = fs::path(BN_CORPUS_DIR) / "bdl";
    if (!fs::is_directory(folder)) return;
    for (const char* name : {"StandaloneCompiler__pawngame.bdl", "BDLCompilerSource__source_code_example.bdl"}) {
        SCOPED_TRACE(name);
        const std::string text = bdl_test::read_file(folder / name);
        auto game = bn::bdl::Game::create(bn::bdl::parse(text).value, text);
        ASSERT_TRUE(game.ok);
        EXPECT_GT(game.value->moves().value.size(), 0u);
    }
}

}  // namespace
