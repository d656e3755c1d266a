// Chess: chess.js's façade (Chess) and FEN functions (Fen) over the engine (src/chess).
import { createChessClass } from './chess.js';
import {
  BISHOP,
  BLACK,
  DEFAULT_POSITION,
  KING,
  KNIGHT,
  PAWN,
  QUEEN,
  ROOK,
  SEVEN_TAG_ROSTER,
  SQUARES,
  WHITE,
  xoroshiro128,
} from './constants.js';
import { MoveError } from './errors.js';
import { createFen } from './fen.js';
import { Move } from './move.js';
import { createPlacement } from './placement.js';

export function createChess(wasm, languages) {
  const { Fen, FenError } = createFen(wasm, languages);
  // chess.js's validateFen, its { ok, error } answer in its words: the engine's chess.js
  // dialect (src/chess/fen_chess_js.cpp) names the first problem.
  function validateFen(fen) {
    if (typeof fen !== 'string')
      throw new TypeError(`validateFen expects a FEN string, not ${fen === null ? 'null' : typeof fen}`);
    const code = wasm.chessJsFenProblem(fen);
    return code === '' ? { ok: true } : { ok: false, error: languages.render(code, [], 'en') };
  }
  return {
    Chess: createChessClass(wasm, languages),
    Fen,
    FenError,
    MoveError,
    Move,
    DEFAULT_POSITION,
    // chess.js's exports. WHITE and BLACK are under other keys: the api's WHITE and BLACK are
    // Go stones (hen); boardnotation/chess exports these as WHITE and BLACK (exports.json).
    chessWHITE: WHITE,
    chessBLACK: BLACK,
    PAWN,
    KNIGHT,
    BISHOP,
    ROOK,
    QUEEN,
    KING,
    SQUARES,
    SEVEN_TAG_ROSTER,
    validateFen,
    xoroshiro128,
    // The board a viewer draws of a FEN, read by the engine (placement.js). For documents; not
    // exported (exports.json).
    placementOfFen: createPlacement(wasm),
  };
}
