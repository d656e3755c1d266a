// Squares and pieces as the engine numbers them (src/chess/bitboard.hpp, types.hpp):
// a1 = 0 ... h8 = 63; piece code = colour * 6 + type, types p n b r q k, 12 = empty.

export const EMPTY = 12;
export const NO_SQUARE = 64;
export const TYPES = 'pnbrqk';

export const SQUARE_NAMES = Array.from({ length: 64 }, (_, s) => 'abcdefgh'[s & 7] + String((s >> 3) + 1));
const SQUARE_INDEX = new Map(SQUARE_NAMES.map((name, s) => [name, s]));

// The index of a square name such as 'e4', or -1 for anything else.
export function squareIndex(name) {
  return typeof name === 'string' ? (SQUARE_INDEX.get(name) ?? -1) : -1;
}

// 0 for 'w', 1 for 'b', -1 for anything else.
export function colorIndex(color) {
  return color === 'w' ? 0 : color === 'b' ? 1 : -1;
}

export function pieceOf(code) {
  return code === EMPTY ? undefined : { type: TYPES[code % 6], color: code < 6 ? 'w' : 'b' };
}

// The code of a { type, color } piece, or -1 when it is not one.
export function pieceCode(piece) {
  if (piece === null || typeof piece !== 'object') return -1;
  const type = typeof piece.type === 'string' && piece.type.length === 1 ? TYPES.indexOf(piece.type) : -1;
  if (type < 0 || (piece.color !== 'w' && piece.color !== 'b')) return -1;
  return (piece.color === 'w' ? 0 : 6) + type;
}

// chess.js's board(): rank 8 first, files a..h, { square, type, color } or null.
export function boardRows(codes) {
  const rows = [];
  for (let rank = 7; rank >= 0; rank -= 1) {
    const row = [];
    for (let file = 0; file < 8; file += 1) {
      const s = rank * 8 + file;
      const code = codes[s];
      row.push(code === EMPTY ? null : { square: SQUARE_NAMES[s], ...pieceOf(code) });
    }
    rows.push(row);
  }
  return rows;
}
