// Every variation starts from the position before the move it replaces, whatever that move
// was (capture, castling, promotion, en passant, null move): the reader takes the move back
// with its Undo when a variation opens (a null move keeps a copy), and these tests check
// that against the FEN written for the previous move, replaying each variation's first move
// on its own.
#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "chess/san.hpp"
#include "pgn/null_move.hpp"
#include "test_util.hpp"

using namespace bn::pgn;

namespace {

// The number of variations of `g` checked; each first move, played from the FEN before the
// move it replaces, must give the FEN the reader wrote for it.
std::size_t check_variation_starts(const Game& g) {
    std::size_t checked = 0;
    for (const MoveNode& owner : g.nodes) {
        for (NodeIndex v : owner.variations) {
            const MoveNode& first = g.nodes[v];
            EXPECT_EQ(first.previous, owner.previous);
            const std::string& before = owner.previous == no_node ? g.start_fen : g.nodes[owner.previous].fen;
            auto position = bn::chess::parse_fen(before);
            EXPECT_TRUE(position.ok) << before;
            if (!position.ok) continue;
            bn::chess::Position p = position.value;
            if (is_null_move(first.written)) {
                p.make_null();
            } else {
                auto reading = bn::chess::read_san(p, first.written);
                EXPECT_TRUE(reading.ok) << first.written << " from " << before;
                if (!reading.ok) continue;
                bn::chess::Position::Undo undo;
                p.make(reading.value.move, undo);
            }
            EXPECT_EQ(bn::chess::write_fen(p), first.fen) << first.written << " from " << before;
            ++checked;
        }
    }
    return checked;
}

}  // namespace

TEST(PgnVariationStart, AfterCapturesCastlingPromotionEnPassantAndNullMoves) {
    const std::string text =
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O (4. c3 Nf6 (4... d6)) 4... Nf6 (4... d6 5. c3) 5. d4 Bxd4 "
        "(5... exd4 6. e5 (6. Re1)) 6. Nxd4 (6. c3) *\n\n"
        "[FEN \"r3k2r/1P6/8/8/8/8/8/4K3 w kq - 0 1\"]\n\n1. bxa8=Q+ (1. Kd2 O-O (1... Kd7)) (1. b8=N) 1... Ke7 *\n\n"
        "1. e4 d5 2. e5 f5 3. exf6 (3. d4) 3... gxf6 (3... Nxf6) 4. -- (4. d4 (4. Nf3)) 4... -- (4... e5) 5. d4 *\n";
    Database db = parse(text);
    ASSERT_EQ(db.games.size(), 3u);
    std::size_t checked = 0;
    for (const Game& g : db.games) {
        EXPECT_TRUE(g.ok);
        checked += check_variation_starts(g);
    }
    EXPECT_EQ(checked, 14u);
}

TEST(PgnVariationStart, EveryVariationOfTheCorpus) {
    auto files = pgn_test::corpus_files();
    if (files.empty()) GTEST_SKIP() << "corpus not found at " << BN_CORPUS_DIR;
    std::size_t checked = 0;
    for (const auto& path : files) {
        SCOPED_TRACE(path.filename().string());
        for (const Game& g : parse(pgn_test::read_file(path)).games) checked += check_variation_starts(g);
    }
    EXPECT_GT(checked, 100u);
}
