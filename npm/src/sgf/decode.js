// SGF bytes -> text, the one decoding of Sgf.parse, Sgf.validate, Hen.fromSgf, Hen.sgf2hen and
// the CLI. The charset policy is the core's (src/sgf/charset_detect.hpp, through
// sgfDecideCharsets): which charset each game tree is in, which bytes of UTF-8 text are broken
// characters (each one U+FFFD) and what to say about it, at which bytes. Here that decision is
// applied with the platform's TextDecoder, whose conversion tables the wasm does not carry: each
// tree's bytes (from its start to the next tree's) are decoded whole, so that a two-byte
// character whose second byte is "]" or "\" (Shift_JIS, Big5, GBK) stays one character.
// UTF-8 throughout (the common case) is found by the core in one pass, and then the bytes,
// already in wasm memory, are parsed as they are (Sgf.parse's `parsePlain`); UTF-8 with broken
// characters is repaired by the core, and its repaired bytes parsed where they are.
import { decodeUtf16, utf16Encoding } from '../utf16.js';
import { withBytes } from '../wasm-io.js';

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
const PLAIN = Object.freeze([Object.freeze({ line: 1, column: 1, charset: 'UTF-8' })]);

// A CA value (SimpleText, ASCII in practice) -> its text: escapes resolved, white space trimmed.
// Most are a plain name ("UTF-8"), which comes back as it is, without the regular expressions.
const plainCharset = /^[^\\\s]*$/;
export function charsetText(raw) {
  if (plainCharset.test(raw)) return raw;
  return raw
    .replace(/\\([\s\S])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function asciiText(bytes) {
  let out = '';
  for (const b of bytes) out += String.fromCharCode(b);
  return out;
}

// ISO-8859-1 maps each byte to the code point of the same number.
function latin1(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192));
  return out;
}

// A streaming decoder for a charset of the core's table, or null when the platform's
// TextDecoder lacks its label (Node.js built with small ICU has only UTF-8, UTF-16 and
// windows-1252). A byte order mark stays in the text, as in a string the caller passes (the
// parser skips it), so that positions are the same for a file's bytes and for its text.
// Decoders are kept by label, one for streaming (apply) and one for whole pieces (noteLength),
// so that a piece decoded whole never falls into the middle of a stream; making one
// (an ICU converter) cost more than decoding a small file. A stream always ends with
// decode(), which leaves the decoder as new.
const LATIN1 = { decode: (bytes) => (bytes ? latin1(bytes) : '') };
// The cache belongs to the TextDecoder that made it (a test stands in one without a charset).
const streaming = new Map();
const whole = new Map();
let madeBy = null;
function decoderFor(charset, kept = streaming) {
  if (charset.label === 'latin1-bytes') return LATIN1;
  if (madeBy !== globalThis.TextDecoder) {
    streaming.clear();
    whole.clear();
    madeBy = globalThis.TextDecoder;
  }
  let decoder = kept.get(charset.label);
  if (decoder === undefined) {
    try {
      decoder = new TextDecoder(charset.label, { ignoreBOM: true });
    } catch {
      decoder = null;
    }
    kept.set(charset.label, decoder);
  }
  return decoder;
}

// The decision's words (bindings/sgf.cpp, sgf_decide_charsets) copied out of wasm memory.
function readDecision(words, at) {
  const segmentCount = words[at + 1];
  const repairCount = words[at + 2];
  const noteCount = words[at + 3];
  let k = at + 6;
  const segments = [];
  for (let s = 0; s < segmentCount; s++, k += 5)
    segments.push({ begin: words[k], charset: words[k + 1], ca: words[k + 2] ? [words[k + 3], words[k + 4]] : null });
  const repairs = [];
  for (let r = 0; r < repairCount; r++, k += 2) repairs.push({ begin: words[k], end: words[k + 1] });
  const notes = [];
  for (let n = 0; n < noteCount; n++, k += 8) {
    notes.push({
      code: words[k],
      begin: words[k + 1],
      end: words[k + 2],
      error: words[k + 3] === 1,
      charset: words[k + 4],
      declared: words[k + 5] === 1,
      valid: words[k + 6],
      total: words[k + 7],
    });
  }
  return { segments, repairs, notes };
}

// Line and column (1-based, UTF-16 units; lines end at "\n", "\r\n" or a lone "\r", as the
// core counts them) of increasing indices into `text`, in one pass.
function locate(text, indices) {
  const out = new Array(indices.length);
  let line = 1,
    lineStart = 0,
    at = 0;
  for (let k = 0; k < indices.length; k++) {
    const index = indices[k];
    for (; at < index; at++) {
      const c = text.charCodeAt(at);
      if (c === 10 || (c === 13 && text.charCodeAt(at + 1) !== 10)) {
        line++;
        lineStart = at + 1;
      }
    }
    out[k] = { line, column: index - lineStart + 1 };
  }
  return out;
}

// Helpers of apply() at module level, not closures made by each call (the bundle gives each
// closure a name at every call, esbuild's keepNames: a few percent of a small file's decoding).
// The segment of byte `at`.
function segmentOf(segments, at) {
  let s = 0;
  while (s + 1 < segments.length && segments[s + 1].begin <= at) s++;
  return s;
}

// bytes[from, to) through a streaming decoder into `pieces`; returns the UTF-16 units added.
function decodePiece(decoder, bytes, from, to, pieces) {
  if (to <= from) return 0;
  const text = decoder.decode(bytes.subarray(from, to), { stream: true });
  pieces.push(text);
  return text.length;
}

export function createSgfDecoding(wasm) {
  let tables = null; // { charsets: [{ name, label, native }], codes: [...] }, from the core, once

  // The decision for bytes at `address` with the charsets in `unavailable` (a bit each) left out.
  const decide = (address, length, unavailable) =>
    readDecision(wasm.HEAPU32, wasm.sgfDecideCharsets(address, length, unavailable >>> 0, false) >>> 2);

  // The decision applied: { text, segments, notes } (see decodeSgfBytes).
  function apply(bytes, decision) {
    const { charsets, codes } = tables;
    const { segments, repairs } = decision;
    const notes = decision.notes.slice().sort((a, b) => a.begin - b.begin);
    const pieces = [];
    const starts = [];
    const pending = []; // notes with the UTF-16 index of their start
    let units = 0;
    let repair = 0;
    let next = 0;
    for (let s = 0; s < segments.length; s++) {
      const segment = segments[s];
      const charset = charsets[segment.charset];
      const decoder = decoderFor(charset);
      decoder.decode(); // a stream an exception left unfinished starts again
      const end = s + 1 < segments.length ? segments[s + 1].begin : bytes.length;
      starts.push({ index: units, charset: charset.name });
      // Cut where a note starts (its index) and where a repair is (one U+FFFD).
      let from = segment.begin;
      for (;;) {
        const noteAt = next < notes.length && notes[next].begin < end ? Math.max(notes[next].begin, from) : Infinity;
        const repairAt = repair < repairs.length && repairs[repair].begin < end ? repairs[repair].begin : Infinity;
        if (noteAt === Infinity && repairAt === Infinity) break;
        if (noteAt <= repairAt) {
          units += decodePiece(decoder, bytes, from, noteAt, pieces);
          from = noteAt;
          const n = notes[next++];
          const noteEnd = Math.min(n.end, end);
          const length =
            n.code === codes.indexOf('sgf.damaged_character') ? 1 : noteLength(bytes, charset, noteAt, noteEnd);
          pending.push({ n, index: units, length });
        } else {
          units += decodePiece(decoder, bytes, from, repairAt, pieces);
          pieces.push('\uFFFD');
          units += 1;
          from = repairs[repair++].end;
        }
      }
      units += decodePiece(decoder, bytes, from, end, pieces);
      const rest = decoder.decode ? decoder.decode() : '';
      if (rest) {
        pieces.push(rest);
        units += rest.length;
      }
    }
    const text = pieces.join('');
    const positions = locate(
      text,
      pending.map((p) => p.index),
    );
    const out = pending.map((p, k) => {
      const { n } = p;
      let args;
      if (n.declared) {
        const ca = segments[segmentOf(segments, n.begin)].ca;
        args = { charset: ca ? charsetText(asciiText(bytes.subarray(ca[0], ca[1]))) : '' };
        if (codes[n.code] === 'sgf.unknown_charset') args.used = charsets[n.charset].name;
      } else if (n.total > 0) args = { valid: String(n.valid), total: String(n.total) };
      else args = { charset: charsets[n.charset].name };
      return {
        code: codes[n.code],
        severity: n.error ? 'error' : 'warning',
        line: positions[k].line,
        column: positions[k].column,
        length: p.length,
        args,
      };
    });
    const startPositions = locate(
      text,
      starts.map((s) => s.index),
    );
    // Fields named, not spread: a spread here took a few µs a file (V8 copies it slowly).
    const segmentsOut = starts.map((s, k) => ({
      line: startPositions[k].line,
      column: startPositions[k].column,
      charset: s.charset,
    }));
    return { text, segments: segmentsOut, notes: out };
  }

  function noteLength(bytes, charset, from, to) {
    const decoder = decoderFor(charset, whole);
    return Math.max(1, to > from ? decoder.decode(bytes.subarray(from, to)).length : 0);
  }

  // bytes -> { text, segments, notes }: segments [{ line, column, charset }] in order (a tree
  // starting at or after a segment's position was decoded with its charset); notes are
  // diagnostics without their message ({ code, severity, line, column, length, args }).
  // With `parsePlain`, bytes that are UTF-8 throughout are parsed where they are in wasm
  // memory: parsePlain(address, length, text, repaired) gives `parsed`; for repaired UTF-8
  // (`repaired` true) it may give undefined, and the bytes are then decoded in full. `textOnly`:
  // parsePlain wants no notes of repaired text (it gives undefined when it does).
  return function decodeSgfBytes(bytes, parsePlain, textOnly = false) {
    // A UTF-16 byte order mark: text of two bytes a unit, CA or not.
    const wide = utf16Encoding(bytes);
    if (wide) {
      return {
        text: decodeUtf16(bytes, wide),
        segments: [{ line: 1, column: 1, charset: wide === 'utf-16le' ? 'UTF-16LE' : 'UTF-16BE' }],
        notes: [],
      };
    }
    return withBytes(wasm, bytes, (address, length) => {
      // `textOnly` (the caller parses for the trees alone): text that one pass finds to be
      // UTF-8 (repaired or not) needs no decision of the structure; the full one is made if
      // parsePlain turns the text down.
      let at = wasm.sgfDecideCharsets(address, length, 0, Boolean(parsePlain && textOnly)) >>> 2;
      const plain = wasm.HEAPU32[at];
      if (plain === 1) {
        const text = utf8.decode(bytes);
        return { text, segments: PLAIN, notes: [], parsed: parsePlain ? parsePlain(address, length, text) : undefined };
      }
      // UTF-8 throughout once the core repaired it (damaged UTF-8, or a CA the bytes cannot be):
      // its repaired text is parsed where the core left it. parsePlain gives undefined when it
      // needs the decision's notes (diagnostics asked for), which the full path below places.
      if (plain === 2 && parsePlain) {
        const textAt = wasm.HEAPU32[at + 4];
        const textBytes = wasm.HEAPU32[at + 5];
        const text = utf8.decode(wasm.HEAPU8.subarray(textAt, textAt + textBytes));
        const parsed = parsePlain(textAt, textBytes, text, true);
        if (parsed !== undefined) return { text, segments: PLAIN, notes: [], parsed };
      }
      // An answer of the one pass (no segments) is not the decision the rest needs.
      if (wasm.HEAPU32[at + 1] === 0) at = wasm.sgfDecideCharsets(address, length, 0, false) >>> 2;
      tables ??= wasm.sgfCharsetTables();
      let decision = readDecision(wasm.HEAPU32, at);
      // A charset the platform cannot decode: decided again without it (then it is never
      // guessed, and where CA names it the decision has an error).
      for (let unavailable = 0; ;) {
        const missing = decision.segments.find(
          (s) =>
            !tables.charsets[s.charset].native &&
            !(unavailable & (1 << s.charset)) &&
            !decoderFor(tables.charsets[s.charset]),
        );
        if (!missing) break;
        unavailable |= 1 << missing.charset;
        decision = decide(address, length, unavailable);
      }
      return apply(bytes, decision);
    });
  };
}

// The charset of the segment a tree at (line, column) falls in.
export function charsetAt(segments, line, column) {
  if (segments.length === 1) return segments[0].charset;
  let found = segments[0].charset;
  for (const s of segments) {
    if (s.line < line || (s.line === line && s.column <= column)) found = s.charset;
    else break;
  }
  return found;
}
