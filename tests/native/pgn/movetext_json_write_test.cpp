// The challenge's movetext model written as the seed library's JSON (Pgn.parseMovetext's result):
// every kind of turn and move, optional fields left out when absent.
#include <gtest/gtest.h>

#include <string>

#include "pgn/movetext.hpp"
#include "pgn/movetext_json_write.hpp"

namespace {

using namespace bn::pgn::movetext;

std::string json_of(const std::string& text) {
    auto parsed = parse(text);
    EXPECT_TRUE(parsed.ok) << text;
    return parsed.ok ? write_json(parsed.value) : "";
}

TEST(PgnMovetextJson, PawnMovesAndOutcome) {
    EXPECT_EQ(
        json_of("1. e4 exd5+ 1-0"),
        R"({"turns":[{"type":"FullTurn","white":{"type":"PawnMove","end":{"file":"e","rank":4},"isCapture":false},)"
        R"("black":{"type":"PawnMove","sourceFile":"e","end":{"file":"d","rank":5},"isCapture":true,)"
        R"("checkStatus":"Check"}}],"outcome":"WhiteWins"})");
}

TEST(PgnMovetextJson, PiecesWithEachDisambiguator) {
    EXPECT_EQ(json_of("1. Nbd7 R1e2 2. Qh4xe1# Bc4 *"),
              R"({"turns":[{"type":"FullTurn",)"
              R"("white":{"type":"Standard","piece":"Knight","end":{"file":"d","rank":7},)"
              R"("disambiguator":{"type":"FileSource","source":"b"},"isCapture":false},)"
              R"("black":{"type":"Standard","piece":"Rook","end":{"file":"e","rank":2},)"
              R"("disambiguator":{"type":"RankSource","source":1},"isCapture":false}},)"
              R"({"type":"FullTurn","white":{"type":"Standard","piece":"Queen","end":{"file":"e","rank":1},)"
              R"("disambiguator":{"type":"FileAndRankSource","source":{"file":"h","rank":4}},"isCapture":true,)"
              R"("checkStatus":"Checkmate"},)"
              R"("black":{"type":"Standard","piece":"Bishop","end":{"file":"c","rank":4},"isCapture":false}}],)"
              R"("outcome":"Unknown"})");
}

TEST(PgnMovetextJson, CastlingPromotionAndAPartialTurn) {
    EXPECT_EQ(json_of("1. O-O O-O-O 2. exd8=N+ 0-1"),
              R"({"turns":[{"type":"FullTurn","white":{"type":"Castle","side":"KingSide"},)"
              R"("black":{"type":"Castle","side":"QueenSide"}},)"
              R"({"type":"PartialTurn","white":{"type":"Promotion","pawnMove":{"type":"PawnMove","sourceFile":"e",)"
              R"("end":{"file":"d","rank":8},"isCapture":true,"checkStatus":"Check"},"newPiece":"Knight"}}],)"
              R"("outcome":"BlackWins"})");
    EXPECT_NE(json_of("1. e4 e5 1/2-1/2").find(R"("outcome":"Draw")"), std::string::npos);
}

}  // namespace
