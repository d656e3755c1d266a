// FEN text of a packed position (eleven numbers per move, written by src/pgn/packed_position.cpp,
// whose header has the layout): what a lazily read move's `fen` getter returns. It only
// formats: which en-passant square to print was decided by the engine when it packed.
const PIECE_LETTERS = ' PNBRQKpnbrqk';
const FILES = 'abcdefgh';
const CASTLING = 'KQkq';

export const PACKED_SIZE = 11;

export function formatFen(positions, at) {
  let fen = '';
  for (let rank = 7; rank >= 0; rank -= 1) {
    let row = positions[at + rank];
    let empty = 0;
    for (let file = 0; file < 8; file += 1, row >>>= 4) {
      const code = row & 15;
      if (code === 0) {
        empty += 1;
      } else {
        if (empty > 0) fen += empty;
        empty = 0;
        fen += PIECE_LETTERS[code];
      }
    }
    if (empty > 0) fen += empty;
    if (rank > 0) fen += '/';
  }
  const state = positions[at + 8];
  fen += state & 1 ? ' b ' : ' w ';
  const rights = (state >>> 1) & 15;
  if (rights === 0) fen += '-';
  for (let i = 0; i < 4; i += 1) {
    if (!(rights & (1 << i))) continue;
    // Chess960: 1 + the rook's file where X-FEN names it by its letter (packed_position.hpp).
    const file = (state >>> (12 + 4 * i)) & 15;
    fen += file === 0 ? CASTLING[i] : (i < 2 ? FILES.toUpperCase() : FILES)[file - 1];
  }
  const ep = (state >>> 5) & 127;
  fen += ep < 64 ? ` ${FILES[ep & 7]}${(ep >>> 3) + 1} ` : ' - ';
  return `${fen}${positions[at + 9]} ${positions[at + 10]}`;
}
