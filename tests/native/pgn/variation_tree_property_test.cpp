// Property: any tree of variations round-trips exactly through the writer and the reader.
// Random games (seeded, so a failure is reproducible) with variations nested in variations,
// variations of a variation's first move ("1. e4 e5 (1... e6 (1... d6) 2. d4)"), NAGs and
// comments, are built, written, read back to the same tree, and written again to the same text.
#include <gtest/gtest.h>

#include <random>

#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "pgn/build.hpp"
#include "test_util.hpp"

using namespace bn::pgn;

namespace {

class RandomTree {
public:
    explicit RandomTree(unsigned seed) : rng_(seed) {}

    GameInput game() {
        GameInput input;
        moves_ = &input.moves;
        line(bn::chess::Position::initial(), no_node, no_node, 0, 4 + below(20));
        input.result = "*";
        return input;
    }

private:
    unsigned below(unsigned n) { return static_cast<unsigned>(rng_() % n); }

    // A line of `length` random moves from `position`, the first replacing `replaces` (no_node:
    // the main line). Each move may get variations (nesting up to depth 4), a NAG, comments.
    void line(bn::chess::Position position, NodeIndex previous, NodeIndex replaces, unsigned depth, unsigned length) {
        for (unsigned k = 0; k < length; ++k) {
            const bn::chess::MoveList legal = bn::chess::legal_moves(position);
            if (legal.empty()) return;
            const bn::chess::Move move = legal[below(static_cast<unsigned>(legal.size()))];
            MoveInput m;
            m.san = bn::chess::write_san(position, move);
            m.previous = previous;
            m.replaces = k == 0 ? replaces : no_node;
            if (below(5) == 0) m.nags.push_back(static_cast<std::uint16_t>(1 + below(20)));
            if (below(6) == 0) m.comments.push_back("note " + std::to_string(below(100)));
            // A comment before a move is one before a variation's first move: elsewhere PGN has
            // no way to tell it from a comment after the move before, which is what it reads as.
            if (below(10) == 0 && k == 0 && replaces != no_node) m.comments_before.push_back("before");
            const NodeIndex index = static_cast<NodeIndex>(moves_->size());
            moves_->push_back(std::move(m));
            // Variations of this move: other moves from the same position.
            if (depth < 4 && below(3) == 0)
                for (unsigned v = 1 + below(2); v > 0; --v) line(position, previous, index, depth + 1, 1 + below(5));
            bn::chess::Position::Undo undo;
            position.make(move, undo);
            previous = index;
        }
    }

    std::mt19937 rng_;
    std::vector<MoveInput>* moves_ = nullptr;
};

// How many variations start at a variation's first move (the shape the old writer broke).
std::size_t nested_at_first_moves(const Game& g) {
    std::size_t n = 0;
    for (const MoveNode& node : g.nodes)
        for (NodeIndex v : node.variations) n += g.nodes[v].variations.size();
    return n;
}

}  // namespace

TEST(PgnVariationTree, TheIssueExampleRoundTrips) {
    const std::string text = "1. e4 e5 (1... e6 (1... d6) 2. d4) *";
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 1u);
    const std::string written = write(db.games[0]);
    EXPECT_NE(written.find("\n\n1. e4 e5 (1... e6 (1... d6) 2. d4) *\n"), std::string::npos) << written;
}

TEST(PgnVariationTree, RandomTreesRoundTripExactly) {
    std::size_t nested = 0, variations = 0;
    for (unsigned seed = 1; seed <= 300; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        auto built = build_game(RandomTree(seed).game());
        ASSERT_TRUE(built.ok);
        const Game& game = built.value;
        for (const MoveNode& n : game.nodes) variations += n.variations.size();
        nested += nested_at_first_moves(game);
        for (std::size_t width : {79u, 20u}) {
            const std::string written = write(game, WriteOptions{width});
            Database again = parse(written);
            ASSERT_EQ(again.games.size(), 1u) << written;
            EXPECT_TRUE(again.games[0].ok) << written;
            EXPECT_TRUE(pgn_test::same_game(game, again.games[0])) << written;
            EXPECT_EQ(write(again.games[0], WriteOptions{width}), written);
        }
    }
    // The trees really had the shapes under test.
    EXPECT_GT(variations, 300u);
    EXPECT_GT(nested, 20u);
}

TEST(PgnVariationTree, BuildRefusesAReplacedMoveFromAnotherPosition) {
    GameInput input;
    input.moves.push_back({"e4", no_node, {}, {}, {}, no_node});
    input.moves.push_back({"e5", 0, {}, {}, {}, no_node});
    input.moves.push_back({"d5", no_node, {}, {}, {}, 1});  // replaces e5 but follows the start
    auto built = build_game(input);
    EXPECT_FALSE(built.ok);
    ASSERT_EQ(built.diagnostics.size(), 1u);
    EXPECT_EQ(built.diagnostics[0].code, "pgn.game_input");
}
