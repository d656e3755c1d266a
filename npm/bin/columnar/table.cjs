// The columns of `pgn convert --to csv|parquet`: one table layout that both writers follow, so a
// CSV file and a Parquet file of the same input have the same columns in the same order. Each
// column has a name, a type (what Parquet stores; CSV writes it as text, csv.cjs) and how to get
// its value from a record (records.cjs). docs/pgn.md ("Columnar output") documents them.
'use strict';

// Types: 'int64', 'int32', 'double', 'string', and lists of 'string', 'double', 'int32'
// ('list:string', ...). Every column but the game number and the counts may be null.

// The columns after the tag columns, one row per game. Their names are lower case with an
// underscore, so that no tag (PGN tag names start with a capital letter by convention) has the
// same name; a tag whose name equals one of them ignoring case (for SQL engines, which ignore
// case) goes to other_tags.
const GAME_COLUMNS = [
  { name: 'other_tags', type: 'string', value: (r, layout) => otherTags(r.headers, layout) },
  { name: 'movetext_result', type: 'string', value: (r) => r.result },
  { name: 'ply_count', type: 'int32', required: true, value: (r) => r.plies },
  { name: 'moves_san', type: 'list:string', value: (r) => r.san },
  { name: 'moves_uci', type: 'list:string', value: (r) => r.uci },
  { name: 'start_fen', type: 'string', value: (r) => r.startFen },
  { name: 'final_fen', type: 'string', value: (r) => r.finalFen },
  { name: 'clocks', type: 'list:double', value: (r) => r.clocks },
  { name: 'eval_pawns', type: 'list:double', value: (r) => r.evalPawns },
  { name: 'eval_mate', type: 'list:int32', value: (r) => r.evalMate },
  { name: 'error', type: 'string', value: (r) => r.error },
];
const LEADING = [
  { name: 'game', type: 'int64', required: true, value: (r) => r.game },
  { name: 'line', type: 'int64', required: true, value: (r) => r.line },
];
const RESERVED = new Set([...LEADING, ...GAME_COLUMNS].map((c) => c.name.toLowerCase()));

// One row per position (--positions).
const POSITION_COLUMNS = [
  { name: 'game', type: 'int64', required: true, value: (r) => r.game },
  { name: 'ply', type: 'int32', required: true, value: (r) => r.ply },
  { name: 'fen', type: 'string', value: (r) => r.fen },
  { name: 'move_san', type: 'string', value: (r) => r.san },
  { name: 'move_uci', type: 'string', value: (r) => r.uci },
  { name: 'clock', type: 'double', value: (r) => r.clock },
  { name: 'eval_pawns', type: 'double', value: (r) => r.evalPawns },
  { name: 'eval_mate', type: 'int32', value: (r) => r.evalMate },
];

// The Seven Tag Roster, always a column (in this order) unless --tags names the columns.
const SEVEN_TAG_ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'];

// The tags not given a column, as a JSON object in the order of the game's tag pairs; null when
// there are none.
function otherTags(headers, layout) {
  const rest = {};
  let any = false;
  for (const [name, value] of Object.entries(headers)) {
    if (layout.tagSet.has(name)) continue;
    rest[name] = value;
    any = true;
  }
  return any ? JSON.stringify(rest) : null;
}

/**
 * The columns of the game table for these tag columns (names, in order; a name equal to one of
 * the fixed columns ignoring case is left out: its value stays in other_tags).
 */
function gameLayout(tagNames) {
  const tags = [...new Set(tagNames)].filter((t) => !RESERVED.has(t.toLowerCase()));
  const layout = { tagSet: new Set(tags), columns: null };
  layout.columns = [
    ...LEADING,
    ...tags.map((t) => ({ name: t, type: 'string', value: (r) => r.headers[t] ?? null })),
    ...GAME_COLUMNS,
  ];
  return layout;
}

/**
 * The tag columns chosen from the first records of a stream: the Seven Tag Roster, then every
 * other tag in the order first seen.
 */
function tagsSeen(records) {
  const names = new Set(SEVEN_TAG_ROSTER);
  for (const r of records) for (const name of Object.keys(r.headers)) names.add(name);
  return [...names];
}

const positionLayout = () => ({ tagSet: new Set(), columns: POSITION_COLUMNS });

module.exports = { gameLayout, positionLayout, tagsSeen, SEVEN_TAG_ROSTER };
