// The runtime against the original's semantics (bdl-reference.md 2) and chess numbers.
#include "test_util.hpp"

#include <gtest/gtest.h>

#include "bdl/game.hpp"

namespace {

using bdl_test::describe;
using bn::bdl::Game;
using bn::bdl::GameMove;
using bn::bdl::Square;

std::shared_ptr<Game> make(const std::string& text) {
    auto parsed = bn::bdl::parse(text);
    EXPECT_TRUE(parsed.ok) << bdl_test::codes(parsed.diagnostics).at(0);
    auto game = Game::create(parsed.value, text);
    EXPECT_TRUE(game.ok) << (game.diagnostics.empty() ? "" : bdl_test::codes(game.diagnostics).at(0));
    return game.value;
}

std::string name_at(const Game& g, Square s) {
    const auto& c = g.at(s);
    return c.empty() ? "." : g.piece_types()[c.type].name + std::to_string(c.owner);
}

std::vector<std::string> targets(const std::vector<GameMove>& moves) {
    std::vector<std::string> out;
    for (const auto& m : moves) out.push_back(std::to_string(m.to.x) + "," + std::to_string(m.to.y));
    return out;
}

bool play(Game& g, Square from, Square to) { return g.play(GameMove{from, to}).value; }

TEST(BdlGame, ChessInitialBoardWithMirroredCopies) {
    auto g = make(bdl_test::chess_text());
    EXPECT_EQ(name_at(*g, {0, 0}), "tower0");
    EXPECT_EQ(name_at(*g, {3, 0}), "queen0");
    EXPECT_EQ(name_at(*g, {4, 0}), "king0");
    EXPECT_EQ(name_at(*g, {3, 7}), "queen1");  // vertical mirror only: the queen stays on the d file
    EXPECT_EQ(name_at(*g, {4, 6}), "pawn1");
    EXPECT_EQ(name_at(*g, {4, 4}), ".");
    EXPECT_TRUE(g->at({0, 1}).flag);
    EXPECT_FALSE(g->at({0, 6}).flag);
    EXPECT_EQ(g->turn(), 0);
}

TEST(BdlGame, ChessFirstMovesAndPerft) {
    auto g = make(bdl_test::chess_text());
    auto moves = g->moves().value;
    ASSERT_EQ(moves.size(), 20u);
    int pawn = 0, horse = 0;
    for (const auto& m : moves) {
        const auto& name = g->piece_types()[g->at(m.from).type].name;
        pawn += name == "pawn";
        horse += name == "horse";
    }
    EXPECT_EQ(pawn, 16);
    EXPECT_EQ(horse, 4);
    EXPECT_EQ(g->perft(1).value, 20u);
    EXPECT_EQ(g->perft(2).value, 400u);
    EXPECT_EQ(g->perft(3).value, 8902u);
}

TEST(BdlGame, ScanOrderIsTheOriginals) {
    auto g = make(bdl_test::chess_text());
    // The pawn: vertical(1,2) nearest first, then the two captures (none here).
    EXPECT_EQ(targets(g->moves_from({4, 1}).value), (std::vector<std::string>{"4,2", "4,3"}));
    // The horse: its vector entries in order, off-board and blocked ones skipped.
    EXPECT_EQ(targets(g->moves_from({1, 0}).value), (std::vector<std::string>{"2,2", "0,2"}));
}

TEST(BdlGame, ScholarsMateEndsTheGame) {
    auto g = make(bdl_test::chess_text());
    const std::vector<std::pair<Square, Square>> line = {{{4, 1}, {4, 3}}, {{4, 6}, {4, 4}}, {{5, 0}, {2, 3}},
                                                         {{1, 7}, {2, 5}}, {{3, 0}, {7, 4}}, {{6, 7}, {5, 5}},
                                                         {{7, 4}, {5, 6}}};
    for (std::size_t i = 0; i < line.size(); ++i) {
        ASSERT_FALSE(g->is_over()) << i;
        ASSERT_TRUE(play(*g, line[i].first, line[i].second)) << i;
    }
    EXPECT_TRUE(g->is_over());
    EXPECT_EQ(g->turn(), -1);
    EXPECT_TRUE(g->moves().value.empty());
    EXPECT_EQ(name_at(*g, {5, 6}), "queen0");
}

TEST(BdlGame, IllegalMovesLeaveTheGameUnchanged) {
    auto g = make(bdl_test::chess_text());
    EXPECT_FALSE(play(*g, {4, 1}, {4, 4}));  // three steps
    EXPECT_FALSE(play(*g, {4, 6}, {4, 5}));  // not player 1's turn
    EXPECT_FALSE(play(*g, {9, 9}, {4, 5}));  // off the board
    EXPECT_EQ(g->turn(), 0);
    EXPECT_EQ(g->state().move_count, 0);
}

TEST(BdlGame, NonMirroredPieceMovesDownForEitherOwner) {
    // bdl-reference.md 2.1: `x : 0, y : 1` moves toward BDL y - 1 unless the type is mirrored.
    auto g = make(describe("p{ moves{ x : 0, y : 1 } } m{ moves{ x : 0, y : 1 } mirrored }",
                           "p{ positions{ x : 0, y : 1 } } m{ positions{ x : 1, y : 1 } }", "", "no_moves_available"));
    EXPECT_EQ(targets(g->moves().value), (std::vector<std::string>{"0,0", "1,2"}));
}

TEST(BdlGame, SpawnIsTheCallersChoice) {
    auto g = make(describe("p{ moves{ x : 0, y : 1 } mirrored on_end_reached : spawn(q, p) } q{ moves{} }",
                           "p{ positions{ x : 0, y : 2 } }"));
    auto moves = g->moves().value;
    ASSERT_EQ(moves.size(), 2u);
    EXPECT_EQ(moves[0].spawn, 1);
    EXPECT_EQ(moves[1].spawn, 0);
    EXPECT_FALSE(g->play(GameMove{{0, 2}, {0, 3}}).value);  // a choice is required
    EXPECT_TRUE(g->play(GameMove{{0, 2}, {0, 3}, 1}).value);
    EXPECT_EQ(name_at(*g, {0, 3}), "q0");
}

TEST(BdlGame, InvariantsLookAtEveryRowOfANonSquareBoard) {
    // The original loops rows 0..width-1: on this 2-wide, 6-high board it would miss the
    // tower on row 5 (screen row 0 is fine, but BDL y 0 is screen row 5).
    auto g = make(describe("k{ moves{ horizontal(-1, 1) } } t{ moves{ vertical(,) } }",
                           "k{ positions{ x : 0, y : 0 } } t{ positions{ x : 1, y : 5 } owner : 1 }", "cant_risk(k)",
                           "no_moves_available",
                           "first_player : 0 width : 2 height : 6 coloring : alternate player_change : alternate"));
    EXPECT_TRUE(g->moves().value.empty());
    EXPECT_TRUE(g->is_over());
}

TEST(BdlGame, ProtectPieceWithSeveralNames) {
    // The original generates invalid JavaScript for protect_piece(a, b); we protect both.
    // Two shields s each block a tower's file: moving one exposes a (file 0) or b (file 3).
    const std::string pieces = "a{ moves{} } b{ moves{} } s{ moves{ horizontal(-1, 1) } } t{ moves{ vertical(,) } }";
    const std::string board =
        "a{ positions{ x : 0, y : 0 } } b{ positions{ x : 3, y : 0 } } "
        "s{ positions{ x : 0, y : 1 x : 3, y : 1 } } "
        "t{ positions{ x : 0, y : 3 x : 3, y : 3 } owner : 1 }";
    EXPECT_EQ(make(describe(pieces, board))->moves().value.size(), 2u);
    EXPECT_EQ(targets(make(describe(pieces, board, "protect_piece(a)"))->moves().value),
              std::vector<std::string>{"2,1"});
    EXPECT_EQ(targets(make(describe(pieces, board, "protect_piece(b)"))->moves().value),
              std::vector<std::string>{"1,1"});
    EXPECT_TRUE(make(describe(pieces, board, "protect_piece(a, b)"))->moves().value.empty());
}

TEST(BdlGame, PawnMovementDoubleStepOnlyFromTheStartRowAndDiagonalsCapture) {
    auto g = make(describe("p{ moves{ vertical(1,2), kills : false x : 1, y : 1 } mirrored }",
                           "p{ positions{ x : 0, y : 1 } mirrored }", "pawn_movement(p)", "no_moves_available",
                           "first_player : 0 width : 4 height : 6 coloring : alternate player_change : alternate"));
    EXPECT_EQ(targets(g->moves_from({0, 1}).value), (std::vector<std::string>{"0,2", "0,3"}));
    ASSERT_TRUE(play(*g, {0, 1}, {0, 2}));
    ASSERT_TRUE(play(*g, {0, 4}, {0, 3}));
    EXPECT_TRUE(g->moves_from({0, 2}).value.empty());  // blocked, and the diagonal has no enemy
}

TEST(BdlGame, ExplicitCodeNeedsAnEvaluator) {
    const std::string text = describe("p{ moves{ explicit{ {x:[0,1], y:(x)=>[1,2], killing:true}, } } }",
                                      "p{ positions{ x : 0, y : 0 } }", "explicit{ (c) => true }");
    auto parsed = bn::bdl::parse(text);
    ASSERT_TRUE(parsed.ok);
    auto game = Game::create(parsed.value, text);
    EXPECT_FALSE(game.ok);
    EXPECT_EQ(bdl_test::codes(game.diagnostics),
              (std::vector<std::string>{"bdl.needs_evaluator@2:19", "bdl.needs_evaluator@4:13"}));
    EXPECT_EQ(game.diagnostics[0].arg("part"), "bdl.part.move");
}

TEST(BdlGame, DescriptionsWithErrorsDoNotRun) {
    const std::string text = describe("p{ moves{} }", "q{ positions{ x : 0, y : 0 } }");
    auto game = Game::create(bn::bdl::parse(text).value, text);
    EXPECT_FALSE(game.ok);
    EXPECT_EQ(game.diagnostics[0].code, "bdl.not_runnable");
}

// A runner that records what the game asks of it: a refused description must never reach
// prepare() (where an embedder evaluates the code), and a runnable one reaches it first.
class RecordingRunner : public bn::bdl::ExplicitRunner {
public:
    std::vector<std::string> calls;
    void prepare(const std::vector<bn::bdl::ExplicitBlock>& blocks, const std::vector<std::string>& names) override {
        calls.push_back("prepare " + std::to_string(blocks.size()) + " " + (names.empty() ? "" : names.front()));
    }
    std::vector<bn::bdl::MoveEntry> move_entries(std::size_t block) override {
        calls.push_back("move_entries " + std::to_string(block));
        return {};
    }
    std::int32_t next_player(std::size_t, const bn::bdl::BoardState&) override { return 0; }
    bool allows(std::size_t, const bn::bdl::BoardState&, std::int32_t, std::int32_t, std::int32_t,
                std::int32_t) override {
        return true;
    }
    bool finished(std::size_t, const bn::bdl::BoardState&) override { return false; }
};

TEST(BdlGame, RefusedDescriptionsNeverReachTheRunner) {
    // A whole piece given as JavaScript is refused, whatever runner is passed.
    const std::string unsupported = describe("explicit{ k: {} } p{ moves{ explicit{ {x:[0,1], y:(x)=>[1,2]}, } } }",
                                             "p{ positions{ x : 0, y : 0 } }");
    auto runner = std::make_shared<RecordingRunner>();
    auto refused = Game::create(bn::bdl::parse(unsupported).value, unsupported, runner);
    EXPECT_FALSE(refused.ok);
    EXPECT_EQ(refused.diagnostics.at(0).code, "bdl.unsupported_explicit");
    // A description with check errors is refused before its explicit code is looked at.
    const std::string broken =
        describe("p{ moves{ explicit{ {x:[0,1], y:(x)=>[1,2]}, } } }", "q{ positions{ x : 0, y : 0 } }");
    auto not_runnable = Game::create(bn::bdl::parse(broken).value, broken, runner);
    EXPECT_EQ(not_runnable.diagnostics.at(0).code, "bdl.not_runnable");
    EXPECT_TRUE(runner->calls.empty());

    const std::string runnable =
        describe("p{ moves{ explicit{ {x:[0,1], y:(x)=>[1,2]}, } } }", "p{ positions{ x : 0, y : 0 } }");
    auto game = Game::create(bn::bdl::parse(runnable).value, runnable, runner);
    EXPECT_TRUE(game.ok);
    ASSERT_FALSE(runner->calls.empty());
    EXPECT_EQ(runner->calls.front(), "prepare 1 p");
}

TEST(BdlGame, HugeBoundsCostNoMoreThanTheBoard) {
    // Bounds far past the board reach the same squares, in the same order, at once.
    auto g =
        make(describe("p{ moves{ horizontal(1, 2147483647) vertical(-2147483648, -1) vertical(1, 2147483647) "
                      "x : [-2147483648, 2147483647], y : 5 } }",
                      "p{ positions{ x : 0, y : 3 } }"));
    EXPECT_EQ(targets(g->moves().value), (std::vector<std::string>{"1,3", "2,3", "3,3", "0,2", "0,1", "0,0"}));
}

TEST(BdlGame, EmptyFinishEndsAtOnceAsInTheOriginal) {
    auto g = make(describe("p{ moves{ x:0, y:1 } }", "p{ positions{ x : 0, y : 1 } }", "", ""));
    EXPECT_TRUE(g->is_over());
    EXPECT_EQ(g->perft(2).value, 0u);
}

}  // namespace

namespace {

std::string rules_of(int side) {
    return "first_player : 0 width : " + std::to_string(side) + " height : " + std::to_string(side) +
           " coloring : alternate player_change : alternate";
}

// A row of pieces for each player on a 256 x 256 board, each piece reaching every square, with
// cant_risk: every square is attacked, so no such piece has a legal move, and finding that out
// looks at every square for every piece. `first` places a piece of player 0 with one free move
// in the top left corner, which the scan of the first player's pieces meets first.
std::string block_pieces(bool first) {
    return describe("k{ moves{ x : 1, y : 0 } } p{ moves{ x : [-256, 256], y : [-256, 256] } }",
                    std::string(first ? "k{ positions{ x : 0, y : 255 } } " : "") +
                        "p{ positions{ x : [0, 255], y : 1 } mirrored }",
                    "cant_risk(p)", "no_moves_available", rules_of(256));
}

bool too_much_work(const std::vector<bn::Diagnostic>& diagnostics, const std::string& operation) {
    return diagnostics.size() == 1 && diagnostics[0].code == "bdl.too_much_work" &&
           diagnostics[0].arg("operation") == "bdl.operation." + operation && diagnostics[0].line == 0;
}

}  // namespace

TEST(BdlGameWork, BuildingAGameStopsWithADiagnostic) {
    const std::string text = block_pieces(false);
    auto game = Game::create(bn::bdl::parse(text).value, text);
    EXPECT_FALSE(game.ok);
    EXPECT_TRUE(too_much_work(game.diagnostics, "game")) << bdl_test::codes(game.diagnostics).at(0);
    EXPECT_EQ(game.diagnostics[0].arg("limit"), std::to_string(bn::bdl::limits::max_work));
}

TEST(BdlGameWork, MovesAndPerftStopWithADiagnosticAndLeaveTheGameAsItWas) {
    auto g = make(block_pieces(true));  // the corner piece ends the finish rule's search at once
    ASSERT_FALSE(g->is_over());
    const auto listed = g->moves();
    EXPECT_FALSE(listed.ok);
    EXPECT_TRUE(too_much_work(listed.diagnostics, "moves"));
    EXPECT_TRUE(listed.value.empty());
    // The corner piece alone is cheap to ask about.
    EXPECT_EQ(targets(g->moves_from({0, 255}).value), std::vector<std::string>{"1,255"});

    auto chess = make(bdl_test::chess_text());
    const auto deep = chess->perft(5);  // 4,865,351 leaves: past the budget
    EXPECT_FALSE(deep.ok);
    EXPECT_TRUE(too_much_work(deep.diagnostics, "perft"));
    EXPECT_EQ(chess->perft(4).value, 197281u);
    EXPECT_EQ(chess->moves().value.size(), 20u);
}

TEST(BdlGameWork, AMoveWhoseFinishCheckRunsOutIsNotPlayed) {
    // Playing the corner piece hands the turn to player 1, whose pieces have no legal move:
    // the finish rule looks at all of them and runs out of work.
    auto g = make(block_pieces(true));
    const auto before = g->state();
    const auto played = g->play(GameMove{{0, 255}, {1, 255}});
    EXPECT_FALSE(played.ok);
    EXPECT_TRUE(too_much_work(played.diagnostics, "move"));
    EXPECT_EQ(g->turn(), 0);
    EXPECT_EQ(g->state().move_count, 0);
    EXPECT_FALSE(g->is_over());
    for (std::size_t i = 0; i < before.cells.size(); ++i) {
        const auto &a = before.cells[i], &b = g->state().cells[i];
        ASSERT_TRUE(a.type == b.type && a.owner == b.owner && a.flag == b.flag) << i;
    }
    EXPECT_EQ(targets(g->moves_from({0, 255}).value), std::vector<std::string>{"1,255"});
}
