// For each kind of inconsistency, one real game changed in one way reports exactly that issue.
#include "test_util.hpp"
#include "common/messages.hpp"
#include "json/read.hpp"

namespace {

using namespace ssb_test;

std::optional<Game> game_a() { return load_game("real_game_A_ssb_chess_fixture.json"); }
std::optional<Game> game_b() { return load_game("real_game_B_data_access_fixture.json"); }

std::vector<std::string> issues_of(const Game& g) { return codes(bn::ssb::replay(g.text()).value.issues); }

using Codes = std::vector<std::string>;

// A copy of `message` with another key and a higher sequence (a second message of the same author).
Value copy_of(Value message, char key_digit) {
    set_string(message, "key", other_key(member(message, "key")->text, key_digit));
    Value& v = envelope(message);
    set_number(v, "sequence", member(v, "sequence")->number + 1000);
    return message;
}

// Game A replayed with one field of one ply's content set to `value` (nullopt without the corpus).
std::optional<bn::Parsed<bn::ssb::Replay>> replay_a_with(int ply, const std::string& field, const std::string& value) {
    auto g = game_a();
    if (!g) return std::nullopt;
    set_string(g->content(g->at_ply(ply)), field, value);
    return bn::ssb::replay(g->text());
}

TEST(SsbReplayMutation, PlyGap) {
    auto g = game_a();
    SKIP_WITHOUT(g);
    g->remove(g->at_ply(20));
    auto r = bn::ssb::replay(g->text());
    EXPECT_EQ(codes(r.value.issues), Codes{"ssb.replay.ply_gap"});
    EXPECT_EQ(r.value.issues[0].arg("from"), "20");
    EXPECT_EQ(r.value.issues[0].arg("to"), "20");
    EXPECT_EQ(r.value.issues[0].arg("ply"), "21");
    EXPECT_EQ(r.value.plies.size(), 38u);
    EXPECT_FALSE(r.value.plies[19].verified);
    EXPECT_TRUE(r.value.plies[20].verified);
}

TEST(SsbReplayMutation, WrongPlayerIsSeenAfterAGapToo) {
    auto g = game_a();
    SKIP_WITHOUT(g);
    g->remove(g->at_ply(20));
    set_string(envelope(g->at_ply(21)), "author", black_a);
    EXPECT_EQ(issues_of(*g), (Codes{"ssb.replay.wrong_player", "ssb.replay.ply_gap"}));
}

TEST(SsbReplayMutation, DuplicatePly) {
    auto g = game_a();
    SKIP_WITHOUT(g);
    g->messages.push_back(copy_of(g->at_ply(20), 'A'));
    EXPECT_EQ(issues_of(*g), Codes{"ssb.replay.duplicate_ply"});
}

TEST(SsbReplayMutation, TwoDifferentMovesForOnePly) {
    auto g = game_a();
    SKIP_WITHOUT(g);
    Value other = copy_of(g->at_ply(39), 'B');
    bn::ssb::MoveFields f;
    f.root = g->content(other).find("root")->text;
    f.branch = g->content(other).find("branch")->text;
    f.fen = g->content(g->at_ply(38)).find("fen")->text;
    f.orig = "a2";
    f.dest = "a3";
    auto built = bn::ssb::build_move(f);
    ASSERT_TRUE(built.ok);
    g->content(other) = bn::json::parse(built.value).value;
    g->messages.push_back(other);
    auto r = bn::ssb::replay(g->text());
    EXPECT_EQ(codes(r.value.issues), Codes{"ssb.replay.equivocation"});
    // The protocol keeps the lower sequence: the original move.
    EXPECT_EQ(r.value.plies.back().san, "c5");
}

TEST(SsbReplayMutation, MoveByTheWrongPlayer) {
    auto g = game_a();
    SKIP_WITHOUT(g);
    set_string(envelope(g->at_ply(39)), "author", black_a);
    EXPECT_EQ(issues_of(*g), Codes{"ssb.replay.wrong_player"});
}

TEST(SsbReplayMutation, MoveByANonPlayer) {
    auto g = game_a();
    SKIP_WITHOUT(g);
    set_string(envelope(g->at_ply(39)), "author", outsider);
    auto r = bn::ssb::replay(g->text());
    EXPECT_EQ(codes(r.value.issues), Codes{"ssb.replay.not_a_player"});
    EXPECT_EQ(r.value.plies.size(), 38u);
}

TEST(SsbReplayMutation, MessageRootedInAnotherGame) {
    auto r = replay_a_with(39, "root", "%QycN67xQP1gHB9+LIct4KGmwDTBNhmUa1QT0TFshZvA=.sha256");
    SKIP_WITHOUT(r);
    EXPECT_EQ(codes(r->value.issues), Codes{"ssb.replay.wrong_root"});
    EXPECT_EQ(r->value.issues[0].arg("path"), "$[40].value.content.root");
}

TEST(SsbReplayMutation, FenThatDoesNotFollowFromTheMove) {
    // Ply 20 (Ngf6) with castling rights KQk instead of KQkq.
    auto r = replay_a_with(20, "fen", "r2qk2r/pQ1nppbp/5np1/2p1p3/2P2P2/2NP3P/PP4P1/R1B1KB1R w KQk - 1 11");
    SKIP_WITHOUT(r);
    EXPECT_EQ(codes(r->value.issues), Codes{"ssb.replay.fen_mismatch"});
    EXPECT_EQ(r->value.issues[0].arg("fields"), "3");
    EXPECT_EQ(r->value.issues[0].arg("ply"), "20");
    // Said for a reader, in words the catalogues hold: what is wrong, and the position the move gives.
    const auto& issue = r->value.issues[0];
    const std::string message(issue.arg("message"));
    EXPECT_EQ(bn::messages::render(issue, "en"),
              "Message " + message +
                  " (ply 20) claims a position its move does not give: the castling rights is wrong. After the move "
                  "the position is r2qk2r/pQ1nppbp/5np1/2p1p3/2P2P2/2NP3P/PP4P1/R1B1KB1R w KQkq - 1 11");
    EXPECT_EQ(bn::messages::render(issue, "es"),
              "El mensaje " + message +
                  " (media jugada 20) declara una posición a la que su jugada no lleva: no coincide los derechos de "
                  "enroque. Tras la jugada la posición es r2qk2r/pQ1nppbp/5np1/2p1p3/2P2P2/2NP3P/PP4P1/R1B1KB1R w "
                  "KQkq - 1 11");
}

TEST(SsbReplayMutation, FenFieldsNamedInAList) {
    // The placement (a pawn gone), castling rights and halfmove clock: a list, in each language's way.
    auto r = replay_a_with(20, "fen", "r2qk2r/pQ1nppbp/5np1/2p1p3/2P2P2/2NP3P/PP6/R1B1KB1R w KQk - 0 11");
    SKIP_WITHOUT(r);
    ASSERT_EQ(codes(r->value.issues), Codes{"ssb.replay.fen_mismatch"});
    const auto& issue = r->value.issues[0];
    EXPECT_EQ(issue.arg("fields"), "1, 3, 5");
    const std::string en = bn::messages::render(issue, "en");
    EXPECT_NE(en.find(": the placement of the pieces, castling rights, and halfmove clock are wrong. After"),
              std::string::npos)
        << en;
    const std::string es = bn::messages::render(issue, "es");
    EXPECT_NE(es.find(": no coinciden la colocación de las piezas, los derechos de enroque y el contador de medias "
                      "jugadas. Tras"),
              std::string::npos)
        << es;
}

TEST(SsbReplayMutation, PgnMoveThatDoesNotMatch) {
    auto r = replay_a_with(20, "pgnMove", "Nf6");  // ambiguous: both knights reach f6
    SKIP_WITHOUT(r);
    EXPECT_EQ(codes(r->value.issues), Codes{"ssb.replay.pgn_mismatch"});
    EXPECT_EQ(r->value.issues[0].arg("expected"), "Ngf6");
}

TEST(SsbReplayMutation, IllegalMove) {
    auto r = replay_a_with(20, "dest", "g6");  // a knight on g8 cannot reach g6
    SKIP_WITHOUT(r);
    EXPECT_EQ(codes(r->value.issues), Codes{"ssb.replay.illegal_move"});
    EXPECT_FALSE(r->value.plies[19].verified);
    EXPECT_EQ(r->value.plies.size(), 39u);
}

TEST(SsbReplayMutation, PromotionFieldThatDisagrees) {
    auto g = game_a();
    SKIP_WITHOUT(g);
    set_string(g->content(g->at_ply(20)), "promotion", "q");
    EXPECT_EQ(issues_of(*g), Codes{"ssb.replay.promotion_mismatch"});
}

TEST(SsbReplayMutation, MissingCheckSign) {
    auto r = replay_a_with(36, "pgnMove", "Qe3");  // was Qe3+
    SKIP_WITHOUT(r);
    EXPECT_EQ(codes(r->value.issues), Codes{"ssb.replay.check_sign"});
    EXPECT_EQ(r->value.plies[35].san, "Qe3+");
}

TEST(SsbReplayMutation, MateClaimThatIsNotCheckmate) {
    auto g = game_a();
    SKIP_WITHOUT(g);
    Value& c = g->content(g->at_ply(39));
    set_string(c, "type", "chess_game_end");
    set_string(c, "status", "mate");
    auto r = bn::ssb::replay(g->text());
    EXPECT_EQ(codes(r.value.issues), Codes{"ssb.replay.false_mate"});
    // The protocol's rule still gives the game to the author of the claim: shown, and flagged.
    EXPECT_EQ(r.value.winner, white_a);
    EXPECT_EQ(r.value.result, "1-0");
}

TEST(SsbReplayMutation, WinnerFieldThatDisagrees) {
    auto g = game_b();
    SKIP_WITHOUT(g);
    set_string(g->content(g->of_type("chess_game_end")), "winner",
               "@p13zSAiOpguI9nsawkGijsnMfWmFd5rlUNpzekEE+vI=.ed25519");
    auto r = bn::ssb::replay(g->text());
    EXPECT_EQ(codes(r.value.issues), Codes{"ssb.replay.winner_mismatch"});
    EXPECT_EQ(r.value.result, "1-0");
}

TEST(SsbReplayMutation, MoveAfterTheGameEnded) {
    auto g = game_a();
    SKIP_WITHOUT(g);
    // Black resigns in answer to ply 38, then white still plays ply 39.
    Value resign = copy_of(g->at_ply(38), 'C');
    std::string ply38 = member(g->at_ply(38), "key")->text;
    Value content;
    content.kind = Kind::object;
    set_string(content, "type", "chess_game_end");
    set_string(content, "status", "resigned");
    set_string(content, "root", g->content(resign).find("root")->text);
    set_string(content, "branch", ply38);
    g->content(resign) = content;
    g->messages.push_back(resign);
    auto r = bn::ssb::replay(g->text());
    EXPECT_EQ(codes(r.value.issues), Codes{"ssb.replay.move_after_end"});
    EXPECT_EQ(r.value.issues[0].arg("ply"), "39");
    EXPECT_EQ(r.value.status, "resigned");
    EXPECT_EQ(r.value.winner, white_a);
    EXPECT_EQ(r.value.result, "1-0");
    EXPECT_EQ(r.value.plies.size(), 38u);
}

TEST(SsbReplayMutation, AcceptBySomeoneNotInvited) {
    auto g = game_a();
    SKIP_WITHOUT(g);
    set_string(envelope(g->of_type("chess_invite_accept")), "author", outsider);
    EXPECT_EQ(issues_of(*g), Codes{"ssb.replay.accept_not_invited"});
}

TEST(SsbReplayMutation, EndPostedByANonPlayer) {
    auto g = game_b();
    SKIP_WITHOUT(g);
    set_string(envelope(g->of_type("chess_game_end")), "author", outsider);
    auto r = bn::ssb::replay(g->text());
    EXPECT_EQ(codes(r.value.issues), Codes{"ssb.replay.end_not_player"});
    EXPECT_EQ(r.value.status, "started");
    EXPECT_EQ(r.value.result, "*");
}

TEST(SsbReplayMutation, ASecondDifferentEnd) {
    auto g = game_b();
    SKIP_WITHOUT(g);
    Value resign = copy_of(g->of_type("chess_game_end"), 'D');
    set_string(envelope(resign), "author", "@p13zSAiOpguI9nsawkGijsnMfWmFd5rlUNpzekEE+vI=.ed25519");
    set_number(envelope(resign), "timestamp", 1725672497614);
    Value& c = g->content(resign);
    for (const char* k : {"ply", "fen", "winner", "orig", "dest", "pgnMove"}) remove_member(c, k);
    set_string(c, "status", "resigned");
    g->messages.push_back(resign);
    auto r = bn::ssb::replay(g->text());
    EXPECT_EQ(codes(r.value.issues), Codes{"ssb.replay.multiple_end"});
    EXPECT_EQ(r.value.status, "mate");
}

TEST(SsbReplayMutation, TheSameResignationPostedAgainIsNoIssue) {
    auto g = game_b();
    SKIP_WITHOUT(g);
    g->messages.push_back(copy_of(g->of_type("chess_game_end"), 'E'));
    // Same author, status and ply as the first end: harmless (real feeds hold such repeats);
    // its move is a duplicate of ply 47 though.
    EXPECT_EQ(issues_of(*g), Codes{"ssb.replay.duplicate_ply"});
}

TEST(SsbReplayMutation, MissingInviteAndMissingAccept) {
    auto g = game_a();
    SKIP_WITHOUT(g);
    g->remove(g->of_type("chess_invite_accept"));
    EXPECT_EQ(issues_of(*g), Codes{"ssb.replay.missing_accept"});
    g->messages.erase(g->messages.begin());  // the invite
    auto r = bn::ssb::replay(g->text());
    EXPECT_EQ(codes(r.value.issues), Codes{"ssb.replay.missing_invite"});
    EXPECT_EQ(r.value.plies.size(), 39u);
}

TEST(SsbReplayMutation, InvalidMessagesAreReportedWithTheirIndex) {
    auto r = replay_a_with(39, "orig", "c9");
    SKIP_WITHOUT(r);
    ASSERT_EQ(codes(r->value.issues), Codes{"ssb.bad_square"});
    EXPECT_EQ(r->value.issues[0].arg("message"), "40");
    EXPECT_EQ(r->value.issues[0].arg("path"), "$[40].value.content.orig");
    EXPECT_EQ(r->value.plies.size(), 38u);
}

TEST(SsbReplay, InputThatIsNotAnArrayOrNotJson) {
    EXPECT_EQ(codes(bn::ssb::replay("{}").value.issues), Codes{"ssb.replay.not_an_array"});
    EXPECT_EQ(codes(bn::ssb::replay("[").value.issues), Codes{"json.unexpected_end"});
    auto empty = bn::ssb::replay("[]");
    EXPECT_TRUE(empty.ok);
    EXPECT_EQ(empty.value.status, "invited");
    EXPECT_EQ(empty.value.result, "*");
}

}  // namespace

namespace {

using namespace ssb_test;

TEST(SsbReplayMutation, EndClaimsJudgedOnTheReplayedPosition) {
    auto g = load_game("real_game_B_data_access_fixture.json");
    SKIP_WITHOUT(g);
    Value& end = g->of_type("chess_game_end");
    // The mated player (black) claims the mate.
    Value by_loser = end;
    set_string(envelope(by_loser), "author", "@p13zSAiOpguI9nsawkGijsnMfWmFd5rlUNpzekEE+vI=.ed25519");
    Game lost = *g;
    lost.of_type("chess_game_end") = by_loser;
    auto r = bn::ssb::replay(lost.text());
    // Black also moved at white's turn (ply 47) and wrote a winner that is not its author.
    EXPECT_EQ(codes(r.value.issues),
              (std::vector<std::string>{"ssb.replay.wrong_player", "ssb.replay.mate_claimed_by_loser",
                                        "ssb.replay.winner_mismatch"}));
    // Stalemate and draw claims on a checkmate position.
    for (const char* status : {"stalemate", "draw"}) {
        Game claim = *g;
        Value& c = claim.content(claim.of_type("chess_game_end"));
        set_string(c, "status", status);
        remove_member(c, "winner");
        EXPECT_EQ(codes(bn::ssb::replay(claim.text()).value.issues),
                  std::vector<std::string>{std::string("ssb.replay.") +
                                           (status[0] == 's' ? "false_stalemate" : "unsupported_draw")});
    }
    EXPECT_EQ(bn::ssb::replay(g->text()).value.rematch_invites.size(), 1u);
}

TEST(SsbReplayMutation, SelfInvite) {
    auto g = load_game("real_game_A_ssb_chess_fixture.json");
    SKIP_WITHOUT(g);
    set_string(g->content(g->messages[0]), "inviting", black_a);
    auto issues = codes(bn::ssb::replay(g->text()).value.issues);
    ASSERT_FALSE(issues.empty());
    EXPECT_EQ(issues[0], "ssb.replay.self_invite");
}

TEST(SsbReplayRobustness, EveryTruncationOfARealGameGivesDiagnosticsNotACrash) {
    auto g = load_game("real_game_B_data_access_fixture.json");
    SKIP_WITHOUT(g);
    std::string text = g->text();
    for (std::size_t n = 0; n < text.size(); n += 97) {
        auto r = bn::ssb::replay(text.substr(0, n));
        EXPECT_FALSE(r.ok) << n;
        EXPECT_FALSE(r.value.issues.empty()) << n;
    }
    // Hundreds of bad messages: the first 100 issues are reported.
    std::string many = "[";
    for (int i = 0; i < 500; ++i) many += (i ? ",{}" : "{}");
    auto flood = bn::ssb::replay(many + "]");
    EXPECT_FALSE(flood.ok);
    EXPECT_EQ(flood.value.issues.size(), 100u);
    // Deep nesting inside a message is refused by the JSON limit.
    auto deep = bn::ssb::replay("[" + std::string(100000, '['));
    EXPECT_EQ(codes(deep.value.issues), std::vector<std::string>{"json.too_deep"});
}

}  // namespace
