// The columns of `sgf convert --to jsonl|csv|parquet`: the table of Go games (one row per game
// tree) and of positions (--positions: one row per node of a tree's main line). Layouts as
// table.cjs makes them for PGN, so that the same writers (csv.cjs, parquet.cjs, jsonl.cjs) write
// them: the first column (game_id) counts the games of the whole input, given by the thread that
// writes the file. docs/archives.md ("Go archives") documents them.
'use strict';

// The game-info properties of the root that get a column of their own, as text (the value
// decoded: escapes and soft line breaks removed), in this order.
const INFO_PROPERTIES = [
  'SZ',
  'KM',
  'HA',
  'RU',
  'RE',
  'PB',
  'PW',
  'BR',
  'WR',
  'DT',
  'EV',
  'RO',
  'PC',
  'GN',
  'TM',
  'OT',
  'SO',
  'US',
  'AN',
  'CP',
  'GC',
  'ON',
  'BT',
  'WT',
  'GM',
  'FF',
  'CA',
  'AP',
];

const GAME_ID = { name: 'game_id', type: 'int64', required: true, value: (r) => r.game };
const WHERE = [
  { name: 'file', type: 'string', required: true, value: (r) => r.file },
  { name: 'game', type: 'int32', value: (r) => r.tree },
];

const GAME_COLUMNS = [
  GAME_ID,
  ...WHERE,
  { name: 'charset', type: 'string', value: (r) => r.charset },
  ...INFO_PROPERTIES.map((id) => ({ name: id, type: 'string', value: (r) => r.info?.[id] ?? null })),
  { name: 'other_properties', type: 'string', value: (r) => r.otherProperties },
  { name: 'width', type: 'int32', value: (r) => r.width },
  { name: 'height', type: 'int32', value: (r) => r.height },
  { name: 'komi', type: 'double', value: (r) => r.komi },
  { name: 'move_count', type: 'int32', value: (r) => r.moveCount },
  { name: 'move_colors', type: 'string', value: (r) => r.colors },
  { name: 'moves_sgf', type: 'list:string', value: (r) => r.movesSgf },
  { name: 'moves_gtp', type: 'list:string', value: (r) => r.movesGtp },
  { name: 'final_hen', type: 'string', value: (r) => r.finalHen },
  { name: 'captures_black', type: 'int32', value: (r) => r.capturesBlack },
  { name: 'captures_white', type: 'int32', value: (r) => r.capturesWhite },
  { name: 'error', type: 'string', value: (r) => r.error },
  { name: 'warning', type: 'string', value: (r) => r.warning },
  { name: 'warning_count', type: 'int32', value: (r) => r.warningCount },
];

const POSITION_COLUMNS = [
  GAME_ID,
  ...WHERE,
  { name: 'node', type: 'int32', required: true, value: (r) => r.node },
  { name: 'move_number', type: 'int32', required: true, value: (r) => r.moveNumber },
  { name: 'color', type: 'string', value: (r) => r.color },
  { name: 'move_sgf', type: 'string', value: (r) => r.moveSgf },
  { name: 'move_gtp', type: 'string', value: (r) => r.moveGtp },
  { name: 'hen', type: 'string', value: (r) => r.hen },
  { name: 'captures_black', type: 'int32', required: true, value: (r) => r.capturesBlack },
  { name: 'captures_white', type: 'int32', required: true, value: (r) => r.capturesWhite },
];

// No tag set: every property has its column or goes to other_properties (records: sgf-rows.cjs).
const goGameLayout = () => ({ tagSet: new Set(), columns: GAME_COLUMNS });
const goPositionLayout = () => ({ tagSet: new Set(), columns: POSITION_COLUMNS });

module.exports = { goGameLayout, goPositionLayout, INFO_PROPERTIES };
