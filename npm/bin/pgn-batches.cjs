// A PGN file cut into batches of whole games, for the workers of --jobs and for --range: the
// header index (Pgn.index, which reads tags only) finds where games start, and each batch is
// read on its own with the byte before it as context, so that the reader sees what it would
// see in the whole file (the start of a line, a byte order mark that is no file's own) and its
// lines and columns are put back where the batch is in the file.
'use strict';

const { closeSync, openSync, readSync, fstatSync } = require('node:fs');
const { Pgn } = require('../dist/pgn.cjs');

const LF = 10;
const CR = 13;

// What a piece of the file is read with: nothing at the start of the file (whose own byte order
// mark is dropped silently), nor after a line break when the piece does not start with a byte
// order mark (the reader takes the start of its input for the start of a line, as it is); else
// the byte before it when that ends a line (a mark there is a join, with its warning, not the
// file's own), or a space (the piece starts inside a line). The piece starts at
// `line`, after `columns` characters of it; `line` and `column` say where the first byte of
// the bytes in context is in the file (Pgn.createReader's options of the same names), `prefix`
// is the number of bytes put before the piece.
function inContext(bytes, before, line, columns) {
  if (before === undefined) return { bytes, prefix: 0, line, column: columns + 1 };
  const breaks = before === LF || before === CR;
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (breaks && !bom) return { bytes, prefix: 0, line, column: 1 };
  return {
    bytes: Buffer.concat([Buffer.from([breaks ? before : 0x20]), bytes]),
    prefix: 1,
    line: breaks ? line - 1 : line,
    column: breaks ? 1 : columns,
  };
}

// Line breaks in `bytes` ('\n', '\r\n' or a lone '\r', as the reader counts them); `lastWasCr`
// says the bytes before ended with '\r' (a '\n' first then ends that line, counted already).
// With indexOf (memchr) rather than a loop over every byte: the main thread of --jobs counts the
// lines of every batch, and this was a fifth of its time.
function countBreaks(bytes, lastWasCr) {
  let count = 0;
  for (let at = bytes.indexOf(CR); at !== -1; at = bytes.indexOf(CR, at + 1)) count += 1;
  for (let at = bytes.indexOf(LF); at !== -1; at = bytes.indexOf(LF, at + 1)) {
    if (at === 0 ? !lastWasCr : bytes[at - 1] !== CR) count += 1;
  }
  return count;
}

// Characters (UTF-16 units, as the reader's columns) between the last line break of `bytes`
// before `end` and `end`.
function columnsBefore(bytes, end) {
  let start = end;
  while (start > 0 && bytes[start - 1] !== LF && bytes[start - 1] !== CR) start -= 1;
  return new TextDecoder().decode(bytes.subarray(start, end)).length;
}

// How far before a wanted cut the header index starts reading (at a line that starts with
// '['), so that it finds the game starts the index of the whole input finds: a few games of an
// archive, or a long engine game's comments. --range starts its index the same way.
const LOOKBACK = 1 << 16;
// Bytes indexed past a wanted cut at first (doubled while they hold no game start after it).
const AHEAD = 1 << 14;
const NEWLINE = Buffer.from([LF]);
// The longest input Pgn.index reads (docs/architecture.md, the limits table).
const INDEX_LIMIT = 256 << 20;

// --range reads back from its start without knowing a game start before it: a '[' with no
// brace before it in this many bytes is taken to be outside comments (a comment that long is
// no archive's).
const SURE_WITHOUT_BRACES = 1 << 20;

// The brace nearest before byte `at` of `buffer` ('{' or '}'), or 0 when there is none after
// byte `from`.
function braceBefore(buffer, from, at) {
  const last = Math.max(buffer.lastIndexOf(0x7b, at - 1), buffer.lastIndexOf(0x7d, at - 1));
  return last < from ? 0 : buffer[last];
}

// The first line of bytes `begin` to `end` of `buffer` (not its byte 0) that starts with '['
// outside any brace comment, or -1. `brace` is the brace nearest before `begin` (braceBefore;
// 0: none), and a line with no brace before it is outside when `noneIsOutside` (the bytes
// start at a game start, or so far back that a comment would have shown its brace). A comment
// ends at its first '}', so inside one the nearest brace before is a '{'. Only a brace comment
// hides a line that starts with '[' from the index (a ';' comment or a '%' line ends with its
// line); a '{' elsewhere (in a tag value, a ';' comment) only makes this say no where it could
// say yes. The '[' and the braces are found with indexOf (memchr), each once: cuts look for
// such a line before every batch, and a long comment full of tag lines is a loop over its
// lines, not over its bytes for each line.
function lineOutsideComments(buffer, begin, end, brace, noneIsOutside) {
  let open = buffer.indexOf(0x7b, begin);
  let close = buffer.indexOf(0x7d, begin);
  for (let at = buffer.indexOf(0x5b, Math.max(1, begin)); at !== -1 && at < end; at = buffer.indexOf(0x5b, at + 1)) {
    // The braces before `at`, in order: the last one is the nearest.
    while ((open !== -1 && open < at) || (close !== -1 && close < at)) {
      if (close === -1 || (open !== -1 && open < close)) {
        brace = 0x7b;
        open = buffer.indexOf(0x7b, open + 1);
      } else {
        brace = 0x7d;
        close = buffer.indexOf(0x7d, close + 1);
      }
    }
    const before = buffer[at - 1];
    if ((before === LF || before === CR) && (brace === 0x7d || (brace === 0 && noneIsOutside))) return at;
  }
  return -1;
}

// Where the header index may start reading to find the game starts at `target` of `buffer`
// and after, no earlier than `from` (a game start): the first line that starts with '['
// outside a comment LOOKBACK bytes or more before `target` (further back while there is none),
// or `from`. The index reads from there as the index of the whole input does: a tag pair ends
// any movetext, and the tags of one game read from any of them are still its tags.
function indexStart(buffer, from, target) {
  for (let back = LOOKBACK; target - back > from; back *= 2) {
    const begin = target - back;
    const at = lineOutsideComments(buffer, begin, target, braceBefore(buffer, from, begin), true);
    if (at !== -1) return at;
  }
  return from;
}

// The first offset at `target` or after (in `buffer`, whose byte 0 is the input's byte `base`)
// where a batch may be cut: a game start (Pgn.index) at the start of a line, as the reader of
// the whole input sees it; -1 when the buffer does not tell yet (no game start after it, or
// the game at it may not be whole: `final` says the buffer ends the input). Only the bytes
// around `target` are indexed, not the batch: the main thread of --jobs indexed every byte of
// the input to cut it, about a third of its CPU time (bench/results/archive.md).
function cutAfter(buffer, base, from, target, language, final) {
  if (target >= buffer.length) return -1;
  const start = indexStart(buffer, from, target);
  // From a line start, as the reader of the whole input sees it (the input's first bytes as they are).
  const shift = base + start === 0 ? 0 : 1;
  for (let ahead = AHEAD; ; ahead *= 2) {
    const end = Math.min(buffer.length, target + ahead);
    // Past what the index reads (a game that long is an error the batch's reader reports).
    if (end - start + shift > INDEX_LIMIT) return -1;
    const window = buffer.subarray(start, end);
    const entries = Pgn.index(shift === 0 ? window : Buffer.concat([NEWLINE, window]), { language });
    const offsets = entries.map((e) => start + e.offset - shift);
    const k = offsets.findIndex((at) => at >= target && (buffer[at - 1] === LF || buffer[at - 1] === CR));
    // A game start is sure when another game follows it in the window, or at the end of the input.
    if (k !== -1 && k + 1 < offsets.length) return offsets[k];
    if (end === buffer.length) return final && k !== -1 ? offsets[k] : -1;
  }
}

/**
 * Cuts a stream of chunks (Buffers) into batches of whole games of about `size` bytes or more:
 * yields { bytes, line, column, prefix, offset } (bytes in context, see inContext; offset: of
 * the batch in the input). A batch ends at the first game start `size` bytes or more past its
 * own start (cutAfter), and only there: where the chunks of the input end (a pipe's reads, a
 * decompressor's output) must not move the cuts, since with csv and parquet a batch is a row
 * group of the file. Holds one batch and the chunks being read at most.
 */
async function* gameBatches(chunks, { size = 1 << 20, language } = {}) {
  let pending = [];
  let pendingBytes = 0;
  let before; // the byte before the buffered bytes (undefined at the start of the input)
  let line = 1; // of the buffered bytes' first byte
  let columns = 0;
  let offset = 0;
  let want = size + AHEAD; // buffered bytes before cuts are looked for (doubled while none is found)
  // `movable`: the batch's bytes start its buffer, which nothing else uses (the main thread
  // moves that buffer to a worker as it is; the bytes after them in it are not read).
  const emit = (bytes, movable) => {
    const context = inContext(bytes, before, line, columns);
    const batch = { ...context, offset, movable: movable && context.prefix === 0 };
    line += countBreaks(bytes, before === CR);
    columns = columnsBefore(bytes, bytes.length); // 0 at a cut: cuts start lines
    before = bytes[bytes.length - 1];
    offset += bytes.length;
    return batch;
  };
  // The batches the buffered bytes make; the bytes after the last are kept. The buffered chunks
  // are copied once, into a buffer of their own: the last batch in it (usually the only one)
  // moves to a worker in that buffer, the bytes after it are copied out (a few chunks at most).
  // Copying each batch out again, and with Buffer.from (byte by byte), was a fifth of the main
  // thread's time.
  function* cut(final) {
    const buffer = ownCopy(pending, pendingBytes);
    const cuts = [];
    for (let from = 0; ;) {
      const at = cutAfter(buffer, offset, from, from + Math.max(1, size), language, final);
      if (at === -1) break;
      cuts.push(at);
      from = at;
    }
    const last = cuts.length > 0 ? cuts[cuts.length - 1] : 0;
    pending = [last === 0 ? buffer : ownCopy([buffer.subarray(last)], buffer.length - last)];
    pendingBytes = pending[0].length;
    let from = 0;
    for (const [k, at] of cuts.entries()) {
      const alone = from === 0 && k === cuts.length - 1;
      yield emit(alone ? buffer.subarray(0, at) : ownCopy([buffer.subarray(from, at)], at - from), true);
      from = at;
    }
    // Looked at again when a cut may be found: a long run of bytes without one (a long game,
    // or bytes too few to be sure of a cut) when it is twice as long, O(log n) times.
    want = last === 0 || pendingBytes >= size ? pendingBytes * 2 : size + AHEAD;
  }
  for await (const chunk of chunks) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= want) yield* cut(false);
  }
  if (pendingBytes > 0) yield* cut(true);
  if (pendingBytes > 0) yield emit(pending[0], true);
}

// `pieces` (`length` bytes in all) copied into a buffer of their own (never one of Node's
// shared pool of small buffers: it may be moved to another thread).
function ownCopy(pieces, length) {
  const own = Buffer.allocUnsafeSlow(length);
  let at = 0;
  for (const piece of pieces) at += piece.copy(own, at);
  return own;
}

// Reads `length` bytes at `position` of the file (fewer at its end).
function readAt(fd, position, length) {
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const read = readSync(fd, buffer, done, length - done, position + done);
    if (read === 0) break;
    done += read;
  }
  return buffer.subarray(0, done);
}

// "START:END" -> [start, end] (bytes, END excluded; END may be empty for the end of the file).
function byteRange(text) {
  const match = /^(\d+):(\d*)$/.exec(text);
  if (!match)
    throw new RangeError(`--range must be START:END in bytes (END excluded, or empty for the end), not "${text}"`);
  const start = Number(match[1]);
  const end = match[2] === '' ? Infinity : Number(match[2]);
  if (end < start) throw new RangeError(`--range ${text}: the range ends before it starts`);
  return [start, end];
}

/**
 * The batch of the games of `path` whose start (first tag, or the byte order mark before it)
 * is in [start, end): read from the first line that starts a game somewhat before `start` (the
 * index then finds the same game starts as in the whole file), up to the end of the last game
 * that starts before `end`. The lines before the batch are counted at the speed of reading.
 * Returns a batch as gameBatches yields, or null when no game starts in the range.
 */
function rangeBatch(fd, [start, end], language) {
  const size = fstatSync(fd).size;
  const stop = Math.min(end, size);
  if (start >= stop) return null;
  // Where to start indexing: a line that starts with '[' outside any brace comment
  // (lineOutsideComments), LOOKBACK or more before `start` (further back while there is none),
  // or the start of the file.
  let from = 0;
  for (let back = LOOKBACK; start > 0; back *= 2) {
    const at = Math.max(0, start - back);
    if (at === 0) break;
    const window = readAt(fd, at, start - at);
    // What comes before the window is not known: a line with no brace before it is taken to be
    // outside comments only in a window long enough.
    const lineStart = lineOutsideComments(window, 0, window.length, 0, window.length >= SURE_WITHOUT_BRACES);
    if (lineStart > 0) {
      from = at + lineStart;
      break;
    }
  }
  // The bytes from `from` to past `stop`, until the index finds two game starts at or after
  // `stop` (the last game that starts before it is then whole), or the end of the file.
  let entries;
  let bytes;
  for (let extra = LOOKBACK; ; extra *= 2) {
    bytes = readAt(fd, from, Math.min(size, stop + extra) - from);
    entries = Pgn.index(from === 0 ? bytes : Buffer.concat([Buffer.from([LF]), bytes]), { language }).map((e) => ({
      offset: from + e.offset - (from === 0 ? 0 : 1),
      length: e.length,
    }));
    if (from + bytes.length >= size || entries.filter((e) => e.offset >= stop).length >= 2) break;
  }
  const inRange = entries.filter((e) => e.offset >= start && e.offset < stop);
  if (inRange.length === 0) return null;
  const first = inRange[0].offset;
  const next = entries.find((e) => e.offset >= stop);
  const last = next ? next.offset : size;
  // Lines and the byte before `first`, from the start of the file.
  let line = 1;
  let lastWasCr = false;
  const step = 1 << 20;
  for (let at = 0; at < first; at += step) {
    const piece = readAt(fd, at, Math.min(step, first - at));
    line += countBreaks(piece, lastWasCr);
    lastWasCr = piece[piece.length - 1] === CR;
  }
  const head = readAt(fd, Math.max(0, first - LOOKBACK), Math.min(first, LOOKBACK));
  const columns = columnsBefore(head, head.length);
  const piece = bytes.subarray(first - from, last - from);
  return { ...inContext(piece, first === 0 ? undefined : head[head.length - 1], line, columns), offset: first };
}

// The file of `path` open for rangeBatch (closed by the callback's end).
function withFile(path, body) {
  let fd;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw new TypeError(`${path}: cannot read the file (${error.code ?? error.message})`);
  }
  try {
    return body(fd);
  } finally {
    closeSync(fd);
  }
}

module.exports = { gameBatches, rangeBatch, byteRange, withFile, countBreaks, inContext };
