// Illegal, ambiguous and non-canonical moves: MoveError with the engine's diagnostic; FEN
// errors from the constructor and load() leave the game as it was.
const { Chess, MoveError, FenError } = require('boardnotation');
const { thrown } = require('./helpers.cjs');

test('an illegal SAN move throws a MoveError with the catalogue message', () => {
  const chess = new Chess();
  const error = thrown(() => chess.move('e5'));
  expect(error).toBeInstanceOf(MoveError);
  expect(error).toBeInstanceOf(Error);
  expect(error.code).toBe('chess.san.illegal');
  expect(error.message).toBe("'e5' is not a legal move in this position.");
  expect(error.move).toBe('e5');
  expect(chess.history()).toEqual([]);
});

test('messages follow the language option', () => {
  const error = thrown(() => new Chess(undefined, { language: 'es' }).move('Ke2'));
  expect(error.code).toBe('chess.san.illegal');
  expect(error.message).not.toBe("'Ke2' is not a legal move in this position.");
  expect(error.message).toContain("'Ke2'");
  expect(() => new Chess(undefined, { language: 'xx' })).toThrow(RangeError);
});

test('an illegal object move and a malformed move', () => {
  const chess = new Chess();
  const error = thrown(() => chess.move({ from: 'e2', to: 'e5' }));
  expect([error.name, error.code, error.message]).toEqual([
    'MoveError',
    'chess.san.illegal',
    "'e2e5' is not a legal move in this position.",
  ]);
  expect(thrown(() => chess.move('hello')).code).toBe('chess.san.syntax');
  expect(() => chess.move(42)).toThrow(TypeError);
});

test('an ambiguous move names the candidate squares', () => {
  const chess = new Chess('4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1');
  const error = thrown(() => chess.move('Nd2'));
  expect(error.code).toBe('chess.san.ambiguous');
  expect(error.message).toMatch(/b1.*f3/);
  expect(chess.move('Nbd2').from).toBe('b1');
});

test('permissive SAN by default, strict on request', () => {
  expect(new Chess().move('e2e4').san).toBe('e4');
  expect(new Chess().move('Ng1f3').san).toBe('Nf3');
  expect(new Chess().move('Nf3+').san).toBe('Nf3');
  expect(thrown(() => new Chess().move('e2e4', { strict: true })).code).toMatch(/^chess\.san\./);
  expect(thrown(() => new Chess().move('Nf3+', { strict: true })).code).toBe('chess.san.check_mark');
  const castle = new Chess('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  expect(thrown(() => castle.move('0-0', { strict: true })).code).toBe('chess.san.castling_zeros');
  expect(castle.move('0-0').san).toBe('O-O');
});

test('an invalid FEN throws a FenError and leaves the game unchanged', () => {
  // chess.js loads this FEN (its castling rights go); { strict: true } refuses it.
  expect(new Chess('4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1').fen()).toBe('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  const error = thrown(() => new Chess('4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1', { strict: true }));
  expect(error).toBeInstanceOf(FenError);
  expect([error.code, error.column]).toEqual(['chess.fen.castling_without_rook', 23]);
  expect(thrown(() => new Chess('4k3/8/8/8/8/8/8/4K3 w - - 0 0')).code).toBe('chess.fen.fullmove_zero');
  const chess = new Chess();
  chess.move('e4');
  expect(() => chess.load('8/8/8/8/8/8/8/8 w - - 0 1')).toThrow(FenError);
  expect(chess.history()).toEqual(['e4']);
  expect(() => chess.load(null)).toThrow(TypeError);
});

test('{ strict: false } loads what chess.js pads and drops contradicted rights', () => {
  const chess = new Chess('4k3/8/8/8/8/8/8/4K3 w KQkq', { strict: false });
  expect(chess.fen()).toBe('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  expect(chess.moves()).not.toContain('O-O');
});
