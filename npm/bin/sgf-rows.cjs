// What `sgf convert` writes about one SGF file: a record per game tree (or one for a file that
// cannot be read, with its error), or with --positions a record per node of each tree's main
// line (columns: columnar/go-table.cjs). Everything Go comes from the core: the trees and their
// charsets from Sgf.parse, the diagnostics from Sgf.validate, each node's move, captures,
// ko point and player to move from the replay the viewer draws (sgfReplayTrees), with the HEN of
// the main line's positions written by the core in the same call, the SGF point from the core's
// writer, the komi from sgfKomi. Nothing here knows a rule of Go, nor builds a board.
'use strict';

const api = require('../dist/core-go.node.cjs').load();
const { pointName } = require('../dist/go-points.cjs');
const { INFO_PROPERTIES } = require('./columnar/go-table.cjs');

const { Sgf, sgfReplayTrees, sgfKomi, goEngine } = api;
const INFO = new Set(INFO_PROPERTIES);

// "line:column: message (code)", as pgn convert's error column.
const describe = (d) => (d ? `${d.line}:${d.column}: ${d.message} (${d.code})` : null);

// A property's values as text (escapes removed); several values (which game-info properties
// should not have) joined by ", ".
const decoded = (values) => values.map((raw) => Sgf.decodeText(raw)).join(', ');

// The diagnostics of each tree: those at or after its start and before the next tree's.
function diagnosticsOf(trees, diagnostics) {
  const starts = trees.map((t) => [t.line, t.column]);
  const before = (d, [line, column]) => d.line < line || (d.line === line && d.column < column);
  return trees.map((_, k) =>
    diagnostics.filter(
      (d) => (k === 0 || !before(d, starts[k])) && (k + 1 === trees.length || before(d, starts[k + 1])),
    ),
  );
}

// Walks the main line of a replayed tree (the root, then each node's first child: in the
// replay's document order, nodes 0 to mainLineLength − 1, as the core counts them), calling
// visit(facts, index on the line) for each node; returns the last node's facts.
function walkMainLine(replayed, visit) {
  let facts = null;
  for (let i = 0; i < replayed.mainLineLength; i++) {
    facts = replayed.node(i);
    visit(facts, i);
  }
  return facts;
}

const sgfPoint = (move) => (move.pass ? '' : goEngine.sgfPoint(move));
const gtpPoint = (move, height) => (move.pass ? 'pass' : pointName(height, move.row, move.col));

// A game record with no values but its file's name.
const blankRecord = (file) => ({
  file,
  tree: null,
  charset: null,
  info: {},
  otherProperties: null,
  width: null,
  height: null,
  komi: null,
  moveCount: null,
  colors: null,
  movesSgf: null,
  movesGtp: null,
  finalHen: null,
  capturesBlack: null,
  capturesWhite: null,
  error: null,
  warning: null,
  warningCount: 0,
});

function gameRecord(file, k, tree, replayed, notes) {
  const properties = tree.root.properties;
  const info = {};
  const other = {};
  let anyOther = false;
  for (const [id, values] of Object.entries(properties)) {
    if (INFO.has(id)) info[id] = decoded(values);
    else {
      other[id] = values;
      anyOther = true;
    }
  }
  const errors = notes.filter((d) => d.severity === 'error');
  const warnings = notes.filter((d) => d.severity === 'warning');
  const record = {
    ...blankRecord(file),
    tree: k + 1,
    charset: tree.charset,
    info,
    otherProperties: anyOther ? JSON.stringify(other) : null,
    error: describe(errors[0]),
    warning: describe(warnings[0]),
    warningCount: warnings.length,
  };
  if (info.KM !== undefined) {
    const komi = sgfKomi(info.KM, info.AP ?? '', info.RU ?? '').points;
    record.komi = Number.isNaN(komi) ? null : komi;
  }
  // A tree the core cannot replay (a game other than Go, a board over 25 x 25): no moves.
  if (!replayed?.ok) return record;
  const colors = [];
  const movesSgf = [];
  const movesGtp = [];
  const last = walkMainLine(replayed, ({ move }) => {
    if (!move) return;
    colors.push(move.colour);
    movesSgf.push(sgfPoint(move));
    movesGtp.push(gtpPoint(move, replayed.height));
  });
  return Object.assign(record, {
    width: replayed.width,
    height: replayed.height,
    moveCount: movesSgf.length,
    colors: colors.join(''),
    movesSgf,
    movesGtp,
    finalHen: replayed.hens[0],
    capturesBlack: last.captures.black,
    capturesWhite: last.captures.white,
  });
}

function positionRecords(file, k, replayed, records) {
  if (!replayed?.ok) return;
  walkMainLine(replayed, (facts, node) => {
    const { move } = facts;
    records.push({
      file,
      tree: k + 1,
      node,
      moveNumber: facts.moveNumber,
      color: move ? move.colour : null,
      moveSgf: move ? sgfPoint(move) : null,
      moveGtp: move ? gtpPoint(move, replayed.height) : null,
      hen: replayed.hens[node],
      capturesBlack: facts.captures.black,
      capturesWhite: facts.captures.white,
    });
  });
}

/**
 * The records of one file (`bytes`, named `file`): { games, records, error }. `games`: the
 * file's game rows (its trees, or 1 for a file that cannot be read); `records`: the game
 * records, or with `positions` the position records, each with `gameIndex`, its game among the
 * file's (from 0); `error`: the file's first error as "line:column: message (code)", or null.
 */
function fileRecords(file, bytes, { positions, strict, language }) {
  const options = { strict: Boolean(strict), language };
  const { ok, errors, warnings } = Sgf.validate(bytes, options);
  if (!ok) {
    const first = errors[0] ?? { line: 1, column: 1, message: 'not SGF', code: 'sgf.syntax' };
    const record = {
      ...blankRecord(file),
      error: describe(first),
      warning: describe(warnings[0]),
      warningCount: warnings.length,
      gameIndex: 0,
    };
    return { games: 1, records: positions ? [] : [record], error: first };
  }
  const trees = Sgf.parse(bytes, options);
  const replays = sgfReplayTrees(bytes, { hens: positions ? 'mainLine' : 'last' }) ?? [];
  const records = [];
  if (positions) {
    trees.forEach((_, k) => {
      const from = records.length;
      positionRecords(file, k, replays[k], records);
      for (let r = from; r < records.length; r++) records[r].gameIndex = k;
    });
  } else {
    const notes = diagnosticsOf(trees, [...errors, ...warnings]);
    trees.forEach((tree, k) => records.push({ ...gameRecord(file, k, tree, replays[k], notes[k]), gameIndex: k }));
  }
  return { games: trees.length, records, error: null };
}

module.exports = { fileRecords };
