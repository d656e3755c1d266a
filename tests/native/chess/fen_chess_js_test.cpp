// chess.js 1.4's FEN dialect (FenOptions::chess_js, chess_js_fen_problem): validateFen's
// answers, in chess.js's words, for FENs each of its checks refuses (the expected messages are
// chess.js 1.4.0's validateFen on the same text), and what load() reads from what passes.
#include <gtest/gtest.h>

#include <string>

#include "chess/fen.hpp"
#include "common/messages.hpp"

namespace {

using namespace bn::chess;

bn::Parsed<Position> chess_js_load(std::string_view fen, bool validate = true) {
    FenOptions options;
    options.chess_js = true;
    options.position_rules = validate;
    return parse_fen(fen, options);
}

TEST(ChessJsFen, ValidateFenAnswersInChessJsWords) {
    struct Case {
        const char* fen;
        const char* error;
    };
    const Case cases[] = {
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ""},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
         "Invalid FEN: must contain six space-delimited fields"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
         "Invalid FEN: move number must be a positive integer"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
         "Invalid FEN: half move counter number must be a non-negative integer"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3x 7y", ""},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1", "Invalid FEN: en-passant square is invalid"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", "Invalid FEN: castling availability is invalid"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "Invalid FEN: side-to-move is invalid"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
         "Invalid FEN: piece data does not contain 8 '/'-delimited rows"},
        {"rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "Invalid FEN: piece data is invalid (consecutive number)"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
         "Invalid FEN: piece data is invalid (invalid piece)"},
        {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "Invalid FEN: piece data is invalid (too many squares in rank)"},
        {"rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "Invalid FEN: piece data is invalid (too many squares in rank)"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", "Invalid FEN: illegal en-passant square"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e6 0 1", "Invalid FEN: illegal en-passant square"},
        {"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "Invalid FEN: missing black king"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1", "Invalid FEN: missing white king"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w KQkq - 0 1", "Invalid FEN: too many white kings"},
        {"rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "Invalid FEN: too many black kings"},
        {"rnbqkbnp/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "Invalid FEN: some pawns are on the edge rows"},
        {"k7/PPPPPPPP/P7/8/8/8/8/7K w - - 0 1", ""},
        {"4k3/8/8/8/8/8/8/4K3 w qkQK-Q - +5 007", ""},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
         "Invalid FEN: must contain six space-delimited fields"},
    };
    for (const Case& c : cases) {
        const std::string code = chess_js_fen_problem(c.fen);
        EXPECT_EQ(code.empty() ? "" : bn::messages::render(code, {}, "en"), c.error) << c.fen;
    }
}

TEST(ChessJsFen, LoadPadsAndReadsTheFieldsAsChessJs) {
    auto padded = chess_js_load("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b");
    ASSERT_TRUE(padded.ok);
    EXPECT_EQ(write_fen(padded.value), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - - 0 1");
    auto counters = chess_js_load("4k2r/8/8/8/8/8/8/R3K3   w qkQK-Q - +5 007");
    ASSERT_TRUE(counters.ok);
    EXPECT_EQ(write_fen(counters.value), "4k2r/8/8/8/8/8/8/R3K3 w Qk - 5 7");
    auto parse_int = chess_js_load("4k3/8/8/8/8/8/8/4K3 w - - 3x 7y");
    ASSERT_TRUE(parse_int.ok);
    EXPECT_EQ(write_fen(parse_int.value), "4k3/8/8/8/8/8/8/4K3 w - - 3 7");
    // Nine pawns pass validateFen: chess.js loads them without skipValidation.
    EXPECT_TRUE(chess_js_load("k7/PPPPPPPP/P7/8/8/8/8/7K w - - 0 1").ok);
    EXPECT_FALSE(chess_js_load("8/8/8/8/8/8/8/8 w - - 0 1").ok);
    EXPECT_TRUE(chess_js_load("8/8/8/8/8/8/8/8 w - - 0 1", false).ok);
}

TEST(ChessJsFen, ARefusalNamesTheStrictReadersReasonWhenItHasOne) {
    auto no_king = chess_js_load("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    ASSERT_FALSE(no_king.ok);
    ASSERT_FALSE(no_king.diagnostics.empty());
    EXPECT_EQ(no_king.diagnostics.front().code, "chess.fen.missing_king");
    auto fields = chess_js_load("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra");
    ASSERT_FALSE(fields.ok);
    EXPECT_EQ(fields.diagnostics.front().code, "chess.fen.too_many_fields");
    auto zero = chess_js_load("4k3/8/8/8/8/8/8/4K3 w - - 0 0");
    ASSERT_FALSE(zero.ok);
    EXPECT_EQ(zero.diagnostics.front().code, "chess.fen.fullmove_zero");
}

TEST(ChessJsFen, WhitespaceIsJavaScriptsWhitespace) {
    // U+00A0 and U+3000 separate fields as \s does in chess.js's split(/\s+/).
    EXPECT_EQ(chess_js_fen_problem("4k3/8/8/8/8/8/8/4K3\u00a0w - -\u3000 0 1"), "");
    EXPECT_EQ(chess_js_fen_problem(" 4k3/8/8/8/8/8/8/4K3 w - - 0 1"), "chess.fen.js_fields");
}

}  // namespace
