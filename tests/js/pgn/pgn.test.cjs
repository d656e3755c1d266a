// Pgn through the built package: the challenge's model, databases as move trees, writing,
// streaming, Chess.loadPgn/pgn, errors in en/es, prototype-key safety.
const { Pgn, PgnError, Chess } = require('boardnotation');

const seedExample = `1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3
O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15.
Nb1 h6 16. Bh4 c5 17. dxe5 Nxe4 18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6 21.
Nc4 Nxc4 22. Bxc4 Nb6 23. Ne5 Rae8 24. Bxf7+ Rxf7 25. Nxf7 Rxe1+ 26. Qxe1 Kxf7
27. Qe3 Qg5 28. Qxg5 hxg5 29. b3 Ke6 30. a3 Kd6 31. axb4 cxb4 32. Ra5 Nd5 33.
f3 Bc8 34. Kf2 Bf5 35. Ra7 g6 36. Ra6+ Kc5 37. Ke1 Nf4 38. g3 Nxh3 39. Kd2 Kb5
40. Rd6 Kc5 41. Ra6 Nf2 42. g4 Bd3 43. Re6 1/2-1/2`;

describe('Pgn.parseMovetext (the challenge model)', () => {
  test('the seed example', () => {
    const game = Pgn.parseMovetext(seedExample);
    expect(game.turns).toHaveLength(43);
    expect(game.outcome).toBe('Draw');
    expect(game.turns[0]).toEqual({
      type: 'FullTurn',
      white: { type: 'PawnMove', end: { file: 'e', rank: 4 }, isCapture: false },
      black: { type: 'PawnMove', end: { file: 'e', rank: 5 }, isCapture: false },
    });
    expect(game.turns[4].white).toEqual({ type: 'Castle', side: 'KingSide' });
    expect(game.turns[9].black).toEqual({
      type: 'Standard',
      piece: 'Knight',
      end: { file: 'd', rank: 7 },
      disambiguator: { type: 'FileSource', source: 'b' },
      isCapture: false,
    });
    expect(game.turns[23].white).toEqual({
      type: 'Standard',
      piece: 'Bishop',
      end: { file: 'f', rank: 7 },
      isCapture: true,
      checkStatus: 'Check',
    });
    expect(game.turns[42]).toEqual({
      type: 'PartialTurn',
      white: { type: 'Standard', piece: 'Rook', end: { file: 'e', rank: 6 }, isCapture: false },
    });
  });

  test('promotions, rank and square disambiguators, checkmate', () => {
    const game = Pgn.parseMovetext('1. R3xd4# Qa3b2 2. fxe8=N+ O-O-O 0-1');
    expect(game.turns[0].white.disambiguator).toEqual({ type: 'RankSource', source: 3 });
    expect(game.turns[0].white.checkStatus).toBe('Checkmate');
    expect(game.turns[0].black.disambiguator).toEqual({ type: 'FileAndRankSource', source: { file: 'a', rank: 3 } });
    expect(game.turns[1].white).toEqual({
      type: 'Promotion',
      pawnMove: {
        type: 'PawnMove',
        sourceFile: 'f',
        end: { file: 'e', rank: 8 },
        isCapture: true,
        checkStatus: 'Check',
      },
      newPiece: 'Knight',
    });
    expect(game.turns[1].black).toEqual({ type: 'Castle', side: 'QueenSide' });
  });

  test('bad movetext throws a PgnError with line and column, in en and es', () => {
    for (const [text, line, column] of [
      ['1. e4 e9 *', 1, 7],
      ['1. e4 e5\n2. Kx 1-0', 2, 4],
      ['1. e4 e5 2. 1-0', 1, 13],
    ]) {
      let error;
      try {
        Pgn.parseMovetext(text);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(PgnError);
      expect([error.line, error.column]).toEqual([line, column]);
    }
    expect(() => Pgn.parseMovetext('1. e4 2. d4 *', { language: 'es' })).toThrow(/turno 1/);
  });
});

describe('Pgn.parse', () => {
  const text = `[Event "Casual \\"game\\""]
[White "Anderssen"]
[Result "1-0"]

{Start} 1. e4 e5 2. Nf3 $1 (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 {[%clk 0:01:00] [%eval 0.3]} 3. Bb5!? a6 1-0

[Event "Broken"]

1. e4 e5 2. Ke3 *

[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"]
[SetUp "1"]

40... Kd7 41. e4 *
`;

  test('games as move trees with SAN, squares, FENs, comments, NAGs and variations', () => {
    const { games, diagnostics, encoding } = Pgn.parse(text);
    expect(encoding).toBe('utf-8');
    expect(diagnostics).toEqual([]);
    expect(games).toHaveLength(3);
    const [first, broken, setUp] = games;
    expect(first.ok).toBe(true);
    expect(first.headers.Event).toBe('Casual "game"');
    expect(first.result).toBe('1-0');
    expect(first.comments[0].text).toBe('Start');
    expect(first.moves.map((m) => m.san)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']);
    const nf3 = first.moves[2];
    expect(nf3).toMatchObject({ from: 'g1', to: 'f3', color: 'w', moveNumber: 2, nags: [1] });
    expect(nf3.fen).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
    expect(nf3.variations).toHaveLength(1);
    const [f4, exf4] = nf3.variations[0];
    expect(f4.san).toBe('f4');
    expect(exf4.variations[0][0].san).toBe('d5');
    const nc6 = first.moves[3];
    expect(nc6.comments[0].commands).toEqual([
      { name: 'clk', value: '0:01:00', seconds: 60 },
      { name: 'eval', value: '0.3', pawns: 0.3 },
    ]);
    expect(first.moves[4]).toMatchObject({ written: 'Bb5', nags: [5] });
    expect(broken.ok).toBe(false);
    expect(broken.moves).toHaveLength(2);
    expect(broken.diagnostics[0]).toMatchObject({ code: 'chess.san.illegal', severity: 'error', line: 9, column: 13 });
    expect(setUp.ok).toBe(true);
    expect(setUp.startFen).toBe('4k3/8/8/8/8/8/4P3/4K3 b - - 0 40');
    expect(setUp.moves.map((m) => m.san)).toEqual(['Kd7', 'e4']);
  });

  test('messages in Spanish and strict SAN', () => {
    const { games } = Pgn.parse('1. e4 e5 2. Ng1f3 *', { language: 'es', strict: true });
    expect(games[0].ok).toBe(false);
    expect(games[0].diagnostics[0].message).toMatch(/Ng1f3/);
    expect(Pgn.parse('1. e4 e5 2. Ng1f3 *').games[0].ok).toBe(true);
  });

  test('Latin-1 bytes are detected and decoded; a BOM is skipped', () => {
    const bytes = Uint8Array.from([...Buffer.from('[White "R'), 0xe9, ...Buffer.from('ti"]\n1. Nf3 *')]);
    const db = Pgn.parse(bytes);
    expect(db.encoding).toBe('latin1');
    expect(db.games[0].headers.White).toBe('Réti');
    expect(db.diagnostics[0].code).toBe('pgn.latin1');
    expect(Pgn.parse('\uFEFF1. e4 *').games[0].moves[0].san).toBe('e4');
  });

  test('tag names such as __proto__ are ordinary keys', () => {
    const { games } = Pgn.parse('[__proto__ "x"]\n[constructor "y"]\n[prototype "z"]\n\n1. e4 *');
    const { headers } = games[0];
    expect(Object.getPrototypeOf(headers)).toBe(null);
    expect(headers.__proto__).toBe('x');
    expect(headers.constructor).toBe('y');
    expect(headers.prototype).toBe('z');
    expect({}.x).toBeUndefined();
    expect(Object.keys(headers)).toEqual(['__proto__', 'constructor', 'prototype']);
    const written = Pgn.stringify(games[0]);
    expect(written).toContain('[__proto__ "x"]');
    expect(Pgn.parse(written).games[0].headers.__proto__).toBe('x');
  });

  // Tags cross as one text sliced at UTF-16 offsets: characters of 1 to 4 UTF-8 bytes (and of
  // two UTF-16 units), escapes, several games and every reading mode must give the same values.
  test('tag values with multi-byte characters and escapes, in every mode', () => {
    const text =
      '[Event "a \u{1F600} b \\"q\\" \\\\ \u00e9"]\n[White "\u65e5\u672c"]\n\n1. e4 *\n\n' +
      '[Event "two"]\n[SetUp "1"]\n[FEN "8/8/8/8/8/8/8/K1k5 w - - 0 1"]\n\n1. Kb1 *\n';
    for (const options of [{}, { replay: false }, { fen: 'eager' }]) {
      const { games } = Pgn.parse(text, options);
      expect({ ...games[0].headers }).toEqual({ Event: 'a \u{1F600} b "q" \\ \u00e9', White: '\u65e5\u672c' });
      expect(games[0].startFen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
      expect({ ...games[1].headers }).toEqual({ Event: 'two', SetUp: '1', FEN: '8/8/8/8/8/8/8/K1k5 w - - 0 1' });
      expect(games[1].startFen).toBe('8/8/8/8/8/8/8/K1k5 w - - 0 1');
    }
  });

  test('deep variations do not overflow the stack', () => {
    const depth = 5000;
    const text = `1. e4 e5 ${'(1... c5 '.repeat(depth)}${') '.repeat(depth)} 2. Nf3 *`;
    const game = Pgn.parse(text).games[0];
    expect(game.diagnostics.map((d) => d.code)).toContain('pgn.variation_too_deep');
    expect(game.moves.map((m) => m.san)).toEqual(['e4', 'e5', 'Nf3']);
  });

  test('bad input type', () => {
    expect(() => Pgn.parse(42)).toThrow(TypeError);
  });
});

describe('Pgn.stringify', () => {
  test('export format, and parse(stringify(g)) gives the same game', () => {
    const { games } = Pgn.parse(
      '[White "A"]\n[ECO "C20"]\n[Black "B"]\n\n{Intro} 1. e4! e5 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 $14 *',
    );
    const text = Pgn.stringify(games[0]);
    expect(text).toBe(
      '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n[ECO "C20"]\n\n' +
        '{Intro} 1. e4 $1 e5 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 $14 *\n',
    );
    const again = Pgn.parse(text).games[0];
    const strip = (g) => JSON.parse(JSON.stringify({ ...g, headers: { ...g.headers }, line: 0, diagnostics: [] }));
    const original = strip(games[0]);
    delete original.headers.Event;
    expect(strip(again).moves).toEqual(original.moves);
    expect(Pgn.stringify(again)).toBe(text);
  });

  test('lines stay under 80 characters', () => {
    const moves = [];
    const chess = new Chess();
    for (let i = 0; i < 60 && !chess.isGameOver(); i += 1) {
      const san = chess.moves()[i % chess.moves().length];
      chess.move(san);
      moves.push({ san, comments: i % 7 === 0 ? ['a comment long enough to need breaking across lines of text'] : [] });
    }
    const text = Pgn.stringify({ moves });
    for (const line of text.split('\n')) expect(line.length).toBeLessThan(80);
    expect(Pgn.parse(text).games[0].moves.map((m) => m.san)).toEqual(moves.map((m) => m.san));
  });

  test('games built as data; illegal ones are refused; input is not mutated', () => {
    const game = { headers: { White: 'Me' }, moves: ['e4', { san: 'e5', variations: [['c5']] }, 'Nf3'] };
    const frozen = JSON.stringify(game);
    const text = Pgn.stringify(game);
    expect(text).toContain('1. e4 e5 (1... c5) 2. Nf3 *');
    expect(JSON.stringify(game)).toBe(frozen);
    expect(() => Pgn.stringify({ moves: ['e4', 'e4'] })).toThrow(PgnError);
    expect(() => Pgn.stringify({ moves: [42] })).toThrow(TypeError);
    expect(Pgn.stringify({ startFen: '4k3/8/8/8/8/8/4P3/4K3 b - - 0 40', moves: ['Kd7'] })).toContain(
      '[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"]\n[SetUp "1"]\n\n40... Kd7 *',
    );
  });
});

describe('Pgn.createReader', () => {
  test('games come out as their text arrives, with lines counted across pieces', () => {
    const text = '[Event "a"]\n\n1. e4 *\n\n[Event "b"]\n\n1. d4 d5 2. Kd3 *\n\n[Event "c"]\n\n1. c4 1-0\n';
    const reader = Pgn.createReader();
    const games = [];
    for (let i = 0; i < text.length; i += 5) games.push(...reader.push(text.slice(i, i + 5)));
    games.push(...reader.end());
    expect(games.map((g) => g.headers.Event)).toEqual(['a', 'b', 'c']);
    expect(games[1].diagnostics[0]).toMatchObject({ code: 'chess.san.illegal', line: 7, column: 13 });
    expect(games[2].line).toBe(9);
    expect(() => reader.push('x')).toThrow(/ended/);
  });
});

describe('Chess.loadPgn and chess.pgn()', () => {
  test('loads the main line and writes it back', () => {
    const chess = new Chess();
    chess.loadPgn('[White "Morphy"]\n[Result "1-0"]\n\n1. e4 e5 (1... c5) 2. Nf3 d6 3. d4 Bg4 1-0');
    expect(chess.history()).toEqual(['e4', 'e5', 'Nf3', 'd6', 'd4', 'Bg4']);
    expect(chess.getHeaders().White).toBe('Morphy');
    expect(chess.pgn()).toBe(
      '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "Morphy"]\n[Black "?"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 d6 3. d4 Bg4 1-0',
    ); // no final newline, as chess.js
    chess.move('dxe5');
    expect(chess.pgn()).toContain('4. dxe5 1-0');
  });

  test('a position set up by FEN is written with SetUp and FEN', () => {
    const chess = new Chess('4k3/8/8/8/8/8/4P3/4K3 b - - 0 40');
    chess.move('Kd7');
    const text = chess.pgn();
    expect(text).toContain('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"]'); // the PGN standard's order, as chess.js
    expect(text).toContain('\n\n40. ... Kd7 *');
    const other = new Chess();
    other.loadPgn(text);
    expect(other.fen()).toBe(chess.fen());
  });

  test('errors leave a PgnError; empty text is the initial position, as in chess.js', () => {
    const chess = new Chess();
    expect(() => chess.loadPgn('1. e4 e5 2. Ke3 *')).toThrow(PgnError);
    // The illegal move's place in the text, on its line of a game with tags.
    let error;
    try {
      chess.loadPgn('[White "x"]\n\n1. e4 e5\n2. Nf3 Nc6 3. Ke3 *');
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ name: 'PgnError', code: 'chess.san.illegal', line: 4, column: 15 });
    expect(() => chess.loadPgn('[FEN "8/8/8 w - - 0 1"]\n\n*')).toThrow(PgnError);
    expect(() => chess.loadPgn('1. e4 *\n\n1. d4 *')).toThrow(/2 games/);
    chess.loadPgn('');
    expect([chess.fen(), chess.history()]).toEqual([new Chess().fen(), []]);
  });
});
