// Fen.validate / Fen.parse / Fen.stringify: plain functions over the engine's strict FEN
// rules. They share one scratch handle per module (never released: it lives as long as the
// module, and every call leaves it in a valid state).
import { withUtf8 } from '../wasm-io.js';
import { FenError, fenError } from './errors.js';
import { INFO } from './handle.js';
import { castlingObject } from './setup.js';
import { chess960Mode } from './chess960.js';
import { boardRows, EMPTY, NO_SQUARE, pieceCode, SQUARE_NAMES, squareIndex } from './squares.js';

export function createFen(wasm, languages) {
  let scratch;
  function load(fen, options, caller) {
    if (typeof fen !== 'string')
      throw new TypeError(`${caller} expects a FEN string, not ${fen === null ? 'null' : typeof fen}`);
    const language = languages.pick(options);
    scratch ??= new wasm.ChessGame();
    const strict = options?.strict ?? true;
    scratch.setChess960(chess960Mode(options?.chess960, false));
    return withUtf8(wasm, fen, (address, length) => scratch.load(address, length, strict, true, false, language));
  }

  function validate(fen, options) {
    const { ok, diagnostics } = load(fen, options, 'Fen.validate');
    return {
      ok,
      errors: diagnostics.filter((d) => d.severity === 'error'),
      warnings: diagnostics.filter((d) => d.severity === 'warning'),
    };
  }

  function parse(fen, options) {
    const result = load(fen, options, 'Fen.parse');
    if (!result.ok) throw fenError(result.diagnostics);
    const board = scratch.board().slice();
    const info = scratch.info().slice();
    const rights = info[INFO.castling];
    const chess960 = scratch.chess960();
    const rooks = chess960 ? castlingRooks(scratch.castlingRooks()) : undefined;
    return {
      board: boardRows(board),
      turn: info[INFO.side] === 0 ? 'w' : 'b',
      castling: { w: castlingObject(rights, 'w'), b: castlingObject(rights, 'b') },
      enPassant: info[INFO.enPassant] === NO_SQUARE ? null : SQUARE_NAMES[info[INFO.enPassant]],
      halfmoveClock: info[INFO.halfmove],
      fullmoveNumber: info[INFO.fullmove],
      ...(chess960 ? { chess960, castlingRooks: rooks } : {}),
    };
  }

  // Writes the data as FEN text, then checks the text with the strict rules: stringify never
  // returns a FEN that parse would refuse.
  function stringify(data, options) {
    const text = writeFen(wasm, data);
    const result = load(text, { ...options, strict: true }, 'Fen.stringify');
    if (!result.ok) throw fenError(result.diagnostics);
    return text;
  }

  return { Fen: Object.freeze({ validate, parse, stringify }), FenError };
}

// Chess960: the rook square of each castling right held, { K: 'h1', Q: 'f1', k: 'h8', q: 'f8' }.
function castlingRooks(squares) {
  const rooks = {};
  'KQkq'.split('').forEach((letter, i) => {
    if (squares[i] < 64) rooks[letter] = SQUARE_NAMES[squares[i]];
  });
  return rooks;
}

// Fen.stringify's data checked for its types (marshalling), then written by the engine's FEN
// writer (writePlacedFen).
function writeFen(wasm, data) {
  if (data === null || typeof data !== 'object')
    throw new TypeError(
      'Fen.stringify expects an object { board, turn, castling, enPassant, halfmoveClock, fullmoveNumber }',
    );
  const { board, turn = 'w', castling, enPassant = null, halfmoveClock = 0, fullmoveNumber = 1 } = data;
  if (!Array.isArray(board) || board.length !== 8 || !board.every((row) => Array.isArray(row) && row.length === 8)) {
    throw new TypeError('Fen.stringify: board must be 8 rows (rank 8 first) of 8 squares');
  }
  const codes = new Array(64).fill(EMPTY);
  board.forEach((row, r) =>
    row.forEach((square, file) => {
      if (square === null || square === undefined) return;
      const code = pieceCode(square);
      if (code < 0)
        throw new TypeError(
          `Fen.stringify: the square ${'abcdefgh'[file]}${8 - r} holds neither null nor a { type, color } piece`,
        );
      codes[(7 - r) * 8 + file] = code;
    }),
  );
  if (turn !== 'w' && turn !== 'b') throw new TypeError("Fen.stringify: turn must be 'w' or 'b'");
  const rights =
    (castling?.w?.k ? 1 : 0) | (castling?.w?.q ? 2 : 0) | (castling?.b?.k ? 4 : 0) | (castling?.b?.q ? 8 : 0);
  if (enPassant !== null && squareIndex(enPassant) < 0)
    throw new TypeError('Fen.stringify: enPassant must be null or a square such as e3');
  for (const [name, value] of [
    ['halfmoveClock', halfmoveClock],
    ['fullmoveNumber', fullmoveNumber],
  ]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new TypeError(`Fen.stringify: ${name} must be a whole number`);
  }
  const square = enPassant === null ? NO_SQUARE : squareIndex(enPassant);
  return wasm.writePlacedFen(codes, turn === 'w' ? 0 : 1, rights, square, halfmoveClock, fullmoveNumber);
}
