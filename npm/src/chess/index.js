// Chess: chess.js's façade (Chess) and FEN functions (Fen) over the engine (src/chess).
import { createChessClass, DEFAULT_POSITION } from './chess.js';
import { MoveError } from './errors.js';
import { createFen } from './fen.js';
import { Move } from './move.js';

export function createChess(wasm, languages) {
  const { Fen, FenError } = createFen(wasm, languages);
  return {
    Chess: createChessClass(wasm, languages),
    Fen,
    FenError,
    MoveError,
    Move,
    DEFAULT_POSITION,
  };
}
