// The real games of the corpus replay with zero issues, in any order of their messages.
#include <algorithm>

#include "test_util.hpp"
#include "json/read.hpp"
#include "json/write.hpp"

namespace {

using namespace ssb_test;

TEST(SsbReplayCorpus, GameAReplaysWithZeroIssues) {
    auto g = load_game("real_game_A_ssb_chess_fixture.json");
    SKIP_WITHOUT(g);
    auto r = bn::ssb::replay(g->text());
    EXPECT_TRUE(r.ok);
    EXPECT_EQ(codes(r.value.issues), std::vector<std::string>{});
    EXPECT_EQ(r.value.game_id, "%/oFShHa0Q9FAldmIJB4TacaE4ojhfujLAu/vH9q0jxk=.sha256");
    EXPECT_EQ(r.value.white, white_a);
    EXPECT_EQ(r.value.black, black_a);
    ASSERT_EQ(r.value.plies.size(), 39u);
    EXPECT_EQ(r.value.status, "started");
    EXPECT_EQ(r.value.result, "*");
    EXPECT_EQ(r.value.winner, "");
    EXPECT_EQ(r.value.plies[21].san, "O-O");    // e8 g8: the king to its square
    EXPECT_EQ(r.value.plies[24].san, "O-O-O");  // e1 a1: the king to the rook's square
    EXPECT_EQ(r.value.plies.back().fen, "3r2k1/p4pbp/3B1np1/1NP1n3/8/3Pq2P/PP4P1/1K1R1B1R b - - 0 20");
    EXPECT_EQ(r.value.fen, r.value.plies.back().fen);
    EXPECT_EQ(r.value.last_key, r.value.plies.back().key);
    // The rematch invite sent after the game belongs to it without being an issue.
    EXPECT_EQ(r.value.rematch_invites.size(), 0u);
}

TEST(SsbReplayCorpus, GameBReplaysWithZeroIssuesAndMate) {
    auto g = load_game("real_game_B_data_access_fixture.json");
    SKIP_WITHOUT(g);
    auto r = bn::ssb::replay(g->text());
    EXPECT_TRUE(r.ok);
    EXPECT_EQ(codes(r.value.issues), std::vector<std::string>{});
    ASSERT_EQ(r.value.plies.size(), 47u);
    EXPECT_EQ(r.value.plies[25].san, "O-O");  // e8 h8
    EXPECT_EQ(r.value.plies.back().san, "Qg6#");
    EXPECT_EQ(r.value.status, "mate");
    EXPECT_EQ(r.value.winner, "@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.ed25519");
    EXPECT_EQ(r.value.white, r.value.winner);
    EXPECT_EQ(r.value.result, "1-0");
}

TEST(SsbReplayCorpus, OrderOfMessagesDoesNotMatter) {
    for (const char* file : {"real_game_A_ssb_chess_fixture.json", "real_game_B_data_access_fixture.json"}) {
        auto g = load_game(file);
        SKIP_WITHOUT(g);
        auto forward = bn::ssb::replay(g->text());
        std::reverse(g->messages.begin(), g->messages.end());
        auto backward = bn::ssb::replay(g->text());
        std::rotate(g->messages.begin(), g->messages.begin() + 7, g->messages.end());
        auto rotated = bn::ssb::replay(g->text());
        EXPECT_TRUE(backward.value.issues.empty()) << file;
        EXPECT_TRUE(rotated.value.issues.empty()) << file;
        ASSERT_EQ(forward.value.plies.size(), backward.value.plies.size());
        for (std::size_t i = 0; i < forward.value.plies.size(); ++i) {
            EXPECT_EQ(forward.value.plies[i].san, backward.value.plies[i].san);
            EXPECT_EQ(forward.value.plies[i].fen, rotated.value.plies[i].fen);
        }
        EXPECT_EQ(forward.value.result, rotated.value.result);
    }
}

TEST(SsbReplayCorpus, BothCastlingEncodingsAreLegal) {
    auto g = load_game("real_game_A_ssb_chess_fixture.json");
    SKIP_WITHOUT(g);
    set_string(g->content(g->at_ply(22)), "dest", "h8");  // was e8 g8
    set_string(g->content(g->at_ply(25)), "dest", "c1");  // was e1 a1
    auto r = bn::ssb::replay(g->text());
    EXPECT_EQ(codes(r.value.issues), std::vector<std::string>{});
    EXPECT_EQ(r.value.plies[21].san, "O-O");
    EXPECT_EQ(r.value.plies[24].san, "O-O-O");
}

TEST(SsbValidateCorpus, EveryRealMessageValidates) {
    for (const char* file : {"status_messages.json", "real_game_A_ssb_chess_fixture.json",
                             "real_game_B_data_access_fixture.json", "readme_examples.json"}) {
        auto text = read_file(corpus(file));
        if (!text) GTEST_SKIP() << "corpus not present";
        auto parsed = bn::json::parse(*text);
        ASSERT_TRUE(parsed.ok);
        std::vector<const Value*> values;
        for (const auto& m : parsed.value.members) {
            if (m.value.kind == Kind::array)
                for (const auto& item : m.value.items) values.push_back(&item);
            else if (m.value.kind == Kind::object && m.key != "invite")
                values.push_back(&m.value);
        }
        ASSERT_FALSE(values.empty());
        for (const Value* v : values) {
            auto r = bn::ssb::validate(bn::json::write(*v));
            std::string all;
            for (const auto& d : r.diagnostics)
                if (d.severity == bn::Severity::error) all += d.code + " " + std::string(d.arg("path")) + "; ";
            EXPECT_TRUE(r.ok) << file << ": " << all << bn::json::write(*v).substr(0, 200);
        }
    }
}

}  // namespace
