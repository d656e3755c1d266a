// The distributed runs of docs/archives.md, on a real engine: Debian's Dask (python3-distributed,
// installed by scripts/setup.sh) with a local scheduler and two worker processes. PGN: byte
// ranges cut anywhere, each converted with `--range`; SGF: lists of files. The union of the
// Parquet parts must equal the single-process result game for game (compare-parquet.mjs prints
// "N passed, M failed" and exits 1 on a mismatch, which fails execFileSync here). The inputs are
// the fixtures, so that a clone alone runs them; `tests/distributed/*.py` without arguments
// runs the same on ../shared/corpus.
const { execFileSync } = require('node:child_process');
const { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const python = (script, args) =>
  execFileSync('/usr/bin/python3', [path.join(root, 'tests/distributed', script), ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

let dir;
beforeAll(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'bn-distributed-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('PGN: five byte-range shards on a Dask cluster hold the games of one process', () => {
  const fixtures = path.join(root, 'tests/fixtures/pgn');
  const files = readdirSync(fixtures).filter((name) => name.endsWith('.pgn'));
  const text = Buffer.concat(files.map((name) => readFileSync(path.join(fixtures, name))));
  const input = path.join(dir, 'fixtures.pgn');
  // Three copies: cuts fall in tags, movetext and comments of every kind of game.
  writeFileSync(input, Buffer.concat([text, text, text]));
  const out = python('dask_shards.py', [input, '--shards', '5']);
  expect(out).toMatch(/on 2 worker processes/);
  expect(out).toMatch(/games: (\d+) in one process, \1 in 5 parts/);
  expect(out).toMatch(/1 passed, 0 failed/);
}, 60000);

test('SGF: three shards of files on a Dask cluster hold the games of one process', () => {
  const out = python('dask_sgf.py', [path.join(root, 'tests/fixtures/sgf'), '--shards', '3']);
  expect(out).toMatch(/on 2 worker processes/);
  expect(out).toMatch(/games: (\d+) in one process, \1 in 3 parts/);
  expect(out).toMatch(/1 passed, 0 failed/);
}, 60000);
