// Hen: every example of the hen-js README, the fields, toString/toSgf, validate, and what we
// add beyond hen-js (colours, rectangular boards), through the built package.
const { Hen, EMPTY, BLACK, WHITE, Stone } = require('boardnotation/hen');

const worked = '.9x9_8Gw_7Eb2w_6CbEwb_5Hw_4Gbw.H4w.b';

test('README: Hen.parse("_16b2w")', () => {
  const hen = Hen.parse('_16b2w');
  expect(hen.size).toBe(19);
  expect(hen.board[3][0]).toBe(BLACK);
  expect(hen.board[3][1]).toBe(BLACK);
  expect(hen.board[3][2]).toBe(WHITE);
  expect(hen.board[3][3]).toBe(EMPTY);
  expect([EMPTY, BLACK, WHITE]).toEqual([0, 1, 2]);
});

test('README worked example: stones, last move, turn', () => {
  const hen = Hen.parse(worked);
  expect(hen.size).toBe(9);
  const at = (point) => hen.board[9 - Number(point.slice(1))]['ABCDEFGHJ'.indexOf(point[0])];
  for (const p of ['C6', 'E7', 'F7', 'F6', 'G4']) expect(at(p)).toBe(BLACK);
  for (const p of ['G8', 'G7', 'E6', 'H5', 'H4']) expect(at(p)).toBe(WHITE);
  expect(hen.board.flat().filter((s) => s !== EMPTY)).toHaveLength(10);
  expect(hen.lastMove).toEqual({ row: 5, col: 7, color: WHITE, pass: false });
  expect(hen.turn).toBe('b');
  expect(hen.koPoint).toBeNull();
  expect(hen.labels).toEqual([]);
  expect(hen.marks).toEqual([]);
  expect(hen.numberedStones).toEqual([]);
  expect(hen.playerOrder).toBeNull();
  expect(hen.toString()).toBe(worked);
  expect(hen.toSgf()).toBe('(;GM[1]FF[4]CA[UTF-8]SZ[9]AB[cd][ec][fc][fd][gf]AW[ed][gb][gc][he];W[hf])');
});

test('README: Hen.validate examples, word for word in hen-js mode', () => {
  expect(Hen.validate('_19r', { henJsCompatible: true })).toEqual({
    ok: false,
    errors: ["Unsupported <stone> 'r' in '_19r' at offset 0 (only b/w supported)"],
    warnings: [],
  });
  expect(Hen.validate('.13x9_5b', { henJsCompatible: true })).toEqual({
    ok: true,
    errors: [],
    warnings: ['Non-square board .13x9 - using 13 as size, ignoring 9'],
  });
});

test('validate gives diagnostics with code, offset, line, column, in en and es', () => {
  const report = Hen.validate('.9x9_0b.K10');
  expect(report.ok).toBe(false);
  const codes = report.errors.map((e) => e.code);
  expect(codes).toContain('hen.number_not_positive');
  expect(codes).toContain('hen.column_out_of_range');
  const first = report.errors[0];
  expect(first).toMatchObject({ severity: 'error', line: 1 });
  expect(typeof first.offset).toBe('number');
  expect(String(first)).toBe(first.message);
  const es = Hen.validate('.9x9_0b.K10', { language: 'es' });
  expect(es.errors.map((e) => e.code)).toEqual(codes);
  expect(es.errors[0].message).not.toBe(first.message);
  expect(Hen.validate(worked)).toEqual({ ok: true, errors: [], warnings: [] });
  expect(() => Hen.validate(worked, { language: 'xx' })).toThrow(RangeError);
});

test('validate reports each README category', () => {
  const codesOf = (s) => Hen.validate(s).errors.map((e) => e.code);
  expect(codesOf('.Q')).toContain('hen.unrecognised_part');
  expect(codesOf('_5')).toContain('hen.empty_row');
  expect(codesOf('_20b')).toContain('hen.row_out_of_range');
  expect(codesOf('_5Sb3')).toContain('hen.run_out_of_range');
  expect(codesOf('_b')).toContain('hen.missing_row_number');
  expect(codesOf('~b')).toContain('hen.player_order_too_short');
  expect(codesOf('.A1-a b')).toContain('hen.invalid_label_char');
});

test('parse is lenient: null for falsy input, URL-encoded input, whitespace, dropped parts', () => {
  expect(Hen.parse('')).toBeNull();
  expect(Hen.parse(null)).toBeNull();
  expect(Hen.parse(undefined)).toBeNull();
  expect(Hen.parse(encodeURIComponent(worked)).toString()).toBe(worked);
  expect(Hen.parse('.9x9 _8Gw\n_7Eb2w_6CbEwb_5Hw_4Gbw.H4w.b.Q').toString()).toBe(worked);
  expect(() => Hen.parse(42)).toThrow(TypeError);
});

test('ko, pass, labels, marks, numbered stones and player order', () => {
  const hen = Hen.parse('.9x9_5Gb_4G~3_3E~1b~2~4_2Fw.H3w.b.E2-a.C3-TR~wb.D4');
  expect(hen.koPoint).toEqual({ row: 5, col: 3 });
  expect(hen.labels).toEqual([{ row: 7, col: 4, letter: 'a' }]);
  expect(hen.marks).toEqual([{ row: 6, col: 2, mark: 'TR' }]);
  expect(hen.numberedStones).toEqual(
    expect.arrayContaining([
      { row: 5, col: 6, number: 3 },
      { row: 6, col: 4, number: 1 },
    ]),
  );
  expect(hen.playerOrder).toEqual(['w', 'b']);
  // Numbered stone 1 takes the first colour of the player order.
  expect(hen.board[6][4]).toBe(WHITE);
  expect(Hen.parse(hen.toString())).toEqual(hen);
  const pass = Hen.parse('.pw.b');
  expect(pass.lastMove).toEqual({ row: null, col: null, color: WHITE, pass: true });
  expect(pass.toString()).toBe('.pw.b');
});

test('toSgf round-trips marks and labels', () => {
  const sgf = Hen.parse('.9x9_5Gb.E2-a.C3-TR.D4-SQ.H3w').toSgf();
  expect(sgf).toMatch(/TR\[cg\]/);
  expect(sgf).toMatch(/SQ\[df\]/);
  expect(sgf).toMatch(/LB\[eh:a\]/);
  const back = Hen.fromSgf(sgf, 1);
  expect(back.marks).toEqual(
    expect.arrayContaining([
      { row: 6, col: 2, mark: 'TR' },
      { row: 5, col: 3, mark: 'SQ' },
    ]),
  );
  expect(back.labels).toEqual([{ row: 7, col: 4, letter: 'a' }]);
  expect(back.lastMove).toEqual({ row: 6, col: 7, color: WHITE, pass: false });
});

test('beyond hen-js: other colours and rectangular boards, unless henJsCompatible', () => {
  const hen = Hen.parse('.13x9_9brglyp.r');
  expect([hen.width, hen.height, hen.size]).toEqual([13, 9, 13]);
  expect(hen.board).toHaveLength(9);
  expect(hen.board[0].slice(0, 6)).toEqual([
    Stone.BLACK,
    Stone.RED,
    Stone.GREEN,
    Stone.BLUE,
    Stone.YELLOW,
    Stone.PURPLE,
  ]);
  expect(hen.turn).toBe('r');
  expect(hen.toString()).toBe('.13x9_9brglyp.r');
  expect(Hen.validate('.13x9_9brglyp.r')).toEqual({ ok: true, errors: [], warnings: [] });
  const compat = Hen.parse('.13x9_9brglyp.r', { henJsCompatible: true });
  expect([compat.width, compat.height]).toEqual([13, 13]);
  expect(compat.board[4].filter((s) => s !== EMPTY)).toEqual([BLACK]);
});

test('a position built or edited in JS serialises; bad fields are TypeErrors naming the field', () => {
  const hen = new Hen({ size: 5 });
  hen.board[0][0] = BLACK;
  hen.turn = 'w';
  expect(hen.toString()).toBe('.5x5_5b.w');
  hen.board[0][0] = 9;
  expect(() => hen.toString()).toThrow(/board\[0\]\[0\]/);
  expect(() => new Hen({ size: 30 }).toString()).toThrow(TypeError);
});
