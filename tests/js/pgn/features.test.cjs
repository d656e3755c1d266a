// PGN details through the built package: null moves, the detached "e.p." mark, comments with
// '}', promotion to a king, and the reader fed one character at a time.
const { Pgn, PgnError, Chess } = require('boardnotation');

describe('null moves', () => {
  const text = '1. e4 -- 2. d4 Z0 (2... e5) 3. Nf3 *';

  test('a move with SAN "--", no from and no to, the FEN after it, in every FEN mode', () => {
    for (const fen of ['lazy', 'eager']) {
      const [game] = Pgn.parse(text, { fen }).games;
      expect(game.ok).toBe(true);
      expect(game.moves.map((m) => m.san)).toEqual(['e4', '--', 'd4', '--', 'Nf3']);
      const pass = game.moves[1];
      expect(pass).toMatchObject({ san: '--', written: '--', color: 'b', moveNumber: 1 });
      expect('from' in pass).toBe(false);
      expect('to' in pass).toBe(false);
      expect(pass.fen).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2');
      expect(game.moves[3].written).toBe('Z0');
      expect(game.moves[3].variations[0][0].san).toBe('e5');
      const json = JSON.parse(JSON.stringify(pass));
      expect(Object.keys(json).sort()).toEqual([
        'color',
        'comments',
        'commentsBefore',
        'fen',
        'moveNumber',
        'nags',
        'san',
        'variations',
        'written',
      ]);
      expect(game.moves[2]).toMatchObject({ from: 'd2', to: 'd4' });
    }
  });

  test('written back as "--" and read again the same', () => {
    const [game] = Pgn.parse(text).games;
    const written = Pgn.stringify(game);
    expect(written).toContain('1. e4 -- 2. d4 -- (2... e5) 3. Nf3 *');
    expect(Pgn.parse(written).games[0].moves.map((m) => m.fen)).toEqual(game.moves.map((m) => m.fen));
    expect(Pgn.stringify({ moves: ['e4', 'Z0', 'd4'] })).toContain('1. e4 -- 2. d4 *');
    expect(() => Pgn.stringify({ startFen: '4k3/8/8/8/8/8/8/4R1K1 b - - 0 1', moves: ['--'] })).toThrow(PgnError);
  });

  test('illegal in check: a diagnostic with line and column, in en and es', () => {
    const source = '1. e4 e5 2. Qh5 Nc6\n3. Qxf7+ -- *';
    const [en] = Pgn.parse(source).games;
    expect(en.ok).toBe(false);
    expect(en.diagnostics[0]).toMatchObject({ code: 'pgn.null_move_in_check', severity: 'error', line: 2, column: 10 });
    expect(en.diagnostics[0].message).toMatch(/in check/);
    const [es] = Pgn.parse(source, { language: 'es' }).games;
    expect(es.diagnostics[0].message).toMatch(/jaque/);
  });

  test('without replay a move as written; the challenge model refuses it', () => {
    const [game] = Pgn.parse('1. e4 Z0 2. d4 *', { replay: false }).games;
    expect(game.moves.map((m) => m.written)).toEqual(['e4', 'Z0', 'd4']);
    expect(game.moves[2]).toMatchObject({ color: 'w', moveNumber: 2 });
    let error;
    try {
      Pgn.parseMovetext('1. e4 --\n2. d4 e5 *');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PgnError);
    expect(error).toMatchObject({ code: 'pgn.movetext.null_move', line: 1, column: 7 });
    expect(() => Pgn.parseMovetext('1. e4 Z0 *', { language: 'es' })).toThrow(/jugada nula/);
  });

  test('Chess.loadPgn plays it (as chess.js plays "--") and pgn() writes it back', () => {
    const chess = new Chess();
    chess.loadPgn('[White "A"]\n\n1. e4 -- 2. d4 Z0 *');
    expect(chess.history()).toEqual(['e4', '--', 'd4', '--']);
    expect(chess.fen()).toBe('rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 1 3');
    expect(chess.pgn()).toMatch(/\n1\. e4 -- 2\. d4 -- \*$/);
    // In check no one may pass: the façade's error, thrown as a PgnError, and the game is kept.
    const before = chess.fen();
    let error;
    try {
      chess.loadPgn('1. e4 f5 2. Qh5+ -- *');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PgnError);
    expect(error.code).toBe('chess.null_move_in_check');
    expect(chess.fen()).toBe(before);
  });
});

describe('"e.p." after an en-passant capture', () => {
  test('accepted, not written back; a warning after another move', () => {
    const [game] = Pgn.parse('1. e4 Nf6 2. e5 d5 3. exd6 e.p. exd6 *', { strict: true }).games;
    expect(game.ok).toBe(true);
    expect(game.diagnostics).toEqual([]);
    expect(game.moves[4]).toMatchObject({ san: 'exd6', from: 'e5', to: 'd6' });
    expect(Pgn.stringify(game)).toContain('3. exd6 exd6 *');
    const [wrong] = Pgn.parse('1. e4 e.p. e5 *', { language: 'es' }).games;
    expect(wrong.ok).toBe(true);
    expect(wrong.diagnostics[0]).toMatchObject({
      code: 'pgn.en_passant_mark',
      severity: 'warning',
      line: 1,
      column: 7,
    });
    expect(wrong.diagnostics[0].message).toMatch(/al paso/);
  });
});

describe('comments with "}"', () => {
  test('written as ";" comments, read back with the same text', () => {
    const [game] = Pgn.parse('1. e4 ;a {b} c\n e5 {plain} *').games;
    expect(game.moves[0].comments[0].text).toBe('a {b} c');
    const written = Pgn.stringify(game);
    expect(written).toContain('1. e4 ;a {b} c\n1... e5 {plain} *');
    const again = Pgn.parse(written).games[0];
    expect(again.moves.map((m) => m.comments.map((c) => c.text))).toEqual([['a {b} c'], ['plain']]);
    expect(Pgn.stringify({ moves: [{ san: 'e4', comments: ['x } y'] }] })).toContain('1. e4 ;x } y\n*');
  });
});

describe('promotion to a king', () => {
  test('an error in permissive and strict mode', () => {
    for (const strict of [false, true]) {
      const [game] = Pgn.parse('[FEN "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"]\n\n1. a8=K *', { strict }).games;
      expect(game.ok).toBe(false);
      expect(game.diagnostics[0]).toMatchObject({
        code: 'chess.san.promotion_piece',
        severity: 'error',
        line: 3,
        column: 4,
      });
    }
    expect(() => new Chess('4k3/P7/8/8/8/8/8/4K3 w - - 0 1').move('a8=K')).toThrow();
  });
});

describe('Pgn.createReader one character at a time', () => {
  test('the same games as Pgn.parse', () => {
    const game = (i) =>
      `[Event "${i}"]\n\n1. e4 {${'c'.repeat(200)} 1-0 [%clk 0:01:00]} e5 2. Nf3 ${i % 2 ? '1-0' : '*'}\n\n`;
    let text = '';
    for (let i = 0; i < 30; i += 1) text += game(i);
    text += '1. d4 d5 0-1\n1. c4 *';
    const reader = Pgn.createReader();
    const games = [];
    for (const c of text) games.push(...reader.push(c));
    games.push(...reader.end());
    const whole = Pgn.parse(text).games;
    expect(games.length).toBe(whole.length);
    expect(games.map((g) => JSON.stringify(g))).toEqual(whole.map((g) => JSON.stringify(g)));
  });
});
