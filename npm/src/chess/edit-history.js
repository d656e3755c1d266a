// put() and remove() in the middle of a game, as chess.js does them: the history stays, and the
// game is read as if the edit had been made before the first move (chess.js's undo() takes the
// moves back on the edited board, and its pgn() and history() replay them from there). Here the
// moves are replayed from that start by the engine, so they must still be legal there; when a
// move touched an edited square, or no longer replays, the edit starts a new game instead
// (docs/chess.md, "Differences from chess.js").
import { EMPTY, squareIndex } from './squares.js';
import { consistentCastling } from './setup.js';

const FEN_PIECES = 'PNBRQKpnbrqk';
// The rook's two squares when the king castles (standard chess; Chess960 games start anew).
const CASTLING_ROOK = { wk: ['h1', 'f1'], wq: ['a1', 'd1'], bk: ['h8', 'f8'], bq: ['a8', 'd8'] };

// The squares a move changes: its own two, the pawn taken en passant, the castling rook's.
function touchedSquares(move) {
  if (move.flags === '-') return [];
  const squares = [move.from, move.to];
  if (move.flags.includes('e')) squares.push(move.to[0] + move.from[1]);
  if (move.flags.includes('k')) squares.push(...CASTLING_ROOK[`${move.color}k`]);
  if (move.flags.includes('q')) squares.push(...CASTLING_ROOK[`${move.color}q`]);
  return squares.map(squareIndex);
}

// The 64 piece codes (a1 = 0) of a FEN's placement.
function placementCodes(fen) {
  const codes = new Array(64).fill(EMPTY);
  fen
    .split(' ')[0]
    .split('/')
    .forEach((row, i) => {
      let file = 0;
      for (const c of row) {
        if (c >= '1' && c <= '8') file += Number(c);
        else codes[(7 - i) * 8 + file++] = FEN_PIECES.indexOf(c); // engine codes: white p..k 0-5, black 6-11
      }
    });
  return codes;
}

const RIGHT_BITS = { K: 1, Q: 2, k: 4, q: 8 };

/**
 * The start the game is replayed from after `current` became `edited` (64 codes each), or null
 * when the history cannot be kept: { codes, side, castling, enPassant, halfmove, fullmove }.
 */
export function startBeforeEdit(history, current, edited) {
  const changed = new Set();
  for (let s = 0; s < 64; s += 1) if (current[s] !== edited[s]) changed.add(s);
  if (changed.size === 0 || history.some((move) => touchedSquares(move).some((s) => changed.has(s)))) return null;
  const [, side, castlingField, enPassantField, halfmove, fullmove] = history[0].before.split(' ');
  const codes = placementCodes(history[0].before);
  for (const s of changed) codes[s] = edited[s];
  let castling = 0;
  for (const letter of castlingField) castling |= RIGHT_BITS[letter] ?? 0;
  // An en-passant square next to an edited square may no longer be one: the edit wins.
  const enPassant = enPassantField === '-' ? 64 : squareIndex(enPassantField);
  if (enPassant < 64 && [enPassant, enPassant + 8, enPassant - 8].some((s) => changed.has(s))) return null;
  return {
    codes,
    side: side === 'b' ? 1 : 0,
    castling: consistentCastling(codes, castling),
    enPassant,
    halfmove: Number(halfmove),
    fullmove: Number(fullmove),
  };
}
