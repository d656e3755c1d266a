// `pgn convert --to csv|parquet`: from the games' rows (records.cjs, readRows) to the file, in
// input order. Rows become records (records.cjs), the columns are decided (table.cjs), and each
// batch of records is encoded by the format (csv.cjs, parquet.cjs: encode, every column but the
// game number) and appended to the output (append: the game numbers, then the bytes), so memory
// holds one batch, whatever the size of the input. Two ways in:
// - openTable: the batches of games that pgn.cjs cuts the input into (--jobs, and --jobs 1 too),
//   each read and encoded by encodeBatch, in a worker thread with --jobs: a Parquet row group
//   per batch (about BATCH_BYTES of PGN), the same file whatever the number of threads;
// - openSink: games given one by one (--games, --range, UTF-16 input), a row group per
//   GAME_BATCH games (POSITION_BATCH positions).
//
// The tag columns must be known before the first row is written (a CSV header, a Parquet
// schema), and a stream cannot know every tag of the file before its end: with --tags they are
// the tags named; otherwise the Seven Tag Roster and every tag seen in the first FIRST_GAMES
// games (openTable: as the header index reads them, before any batch is encoded). Tags first
// seen later go to the other_tags column (JSON).
'use strict';

const { gameRecord, positionRecords } = require('./records.cjs');
const { gameLayout, positionLayout, tagsSeen } = require('./table.cjs');

const FIRST_GAMES = 1000;
// Rows per batch of openSink: a Parquet row group. Positions are small rows, ~80 per game.
const GAME_BATCH = 10000;
const POSITION_BATCH = 100000;
const CSV_BATCH = 1000;
// PGN bytes per batch of openTable (a Parquet row group): about 1,000 games of an online export
// with clocks and evaluations, 300 of engine games; 1 MiB (about 20,000 positions) with
// --positions. Big enough for Parquet's encodings, small enough that a thread holds little and
// that a few hundred megabytes make enough batches for every core. 4 MiB rather than 8: with
// two cores the first batch reaches the worker sooner and the last ones end closer together
// (--jobs 2 about 4% faster), and memory is a quarter lower, for a file 1.3% bigger
// (bench/results/archive.md).
const BATCH_BYTES = 4 << 20;
const POSITION_BATCH_BYTES = 1 << 20;

const WRITERS = {
  csv: () => require('./csv.cjs'),
  parquet: () => require('./parquet.cjs'),
};

// The options `pgn convert` takes for these formats.
const options = { positions: { type: 'boolean' }, tags: { type: 'string' } };

const isColumnar = (to) => Object.hasOwn(WRITERS, to);

function splitTags(text) {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

// The layout that the options fix (--positions, --tags), or null: then the first games decide.
function fixedLayout(values) {
  if (values.positions) return positionLayout();
  return values.tags !== undefined ? gameLayout(splitTags(values.tags)) : null;
}

// Records of `rows`, numbered from `number`.
function recordsOf(values, rows, number) {
  const records = [];
  rows.forEach((row, k) => {
    if (values.positions) for (const r of positionRecords(row, number + k)) records.push(r);
    else records.push(gameRecord(row, number + k));
  });
  return records;
}

const gameNumbers = (records) => Int32Array.from(records, (r) => r.game);

/**
 * Encodes the rows of one batch of games (readRows) for openTable's append: { part, gameOf },
 * the format's bytes and the number of each record's game in the batch (from 0). `tags`: the tag
 * columns (openTable's tags), null with --positions.
 */
async function encodeBatch(values, tags, rows) {
  const layout = tags === null ? positionLayout() : gameLayout(tags);
  const records = recordsOf(values, rows, 0);
  return { part: await WRITERS[values.to]().encode(layout, records), gameOf: gameNumbers(records) };
}

/**
 * The table of `values.to` written to `out` (output.cjs) from batches of games: tagsFrom(entries)
 * decides the tag columns from the header index's entries of the first games (Pgn.index; null
 * until it has seen FIRST_GAMES of them, or at the end of the input: `last`), append(batch)
 * writes what encodeBatch made of a batch, end() ends the file.
 */
async function openTable(values, out) {
  const format = await WRITERS[values.to]().open(out, values);
  const fixed = fixedLayout(values);
  const headers = [];
  let layout = null;
  let games = 0;
  const start = async (chosen) => {
    layout = chosen;
    await format.start(layout);
  };
  return {
    batchBytes: values.positions ? POSITION_BATCH_BYTES : BATCH_BYTES,
    /** The tag columns for encodeBatch (null with --positions), or undefined while undecided. */
    async tagsFrom(entries, last) {
      if (layout === null) {
        if (fixed) await start(fixed);
        else {
          for (const e of entries) if (headers.length < FIRST_GAMES) headers.push({ headers: e.headers });
          if (headers.length >= FIRST_GAMES || last) await start(gameLayout(tagsSeen(headers)));
        }
      }
      if (layout === null) return undefined;
      return values.positions ? null : [...layout.tagSet];
    },
    /** A batch's encodeBatch result; `count`: its games (rows with errors too). */
    async append({ part, gameOf }, count) {
      const first = games + 1;
      games += count;
      await format.append(
        part,
        Array.from(gameOf, (n) => first + n),
      );
    },
    async end() {
      if (layout === null) await start(fixed ?? gameLayout(tagsSeen([])));
      await format.end();
    },
  };
}

/**
 * The sink for `values.to` writing to `out`, taking games one by one, or null when the format is
 * not a columnar one. `first`: the number of the first game read (--games N..: N).
 */
async function openSink(values, out, first = 1) {
  if (!isColumnar(values.to)) return null;
  const writer = WRITERS[values.to]();
  const format = await writer.open(out, values);
  const positions = Boolean(values.positions);
  let layout = fixedLayout(values);
  // CSV has no row groups: it writes a row group's worth of text at a time.
  const batchSize = values.to === 'csv' ? CSV_BATCH : positions ? POSITION_BATCH : GAME_BATCH;
  let rows = [];
  let number = first - 1;
  let started = false;

  async function flush() {
    if (!started) {
      layout ??= gameLayout(tagsSeen(rows));
      await format.start(layout);
      started = true;
    }
    if (rows.length > 0) await format.append(await writer.encode(layout, rows), gameNumbers(rows));
    rows = [];
  }

  return {
    /** Takes the next game's row (readRows); resolves when its records can be held or are written. */
    async add(row) {
      number += 1;
      for (const r of recordsOf(values, [row], number)) rows.push(r);
      if (layout === null && rows.length >= FIRST_GAMES) layout = gameLayout(tagsSeen(rows));
      if (rows.length >= batchSize) await flush();
    },
    /** Writes what is held and ends the file (a Parquet footer). */
    async end() {
      await flush();
      await format.end();
    },
  };
}

module.exports = { openSink, openTable, encodeBatch, isColumnar, options };
