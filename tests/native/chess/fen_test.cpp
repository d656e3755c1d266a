#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "common/messages.hpp"

namespace {

using namespace bn::chess;

const bn::Diagnostic* first_with(const std::vector<bn::Diagnostic>& diagnostics, bn::Severity severity) {
    for (const auto& d : diagnostics)
        if (d.severity == severity) return &d;
    return nullptr;
}

// The first error of a strict parse as "code@column".
std::string error_of(std::string_view fen, bool strict = true) {
    auto parsed = parse_fen(fen, {strict});
    const bn::Diagnostic* d = first_with(parsed.diagnostics, bn::Severity::error);
    EXPECT_EQ(parsed.ok, d == nullptr);
    return d ? d->code + "@" + std::to_string(d->column) : "ok";
}

std::string warning_of(std::string_view fen, bool strict = false) {
    auto parsed = parse_fen(fen, {strict});
    const bn::Diagnostic* d = first_with(parsed.diagnostics, bn::Severity::warning);
    return d ? d->code + "@" + std::to_string(d->column) : "none";
}

constexpr const char* placement = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";  // 43 characters

std::string start_with(std::string_view rest) { return std::string(placement) + std::string(rest); }

// "code@column" with the column of the first occurrence of `part` in `fen`.
std::string at(std::string_view code, std::string_view fen, std::string_view part) {
    return std::string(code) + "@" + std::to_string(fen.find(part) + 1);
}

TEST(FenSyntax, EachFieldHasItsCodeAndColumn) {
    EXPECT_EQ(error_of(""), "chess.fen.empty@1");
    EXPECT_EQ(error_of(" " + std::string(initial_fen)), "chess.fen.whitespace@1");
    EXPECT_EQ(error_of(std::string(initial_fen) + " "), "chess.fen.whitespace@57");
    EXPECT_EQ(error_of(start_with("  w KQkq - 0 1")), "chess.fen.separator@44");
    EXPECT_EQ(error_of(start_with("\tw KQkq - 0 1")), "chess.fen.separator@44");
    EXPECT_EQ(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"), "chess.fen.invalid_piece@43");
    EXPECT_EQ(error_of("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), "chess.fen.invalid_piece@19");
    EXPECT_EQ(error_of(start_with(" x KQkq - 0 1")), "chess.fen.invalid_side@45");
    EXPECT_EQ(error_of(start_with(" white KQkq - 0 1")), "chess.fen.invalid_side@45");
    EXPECT_EQ(error_of(start_with(" w KQkx - 0 1")), "chess.fen.invalid_castling@47");
    EXPECT_EQ(error_of(start_with(" w KQkq e9 0 1")), "chess.fen.invalid_en_passant@52");
    EXPECT_EQ(error_of(start_with(" w KQkq - -1 1")), "chess.fen.invalid_halfmove@54");
    EXPECT_EQ(error_of(start_with(" w KQkq - 0 x")), "chess.fen.invalid_fullmove@56");
    EXPECT_EQ(error_of(start_with(" w KQkq - 0 1x")), "chess.fen.invalid_fullmove@56");
    EXPECT_EQ(error_of(start_with(" w KQkq - 0 1 extra")), "chess.fen.too_many_fields@58");
    EXPECT_EQ(error_of(start_with(" w KQkq - 0 2147483648")), "chess.fen.fullmove_too_large@56");
    EXPECT_EQ(error_of(start_with(" w KQkq - 1000001 1")), "chess.fen.halfmove_too_large@54");
    EXPECT_EQ(error_of(start_with(" w KQkq - 0 0")), "chess.fen.fullmove_zero@56");
    EXPECT_EQ(error_of(std::string(2000, '8')), "chess.fen.too_long@1");
}

TEST(FenSyntax, SixFieldsAreRequiredWhenStrict) {
    auto parsed = parse_fen(start_with(" w KQkq -"));
    ASSERT_FALSE(parsed.ok);
    EXPECT_EQ(parsed.diagnostics[0].code, "chess.fen.missing_fields");
    EXPECT_EQ(parsed.diagnostics[0].arg("count"), "4");
    EXPECT_EQ(error_of(placement), "chess.fen.missing_fields@44");
}

TEST(FenSyntax, LenientModeFillsMissingFieldsAndTrims) {
    auto four = parse_fen(start_with(" w KQkq -"), {false});
    ASSERT_TRUE(four.ok);
    EXPECT_EQ(write_fen(four.value), initial_fen);
    auto board_only = parse_fen(std::string("  ") + placement + "\n", {false});
    ASSERT_TRUE(board_only.ok);
    EXPECT_EQ(write_fen(board_only.value), start_with(" w - - 0 1"));
    EXPECT_EQ(error_of(start_with("  b  KQkq  -  3  7"), false), "ok");
    EXPECT_EQ(write_fen(parse_fen(start_with("  b  KQkq  -  3  7"), {false}).value), start_with(" b KQkq - 3 7"));
    EXPECT_EQ(warning_of(start_with(" w KQkq - 0 0")), "chess.fen.fullmove_zero@56");
    EXPECT_EQ(parse_fen(start_with(" w KQkq - 0 0"), {false}).value.fullmove_number(), 1u);
}

TEST(FenPlacement, RanksAndSquares) {
    EXPECT_EQ(error_of("8/8/8/8/8/8/8 w - - 0 1"), "chess.fen.rank_count@1");
    EXPECT_EQ(error_of("4k3/8/8/8/8/8/8/4K3/8 w - - 0 1"), "chess.fen.rank_count@1");
    EXPECT_EQ(error_of("4k4/8/8/8/8/8/8/4K3 w - - 0 1"), "chess.fen.rank_too_long@1");
    EXPECT_EQ(error_of("4k3/8/8/7/8/8/8/4K3 w - - 0 1"), "chess.fen.rank_too_short@9");
    EXPECT_EQ(error_of("4k3/8/8/8/8/8/8/4K21 w - - 0 1"), "chess.fen.consecutive_digits@20");
    EXPECT_EQ(error_of("4k3/8/8/8/8/8/8/4K21 w - - 0 1", false), "ok");
    auto parsed = parse_fen("4k3/8/8/8/8/8/8/4K12 w - - 0 1");
    ASSERT_EQ(parsed.diagnostics.size(), 1u);
    EXPECT_EQ(parsed.diagnostics[0].arg("rank"), "1");
}

TEST(FenPlacement, KingsPawnsAndMaterial) {
    EXPECT_EQ(error_of("8/8/8/8/8/8/8/4K3 w - - 0 1"), "chess.fen.missing_king@1");
    EXPECT_EQ(error_of("4k3/8/8/8/8/8/8/3KK3 w - - 0 1"), "chess.fen.too_many_kings@19");
    EXPECT_EQ(error_of("4k2P/8/8/8/8/8/8/4K3 w - - 0 1"), "chess.fen.pawn_on_back_rank@4");
    EXPECT_EQ(error_of("4k3/8/8/8/8/8/8/p3K3 w - - 0 1"), "chess.fen.pawn_on_back_rank@17");
    EXPECT_EQ(error_of("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"), "chess.fen.too_many_pawns@1");
    EXPECT_EQ(error_of("4k3/8/8/8/8/N7/PPPPPPPP/RNBQKBNR w - - 0 1"), "chess.fen.too_many_pieces@1");
    // A second queen needs a missing pawn.
    EXPECT_EQ(error_of("4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1"), "chess.fen.too_many_promoted@1");
    EXPECT_EQ(error_of("4k3/8/8/8/8/8/PPPPPPP1/QQ2K3 w - - 0 1"), "ok");
    // Two bishops on dark squares: one of them is a promoted pawn.
    EXPECT_EQ(error_of("4k3/8/8/8/8/8/PPPPPPPP/B1B1K3 w - - 0 1"), "chess.fen.too_many_promoted@1");
    EXPECT_EQ(error_of("4k3/8/8/8/8/8/PPPPPPPP/BB2K3 w - - 0 1"), "ok");
    // Nine queens after eight promotions is a legal (if unlikely) position.
    EXPECT_EQ(error_of("QQQQQQQQ/8/8/8/pp6/k7/8/4K2Q w - - 0 1"), "ok");
    auto both = parse_fen("8/8/8/8/8/8/8/8 w - - 0 1");
    ASSERT_EQ(both.diagnostics.size(), 2u);
    EXPECT_EQ(bn::messages::render(both.diagnostics[1], "en"), "Black has no king.");
    EXPECT_EQ(bn::messages::render(both.diagnostics[1], "es"), "Las Negras no tienen rey.");
}

TEST(FenChecks, SideNotToMoveMustNotBeInCheck) {
    const char* checked = "4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1";
    EXPECT_EQ(error_of(checked), at("chess.fen.opponent_in_check", checked, "w - -"));
    EXPECT_EQ(error_of("4k3/4Q3/8/8/8/8/8/4K3 b - - 0 1"), "ok");
    EXPECT_EQ(error_of(checked, false), at("chess.fen.opponent_in_check", checked, "w - -"));
    const char* triple = "4k3/8/3N4/1B6/8/8/8/4RK2 b - - 0 1";
    EXPECT_EQ(error_of(triple), at("chess.fen.impossible_check", triple, "b - -"));
    EXPECT_EQ(error_of("4k3/8/3N4/8/8/8/8/4RK2 b - - 0 1"), "ok");  // double check is possible
}

TEST(FenCastling, LettersOrderAndPlacement) {
    EXPECT_EQ(error_of(start_with(" w HAha - 0 1")), "chess.fen.castling_chess960@47");
    EXPECT_EQ(error_of(start_with(" w KKkq - 0 1")), "chess.fen.castling_duplicate@48");
    EXPECT_EQ(error_of(start_with(" w kqKQ - 0 1")), "chess.fen.castling_order@47");
    auto reordered = parse_fen(start_with(" w kqKQ - 0 1"), {false});
    ASSERT_TRUE(reordered.ok);
    EXPECT_EQ(write_fen(reordered.value), initial_fen);

    // chess.js accepts this and then castles a king with no rook (reference notes, 2.7).
    const char* bare = "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1";
    EXPECT_EQ(error_of(bare), at("chess.fen.castling_without_rook", bare, "KQkq"));
    const char* moved_king = "r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1";
    EXPECT_EQ(error_of(moved_king), at("chess.fen.castling_without_king", moved_king, "KQkq"));
    const char* moved_rook = "r3k2r/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1";
    EXPECT_EQ(error_of(moved_rook), at("chess.fen.castling_without_rook", moved_rook, "KQkq"));
    auto parsed = parse_fen("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1");
    EXPECT_EQ(parsed.diagnostics.size(), 4u);
    EXPECT_EQ(parsed.diagnostics[0].arg("square"), "h1");
    EXPECT_EQ(bn::messages::render(parsed.diagnostics[3], "en"),
              "The castling right 'q' at column 26 needs a rook on a8.");

    // Lenient: the impossible rights are dropped with a warning, and no castling is generated.
    auto lenient = parse_fen("r3k3/8/8/8/8/8/8/4K3 w KQkq - 0 1", {false});
    ASSERT_TRUE(lenient.ok);
    EXPECT_EQ(write_fen(lenient.value), "r3k3/8/8/8/8/8/8/4K3 w q - 0 1");
    EXPECT_EQ(lenient.diagnostics.size(), 3u);
    EXPECT_EQ(lenient.diagnostics[0].severity, bn::Severity::warning);
    EXPECT_EQ(legal_moves(lenient.value).size(), 5u);
}

TEST(FenEnPassant, SquareMustFollowADoubleStep) {
    const char* after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    EXPECT_EQ(error_of(after_e4), "ok");
    const char* wrong_side = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1";
    EXPECT_EQ(error_of(wrong_side), at("chess.fen.en_passant_rank", wrong_side, "e3"));
    const char* wrong_rank = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1";
    EXPECT_EQ(error_of(wrong_rank), at("chess.fen.en_passant_rank", wrong_rank, "e4"));
    // chess.js accepts this one and then generates the impossible capture fxe3.
    const char* no_pawn = "4k3/8/8/8/5p2/8/8/4K3 b - e3 0 1";
    EXPECT_EQ(error_of(no_pawn), at("chess.fen.en_passant_without_pawn", no_pawn, "e3"));
    const char* occupied = "4k3/8/8/8/4Pp2/4N3/8/4K3 b - e3 0 1";
    EXPECT_EQ(error_of(occupied), at("chess.fen.en_passant_occupied", occupied, "e3"));
    const char* origin = "4k3/8/8/8/4Pp2/8/4N3/4K3 b - e3 0 1";
    EXPECT_EQ(error_of(origin), at("chess.fen.en_passant_origin_occupied", origin, "e3"));
    auto lenient = parse_fen("4k3/8/8/8/5p2/8/8/4K3 b - e3 0 1", {false});
    ASSERT_TRUE(lenient.ok);
    EXPECT_EQ(lenient.value.en_passant_square(), no_square);
    EXPECT_EQ(legal_moves(lenient.value).size(), 6u);  // no fxe3
    const char* clock = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 3 1";
    EXPECT_EQ(warning_of(clock, true), at("chess.fen.en_passant_halfmove", clock, "3 1"));
    EXPECT_TRUE(parse_fen(clock).ok);
}

TEST(FenWrite, EnPassantOnlyWhenACaptureIsLegal) {
    // Accepted on input even when no pawn can capture, written like chess.js and lichess.
    auto after_e4 = parse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    ASSERT_TRUE(after_e4.ok);
    EXPECT_EQ(after_e4.value.en_passant_square(), 20);
    EXPECT_EQ(write_fen(after_e4.value), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_EQ(write_fen(after_e4.value, {true}), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    // A capture is possible: written.
    const char* capturable = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";
    EXPECT_EQ(write_fen(parse_fen(capturable).value), capturable);
    // A capture exists but is illegal (the capturing pawn is pinned on the rank): not written.
    auto pinned = parse_fen("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1");
    ASSERT_TRUE(pinned.ok);
    EXPECT_FALSE(pinned.value.has_legal_en_passant());
    EXPECT_EQ(write_fen(pinned.value), "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1");
}

TEST(FenWrite, RoundTrips) {
    const char* fens[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
        "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 3",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 5 39",
        "r3k3/8/8/8/8/8/8/4K2R b Kq - 99 120",
        "8/8/8/8/8/8/8/K6k b - - 1000000 1000000",
    };
    for (const char* fen : fens) {
        auto parsed = parse_fen(fen);
        ASSERT_TRUE(parsed.ok) << fen;
        EXPECT_EQ(write_fen(parsed.value), fen);
    }
}

// Random text made of FEN characters never crashes the parser, and whatever it accepts is
// written back to a FEN that parses to the same position.
TEST(FenRobustness, RandomInputs) {
    std::mt19937 random(12345);
    const std::string alphabet = "pnbrqkPNBRQK12345678/ wb-KQkqeh360x";
    int accepted = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string text;
        if (i % 2 == 0) {
            text = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
            for (int edits = 1 + static_cast<int>(random() % 3); edits > 0; --edits)
                text[random() % text.size()] = alphabet[random() % alphabet.size()];
        } else {
            for (std::size_t n = random() % 60; n > 0; --n) text += alphabet[random() % alphabet.size()];
        }
        for (bool strict : {true, false}) {
            auto parsed = parse_fen(text, {strict});
            if (!parsed.ok) continue;
            ++accepted;
            auto again = parse_fen(write_fen(parsed.value, {true}));
            ASSERT_TRUE(again.ok) << text;
            EXPECT_EQ(again.value, parsed.value) << text;
        }
    }
    EXPECT_GT(accepted, 100);
}

}  // namespace

namespace {

// The buffer form of write_fen writes the same text and stays within max_fen_length, even with
// every counter at its largest.
TEST(FenWrite, IntoABufferWithinItsLength) {
    using namespace bn::chess;
    for (std::string_view fen : {initial_fen, std::string_view("8/8/8/8/8/8/8/K6k w - - 0 1"),
                                 std::string_view("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3")}) {
        Position p = parse_fen(fen).value;
        p.set_halfmove_clock(4294967295u);
        p.set_fullmove_number(4294967295u);
        char buffer[max_fen_length + 16];
        std::fill(std::begin(buffer), std::end(buffer), '#');
        const std::size_t length = write_fen(p, buffer, {true});
        EXPECT_LE(length, max_fen_length);
        EXPECT_EQ(std::string(buffer, length), write_fen(p, {true}));
        EXPECT_TRUE(std::all_of(buffer + max_fen_length, std::end(buffer), [](char c) { return c == '#'; }));
        EXPECT_EQ(std::string(buffer, length).substr(length - 22), " 4294967295 4294967295");
    }
}

}  // namespace
