// Pgn.index's result (bindings/pgn_index.cpp, index_database): per game five numbers (byte offset,
// byte length, line, first tag, tag count) and the tag texts as in a parse's layout, turned
// into one plain entry per game.
import { COMPACT_RECORDS } from '../keyed-object.js';
import { headersObject, stringsOf } from './layout.js';

const STRIDE = 5;
const NO_WORDS = new Uint32Array(0);
const NO_BYTES = new Uint8Array(0);

// An entry of the index: a plain object made by a constructor (see layout.js, newList).
function PgnIndexEntry(headers, offset, length, line) {
  this.headers = headers;
  this.result = headers.Result ?? null;
  this.offset = offset;
  this.length = length;
  this.line = line;
}
PgnIndexEntry.prototype = Object.prototype;

// The entries, or null when the input was refused (wasm.pgnIndexDiagnostics says why).
export function decodeIndex(wasm, address) {
  const heap = wasm.HEAPU32;
  const at = address >>> 2;
  if (heap[at + 8] > 0) return null;
  const words = (k) =>
    heap[at + k + 1] === 0 ? NO_WORDS : heap.subarray(heap[at + k] >>> 2, (heap[at + k] >>> 2) + heap[at + k + 1]);
  const bytes = (k) =>
    heap[at + k + 1] === 0 ? NO_BYTES : wasm.HEAPU8.subarray(heap[at + k], heap[at + k] + heap[at + k + 1]);
  const games = words(0);
  const strings = stringsOf(bytes(2), words(4));
  const tagInts = words(6);
  const entries = [];
  const compact = games.length / STRIDE >= COMPACT_RECORDS; // headers of a large index (../keyed-object.js)
  for (let r = 0; r < games.length; r += STRIDE) {
    entries.push(
      new PgnIndexEntry(
        headersObject(tagInts, strings, games[r + 3], games[r + 4], compact),
        games[r],
        games[r + 1],
        games[r + 2],
      ),
    );
  }
  return entries;
}
