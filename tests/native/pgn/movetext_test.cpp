// The challenge's movetext model: the seed's 43-move example, each kind of move, and the
// diagnostics of bad movetext.
#include <gtest/gtest.h>

#include "common/messages.hpp"
#include "pgn/movetext.hpp"

using namespace bn::pgn::movetext;

namespace {

// The seed's example game (Scala Monthly, January 2021), line breaks as published.
constexpr const char* seed_example =
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3\n"
    "O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15.\n"
    "Nb1 h6 16. Bh4 c5 17. dxe5 Nxe4 18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6 21.\n"
    "Nc4 Nxc4 22. Bxc4 Nb6 23. Ne5 Rae8 24. Bxf7+ Rxf7 25. Nxf7 Rxe1+ 26. Qxe1 Kxf7\n"
    "27. Qe3 Qg5 28. Qxg5 hxg5 29. b3 Ke6 30. a3 Kd6 31. axb4 cxb4 32. Ra5 Nd5 33.\n"
    "f3 Bc8 34. Kf2 Bf5 35. Ra7 g6 36. Ra6+ Kc5 37. Ke1 Nf4 38. g3 Nxh3 39. Kd2 Kb5\n"
    "40. Rd6 Kc5 41. Ra6 Nf2 42. g4 Bd3 43. Re6 1/2-1/2";

const Move& white_of(const Turn& t) {
    return std::holds_alternative<FullTurn>(t) ? std::get<FullTurn>(t).white : std::get<PartialTurn>(t).white;
}
const Move& black_of(const Turn& t) { return std::get<FullTurn>(t).black; }

Move only_move(const std::string& text) {
    auto r = parse("1. " + text + " *");
    EXPECT_TRUE(r.ok) << text;
    return r.ok ? white_of(r.value.turns.at(0)) : Move{};
}

}  // namespace

TEST(PgnMovetext, SeedExample) {
    auto r = parse(seed_example);
    ASSERT_TRUE(r.ok);
    ASSERT_EQ(r.value.turns.size(), 43u);
    EXPECT_EQ(r.value.outcome, Outcome::Draw);
    for (std::size_t i = 0; i < 42; ++i) EXPECT_TRUE(std::holds_alternative<FullTurn>(r.value.turns[i])) << i;
    EXPECT_TRUE(std::holds_alternative<PartialTurn>(r.value.turns[42]));
    // 1. e4: a pawn move to e4.
    auto e4 = std::get<PawnMove>(white_of(r.value.turns[0]));
    EXPECT_EQ(e4.end, (Square{'e', 4}));
    EXPECT_FALSE(e4.is_capture);
    EXPECT_FALSE(e4.source_file);
    // 5. O-O and 8... O-O.
    EXPECT_EQ(std::get<Castle>(white_of(r.value.turns[4])), Castle::KingSide);
    EXPECT_EQ(std::get<Castle>(black_of(r.value.turns[7])), Castle::KingSide);
    // 10... Nbd7: a file disambiguator.
    auto nbd7 = std::get<Standard>(black_of(r.value.turns[9]));
    EXPECT_EQ(nbd7.piece, PieceType::Knight);
    ASSERT_TRUE(nbd7.disambiguator);
    EXPECT_EQ(nbd7.disambiguator->kind, Disambiguator::Kind::FileSource);
    EXPECT_EQ(nbd7.disambiguator->file, 'b');
    EXPECT_EQ(nbd7.end, (Square{'d', 7}));
    // 12. cxb5: a pawn capture from the c file.
    auto cxb5 = std::get<PawnMove>(white_of(r.value.turns[11]));
    EXPECT_EQ(cxb5.source_file, 'c');
    EXPECT_TRUE(cxb5.is_capture);
    // 24. Bxf7+: capture with check.
    auto bxf7 = std::get<Standard>(white_of(r.value.turns[23]));
    EXPECT_EQ(bxf7.piece, PieceType::Bishop);
    EXPECT_TRUE(bxf7.is_capture);
    EXPECT_EQ(bxf7.check_status, CheckStatus::Check);
    EXPECT_FALSE(bxf7.disambiguator);
    // 43. Re6, the last, partial turn.
    auto re6 = std::get<Standard>(white_of(r.value.turns[42]));
    EXPECT_EQ(re6.piece, PieceType::Rook);
    EXPECT_EQ(re6.end, (Square{'e', 6}));
}

TEST(PgnMovetext, EachKindOfMove) {
    EXPECT_EQ(std::get<Castle>(only_move("O-O-O")), Castle::QueenSide);
    auto r3 = std::get<Standard>(only_move("R3xd4#"));
    EXPECT_EQ(r3.disambiguator->kind, Disambiguator::Kind::RankSource);
    EXPECT_EQ(r3.disambiguator->rank, 3);
    EXPECT_TRUE(r3.is_capture);
    EXPECT_EQ(r3.check_status, CheckStatus::Checkmate);
    auto qa3 = std::get<Standard>(only_move("Qa3b2"));
    EXPECT_EQ(qa3.disambiguator->kind, Disambiguator::Kind::FileAndRankSource);
    EXPECT_EQ(qa3.disambiguator->file, 'a');
    EXPECT_EQ(qa3.disambiguator->rank, 3);
    EXPECT_EQ(qa3.end, (Square{'b', 2}));
    // Ke7 is not read as the disambiguator e7 followed by nothing.
    auto ke7 = std::get<Standard>(only_move("Ke7"));
    EXPECT_FALSE(ke7.disambiguator);
    EXPECT_EQ(ke7.end, (Square{'e', 7}));
    auto promo = std::get<Promotion>(only_move("fxe8=N+"));
    EXPECT_EQ(promo.new_piece, PieceType::Knight);
    EXPECT_EQ(promo.pawn_move.source_file, 'f');
    EXPECT_EQ(promo.pawn_move.end, (Square{'e', 8}));
    EXPECT_EQ(promo.pawn_move.check_status, CheckStatus::Check);
    // Legality is not checked: a rook move nobody could play still parses.
    EXPECT_TRUE(parse("1. Rfe8+ *").ok);
}

TEST(PgnMovetext, OutcomesAndWhiteSpace) {
    EXPECT_EQ(parse("1. e4 1-0").value.outcome, Outcome::WhiteWins);
    EXPECT_EQ(parse("1. e4 e5 0-1").value.outcome, Outcome::BlackWins);
    EXPECT_EQ(parse("1. e4 *").value.outcome, Outcome::Unknown);
    auto r = parse("\t1.\te4\r\ne5\r\n2. d4 1/2-1/2\n");
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(r.value.turns.size(), 2u);
}

TEST(PgnMovetext, Diagnostics) {
    auto e9 = parse("1. e4 e5 2. e9 *");
    ASSERT_FALSE(e9.ok);
    EXPECT_EQ(e9.diagnostics[0].code, "pgn.movetext.syntax");
    EXPECT_EQ(e9.diagnostics[0].line, 1u);
    EXPECT_EQ(e9.diagnostics[0].column, 13u);
    EXPECT_EQ(bn::messages::render(e9.diagnostics[0], "en"),
              "Expected a move (e4, Nf3, exd5, O-O, e8=Q...) at line 1, column 13, but found 'e9'.");
    EXPECT_EQ(bn::messages::render(e9.diagnostics[0], "es"),
              "Se esperaba una jugada (e4, Nf3, exd5, O-O, e8=Q...) en la línea 1, columna 13, pero hay 'e9'.");
    EXPECT_EQ(bn::messages::render(parse("1. e4 e5 x").diagnostics[0], "en"),
              "Expected a move or an outcome (1-0, 0-1, 1/2-1/2 or *) at line 1, column 10, but found 'x'.");
    auto kx = parse("1. e4 e5\n2. Kx *");
    ASSERT_FALSE(kx.ok);
    EXPECT_EQ(kx.diagnostics[0].line, 2u);
    EXPECT_EQ(kx.diagnostics[0].column, 4u);
    auto no_move = parse("1. e4 e5 2. 1-0");
    ASSERT_FALSE(no_move.ok);
    EXPECT_EQ(no_move.diagnostics[0].column, 13u);
    auto partial = parse("1. e4 2. d4 d5 *");
    ASSERT_FALSE(partial.ok);
    EXPECT_EQ(partial.diagnostics[0].code, "pgn.movetext.partial_turn");
    EXPECT_EQ(partial.diagnostics[0].column, 1u);
    auto no_turn = parse("1-0");
    ASSERT_FALSE(no_turn.ok);
    auto no_outcome = parse("1. e4 e5");
    ASSERT_FALSE(no_outcome.ok);
    EXPECT_EQ(no_outcome.diagnostics[0].code, "pgn.movetext.unexpected_end");
    EXPECT_FALSE(parse("").ok);
    EXPECT_FALSE(parse("1. 0-0 *").ok);  // zeros are not castling in the challenge
}
