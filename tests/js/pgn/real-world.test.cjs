// What real databases contain, through the package (the reader's own cases are in
// tests/native/pgn/real_world_test.cpp): warnings with line and column, strict errors, the NAGs
// of evaluation signs, game NAGs, mixed encodings read as the streaming reader reads them, and
// the header index.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Pgn, PgnError } = require('boardnotation');

const fixture = (name) => readFileSync(join(__dirname, '../../fixtures/pgn', name));
const text = (name) => fixture(name).toString('utf8');
const codes = (game) =>
  game.diagnostics.map((d) => `${d.code}@${d.line}:${d.column}${d.severity === 'error' ? '!' : ''}`);

describe('real-world spellings read with warnings', () => {
  test('castling, ½-½ and evaluation signs', () => {
    const castling = Pgn.parse(text('castling_spellings.pgn')).games[0];
    expect(castling.ok).toBe(true);
    expect(castling.moves[6].san).toBe('O-O');
    expect(castling.diagnostics[0]).toMatchObject({
      code: 'pgn.castling_spelling',
      severity: 'warning',
      line: 4,
      column: 35,
    });
    expect(castling.diagnostics[0].message).toBe(
      "'o-o' at line 4, column 35 writes castling with a lower-case o or a dash other than '-'; it is read as O-O.",
    );
    const draw = Pgn.parse(text('half_point_draw.pgn')).games[0];
    expect(draw.result).toBe('1/2-1/2');
    expect(codes(draw)).toEqual(['pgn.result_spelling@4:21']);
    const signs = Pgn.parse(text('evaluation_symbols.pgn')).games[0];
    expect(signs.moves.map((m) => m.nags)).toEqual([[], [], [14], [10], [16], [13], [16], [146], [19], [15]]);
    expect(signs.diagnostics[0].message).toBe(
      "The evaluation sign '+=' at line 4, column 17 is written as text; it is read as the NAG $14, as PGN writes it.",
    );
  });

  test('strict mode keeps them errors', () => {
    for (const name of [
      'castling_spellings.pgn',
      'half_point_draw.pgn',
      'evaluation_symbols.pgn',
      'tag_quotes.pgn',
      'setup_without_fen.pgn',
      'untagged_games.pgn',
    ]) {
      const game = Pgn.parse(text(name), { strict: true }).games[0];
      expect({ name, ok: game.ok }).toEqual({ name, ok: false });
      expect(Pgn.parse(text(name)).games[0].ok).toBe(true);
    }
  });

  test('a NAG before the first move is kept on the game and written back', () => {
    const game = Pgn.parse(text('nag_before_moves.pgn')).games[0];
    expect(game.nags).toEqual([14]);
    expect(game.moves[5].variations[0][0]).toMatchObject({ san: 'Nf6', nags: [142] });
    expect(codes(game)).toEqual(['pgn.nag_before_game@4:1', 'pgn.nag_before_variation@4:36']);
    const written = Pgn.stringify(game);
    expect(written).toContain('\n$14 1. e4 e5');
    // Read back with the same warning: PGN has no place for a NAG before the first move.
    const again = Pgn.parse(written).games[0];
    expect(again.nags).toEqual([14]);
    expect(codes(again)).toEqual(['pgn.nag_before_game@9:1']);
    expect(Pgn.parse('1. e4 *').games[0].nags).toEqual([]);
    expect(() => Pgn.stringify({ nags: ['x'], moves: [] })).toThrow(TypeError);
  });

  test('an illegal move in a variation cuts that variation, not the game', () => {
    const game = Pgn.parse(text('variation_error.pgn')).games[0];
    expect(game.ok).toBe(true);
    expect(game.moves.map((m) => m.san)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4']);
    expect(game.moves[3].variations[0].map((m) => m.san)).toEqual(['d6', 'd4']);
    expect(codes(game)).toEqual(['chess.san.illegal@4:36', 'pgn.variation_cut@4:21']);
    expect(codes(Pgn.parse(text('variation_error.pgn'), { strict: true }).games[0])).toEqual([
      'chess.san.illegal@4:36!',
    ]);
  });

  test('untagged games, quotes in tag values, SetUp without FEN, tags over lines', () => {
    expect(Pgn.parse(text('untagged_games.pgn')).games.map((g) => g.moves.length)).toEqual([4, 4, 3]);
    expect(Pgn.parse(text('tag_quotes.pgn')).games[0].headers.Site).toBe('Skopje, hotel "Aleksandar Palace"');
    expect(codes(Pgn.parse(text('setup_without_fen.pgn')).games[0])).toEqual(['pgn.setup_without_fen@1:1']);
    expect(Pgn.parse(text('multiline_tags.pgn')).games[0]).toMatchObject({
      ok: true,
      diagnostics: [],
      headers: { Event: 'Tag pairs over lines', White: 'Player, A' },
    });
  });

  test('messages in Spanish', () => {
    const game = Pgn.parse(text('variation_error.pgn'), { language: 'es' }).games[0];
    expect(game.diagnostics[1].message).toMatch(/^La variante abierta en la línea 4, columna 21 acaba antes de tiempo/);
  });
});

describe('mixed encodings', () => {
  test('Pgn.parse decodes game by game, as the reader does', () => {
    const bytes = fixture('mixed_encoding.pgn');
    const db = Pgn.parse(bytes);
    expect(db.encoding).toBe('latin1');
    expect(db.diagnostics.map((d) => d.code)).toEqual(['pgn.latin1']);
    expect(db.games.map((g) => g.headers.White)).toEqual(['Müller', 'Réti']);
    expect(db.games[0].moves[0].comments[0].text).toBe('UTF-8: Müller');
    expect(codes(db.games[1])).toEqual(['pgn.latin1_game@6:1']);
    const reader = Pgn.createReader();
    const streamed = [];
    for (let at = 0; at < bytes.length; at += 7) streamed.push(...reader.push(bytes.subarray(at, at + 7)));
    streamed.push(...reader.end());
    expect(JSON.stringify(streamed)).toBe(JSON.stringify(db.games));
  });
});

describe('Pgn.index', () => {
  const database =
    '[Event "One"]\n[Result "1-0"]\n\n1. e4 {a comment\n[not a tag]} e5 2. Nf3 1-0\n\n' +
    '[Event "Two"]\n[White "Müller"]\n\n1. d4 *\n';

  test('tags, result, byte range and line of each game, from a string or bytes', () => {
    const bytes = new TextEncoder().encode(database);
    const entries = Pgn.index(bytes);
    expect(entries).toEqual([
      { headers: { Event: 'One', Result: '1-0' }, result: '1-0', offset: 0, length: 73, line: 1 },
      { headers: { Event: 'Two', White: 'Müller' }, result: null, offset: 75, length: 40, line: 7 },
    ]);
    expect(Object.getPrototypeOf(entries[0].headers)).toBe(null);
    expect(Pgn.index(database)).toEqual(entries);
    // The byte range holds the game: reading it gives the game the whole file gives.
    const second = bytes.subarray(entries[1].offset, entries[1].offset + entries[1].length);
    expect(Pgn.parse(second).games[0].moves[0].san).toBe('d4');
  });

  test('agrees with Pgn.parse on the fixtures', () => {
    for (const name of ['castling_spellings.pgn', 'half_point_draw.pgn', 'tag_quotes.pgn', 'multiline_tags.pgn']) {
      const bytes = fixture(name);
      const games = Pgn.parse(bytes).games;
      const entries = Pgn.index(bytes);
      expect(entries.map((e) => [e.line, e.headers])).toEqual(games.map((g) => [g.line, g.headers]));
    }
  });

  test('bad input', () => {
    expect(Pgn.index('')).toEqual([]);
    expect(() => Pgn.index(42)).toThrow(TypeError);
    expect(PgnError).toBeDefined();
  });
});

// What chessops reads (node_modules/chessops: its move tokens skip whatever follows a square, and
// its termination markers are whole ones only) and boardnotation refused: read with a warning.
describe('what chessops reads', () => {
  test('en passant marked on the move, or "ep" apart', () => {
    const games = Pgn.parse(text('en_passant_marks.pgn')).games;
    expect(games.map((g) => g.ok)).toEqual([true, true, true, true]);
    expect(games[0].moves.map((m) => m.san)).toEqual(['e4', 'Nc6', 'e5', 'f5', 'exf6', 'exf6', 'd4']);
    expect(games[0].moves[4]).toMatchObject({ san: 'exf6', written: 'exf6ep', from: 'e5', to: 'f6' });
    expect(codes(games[0])).toEqual(['chess.san.en_passant_suffix@4:22']);
    expect(games[0].diagnostics[0]).toMatchObject({ severity: 'warning', length: 6 });
    expect(games[1].moves[4].written).toBe('dxe6e.p.');
    expect(codes(games[1])).toEqual(['chess.san.en_passant_suffix@9:23']);
    expect(codes(games[2])).toEqual([]);
    expect(games[2].moves.map((m) => m.san)).toEqual(['e4', 'a6', 'e5', 'd5', 'exd6', 'cxd6']);
    expect(codes(games[3])).toEqual(['chess.san.en_passant_not_capture@19:13']);
    expect(games[3].diagnostics[0].message).toBe(
      '\'exd5ep\' is marked as an en-passant capture ("e.p." or "ep") but it is not one: exd5.',
    );
    expect(Pgn.parse(text('en_passant_marks.pgn'), { strict: true }).games[0].ok).toBe(false);
    expect(Pgn.stringify(games[0])).toContain('3. exf6 exf6 4. d4 *');
  });

  test('a stray "0-" before the result, and a result cut short', () => {
    const games = Pgn.parse(text('truncated_result.pgn')).games;
    expect(games.map((g) => [g.ok, g.result, g.moves.length])).toEqual([
      [true, '1-0', 7],
      [true, null, 2],
      [true, '0-1', 4],
    ]);
    expect(codes(games[0])).toEqual(['pgn.truncated_result@4:41']);
    expect(games[0].diagnostics[0].message).toBe(
      "'0-' at line 4, column 41 is the start of a termination marker (1-0, 0-1, 1/2-1/2) cut short; it is skipped.",
    );
    expect(codes(games[1])).toEqual(['pgn.truncated_result@9:10', 'pgn.missing_result@9:14']);
    expect(Pgn.parse(text('truncated_result.pgn'), { language: 'es' }).games[0].diagnostics[0].message).toBe(
      "'0-' en la línea 4, columna 41 es el comienzo de un marcador de final (1-0, 0-1, 1/2-1/2) incompleto; se omite.",
    );
    expect(Pgn.parse(text('truncated_result.pgn'), { strict: true }).games[0].ok).toBe(false);
    // Read in pieces, the same.
    const reader = Pgn.createReader();
    const bytes = fixture('truncated_result.pgn');
    const streamed = [];
    for (let i = 0; i < bytes.length; i += 3) streamed.push(...reader.push(bytes.subarray(i, i + 3)));
    streamed.push(...reader.end());
    expect(streamed.map((g) => [g.result, g.diagnostics.map((d) => d.code)])).toEqual(
      games.map((g) => [g.result, g.diagnostics.map((d) => d.code)]),
    );
  });

  test('a Chess960 game without FEN is played from the standard start', () => {
    const [game] = Pgn.parse(text('chess960_without_fen.pgn')).games;
    expect(game.ok).toBe(true);
    expect(codes(game)).toEqual(['pgn.chess960_standard_start@1:1']);
    expect(game.startFen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(game.moves[6]).toMatchObject({ san: 'O-O', from: 'e1', to: 'g1' });
    expect(game.moves[6].fen).toBe('r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4');
    expect(game.diagnostics[0].message).toBe(
      'The Chess960 game at line 1 has no FEN tag saying which of the 960 positions it starts from; its moves are read from the standard starting position.',
    );
    expect(Pgn.parse(text('chess960_without_fen.pgn'), { strict: true }).games[0].ok).toBe(false);
  });
});

// Files saved as "Unicode" by Windows tools: UTF-16 with its byte order mark, little- or
// big-endian. Read as the text they hold, with lines and columns of that text.
describe('UTF-16 with a byte order mark', () => {
  const database = '[Event "Zürich 😀"]\n[Result "*"]\n\n1. e4 e5 2. Ke3 *\n\n[Event "Two"]\r\n\r\n1. d4 {ß} d5 *\n';
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(database, 'utf16le')]);
  const be = Buffer.from([0xfe, 0xff, ...Buffer.from(database, 'utf16le').swap16()]);
  const expected = Pgn.parse(database);

  test('Pgn.parse reads the games, with the lines and columns of the text', () => {
    for (const [bytes, encoding] of [
      [le, 'utf-16le'],
      [be, 'utf-16be'],
    ]) {
      const read = Pgn.parse(bytes);
      expect(read.encoding).toBe(encoding);
      expect(read.diagnostics).toEqual([]);
      expect(read.games.map((g) => g.headers.Event)).toEqual(['Zürich 😀', 'Two']);
      expect(read.games.map((g) => g.moves.map((m) => m.san))).toEqual([
        ['e4', 'e5'],
        ['d4', 'd5'],
      ]);
      expect(codes(read.games[0])).toEqual(['chess.san.illegal@4:13!']);
      expect(read.games[1].line).toBe(6);
      expect(read.games[1].moves[0].comments[0].text).toBe('ß');
      expect(JSON.stringify(read.games)).toBe(JSON.stringify(expected.games));
      expect(JSON.stringify(Pgn.parse(bytes, { replay: false }).games)).toBe(
        JSON.stringify(Pgn.parse(database, { replay: false }).games),
      );
    }
  });

  test('a reader, pushed pieces of any size (a code unit or a surrogate pair cut in two)', () => {
    for (const bytes of [le, be]) {
      for (const piece of [1, 2, 3, 7, 64]) {
        const reader = Pgn.createReader();
        const games = [];
        for (let i = 0; i < bytes.length; i += piece) games.push(...reader.push(bytes.subarray(i, i + piece)));
        games.push(...reader.end());
        expect({ piece, games: JSON.stringify(games) }).toEqual({ piece, games: JSON.stringify(expected.games) });
      }
    }
  });

  test('Pgn.index: the byte ranges of the games in the UTF-8 of the text', () => {
    const utf8 = Buffer.from(`\uFEFF${database}`);
    const entries = Pgn.index(le);
    expect(entries).toEqual(Pgn.index(utf8));
    expect(entries.map((e) => e.line)).toEqual([1, 6]);
    const second = utf8.subarray(entries[1].offset, entries[1].offset + entries[1].length);
    expect(Pgn.parse(second).games[0].headers.Event).toBe('Two');
    expect(Pgn.index(be)).toEqual(entries);
  });

  test('bytes without a byte order mark are still UTF-8 or Latin-1', () => {
    expect(Pgn.parse(Buffer.from(database)).encoding).toBe('utf-8');
    expect(Pgn.parse(Buffer.from([0xfe])).encoding).toBe('latin1');
    // A first byte that could start a byte order mark waits for the next one, and is read as
    // Latin-1 when none comes.
    const reader = Pgn.createReader();
    expect(reader.push(Buffer.from([0xff]))).toEqual([]);
    expect(JSON.stringify(reader.end())).toBe(JSON.stringify(Pgn.parse(Buffer.from([0xff])).games));
  });
});
