// chess.js lists legal moves in the order its generator finds them, and its users compare
// moves() arrays: by the square moved from (a8, b8 ... h1), then for a pawn the single step,
// the double step and the captures (towards the a-side first for White, the h-side for Black),
// for another piece its directions in chess.js's order each walked outwards, promotions as
// n, b, r, q; castling comes last, king-side first. The engine generates by bitboards, so
// the façade sorts its moves by that key once per position.
import { moveFrom, moveTo } from './move.js';

const PAWN = 0;
const KNIGHT = 1;
// Directions as (rank step, file step), a rank step of +1 going towards rank 8.
const KNIGHT_JUMPS = [[1, -2], [2, -1], [2, 1], [1, 2], [-1, 2], [-2, 1], [-2, -1], [-1, -2]];
const DIAGONALS = [[1, -1], [1, 1], [-1, 1], [-1, -1]];
const LINES = [[1, 0], [0, 1], [-1, 0], [0, -1]];
const ALL_WAYS = [[1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1]];
const RAYS = [null, null, DIAGONALS, LINES, ALL_WAYS, ALL_WAYS]; // by piece type p n b r q k

// dirIndex[type][(dr + 7) * 15 + (df + 7)]: the direction's place in chess.js's list.
const DIRECTION_INDEX = RAYS.map((rays, type) => {
  const table = new Int8Array(15 * 15).fill(-1);
  const list = type === KNIGHT ? KNIGHT_JUMPS : rays ?? [];
  list.forEach(([dr, df], i) => { table[(dr + 7) * 15 + df + 7] = i; });
  return table;
});

function sortKey(bits, board) {
  const kind = bits >> 12;
  if (kind === 2 || kind === 3) return (64 << 8) | (kind - 2); // castling
  const from = moveFrom(bits);
  const to = moveTo(bits);
  const dr = (to >> 3) - (from >> 3);
  const df = (to & 7) - (from & 7);
  const type = board[from] % 6;
  let slot;
  let distance = 0;
  if (type === PAWN) {
    // Captures: chess.js tries the file towards a first for White, towards h first for Black.
    slot = df === 0 ? Math.abs(dr) - 1 : (df === (dr > 0 ? -1 : 1) ? 2 : 3);
  } else if (type === KNIGHT) {
    slot = DIRECTION_INDEX[KNIGHT][(dr + 7) * 15 + df + 7];
  } else {
    distance = Math.max(Math.abs(dr), Math.abs(df));
    slot = DIRECTION_INDEX[type][(Math.sign(dr) + 7) * 15 + Math.sign(df) + 7];
  }
  const fromOrder = (7 - (from >> 3)) * 8 + (from & 7);
  const promotion = kind & 8 ? kind & 3 : 0;
  return (fromOrder << 8) | (slot << 5) | (distance << 2) | promotion;
}

// The engine's indices of `moves` (16-bit moves of the position whose piece codes are `board`)
// in chess.js's order. A position has at most 218 legal moves, so an index fits in 8 bits.
export function chessJsOrder(moves, board) {
  const keyed = new Uint32Array(moves.length);
  for (let i = 0; i < moves.length; i += 1) keyed[i] = (sortKey(moves[i], board) << 8) | i;
  keyed.sort();
  const order = new Uint8Array(moves.length);
  for (let i = 0; i < keyed.length; i += 1) order[i] = keyed[i] & 255;
  return order;
}
