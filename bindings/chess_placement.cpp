// What a viewer draws of a FEN, as the chess engine reads it: for the documents of the chess and
// the ssb families (npm/src/chess/placement.js), which both link this file (bindings/CMakeLists.txt,
// a part shared by two families). Read leniently and without the position rules, so that a board
// no game reaches is drawn too; castling letters that name rook files read as Chess960.
#include <emscripten/bind.h>

#include <array>
#include <cstdint>

#include "chess/fen.hpp"
#include "common.hpp"

namespace bn::bindings {

namespace {

using emscripten::val;

// { board, side, inCheck, fullmove }, or null when the engine refuses the text. board: a
// Uint8Array view of the piece code of each square (a1 = 0 ... h8 = 63, chess/types.hpp), valid
// until the next call into wasm (npm/src/chess/placement.js copies it); side: 0 white, 1 black.
val chess_placement(std::uintptr_t address, std::size_t length) {
    chess::FenOptions options{false};
    options.chess960 = chess::FenOptions::Chess960::detect;
    options.position_rules = false;
    auto parsed = chess::parse_fen(input_at(address, length), options);
    if (!parsed.ok) return val::null();
    const chess::Position& position = parsed.value;
    static std::array<std::uint8_t, 64> board{};
    for (chess::Square s = 0; s < 64; ++s) board[s] = position.piece_on(s);
    val out = val::object();
    out.set("board", val(emscripten::typed_memory_view(board.size(), board.data())));
    out.set("side", static_cast<unsigned>(position.side_to_move()));
    out.set("inCheck", position.in_check());
    out.set("fullmove", position.fullmove_number());
    return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(boardnotation_chess_placement) { emscripten::function("chessPlacement", guard<&chess_placement>); }

}  // namespace bn::bindings
