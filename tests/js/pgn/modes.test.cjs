// The reading modes of Pgn.parse: lazy FENs (the default) equal the eager ones move for move
// on the corpus and on a fixture with promotions, castling and en passant; the syntax-only
// reading ({ replay: false }) gives the same trees with the SAN as written; shared empty lists.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Pgn } = require('boardnotation');

const corpus = join(__dirname, '..', '..', '..', '..', 'shared', 'corpus', 'pgn');
const files = existsSync(corpus)
  ? readdirSync(corpus)
      .filter((f) => f.endsWith('.pgn'))
      .sort()
  : [];

// Every move of every line, variations included, in document order (iterative).
function allMoves(moves) {
  const out = [];
  const stack = [moves];
  while (stack.length > 0) {
    const line = stack.pop();
    for (const move of line) {
      out.push(move);
      for (const variation of move.variations) stack.push(variation);
    }
  }
  return out;
}

const fixture = `[Event "modes"]
[FEN "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 30"]
[SetUp "1"]

30. exd6 {ep} (30. bxa8=Q+ Kd7 31. O-O-O) 30... O-O 31. b8=N $1 Raxb8 32. Ra7?! Rb1+ 33. Kd2 *

1. e4 c5 2. e5 d5 3. exd6 e5 4. Nf3 Nc6 5. Bb5 a6 6. Bxc6+ bxc6 7. O-O *
`;

describe('lazy FEN', () => {
  test('every lazy FEN equals the eager one, on the fixture', () => {
    const lazy = Pgn.parse(fixture);
    const eager = Pgn.parse(fixture, { fen: 'eager' });
    expect(lazy.games.map((g) => g.ok)).toEqual([true, true]);
    const lazyMoves = lazy.games.flatMap((g) => allMoves(g.moves));
    const eagerMoves = eager.games.flatMap((g) => allMoves(g.moves));
    expect(lazyMoves).toHaveLength(eagerMoves.length);
    expect(lazyMoves.length).toBeGreaterThan(20);
    lazyMoves.forEach((move, i) => expect(move.fen).toBe(eagerMoves[i].fen));
    expect(eagerMoves[0].fen).toBe('r3k2r/1P6/3P4/8/8/8/8/R3K2R b KQkq - 0 30');
    expect(lazyMoves.find((m) => m.written === 'bxa8=Q+').promotion).toBe('q');
  });

  (files.length > 0 ? test : test.skip)('every lazy FEN equals the eager one, on the corpus', () => {
    let compared = 0;
    for (const file of files) {
      const text = readFileSync(join(corpus, file), 'utf8');
      const lazy = Pgn.parse(text).games.flatMap((g) => allMoves(g.moves));
      const eager = Pgn.parse(text, { fen: 'eager' }).games.flatMap((g) => allMoves(g.moves));
      expect(lazy.length).toBe(eager.length);
      for (let i = 0; i < lazy.length; i += 1) {
        if (lazy[i].fen !== eager[i].fen)
          throw new Error(`${file}: move ${i} ${lazy[i].san}: ${lazy[i].fen} != ${eager[i].fen}`);
      }
      compared += lazy.length;
    }
    expect(compared).toBeGreaterThan(200000);
  });

  test('results kept together keep their own positions (small ones share a buffer)', () => {
    // Enough one-game results to fill several shared buffers, and a large one between them
    // (a buffer of its own), all kept and read at the end.
    const games = fixture.split('*\n\n').map((game, i) => (i === 0 ? `${game}*\n` : game));
    const big = Array.from({ length: 60 }, () => games[1]).join('\n');
    const kept = [];
    for (let i = 0; i < 600; i += 1) kept.push(Pgn.parse(i === 300 ? big : games[i % 2]));
    const eager = games.map((g) => allMoves(Pgn.parse(g, { fen: 'eager' }).games[0].moves).map((m) => m.fen));
    kept.forEach((result, i) => {
      if (i === 300) {
        expect(result.games).toHaveLength(60);
        for (const game of result.games) expect(allMoves(game.moves).map((m) => m.fen)).toEqual(eager[1]);
      } else {
        expect(allMoves(result.games[0].moves).map((m) => m.fen)).toEqual(eager[i % 2]);
      }
    });
  });

  test('fen is a getter; JSON and the eager mode give it as data', () => {
    const [lazy] = Pgn.parse('1. e4 *').games[0].moves;
    const [eager] = Pgn.parse('1. e4 *', { fen: 'eager' }).games[0].moves;
    expect(Object.keys(lazy)).not.toContain('fen');
    expect(Object.keys(eager)).toContain('fen');
    expect(JSON.parse(JSON.stringify(lazy))).toEqual(JSON.parse(JSON.stringify(eager)));
    expect(structuredClone(eager).fen).toBe(eager.fen);
    expect(() => Pgn.parse('1. e4 *', { fen: 'soon' })).toThrow(RangeError);
  });

  test('the streaming reader reads in the same modes', () => {
    const reader = Pgn.createReader();
    const games = [...reader.push(fixture.slice(0, 100)), ...reader.push(fixture.slice(100)), ...reader.end()];
    const eager = Pgn.parse(fixture, { fen: 'eager' }).games;
    expect(games.flatMap((g) => allMoves(g.moves)).map((m) => m.fen)).toEqual(
      eager.flatMap((g) => allMoves(g.moves)).map((m) => m.fen),
    );
    const syntax = Pgn.createReader({ replay: false });
    const read = [...syntax.push(fixture), ...syntax.end()];
    expect(read[1].moves.map((m) => m.written)).toEqual(eager[1].moves.map((m) => m.written));
  });

  test('moves without nags, comments or variations share one frozen empty list', () => {
    const [e4, e5] = Pgn.parse('1. e4 e5 (1... c5) *').games[0].moves;
    expect(e4.nags).toEqual([]);
    expect(Object.isFrozen(e4.comments)).toBe(true);
    expect(e4.variations).toEqual([]);
    expect(e5.variations).toHaveLength(1);
    expect(Object.isFrozen(e5.variations)).toBe(false);
  });
});

describe('syntax only ({ replay: false })', () => {
  test('the same tree as the replay, with the SAN as written and no board', () => {
    const syntax = Pgn.parse(fixture, { replay: false });
    const replayed = Pgn.parse(fixture);
    expect(syntax.games.map((g) => g.ok)).toEqual([true, true]);
    for (let g = 0; g < 2; g += 1) {
      const a = allMoves(syntax.games[g].moves);
      const b = allMoves(replayed.games[g].moves);
      expect(a.map((m) => [m.written, m.color, m.moveNumber, m.nags, m.comments, m.variations.length])).toEqual(
        b.map((m) => [m.written, m.color, m.moveNumber, m.nags, m.comments, m.variations.length]),
      );
      expect(syntax.games[g].headers).toEqual(replayed.games[g].headers);
      expect(syntax.games[g].result).toBe(replayed.games[g].result);
    }
    expect(Object.keys(syntax.games[0].moves[0]).sort()).toEqual([
      'color',
      'comments',
      'commentsBefore',
      'moveNumber',
      'nags',
      'variations',
      'written',
    ]);
    // Plain objects, as an object literal makes them (layout.js builds them with a constructor).
    const move = syntax.games[0].moves[0];
    expect(Object.getPrototypeOf(move)).toBe(Object.prototype);
    expect(move.constructor).toBe(Object);
    expect(Object.keys(move)).toEqual([
      'written',
      'color',
      'moveNumber',
      'nags',
      'comments',
      'commentsBefore',
      'variations',
    ]);
    expect(structuredClone(move)).toEqual({ ...move });
  });

  test('illegal moves pass, tokens that are not SAN do not (with line and column)', () => {
    const { games } = Pgn.parse('1. e4 e5 2. Ke3 Qh4 *\n\n[Event "b"]\n\n1. e4 Nz9 2. d4 *\n', {
      replay: false,
      language: 'es',
    });
    expect(games[0].ok).toBe(true);
    expect(games[0].moves.map((m) => m.written)).toEqual(['e4', 'e5', 'Ke3', 'Qh4']);
    expect(games[1].ok).toBe(false);
    expect(games[1].diagnostics[0]).toMatchObject({ code: 'pgn.san_shape', line: 5, column: 7 });
    expect(games[1].diagnostics[0].message).toMatch(/forma de una jugada SAN/);
  });

  (files.length > 0 ? test : test.skip)(
    'the corpus reads without error and with the written SANs of the replay',
    () => {
      for (const file of files) {
        const text = readFileSync(join(corpus, file), 'utf8');
        const syntax = Pgn.parse(text, { replay: false }).games;
        const replayed = Pgn.parse(text).games;
        expect(syntax.length).toBe(replayed.length);
        syntax.forEach((game, i) => {
          expect(game.ok).toBe(true);
          const a = allMoves(game.moves)
            .map((m) => m.written)
            .join(' ');
          if (
            a !==
            allMoves(replayed[i].moves)
              .map((m) => m.written)
              .join(' ')
          )
            throw new Error(`${file}: game ${i + 1} differs`);
        });
      }
    },
  );
});

// Games cross as records, and only what is unusual as JSON (bindings/pgn_encoder.hpp, Encoder): each
// game's own FEN, comments and diagnostics must land on that game and no other, in every mode.
describe('games of a database, usual and unusual mixed', () => {
  const database = `[Event "usual"]
[Result "1-0"]

1. e4 e5 1-0

[Event "own FEN"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]
[Result "*"]

1. O-O *

[Event "game comment and a warning"]
[Result "0-1"]

{before the moves} 1. f3 e5 2. g4 Qh4+ 0-1

[Event "no result"]

1. d4 d5

[Event "usual again"]

1. c4 $1 {English} 1... e5 1/2-1/2
`;

  test.each(['lazy', 'eager', 'syntax'])('%s', (mode) => {
    const options = mode === 'syntax' ? { replay: false } : { fen: mode };
    const { games, diagnostics, encoding } = Pgn.parse(database, options);
    expect(encoding).toBe('utf-8');
    expect(diagnostics).toEqual([]);
    expect(games.map((g) => g.headers.Event)).toEqual([
      'usual',
      'own FEN',
      'game comment and a warning',
      'no result',
      'usual again',
    ]);
    expect(games.map((g) => g.result)).toEqual(['1-0', '*', '0-1', null, '1/2-1/2']);
    expect(games.map((g) => g.line)).toEqual([1, 6, 13, 18, 22]);
    const initial = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    expect(games.map((g) => g.startFen)).toEqual([
      initial,
      '4k3/8/8/8/8/8/8/4K2R w K - 0 1',
      initial,
      initial,
      initial,
    ]);
    expect(games.map((g) => g.comments.map((c) => c.text))).toEqual([[], [], ['before the moves'], [], []]);
    // "Qh4+" is mate (a warning when replayed); the fourth game has no termination marker.
    const codes = games.map((g) => g.diagnostics.map((d) => d.code));
    expect(codes[0]).toEqual([]);
    expect(codes[1]).toEqual([]);
    expect(codes[2]).toEqual(mode === 'syntax' ? [] : ['chess.san.check_mark']);
    expect(codes[3]).toEqual(['pgn.missing_result']);
    expect(codes[4]).toEqual([]);
    expect(games.map((g) => g.ok)).toEqual([true, true, true, true, true]);
    expect(games.map((g) => g.moves.map((m) => m.written))).toEqual([
      ['e4', 'e5'],
      ['O-O'],
      ['f3', 'e5', 'g4', 'Qh4+'],
      ['d4', 'd5'],
      ['c4', 'e5'],
    ]);
    expect(games[4].moves[0].nags).toEqual([1]);
    expect(games[4].moves[0].comments.map((c) => c.text)).toEqual(['English']);
    // Each game has lists of its own: changing one changes no other game.
    games[0].comments.push({ text: 'added', commands: [] });
    games[0].diagnostics.push({ code: 'x' });
    expect(games[1].comments).toEqual([]);
    expect(games[1].diagnostics).toEqual([]);
    // Plain objects with the keys in the order of the API, as a JSON game had them.
    for (const game of games) {
      expect(Object.getPrototypeOf(game)).toBe(Object.prototype);
      expect(Object.keys(game)).toEqual([
        'headers',
        'startFen',
        'result',
        'comments',
        'nags',
        'moves',
        'ok',
        'line',
        'diagnostics',
      ]);
      expect(Array.isArray(game.moves)).toBe(true);
      expect(Object.getPrototypeOf(game.moves)).toBe(Array.prototype);
    }
    if (mode === 'eager') {
      const move = games[1].moves[0];
      expect(Object.getPrototypeOf(move)).toBe(Object.prototype);
      expect(Object.keys(move)).toEqual([
        'san',
        'written',
        'from',
        'to',
        'color',
        'moveNumber',
        'fen',
        'nags',
        'comments',
        'commentsBefore',
        'variations',
      ]);
      expect(structuredClone(games[1])).toEqual(JSON.parse(JSON.stringify(games[1])));
    }
  });
});
