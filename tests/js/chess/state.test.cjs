// Game state through the façade: check, mate, stalemate, draws, undo and history.
const { Chess } = require('boardnotation');
const { play } = require('./helpers.cjs');

test("checkmate (fool's mate)", () => {
  const chess = play(new Chess(), 'f3 e5 g4');
  expect(chess.move('Qh4#').san).toBe('Qh4#');
  expect(chess.inCheck()).toBe(true);
  expect(chess.isCheck()).toBe(true);
  expect(chess.isCheckmate()).toBe(true);
  expect(chess.isStalemate()).toBe(false);
  expect(chess.isDraw()).toBe(false);
  expect(chess.isGameOver()).toBe(true);
  expect(chess.moves()).toEqual([]);
});

test('check without mate', () => {
  const chess = play(new Chess(), 'e4 f5');
  expect(chess.move('Qh5+').san).toBe('Qh5+');
  expect([chess.inCheck(), chess.isCheckmate(), chess.isGameOver()]).toEqual([true, false, false]);
  expect(chess.moves()).toEqual(['g6']);
});

test('stalemate is a draw', () => {
  const chess = new Chess('k7/8/8/2Q5/8/8/8/7K w - - 0 1');
  chess.move('Qb6');
  expect([chess.isStalemate(), chess.inCheck(), chess.isDraw(), chess.isGameOver(), chess.isCheckmate()]).toEqual([
    true,
    false,
    true,
    true,
    false,
  ]);
});

test('insufficient material after the last capture', () => {
  const chess = new Chess('k7/8/8/8/8/8/1r6/K7 w - - 0 1');
  expect(chess.isInsufficientMaterial()).toBe(false);
  chess.move('Kxb2');
  expect([chess.isInsufficientMaterial(), chess.isDraw(), chess.isGameOver()]).toEqual([true, true, true]);
  expect(new Chess('k7/8/8/8/8/8/8/KB6 w - - 0 1').isInsufficientMaterial()).toBe(true);
  expect(new Chess('k7/8/8/8/8/8/8/KN1N4 w - - 0 1').isInsufficientMaterial()).toBe(false);
});

test('threefold repetition', () => {
  const chess = play(new Chess(), 'Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1');
  expect(chess.isThreefoldRepetition()).toBe(false);
  chess.move('Ng8');
  expect([chess.isThreefoldRepetition(), chess.isDraw(), chess.isGameOver()]).toEqual([true, true, true]);
  chess.undo();
  expect(chess.isThreefoldRepetition()).toBe(false);
});

test('fifty-move rule', () => {
  const chess = new Chess('k7/8/8/8/8/8/8/KR6 w - - 99 80');
  expect(chess.isDrawByFiftyMoves()).toBe(false);
  chess.move('Rb2');
  expect([chess.isDrawByFiftyMoves(), chess.isDraw(), chess.isGameOver()]).toEqual([true, true, true]);
});

test('undo restores the position and returns the move; history in SAN or verbose', () => {
  const chess = play(new Chess(), 'e4 e5 Nf3');
  expect(chess.history()).toEqual(['e4', 'e5', 'Nf3']);
  const verbose = chess.history({ verbose: true });
  expect(verbose.map((m) => m.lan)).toEqual(['e2e4', 'e7e5', 'g1f3']);
  expect(verbose[2].after).toBe(chess.fen());
  const undone = chess.undo();
  expect(undone.san).toBe('Nf3');
  expect(chess.fen()).toBe(undone.before);
  expect(chess.turn()).toBe('w');
  expect(chess.history()).toEqual(['e4', 'e5']);
  chess.undo();
  chess.undo();
  expect(chess.undo()).toBeNull();
  expect(chess.fen()).toBe(new Chess().fen());
});

test('load and reset start a new game', () => {
  const chess = play(new Chess(), 'd4 d5');
  chess.load('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  expect(chess.history()).toEqual([]);
  expect(chess.getCastlingRights('w')).toEqual({ k: true, q: false });
  chess.reset();
  expect(chess.moves()).toHaveLength(20);
});
