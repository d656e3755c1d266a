// Rows for archives (`pgn convert --to csv|parquet`): what a table of games needs of each game,
// read straight from the layout bindings/pgn_encoder.hpp writes, without the game, move and
// comment objects of decodeDatabase (layout.js). An online export has two commands after every
// move; making each move's object, then its comments' and commands' objects only to read the
// clock and the evaluation, then collecting them, was most of the CPU time of `--to parquet`
// (bench/results/archive.md). Here the main line is walked record by record, the clock and the
// evaluation are the numbers the core read ([%clk], [%eval]: pgn/comment.cpp), and the FEN is
// formatted for the last position only (every position with `fens`).
// The values are the ones the game objects give, field for field: tests/js/pgn-rows.test.cjs
// compares the two on the fixtures.
import { DEFAULT_POSITION } from '../chess/constants.js';
import { SQUARE_NAMES } from '../chess/squares.js';
import { PACKED_SIZE, formatFen } from './fen.js';
import { MATE, PAWNS, SECONDS, SHAPES } from './comments.js';
import { GAME_RECORD, NONE, NULL_MOVE_SAN, PROMOTIONS, RECORD, RESULTS, headersObject, stringsOf } from './layout.js';

const utf8 = new TextDecoder();

// A move's UCI text (from and to squares, promotion letter; castling as the king's move) by
// the low 15 bits of its record's word 3, made once per process: most moves of an archive
// repeat a few thousand of them.
const uciTexts = new Map();
function uciOf(packed) {
  const key = packed & 0x7fff;
  let text = uciTexts.get(key);
  if (text === undefined) {
    text = `${SQUARE_NAMES[key & 63]}${SQUARE_NAMES[(key >> 6) & 63]}${PROMOTIONS[(key >> 12) & 7]}`;
    uciTexts.set(key, text);
  }
  return text;
}

// A game's row: a plain object made by a constructor (see lists.js on literals).
function GameRow(ok, line, headers, result, startFen) {
  this.ok = ok;
  this.line = line;
  this.headers = headers;
  this.result = result;
  this.startFen = startFen;
  this.san = null;
  this.uci = null;
  this.finalFen = startFen;
  this.fens = null;
  this.clocks = null;
  this.evalPawns = null;
  this.evalMate = null;
  this.error = null;
}
GameRow.prototype = Object.prototype;

// Whether the name of a command, UTF-16 units `start` to `end` of comment `id`'s text, is
// `word` (ASCII): compared on the bytes when the text is ASCII (most are), else on the text.
function commandIs(view, id, start, end, word) {
  if (end - start !== word.length) return false;
  const byteAt = id === 0 ? 0 : view.commentByteEnds[id - 1];
  const unitAt = id === 0 ? 0 : view.commentEnds[id - 1];
  if (view.commentByteEnds[id] - byteAt === view.commentEnds[id] - unitAt) {
    const bytes = view.commentStrings;
    for (let k = 0; k < word.length; k += 1) if (bytes[byteAt + start + k] !== word.charCodeAt(k)) return false;
    return true;
  }
  const text = utf8.decode(view.commentStrings.subarray(byteAt, view.commentByteEnds[id]));
  return text.slice(start, end) === word;
}

// The clock (first [%clk] with a time) and evaluation (first [%eval] with pawns or a mate) of
// the comments after the move whose extras are at `extra` in the notes, into row[k]'s lists.
function annotate(view, extra, row, k) {
  const notes = view.notes;
  const numbers = view.numbers;
  let clock = null;
  let pawns = null;
  let mate = null;
  let evaluated = false;
  const at = extra + 2 + notes[extra];
  let r = at + 1;
  for (let c = 0, count = notes[at]; c < count; c += 1) {
    const id = notes[r];
    const commandCount = notes[r + 1];
    r += 2;
    for (let m = 0; m < commandCount; m += 1) {
      const nameAt = notes[r];
      const nameEnd = notes[r + 1];
      const kind = notes[r + 4];
      r += 5;
      if (kind === SECONDS) {
        if (clock === null && commandIs(view, id, nameAt, nameEnd, 'clk')) clock = numbers[notes[r]];
        r += 1;
      } else if (kind === PAWNS || kind === MATE) {
        if (!evaluated && commandIs(view, id, nameAt, nameEnd, 'eval')) {
          evaluated = true;
          // "-0.00" reads as -0, which the Parquet writer's dictionary (a Map: -0 and 0 are one
          // key) would write as 0 or -0 depending on the other values of the row group: it is 0.
          if (kind === PAWNS) pawns = numbers[notes[r]] + 0;
          else mate = notes[r] | 0;
        }
        r += 1;
      } else if (kind === SHAPES) r += 1 + notes[r];
    }
  }
  row.clocks[k] = clock;
  row.evalPawns[k] = pawns;
  row.evalMate[k] = mate;
}

// The main line of game record `g` into `row`: SAN, UCI, clock and evaluation of each move,
// the final FEN (each FEN with `fens`).
function mainLine(view, sans, records, g, row, fens) {
  const ints = view.ints;
  const positions = view.positions;
  let count = 0;
  for (let n = records[g + 5]; n !== NONE; n = ints[n * RECORD + 5]) count += 1;
  row.san = new Array(count);
  row.uci = new Array(count);
  row.clocks = new Array(count);
  row.evalPawns = new Array(count);
  row.evalMate = new Array(count);
  if (fens) row.fens = new Array(count);
  let last = NONE;
  for (let n = records[g + 5], k = 0; n !== NONE; n = ints[n * RECORD + 5], k += 1) {
    const r = n * RECORD;
    const san = sans[ints[r]];
    row.san[k] = san;
    row.uci[k] = san === NULL_MOVE_SAN ? '0000' : uciOf(ints[r + 3]);
    if (ints[r + 7] === NONE) {
      row.clocks[k] = null;
      row.evalPawns[k] = null;
      row.evalMate[k] = null;
    } else annotate(view, ints[r + 7], row, k);
    if (fens) row.fens[k] = formatFen(positions, n * PACKED_SIZE);
    last = n;
  }
  if (last !== NONE) row.finalFen = fens ? row.fens[count - 1] : formatFen(positions, last * PACKED_SIZE);
}

/**
 * The rows of the games of a layout read in mode 'lazy' (readLayout's view): each game's
 * ok, line, headers, result, start FEN, main line (san, uci, and per move clock, evalPawns and
 * evalMate, null where its comments give none), final FEN, the FEN after each move when `fens`,
 * and its first error ({ line, column, message, code } or null). Everything is read at once:
 * the view's memory is the module's.
 */
export function decodeRows(view, { fens = false } = {}) {
  const tagStrings = stringsOf(view.tagStrings, view.tagEnds);
  const sans = stringsOf(view.sans, view.sanEnds);
  const unusual = view.json.length === 0 ? [] : JSON.parse(utf8.decode(view.json)).games;
  const records = view.games;
  const count = records.length / GAME_RECORD;
  const rows = new Array(count);
  let next = 0; // the next entry of `unusual`, which come in game order
  for (let k = 0, g = 0; k < count; k += 1, g += GAME_RECORD) {
    let startFen = DEFAULT_POSITION;
    let diagnostics = null;
    if (next < unusual.length && unusual[next][0] === k) {
      startFen = unusual[next][1] ?? DEFAULT_POSITION;
      diagnostics = unusual[next][3];
      next += 1;
    }
    const headers = headersObject(view.tagInts, tagStrings, records[g], records[g + 1], true);
    const row = new GameRow(records[g + 6] === 1, records[g + 7], headers, RESULTS[records[g + 2]], startFen);
    mainLine(view, sans, records, g, row, fens);
    const error = diagnostics?.find((d) => d.severity === 'error');
    if (error) row.error = { line: error.line, column: error.column, message: error.message, code: error.code };
    rows[k] = row;
  }
  return rows;
}
