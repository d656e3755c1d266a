// `boardnotation sgf convert FILES|DIR --to jsonl|csv|parquet`: archives of SGF files as a table,
// a row per game tree (or per node of its main line: --positions). The files are found as
// `sgf format|parse` finds them (sgf-files.cjs: directories recursively, sorted by name; what
// is not SGF skipped with a warning), cut into batches of about BATCH_BYTES (the same batches
// whatever --jobs is), and each batch read and encoded by the format in this thread or one of
// --jobs − 1 worker threads: its rows (sgf-rows.cjs) as a Parquet row group, CSV
// or JSON lines, every column but the game_id, which this thread gives as it appends the
// batches in input order. So the output is the same bytes for any --jobs, and memory holds a
// few batches, not the archive.
'use strict';

const { readFileSync, statSync } = require('node:fs');
const { jobCount, runOrdered } = require('./jobs.cjs');
const { sgfFiles } = require('./sgf-files.cjs');
const { goGameLayout, goPositionLayout } = require('./columnar/go-table.cjs');

const WRITERS = {
  jsonl: () => require('./columnar/jsonl.cjs'),
  csv: () => require('./columnar/csv.cjs'),
  parquet: () => require('./columnar/parquet.cjs'),
};

// A batch: files up to about 1 MiB of SGF (some 300 to 500 games of a server's archive), at
// most MAX_FILES of them: a Parquet row group each, and enough batches in a few megabytes for
// every core. With --positions, 128 KiB: a game's main line is some 250 rows, and a batch of
// 1 MiB (about 140,000 rows with their HEN) held 470 MiB at its peak. BOARDNOTATION_BATCH_BYTES
// sets the size instead (tests: several batches of a few small files).
const BATCH_BYTES = 1 << 20;
const POSITION_BATCH_BYTES = 1 << 17;
const MAX_FILES = 2000;

const layoutOf = (values) => (values.positions ? goPositionLayout() : goGameLayout());

/** The batches of the SGF files of `paths`: { paths, notes } (notes: the skip warnings met before them). */
function* fileBatches(paths, values) {
  const size = Number(process.env.BOARDNOTATION_BATCH_BYTES) || (values.positions ? POSITION_BATCH_BYTES : BATCH_BYTES);
  let notes = '';
  let batch = [];
  let bytes = 0;
  for (const path of sgfFiles(paths, (line) => (notes += line))) {
    batch.push(path);
    bytes += statSync(path).size;
    if (bytes >= size || batch.length >= MAX_FILES) {
      yield { paths: batch, notes };
      notes = '';
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0 || notes !== '') yield { paths: batch, notes };
}

/**
 * Reads and encodes one batch of inputs ({ path } or { name, bytes }): { part (the format's
 * encoding of the rows), gameOf (each row's game among the batch's, from 0), games (the batch's
 * game rows), stderr, failed, notes }.
 */
async function encodeBatch(inputs, values, notes = '') {
  const { fileRecords } = require('./sgf-rows.cjs');
  const records = [];
  const gameOf = [];
  let games = 0;
  let stderr = '';
  for (const input of inputs) {
    const name = input.name ?? input.path;
    let bytes = input.bytes;
    if (bytes === undefined) {
      try {
        bytes = readFileSync(input.path);
      } catch (error) {
        stderr += `boardnotation: ${name}: cannot read the file (${error.code ?? error.message})\n`;
        continue;
      }
    }
    const result = fileRecords(name, bytes, values);
    for (const record of result.records) {
      records.push(record);
      gameOf.push(games + record.gameIndex);
    }
    games += result.games;
    if (result.error) stderr += `${name}:${result.error.line}:${result.error.column}: ${result.error.message}\n`;
  }
  const part = records.length > 0 ? await WRITERS[values.to]().encode(layoutOf(values), records) : null;
  return { part, gameOf: Int32Array.from(gameOf), games, stderr, failed: stderr !== '', notes };
}

// A batch of files as fileBatches cuts them (runOrdered's message), encoded: in this thread or a
// worker (sgf-convert-worker.cjs).
function encodeFiles({ paths, notes }, options) {
  return encodeBatch(
    paths.map((path) => ({ path })),
    options,
    notes,
  );
}

// The options the workers need.
const workOptions = (values) => ({
  to: values.to,
  positions: Boolean(values.positions),
  strict: Boolean(values.strict),
  language: values.language,
});

/** Converts the SGF files of `paths` (or standard input: '-') and writes the table to `out`. */
async function convertFiles(paths, values, out) {
  if (!Object.hasOwn(WRITERS, values.to))
    throw new TypeError(`--to must be one of: ${Object.keys(WRITERS).join(', ')}${values.to ? '' : ' (required)'}`);
  const jobs = jobCount(values.jobs);
  // A path that is not there fails before the output is opened (no file of a Parquet header alone).
  for (const path of paths) {
    if (path === '-') continue;
    try {
      statSync(path);
    } catch (error) {
      throw new TypeError(`${path}: cannot read the file (${error.code ?? error.message})`);
    }
  }
  const options = workOptions(values);
  const format = await WRITERS[values.to]().open(out, values);
  await format.start(layoutOf(values));
  let games = 0;
  const take = async (result) => {
    if (result.notes) process.stderr.write(result.notes);
    if (result.stderr) process.stderr.write(result.stderr);
    if (result.failed) process.exitCode = 1;
    const first = games + 1;
    games += result.games;
    if (result.gameOf.length > 0)
      await format.append(
        result.part,
        Array.from(result.gameOf, (n) => first + n),
      );
  };
  if (paths.length === 1 && paths[0] === '-') {
    await take(await encodeBatch([{ name: '<stdin>', bytes: readFileSync(0) }], options));
  } else {
    async function* messages() {
      for (const batch of fileBatches(paths, values)) yield { message: batch };
    }
    // This thread encodes batches too (all of them with --jobs 1), with jobs − 1 workers.
    const here = (batch) => encodeFiles(batch, options);
    const file = require.resolve('./sgf-convert-worker.cjs');
    await runOrdered(messages(), { jobs, file, workerData: { values: options }, here }, take);
  }
  await format.end();
}

const command = {
  summary: 'SGF files or directories -> a table of games (or positions): JSON lines, CSV or Parquet',
  help: `Reads SGF files (several, or directories read recursively: files that are not SGF are
skipped with a warning) and writes one row per game tree: the file, the game's number in it,
the charset it was decoded from, the game-info properties of the root (SZ, KM, HA, RU, RE,
PB, PW, BR, WR, DT, EV, RO, PC, GN, TM, OT, SO, US, AN, CP, GC, ON, BT, WT, GM, FF, CA, AP;
the others as JSON), the board size and komi, the main line's moves (colours, SGF points,
board coordinates such as D4 or "pass"), its final position as HEN and the captures, as the
core replays it, and the file's first error and warning (the columns: docs/archives.md).
A file that cannot be read is a row with its error (and reported on standard error; the exit
code is then 1).

Options:
  --to <jsonl|csv|parquet>
                          output format (required); parquet needs the package
                          hyparquet-writer
  --positions             one row per node of each main line instead (game_id, file, game,
                          node, move number, colour, move, the position as HEN, captures)
  --strict                refuse malformed SGF that the default reading repairs
  --jobs <N>              threads (default: the machine's cores): this one and N - 1 workers;
                          the output is the same bytes, in the same order, as with --jobs 1
                          (batches of files read and encoded by the threads, a Parquet row
                          group each)
  --files-from <file>     also read the files listed in <file>, one path per line ("-":
                          standard input), after those named (archives too big for a
                          command line; a shard's list of files)`,
  input: 'stream',
  operand: '[file|dir|-]...',
  options: {
    to: { type: 'string' },
    positions: { type: 'boolean' },
    strict: { type: 'boolean' },
    jobs: { type: 'string' },
  },
  stream: (input, values, out) => convertFiles([input.path ?? '-'], values, out),
  many: (paths, values, out) => convertFiles(paths, values, out),
};

module.exports = { command, encodeFiles };
