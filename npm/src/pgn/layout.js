// What crosses the boundary for PGN. Parsed games arrive as fixed records in Uint32Arrays (one
// per game, one per move) whose SANs and tags are ids in two tables of strings, each distinct
// text once; the FENs of { fen: 'eager' } as one ASCII text; NAGs and comments as numbers
// (./comments.js); and JSON only for what is unusual (diagnostics, a game's own start FEN or
// comments). Layout in bindings/pgn_encoder.hpp, Encoder.
// The game and move objects and the tree of variations are rebuilt here, headers as an object
// without prototype (tag names are input).
// Games to write leave as a list of strings and a Uint32Array read by bindings/pgn_write.cpp:
//   tagCount, (name, value)*, startFen, result, commentCount, comment*, nagCount, nag*,
//   moveCount, per move in document order: san, previous (NONE = start), replaces (the move
//   whose variation this move starts, NONE for every other move), nagCount, nag*,
//   commentCount, comment*, commentsBeforeCount, comment*
// where strings are indices into the list (NONE = absent).
import { DEFAULT_POSITION } from '../chess/constants.js';
import { SQUARE_NAMES } from '../chess/squares.js';
import { CommentStore, setEagerComments, setLazyComments } from './comments.js';
import { PACKED_SIZE, formatFen } from './fen.js';
import { COMPACT_RECORDS, keyedObject } from '../keyed-object.js';
import { NO_ITEMS, newList, sizedList } from './lists.js';

export const NONE = 0xffffffff;

// Tags first..first+count-1 of the layout's tagInts (ids of name and value in `strings`, the
// tag texts): an object without prototype (tag names are input), compact in a large result
// (../keyed-object.js).
export function headersObject(tagInts, strings, first, count, compact) {
  const headers = keyedObject(compact);
  for (let r = first * 2, end = (first + count) * 2; r < end; r += 2)
    headers[strings[tagInts[r]]] = strings[tagInts[r + 1]];
  return headers;
}

// The start position of most games (chess::initial_fen), which bindings/pgn_encoder.hpp does not send.
const INITIAL_FEN = DEFAULT_POSITION;

export const RECORD = 8;
export const PROMOTIONS = ['', 'p', 'n', 'b', 'r', 'q', 'k'];

// A replayed move whose FEN is written when asked: `fen` is a getter over the packed position
// (npm/src/pgn/fen.js), which costs nothing until read. toJSON gives the plain object with the
// FEN, as the eager mode returns it. The fields are those of the eager mode's plain objects;
// comments and commentsBefore, when not empty, are made when read (comments.js).
// `notes` and `extra`: the result's CommentStore and where the move's NAGs and comments are
// in it (NONE: the move has none).
class PgnMove {
  #positions;
  #at;
  constructor(san, written, from, to, color, moveNumber, notes, extra, positions, at) {
    this.san = san;
    this.written = written;
    this.from = from;
    this.to = to;
    this.color = color;
    this.moveNumber = moveNumber;
    if (extra === NONE) {
      this.nags = NO_ITEMS;
      this.comments = NO_ITEMS;
      this.commentsBefore = NO_ITEMS;
    } else {
      this.nags = nagsOf(notes, extra);
      setLazyComments(this, notes, extra);
    }
    this.variations = NO_ITEMS;
    this.#positions = positions;
    this.#at = at;
  }
  get fen() {
    return formatFen(this.#positions, this.#at);
  }
  toJSON() {
    const { san, written, from, to, promotion, color, moveNumber, fen, nags, comments, commentsBefore, variations } =
      this;
    return promotion === undefined
      ? { san, written, from, to, color, moveNumber, fen, nags, comments, commentsBefore, variations }
      : { san, written, from, to, promotion, color, moveNumber, fen, nags, comments, commentsBefore, variations };
  }
}

const nagsOf = (notes, extra) => (notes.word(extra) === 0 ? NO_ITEMS : notes.nags(extra));

// A null move (the side to move passes; written "--" or "Z0"): the fields of a move but from,
// to and promotion, which it does not have.
export const NULL_MOVE_SAN = '--';
function nullMove(mode, san, written, color, moveNumber, notes, extra, positions, index, fen) {
  if (mode === 'lazy') {
    const move = new PgnMove(
      san,
      written,
      undefined,
      undefined,
      color,
      moveNumber,
      notes,
      extra,
      positions,
      index * PACKED_SIZE,
    );
    delete move.from;
    delete move.to;
    return move;
  }
  return new EagerMove(san, written, undefined, undefined, undefined, color, moveNumber, fen, notes, extra);
}
// A move read with the replay off: a plain object (its prototype is Object.prototype, as for
// an object literal) made by a constructor (see newList: as a literal, V8's pretenuring of it
// made every syntax-only parse in the process run at half speed, 13.7 against 31 MB/s).
// SyntaxMove, EagerMove and PgnMove each spell out their fields' assignments: V8 sizes a
// constructor's objects from the assignments in its own body, and fields set by a shared
// helper would live outside the object.
// Comments are made when read, as in PgnMove.
function SyntaxMove(written, color, moveNumber, notes, extra) {
  this.written = written;
  this.color = color;
  this.moveNumber = moveNumber;
  if (extra === NONE) {
    this.nags = NO_ITEMS;
    this.comments = NO_ITEMS;
    this.commentsBefore = NO_ITEMS;
  } else {
    this.nags = nagsOf(notes, extra);
    setLazyComments(this, notes, extra);
  }
  this.variations = NO_ITEMS;
}
SyntaxMove.prototype = Object.prototype;

// The move of record r read with the replay off (no san, no FEN): moveOf without what only
// replayed moves need.
function syntaxMoveOf(ints, sans, notes, r) {
  return new SyntaxMove(sans[ints[r + 1]], ints[r + 3] & 0x8000 ? 'b' : 'w', ints[r + 4], notes, ints[r + 7]);
}

// A replayed move with its FEN text ({ fen: 'eager' }): a plain object made by a constructor
// rather than a literal (see newList). A null move has no from, to or promotion, a move that
// does not promote no promotion: those keys are left out, as the literals did. Its comments
// are made at once: the eager mode gives plain data.
function EagerMove(san, written, from, to, promotion, color, moveNumber, fen, notes, extra) {
  this.san = san;
  this.written = written;
  if (from !== undefined) {
    this.from = from;
    this.to = to;
  }
  if (promotion !== undefined) this.promotion = promotion;
  this.color = color;
  this.moveNumber = moveNumber;
  this.fen = fen;
  if (extra === NONE) {
    this.nags = NO_ITEMS;
    this.comments = NO_ITEMS;
    this.commentsBefore = NO_ITEMS;
  } else {
    this.nags = nagsOf(notes, extra);
    setEagerComments(this, notes, extra);
  }
  this.variations = NO_ITEMS;
}
EagerMove.prototype = Object.prototype;

// The replayed move of record r, by mode: 'eager' (plain object with the FEN text) or 'lazy'
// (PgnMove); `index` is the record's number (where its packed position is).
function moveOf(mode, ints, sans, fens, notes, positions, r, index) {
  const san = sans[ints[r]];
  const written = sans[ints[r + 1]];
  const packed = ints[r + 3];
  const color = packed & 0x8000 ? 'b' : 'w';
  const moveNumber = ints[r + 4];
  const extra = ints[r + 7];
  const fen = mode === 'eager' ? fens.slice(ints[r + 2], ints[r + 2] + (packed >>> 16)) : undefined;
  if (san === NULL_MOVE_SAN)
    return nullMove(mode, san, written, color, moveNumber, notes, extra, positions, index, fen);
  const from = SQUARE_NAMES[packed & 63];
  const to = SQUARE_NAMES[(packed >> 6) & 63];
  const promotion = (packed >> 12) & 7;
  if (mode === 'lazy') {
    const move = new PgnMove(san, written, from, to, color, moveNumber, notes, extra, positions, index * PACKED_SIZE);
    if (promotion !== 0) move.promotion = PROMOTIONS[promotion];
    return move;
  }
  return new EagerMove(
    san,
    written,
    from,
    to,
    promotion === 0 ? undefined : PROMOTIONS[promotion],
    color,
    moveNumber,
    fen,
    notes,
    extra,
  );
}

// The moves of one game: records base..base+count-1; returns its main line, which starts at
// record `first` (NONE: the game has no moves).
function decodeMoves(mode, layout, notes, base, count, first) {
  if (first === NONE) return newList();
  const { ints, sans, fens, positions } = layout;
  const moves = sizedList(count);
  // The moves, and how many start a variation (the record of the move they replace is set):
  // most games have none, and then the records need no second look.
  let variations = 0;
  for (let k = 0, r = base * RECORD; k < count; k += 1, r += RECORD) {
    moves[k] =
      mode === 'syntax'
        ? syntaxMoveOf(ints, sans, notes, r)
        : moveOf(mode, ints, sans, fens, notes, positions, r, base + k);
    if (ints[r + 6] !== NONE) variations += 1;
  }
  // Without variations the records are the main line in order: `moves` is that list.
  if (variations === 0 && first === base) return moves;
  const line = (start) => {
    let length = 0;
    for (let n = start; n !== NONE; n = ints[n * RECORD + 5]) length += 1;
    const out = sizedList(length);
    for (let n = start, k = 0; n !== NONE; n = ints[n * RECORD + 5], k += 1) out[k] = moves[n - base];
    return out;
  };
  // Variations in record order, which is the order they were read in.
  for (let k = 0, r = base * RECORD; variations > 0 && k < count; k += 1, r += RECORD) {
    const owner = ints[r + 6];
    if (owner === NONE) continue;
    const move = moves[owner - base];
    if (move.variations === NO_ITEMS) move.variations = newList();
    move.variations.push(line(base + k));
    variations -= 1;
  }
  return line(first);
}

const utf8 = new TextDecoder();

// The parts of a result of bindings/pgn_encoder.hpp (Encoder::finish) as views of wasm memory, from
// the (address, length) pairs at `address`:
// { games, json, ints, sans, sanEnds, tagStrings, tagEnds, tagInts, positions, fens, notes,
// numbers, commentStrings, commentEnds, commentByteEnds }.
export function readLayout(wasm, address) {
  const heap = wasm.HEAPU32;
  const at = address >>> 2;
  // No view for an empty part (most parts of most modes): a view costs about as much as a
  // small game's decoding.
  const bytes = (k) =>
    heap[at + k + 1] === 0 ? NO_BYTES : wasm.HEAPU8.subarray(heap[at + k], heap[at + k] + heap[at + k + 1]);
  const words = (k) =>
    heap[at + k + 1] === 0 ? NO_WORDS : heap.subarray(heap[at + k] >>> 2, (heap[at + k] >>> 2) + heap[at + k + 1]);
  const doubles = (k) =>
    heap[at + k + 1] === 0
      ? NO_DOUBLES
      : wasm.HEAPF64.subarray(heap[at + k] >>> 3, (heap[at + k] >>> 3) + heap[at + k + 1]);
  return {
    games: words(0),
    json: bytes(2),
    ints: words(4),
    sans: bytes(6),
    sanEnds: words(8),
    tagStrings: bytes(10),
    tagEnds: words(12),
    tagInts: words(14),
    positions: words(16),
    fens: bytes(18),
    notes: words(20),
    numbers: doubles(22),
    commentStrings: bytes(24),
    commentEnds: words(26),
    commentByteEnds: words(28),
  };
}
const NO_BYTES = new Uint8Array(0);
const NO_WORDS = new Uint32Array(0);
const NO_DOUBLES = new Float64Array(0);

// The string of each id of a table: slices of its decoded text at the ends (the table holds
// each distinct text once, so a database's repeated SANs and tags share their strings). The
// list is the decoder's own and dropped after the call, so `new Array(n)` is safe here (see
// newList); pushing onto a list grown from empty made one-game parses 4% slower.
export function stringsOf(bytes, ends) {
  const text = utf8.decode(bytes);
  const strings = new Array(ends.length);
  for (let k = 0, start = 0; k < ends.length; k += 1) {
    strings[k] = text.slice(start, ends[k]);
    start = ends[k];
  }
  return strings;
}

// The packed positions of a 'lazy' result (which move.fen reads later) copied out of wasm
// memory into a slab of 64 KiB shared by the results that follow, as long as they fit: a
// buffer of its own per result (slice) cost a third of the decoding of a one-game parse. A
// result larger than a quarter of a slab gets its own. What it costs: a game kept alone
// keeps its slab (at most 64 KiB) alive.
const SLAB_WORDS = 16384;
let slab = NO_WORDS;
let slabUsed = 0;
function keptPositions(view) {
  const count = view.length;
  if (count === 0) return NO_WORDS;
  if (count > SLAB_WORDS / 4) return view.slice();
  if (slabUsed + count > slab.length) {
    slab = new Uint32Array(SLAB_WORDS);
    slabUsed = 0;
  }
  const kept = slab.subarray(slabUsed, slabUsed + count);
  kept.set(view);
  slabUsed += count;
  return kept;
}

// A game of a result: a plain object (prototype Object.prototype) made by a constructor, not
// by a literal (see newList).
function ParsedGame(headers, startFen, result, comments, nags, moves, ok, line, diagnostics) {
  this.headers = headers;
  this.startFen = startFen;
  this.result = result;
  this.comments = comments;
  this.nags = nags;
  this.moves = moves;
  this.ok = ok;
  this.line = line;
  this.diagnostics = diagnostics;
}
ParsedGame.prototype = Object.prototype;

export const GAME_RECORD = 8;
// A game record's result: none, or 1 + the marker's place in pgn::termination_markers.
export const RESULTS = [null, '1-0', '0-1', '1/2-1/2', '*'];
// Whether `text` is a termination marker (the chess façade's pgn() ends its movetext with one).
export const isTerminationMarker = (text) => text !== null && RESULTS.includes(text);
// What the JSON part holds when it is empty (nothing unusual: see bindings/pgn_encoder.hpp).
const USUAL = { latin1: false, games: NO_ITEMS };

// { games, json, ints, sans, sanEnds, tagStrings, tagEnds, tagInts, positions, fens } (readLayout)
// -> the parsed object { games, diagnostics, latin1 } with its games decoded; `mode` is the one the layout was made
// for ('eager', 'lazy' or 'syntax'). The parts are views of wasm memory valid until the next
// call into the module: they are read here, at once, and nothing keeps them (the positions of
// 'lazy', which move.fen reads later, are copied: keptPositions; so are the comment notes of
// 'lazy' and 'syntax', whose moves make their comments when read). Each game gets lists of its
// own for its comments and diagnostics, as a parsed JSON game had.
export function decodeDatabase(view, mode) {
  const positions = mode === 'lazy' ? keptPositions(view.positions) : null;
  const notes = view.notes.length === 0 ? null : new CommentStore(view, mode !== 'eager');
  const tagStrings = stringsOf(view.tagStrings, view.tagEnds);
  const layout = {
    ints: view.ints,
    sans: stringsOf(view.sans, view.sanEnds),
    fens: mode === 'eager' ? utf8.decode(view.fens) : '',
    positions,
  };
  const rest = view.json.length === 0 ? USUAL : JSON.parse(utf8.decode(view.json));
  const records = view.games;
  const count = records.length / GAME_RECORD;
  const games = newList();
  const compact = count >= COMPACT_RECORDS;
  let unusual = 0; // the next entry of rest.games, which come in game order
  for (let k = 0, r = 0; k < count; k += 1, r += GAME_RECORD) {
    let startFen = INITIAL_FEN;
    let comments = null;
    let diagnostics = null;
    let nags = null;
    if (unusual < rest.games.length && rest.games[unusual][0] === k) {
      const entry = rest.games[unusual++];
      startFen = entry[1] ?? INITIAL_FEN;
      comments = entry[2] === null ? null : notes.list(entry[2]);
      diagnostics = entry[3];
      nags = entry[4] ?? null;
    }
    games.push(
      new ParsedGame(
        headersObject(view.tagInts, tagStrings, records[r], records[r + 1], compact),
        startFen,
        RESULTS[records[r + 2]],
        comments ?? newList(),
        nags ?? newList(),
        decodeMoves(mode, layout, notes, records[r + 3], records[r + 4], records[r + 5]),
        records[r + 6] === 1,
        records[r + 7],
        diagnostics ?? newList(),
      ),
    );
  }
  return { games, diagnostics: rest === USUAL ? newList() : rest.diagnostics, latin1: rest.latin1 };
}

function commentText(comment, what) {
  if (typeof comment === 'string') return comment;
  if (comment !== null && typeof comment === 'object' && typeof comment.text === 'string') return comment.text;
  throw new TypeError(`${what} must be a string or an object { text }`);
}

function headerPairs(headers) {
  if (headers === undefined || headers === null) return [];
  if (headers instanceof Map) return [...headers];
  if (typeof headers !== 'object') throw new TypeError('game.headers must be an object or a Map');
  return Object.keys(headers).map((name) => [name, headers[name]]);
}

function nagList(list, what) {
  const nags = list ?? [];
  if (!Array.isArray(nags) || !nags.every((n) => Number.isInteger(n) && n >= 0)) {
    throw new TypeError(`${what} must be an array of whole numbers`);
  }
  return nags;
}

// The most moves, comments and NAGs written for one game (a line reached twice is counted
// twice): past it, Pgn.stringify throws a RangeError. Far more than any game read from PGN
// holds, it keeps a game object whose lines are shared over and over (each level doubling the
// moves) from growing the layout until the process dies (docs/architecture.md, Limits).
export const MAX_WRITTEN_ITEMS = 4_000_000;

export function encodeGame(game) {
  if (game === null || typeof game !== 'object') throw new TypeError('Pgn.stringify expects a game object');
  const strings = [];
  const ints = [];
  let total = 0;
  const count = (n) => {
    total += n;
    if (total > MAX_WRITTEN_ITEMS)
      throw new RangeError(
        `Pgn.stringify: the game has more than ${MAX_WRITTEN_ITEMS.toLocaleString('en')} moves, comments and NAGs (lines reached more than once count each time)`,
      );
  };
  const string = (value) => {
    if (value === undefined || value === null) return NONE;
    strings.push(String(value));
    return strings.length - 1;
  };
  const comments = (list, what) => {
    const items = list ?? [];
    if (!Array.isArray(items)) throw new TypeError(`${what} must be an array`);
    count(items.length);
    ints.push(items.length);
    for (const c of items) ints.push(string(commentText(c, what)));
  };
  const pairs = headerPairs(game.headers);
  ints.push(pairs.length);
  for (const [name, value] of pairs) ints.push(string(name), string(value));
  ints.push(string(game.startFen), string(game.result ?? '*'));
  comments(game.comments, 'game.comments');
  const gameNags = nagList(game.nags, 'game.nags');
  count(gameNags.length);
  ints.push(gameNags.length);
  for (const nag of gameNags) ints.push(nag);
  const countAt = ints.length;
  ints.push(0);
  let written = 0;
  // Document order without recursion: a move, then its variations (each a whole line), then
  // the next move of its line. `open` holds the lines on the stack and the moves whose
  // variations are being written: meeting one of them again is a cycle, which would never end.
  const open = new Set();
  const cycle = (what) =>
    new TypeError(`Pgn.stringify: ${what} leads back to a line or move that holds it (the variations form a cycle)`);
  const frameOf = (line, previous, replaces, path) => {
    if (!Array.isArray(line)) throw new TypeError(`${path} must be an array of moves`);
    if (open.has(line)) throw cycle(path);
    open.add(line);
    return { line, path, i: 0, previous, replaces, move: null, variations: null, v: 0, before: NONE, owner: NONE };
  };
  // The move whose variations a frame was writing is done with.
  const close = (frame) => {
    if (frame.variations !== null) open.delete(frame.move);
    frame.variations = null;
  };
  const stack = [frameOf(game.moves ?? [], NONE, NONE, 'game.moves')];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.variations !== null && frame.v < frame.variations.length) {
      const v = frame.v++;
      const path = `${frame.path}[${frame.i - 1}].variations[${v}]`;
      stack.push(frameOf(frame.variations[v], frame.before, frame.owner, path));
      continue;
    }
    close(frame);
    if (frame.i >= frame.line.length) {
      open.delete(frame.line);
      stack.pop();
      continue;
    }
    const move = frame.line[frame.i++];
    const san = typeof move === 'string' ? move : move?.san;
    if (typeof san !== 'string') throw new TypeError('each move must be SAN text or an object { san }');
    if (open.has(move)) throw cycle(`${frame.path}[${frame.i - 1}]`);
    const nags = nagList(move?.nags, 'move.nags');
    count(1 + nags.length);
    // Only a line's first move replaces a move (the one whose variations hold the line).
    ints.push(string(san), frame.previous, frame.i === 1 ? frame.replaces : NONE, nags.length);
    for (const nag of nags) ints.push(nag);
    comments(move?.comments, 'move.comments');
    comments(move?.commentsBefore, 'move.commentsBefore');
    // A variation of this move starts from the position before it.
    frame.before = frame.previous;
    frame.owner = written;
    frame.previous = written;
    written += 1;
    if (Array.isArray(move?.variations) && move.variations.length > 0) {
      frame.move = move;
      frame.variations = move.variations;
      frame.v = 0;
      open.add(move);
    }
  }
  ints[countAt] = written;
  return { strings, ints: Uint32Array.from(ints) };
}
