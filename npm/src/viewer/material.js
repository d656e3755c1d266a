// The material each side is up on a chess board, as lichess shows it by the players: the pieces
// one side has more of than the other (drawn as the opponent's pieces it has taken) and the sum of
// their usual values (pawn 1, knight and bishop 3, rook 5, queen 9). Read from the scene's board;
// counting pieces is no rule of the game, and a position set up with extra pieces counts them too.
const VALUES = { q: 9, r: 5, b: 3, n: 3, p: 1 };
// The opponent's pieces, as taken: a text glyph (U+FE0E asks for the text, not the emoji, form).
const GLYPHS = {
  white: { q: '♛', r: '♜', b: '♝', n: '♞', p: '♟' },
  black: { q: '♕', r: '♖', b: '♗', n: '♘', p: '♙' },
};

/** { white: { pieces, advantage }, black: {...} } of a board of rows of null | { type, color }. */
export function materialDifference(board) {
  const count = { w: { q: 0, r: 0, b: 0, n: 0, p: 0 }, b: { q: 0, r: 0, b: 0, n: 0, p: 0 } };
  for (const row of board ?? [])
    for (const piece of row ?? []) if (piece && piece.type in VALUES) count[piece.color][piece.type] += 1;
  const side = (own, other) => {
    const pieces = [];
    let score = 0;
    for (const type of Object.keys(VALUES)) {
      const more = count[own][type] - count[other][type];
      for (let i = 0; i < more; i++) pieces.push(type);
      score += more * VALUES[type];
    }
    return { pieces, advantage: Math.max(0, score) };
  };
  return { white: side('w', 'b'), black: side('b', 'w') };
}

/** Fills `span` with what `side` is up ('' when nothing): the pieces taken and "+N". */
export function showMaterial(span, side, up, words) {
  const glyphs = up ? up.pieces.map((type) => `${GLYPHS[side][type]}\uFE0E`).join('') : '';
  const text = up && up.advantage ? `${glyphs} +${up.advantage}` : glyphs;
  span.textContent = text;
  span.hidden = !text;
  if (text) span.setAttribute('aria-label', words.materialUp(up.advantage, up.pieces.length));
}
