// Chess960: FEN castling fields in X-FEN and Shredder-FEN, castling with the king and rook on
// any files (FIDE Laws, Guidelines II), SAN and UCI castling. Perft counts are in
// perft960_test.cpp.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"

namespace {

using namespace bn::chess;

FenOptions chess960(FenOptions::Chess960 mode = FenOptions::Chess960::on, bool strict = true) {
    FenOptions options{strict};
    options.chess960 = mode;
    return options;
}

Position position960(std::string_view fen) {
    auto parsed = parse_fen(fen, chess960());
    EXPECT_TRUE(parsed.ok) << fen << (parsed.diagnostics.empty() ? "" : " " + parsed.diagnostics[0].code);
    return parsed.value;
}

std::string first_error(std::string_view fen, const FenOptions& options) {
    auto parsed = parse_fen(fen, options);
    for (const auto& d : parsed.diagnostics)
        if (d.severity == bn::Severity::error) return d.code + "@" + std::to_string(d.column);
    return "ok";
}

// "code@column" with the column of the castling field (the third field).
std::string at_castling(std::string_view code, std::string_view fen, std::size_t letter = 0) {
    const std::size_t field = fen.find(' ', fen.find(' ') + 1) + 1;
    return std::string(code) + "@" + std::to_string(field + letter + 1);
}

std::string shredder(const Position& p) {
    FenWriteOptions options;
    options.castling = CastlingNotation::shredder;
    return write_fen(p, options);
}

// The SANs of the legal moves, in generation order.
std::vector<std::string> sans(const Position& p) {
    std::vector<std::string> out;
    for (Move m : legal_moves(p)) out.push_back(write_san(p, m));
    return out;
}

bool has_san(const Position& p, const std::string& san) {
    const auto all = sans(p);
    return std::find(all.begin(), all.end(), san) != all.end();
}

// The FEN after playing one SAN move.
std::string after(Position p, std::string_view san) {
    auto reading = read_san(p, san);
    EXPECT_TRUE(reading.ok) << san;
    Position::Undo undo;
    p.make(reading.value.move, undo);
    return write_fen(p);
}

constexpr const char* sp0 = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";  // start position 0

TEST(Chess960Fen, ShredderAndXFenReadTheSamePosition) {
    const Position from_shredder = position960(sp0);
    const Position from_xfen = position960("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    EXPECT_TRUE(from_shredder == from_xfen);
    EXPECT_TRUE(from_xfen.chess960());
    EXPECT_EQ(from_xfen.castling_rights(), all_castling);
    EXPECT_EQ(from_xfen.castling_setup().king[white], make_square(6, 0));
    EXPECT_EQ(from_xfen.castling_setup().rook[0], make_square(7, 0));  // K: h1
    EXPECT_EQ(from_xfen.castling_setup().rook[1], make_square(5, 0));  // Q: f1
    EXPECT_EQ(from_xfen.castling_setup().rook[3], make_square(5, 7));  // q: f8
    EXPECT_EQ(write_fen(from_shredder), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    EXPECT_EQ(shredder(from_xfen), sp0);
}

TEST(Chess960Fen, XFenNamesAFileOnlyWhenTheRookIsNotTheOutermost) {
    // White: king b1, rooks a1, e1 and h1; the right castles with the e1 rook.
    const std::string inner = "1k6/8/8/8/8/8/8/RK2R2R w EQ - 0 1";
    const Position p = position960(inner);
    EXPECT_EQ(p.castling_setup().rook[0], make_square(4, 0));
    EXPECT_EQ(write_fen(p), inner);
    EXPECT_EQ(shredder(p), "1k6/8/8/8/8/8/8/RK2R2R w EA - 0 1");
    // K is the outermost rook, h1.
    const Position outer = position960("1k6/8/8/8/8/8/8/RK2R2R w K - 0 1");
    EXPECT_EQ(outer.castling_setup().rook[0], make_square(7, 0));
    EXPECT_EQ(shredder(outer), "1k6/8/8/8/8/8/8/RK2R2R w H - 0 1");
    EXPECT_EQ(write_fen(position960("1k6/8/8/8/8/8/8/RK2R2R w H - 0 1")), "1k6/8/8/8/8/8/8/RK2R2R w K - 0 1");
}

TEST(Chess960Fen, StandardPositionsKeepKQkq) {
    const Position p = position960(initial_fen);
    EXPECT_TRUE(p.chess960());
    EXPECT_EQ(write_fen(p), initial_fen);
    EXPECT_EQ(shredder(p), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    EXPECT_TRUE(position960("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1") == p);
    // Without the option the same text is standard chess, and Shredder letters say how to
    // read them.
    EXPECT_FALSE(parse_fen(initial_fen).value.chess960());
    EXPECT_EQ(first_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", {}),
              "chess.fen.castling_chess960@47");
}

TEST(Chess960Fen, DetectReadsFileLettersAsChess960) {
    auto detected = parse_fen(sp0, chess960(FenOptions::Chess960::detect));
    ASSERT_TRUE(detected.ok);
    EXPECT_TRUE(detected.value.chess960());
    auto standard = parse_fen(initial_fen, chess960(FenOptions::Chess960::detect));
    ASSERT_TRUE(standard.ok);
    EXPECT_FALSE(standard.value.chess960());
    // KQkq with the king off e1 is standard chess in detect mode, so it is refused.
    EXPECT_EQ(
        first_error("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", chess960(FenOptions::Chess960::detect)),
        "chess.fen.castling_without_king@47");
}

TEST(Chess960Fen, CastlingFieldErrors) {
    // A file with no rook, the king's own file, no rook on a side, the king off its rank.
    const std::string king_file = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w GFhf - 0 1";
    EXPECT_EQ(first_error(king_file, chess960()), at_castling("chess.fen.castling_without_rook", king_file));
    const std::string empty_file = "4k3/8/8/8/8/8/8/R3K3 w E - 0 1";
    EXPECT_EQ(first_error(empty_file, chess960()), at_castling("chess.fen.castling_without_rook", empty_file));
    const std::string no_rook = "4k3/8/8/8/8/8/8/R3K3 w K - 0 1";
    EXPECT_EQ(first_error(no_rook, chess960()), at_castling("chess.fen.castling_without_rook_beside", no_rook));
    const std::string king_up = "4k3/8/8/8/8/8/4K3/R6R w HA - 0 1";
    EXPECT_EQ(first_error(king_up, chess960()), at_castling("chess.fen.castling_king_off_rank", king_up));
    // Two letters for one right, and the order (White first, king side first).
    const std::string twice = "4k3/8/8/8/8/8/8/R3K2R w KH - 0 1";
    EXPECT_EQ(first_error(twice, chess960()), at_castling("chess.fen.castling_duplicate", twice, 1));
    const std::string order = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w FHhf - 0 1";
    EXPECT_EQ(first_error(order, chess960()), at_castling("chess.fen.castling_order", order));
    // Lenient: the right is dropped with a warning.
    auto lenient = parse_fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w GFhf - 0 1",
                             chess960(FenOptions::Chess960::on, false));
    ASSERT_TRUE(lenient.ok);
    EXPECT_EQ(write_fen(lenient.value), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w Qkq - 0 1");
}

TEST(Chess960Castling, KingOnBRookBesideIt) {
    // Queen side: king b1 -> c1, rook a1 -> d1 (start position 959 has this shape).
    const Position p = position960("1k6/8/8/8/8/8/8/RK6 w A - 0 1");
    ASSERT_TRUE(has_san(p, "O-O-O"));
    EXPECT_EQ(after(p, "O-O-O"), "1k6/8/8/8/8/8/8/2KR4 b - - 1 1");
}

TEST(Chess960Castling, KingDoesNotMove) {
    // King side with the king already on g1: only the rook moves, h1 -> f1.
    const Position p = position960("6k1/8/8/8/8/8/8/6KR w H - 0 1");
    ASSERT_TRUE(has_san(p, "O-O"));
    EXPECT_EQ(after(p, "O-O"), "6k1/8/8/8/8/8/8/5RK1 b - - 1 1");
    // Read back as UCI: the king takes its rook.
    auto uci = read_san(p, "g1h1");
    ASSERT_TRUE(uci.ok);
    EXPECT_TRUE(uci.value.move.is_castle());
    EXPECT_EQ(write_lan(p, uci.value.move), "g1h1");
}

TEST(Chess960Castling, RookDoesNotMove) {
    // Queen side with the rook already on d1: only the king moves, e1 -> c1.
    const Position p = position960("4k3/8/8/8/8/8/8/3RK3 w D - 0 1");
    ASSERT_TRUE(has_san(p, "O-O-O"));
    EXPECT_EQ(after(p, "O-O-O"), "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
}

TEST(Chess960Castling, KingAndRookSwapSquares) {
    // King f1, rook g1: the king lands where the rook stood, and the rook checks from f1.
    const Position p = position960("5k2/8/8/8/8/8/8/5KR1 w G - 0 1");
    ASSERT_TRUE(has_san(p, "O-O+"));
    EXPECT_TRUE(has_san(p, "Kg2"));
    EXPECT_EQ(after(p, "O-O"), "5k2/8/8/8/8/8/8/5RK1 b - - 1 1");
    // "f1g1" is a king move onto its own rook: not a move; "Kg1" never castles.
    EXPECT_FALSE(read_san(p, "Kg1").ok);
    auto uci = read_san(p, "f1g1");
    ASSERT_TRUE(uci.ok);
    EXPECT_TRUE(uci.value.move.is_castle());
}

TEST(Chess960Castling, KingOnGAndAPlainKingMoveToTheSameSquare) {
    // King f1, rook h1: f1g1 is a king move; castling is written f1h1.
    const Position p = position960("5k2/8/8/8/8/8/8/5K1R w H - 0 1");
    auto plain = read_san(p, "f1g1");
    ASSERT_TRUE(plain.ok);
    EXPECT_FALSE(plain.value.move.is_castle());
    auto castle = read_san(p, "f1h1");
    ASSERT_TRUE(castle.ok);
    EXPECT_TRUE(castle.value.move.is_castle());
    EXPECT_EQ(castle.value.san, "O-O+");
    EXPECT_EQ(write_lan(p, castle.value.move), "f1h1");
    EXPECT_EQ(write_lan(castle.value.move), "f1g1");  // without the position: the king's move
}

TEST(Chess960Castling, NotThroughOrOntoAttackedSquares) {
    // King b1 to g1 crosses e1, attacked by the rook on e8.
    EXPECT_FALSE(has_san(position960("4r1k1/8/8/8/8/8/8/1K5R w H - 0 1"), "O-O"));
    // Landing on g1, attacked by the bishop on c5.
    EXPECT_FALSE(has_san(position960("6k1/8/8/2b5/8/8/8/1K5R w H - 0 1"), "O-O"));
    // The rook's path may be attacked: only the king's matters (a1 -> d1 with b1 attacked).
    EXPECT_TRUE(has_san(position960("1r4k1/8/8/8/8/8/8/R3K3 w A - 0 1"), "O-O-O"));
    // Not out of check.
    EXPECT_FALSE(has_san(position960("4r1k1/8/8/8/8/8/8/4K2R w H - 0 1"), "O-O"));
}

TEST(Chess960Castling, TheRookNoLongerShieldsTheKing) {
    // Queen a1, rook b1, king c1: castling queen side leaves the king on c1 with the queen's
    // line open through b1.
    const Position p = position960("k7/8/8/8/8/8/8/qRK5 w B - 0 1");
    EXPECT_FALSE(has_san(p, "O-O-O"));
    // Without the queen it is legal.
    EXPECT_TRUE(has_san(position960("k7/8/8/8/8/8/8/1RK5 w B - 0 1"), "O-O-O"));
}

TEST(Chess960Castling, SquaresMustBeEmptyButForTheTwoPieces) {
    // King g1 to c1 and rook a1 to d1: a knight on b1 blocks the rook's path.
    EXPECT_FALSE(has_san(position960("6k1/8/8/8/8/8/8/RN4K1 w A - 0 1"), "O-O-O"));
    EXPECT_TRUE(has_san(position960("6k1/8/8/8/8/8/8/R5K1 w A - 0 1"), "O-O-O"));
    // A bishop on e1 blocks the king's path.
    EXPECT_FALSE(has_san(position960("6k1/8/8/8/8/8/8/R3B1K1 w A - 0 1"), "O-O-O"));
}

TEST(Chess960Castling, RightsFollowTheRookThatCastles) {
    // The inner rook (e1) castles; moving the outer one (h1) keeps the right.
    Position p = position960("1k6/8/8/8/8/8/8/RK2R2R w EQ - 0 1");
    // With the h1 rook gone, the e1 rook is the outermost: X-FEN writes K again.
    EXPECT_EQ(after(p, "Rh2"), "1k6/8/8/8/8/8/7R/RK2R3 b KQ - 1 1");
    EXPECT_EQ(after(p, "Re2"), "1k6/8/8/8/8/8/4R3/RK5R b Q - 1 1");
    EXPECT_EQ(after(p, "Kc2"), "1k6/8/8/8/8/8/2K5/R3R2R b - - 1 1");
}

TEST(Chess960Castling, MakeUnmakeAndGivesCheckAgreeOnEveryMove) {
    const char* fens[] = {sp0,
                          "5k2/8/8/8/8/8/8/5KR1 w G - 0 1",
                          "k7/8/8/8/8/8/8/1RK5 w B - 0 1",
                          "1k6/8/8/8/8/8/8/RK2R2R w EQ - 0 1",
                          "r3k1r1/8/8/8/8/8/8/R2K2R1 w GAga - 0 1",
                          "k7/8/8/8/8/8/8/qRK5 w B - 0 1",
                          "5k2/8/8/8/8/8/8/5K1R w H - 0 1",
                          "2r1kr2/8/8/8/8/8/8/2R1KR2 b FCfc - 0 1"};
    for (const char* fen : fens) {
        Position p = position960(fen);
        const std::string before = write_fen(p);
        for (Move m : legal_moves(p)) {
            Position::Undo undo;
            const bool predicted = p.gives_check(m);
            p.make(m, undo);
            EXPECT_EQ(predicted, p.in_check()) << fen << " " << write_lan(m);
            p.unmake(m, undo);
            EXPECT_EQ(write_fen(p), before) << write_lan(m);
        }
    }
}

TEST(Chess960Castling, StandardGameKeepsKingMoveNotation) {
    const Position p = Position::initial();
    Position q = parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").value;
    auto castle = read_san(q, "e1g1");
    ASSERT_TRUE(castle.ok);
    EXPECT_TRUE(castle.value.move.is_castle());
    EXPECT_EQ(write_lan(q, castle.value.move), "e1g1");
    EXPECT_FALSE(read_san(q, "e1h1").ok);  // king takes rook is Chess960 only
    EXPECT_FALSE(p.chess960());
}

}  // namespace
