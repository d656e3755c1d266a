// Reading PGN archives with the CLI: files joined from exports (a byte order mark at each join),
// --jobs (worker threads, output in input order, byte-identical to one thread) and --range
// (shards that cover a file read each game once). The --range property is checked in-process on
// many random cuts (no process per shard), and through the CLI a few times.
const { spawnSync } = require('node:child_process');
const { mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { Pgn } = require('boardnotation/pgn');

const binDir = require.resolve('boardnotation/package.json').replace('package.json', 'bin/');
const bin = `${binDir}boardnotation.cjs`;
const { gameBatches, rangeBatch, withFile } = require(`${binDir}pgn-batches.cjs`);
const { workBatch } = require(`${binDir}pgn-work.cjs`);

const run = (args, env = {}) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
const dir = mkdtempSync(join(tmpdir(), 'bn-pgn-archive-'));
const BOM = '\uFEFF';

// A little archive with what makes game boundaries hard: CRLF lines, a game with an illegal
// move, tolerated spellings (warnings), comments and variations, a game that starts on the line
// of the result before it, games without tags after a blank line, a join with its byte order
// mark, a Latin-1 tag value, '%' escape lines.
function archive() {
  const parts = [];
  for (let k = 0; k < 12; k++) {
    parts.push(
      `[Event "e${k}"]\n[White "W${k}"]\n[Result "1-0"]\n\n1. e4 {open [%clk 0:01:00]} e5 (1... c5 2. Nf3) 2. Nf3 Nc6 1-0\n\n`,
    );
    parts.push(`[Event "crlf${k}"]\r\n\r\n1. d4 d5 2. c4 $1 *\r\n\r\n`);
    if (k % 3 === 0) parts.push(`[Event "bad${k}"]\n\n1. e4 e5 2. Ke3 *\n\n`);
    if (k % 4 === 1) parts.push(`[Event "spelled${k}"]\n\n1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. o-o o-o 5. d3 ½-½\n\n`);
    if (k % 4 === 2) parts.push(`[Event "x${k}"]\n\n1. c4 0-1 [Event "same line ${k}"]\n\n1. b3 *\n\n`);
    if (k % 4 === 3) parts.push(`1. e4 e5 2. Nf3\n\n1. d4 d5 *\n\n% an escape line\n`);
    if (k % 5 === 4) parts.push(`${BOM}[Event "joined ${k}"]\n\n1. g3 g6 *\n`);
  }
  const text = Buffer.from(parts.join(''), 'utf8');
  const latin1 = Buffer.from('[Event "Caf\xe9"]\n\n1. e4 *\n\n', 'latin1');
  return Buffer.concat([text.subarray(0, text.length >> 1), latin1, text.subarray(text.length >> 1)]);
}

const file = join(dir, 'archive.pgn');
writeFileSync(file, archive());

test('a byte order mark at a join is skipped with a warning, and the game after it is read', () => {
  const joined = `${BOM}[Event "a"]\n\n1. e4 e5 1-0\n${BOM}[Event "b"]\n\n1. d4 d5 *\n`;
  const { games } = Pgn.parse(joined);
  expect(games.map((g) => g.headers.Event)).toEqual(['a', 'b']);
  expect(games[1].ok).toBe(true);
  expect(games[1].diagnostics).toMatchObject([{ code: 'pgn.joined_bom', severity: 'warning', line: 4, column: 1 }]);
  expect(games[0].diagnostics).toEqual([]); // the file's own mark is no join
  const joinedFile = join(dir, 'joined.pgn');
  writeFileSync(joinedFile, joined);
  const check = run(['pgn', 'check', joinedFile, '--warnings', '-l', 'es']);
  expect(check).toMatchObject({ status: 0, stderr: '' });
  expect(check.stdout).toBe(
    `${joinedFile}: 2 games, 4 moves, 0 with errors, 1 warnings\n${joinedFile}:4:1: warning: Una marca de orden de bytes (U+FEFF) empieza la partida en la línea 4, columna 1, como donde se unieron archivos PGN en uno; se omite. (pgn.joined_bom)\n`,
  );
});

test('Pgn.createReader({ line, column }): a piece of a file reports where it is in the file', () => {
  const piece = '[Event "x"]\n\n1. e4 e5 2. Ke3 *\n';
  const at = (options) => {
    const reader = Pgn.createReader(options);
    const [game] = [...reader.push(piece), ...reader.end()];
    return { line: game.line, diagnostic: game.diagnostics[0] };
  };
  expect(at({})).toMatchObject({ line: 1, diagnostic: { line: 3, column: 13 } });
  const moved = at({ line: 40, column: 7, language: 'es' });
  expect(moved).toMatchObject({ line: 40, diagnostic: { line: 42, column: 13 } });
  expect(moved.diagnostic.message).toBe("'Ke3' no es una jugada legal en esta posición.");
  // On its first line, columns count from where the piece starts.
  const reader = Pgn.createReader({ line: 5, column: 7 });
  const [game] = [...reader.push('1. e4 Ke7 e5 *'), ...reader.end()];
  expect(game.diagnostics[0]).toMatchObject({ line: 5, column: 13 });
  for (const bad of [{ line: 0 }, { column: 1.5 }]) expect(() => Pgn.createReader(bad)).toThrow(RangeError);
});

test('--jobs N writes what --jobs 1 writes, for every output, with the same exit code', () => {
  // Batches of a few hundred bytes: the little archive is cut into many (the default is 256 KiB).
  const small = { BOARDNOTATION_BATCH_BYTES: '400' };
  for (const args of [
    ['check', '--warnings'],
    ['convert', '--to', 'jsonl'],
    ['convert', '--to', 'fens'],
    ['convert', '--to', 'pgn'],
    ['convert', '--to', 'csv'],
    ['convert', '--to', 'csv', '--positions'],
    ['index', '--to', 'jsonl'],
  ]) {
    const one = run(['pgn', ...args, file, '--jobs', '1']);
    const three = run(['pgn', ...args, file, '--jobs', '3'], small);
    expect(three.stderr).toBe(one.stderr);
    expect(three.stdout).toBe(one.stdout);
    expect(three.status).toBe(one.status);
    expect(one.stdout.length).toBeGreaterThan(1000);
  }
  expect(run(['pgn', 'check', file, '--jobs', '0']).stderr).toMatch(/^boardnotation: --jobs must be a whole number/);
});

test('--jobs N writes the Parquet file --jobs 1 writes, byte for byte (a row group per batch either way)', () => {
  // Row groups follow the batches of the input, whatever the number of threads: with the same
  // batch size, the same bytes.
  const small = { BOARDNOTATION_BATCH_BYTES: '400' };
  const binary = (args) =>
    spawnSync(process.execPath, [bin, ...args], { env: { ...process.env, ...small }, maxBuffer: 1 << 26 });
  for (const extra of [[], ['--positions'], ['--tags', 'White,Event']]) {
    const one = binary(['pgn', 'convert', file, '--to', 'parquet', ...extra, '--jobs', '1']);
    const three = binary(['pgn', 'convert', file, '--to', 'parquet', ...extra, '--jobs', '3']);
    expect(three.stderr.toString()).toBe(one.stderr.toString());
    expect(three.status).toBe(one.status);
    expect(one.stdout.length).toBeGreaterThan(1000);
    expect(Buffer.compare(three.stdout, one.stdout)).toBe(0);
  }
});

test('the batches (Parquet row groups) do not depend on how the input arrives: a file, gzip, pieces', async () => {
  // A file is read in 1 MiB pieces, gzip gives 16 KiB ones, a generator whatever it yields:
  // where a piece ends must not move a cut, or the same games would make another file.
  const big = Buffer.concat(Array.from({ length: 12 }, () => archive()));
  const plain = join(dir, 'pieces.pgn');
  writeFileSync(plain, big);
  writeFileSync(`${plain}.gz`, require('node:zlib').gzipSync(big));
  const env = { ...process.env, BOARDNOTATION_BATCH_BYTES: '3000' };
  const parquet = (path) =>
    spawnSync(process.execPath, [bin, 'pgn', 'convert', path, '--to', 'parquet', '--jobs', '2'], { env }).stdout;
  const fromFile = parquet(plain);
  expect(fromFile.length).toBeGreaterThan(10000);
  expect(Buffer.compare(parquet(`${plain}.gz`), fromFile)).toBe(0);
  // In-process: the same cuts whatever the pieces (997 bytes to 40 kB).
  const cutsOf = async (pieceSize) => {
    async function* pieces() {
      for (let at = 0; at < big.length; at += pieceSize) yield big.subarray(at, at + pieceSize);
    }
    const offsets = [];
    for await (const batch of gameBatches(pieces(), { size: 3000 })) offsets.push(batch.offset);
    return offsets;
  };
  const whole = await cutsOf(big.length);
  expect(whole.length).toBeGreaterThan(10);
  for (const size of [997, 4096, 16384, 40000]) expect(await cutsOf(size)).toEqual(whole);
});

test('--jobs with csv: rows made by the workers keep tag names that are Object.prototype keys as data', () => {
  // The workers' rows cross by structured clone, which gives every object a prototype: a game
  // without the tag "constructor" would then have a function in that column.
  const tagged = join(dir, 'prototype-tags.pgn');
  const games = [];
  for (let k = 0; k < 40; k++)
    games.push(k % 2 ? `[Event "e${k}"]\n\n1. e4 *\n\n` : `[Event "e${k}"]\n[constructor "c${k}"]\n\n1. d4 *\n\n`);
  writeFileSync(tagged, games.join(''));
  const one = run(['pgn', 'convert', tagged, '--to', 'csv', '--jobs', '1']);
  const two = run(['pgn', 'convert', tagged, '--to', 'csv', '--jobs', '2'], { BOARDNOTATION_BATCH_BYTES: '100' });
  expect(two.stdout).toBe(one.stdout);
  expect(one.stdout).not.toMatch(/function/);
});

// The convert output and errors of the games in [start, end) of `bytes`, as the CLI makes them.
function shard(start, end, values) {
  const batch = withFile(file, (fd) => rangeBatch(fd, [start, end], 'en'));
  if (batch === null) return { text: '', errors: [], games: 0 };
  return workBatch('convert', batch.bytes, batch, values, file);
}

test('--range: shards cut anywhere cover the file, each game once (random cuts)', () => {
  const bytes = readFileSync(file);
  const values = { language: 'en', to: 'jsonl' };
  const whole = workBatch('convert', bytes, { line: 1, column: 1 }, values, file);
  expect(whole.games).toBeGreaterThan(40);
  expect(whole.errors.length).toBeGreaterThan(3);
  let seed = 37;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let attempt = 0; attempt < 25; attempt++) {
    const cuts = [...new Set(Array.from({ length: 1 + (attempt % 6) }, () => Math.floor(random() * bytes.length)))];
    const bounds = [0, ...cuts.sort((a, b) => a - b), bytes.length];
    const shards = bounds.slice(1).map((end, k) => shard(bounds[k], end, values));
    expect(shards.map((s) => s.text).join('')).toBe(String(whole.text));
    expect(shards.flatMap((s) => s.errors)).toEqual(whole.errors);
    expect(shards.reduce((n, s) => n + s.games, 0)).toBe(whole.games);
  }
});

test('--jobs batches: cut anywhere the index allows, their readings add up to the whole (in-process)', async () => {
  const bytes = readFileSync(file);
  const values = { language: 'en', to: 'jsonl' };
  const whole = workBatch('convert', bytes, { line: 1, column: 1 }, values, file);
  for (const [size, piece] of [
    [1, 7],
    [100, 64],
    [333, 1000],
    [2000, 4096],
  ]) {
    async function* chunks() {
      for (let at = 0; at < bytes.length; at += piece) yield bytes.subarray(at, at + piece);
    }
    const results = [];
    for await (const batch of gameBatches(chunks(), { size, language: 'en' }))
      results.push(workBatch('convert', batch.bytes, batch, values, file));
    expect(results.length).toBeGreaterThan(1);
    expect(results.map((r) => r.text).join('')).toBe(String(whole.text));
    expect(results.flatMap((r) => r.errors)).toEqual(whole.errors);
  }
});

test('--jobs batches of archive size: cut where the index of the whole input would cut them, comments with tag lines too', async () => {
  // Batches past 64 KiB are cut by indexing only the bytes around each cut (pgn-batches.cjs
  // cutAfter), from a line that starts with '[' before it: here long comments full of such
  // lines (and a '{' inside a comment) sit where those reads begin, and the cuts must be the
  // ones of the rule over the index of the whole input: the first game start at a line start
  // `size` bytes or more past the batch's start.
  const fake = (k) => `\n[Event "not a game ${k}"]\n[Site "inside a comment"]\n\n1. e4 e5 *\n`;
  const longComment = `[Event "long"]\n\n1. e4 { a '{' in a comment${Array.from({ length: 4000 }, (_, k) => fake(k)).join('')} end of the comment } 1-0\n\n`;
  const parts = [];
  for (let k = 0; k < 60; k += 1) parts.push(archive(), Buffer.from(k % 6 === 0 ? longComment : ''));
  const bytes = Buffer.concat(parts);
  const size = 100000;
  const starts = Pgn.index(bytes, { language: 'en' })
    .map((e) => e.offset)
    .filter((at) => at > 0 && (bytes[at - 1] === 10 || bytes[at - 1] === 13));
  const expected = [0];
  for (const at of starts) if (at - expected[expected.length - 1] >= size) expected.push(at);
  expect(expected.length).toBeGreaterThan(8);
  const values = { language: 'en', to: 'fens' };
  const whole = workBatch('convert', bytes, { line: 1, column: 1 }, values, file);
  for (const piece of [65536, 1 << 20]) {
    async function* chunks() {
      for (let at = 0; at < bytes.length; at += piece) yield bytes.subarray(at, at + piece);
    }
    const batches = [];
    for await (const batch of gameBatches(chunks(), { size, language: 'en' })) batches.push(batch);
    expect(batches.map((b) => b.offset)).toEqual(expected);
    const results = batches.map((batch) => workBatch('convert', batch.bytes, batch, values, file));
    expect(results.map((r) => r.text).join('')).toBe(String(whole.text));
    expect(results.flatMap((r) => r.errors)).toEqual(whole.errors);
  }
  // --range reads back from its start the same way: shards cut inside those comments still
  // read each game once.
  const commented = join(dir, 'commented.pgn');
  writeFileSync(commented, bytes);
  const inComments = [];
  for (let at = bytes.indexOf('not a game 3000'); at !== -1; at = bytes.indexOf('not a game 3000', at + 1))
    inComments.push(at);
  expect(inComments.length).toBeGreaterThan(5);
  const bounds = [0, ...inComments, bytes.length];
  const shards = bounds.slice(1).map((end, k) => {
    const batch = withFile(commented, (fd) => rangeBatch(fd, [bounds[k], end], 'en'));
    return batch === null ? { text: '', errors: [] } : workBatch('convert', batch.bytes, batch, values, commented);
  });
  const wholeFile = workBatch('convert', bytes, { line: 1, column: 1 }, values, commented);
  expect(shards.map((r) => r.text).join('')).toBe(String(wholeFile.text));
  expect(shards.flatMap((r) => r.errors)).toEqual(wholeFile.errors);
});

test('--range through the CLI: check, convert and index of two shards add up to the file', () => {
  const size = readFileSync(file).length;
  const middle = String(Math.floor(size / 2));
  const whole = run(['pgn', 'convert', file, '--to', 'fens', '--jobs', '1']);
  const first = run(['pgn', 'convert', file, '--to', 'fens', '--range', `0:${middle}`]);
  const second = run(['pgn', 'convert', file, '--to', 'fens', '--range', `${middle}:`]);
  expect(first.stdout + second.stdout).toBe(whole.stdout);
  expect(first.stderr + second.stderr).toBe(whole.stderr);
  const rows = (out) =>
    out
      .trim()
      .split('\n')
      .map((l) => ({ ...JSON.parse(l), number: 0 }));
  const index = rows(run(['pgn', 'index', file, '--to', 'jsonl']).stdout);
  const halves = [`0:${middle}`, `${middle}:${size}`].map((r) =>
    rows(run(['pgn', 'index', file, '--to', 'jsonl', '--range', r]).stdout),
  );
  expect([...halves[0], ...halves[1]]).toEqual(index);
  for (const bad of ['10', '5:2', 'a:b']) {
    expect(run(['pgn', 'check', file, '--range', bad]).stderr).toMatch(/^boardnotation: --range/);
  }
  expect(run(['pgn', 'check', '-', '--range', '0:10']).stderr).toMatch(/--range needs a file/);
});

// Whether a program is on the PATH (the CLI needs zstd and bzip2 for those formats).
const has = (program) => spawnSync(program, ['--version'], { stdio: 'ignore' }).error === undefined;

test('compressed input (gzip, zstd, bzip2) is recognised by its first bytes and read as a stream', () => {
  const { gzipSync } = require('node:zlib');
  const plain = readFileSync(file);
  const whole = run(['pgn', 'convert', file, '--to', 'fens', '--jobs', '1']);
  const compressed = [['gzip', 'archive.data', gzipSync(plain)]];
  for (const [program, name] of [
    ['zstd', 'archive.zst-but-named.txt'],
    ['bzip2', 'archive.bz'],
  ]) {
    if (!has(program)) continue;
    const made = spawnSync(program, ['-c'], { input: plain });
    compressed.push([program, name, made.stdout]);
  }
  expect(compressed.length).toBeGreaterThanOrEqual(has('zstd') ? 2 : 1);
  for (const [program, name, bytes] of compressed) {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    const jobs = program === 'zstd' ? ['--jobs', '2'] : ['--jobs', '1'];
    const read = run(['pgn', 'convert', path, '--to', 'fens', ...jobs], { BOARDNOTATION_BATCH_BYTES: '4000' });
    expect(read.stdout).toBe(whole.stdout);
    expect(read.stderr).toBe(whole.stderr.replaceAll(file, path));
    expect(run(['pgn', 'check', path, '--range', '0:100']).stderr).toMatch(
      new RegExp(`--range cannot read ${program}-compressed input`),
    );
  }
  // Damaged data: an error that says so, not a crash or a silent partial result.
  const broken = join(dir, 'broken.gz');
  writeFileSync(broken, Buffer.concat([gzipSync(plain).subarray(0, 200), Buffer.alloc(50, 7)]));
  const damaged = run(['pgn', 'check', broken]);
  expect(damaged.status).toBe(1);
  expect(damaged.stderr).toMatch(/broken\.gz: the gzip data cannot be decompressed/);
});

test('--jobs keeps the pipe behaviour: a reader that stops early ends the command quietly', () => {
  const clean = join(dir, 'clean.pgn');
  writeFileSync(clean, '[Event "e"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n'.repeat(300));
  const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} pgn convert ${JSON.stringify(clean)} --to jsonl --jobs 2 | head -c 10; exit "\${PIPESTATUS[0]}"`;
  const result = spawnSync('bash', ['-c', command], {
    encoding: 'utf8',
    env: { ...process.env, BOARDNOTATION_BATCH_BYTES: '400' },
  });
  expect(result).toMatchObject({ status: 0, stdout: '{"headers"', stderr: '' });
});
