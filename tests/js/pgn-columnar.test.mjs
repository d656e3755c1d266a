// `boardnotation pgn convert --to csv|parquet`, run as users run it (a child process). The rows
// are checked against the library's own reading of the same games (Pgn.parse), the CSV with a
// small RFC 4180 reader written here, the Parquet with hyparquet, a reader independent of the
// writer's code (it is the writer's sister project, but shares no code with it at run time
// other than its metadata types).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { Pgn } from 'boardnotation/pgn';

const require = createRequire(import.meta.url);
const bin = require.resolve('boardnotation/package.json').replace('package.json', 'bin/boardnotation.cjs');
const run = (args, options = {}) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', ...options });
const dir = mkdtempSync(join(tmpdir(), 'bn-pgn-columnar-'));

// Games with what the columns must carry: a tag value with a comma and a quote, a tag only some
// games have, clocks and evaluations (a mate among them), a promotion and castling, a game from
// a FEN, a game with an illegal move (kept, with its error), a null move.
const text = [
  '[Event "Rated, \\"blitz\\""]\n[Site "x"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n[WhiteElo "1500"]\n\n' +
    '1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... e5 { [%eval #-3] [%clk 0:02:59.5] } 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O 1-0\n',
  '[Event "b"]\n[SetUp "1"]\n[FEN "8/P7/8/8/8/8/8/k6K w - - 0 1"]\n\n1. a8=Q+ Kb1 2. -- Kc1 *\n',
  '[Event "bad"]\n[Annotator "me"]\n\n1. e4 e5 2. Ke3 *\n',
].join('\n');
const input = join(dir, 'games.pgn');
writeFileSync(input, text);
const reference = Pgn.parse(text).games;

// RFC 4180: fields separated by commas, records by CRLF, quoted fields with doubled quotes.
function readCsv(csv) {
  const rows = [];
  let row = [];
  let k = 0;
  while (k < csv.length) {
    let value = '';
    if (csv[k] === '"') {
      for (k += 1; ; k += 1) {
        if (csv[k] === '"' && csv[k + 1] === '"') {
          value += '"';
          k += 1;
        } else if (csv[k] === '"') {
          k += 1;
          break;
        } else value += csv[k];
      }
    } else {
      while (k < csv.length && csv[k] !== ',' && csv[k] !== '\r') value += csv[k++];
    }
    row.push(value);
    if (csv[k] === ',') k += 1;
    else {
      expect(csv.slice(k, k + 2)).toBe('\r\n');
      k += 2;
      rows.push(row);
      row = [];
    }
  }
  const [header, ...records] = rows;
  return records.map((r) => {
    expect(r).toHaveLength(header.length);
    return Object.fromEntries(header.map((h, i) => [h, r[i]]));
  });
}

const uci = (m) => (m.from ? `${m.from}${m.to}${m.promotion ?? ''}` : '0000');

test('--to csv: one RFC 4180 row per game, errors kept, tags as columns', () => {
  const result = run(['pgn', 'convert', input, '--to', 'csv']);
  expect(result.status).toBe(1); // the illegal move, reported as by the other formats
  expect(result.stderr).toMatch(/games\.pgn:\d+:\d+: 'Ke3'/);
  expect(result.stdout.split('\r\n')[0]).toBe(
    'game,line,Event,Site,Date,Round,White,Black,Result,WhiteElo,SetUp,FEN,Annotator,other_tags,movetext_result,' +
      'ply_count,moves_san,moves_uci,start_fen,final_fen,clocks,eval_pawns,eval_mate,error',
  );
  const rows = readCsv(result.stdout);
  expect(rows).toHaveLength(3);
  rows.forEach((row, k) => {
    const game = reference[k];
    expect(row.game).toBe(String(k + 1));
    expect(row.line).toBe(String(game.line));
    for (const [tag, value] of Object.entries(game.headers)) expect(row[tag]).toBe(value);
    expect(row.ply_count).toBe(String(game.moves.length));
    expect(row.moves_san).toBe(game.moves.map((m) => m.san).join(' '));
    expect(row.moves_uci).toBe(game.moves.map(uci).join(' '));
    expect(row.start_fen).toBe(game.startFen);
    expect(row.final_fen).toBe(game.moves.at(-1).fen);
    expect(row.movetext_result).toBe(game.result);
  });
  expect(rows[0].Event).toBe('Rated, "blitz"');
  expect(rows[0].moves_uci).toBe('e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1');
  expect(rows[0].clocks).toBe('[180,179.5,null,null,null,null,null]');
  expect(rows[0].eval_pawns).toBe('[0.17,null,null,null,null,null,null]');
  expect(rows[0].eval_mate).toBe('[null,-3,null,null,null,null,null]');
  expect(rows[1].moves_uci).toBe('a7a8q a1b1 0000 b1c1');
  expect([rows[1].clocks, rows[1].error, rows[0].other_tags]).toEqual(['', '', '']);
  expect(rows[2].error).toMatch(/^19:13: 'Ke3' .* \(chess\.san\.illegal\)$/);
  expect(rows[2].ply_count).toBe('2'); // the moves before the error
});

test('--tags fixes the tag columns; the others go to other_tags as JSON', () => {
  const rows = readCsv(run(['pgn', 'convert', input, '--to', 'csv', '--tags', 'White,Result,game']).stdout);
  expect(Object.keys(rows[0]).slice(0, 5)).toEqual(['game', 'line', 'White', 'Result', 'other_tags']);
  expect(JSON.parse(rows[0].other_tags)).toEqual({
    Event: 'Rated, "blitz"',
    Site: 'x',
    Black: 'B',
    WhiteElo: '1500',
  });
});

test('tags first seen after the first 1,000 games go to other_tags', () => {
  const many = join(dir, 'many.pgn');
  writeFileSync(many, `${'[Event "e"]\n\n1. e4 *\n\n'.repeat(1000)}[Event "e"]\n[Late "yes"]\n\n1. d4 *\n`);
  const rows = readCsv(run(['pgn', 'convert', many, '--to', 'csv']).stdout);
  expect(rows).toHaveLength(1001);
  expect(rows[0]).not.toHaveProperty('Late');
  expect(rows[1000].other_tags).toBe('{"Late":"yes"}');
});

test('--positions: one row per position of the main line', () => {
  const rows = readCsv(run(['pgn', 'convert', input, '--to', 'csv', '--positions', '--games', '1']).stdout);
  const game = reference[0];
  expect(rows).toHaveLength(game.moves.length + 1);
  expect(rows[0]).toEqual({
    game: '1',
    ply: '0',
    fen: game.startFen,
    move_san: '',
    move_uci: '',
    clock: '',
    eval_pawns: '',
    eval_mate: '',
  });
  expect(rows[2]).toEqual({
    game: '1',
    ply: '2',
    fen: game.moves[1].fen,
    move_san: 'e5',
    move_uci: 'e7e5',
    clock: '179.5',
    eval_pawns: '',
    eval_mate: '-3',
  });
});

test('--to parquet: an independent reader finds the same rows and values', async () => {
  const file = join(dir, 'games.parquet');
  expect(run(['pgn', 'convert', input, '--to', 'parquet', '-o', file]).status).toBe(1);
  const rows = await parquetReadObjects({ file: new Uint8Array(readFileSync(file)).buffer });
  expect(rows).toHaveLength(3);
  rows.forEach((row, k) => {
    const game = reference[k];
    expect(row.game).toBe(BigInt(k + 1));
    for (const [tag, value] of Object.entries(game.headers)) expect(row[tag]).toBe(value);
    expect(row.ply_count).toBe(game.moves.length);
    expect(row.moves_san).toEqual(game.moves.map((m) => m.san));
    expect(row.moves_uci).toEqual(game.moves.map(uci));
    expect(row.final_fen).toBe(game.moves.at(-1).fen);
  });
  expect(rows[0]).toMatchObject({
    Event: 'Rated, "blitz"',
    SetUp: null,
    clocks: [180, 179.5, null, null, null, null, null],
    eval_pawns: [0.17, null, null, null, null, null, null],
    eval_mate: [null, -3, null, null, null, null, null],
    error: null,
    other_tags: null,
  });
  expect(rows[1]).toMatchObject({ clocks: null, moves_uci: ['a7a8q', 'a1b1', '0000', 'b1c1'] });
  expect(rows[2].error).toMatch(/chess\.san\.illegal/);
});

test('--to parquet on standard output: a row group per batch of the input, game numbers running on; --games: per 10,000 games', async () => {
  const many = join(dir, 'many-games.pgn');
  writeFileSync(many, '[Event "e"]\n\n1. e4 { [%clk 0:01:00] } e5 *\n\n'.repeat(10001));
  // Batches of about 100 kB (the default is 8 MiB): four, read by two worker threads, each
  // encoding its row group; the game numbers are the file's.
  const env = { ...process.env, BOARDNOTATION_BATCH_BYTES: '100000' };
  const convert = async (args) => {
    const result = run(['pgn', 'convert', many, '--to', 'parquet', ...args], {
      encoding: 'buffer',
      maxBuffer: 1 << 28,
      env,
    });
    expect(result.status).toBe(0);
    const bytes = new Uint8Array(result.stdout).buffer;
    const groups = parquetMetadata(bytes).row_groups.map((g) => Number(g.num_rows));
    return { groups, rows: await parquetReadObjects({ file: bytes, columns: ['game', 'line', 'clocks'] }) };
  };
  const batched = await convert(['--jobs', '2']);
  expect(batched.groups.length).toBeGreaterThan(2);
  expect(batched.groups.reduce((a, b) => a + b)).toBe(10001);
  expect(batched.rows.map((r) => r.game)).toEqual(Array.from({ length: 10001 }, (_, k) => BigInt(k + 1)));
  expect(batched.rows[10000]).toEqual({ game: 10001n, line: 40001n, clocks: [60, null] });
  // Games given one by one (--games): a row group per 10,000; the same rows.
  const selected = await convert(['--games', '1..']);
  expect(selected.groups).toEqual([10000, 1]);
  expect(selected.rows).toEqual(batched.rows);

  const positions = join(dir, 'positions.parquet');
  run(['pgn', 'convert', input, '--to', 'parquet', '--positions', '-o', positions]);
  const read = await parquetReadObjects({ file: new Uint8Array(readFileSync(positions)).buffer });
  expect(read).toHaveLength(reference.reduce((n, g) => n + g.moves.length + 1, 0));
  expect(read[1]).toEqual({
    game: 1n,
    ply: 1,
    fen: reference[0].moves[0].fen,
    move_san: 'e4',
    move_uci: 'e2e4',
    clock: 180,
    eval_pawns: 0.17,
    eval_mate: null,
  });
});

test('--to parquet: row groups encoded in worker threads hold every column as one thread writes it', async () => {
  // The games above 40 times (an illegal move, a FEN, clocks, a tag some games have), in
  // batches of about 1 kB read by three threads, against the same games given one by one
  // (--games 1..: one row group encoded in one thread).
  const repeated = join(dir, 'repeated.pgn');
  writeFileSync(repeated, `${text}\n`.repeat(40));
  const env = { ...process.env, BOARDNOTATION_BATCH_BYTES: '1000' };
  const convert = async (args) => {
    const file = join(dir, `repeated-${args.join('')}.parquet`);
    expect(run(['pgn', 'convert', repeated, '--to', 'parquet', '-o', file, ...args], { env }).status).toBe(1);
    const bytes = new Uint8Array(readFileSync(file)).buffer;
    return { groups: parquetMetadata(bytes).row_groups.length, rows: await parquetReadObjects({ file: bytes }) };
  };
  const batched = await convert(['--jobs', '3']);
  const whole = await convert(['--games', '1..']);
  expect(batched.groups).toBeGreaterThan(10);
  expect(whole.groups).toBe(1);
  expect(batched.rows).toHaveLength(120);
  expect(batched.rows).toEqual(whole.rows);
});

test('--to parquet: an evaluation of -0.00 is 0, whatever else the row group holds', async () => {
  // The writer's dictionary takes -0 and 0 for one value: unless -0 is made 0 first, the 0.00
  // after it would come back as -0 (and -0 as 0 in another row group).
  const file = join(dir, 'zero.parquet');
  const zero = join(dir, 'zero.pgn');
  writeFileSync(zero, '[Event "z"]\n\n1. e4 { [%eval -0.00] } e5 { [%eval 0.00] } 2. Nf3 { [%eval 0.10] } *\n');
  expect(run(['pgn', 'convert', zero, '--to', 'parquet', '-o', file]).status).toBe(0);
  const [row] = await parquetReadObjects({ file: new Uint8Array(readFileSync(file)).buffer });
  expect(row.eval_pawns.map((v) => Object.is(v, 0))).toEqual([true, true, false]);
});

test('no games: a CSV header alone, a Parquet file of no rows (a shard may hold no game)', async () => {
  expect(run(['pgn', 'convert', '-', '--to', 'csv'], { input: '' }).stdout).toMatch(
    /^game,line,Event,[^\n]*error\r\n$/,
  );
  const file = join(dir, 'empty.parquet');
  expect(run(['pgn', 'convert', '-', '--to', 'parquet', '-o', file], { input: '' }).status).toBe(0);
  const bytes = new Uint8Array(readFileSync(file)).buffer;
  expect(parquetMetadata(bytes).num_rows).toBe(0n);
  expect(await parquetReadObjects({ file: bytes })).toEqual([]);
});

test('an unknown --to names the columnar formats too', () => {
  expect(run(['pgn', 'convert', input, '--to', 'xlsx']).stderr).toMatch(/jsonl, fens, pgn, csv, parquet/);
});
