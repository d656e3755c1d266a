// The replay's PGN: read back by the PGN reader it gives the replay's moves and positions;
// after a gap the movetext stops before the first unverified ply and says so.
#include <algorithm>

#include "pgn/read.hpp"
#include "test_util.hpp"

namespace {

using namespace ssb_test;

const char* const files[] = {"real_game_A_ssb_chess_fixture.json", "real_game_B_data_access_fixture.json"};

// The main line of the only game of `text`, read by the PGN reader.
struct ReadBack {
    bn::pgn::Game game;
    std::vector<std::string> sans, fens;
};

ReadBack read_back(const std::string& text) {
    auto db = bn::pgn::parse(text);
    EXPECT_EQ(db.games.size(), 1u) << text;
    EXPECT_TRUE(db.diagnostics.empty());
    ReadBack out;
    if (db.games.empty()) return out;
    out.game = db.games[0];
    EXPECT_TRUE(out.game.ok) << text;
    EXPECT_TRUE(out.game.diagnostics.empty()) << text;
    for (auto i = out.game.first; i != bn::pgn::no_node; i = out.game.nodes[i].next) {
        out.sans.push_back(out.game.nodes[i].san);
        out.fens.push_back(out.game.nodes[i].fen);
    }
    return out;
}

std::string tag(const bn::pgn::Game& game, const char* name) {
    const auto* t = game.tag(name);
    return t ? t->value : "(none)";
}

TEST(SsbReplayPgn, RealGamesReadBackAsTheReplay) {
    for (const char* file : files) {
        auto g = load_game(file);
        SKIP_WITHOUT(g);
        auto r = bn::ssb::replay(g->text());
        ASSERT_TRUE(r.ok) << file;
        const auto& replay = r.value;
        auto back = read_back(replay.pgn);
        std::vector<std::string> sans, fens;
        for (const auto& p : replay.plies) {
            sans.push_back(p.san);
            fens.push_back(p.fen);
        }
        EXPECT_EQ(back.sans, sans) << file;
        EXPECT_EQ(back.fens, fens) << file;
        EXPECT_EQ(back.game.result, replay.result) << file;
        EXPECT_EQ(tag(back.game, "Result"), replay.result);
        EXPECT_EQ(tag(back.game, "White"), replay.white);
        EXPECT_EQ(tag(back.game, "Black"), replay.black);
        EXPECT_EQ(tag(back.game, "GameId"), replay.game_id);
        EXPECT_EQ(tag(back.game, "Site"), "Secure Scuttlebutt");
        EXPECT_EQ(tag(back.game, "FEN"), "(none)");  // the standard start
        EXPECT_EQ(back.game.comments.size(), 0u);
    }
}

TEST(SsbReplayPgn, DateComesFromTheInvitesTimestamp) {
    auto b = load_game("real_game_B_data_access_fixture.json");
    SKIP_WITHOUT(b);
    auto back = read_back(bn::ssb::replay(b->text()).value.pgn);
    EXPECT_EQ(tag(back.game, "Date"), "2021.06.09");  // timestamp 1623261342341
    EXPECT_EQ(tag(back.game, "UTCDate"), "2021.06.09");
    EXPECT_EQ(tag(back.game, "UTCTime"), "17:55:42");
    EXPECT_EQ(back.game.result, "1-0");
    EXPECT_EQ(back.sans.back(), "Qg6#");
    // Game A's invite is reconstructed without a timestamp: the date is unknown.
    auto a = load_game("real_game_A_ssb_chess_fixture.json");
    auto back_a = read_back(bn::ssb::replay(a->text()).value.pgn);
    EXPECT_EQ(tag(back_a.game, "Date"), "????.??.??");
    EXPECT_EQ(tag(back_a.game, "UTCDate"), "(none)");
    EXPECT_EQ(back_a.game.result, "*");
}

TEST(SsbReplayPgn, MovetextStopsBeforeTheFirstUnverifiedPly) {
    auto g = load_game("real_game_B_data_access_fixture.json");
    SKIP_WITHOUT(g);
    g->remove(g->at_ply(20));
    auto r = bn::ssb::replay(g->text());
    EXPECT_EQ(codes(r.value.issues), std::vector<std::string>{"ssb.replay.ply_gap"});
    ASSERT_FALSE(r.value.plies[19].verified);  // ply 21
    auto back = read_back(r.value.pgn);
    ASSERT_EQ(back.sans.size(), 19u);  // plies 1 to 19
    for (std::size_t i = 0; i < 19; ++i) EXPECT_EQ(back.fens[i], r.value.plies[i].fen);
    const auto& last = back.game.nodes[back.game.nodes.size() - 1];
    ASSERT_EQ(last.comments.size(), 1u);
    EXPECT_EQ(last.comments[0].text,
              "ssb-chess: ply 21 could not be verified (after a gap or an illegal move); the moves from there on are "
              "left out");
    // The game still ended as the replay says: White mated (the protocol's rule).
    EXPECT_EQ(back.game.result, "1-0");
    EXPECT_EQ(back.sans.back(), "Nxf6+");
}

TEST(SsbReplayPgn, AnIllegalFirstMoveLeavesNoMoves) {
    auto g = load_game("real_game_A_ssb_chess_fixture.json");
    SKIP_WITHOUT(g);
    set_string(g->content(g->at_ply(1)), "dest", "c5");
    auto r = bn::ssb::replay(g->text());
    EXPECT_EQ(codes(r.value.issues), std::vector<std::string>{"ssb.replay.illegal_move"});
    auto back = read_back(r.value.pgn);
    EXPECT_TRUE(back.sans.empty());
    ASSERT_EQ(back.game.comments.size(), 1u);
    EXPECT_EQ(back.game.comments[0].text.rfind("ssb-chess: ply 1 could not be verified", 0), 0u);
    EXPECT_EQ(back.game.result, "*");
}

TEST(SsbReplayPgn, NoGameNoPgn) {
    auto r = bn::ssb::replay("[]");
    EXPECT_EQ(r.value.pgn, "");
}

}  // namespace
