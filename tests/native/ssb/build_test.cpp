// Builders: what they write validates, and a built move continues a real game without issue.
#include "test_util.hpp"
#include "json/read.hpp"

namespace {

using namespace ssb_test;

const std::string game_id = "%/oFShHa0Q9FAldmIJB4TacaE4ojhfujLAu/vH9q0jxk=.sha256";

TEST(SsbBuild, InviteAcceptEndChatValidate) {
    bn::ssb::InviteFields invite{white_a, "black", "", {game_id}};
    auto i = bn::ssb::build_invite(invite);
    ASSERT_TRUE(i.ok);
    EXPECT_EQ(i.value, R"({"type":"chess_invite","inviting":")" + std::string(white_a) +
                           R"(","myColor":"black","branch":[")" + game_id + "\"]}");
    auto a = bn::ssb::build_accept(game_id);
    ASSERT_TRUE(a.ok);
    EXPECT_EQ(a.value, R"({"type":"chess_invite_accept","root":")" + game_id + R"(","branch":")" + game_id + "\"}");
    auto e = bn::ssb::build_end({game_id, game_id, "resigned"});
    ASSERT_TRUE(e.ok);
    EXPECT_TRUE(bn::ssb::validate(e.value).ok);
    auto c = bn::ssb::build_chat(game_id, "gg \"wp\"\n");
    ASSERT_TRUE(c.ok);
    EXPECT_TRUE(bn::ssb::validate(c.value).ok);
    EXPECT_NE(c.value.find(R"(gg \"wp\"\n)"), std::string::npos);
}

TEST(SsbBuild, BadInputIsRefusedWithTheValidationDiagnostics) {
    auto i = bn::ssb::build_invite({"bob", "green", "", {}});
    EXPECT_FALSE(i.ok);
    EXPECT_EQ(i.value, "");
    EXPECT_EQ(codes(i.diagnostics), (std::vector<std::string>{"ssb.bad_feed_id", "ssb.bad_color"}));
    EXPECT_FALSE(bn::ssb::build_accept("%abc").ok);
    EXPECT_EQ(codes(bn::ssb::build_end({game_id, "", "won"}).diagnostics),
              (std::vector<std::string>{"ssb.missing_optional_field", "ssb.unknown_status"}));
    EXPECT_EQ(codes(bn::ssb::build_chat("x", "hi").diagnostics), std::vector<std::string>{"ssb.bad_message_id"});
}

// Found by the ssb_build fuzz target: a chat text that is not UTF-8 was written into the
// content as is, and validate() then refused the builder's own output.
TEST(SsbBuild, TextThatIsNotUtf8IsRefused) {
    auto chat = bn::ssb::build_chat(game_id, "caf\xE9");
    EXPECT_FALSE(chat.ok);
    EXPECT_EQ(codes(chat.diagnostics), std::vector<std::string>{"ssb.build.invalid_utf8"});
    EXPECT_EQ(chat.diagnostics.at(0).arg("path"), "$.msg");
    bn::ssb::InviteFields invite{
        "@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.ed25519", "white", "", {game_id, "\xFF"}};
    auto refused = bn::ssb::build_invite(invite);
    EXPECT_FALSE(refused.ok);
    ASSERT_FALSE(refused.diagnostics.empty());
    EXPECT_EQ(refused.diagnostics[0].code, "ssb.build.invalid_utf8");
    EXPECT_EQ(refused.diagnostics[0].arg("path"), "$.branch[1]");
    EXPECT_TRUE(bn::ssb::build_chat(game_id, "caf\xC3\xA9").ok);
}

TEST(SsbBuild, MovesAndTheirErrors) {
    bn::ssb::MoveFields f{game_id, game_id, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2", "e4",
                          "",      ""};
    auto m = bn::ssb::build_move(f);
    ASSERT_TRUE(m.ok);
    EXPECT_EQ(m.value, R"({"type":"chess_move","ply":1,"root":")" + game_id +
                           R"(","orig":"e2","dest":"e4","pgnMove":"e4",)"
                           R"("fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1","branch":")" +
                           game_id + "\"}");
    f.dest = "e5";
    EXPECT_EQ(codes(bn::ssb::build_move(f).diagnostics), std::vector<std::string>{"ssb.build.illegal_move"});
    f.dest = "e9";
    EXPECT_EQ(codes(bn::ssb::build_move(f).diagnostics), std::vector<std::string>{"ssb.bad_square"});
    f.dest = "e4";
    f.promotion = "q";
    EXPECT_EQ(codes(bn::ssb::build_move(f).diagnostics), std::vector<std::string>{"ssb.build.unexpected_promotion"});
    f.promotion = "";
    f.root = "nope";
    EXPECT_EQ(codes(bn::ssb::build_move(f).diagnostics), std::vector<std::string>{"ssb.bad_message_id"});
    f.root = game_id;
    f.fen = "8/8/8/8";
    EXPECT_FALSE(bn::ssb::build_move(f).ok);

    // Promotion (the README's bxc1=B), castling to the rook's square, and a mate.
    bn::ssb::MoveFields p{game_id, game_id, "r2qkbnr/p3pppp/3p4/6B1/4P3/5Q2/bp1N1PPP/2R1KB1R b Kkq - 1 13", "b2", "c1",
                          "",      ""};
    EXPECT_EQ(codes(bn::ssb::build_move(p).diagnostics), std::vector<std::string>{"ssb.build.promotion_required"});
    p.promotion = "b";
    auto promo = bn::ssb::build_move(p);
    ASSERT_TRUE(promo.ok);
    EXPECT_NE(promo.value.find(R"("pgnMove":"bxc1=B")"), std::string::npos);
    EXPECT_NE(promo.value.find(R"("promotion":"b")"), std::string::npos);
    EXPECT_TRUE(bn::ssb::validate(promo.value).ok);

    bn::ssb::MoveFields castle{game_id, game_id, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1", "h1", "", ""};
    auto c = bn::ssb::build_move(castle);
    ASSERT_TRUE(c.ok);
    EXPECT_NE(c.value.find(R"("pgnMove":"O-O")"), std::string::npos);

    bn::ssb::MoveFields mate{
        game_id, game_id, "rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3", "d1", "h5", "", white_a};
    auto e = bn::ssb::build_move(mate);
    ASSERT_TRUE(e.ok);
    EXPECT_EQ(
        e.value,
        R"({"type":"chess_game_end","status":"mate","ply":5,"fen":"rnbqkbnr/ppppp2p/5p2/6pQ/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 3",)"
        R"("root":")" +
            game_id + R"(","branch":")" + game_id + R"(","winner":")" + white_a +
            R"(","orig":"d1","dest":"h5","pgnMove":"Qh5#"})");
}

TEST(SsbBuild, ABuiltMoveContinuesARealGame) {
    auto g = load_game("real_game_A_ssb_chess_fixture.json");
    SKIP_WITHOUT(g);
    auto before = bn::ssb::replay(g->text());
    ASSERT_TRUE(before.ok);
    bn::ssb::MoveFields f{before.value.game_id, before.value.last_key, before.value.fen, "f6", "d5", "", black_a};
    auto built = bn::ssb::build_move(f);
    ASSERT_TRUE(built.ok);
    Value next = g->at_ply(38);
    set_string(next, "key", other_key(member(next, "key")->text, 'Q'));
    set_number(envelope(next), "sequence", 99999);
    g->content(next) = bn::json::parse(built.value).value;
    g->messages.push_back(next);
    auto after = bn::ssb::replay(g->text());
    EXPECT_EQ(codes(after.value.issues), std::vector<std::string>{});
    ASSERT_EQ(after.value.plies.size(), 40u);
    EXPECT_EQ(after.value.plies.back().san, "Nd5");
}

}  // namespace
