// What `pgn check` and `pgn convert` do with each game, shared by the one-thread reading
// (pgn.cjs) and the batches of games that workers read (--jobs, --range: pgn-worker.cjs), so
// that both give the same bytes.
'use strict';

const { Pgn } = require('../dist/pgn.cjs');
const { readRows } = require('./columnar/records.cjs');
const { encodeBatch } = require('./columnar/sink.cjs');
const { jsonPieces } = require('../dist/json-text.cjs');

// The bytes handed to a reader at a time. It gives every game a piece completes at once: the
// games of a big piece (hundreds, with their moves' objects) outlived the garbage collector's
// young generation, and collecting them was a third of the CPU time of `--to jsonl`; in pieces
// of 64 KiB, 30% less CPU time (bench/results/archive.md).
const PUSH = 1 << 16;

function describe(name, d) {
  return `${name}:${d.line}:${d.column}: ${d.severity}: ${d.message} (${d.code})`;
}

// `pgn check`'s counts, added to game by game.
function checkTally() {
  return { games: 0, moves: 0, broken: 0, warnings: 0, lines: [] };
}

function tallyGame(tally, game, values, name) {
  tally.games += 1;
  const count = [game.moves];
  while (count.length > 0) {
    const line = count.pop();
    tally.moves += line.length;
    for (const m of line) count.push(...m.variations);
  }
  if (!game.ok) tally.broken += 1;
  for (const d of game.diagnostics) {
    if (d.severity === 'warning') tally.warnings += 1;
    if (d.severity === 'error' || values.warnings) tally.lines.push(describe(name, d));
  }
}

function addTally(into, from) {
  into.games += from.games;
  into.moves += from.moves;
  into.broken += from.broken;
  into.warnings += from.warnings;
  for (const line of from.lines) into.lines.push(line);
}

function mainLineFens(game) {
  return [game.startFen, ...game.moves.map((m) => m.fen)];
}

// `pgn convert --to X`: a game's text, or its pieces (an iterable).
function formatOf(values) {
  const formats = {
    // In pieces, at any depth: JSON.stringify overflows its stack on variations nested about
    // 880 deep (json-text.cjs).
    jsonl: (game) => [...jsonPieces(game), '\n'],
    fens: (game) => `${mainLineFens(game).join('\n')}\n\n`,
    pgn: (game) => `${Pgn.stringify(game, { language: values.language })}\n`,
  };
  const format = formats[values.to];
  // csv and parquet are written by columnar/ (pgn.cjs), in the main thread.
  if (!format) throw new TypeError(`--to must be one of: ${[...Object.keys(formats), 'csv', 'parquet'].join(', ')}`);
  return format;
}

// The reader of the games `pgn convert --to X` writes. For jsonl and pgn, which write every
// move and comment, with the FEN of every move written by the core and plain objects (fen:
// 'eager'): the same JSON as the lazy moves' toJSON and getters give, at a sixth less CPU time
// (bench/results/archive.md). fens reads the main line's FENs only, and `check` none: they keep
// the lazy default (eager made every comment's objects and every FEN: fens was slower).
const EAGER = new Set(['jsonl', 'pgn']);
const readConverted = (values) => (options) =>
  Pgn.createReader(EAGER.has(values.to) ? { ...options, fen: 'eager' } : options);

// The line `pgn convert` reports a game with errors by (on standard error); rowError the same
// for a row of csv and parquet (columnar/records.cjs), which holds the first error only.
function convertError(name, game) {
  return rowError(name, { error: game.diagnostics.find((x) => x.severity === 'error') });
}
function rowError(name, row) {
  const d = row.error;
  return `${name}:${d.line}:${d.column}: ${d.message}`;
}

/**
 * Reads one batch of whole games (`bytes`, whose first byte is at line `at.line`, column
 * `at.column` of the file, so that diagnostics and their messages say where they are in it) and
 * does `command`'s work on each: for check the tally, for convert the output text and the error
 * lines, for table (convert --to csv|parquet, whose file the main thread writes) the games' rows
 * encoded in the format, all but their game numbers (columnar/sink.cjs encodeBatch, with the tag
 * columns `tags`: a promise then) and the error lines. A game past the size limit stops the
 * batch: `tooLarge` then says where, as the one-thread reading reports it.
 */
function workBatch(command, bytes, at, values, name, tags) {
  const { line, column } = at;
  const options = { language: values.language, strict: Boolean(values.strict), line, column };
  const reader =
    command === 'table'
      ? readRows({ ...options, fens: Boolean(values.positions) })
      : command === 'convert'
        ? readConverted(values)(options)
        : Pgn.createReader(options);
  // What each game gives, as it is read (check: the tally; convert: the text; table: the rows,
  // encoded together at the end).
  const tally = checkTally();
  const rows = [];
  const pieces = [];
  const errors = [];
  const format = command === 'convert' ? formatOf(values) : null;
  let count = 0;
  const take = (game) => {
    count += 1;
    if (command === 'check') tallyGame(tally, game, values, name);
    else if (command === 'table') {
      rows.push(game);
      if (!game.ok) errors.push(rowError(name, game));
    } else if (!game.ok) errors.push(convertError(name, game));
    else {
      const text = format(game);
      if (typeof text === 'string') pieces.push(text);
      else for (const piece of text) pieces.push(piece);
    }
  };
  let tooLarge = null;
  try {
    // In pieces of PUSH bytes, each piece's games used and let go at once (see PUSH).
    for (let at = 0; at < bytes.length; at += PUSH)
      for (const game of reader.push(bytes.subarray(at, at + PUSH))) take(game);
    for (const game of reader.end()) take(game);
  } catch (error) {
    if (error.code !== 'pgn.game_too_large') throw error;
    for (const game of error.games) take(game);
    tooLarge = { message: error.message, line: error.line, column: error.column };
  }
  if (command === 'check') return { tally, tooLarge, games: count };
  if (command === 'table')
    return encodeBatch(values, tags, rows).then((table) => ({ ...table, errors, tooLarge, games: count }));
  // As bytes: a buffer moves to the main thread without a copy (jobs.cjs serve), and its memory
  // is freed when written, where a long string lingered in the main thread's heap.
  return { text: Buffer.from(pieces.join('')), errors, tooLarge, games: count };
}

module.exports = {
  describe,
  checkTally,
  tallyGame,
  addTally,
  formatOf,
  convertError,
  rowError,
  readConverted,
  workBatch,
  PUSH,
};
