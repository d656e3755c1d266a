// Chess960 options shared by Chess and Fen: how a FEN's castling field is read (the engine's
// FenOptions::Chess960: 0 standard only, 1 Chess960, 2 Chess960 when it names rook files) and
// how it is written (X-FEN, or Shredder-FEN on request).
export function chess960Mode(option, fallback) {
  const value = option === undefined ? fallback : option;
  if (value === false) return 0;
  if (value === true) return 1;
  if (value === 'detect') return 2;
  throw new TypeError(`options.chess960 must be true or false, not ${JSON.stringify(option)}`);
}

export function withShredder(handle, write) {
  handle.setShredder(true);
  try {
    return write();
  } finally {
    handle.setShredder(false);
  }
}

// Castling moves (kinds 2 and 3 of src/chess/types.hpp): in Chess960 their long algebraic is
// the king taking its rook (e1h1), which only the engine can tell from the position.
export const isCastle = (bits) => bits >> 12 === 2 || bits >> 12 === 3;
