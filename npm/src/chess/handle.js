// The wasm side of a position: an embind ChessGame (bindings/chess.cpp), owned and deleted as
// npm/src/wasm-handles.js says.
import { handleRegistry } from '../wasm-handles.js';

// Positions in ChessGame::info(), as bindings/chess.cpp lays them out.
export const INFO = Object.freeze({
  side: 0,
  castling: 1,
  enPassant: 2,
  halfmove: 3,
  fullmove: 4,
  inCheck: 5,
  status: 6,
  repetitions: 7,
  insufficient: 8,
  draw: 9,
  plies: 10,
  legalEnPassant: 11,
});

// GameStatus values (src/chess/game.hpp).
export const STATUS = Object.freeze({ ongoing: 0, checkmate: 1, stalemate: 2 });

export function createHandles(wasm) {
  const handles = handleRegistry();
  return {
    // A new handle owned by `owner`: deleted when the owner is collected, unless released first.
    create: (owner) => handles.own(owner, new wasm.ChessGame()),
    release: handles.release,
  };
}
