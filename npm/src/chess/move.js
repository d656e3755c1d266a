// Decoding the engine's 16-bit moves (from | to << 6 | kind << 12, src/chess/types.hpp) and
// the move objects chess.js users know.
import { EMPTY as EMPTY_CODE, SQUARE_NAMES, TYPES } from './squares.js';

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

// The move object of one ply the engine describes (ChessGame::plies: bits, the codes of the
// piece moved and the piece taken, SAN, the FENs before and after), a pass included.
export function describePly({ bits, piece, captured, san, before, after }) {
  const color = before.split(' ')[1];
  if (bits === 0) return describeNullMove(color, before, after);
  const move = describeMove(bits, [], color, san, before, after);
  move.piece = TYPES[piece % 6];
  move.captured = captured === EMPTY_CODE ? undefined : TYPES[captured % 6];
  return move;
}
