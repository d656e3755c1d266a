// SGF bytes -> text, the one decoding of Sgf.parse, Sgf.validate, Hen.fromSgf, Hen.sgf2hen and
// the CLI. The core scans the bytes (bindings/sgf.cpp, sgfScanBytes): where each game tree
// starts, the CA its root declares, which values hold non-ASCII bytes and whether those are
// valid UTF-8. Each tree's bytes (from its start to the next tree's) are then decoded here with
// the platform's TextDecoder, whole, so that a two-byte character whose second byte is "]" or
// "\" (Shift_JIS, Big5, GBK) stays one character; the text of all trees goes to the parser.
//
// The charset of a tree: the one its CA names (a CA that names no known charset is detected
// as if absent; bytes invalid in the charset named but valid UTF-8 are read as UTF-8); without
// CA, UTF-8 when its non-ASCII values are mostly valid UTF-8 (the broken ones repaired), else
// the legacy charset the values fit best (detect.js), else ISO-8859-1. Every choice other than
// plain UTF-8 or a CA honoured as written comes with a diagnostic (a "note" until the wrapper
// renders it in the caller's language), and so does every repaired value.
import { decodeUtf16, utf16Encoding } from '../utf16.js';
import { withBytes } from '../wasm-io.js';
import { charsetNamed, decoderFor, isUtf8, LATIN1, UTF8 } from './charsets.js';
import { guessLegacyCharset } from './detect.js';

const utf8 = decoderFor(UTF8);
// The most diagnostics one input reports (src/common/limits.hpp).
const maxNotes = 100;

// A CA value (SimpleText, ASCII in practice) -> its text: escapes resolved, white space trimmed.
export function charsetText(raw) {
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

// How many characters of two bytes or more `bytes` holds as UTF-8; -1 when it is not valid UTF-8.
function utf8Characters(bytes) {
  let text;
  try {
    text = utf8.decode(bytes, true);
  } catch {
    return -1;
  }
  let count = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) count++;
  return count;
}

// Valid UTF-8 with non-ASCII characters is text in a legacy charset only by rare chance: in a
// single-byte charset a letter would have to be followed by a C1 control or a symbol ("Ã©"),
// in a CJK one several characters in a row would have to fall on UTF-8's patterns. So a CA
// naming such a charset over text that is valid UTF-8 (one such character for a single-byte
// charset, four for a multi-byte one) is a file converted to UTF-8 without fixing its CA.
const multiByte = new Set(['gb18030', 'big5', 'shift_jis', 'euc-jp', 'euc-kr', 'iso-2022-jp']);
function looksUtf8(body, charset) {
  const characters = utf8Characters(body);
  return characters >= (multiByte.has(charset.label) ? 4 : 1);
}

// A valid UTF-8 text whose CA values (if any) all name UTF-8: the common case, decoded without
// a scan. A "CA[" inside a comment only sends the input to the full path, which reads it right.
function plainUtf8(bytes) {
  if (bytes.includes(0x1b)) return null; // an escape: maybe ISO-2022-JP
  let text;
  try {
    text = utf8.decode(bytes, true);
  } catch {
    return null;
  }
  for (const match of text.matchAll(/CA\s*\[((?:\\[\s\S]|[^\\\]])*)\]/g)) {
    const charset = charsetNamed(charsetText(match[1]));
    if (!charset || !isUtf8(charset)) return null;
  }
  return text;
}

function readScan(words) {
  const treeCount = words[0];
  const valueCount = words[1];
  const trees = [];
  for (let t = 0, at = 2, last = 0; t < treeCount; t++, at += 4) {
    // Tree starts increase (the core gives them in input order); kept so, whatever happens, so
    // that the segments cut from them cover every byte once.
    last = Math.max(last, words[at]);
    trees.push({ offset: last, ca: words[at + 1] === 1 ? [words[at + 2], words[at + 3]] : null, values: [] });
  }
  for (let v = 0, at = 2 + 4 * treeCount; v < valueCount; v++, at += 4) {
    trees[words[at + 2]].values.push({ begin: words[at], end: words[at + 1], valid: words[at + 3] === 1 });
  }
  return trees;
}

// The charset of one tree and the notes that say why: { charset, decoder, notes } where a note
// is { code, severity, at (byte offset), end, args }.
function chooseCharset(bytes, segment, tree) {
  const notes = [];
  const note = (code, at, end, args = {}, severity = 'warning') => notes.push({ code, severity, at, end, args });
  const treeAt = tree ? tree.offset : segment[0];
  const values = tree ? tree.values : [];
  const repairs = (charset, decoder, broken) => {
    for (const v of broken) note('sgf.invalid_utf8', v.begin - 1, v.end + 1, { charset: charset.name });
    return { charset, decoder, notes };
  };
  const utf8Reading = () =>
    repairs(
      UTF8,
      utf8,
      values.filter((v) => !v.valid),
    );

  if (tree?.ca) {
    const [begin, end] = tree.ca;
    // A CA that names nothing these bytes can be: detected as if there were none, with a warning.
    const detectInstead = (declared) => {
      const detected = detectCharset(bytes, segment, treeAt, values, []);
      note('sgf.unknown_charset', begin - 1, end + 1, { charset: declared, used: detected.charset.name });
      return { ...detected, notes: notes.concat(detected.notes) };
    };
    const declared = charsetText(asciiText(bytes.subarray(begin, end)));
    const named = charsetNamed(declared);
    if (named) {
      if (isUtf8(named)) return utf8Reading();
      const decoder = decoderFor(named);
      if (!decoder) {
        note('sgf.charset_unavailable', begin - 1, end + 1, { charset: declared }, 'error');
        return { charset: named, decoder: utf8, notes };
      }
      const body = bytes.subarray(segment[0], segment[1]);
      if (looksUtf8(body, named)) {
        note('sgf.charset_mismatch', begin - 1, end + 1, { charset: declared });
        return { charset: UTF8, decoder: utf8, notes };
      }
      try {
        // UTF-16 without a byte order mark: the core found the structure in single bytes, so
        // the text is not UTF-16, whatever CA says.
        if (named.label.startsWith('utf-16')) throw new TypeError('not UTF-16');
        decoder.decode(body, true);
        return { charset: named, decoder, notes };
      } catch {
        // Bytes the charset named cannot hold: the CA is wrong when they are valid UTF-8.
        if (utf8Characters(body) >= 0) {
          note('sgf.charset_mismatch', begin - 1, end + 1, { charset: declared });
          return { charset: UTF8, decoder: utf8, notes };
        }
        if (named.label.startsWith('utf-16')) return detectInstead(declared);
        const broken = values.filter((v) => {
          try {
            decoder.decode(bytes.subarray(v.begin, v.end), true);
            return false;
          } catch {
            return true;
          }
        });
        if (broken.length === 0) note('sgf.invalid_utf8', treeAt, treeAt + 1, { charset: named.name });
        return repairs(named, decoder, broken);
      }
    }
    return detectInstead(declared);
  }
  return detectCharset(bytes, segment, treeAt, values, notes);
}

function clearlyUtf8(bytes) {
  const text = utf8.decode(bytes);
  let twoBytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x800) return true;
    if (c >= 0x80 && ++twoBytes >= 2) return true;
  }
  return false;
}

// A tree without CA (or with one that names nothing known).
function detectCharset(bytes, segment, treeAt, values, notes) {
  const note = (code, args) => notes.push({ code, severity: 'warning', at: treeAt, end: treeAt + 1, args });
  if (values.length === 0) {
    // ISO-2022-JP is 7-bit: its escape to JIS X 0208 ("ESC $ B" or "ESC $ @") gives it away.
    const body = bytes.subarray(segment[0], segment[1]);
    for (let i = 0; i + 2 < body.length; i++) {
      if (body[i] === 0x1b && body[i + 1] === 0x24 && (body[i + 2] === 0x42 || body[i + 2] === 0x40)) {
        const charset = charsetNamed('ISO-2022-JP');
        const decoder = decoderFor(charset);
        if (!decoder) break;
        note('sgf.charset_guessed', { charset: charset.name });
        return { charset, decoder, notes };
      }
    }
    return { charset: UTF8, decoder: utf8, notes };
  }
  const broken = values.filter((v) => !v.valid);
  if (broken.length === 0) return { charset: UTF8, decoder: utf8, notes };
  // A valid value that holds a character of three bytes or more, or two of two bytes, is UTF-8
  // all but surely (legacy text falls on UTF-8's patterns that long only by rare chance; one
  // character of two bytes often does): such values count as much as broken ones.
  const clear = values.filter((v) => v.valid && clearlyUtf8(bytes.subarray(v.begin, v.end))).length;
  if (clear >= broken.length || values.length - broken.length > broken.length) {
    note('sgf.charset_mostly_utf8', { valid: String(values.length - broken.length), total: String(values.length) });
    for (const v of broken)
      notes.push({
        code: 'sgf.invalid_utf8',
        severity: 'warning',
        at: v.begin - 1,
        end: v.end + 1,
        args: { charset: 'UTF-8' },
      });
    return { charset: UTF8, decoder: utf8, notes };
  }
  const legacy = guessLegacyCharset(values.map((v) => bytes.subarray(v.begin, v.end)));
  const decoder = legacy && decoderFor(legacy);
  if (decoder) {
    note('sgf.charset_guessed', { charset: legacy.name });
    return { charset: legacy, decoder, notes };
  }
  note('sgf.charset_latin1', {});
  return { charset: LATIN1, decoder: decoderFor(LATIN1), notes };
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

export function createSgfDecoding(wasm) {
  // bytes -> { text, segments, notes }: segments [{ line, column, charset }] in order (a tree
  // starting at or after a segment's position was decoded with its charset); notes are
  // diagnostics without their message ({ code, severity, line, column, length, args }).
  return function decodeSgfBytes(bytes) {
    // A UTF-16 byte order mark: text of two bytes a unit, CA or not.
    const wide = utf16Encoding(bytes);
    if (wide) {
      return {
        text: decodeUtf16(bytes, wide),
        segments: [{ line: 1, column: 1, charset: wide === 'utf-16le' ? 'UTF-16LE' : 'UTF-16BE' }],
        notes: [],
      };
    }
    const plain = plainUtf8(bytes);
    if (plain !== null) return { text: plain, segments: [{ line: 1, column: 1, charset: 'UTF-8' }], notes: [] };

    const trees = readScan(withBytes(wasm, bytes, (address, length) => wasm.sgfScanBytes(address, length)));
    const pieces = [];
    const starts = []; // UTF-16 index in the text where each segment starts
    const pending = []; // notes with the UTF-16 index of their start
    let units = 0;
    const count = Math.max(trees.length, 1);
    for (let t = 0; t < count; t++) {
      const segment = [t === 0 ? 0 : trees[t].offset, t + 1 < trees.length ? trees[t + 1].offset : bytes.length];
      const { charset, decoder, notes } = chooseCharset(bytes, segment, trees[t]);
      starts.push({ index: units, charset: charset.name });
      // The index of each note's byte offset: the segment decoded piece by piece up to each.
      let from = segment[0];
      let index = units;
      for (const n of notes.sort((a, b) => a.at - b.at)) {
        const at = Math.min(Math.max(n.at, from), segment[1]);
        index += decoder.decode(bytes.subarray(from, at)).length;
        from = at;
        const length = Math.max(1, decoder.decode(bytes.subarray(at, Math.min(n.end, segment[1]))).length);
        if (pending.length < maxNotes || n.severity === 'error') pending.push({ ...n, index, length });
      }
      const text = decoder.decode(bytes.subarray(segment[0], segment[1]));
      pieces.push(text);
      units += text.length;
    }
    const text = pieces.join('');
    pending.sort((a, b) => a.index - b.index);
    const positions = locate(
      text,
      pending.map((n) => n.index),
    );
    const notes = pending.map((n, k) => ({
      code: n.code,
      severity: n.severity,
      line: positions[k].line,
      column: positions[k].column,
      length: n.length,
      args: n.args,
    }));
    const startPositions = locate(
      text,
      starts.map((s) => s.index),
    );
    const segments = starts.map((s, k) => ({ ...startPositions[k], charset: s.charset }));
    return { text, segments, notes };
  };
}

// The charset of the segment a tree at (line, column) falls in.
export function charsetAt(segments, line, column) {
  let found = segments[0].charset;
  for (const s of segments) {
    if (s.line < line || (s.line === line && s.column <= column)) found = s.charset;
    else break;
  }
  return found;
}
