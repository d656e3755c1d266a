// `boardnotation pgn check|convert [file|-]`: PGN databases of any size, read in pieces by the
// streaming reader (one game at a time), with a progress bar on standard error when standard
// output is a terminal. Their output goes through the dispatcher's writer (output.cjs), awaited
// game by game: a slow reader slows the reading down instead of filling memory.
'use strict';

const { closeSync, fstatSync, openSync, readSync } = require('node:fs');
const { setTimeout: sleep } = require('node:timers/promises');
const { Pgn } = require('../dist/pgn.cjs');
const { OutputClosed } = require('./output.cjs');
const columnar = require('./columnar/sink.cjs');
const { readRows } = require('./columnar/records.cjs');
const { compressionOf, decompressed } = require('./compressed.cjs');
const { jobCount, runOrdered, startWorkers, stopWorkers } = require('./jobs.cjs');
const { gameBatches, rangeBatch, byteRange, withFile } = require('./pgn-batches.cjs');
const work = require('./pgn-work.cjs');

const CHUNK = 1 << 20;
// PGN bytes per batch of check and convert --to jsonl|fens|pgn with --jobs (csv and parquet:
// columnar/sink.cjs).
const BATCH_BYTES = 1 << 18;

// The name messages give the input: its path, or <stdin> for no file or "-" (as the other commands).
function nameOf(input) {
  return input.path === undefined || input.path === '-' ? '<stdin>' : input.path;
}

function openInput(input) {
  if (nameOf(input) === '<stdin>') return { fd: 0, name: '<stdin>', size: 0, close() {} };
  let fd;
  try {
    fd = openSync(input.path, 'r');
  } catch (error) {
    throw new TypeError(`${input.path}: cannot read the file (${error.code ?? error.message})`);
  }
  return { fd, name: input.path, size: fstatSync(fd).size, close: () => closeSync(fd) };
}

function progressBar(source) {
  if (!process.stdout.isTTY) return { update() {}, done() {} };
  let last = 0;
  const draw = (bytes, games) => {
    const width = 30;
    const share = source.size > 0 ? Math.min(1, bytes / source.size) : 0;
    const bar =
      source.size > 0 ? `[${'#'.repeat(Math.round(share * width)).padEnd(width)}] ${Math.round(share * 100)}% ` : '';
    process.stderr.write(`\r${bar}${games} games`);
  };
  return {
    update(bytes, games) {
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      draw(bytes, games);
    },
    done() {
      process.stderr.write('\r\x1b[K');
    },
  };
}

// "N..M" (games N to M, counted from 1), "N" (game N) or "N.." (from N on) -> [first, last].
function gameRange(text) {
  const match = /^(\d+)(\.\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`--games must be N, N..M or N.. (games counted from 1), not "${text}"`);
  const first = Number(match[1]);
  const last = match[2] === undefined ? first : match[3] === '' ? Infinity : Number(match[3]);
  if (first < 1 || last < first)
    throw new RangeError(`--games ${text}: the range must start at 1 or later and not end before it starts`);
  return [first, last];
}

// The whole input, decompressed.
async function readWhole(input) {
  const chunks = [];
  for await (const chunk of chunksOf(input)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

// Where a text cut out of the file at `offset` starts in it (Pgn.createReader's line and
// column): games cut out by the index are read on their own, where they are in the file.
function startOf(bytes, offset, line) {
  const lineStart = bytes.lastIndexOf(10, offset - 1) + 1;
  const before = new TextDecoder().decode(bytes.subarray(lineStart, offset)).length;
  return { line, column: before + 1 };
}

// The bytes Pgn.index's offsets count: the file's own, or for a file in UTF-16 the UTF-8 of its
// text, its byte order mark kept. The package says whether it is UTF-16 (npm/src/utf16.js
// recognises the mark): the encoding of a reading of the first two bytes.
function indexedBytes(bytes) {
  const { encoding } = Pgn.parse(bytes.subarray(0, 2));
  if (!encoding.startsWith('utf-16')) return bytes;
  return Buffer.from(new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes));
}

// The reader of games (Pgn.createReader) the one-thread readings use by default; convert reads
// them with their FENs at once (work.readConverted), csv and parquet read rows instead
// (records.cjs readRows), with the same options.
const readGames = (options) => Pgn.createReader(options);

// Calls (and awaits) onGame(game) for games first..last of the input (values.games): the index
// finds their bytes without reading the moves of the others, and only those bytes are read.
// `open` makes the reader (readGames, or readRows: then the games are rows).
async function selectedGames(input, values, onGame, open) {
  const [first, last] = gameRange(values.games);
  const bytes = indexedBytes(await readWhole(input));
  const entries = Pgn.index(bytes, { language: values.language });
  const chosen = entries.slice(first - 1, Math.min(last, entries.length));
  if (chosen.length > 0) {
    const start = chosen[0].offset;
    const end = chosen[chosen.length - 1].offset + chosen[chosen.length - 1].length;
    const at = startOf(bytes, start, chosen[0].line);
    const reader = open({ language: values.language, strict: Boolean(values.strict), ...at });
    for (const game of [...reader.push(bytes.subarray(start, end)), ...reader.end()]) await onGame(game);
  }
  return nameOf(input);
}

// Calls (and awaits) onGame(game) for every game of the input, reading it a piece at a time
// (`open`: as for selectedGames).
async function eachGame(input, values, onGame, open = readGames) {
  if (values.games !== undefined) return selectedGames(input, values, onGame, open);
  const name = nameOf(input);
  const reader = open({ language: values.language, strict: Boolean(values.strict) });
  const progress = progressBar({ size: inputSize(input) });
  let count = 0;
  try {
    for await (const chunk of chunksOf(input, { update: (bytes) => progress.update(bytes, count) })) {
      // In pieces of work.PUSH bytes, each piece's games used and let go at once (pgn-work.cjs).
      for (let at = 0; at < chunk.length; at += work.PUSH) {
        for (const game of reader.push(chunk.subarray(at, at + work.PUSH))) {
          count += 1;
          await onGame(game);
        }
      }
    }
    for (const game of reader.end()) {
      count += 1;
      await onGame(game);
    }
  } catch (error) {
    // A game past the size limit stops the reader: the games completed before it still count,
    // and the error is reported at its place in the file.
    if (error.code !== 'pgn.game_too_large') throw error;
    for (const game of error.games) await onGame(game);
    error.location = `${name}:${error.line}:${error.column}`;
    throw error;
  } finally {
    progress.done();
  }
  return name;
}

// The games of a --range shard read in this thread, one by one (for csv and parquet, whose sink
// takes rows: `open` is readRows), with the lines and columns they have in the file.
async function eachGameOfRange(input, values, onGame, open) {
  for await (const batch of batchesOf(input, values, { update() {} })) {
    const reader = open({
      language: values.language,
      strict: Boolean(values.strict),
      line: batch.line,
      column: batch.column,
    });
    for (const game of reader.push(batch.bytes)) await onGame(game);
    for (const game of reader.end()) await onGame(game);
  }
}

// The texts of games (a string, or its pieces) written to `out` WRITE_BYTES or so at a time:
// a write per piece of a game's JSON was a fifth of the CPU time of `--to jsonl --jobs 1`
// (bench/results/archive.md), and the workers of --jobs join a batch's text the same way.
const WRITE_BYTES = 1 << 16;
function gameWriter(out) {
  let pieces = [];
  let length = 0;
  const flush = async () => {
    if (pieces.length === 0) return;
    const text = pieces.join('');
    pieces = [];
    length = 0;
    await out.write(text);
  };
  return {
    flush,
    /** Takes a game's text; resolves when it is held, or written (with back-pressure). */
    add(text) {
      if (typeof text === 'string') {
        pieces.push(text);
        length += text.length;
      } else {
        for (const piece of text) {
          pieces.push(piece);
          length += piece.length;
        }
      }
      return length >= WRITE_BYTES ? flush() : undefined;
    },
  };
}

// The input's bytes as they are read (a file or standard input), a piece at a time; `progress`
// is told how many have been read.
async function* rawChunks(input, progress) {
  const source = openInput(input);
  let bytes = 0;
  try {
    for (;;) {
      const buffer = Buffer.allocUnsafe(CHUNK);
      let read;
      try {
        read = readSync(source.fd, buffer, 0, CHUNK, null);
      } catch (error) {
        // Standard input left non-blocking by another process and empty for now: wait a little
        // rather than spin.
        if (error.code === 'EAGAIN') {
          await sleep(10);
          continue;
        }
        if (error.code === 'EOF') break;
        throw error;
      }
      if (read === 0) break;
      bytes += read;
      progress.update(bytes);
      yield buffer.subarray(0, read);
    }
  } finally {
    source.close();
  }
}

// The input's bytes, decompressed if they are gzip, zstd or bzip2 (compressed.cjs).
function chunksOf(input, progress = { update() {} }) {
  return decompressed(rawChunks(input, progress), nameOf(input));
}

// The size of the input file (0 for standard input), for the progress bar.
function inputSize(input) {
  if (nameOf(input) === '<stdin>') return 0;
  const source = openInput(input);
  source.close();
  return source.size;
}

// The first bytes of the input file (none for standard input).
function headOf(input, length) {
  if (nameOf(input) === '<stdin>') return Buffer.alloc(0);
  const source = openInput(input);
  try {
    const head = Buffer.alloc(length);
    return head.subarray(0, readSync(source.fd, head, 0, length, 0));
  } finally {
    source.close();
  }
}

// Whether the file starts with a UTF-16 byte order mark: such a file is read in one thread
// (its batches would have to be decoded first; Pgn.index and the reader decode it whole).
function isUtf16(input) {
  const head = headOf(input, 2);
  return head.length === 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff));
}

// How a command reads its input: 'range' (--range: one batch of the file), 'jobs' (batches in
// this thread and worker threads) or 'one' (this thread, a game at a time).
function readingOf(input, values) {
  if (values.range !== undefined) {
    if (values.games !== undefined) throw new TypeError('--range and --games cannot be used together');
    if (nameOf(input) === '<stdin>')
      throw new TypeError('--range needs a file (byte offsets of standard input mean nothing)');
    if (isUtf16(input)) throw new TypeError(`${input.path}: --range reads UTF-8 (or Latin-1) files, not UTF-16`);
    const compression = compressionOf(headOf(input, 4));
    if (compression)
      throw new TypeError(
        `${input.path}: --range cannot read ${compression.name}-compressed input (its byte offsets are not the games'); decompress it first, or read it whole with --jobs`,
      );
    return 'range';
  }
  if (values.games !== undefined || jobCount(values.jobs) === 1 || isUtf16(input)) return 'one';
  return 'jobs';
}

// The games' batches of the input: --range's one batch, or the whole input cut into batches of
// about `size` bytes (BOARDNOTATION_BATCH_BYTES instead, for tests: many batches of a small file).
async function* batchesOf(input, values, progress, size = BATCH_BYTES) {
  if (values.range !== undefined) {
    const range = byteRange(values.range);
    const batch = withFile(input.path, (fd) => rangeBatch(fd, range, values.language));
    if (batch) yield batch;
    return;
  }
  const chosen = Number(process.env.BOARDNOTATION_BATCH_BYTES) || size;
  yield* gameBatches(chunksOf(input, progress), { size: chosen, language: values.language });
}

// The first batches of `batches` (an async iterator), read until `enough(batch, count)` (awaited;
// count: the batches read) says so or the input ends (enough(null)): `held`, whether that was
// the end (`ended`), and the iterator of all the batches, those first.
async function lookAhead(batches, enough) {
  const held = [];
  let ended = false;
  for (;;) {
    const next = await batches.next();
    if (next.done) {
      ended = true;
      await enough(null);
      break;
    }
    held.push(next.value);
    if (await enough(next.value, held.length)) break;
  }
  async function* all() {
    yield* held;
    if (ended) return;
    for (let next = await batches.next(); !next.done; next = await batches.next()) yield next.value;
  }
  return { held, ended, all: all() };
}

/**
 * Does `command`'s work (pgn-work.cjs workBatch) on each batch of the input, in this thread and
 * jobs − 1 worker threads for --jobs (in this thread alone for --range, for an input of one
 * batch, and for a table with --jobs 1), and awaits onResult(result) in the input's order. A game past the size limit ends
 * it as the one-thread reading does. `table` (command 'table': columnar/sink.cjs openTable) is
 * asked for its tag columns from the header index of the first batches before any is read.
 */
async function eachBatch(command, input, values, onResult, table = null) {
  const name = nameOf(input);
  const progress = progressBar({ size: inputSize(input) });
  let games = 0;
  const take = async (result) => {
    games += result.games;
    if (result.tooLarge) {
      const error = new Error(result.tooLarge.message);
      error.location = `${name}:${result.tooLarge.line}:${result.tooLarge.column}`;
      await onResult(result);
      throw error;
    }
    await onResult(result);
  };
  const shiftOfBatch = (b) => ({ line: b.line, column: b.column });
  const file = require.resolve('./pgn-worker.cjs');
  const workerData = {
    command,
    name,
    values: {
      language: values.language,
      strict: values.strict,
      warnings: values.warnings,
      to: values.to,
      positions: values.positions,
    },
  };
  const jobs = jobCount(values.jobs);
  const batchBytes = Number(process.env.BOARDNOTATION_BATCH_BYTES) || table?.batchBytes || BATCH_BYTES;
  // A file of two batches or more is read by this thread and jobs − 1 workers: they start now,
  // while this thread cuts the first batches (each worker's start, about a tenth of a second of
  // CPU, then overlaps).
  const early =
    values.range === undefined && jobs > 1 && inputSize(input) >= 2 * batchBytes
      ? startWorkers({ jobs: jobs - 1, file, workerData })
      : null;
  let pool = early;
  try {
    const update = { update: (bytes) => progress.update(bytes, games) };
    const source = batchesOf(input, values, update, batchBytes);
    // The tag columns, from the index of the first batches (table), and whether there is a
    // second batch: a single one is read here (no workers for a small file). When the workers
    // have started (a big file), the first batch goes to them as soon as it is cut.
    let tags;
    const { held, ended, all } = await lookAhead(source, async (batch, count) => {
      if (table && tags === undefined)
        tags = await table.tagsFrom(batch ? Pgn.index(batch.bytes, { language: values.language }) : [], batch === null);
      return (table === null || tags !== undefined) && (count >= 2 || early !== null);
    });
    const here = ({ bytes, shift }) => work.workBatch(command, bytes, shift, values, name, tags);
    const inThread = (ended && held.length < 2) || (table !== null && jobs === 1);
    if (inThread) {
      if (pool) stopWorkers(pool);
      pool = null;
      for await (const batch of all) await take(await here({ bytes: batch.bytes, shift: shiftOfBatch(batch) }));
      return;
    }
    async function* messages() {
      // A message carries a view's whole buffer: a batch that starts a buffer of its own
      // (`movable`: pgn-batches.cjs) is moved in it, another (a --range batch, one with a byte
      // of context before it) copied once and moved. The tag columns (table) go with each
      // batch: the workers start before they are known.
      for await (const batch of all) {
        const bytes = batch.movable ? batch.bytes : new Uint8Array(batch.bytes);
        yield { message: { bytes, shift: shiftOfBatch(batch), tags }, transfer: [bytes.buffer] };
      }
    }
    pool = null; // runOrdered stops them
    await runOrdered(messages(), { jobs, file, workerData, pool: early ?? undefined, here }, take);
  } finally {
    if (pool) stopWorkers(pool);
    progress.done();
  }
}

// --jobs and --range (check, convert, index).
const parallelOptions = { jobs: { type: 'string' }, range: { type: 'string' } };

const commands = {
  check: {
    input: 'stream',
    summary: 'read every game of a PGN file: games, moves, errors with line:col',
    help: `Reads every game (legal replay of every move, variations included) and prints a
summary: games, moves, games with errors, then one line per error:
file:line:column: error: message (code). Exit 1 if any game has an error.

Options:
  --strict                strict SAN (departures from canonical SAN are errors)
  --warnings              list warnings too
  --jobs <N>              threads (default: the machine's cores): this one and N - 1 workers;
                          the output is the same, in the same order, as with --jobs 1
  --range <START:END>     only the games that start in bytes START to END-1 of the file (END
                          empty: to the end); shards with ranges that cover the file read
                          each game once`,
    options: { strict: { type: 'boolean' }, warnings: { type: 'boolean' }, ...parallelOptions },
    async stream(input, values, out) {
      const tally = work.checkTally();
      let name = nameOf(input);
      if (readingOf(input, values) === 'one')
        name = await eachGame(input, values, (game) => work.tallyGame(tally, game, values, nameOf(input)));
      else await eachBatch('check', input, values, (result) => work.addTally(tally, result.tally));
      if (tally.broken > 0) process.exitCode = 1;
      const { games, moves, broken, warnings } = tally;
      await out.write(`${name}: ${games} games, ${moves} moves, ${broken} with errors, ${warnings} warnings\n`);
      for (const line of tally.lines) await out.write(`${line}\n`);
    },
  },
  convert: {
    input: 'stream',
    summary: 'PGN -> JSON lines, FEN lists, export-format PGN, CSV or Parquet (--to jsonl|fens|pgn|csv|parquet)',
    help: `Converts every game of a PGN file, one game at a time:
  --to jsonl   one JSON object per game (headers, move tree with SAN, squares, FENs, comments, NAGs)
  --to fens    the FEN of the start and after each main-line move, a blank line between games
  --to pgn     export format (Seven Tag Roster, canonical SAN, 80-column lines)
  --to csv     one row per game: tags, result, moves in SAN and UCI, final FEN, clocks,
               evaluations, first error (the columns: docs/pgn.md), RFC 4180
  --to parquet the same table in a Parquet file (needs the package hyparquet-writer)
Games with errors are left out and reported on standard error as file:line:column: message;
the exit code is then 1. In csv and parquet they are kept, their first error in a column.

Options:
  --to <jsonl|fens|pgn|csv|parquet>
                          output format (required)
  --games <N..M>          only games N to M (counted from 1; N alone, or N.. to the end),
                          found with the header index without reading the other games' moves
  --strict                strict SAN (departures from canonical SAN are errors)
  --positions             csv, parquet: one row per position instead (game, ply, FEN, move,
                          clock, evaluation)
  --tags <A,B,...>        csv, parquet: the tag columns (default: the Seven Tag Roster and the
                          tags of the first 1,000 games; the others go to other_tags as JSON)
  --jobs <N>              threads (default: the machine's cores): this one and N - 1 workers;
                          the output is the same, in the same order, as with --jobs 1 (csv
                          and parquet: the threads read and encode batches of games, a
                          Parquet row group each, and this one appends them to the file)
  --range <START:END>     only the games that start in bytes START to END-1 of the file (END
                          empty: to the end); shards with ranges that cover the file read
                          each game once`,
    options: {
      to: { type: 'string' },
      games: { type: 'string' },
      strict: { type: 'boolean' },
      ...columnar.options,
      ...parallelOptions,
    },
    async stream(input, values, out) {
      // csv and parquet of a whole file (UTF-8 or Latin-1): batches of games, read and encoded
      // in this thread and --jobs − 1 worker threads, appended here in input
      // order (columnar/sink.cjs openTable). Of --games, --range and UTF-16 input: a sink fed
      // game by game in this thread (openSink). Both keep games with errors. The other formats
      // give a game's text, or its pieces.
      const columnarTo = columnar.isColumnar(values.to);
      const batched = columnarTo && values.games === undefined && values.range === undefined && !isUtf16(input);
      const table = batched ? await columnar.openTable(values, out) : null;
      const sink =
        columnarTo && !batched
          ? await columnar.openSink(values, out, values.games === undefined ? 1 : gameRange(values.games)[0])
          : null;
      const format = columnarTo ? null : work.formatOf(values);
      const errors = [];
      let closed = null;
      try {
        const reading = readingOf(input, values);
        if (table) {
          await eachBatch(
            'table',
            input,
            values,
            async (result) => {
              for (const line of result.errors) errors.push(line);
              await table.append(result, result.games);
            },
            table,
          );
          await table.end();
        } else if (sink || reading === 'one') {
          const games = sink && reading === 'range' ? eachGameOfRange : eachGame;
          // The sink takes rows (records.cjs): the same ok, and the first error as convertError
          // writes it.
          const open = sink
            ? (options) => readRows({ ...options, fens: Boolean(values.positions) })
            : work.readConverted(values);
          const texts = gameWriter(out);
          try {
            await games(
              input,
              values,
              (game) => {
                if (!game.ok) {
                  errors.push(sink ? work.rowError(nameOf(input), game) : work.convertError(nameOf(input), game));
                  if (!sink) return undefined;
                }
                return sink ? sink.add(game) : texts.add(format(game));
              },
              open,
            );
          } catch (error) {
            // A game past the size limit: the games before it are written all the same.
            if (!(error instanceof OutputClosed)) await texts.flush();
            throw error;
          }
          await texts.flush();
          await sink?.end();
        } else {
          await eachBatch('convert', input, values, async (result) => {
            for (const line of result.errors) errors.push(line);
            if (result.text.length > 0) await out.write(result.text);
          });
        }
      } catch (error) {
        // The output's reader has gone: the games read until then are reported all the same.
        if (!(error instanceof OutputClosed)) throw error;
        closed = error;
      }
      if (errors.length > 0) {
        process.exitCode = 1;
        process.stderr.write(`${errors.join('\n')}\n`);
      }
      if (closed) throw closed;
    },
  },
};

// The index's columns: the tags asked for (default: the Seven Tag Roster but Round), then
// where the game is.
function indexRow(number, entry, tags) {
  const cells = [number, entry.line, entry.offset, entry.length, ...tags.map((t) => entry.headers[t] ?? '')];
  return cells.map((c) => String(c).replace(/[\t\n\r]/g, ' ')).join('\t');
}

// The entries of Pgn.index over a batch (pgn-batches.cjs), where they are in the file.
function batchEntries(batch, language) {
  return Pgn.index(batch.bytes, { language }).map((e) => ({
    line: e.line + batch.line - 1,
    offset: batch.offset - batch.prefix + e.offset,
    length: e.length,
    result: e.result,
    headers: e.headers,
  }));
}

// The index's entries, a list at a time: of --range's batch, of the batches of the input (at
// most a batch in memory), or of the whole file for a UTF-16 one.
async function* indexEntries(input, values) {
  const language = values.language;
  if (values.range !== undefined) readingOf(input, values);
  if (values.range === undefined && isUtf16(input)) {
    yield Pgn.index(indexedBytes(await readWhole(input)), { language });
    return;
  }
  const quiet = { update() {} };
  for await (const batch of batchesOf(input, values, quiet)) yield batchEntries(batch, language);
}

commands.index = {
  input: 'stream',
  summary: 'list every game (number, line, byte range, tags) without reading the moves',
  help: `Lists the games of a PGN file from their tag pairs only (the moves are skipped, which is
fast on any size of database): one line per game, tab-separated, after a header line:
number, line, byte offset, byte length, then the tags asked for. With --to jsonl, one JSON
object per game: { number, line, offset, length, result, headers }.
Use the numbers with "pgn convert --games N..M". The file is read a batch of games at a time.

Options:
  --tags <A,B,...>        the tag columns (default: Event,Site,Date,White,Black,Result)
  --to <tsv|jsonl>        output format (default: tsv)
  --range <START:END>     only the games that start in bytes START to END-1 (numbered from 1
                          in the range; lines and offsets are the file's)
  --jobs <N>              accepted for symmetry with check and convert: the index reads tags
                          only, in one thread`,
  options: { tags: { type: 'string' }, to: { type: 'string' }, ...parallelOptions },
  async stream(input, values, out) {
    const to = values.to ?? 'tsv';
    if (to !== 'tsv' && to !== 'jsonl') throw new TypeError('--to must be one of: tsv, jsonl');
    jobCount(values.jobs);
    const tags = (values.tags ?? 'Event,Site,Date,White,Black,Result').split(',').filter((t) => t !== '');
    let number = 0;
    const row = (e) => {
      number += 1;
      if (to === 'tsv') return indexRow(number, e, tags);
      const { line, offset, length, result, headers } = e;
      return JSON.stringify({ number, line, offset, length, result, headers: { ...headers } });
    };
    if (to === 'tsv') await out.write(`${['number', 'line', 'offset', 'length', ...tags].join('\t')}\n`);
    for await (const entries of indexEntries(input, values)) {
      if (entries.length > 0) await out.write(`${entries.map(row).join('\n')}\n`);
    }
    // As the index of no games has always been written: an empty line.
    if (to === 'jsonl' && number === 0) await out.write('\n');
  },
};

module.exports = { commands };
