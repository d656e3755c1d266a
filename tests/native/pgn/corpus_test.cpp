// The real files of ../shared/corpus/pgn (skipped when the corpus is absent): every game is
// read without error, written back in export format and read again to the same game, read
// the same by the streaming reader, and its main line parses with the challenge's grammar.
#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "pgn/movetext.hpp"
#include "test_util.hpp"

using namespace bn::pgn;

namespace {

std::string describe(const Game& g) {
    std::string s = "game at offset " + std::to_string(g.offset);
    for (const auto& d : g.diagnostics)
        if (d.severity == bn::Severity::error)
            s += "\n  " + d.code + " " + std::to_string(d.line) + ":" + std::to_string(d.column);
    return s;
}

}  // namespace

TEST(PgnCorpus, EveryGameReadsAndRoundTrips) {
    auto files = pgn_test::corpus_files();
    if (files.empty()) GTEST_SKIP() << "corpus not found at " << BN_CORPUS_DIR;
    std::size_t games = 0, moves = 0, variations = 0, comments = 0;
    for (const auto& path : files) {
        SCOPED_TRACE(path.filename().string());
        Database db = parse(pgn_test::read_file(path));
        EXPECT_FALSE(db.games.empty());
        for (const auto& g : db.games) {
            ++games;
            moves += g.nodes.size();
            for (const auto& n : g.nodes) {
                variations += n.variations.size();
                comments += n.comments.size();
            }
            EXPECT_TRUE(g.ok) << describe(g);
            std::string written = write(g);
            std::size_t blank = written.find("\n\n");
            ASSERT_NE(blank, std::string::npos);
            for (std::size_t at = blank + 2, end; at < written.size(); at = end + 1) {
                end = written.find('\n', at);
                EXPECT_LT(end - at, 80u) << written.substr(at, end - at);
                EXPECT_NE(written[at], ' ');
                EXPECT_NE(written[end - 1], ' ');
            }
            Database again = parse(written);
            ASSERT_EQ(again.games.size(), 1u);
            EXPECT_TRUE(again.games[0].ok);
            EXPECT_TRUE(pgn_test::same_game(g, again.games[0])) << describe(g);
            EXPECT_EQ(write(again.games[0]), written);
        }
    }
    // The corpus has annotated games: the tree and comments were really exercised.
    EXPECT_GT(games, 3000u);
    EXPECT_GT(variations, 100u);
    EXPECT_GT(comments, 1000u);
    EXPECT_GT(moves, 200000u);
}

TEST(PgnCorpus, StreamReadsTheSameGames) {
    auto files = pgn_test::corpus_files();
    if (files.empty()) GTEST_SKIP() << "corpus not found";
    for (const auto& path : files) {
        SCOPED_TRACE(path.filename().string());
        const std::string text = pgn_test::read_file(path);
        Database db = parse(text);
        Stream stream;
        std::vector<Game> streamed;
        Game g;
        for (std::size_t at = 0; at < text.size(); at += 997) {
            stream.push(std::string_view(text).substr(at, 997));
            while (stream.next(g)) streamed.push_back(g);
        }
        stream.close();
        while (stream.next(g)) streamed.push_back(g);
        EXPECT_EQ(stream.consumed(), text.size());
        ASSERT_EQ(streamed.size(), db.games.size());
        for (std::size_t i = 0; i < streamed.size(); ++i) {
            EXPECT_TRUE(pgn_test::same_game(db.games[i], streamed[i]));
            EXPECT_EQ(streamed[i].offset, db.games[i].offset);
            ASSERT_EQ(streamed[i].diagnostics.size(), db.games[i].diagnostics.size());
            for (std::size_t k = 0; k < streamed[i].diagnostics.size(); ++k) {
                EXPECT_EQ(streamed[i].diagnostics[k].line, db.games[i].diagnostics[k].line);
                EXPECT_EQ(streamed[i].diagnostics[k].column, db.games[i].diagnostics[k].column);
            }
        }
    }
}

// Each main line, written as the challenge's movetext (move numbers, SAN as written, the
// termination marker), parses to turns whose moves match what the engine replayed.
TEST(PgnCorpus, MainLinesParseWithTheChallengeGrammar) {
    auto files = pgn_test::corpus_files();
    if (files.empty()) GTEST_SKIP() << "corpus not found";
    std::size_t checked = 0, skipped = 0;
    for (const auto& path : files) {
        Database db = parse(pgn_test::read_file(path));
        for (const auto& g : db.games) {
            // The model starts with White and needs a move and an outcome.
            if (g.first == no_node || g.nodes[g.first].color != bn::chess::white || g.result.empty()) {
                ++skipped;
                continue;
            }
            std::string text;
            std::vector<const MoveNode*> line;
            for (NodeIndex i = g.first; i != no_node; i = g.nodes[i].next) {
                const MoveNode& n = g.nodes[i];
                if (n.color == bn::chess::white) text += std::to_string(n.move_number) + ". ";
                text += n.written + " ";
                line.push_back(&n);
            }
            text += g.result;
            auto r = movetext::parse(text);
            ASSERT_TRUE(r.ok) << path.filename() << " " << text.substr(0, 200) << "\n"
                              << (r.diagnostics.empty() ? "" : r.diagnostics[0].code);
            ++checked;
            std::vector<movetext::Move> moves;
            for (const auto& t : r.value.turns) {
                if (auto* full = std::get_if<movetext::FullTurn>(&t)) {
                    moves.push_back(full->white);
                    moves.push_back(full->black);
                } else {
                    moves.push_back(std::get<movetext::PartialTurn>(t).white);
                }
            }
            ASSERT_EQ(moves.size(), line.size());
            for (std::size_t i = 0; i < moves.size(); ++i) {
                const bn::chess::Move m = line[i]->move;
                const std::string to = bn::chess::square_name(m.to());
                if (std::holds_alternative<movetext::Castle>(moves[i])) {
                    EXPECT_TRUE(m.is_castle());
                    continue;
                }
                movetext::Square end = std::visit(
                    [](const auto& mv) -> movetext::Square {
                        using T = std::decay_t<decltype(mv)>;
                        if constexpr (std::is_same_v<T, movetext::Promotion>)
                            return mv.pawn_move.end;
                        else if constexpr (std::is_same_v<T, movetext::Castle>)
                            return {};
                        else
                            return mv.end;
                    },
                    moves[i]);
                EXPECT_EQ(std::string{end.file} + std::to_string(end.rank), to) << line[i]->written;
                EXPECT_EQ(std::holds_alternative<movetext::Promotion>(moves[i]), m.is_promotion());
            }
        }
    }
    EXPECT_GT(checked, 3000u);
    EXPECT_LT(skipped, 100u);
}
