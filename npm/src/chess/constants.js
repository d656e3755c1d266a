// The constants chess.js 1.4 exports, with its values, so that code written for chess.js can
// import them from boardnotation/chess. (The root entry's WHITE and BLACK are Go stones: the
// chess entry exports these under those names, see npm/src/exports.json.)
import { SQUARE_NAMES } from './squares.js';

export const DEFAULT_POSITION = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export const WHITE = 'w';
export const BLACK = 'b';
export const PAWN = 'p';
export const KNIGHT = 'n';
export const BISHOP = 'b';
export const ROOK = 'r';
export const QUEEN = 'q';
export const KING = 'k';

// chess.js lists the squares as its board() reads them: rank 8 first, files a to h.
export const SQUARES = Object.freeze(Array.from({ length: 64 }, (_, i) => SQUARE_NAMES[(7 - (i >> 3)) * 8 + (i & 7)]));

// The PGN standard's seven required tags with the values that stand for "unknown" (PGN spec 8.1.1).
export const SEVEN_TAG_ROSTER = Object.freeze({
  Event: '?',
  Site: '?',
  Date: '????.??.??',
  Round: '?',
  White: '?',
  Black: '?',
  Result: '*',
});

const MASK = (1n << 64n) - 1n;
const rotateLeft = (x, k) => ((x << k) | (x >> (64n - k))) & MASK;

// xoroshiro128** (Blackman and Vigna), which chess.js exports: `state` is a 128-bit BigInt whose
// low 64 bits are the first word; each call of the returned function gives the next 64-bit
// BigInt. chess.js seeds its hash keys with it; users call it for reproducible random numbers.
export function xoroshiro128(state) {
  let low = BigInt.asUintN(64, state);
  let high = BigInt.asUintN(64, state >> 64n);
  return () => {
    const result = (rotateLeft((low * 5n) & MASK, 7n) * 9n) & MASK;
    const mixed = high ^ low;
    low = rotateLeft(low, 24n) ^ mixed ^ ((mixed << 16n) & MASK);
    high = rotateLeft(mixed, 37n);
    return result;
  };
}
