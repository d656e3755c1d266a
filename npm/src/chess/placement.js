// What a viewer draws of a FEN, as the chess engine reads it (bindings/chess_placement.cpp, which
// the chess and the ssb modules both link): leniently, without the position rules (a board no
// game reaches is drawn too), rook-file castling letters as Chess960. For documents
// (npm/src/document/chess.js and ssb.js); not exported.
import { withUtf8 } from '../wasm-io.js';
import { pieceOf } from './squares.js';

/**
 * placementOfFen(fen): { board (rank 8 first, { type, color } or null), turn, inCheck, fullmove },
 * or null when the engine refuses the text.
 */
export function createPlacement(wasm) {
  return function placementOfFen(fen) {
    const placed = withUtf8(wasm, fen, (address, length) => {
      const read = wasm.chessPlacement(address, length);
      // The view is wasm memory: copied before anything else calls into wasm.
      return read && { ...read, board: read.board.slice() };
    });
    if (placed === null) return null;
    const codes = placed.board;
    const board = [];
    for (let rank = 7; rank >= 0; rank -= 1)
      board.push(Array.from(codes.subarray(rank * 8, rank * 8 + 8), (code) => pieceOf(code) ?? null));
    return { board, turn: placed.side === 0 ? 'w' : 'b', inCheck: placed.inCheck, fullmove: placed.fullmove };
  };
}
