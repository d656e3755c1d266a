// Board editing (put, remove, clear) as chess.js does it: any placement is allowed, and the
// castling rights the new placement contradicts are dropped, so that the engine never castles
// a king or rook that is not there. The en-passant square is dropped: an edit is not a pawn's
// double step.

// Castling right bit -> the king and rook codes and squares it needs (src/chess/types.hpp).
const RIGHTS = [
  { bit: 1, king: 5, kingSquare: 4, rook: 3, rookSquare: 7 }, // K: e1, h1
  { bit: 2, king: 5, kingSquare: 4, rook: 3, rookSquare: 0 }, // Q: e1, a1
  { bit: 4, king: 11, kingSquare: 60, rook: 9, rookSquare: 63 }, // k: e8, h8
  { bit: 8, king: 11, kingSquare: 60, rook: 9, rookSquare: 56 }, // q: e8, a8
];

export function consistentCastling(board, rights) {
  let kept = 0;
  for (const r of RIGHTS) {
    if (rights & r.bit && board[r.kingSquare] === r.king && board[r.rookSquare] === r.rook) kept |= r.bit;
  }
  return kept;
}

export function castlingObject(rights, color) {
  const shift = color === 'w' ? 0 : 2;
  return { k: Boolean(rights & (1 << shift)), q: Boolean(rights & (2 << shift)) };
}
