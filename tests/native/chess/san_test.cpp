#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "chess/san.hpp"
#include "common/messages.hpp"

namespace {

using namespace bn::chess;

Position at(std::string_view fen) {
    auto parsed = parse_fen(fen);
    EXPECT_TRUE(parsed.ok) << fen;
    return parsed.value;
}

// SAN of the legal move from -> to (first promotion piece given, if any).
std::string san_of(const Position& p, std::string_view lan) {
    for (Move m : legal_moves(p))
        if (write_lan(m) == lan) return write_san(p, m);
    return "(no such move " + std::string(lan) + ")";
}

// What reading `text` gives: the move as LAN, or the first error code; and the warning codes.
std::string read(const Position& p, std::string_view text, bool strict = false) {
    auto parsed = read_san(p, text, {strict});
    std::string result;
    if (parsed.ok) {
        result = write_lan(parsed.value.move);
    } else {
        for (const auto& d : parsed.diagnostics)
            if (d.severity == bn::Severity::error) return d.code;
    }
    for (const auto& d : parsed.diagnostics) result += " " + d.code;
    return result;
}

TEST(SanWrite, DisambiguatesByFileThenRankThenSquare) {
    Position knights = at("rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3");
    EXPECT_EQ(san_of(knights, "b1d2"), "Nbd2");
    EXPECT_EQ(san_of(knights, "f3d2"), "Nfd2");
    EXPECT_EQ(san_of(knights, "b1c3"), "Nc3");
    Position rooks = at("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    EXPECT_EQ(san_of(rooks, "a1a3"), "R1a3");
    EXPECT_EQ(san_of(rooks, "a5a3"), "R5a3");
    EXPECT_EQ(san_of(rooks, "a1d1"), "Rd1");
    // The probe from the reference notes: queens on a1, a3 and c3 going to b2.
    Position queens = at("4k3/8/8/8/8/Q1Q5/8/Q3K3 w - - 0 1");
    EXPECT_EQ(san_of(queens, "a1b2"), "Q1b2");
    EXPECT_EQ(san_of(queens, "a3b2"), "Qa3b2");
    EXPECT_EQ(san_of(queens, "c3b2"), "Qcb2");
}

TEST(SanWrite, PinnedPiecesDoNotCountForDisambiguation) {
    Position p = at("4r2k/8/8/8/8/8/2N1N3/4K3 w - - 0 1");  // the e2 knight is pinned
    EXPECT_EQ(san_of(p, "c2d4"), "Nd4");
    EXPECT_EQ(read(p, "Ncd4", true), "chess.san.disambiguation");
    EXPECT_EQ(read(p, "Ncd4"), "c2d4 chess.san.disambiguation");
    EXPECT_EQ(read(p, "Ned4"), "chess.san.illegal");
}

TEST(SanWrite, PromotionsChecksAndMates) {
    Position p = at("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(san_of(p, "a7a8q"), "a8=Q+");
    EXPECT_EQ(san_of(p, "a7a8r"), "a8=R+");
    EXPECT_EQ(san_of(p, "a7a8b"), "a8=B");
    EXPECT_EQ(san_of(p, "a7a8n"), "a8=N");
    Position capture = at("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(san_of(capture, "a7b8q"), "axb8=Q+");
    Position mate = at("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    EXPECT_EQ(san_of(mate, "a1a8"), "Ra8#");
    Position castles = at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(san_of(castles, "e1g1"), "O-O");
    EXPECT_EQ(san_of(castles, "e1c1"), "O-O-O");
    Position castle_check = at("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    EXPECT_EQ(san_of(castle_check, "e1g1"), "O-O+");
    Position en_passant = at("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    EXPECT_EQ(san_of(en_passant, "e5f6"), "exf6");
    EXPECT_EQ(write_lan(Move::promotion_to(52, 60, knight, false)), "e7e8n");
}

TEST(SanRead, StrictAcceptsCanonicalSanOnly) {
    Position start = Position::initial();
    EXPECT_EQ(read(start, "e4", true), "e2e4");
    EXPECT_EQ(read(start, "Nf3", true), "g1f3");
    EXPECT_EQ(read(start, "e2e4", true), "chess.san.disambiguation");
    EXPECT_EQ(read(start, "Ng1f3", true), "chess.san.disambiguation");
    EXPECT_EQ(read(start, "Pe4", true), "chess.san.pawn_letter");
    EXPECT_EQ(read(start, "Nf3+", true), "chess.san.check_mark");
    EXPECT_EQ(read(start, "Nxf3", true), "chess.san.capture_mark");
    Position p = at("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(read(p, "a8=Q+", true), "a7a8q");
    EXPECT_EQ(read(p, "a8=Q", true), "chess.san.check_mark");
    EXPECT_EQ(read(p, "a8Q+", true), "chess.san.promotion_format");
    Position castles = at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(read(castles, "O-O-O", true), "e1c1");
    EXPECT_EQ(read(castles, "0-0", true), "chess.san.castling_zeros");
}

TEST(SanRead, PermissiveToleratesRealWorldFormsWithWarnings) {
    Position start = Position::initial();
    EXPECT_EQ(read(start, "e4"), "e2e4");
    EXPECT_EQ(read(start, "e2e4"), "e2e4 chess.san.disambiguation");
    EXPECT_EQ(read(start, "e2-e4"), "e2e4 chess.san.disambiguation");
    EXPECT_EQ(read(start, "Ng1f3"), "g1f3 chess.san.disambiguation");
    EXPECT_EQ(read(start, "Ng1-f3"), "g1f3 chess.san.disambiguation");
    EXPECT_EQ(read(start, "g1f3"), "g1f3 chess.san.disambiguation");
    EXPECT_EQ(read(start, "Pe4"), "e2e4 chess.san.pawn_letter");
    EXPECT_EQ(read(start, "Nf3#"), "g1f3 chess.san.check_mark");
    EXPECT_EQ(read(start, "e4!?"), "e2e4");
    EXPECT_EQ(read_san(start, "e4!?").value.nag, 5);
    EXPECT_EQ(read_san(start, "e4??").value.nag, 4);
    EXPECT_EQ(read_san(start, "Nf3!").value.nag, 1);

    Position exchange = at("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
    EXPECT_EQ(read(exchange, "exd5"), "e4d5");
    EXPECT_EQ(read(exchange, "ed5"), "e4d5 chess.san.capture_mark");
    EXPECT_EQ(read(exchange, "Pxd5"), "e4d5 chess.san.pawn_letter chess.san.disambiguation");
    EXPECT_EQ(read(exchange, "e4xd5"), "e4d5 chess.san.disambiguation");
    EXPECT_EQ(read(exchange, "exd5:"), "chess.san.syntax");
    EXPECT_EQ(read(exchange, "e:d5"), "e4d5 chess.san.capture_mark");
    EXPECT_EQ(read(exchange, "e:d5", true), "chess.san.capture_mark");

    Position en_passant = at("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    EXPECT_EQ(read(en_passant, "exf6"), "e5f6");
    EXPECT_EQ(read(en_passant, "exf6 e.p."), "e5f6 chess.san.en_passant_suffix");
    EXPECT_EQ(read(en_passant, "exf6e.p."), "e5f6 chess.san.en_passant_suffix");
    EXPECT_EQ(read(en_passant, "exf6 e.p.", true), "chess.san.en_passant_suffix");
    // "ep", as some databases write it (chessops reads it).
    EXPECT_EQ(read(en_passant, "exf6ep"), "e5f6 chess.san.en_passant_suffix");

    Position promotion = at("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(read(promotion, "a8Q"), "a7a8q chess.san.promotion_format chess.san.check_mark");
    EXPECT_EQ(read(promotion, "a7a8q"),
              "a7a8q chess.san.disambiguation chess.san.promotion_format chess.san.check_mark");
    EXPECT_EQ(read(promotion, "a8=N"), "a7a8n");
    EXPECT_EQ(read(promotion, "a8=q+"), "a7a8q chess.san.promotion_format");

    Position castles = at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(read(castles, "0-0"), "e1g1 chess.san.castling_zeros");
    EXPECT_EQ(read(castles, "0-0-0"), "e1c1 chess.san.castling_zeros");
    EXPECT_EQ(read(castles, "e1g1"), "e1g1 chess.san.disambiguation");
    EXPECT_EQ(read(castles, "Kg1"), "chess.san.illegal");
}

TEST(SanRead, ErrorsBothModesShare) {
    Position start = Position::initial();
    EXPECT_EQ(read(start, ""), "chess.san.empty");
    EXPECT_EQ(read(start, "nf3"), "chess.san.syntax");
    EXPECT_EQ(read(start, "Nf9"), "chess.san.syntax");
    EXPECT_EQ(read(start, "e4!!!"), "chess.san.syntax");
    EXPECT_EQ(read(start, "e4+#"), "chess.san.syntax");
    EXPECT_EQ(read(start, std::string(100, 'e')), "chess.san.syntax");
    EXPECT_EQ(read(start, "e5"), "chess.san.illegal");
    EXPECT_EQ(read(start, "Ke2"), "chess.san.illegal");
    EXPECT_EQ(read(start, "O-O"), "chess.san.illegal");
    EXPECT_EQ(read(start, "e4=Q"), "chess.san.unexpected_promotion");
    Position promotion = at("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(read(promotion, "a8"), "chess.san.missing_promotion");
    // Promoting to a king (or a pawn) is illegal, in both modes, with its own message.
    for (bool strict : {false, true})
        for (const char* text : {"a8=K", "a8K", "a8=K+", "a8=P", "a7a8=K"})
            EXPECT_EQ(read(promotion, text, strict), "chess.san.promotion_piece") << text;
    auto king = read_san(promotion, "a8=K");
    ASSERT_EQ(king.diagnostics.size(), 1u);
    EXPECT_EQ(king.diagnostics[0].severity, bn::Severity::error);
    EXPECT_NE(bn::messages::render(king.diagnostics[0], "en").find("never to a king"), std::string::npos);
    EXPECT_NE(bn::messages::render(king.diagnostics[0], "es").find("nunca a rey"), std::string::npos);
    // Not a promotion at all: still "unexpected promotion"; no pawn there: illegal.
    EXPECT_EQ(read(Position::initial(), "e4=K"), "chess.san.unexpected_promotion");
    EXPECT_EQ(read(promotion, "b8=K"), "chess.san.illegal");
}

TEST(SanRead, EnPassantMarkOnAMoveThatIsNotEnPassant) {
    Position exchange = at("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
    EXPECT_EQ(read(exchange, "exd5 e.p."), "e4d5 chess.san.en_passant_not_capture");
    EXPECT_EQ(read(exchange, "exd5e.p."), "e4d5 chess.san.en_passant_not_capture");
    EXPECT_EQ(read(exchange, "exd5e.p.", true), "chess.san.en_passant_not_capture");
    EXPECT_EQ(read(exchange, "exd5ep"), "e4d5 chess.san.en_passant_not_capture");
    auto parsed = read_san(exchange, "exd5e.p.");
    ASSERT_EQ(parsed.diagnostics.size(), 1u);
    EXPECT_NE(bn::messages::render(parsed.diagnostics[0], "es").find("al paso"), std::string::npos);
}

TEST(SanRead, AmbiguityNamesTheCandidates) {
    Position p = at("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    auto parsed = read_san(p, "Nd2");
    ASSERT_FALSE(parsed.ok);
    ASSERT_EQ(parsed.diagnostics.size(), 1u);
    EXPECT_EQ(parsed.diagnostics[0].code, "chess.san.ambiguous");
    EXPECT_EQ(parsed.diagnostics[0].arg("move"), "Nd2");
    EXPECT_EQ(parsed.diagnostics[0].arg("squares"), "b1, f1");
    EXPECT_EQ(bn::messages::render(parsed.diagnostics[0], "en"), "'Nd2' is ambiguous: pieces on b1, f1 can make it.");
    EXPECT_EQ(bn::messages::render(parsed.diagnostics[0], "es"),
              "'Nd2' es ambigua: pueden hacerla las piezas de b1, f1.");
    EXPECT_EQ(read(p, "Nbd2"), "b1d2");
    EXPECT_EQ(read(p, "Nb1d2"), "b1d2 chess.san.disambiguation");
}

TEST(SanRead, DiagnosticsPointIntoTheMoveText) {
    auto parsed = read_san(Position::initial(), "Nf3+", {true});
    ASSERT_FALSE(parsed.ok);
    EXPECT_EQ(parsed.diagnostics[0].column, 4u);
    EXPECT_EQ(parsed.diagnostics[0].arg("expected"), "Nf3");
    EXPECT_EQ(bn::messages::render(parsed.diagnostics[0], "en"),
              "'Nf3+' has the wrong check or mate sign: it is written Nf3.");
    auto syntax = read_san(Position::initial(), "Nz3");
    EXPECT_EQ(syntax.diagnostics[0].column, 2u);
    EXPECT_EQ(read_san(Position::initial(), "e4x").diagnostics[0].column, 3u);
    EXPECT_EQ(read_san(Position::initial(), "Oxx").diagnostics[0].column, 1u);
}

// Every legal move of a few busy positions reads back from its own SAN, strictly.
TEST(SanRead, WrittenSanReadsBackStrictly) {
    const char* fens[] = {
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "4k3/8/8/8/8/Q1Q5/8/Q3K3 w - - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    };
    for (const char* fen : fens) {
        Position p = at(fen);
        for (Move m : legal_moves(p)) {
            std::string san = write_san(p, m);
            auto parsed = read_san(p, san, {true});
            ASSERT_TRUE(parsed.ok) << fen << " " << san;
            EXPECT_EQ(parsed.value.move, m) << san;
            EXPECT_TRUE(parsed.diagnostics.empty()) << san;
        }
    }
}

}  // namespace
