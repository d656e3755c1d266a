// The FEN writer's two list and field forms: write_fens_after (the FEN after each move of a
// list, what the chess.js façade's moves({ verbose: true }) reads) and write_fen of FenFields
// (Fen.stringify: a caller's fields written with no rule applied).
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "chess/chess_js_order.hpp"
#include "chess/fen.hpp"

namespace {

using namespace bn::chess;

Position read(std::string_view fen) {
    auto parsed = parse_fen(fen);
    EXPECT_TRUE(parsed.ok) << fen;
    return parsed.value;
}

Square at(const char* name) { return make_square(name[0] - 'a', name[1] - '1'); }

TEST(FenWriteLists, AfterEachMoveInTheGivenOrder) {
    // chess.js 1.4.0's moves({ verbose: true }).map((m) => m.after) for this position.
    const Position position = read("4k3/8/8/8/8/8/4p3/4K3 w - - 0 1");
    const MoveList ordered = in_chess_js_order(position, legal_moves(position));
    EXPECT_EQ(write_fens_after(position, ordered, '\n'),
              "4k3/8/8/8/8/8/3Kp3/8 b - - 1 1\n4k3/8/8/8/8/8/4K3/8 b - - 0 1\n4k3/8/8/8/8/8/4pK2/8 b - - 1 1");
    // Each is what write_fen writes of the position reached, and the position is left as it was.
    const MoveList all = legal_moves(Position::initial());
    const std::string joined = write_fens_after(Position::initial(), all, ' ', FenWriteOptions{true});
    std::string expected;
    for (Move m : all) {
        Position next = Position::initial();
        Position::Undo undo;
        next.make(m, undo);
        expected += (expected.empty() ? "" : " ") + write_fen(next, FenWriteOptions{true});
    }
    EXPECT_EQ(joined, expected);
    EXPECT_EQ(write_fens_after(position, MoveList(), '\n'), "");
}

FenFields empty_fields() {
    FenFields fields;
    fields.board.fill(no_piece);
    return fields;
}

TEST(FenWriteFields, ThePiecesAndFieldsAsGiven) {
    FenFields fields = empty_fields();
    const Position initial = Position::initial();
    for (Square s = 0; s < 64; ++s) fields.board[s] = initial.piece_on(s);
    fields.castling = all_castling;
    EXPECT_EQ(write_fen(fields), initial_fen);
    // No rule applied: castling rights with no rook, an en-passant square no pawn made, a
    // second king, counters past a position's 32 bits. A reader judges the text afterwards.
    fields = empty_fields();
    fields.board[at("e1")] = make_piece(white, king);
    fields.board[at("e2")] = make_piece(white, king);
    fields.side = black;
    fields.castling = all_castling | 0xF0u;
    fields.en_passant = at("c6");
    fields.halfmove = 12345678901234ull;
    fields.fullmove = 9007199254740991ull;
    EXPECT_EQ(write_fen(fields), "8/8/8/8/8/8/4K3/4K3 b KQkq c6 12345678901234 9007199254740991");
    fields.castling = 0;
    fields.en_passant = no_square;
    fields.halfmove = 0;
    fields.fullmove = UINT64_MAX;
    EXPECT_EQ(write_fen(fields), "8/8/8/8/8/8/4K3/4K3 b - - 0 18446744073709551615");
}

}  // namespace
