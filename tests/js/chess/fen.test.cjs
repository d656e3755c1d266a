// Fen.validate / parse / stringify: one code per broken rule, in English and Spanish.
const { Fen, FenError, DEFAULT_POSITION } = require('boardnotation');
const { thrown } = require('./helpers.cjs');

const broken = [
  ['', 'chess.fen.empty'],
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -', 'chess.fen.missing_fields'],
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', 'chess.fen.invalid_side'],
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1', 'chess.fen.rank_count'],
  ['4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1', 'chess.fen.castling_without_rook'],
  ['4k3/8/8/8/5p2/8/8/4K3 b - e3 0 1', 'chess.fen.en_passant_without_pawn'],
  ['4k3/8/8/8/8/8/8/8 w - - 0 1', 'chess.fen.missing_king'],
  ['4k3/8/8/8/8/8/8/P3K3 w - - 0 1', 'chess.fen.pawn_on_back_rank'],
  ['4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1', 'chess.fen.opponent_in_check'],
  ['4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1', 'chess.fen.too_many_pawns'],
  ['4k3/8/8/8/8/8/8/4K3 w - - 0 0', 'chess.fen.fullmove_zero'],
  ['4k3/8/8/8/8/8/8/4K3 w - - -1 1', 'chess.fen.invalid_halfmove'],
];

test.each(broken)('Fen.validate(%j) reports %s', (fen, code) => {
  const en = Fen.validate(fen);
  const es = Fen.validate(fen, { language: 'es' });
  expect(en.ok).toBe(false);
  expect(en.errors.map((e) => e.code)).toContain(code);
  expect(es.errors.map((e) => e.code)).toEqual(en.errors.map((e) => e.code));
  const enMessage = en.errors.find((e) => e.code === code).message;
  const esMessage = es.errors.find((e) => e.code === code).message;
  expect(enMessage.length).toBeGreaterThan(10);
  expect(esMessage).not.toBe(enMessage);
});

test('diagnostics carry the column of the offending field', () => {
  const { errors } = Fen.validate('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1');
  expect(errors[0]).toMatchObject({ code: 'chess.fen.invalid_side', column: 45, line: 1, severity: 'error' });
  expect(errors[0].message).toBe("The side to move 'x' at column 45 must be 'w' or 'b'.");
  const es = Fen.validate('4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1', { language: 'es' });
  expect(es.errors[0].column).toBe(23);
  expect(es.errors[0].message).toMatch(/h1/);
});

test('a valid FEN: ok, no errors; warnings do not fail it', () => {
  expect(Fen.validate(DEFAULT_POSITION)).toEqual({ ok: true, errors: [], warnings: [] });
  const warned = Fen.validate('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 3 1');
  expect(warned.ok).toBe(true);
  expect(warned.warnings.map((w) => w.code)).toEqual(['chess.fen.en_passant_halfmove']);
  expect(Fen.validate('4k3/8/8/8/8/8/8/4K3 w KQkq', { strict: false }).ok).toBe(true);
});

test('Fen.parse gives plain data and throws a FenError with code and column', () => {
  const data = Fen.parse('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b Kq e3 0 1');
  expect(data.turn).toBe('b');
  expect(data.castling).toEqual({ w: { k: true, q: false }, b: { k: false, q: true } });
  expect(data.enPassant).toBe('e3');
  expect([data.halfmoveClock, data.fullmoveNumber]).toEqual([0, 1]);
  expect(data.board[4][4]).toEqual({ square: 'e4', type: 'p', color: 'w' });
  expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
  const error = thrown(() => Fen.parse('4k3/8/8/8/8/8/8/4K3 w - - 0 0', { language: 'es' }));
  expect(error).toBeInstanceOf(FenError);
  expect([error.code, error.column]).toEqual(['chess.fen.fullmove_zero', 29]);
  expect(() => Fen.parse(7)).toThrow(TypeError);
});

test('Fen.stringify writes the data back, and refuses data that breaks a rule', () => {
  for (const fen of [
    DEFAULT_POSITION,
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b Kq e3 0 1',
    '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  ]) {
    expect(Fen.stringify(Fen.parse(fen))).toBe(fen);
  }
  const data = Fen.parse(DEFAULT_POSITION);
  data.board[7][7] = null;
  expect(thrown(() => Fen.stringify(data)).code).toBe('chess.fen.castling_without_rook');
  expect(() => Fen.stringify({ board: [[]] })).toThrow(TypeError);
  expect(Fen.stringify({ board: Fen.parse('4k3/8/8/8/8/8/8/4K3 w - - 0 1').board })).toBe(
    '4k3/8/8/8/8/8/8/4K3 w - - 0 1',
  );
});
