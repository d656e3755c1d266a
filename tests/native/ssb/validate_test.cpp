// Field-by-field checks of single messages and contents: each problem has its code and path.
#include "common/messages.hpp"
#include "test_util.hpp"

namespace {

using namespace ssb_test;

const std::string root = "%GplJjfQtF931QBN/QLb5Dbkkn7p6vPDa6GlArwx7lXs=.sha256";
const std::string branch = "%FvjrSmC/02bneFhr1/xZz9K5HQezQBTI4nEyG3rQ7FM=.sha256";

std::string move_json(const std::string& overrides) {
    return R"({"type":"chess_move","ply":35,"root":")" + root + R"(","orig":"d6","dest":"e7","pgnMove":"dxe7",)" +
           R"("fen":"r1b2rk1/pp1pPppp/6q1/8/2Pp1B2/1Q1P2P1/PP4BP/R3R1K1 b - - 0 18","branch":")" + branch + "\"" +
           overrides + "}";
}

// (code, path) of every diagnostic.
std::vector<std::pair<std::string, std::string>> problems(const std::string& text) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& d : bn::ssb::validate(text).diagnostics) out.emplace_back(d.code, std::string(d.arg("path")));
    return out;
}

using Problems = std::vector<std::pair<std::string, std::string>>;

TEST(SsbValidate, AValidMoveContent) {
    auto r = bn::ssb::validate(move_json(""));
    EXPECT_TRUE(r.ok);
    EXPECT_TRUE(r.diagnostics.empty());
    EXPECT_EQ(r.value.shape, bn::ssb::Shape::content);
    EXPECT_EQ(r.value.type, "chess_move");
}

TEST(SsbValidate, MoveFieldProblems) {
    // A duplicate key is a JSON diagnostic; the message is not checked further.
    EXPECT_EQ(problems(move_json(R"(,"ply":36)")), (Problems{{"json.duplicate_key", ""}}));
    auto without = [](std::string text, const std::string& key) {
        auto at = text.find("\"" + key + "\":");
        auto end = text.find(",\"", at + 1);
        return text.erase(at, end - at + 1);
    };
    EXPECT_EQ(problems(without(move_json(""), "pgnMove")), (Problems{{"ssb.missing_field", "$.pgnMove"}}));
    std::string text = move_json("");
    auto set = [&](const std::string& from, const std::string& to) {
        std::string t = text;
        t.replace(t.find(from), from.size(), to);
        return problems(t);
    };
    EXPECT_EQ(set("\"ply\":35", "\"ply\":\"35\""), (Problems{{"ssb.wrong_type", "$.ply"}}));
    EXPECT_EQ(set("\"ply\":35", "\"ply\":0"), (Problems{{"ssb.bad_ply", "$.ply"}}));
    EXPECT_EQ(set("\"ply\":35", "\"ply\":3.5"), (Problems{{"ssb.bad_ply", "$.ply"}}));
    EXPECT_EQ(set("\"ply\":35", "\"ply\":36"), (Problems{{"ssb.ply_fen_mismatch", "$.ply"}}));
    EXPECT_EQ(set("\"d6\"", "\"D6\""), (Problems{{"ssb.bad_square", "$.orig"}}));
    EXPECT_EQ(set("\"e7\"", "\"e9\""), (Problems{{"ssb.bad_square", "$.dest"}}));
    EXPECT_EQ(set("\"dxe7\"", "\"dxe7!!x\""), (Problems{{"ssb.bad_san", "$.pgnMove"}}));
    EXPECT_EQ(set("\"dxe7\"", "\"\""), (Problems{{"ssb.bad_san", "$.pgnMove"}}));
    EXPECT_EQ(set(root, "%GplJjfQtF931QBN/QLb5Dbkkn7p6vPDa6GlArwx7lXt=.sha256"),
              (Problems{{"ssb.bad_message_id", "$.root"}}));
    EXPECT_EQ(set(branch, "@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.ed25519"),
              (Problems{{"ssb.bad_message_id", "$.branch"}}));
    EXPECT_EQ(problems(move_json(R"(,"promotion":"k")")), (Problems{{"ssb.bad_promotion", "$.promotion"}}));
    // The FEN is checked strictly by the chess engine; its diagnostic gains the path.
    auto fen = set(" b - - 0 18", " b - - 0 18 ");
    ASSERT_EQ(fen.size(), 1u);
    EXPECT_EQ(fen[0].first.rfind("chess.fen.", 0), 0u) << fen[0].first;
    EXPECT_EQ(fen[0].second, "$.fen");
}

TEST(SsbValidate, PositionsAreInTheJsonText) {
    std::string text = "{\n  \"type\": \"chess_move\",\n  \"ply\": 0\n}";
    auto r = bn::ssb::validate(text);
    ASSERT_FALSE(r.ok);
    const bn::Diagnostic* ply = nullptr;
    for (const auto& d : r.diagnostics)
        if (d.code == "ssb.bad_ply") ply = &d;
    ASSERT_NE(ply, nullptr);
    EXPECT_EQ(ply->line, 3u);
    EXPECT_EQ(ply->column, 10u);
    EXPECT_EQ(bn::messages::render(*ply, "en"),
              "$.ply at line 3, column 10 must be a whole number of at least 1, not 0.");
    EXPECT_EQ(bn::messages::render(*ply, "es"),
              "$.ply (línea 3, columna 10) debe ser un número entero de al menos 1, no 0.");
}

TEST(SsbValidate, InviteAcceptEndChat) {
    const std::string feed = "@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.ed25519";
    EXPECT_EQ(problems(R"({"type":"chess_invite","inviting":")" + feed + R"(","myColor":"black","branch":[")" + branch +
                       "\"]}"),
              Problems{});
    EXPECT_EQ(problems(R"({"type":"chess_invite","inviting":")" + feed + R"(","myColor":"red"})"),
              (Problems{{"ssb.bad_color", "$.myColor"}}));
    EXPECT_EQ(problems(R"({"type":"chess_invite","inviting":")" + root + R"(","myColor":"white","branch":["x",1]})"),
              (Problems{{"ssb.bad_feed_id", "$.inviting"},
                        {"ssb.bad_message_id", "$.branch[0]"},
                        {"ssb.wrong_type", "$.branch[1]"}}));
    EXPECT_EQ(problems(R"({"type":"chess_invite","inviting":")" + feed + R"(","myColor":"white","branch":7})"),
              (Problems{{"ssb.wrong_type", "$.branch"}}));
    // Early clients wrote accepts and resignations without branch: a warning, still valid.
    auto accept = bn::ssb::validate(R"({"type":"chess_invite_accept","root":")" + root + "\"}");
    EXPECT_TRUE(accept.ok);
    EXPECT_EQ(problems(R"({"type":"chess_invite_accept","root":")" + root + "\"}"),
              (Problems{{"ssb.missing_optional_field", "$.branch"}}));
    EXPECT_EQ(problems(R"({"type":"chess_game_end","status":"resigned","root":")" + root + R"(","branch":")" + branch +
                       "\"}"),
              Problems{});
    EXPECT_EQ(
        problems(R"({"type":"chess_game_end","status":"won","root":")" + root + R"(","branch":")" + branch + "\"}"),
        (Problems{{"ssb.unknown_status", "$.status"}}));
    EXPECT_EQ(
        problems(R"({"type":"chess_game_end","status":"mate","root":")" + root + R"(","branch":")" + branch +
                 R"(","orig":"f6","winner":"me"})"),
        (Problems{{"ssb.bad_feed_id", "$.winner"}, {"ssb.missing_field", "$.ply"}, {"ssb.missing_field", "$.fen"}}));
    EXPECT_EQ(problems(R"({"type":"chess_chat","root":")" + root + R"(","msg":5})"),
              (Problems{{"ssb.wrong_type", "$.msg"}}));
    EXPECT_EQ(problems(R"({"type":"chess_clock"})"), (Problems{{"ssb.unknown_type", "$.type"}}));
}

TEST(SsbValidate, WholeMessages) {
    const std::string message =
        R"({"key":"%mbTncS4L6NkmWbUu28SYFR+gkS+EBXtv69qw1Nys+GA=.sha256","value":{"previous":null,)"
        R"("author":"@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.ed25519","sequence":2467,)"
        R"("timestamp":1512721788946,"hash":"sha256","content":)" +
        move_json("") + "}}";
    auto ok = bn::ssb::validate(message);
    EXPECT_TRUE(ok.ok);
    EXPECT_EQ(ok.value.shape, bn::ssb::Shape::message);
    auto edit = [&](const std::string& from, const std::string& to) {
        std::string t = message;
        t.replace(t.find(from), from.size(), to);
        return problems(t);
    };
    EXPECT_EQ(edit("\"sequence\":2467,", ""), (Problems{{"ssb.missing_field", "$.value.sequence"}}));
    EXPECT_EQ(edit("\"sequence\":2467", "\"sequence\":-1"), (Problems{{"ssb.bad_sequence", "$.value.sequence"}}));
    EXPECT_EQ(edit("\"timestamp\":1512721788946,", ""), (Problems{{"ssb.missing_field", "$.value.timestamp"}}));
    EXPECT_EQ(edit("\"hash\":\"sha256\"", "\"hash\":\"md5\""), (Problems{{"ssb.bad_hash", "$.value.hash"}}));
    EXPECT_EQ(edit("\"previous\":null", "\"previous\":3"), (Problems{{"ssb.wrong_type", "$.value.previous"}}));
    EXPECT_EQ(edit("@RJ09K", "@RJ09k"), Problems{});  // still canonical base64
    EXPECT_EQ(edit("4S2I=.ed25519", "4S2J=.ed25519"), (Problems{{"ssb.bad_feed_id", "$.value.author"}}));
    EXPECT_EQ(edit("\"ply\":35", "\"ply\":1"), (Problems{{"ssb.ply_fen_mismatch", "$.value.content.ply"}}));
    EXPECT_EQ(edit("%mbTnc", "&mbTnc"), (Problems{{"ssb.bad_message_id", "$.key"}}));
    EXPECT_EQ(problems(R"({"key":"x"})"),
              (Problems{{"ssb.bad_message_id", "$.key"}, {"ssb.missing_field", "$.value"}}));
    EXPECT_EQ(problems("[1]"), (Problems{{"ssb.not_an_object", "$"}}));
    EXPECT_EQ(problems("{}"), (Problems{{"ssb.unknown_shape", "$"}}));
    EXPECT_EQ(problems("{"), (Problems{{"json.unexpected_end", ""}}));
}

TEST(SsbValidate, EncryptedContentIsAWarning) {
    auto r = bn::ssb::validate(R"({"key":"%mbTncS4L6NkmWbUu28SYFR+gkS+EBXtv69qw1Nys+GA=.sha256","value":{)"
                               R"("author":"@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.ed25519","sequence":1,)"
                               R"("timestamp":1,"content":"c2VjcmV0.box"}})");
    EXPECT_TRUE(r.ok);
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].code, "ssb.encrypted_content");
}

}  // namespace
