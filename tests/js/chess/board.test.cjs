// Board access and editing: board(), get, put, remove, clear, ascii.
const { Chess, Fen } = require('boardnotation');

test('board() is 8x8 with rank 8 first, like chess.js', () => {
  const rows = new Chess().board();
  expect(rows).toHaveLength(8);
  expect(rows[0][0]).toEqual({ square: 'a8', type: 'r', color: 'b' });
  expect(rows[7][4]).toEqual({ square: 'e1', type: 'k', color: 'w' });
  expect(rows[4]).toEqual(new Array(8).fill(null));
});

test('clear, put and remove build a position', () => {
  const chess = new Chess();
  chess.clear();
  expect(chess.fen()).toBe('8/8/8/8/8/8/8/8 w - - 0 1');
  expect(chess.moves()).toEqual([]);
  expect(chess.put({ type: 'k', color: 'w' }, 'e1')).toBe(true);
  expect(chess.put({ type: 'k', color: 'w' }, 'd1')).toBe(false); // one king per side
  expect(chess.put({ type: 'p', color: 'b' }, 'a1')).toBe(true); // any piece on any square, as chess.js
  expect(chess.moves()).toEqual(['Kd2', 'Ke2', 'Kf2', 'Kf1', 'Kd1']); // no black king: White's king moves freely
  expect(chess.put({ type: 'x', color: 'b' }, 'a2')).toBe(false);
  expect(chess.put({ type: 'r', color: 'b' }, 'z9')).toBe(false);
  expect(chess.put({ type: 'k', color: 'b' }, 'e8')).toBe(true);
  expect(chess.put({ type: 'r', color: 'w' }, 'a1')).toBe(true);
  expect(chess.fen()).toBe('4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
  expect(Fen.validate(chess.fen()).ok).toBe(true);
  expect(chess.get('a1')).toEqual({ type: 'r', color: 'w' });
  expect(chess.remove('a1')).toEqual({ type: 'r', color: 'w' });
  expect(chess.remove('a1')).toBeUndefined();
  expect(chess.get('a1')).toBeUndefined();
});

test('removing a rook drops the castling right it gave', () => {
  const chess = new Chess();
  chess.remove('h1');
  expect(chess.getCastlingRights('w')).toEqual({ k: false, q: true });
  expect(chess.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1');
});

test('a 17th piece of one colour is placed, as in chess.js, and plays', () => {
  const chess = new Chess();
  expect(chess.put({ type: 'q', color: 'w' }, 'e4')).toBe(true);
  expect(chess.get('e4')).toEqual({ type: 'q', color: 'w' });
  expect(chess.moves()).toContain('Qxe7+');
  expect(Fen.validate(chess.fen()).errors.map((e) => e.code)).toContain('chess.fen.too_many_pieces');
});

test('ascii draws the board as chess.js does', () => {
  expect(new Chess('4k3/8/8/8/8/8/8/4K3 w - - 0 1').ascii().split('\n')).toEqual([
    '   +------------------------+',
    ' 8 | .  .  .  .  k  .  .  . |',
    ...[7, 6, 5, 4, 3, 2].map((r) => ` ${r} | .  .  .  .  .  .  .  . |`),
    ' 1 | .  .  .  .  K  .  .  . |',
    '   +------------------------+',
    '     a  b  c  d  e  f  g  h',
  ]);
});
