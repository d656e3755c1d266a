// Castling rights as chess.js hands them out: the engine's bits (K 1, Q 2, k 4, q 8,
// src/chess/types.hpp) as { k, q } of one colour.
export function castlingObject(rights, color) {
  const shift = color === 'w' ? 0 : 2;
  return { k: Boolean(rights & (1 << shift)), q: Boolean(rights & (2 << shift)) };
}
