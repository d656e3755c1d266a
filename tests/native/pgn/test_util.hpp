// Helpers shared by the PGN tests: reading files, walking a game's main line, comparing games.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "pgn/read.hpp"
#include "pgn/stream.hpp"
#include "pgn/write.hpp"
#include "../support/files.hpp"

namespace pgn_test {

using bn_test::read_file;

inline std::vector<std::filesystem::path> corpus_files() {
    std::vector<std::filesystem::path> files;
    const std::filesystem::path dir = std::filesystem::path(BN_CORPUS_DIR) / "pgn";
    if (!std::filesystem::is_directory(dir)) return files;
    for (const auto& e : std::filesystem::directory_iterator(dir))
        if (e.path().extension() == ".pgn") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

// Pushes `text` into `stream` in pieces of `piece` bytes, asking for games after every push,
// then closes it: every game the stream gives, in order.
inline std::vector<bn::pgn::Game> stream_all(std::string_view text, std::size_t piece, bn::pgn::Stream& stream) {
    std::vector<bn::pgn::Game> games;
    bn::pgn::Game g;
    for (std::size_t at = 0; at < text.size(); at += piece) {
        stream.push(text.substr(at, piece));
        while (stream.next(g)) games.push_back(g);
    }
    stream.close();
    while (stream.next(g)) games.push_back(g);
    return games;
}

// The one game a text holds (an empty game, and a failed expectation, when it holds another number).
inline bn::pgn::Game game_of(const std::string& text, const bn::pgn::ParseOptions& options = {}) {
    bn::pgn::Database db = bn::pgn::parse(text, options);
    EXPECT_EQ(db.games.size(), 1u);
    return db.games.empty() ? bn::pgn::Game{} : db.games[0];
}

// The codes of a game's diagnostics, in order.
inline std::vector<std::string> codes(const bn::pgn::Game& g) {
    std::vector<std::string> out;
    for (const auto& d : g.diagnostics) out.push_back(d.code);
    return out;
}

inline std::vector<std::string> main_line_sans(const bn::pgn::Game& g) {
    std::vector<std::string> out;
    for (auto i = g.first; i != bn::pgn::no_node; i = g.nodes[i].next) out.push_back(g.nodes[i].san);
    return out;
}

inline bool same_comments(const std::vector<bn::pgn::Comment>& a, const std::vector<bn::pgn::Comment>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].text != b[i].text || a[i].commands.size() != b[i].commands.size()) return false;
    return true;
}

// What a round trip keeps: tags (as a set), start position, comments, and the move tree
// with canonical SAN, squares, FENs and NAGs. The SAN as written and offsets are not kept:
// the writer writes canonical SAN.
inline ::testing::AssertionResult same_game(const bn::pgn::Game& a, const bn::pgn::Game& b) {
    using namespace bn::pgn;
    for (const auto& t : a.tags) {
        const Tag* other = b.tag(t.name);
        if (!other || other->value != t.value) return ::testing::AssertionFailure() << "tag " << t.name;
    }
    if (a.start_fen != b.start_fen) return ::testing::AssertionFailure() << "start fen";
    if ((a.result.empty() ? "*" : a.result) != b.result) return ::testing::AssertionFailure() << "result";
    if (!same_comments(a.comments, b.comments)) return ::testing::AssertionFailure() << "game comments";
    if (a.nodes.size() != b.nodes.size()) return ::testing::AssertionFailure() << "node count";
    // Nodes are stored in reading order, which the writer preserves.
    for (std::size_t i = 0; i < a.nodes.size(); ++i) {
        const MoveNode &x = a.nodes[i], &y = b.nodes[i];
        if (x.san != y.san || x.move != y.move || x.fen != y.fen || x.nags != y.nags || x.next != y.next ||
            x.previous != y.previous || x.variations != y.variations || !same_comments(x.comments, y.comments) ||
            !same_comments(x.comments_before, y.comments_before))
            return ::testing::AssertionFailure() << "node " << i << " (" << x.san << " / " << y.san << ")";
    }
    return ::testing::AssertionSuccess();
}

}  // namespace pgn_test
