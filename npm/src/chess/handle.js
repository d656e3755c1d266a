// The wasm side of a position: an embind ChessGame (bindings/chess.cpp). Handles are C++
// objects that JS's garbage collector cannot free, so each one is deleted by its owner, and
// a FinalizationRegistry deletes the handle of an owner that was dropped without it.

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
  const registry = new FinalizationRegistry((handle) => handle.delete());
  return {
    // A new handle owned by `owner`: deleted when the owner is collected, unless released first.
    create(owner) {
      const handle = new wasm.ChessGame();
      registry.register(owner, handle, owner);
      return handle;
    },
    release(owner, handle) {
      registry.unregister(owner);
      handle.delete();
    },
  };
}
