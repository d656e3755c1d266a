// docs/architecture.md ("Limits") in the wasm build: each input past a limit gets its diagnostic (code, line,
// column) from the package, with no stack overflow and no abort on memory in the wasm instance.
// The native suites test the same limits in C++; wasm has its own, smaller stack and heap.
const { Bdl, BdlError, Fen, GBB, Hen, Pgn, PgnError, Sgf, SgfError, Ssb } = require('boardnotation');

// A one-piece BDL description with the given board width and invariants.
const bdl = (width, invariants) =>
  `rules{ first_player : 0 width : ${width} height : 4 coloring : alternate player_change : alternate }\n` +
  'pieces{ p{ moves{ x : 0, y : 1 } } }\ninitial_piece_position{ p{ positions{ x : 0, y : 0 } } }\n' +
  `invariants{ ${invariants} }\nfinish{ no_moves_available }\n`;

const thrown = (call) => {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

describe('nesting', () => {
  test('JSON nested 100,000 deep: json.too_deep at the 257th bracket, for validate and replay', () => {
    const { errors } = Ssb.validate('['.repeat(100000));
    expect(errors).toEqual([expect.objectContaining({ code: 'json.too_deep', line: 1, column: 257 })]);
    const replay = Ssb.replay(`[${'['.repeat(100000)}`);
    expect(replay.ok).toBe(false);
    expect(replay.issues.map((i) => i.code)).toEqual(['json.too_deep']);
  });

  test('BDL braces nested 200,000 deep in an explicit block: bdl.explicit_too_deep', () => {
    const text = bdl(4, `explicit{${'{'.repeat(200000)}${'}'.repeat(200000)}}`);
    const error = thrown(() => Bdl.parse(text));
    expect(error).toBeInstanceOf(BdlError);
    expect(error).toMatchObject({ code: 'bdl.explicit_too_deep', line: 4, column: 1021 });
    expect(Bdl.check(text).errors.map((d) => d.code)).toEqual(['bdl.explicit_too_deep']);
  });

  test('SGF variations 20,000 deep, PGN variations 2,000 deep: sgf.too_deep, pgn.variation_too_deep', () => {
    const sgf = thrown(() => Sgf.parse(`${'(;'.repeat(20000)}${')'.repeat(20000)}`));
    expect(sgf).toBeInstanceOf(SgfError);
    expect(sgf).toMatchObject({ code: 'sgf.too_deep', line: 1 });
    const game = Pgn.parse(`1. e4 ${'(1. d4 '.repeat(2000)}${')'.repeat(2000)} *`).games[0];
    expect(game.diagnostics.map((d) => d.code)).toEqual(['pgn.variation_too_deep']);
    expect(game.moves.map((m) => m.san)).toEqual(['e4']);
  });
});

describe('sizes and numbers', () => {
  test('boards: GBB at most 2^24 cells, a BDL side 1 to 256, Go 25 x 25', () => {
    expect(thrown(() => GBB.parse('GBB/1.0\nsize 5000 5000\nhead 0 0\n'))).toMatchObject({
      name: 'InvalidSizeDefinition',
      code: 'gbb.board_too_large',
      line: 2,
    });
    expect(Bdl.check(bdl(257, '')).errors).toEqual([
      expect.objectContaining({ code: 'bdl.bad_size', line: 1, column: 33 }),
    ]);
    expect(Hen.fromSgf('(;GM[1]SZ[26];B[aa])')).toBe(null);
    expect(Hen.sgf2hen('(;GM[1]SZ[26];B[aa])')).toBe('');
    expect(Hen.validate('.26x26').ok).toBe(false);
    expect(Hen.parse('.25x25').width).toBe(25);
  });

  test('numbers: a GBB count up to 2^53 - 1, FEN counters up to 1,000,000, a FEN up to 1,024 bytes', () => {
    expect(thrown(() => GBB.parse('GBB/1.0\nsize 1 1\ncell 0 0 Azul 9007199254740992\nhead 0 0\n'))).toMatchObject({
      name: 'NumberTooLarge',
      code: 'gbb.count_too_large',
      line: 3,
    });
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0';
    expect(Fen.validate(`${start} 1000000`).ok).toBe(true);
    expect(Fen.validate(`${start} 1000001`).errors).toEqual([
      expect.objectContaining({ code: 'chess.fen.fullmove_too_large', line: 1, column: 56 }),
    ]);
    expect(Fen.validate(`${start} 1${' '.repeat(2000)}`).errors.map((d) => d.code)).toEqual(['chess.fen.too_long']);
  });

  test('an input past 256 MiB: one diagnostic at line 1, column 1 from every notation, and the instance goes on', () => {
    const big = ' '.repeat(256 * 1024 * 1024 + 1);
    const atStart = (d) =>
      expect(d).toMatchObject({ code: expect.stringMatching(/input_too_large$/), line: 1, column: 1 });
    atStart(Pgn.parse(big).diagnostics[0]);
    atStart(Sgf.validate(big).errors[0]);
    atStart(Hen.validate(big).errors[0]);
    atStart(Bdl.check(big).errors[0]);
    atStart(Ssb.validate(big).errors[0]);
    expect(thrown(() => GBB.parse(big))).toMatchObject({ code: 'common.input_too_large', line: 1 });
    expect(Hen.parse(big)).toBe(null);
    expect(Pgn.parse('1. e4 *').games[0].moves[0].san).toBe('e4');
  });

  test('a PGN reader fed a game that never ends stops past 256 MiB with the games before it', () => {
    const reader = Pgn.createReader({ language: 'es' });
    const piece = 'x'.repeat(8 * 1024 * 1024);
    let error;
    let games = reader.push('[Event "a"]\n\n1. e4 *\n\n[Event "b"]\n\n1. d4 {');
    try {
      for (let pushed = 0; pushed < 600 * 1024 * 1024; pushed += piece.length) games = games.concat(reader.push(piece));
    } catch (e) {
      error = e;
    }
    expect(games.map((g) => g.headers.Event)).toEqual(['a']);
    expect(error).toBeInstanceOf(PgnError);
    expect(error).toMatchObject({ code: 'pgn.game_too_large', line: 5, column: 1, games: [] });
    expect(error.message).toMatch(/línea 5, columna 1/);
    expect(() => reader.push('1. e4 *')).toThrow(/ended/);
  });
});
