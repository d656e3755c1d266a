// `pgn convert --to csv|parquet`: the sink that pgn.cjs hands every game's row to (records.cjs,
// readRows), in input order. It turns each row into its record(s) (records.cjs), decides the columns (table.cjs) and gives
// the rows in batches to the format's writer (csv.cjs, parquet.cjs), so memory holds one batch,
// whatever the size of the input.
//
// The tag columns must be known before the first row is written (a CSV header, a Parquet
// schema), and a stream cannot know every tag of the file before its end: with --tags they are
// the tags named; otherwise the Seven Tag Roster and every tag seen in the first FIRST_GAMES
// games (which are held until then). Tags first seen later go to the other_tags column (JSON).
'use strict';

const { gameRecord, positionRecords } = require('./records.cjs');
const { gameLayout, positionLayout, tagsSeen } = require('./table.cjs');

const FIRST_GAMES = 1000;
// Rows per batch: a Parquet row group. Positions are small rows, ~80 per game.
const GAME_BATCH = 10000;
const POSITION_BATCH = 100000;
const CSV_BATCH = 1000;

const WRITERS = {
  csv: () => require('./csv.cjs'),
  parquet: () => require('./parquet.cjs'),
};

// The options `pgn convert` takes for these formats.
const options = { positions: { type: 'boolean' }, tags: { type: 'string' } };

const isColumnar = (to) => Object.hasOwn(WRITERS, to);

/**
 * The sink for `values.to` writing to `out` (output.cjs), or null when the format is not a
 * columnar one. `first`: the number of the first game read (--games N..: N).
 */
async function openSink(values, out, first = 1) {
  if (!isColumnar(values.to)) return null;
  const format = await WRITERS[values.to]().open(out, values);
  const positions = Boolean(values.positions);
  let layout = positions ? positionLayout() : values.tags !== undefined ? gameLayout(splitTags(values.tags)) : null;
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
    if (rows.length > 0) await format.write(rows);
    rows = [];
  }

  return {
    /** Takes the next game's row (readRows); resolves when its records can be held or are written. */
    async add(row) {
      number += 1;
      if (positions) rows.push(...positionRecords(row, number));
      else rows.push(gameRecord(row, number));
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

function splitTags(text) {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

module.exports = { openSink, isColumnar, options };
