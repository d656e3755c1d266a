// `boardnotation sgf convert FILES|DIR --to jsonl|csv|parquet`, run as users run it (a child
// process) on a folder of small SGF files: the rows checked against the library's own reading
// of the same files (Sgf.parse, Hen.sgf2hen), the same bytes for any --jobs (batches of a few
// tens of bytes, so that two threads share the work), the Parquet read back with hyparquet (a
// reader independent of the writer) with the values of the JSON lines.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { Hen } from 'boardnotation/hen';
import { Sgf } from 'boardnotation/sgf';

const require = createRequire(import.meta.url);
const bin = require.resolve('boardnotation/package.json').replace('package.json', 'bin/boardnotation.cjs');
// Batches of about 60 bytes: the folder below is several batches, a Parquet row group each.
const env = { ...process.env, BOARDNOTATION_BATCH_BYTES: '60' };
const run = (args, options = {}) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env, maxBuffer: 1 << 26, ...options });

const dir = mkdtempSync(join(tmpdir(), 'bn-sgf-convert-'));
const folder = join(dir, 'archive');
mkdirSync(join(folder, 'sub'), { recursive: true });
// A capture (White's stone at B2 of a 5 x 5 board taken by Black), a pass, a handicap game with
// komi, two game trees in one file, a variation (not on the main line), escapes in a value, a
// file in ISO-8859-1 without CA, one in GB18030, one cut short (repaired, with a warning), one
// that is no SGF at all (named .sgf: its row with the error) and one that is not SGF (skipped).
const files = {
  'a-capture.sgf': '(;GM[1]FF[4]SZ[5]PB[Black \\] one]PW[White]RE[B+R]KM[6.5];B[ab];W[bb];B[cb];W[aa];B[bc];W[];B[ba])',
  'b-two-trees.sgf': '(;SZ[9]HA[2]AB[cc][gg]PB[x];W[ee](;B[dd])(;B[ff]))\n(;SZ[9]PW[second];B[aa];W[ii])',
  'c-latin1.sgf': Buffer.from('(;SZ[9]PB[caf\xe9];B[ee])', 'latin1'),
  'sub/d-gb18030.sgf': Buffer.from([
    ...Buffer.from('(;SZ[9]PB['),
    0xc0,
    0xee,
    0xca,
    0xc0,
    0xca,
    0xaf,
    ...Buffer.from('];B[ee];W[dd])'),
  ]),
  'sub/e-cut.sgf': '(;SZ[9];B[ee];W[cc]',
  'sub/f-broken.sgf': 'no game in here',
  'sub/g-notes.txt': 'not a game',
  'sub/h-no-extension': '\n(;SZ[13]EV[plain];B[dd];W[jj])',
};
for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
// The game table as JSON lines, made once (by the first test) and compared by the others.
let gameTable = null;
const gameRows = () => (gameTable ??= run(['sgf', 'convert', folder, '--to', 'jsonl', '--jobs', '1']));
const jsonl = (text) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

test('--to jsonl: the same bytes and messages for --jobs 1 and 2; one row per game tree, in file order', () => {
  const one = gameRows();
  const two = run(['sgf', 'convert', folder, '--to', 'jsonl', '--jobs', '2']);
  expect(two).toMatchObject({ status: one.status, stdout: one.stdout, stderr: one.stderr });
  expect(one.status).toBe(1); // the broken file
  expect(one.stderr).toContain(`${join(folder, 'sub', 'g-notes.txt')}: warning: skipped, not an SGF file`);
  expect(one.stderr).toMatch(new RegExp(`f-broken\\.sgf:1:1: No SGF game tree found`));
  const rows = jsonl(one.stdout);
  expect(rows.map((r) => [r.file.slice(folder.length + 1), r.game])).toEqual([
    ['a-capture.sgf', 1],
    ['b-two-trees.sgf', 1],
    ['b-two-trees.sgf', 2],
    ['c-latin1.sgf', 1],
    ['sub/d-gb18030.sgf', 1],
    ['sub/e-cut.sgf', 1],
    ['sub/f-broken.sgf', null],
    ['sub/h-no-extension', 1],
  ]);
  expect(rows.map((r) => r.game_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

  const [capture, handicap, second, latin1, gb, cut, broken] = rows;
  expect(capture).toMatchObject({
    charset: 'UTF-8',
    PB: 'Black ] one',
    PW: 'White',
    RE: 'B+R',
    KM: '6.5',
    komi: 6.5,
    GM: '1',
    width: 5,
    height: 5,
    move_count: 7,
    move_colors: 'BWBWBWB',
    moves_sgf: ['ab', 'bb', 'cb', 'aa', 'bc', '', 'ba'],
    moves_gtp: ['A4', 'B4', 'C4', 'A5', 'B3', 'pass', 'B5'],
    captures_black: 2, // B4 by B3, then A5 by B5
    captures_white: 0,
    error: null,
    warning: null,
    warning_count: 0,
    other_properties: null,
  });
  expect(handicap).toMatchObject({ HA: '2', moves_sgf: ['ee', 'dd'], other_properties: '{"AB":["cc","gg"]}' });
  expect(second).toMatchObject({ PW: 'second', PB: null, moves_gtp: ['A9', 'J1'] });
  expect(latin1).toMatchObject({ charset: 'ISO-8859-1', PB: 'café', warning_count: 1 });
  expect(latin1.warning).toMatch(/^1:1: .*\(sgf\.charset_latin1\)$/);
  expect(gb).toMatchObject({ charset: 'GB18030', PB: '李世石', moves_gtp: ['E5', 'D6'] });
  expect(cut.warning).toMatch(/sgf\.truncated_game_tree/);
  expect(broken).toMatchObject({ game: null, charset: null, moves_sgf: null, final_hen: null });
  expect(broken.error).toMatch(/^1:1: No SGF game tree found.*\(sgf\.\w+\)$/);

  // The final position and the properties, as the library reads the same files.
  for (const row of rows.filter((r) => r.game === 1)) {
    const bytes = readFileSync(row.file);
    expect(row.final_hen).toBe(Hen.sgf2hen(bytes, Infinity));
    const tree = Sgf.parse(bytes)[0];
    for (const id of ['PB', 'PW', 'SZ', 'EV']) {
      const values = tree.root.properties[id];
      expect(row[id]).toBe(values ? Sgf.decodeText(values[0]) : null);
    }
  }
  expect(second.final_hen).toBe(Hen.sgf2hen('(;SZ[9]PW[second];B[aa];W[ii])', Infinity));
});

test('--to parquet: read back, the same rows and values as the JSON lines; --jobs 1 and 2 the same file', async () => {
  const expected = jsonl(gameRows().stdout);
  const files = [1, 2].map((jobs) => join(dir, `games-${jobs}.parquet`));
  files.forEach((file, k) => {
    expect(run(['sgf', 'convert', folder, '--to', 'parquet', '-o', file, '--jobs', String(k + 1)]).status).toBe(1);
  });
  expect(readFileSync(files[1]).equals(readFileSync(files[0]))).toBe(true);
  const bytes = new Uint8Array(readFileSync(files[0])).buffer;
  expect(parquetMetadata(bytes).row_groups.length).toBeGreaterThan(2); // a row group per batch
  const rows = await parquetReadObjects({ file: bytes });
  expect(rows).toHaveLength(expected.length);
  expect(rows.map((r) => ({ ...r, game_id: Number(r.game_id) }))).toEqual(expected);
});

test('--to csv: a header of the columns, one RFC 4180 row per game tree', () => {
  const result = run(['sgf', 'convert', join(folder, 'a-capture.sgf'), join(folder, 'b-two-trees.sgf'), '--to', 'csv']);
  expect(result.status).toBe(0);
  const lines = result.stdout.split('\r\n');
  expect(lines[0]).toMatch(/^game_id,file,game,charset,SZ,KM,HA,RU,RE,PB,PW,.*,GM,FF,CA,AP,other_properties,width,/);
  expect(lines).toHaveLength(4 + 1); // header, three trees, the empty string after the last CRLF
  expect(lines[1]).toContain(',Black ] one,White,');
  expect(lines[2]).toContain(',"{""AB"":[""cc"",""gg""]}",');
  expect(lines[1]).toContain(',ab bb cb aa bc  ba,A4 B4 C4 A5 B3 pass B5,');
});

test('--positions: one row per node of each main line, the last one the game table’s final position', () => {
  const games = jsonl(gameRows().stdout);
  const one = run(['sgf', 'convert', folder, '--to', 'jsonl', '--positions', '--jobs', '1']);
  const two = run(['sgf', 'convert', folder, '--to', 'jsonl', '--positions', '--jobs', '2']);
  expect(two.stdout).toBe(one.stdout);
  const positions = jsonl(one.stdout);
  // A main line of N moves has N + 1 nodes here (no node without a move but the root); the
  // broken file has no positions but keeps its game_id.
  expect(positions).toHaveLength(games.reduce((n, g) => n + (g.move_count === null ? 0 : g.move_count + 1), 0));
  for (const game of games.filter((g) => g.move_count !== null)) {
    const line = positions.filter((p) => p.game_id === game.game_id);
    expect(line.map((p) => p.node)).toEqual(Array.from({ length: game.move_count + 1 }, (_, k) => k));
    expect(line.at(-1).hen).toBe(game.final_hen);
    expect(line.slice(1).map((p) => p.move_gtp)).toEqual(game.moves_gtp);
    expect(line.at(-1)).toMatchObject({ captures_black: game.captures_black, file: game.file, game: game.game });
  }
  expect(positions[0]).toMatchObject({ game_id: 1, node: 0, move_number: 0, color: null, move_sgf: null });
  expect(positions.some((p) => p.game_id === 7)).toBe(false); // the broken file
  expect(positions.filter((p) => p.game_id === 8)).toHaveLength(3);
});

test('standard input, --strict, a --to that is not a table, a path that is not there', () => {
  const piped = run(['sgf', 'convert', '-', '--to', 'jsonl'], { input: '(;SZ[9];B[ee];W[cc]' });
  expect(piped.status).toBe(0);
  expect(jsonl(piped.stdout)[0]).toMatchObject({ file: '<stdin>', game: 1, moves_gtp: ['E5', 'C7'] });
  const strict = run(['sgf', 'convert', '-', '--to', 'jsonl', '--strict'], { input: '(;SZ[9];B[ee];W[cc]' });
  expect(strict.status).toBe(1);
  expect(jsonl(strict.stdout)[0]).toMatchObject({ game: null, moves_gtp: null });
  expect(jsonl(strict.stdout)[0].error).toMatch(/never closed/);
  expect(run(['sgf', 'convert', folder, '--to', 'pgn']).stderr).toMatch(/--to must be one of: jsonl, csv, parquet/);
  // A path that is not there: an error, and no output file (not a Parquet header alone).
  const out = join(dir, 'never.parquet');
  const missing = run(['sgf', 'convert', join(dir, 'no-such-folder'), '--to', 'parquet', '-o', out]);
  expect(missing.status).toBe(1);
  expect(missing.stderr).toMatch(/no-such-folder: cannot read the file \(ENOENT\)/);
  expect(existsSync(out)).toBe(false);
});
