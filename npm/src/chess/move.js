// Decoding the engine's 16-bit moves (from | to << 6 | kind << 12, src/chess/types.hpp) and
// the move objects chess.js users know.
import { EMPTY as EMPTY_CODE, SQUARE_NAMES, TYPES, squareIndex as SQUARE_INDEX } from './squares.js';

// chess.js's flag letters per move kind; a promotion without capture is 'np' there too.
const KIND_FLAGS = ['n', 'b', 'k', 'q', 'c', 'e', '', '', 'np', 'np', 'np', 'np', 'cp', 'cp', 'cp', 'cp'];
const PROMOTIONS = 'nbrq';

export const moveFrom = (bits) => bits & 63;
export const moveTo = (bits) => (bits >> 6) & 63;
const kindOf = (bits) => bits >> 12;
export const promotionOf = (bits) => (kindOf(bits) & 8 ? PROMOTIONS[kindOf(bits) & 3] : undefined);

export function lanOf(bits) {
  return SQUARE_NAMES[moveFrom(bits)] + SQUARE_NAMES[moveTo(bits)] + (promotionOf(bits) ?? '');
}

export class Move {
  constructor(fields) {
    Object.assign(this, fields);
  }

  isCapture() {
    return this.flags.includes('c');
  }
  isEnPassant() {
    return this.flags.includes('e');
  }
  isBigPawn() {
    return this.flags.includes('b');
  }
  isPromotion() {
    return this.flags.includes('p');
  }
  isKingsideCastle() {
    return this.flags.includes('k');
  }
  isQueensideCastle() {
    return this.flags.includes('q');
  }
}

// The move object of `bits` in the position whose piece codes are `board`. The fields are
// chess.js's, in its order, captured and promotion present (undefined) when there is none.
export function describeMove(bits, board, color, san, before, after) {
  const from = moveFrom(bits);
  const to = moveTo(bits);
  const kind = kindOf(bits);
  // En passant takes the pawn beside the target square, which is empty.
  const captured = kind === 5 ? 'p' : kind & 4 ? TYPES[board[to] % 6] : undefined;
  return new Move({
    color,
    from: SQUARE_NAMES[from],
    to: SQUARE_NAMES[to],
    piece: TYPES[board[from] % 6],
    captured,
    promotion: promotionOf(bits),
    flags: KIND_FLAGS[kind],
    san,
    lan: lanOf(bits),
    before,
    after,
  });
}

// A null move (a pass, "--") as chess.js describes it: chess.js plays it as a king "moving"
// from a8 to a8 with the flag '-', and code written for chess.js reads those fields.
export function describeNullMove(color, before, after) {
  return new Move({
    color,
    from: 'a8',
    to: 'a8',
    piece: 'k',
    captured: undefined,
    promotion: undefined,
    flags: '-',
    san: '--',
    lan: 'a8a8',
    before,
    after,
  });
}

// The piece codes (a1 = 0) before `move` was played on `after`, a standard-chess move object of
// this file: what undo() knows without asking the engine. Castling's rook squares are the
// standard ones, so Chess960 positions ask the engine instead.
const CASTLING_ROOKS = { wk: [7, 5], wq: [0, 3], bk: [63, 61], bq: [56, 59] }; // [from, to]
export function boardBeforeMove(after, move) {
  const board = after.slice();
  if (move.flags === '-') return board;
  const side = move.color === 'w' ? 0 : 6;
  const from = SQUARE_INDEX(move.from);
  const to = SQUARE_INDEX(move.to);
  board[from] = side + TYPES.indexOf(move.piece);
  board[to] = move.captured && !move.flags.includes('e') ? 6 - side + TYPES.indexOf(move.captured) : EMPTY_CODE;
  if (move.flags.includes('e')) board[(from & ~7) | (to & 7)] = 6 - side; // the pawn taken beside
  for (const wing of ['k', 'q']) {
    if (!move.flags.includes(wing)) continue;
    const [rookFrom, rookTo] = CASTLING_ROOKS[move.color + wing];
    board[rookTo] = EMPTY_CODE;
    board[rookFrom] = side + 3;
  }
  return board;
}
