// Which notation a text or a file is: what a paste, a drop or `boardnotation svg FILE` opens it as.
// Pure JavaScript (no wasm): it is in every entry. Content decides; the file name only settles a
// text that could be more than one notation (a bare move list, a JSON that names no chess message).
// Only a bounded prefix is read, so a 10 MB database costs as much as a short game.
import { NOTATIONS } from '../families/notations.js';
import { decodeUtf16, utf16Encoding } from '../utf16.js';

const PREFIX = 64 * 1024; // characters looked at: every signature shows in the first lines

const EXTENSIONS = Object.freeze({
  gbb: 'gbb',
  hen: 'hen',
  sgf: 'sgf',
  fen: 'fen',
  epd: 'fen',
  pgn: 'pgn',
  bdl: 'bdl',
  json: 'ssb',
});

/** The notation a file name's extension suggests, or null. */
function notationOfName(fileName) {
  if (typeof fileName !== 'string') return null;
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  return match ? (EXTENSIONS[match[1].toLowerCase()] ?? null) : null;
}

// The first PREFIX characters of a string or of bytes (UTF-8, or UTF-16 with its BOM); bytes
// that are not UTF-8 (Latin-1 PGN, Shift_JIS SGF...) still show their ASCII signatures.
function prefixOf(input) {
  if (typeof input === 'string') return input.slice(0, PREFIX);
  let bytes = input;
  if (input instanceof ArrayBuffer) bytes = new Uint8Array(input);
  else if (ArrayBuffer.isView(input) && !(input instanceof Uint8Array))
    bytes = new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  if (!(bytes instanceof Uint8Array)) return null;
  const wide = utf16Encoding(bytes);
  if (wide) return decodeUtf16(bytes.subarray(0, 2 + PREFIX * 2), wide);
  const head = bytes.subarray(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0, PREFIX);
  let text = '';
  // Byte by byte: every signature is ASCII, so any other byte can stand as a placeholder.
  for (let i = 0; i < head.length; i += 4096) {
    text += String.fromCharCode(...Array.from(head.subarray(i, i + 4096), (b) => (b < 0x80 ? b : 0xfffd)));
  }
  return text;
}

const RANK = '[pnbrqkPNBRQK1-8]{1,8}';
const FEN_BOARD = new RegExp(`^${RANK}(?:/${RANK}){7}$`);
const SAN = String.raw`(?:[KQRBN][a-h]?[1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[1-8](?:=?[QRBN])?|O-O(?:-O)?|0-0(?:-0)?)[+#]?`;
const SAN_WORD = new RegExp(String.raw`^${SAN}[!?]*$|^(?:1-0|0-1|1/2-1/2|\*)$`);
const RESULT = /^(?:1-0|0-1|1\/2-1\/2|\*)$/;
const MOVETEXT = new RegExp(String.raw`(?:^|\s)1\s*\.\s*(?:\.\.\s*)?${SAN}(?:\s|$|[!?{(])`);
const HEN_START = /^(?:[._~]|%2E|%5F|%7E)/i;
// HEN labels may hold any text but white space and the part signs: no brackets, quotes or slashes.
const HEN_CHARACTERS = /^[^()[\]{}"/\\]*$/;
const HEN_PART = /_\d{1,2}|\.\d{1,2}x\d{1,2}|\.[A-HJ-Z]\d{1,2}|\.p?[bwrglyp](?![A-Za-z])/;

/** Skips blank space and, for PGN, comments and escape lines; returns the rest of the text. */
function afterBlank(text) {
  return text.replace(/^\uFEFF/, '').replace(/^\s+/, '');
}

function check(text) {
  const body = afterBlank(text);
  if (body === '') return { reason: 'empty' };
  const firstLine = body.split(/\r?\n|\r/, 1)[0].trim();

  // The header is GBB/1.0 (the reader also takes GBB and gbb); the size follows it.
  if (/^GBB\/1\.0(?:\s|$)/.test(body) || /^(?:GBB|gbb)\s+size\b/.test(body))
    return { notation: 'gbb', confidence: 'certain', reason: 'GBB header' };
  if (/^\(\s*;?\s*[A-Z]{1,2}\s*\[/.test(body) || /^\(\s*;/.test(body))
    return { notation: 'sgf', confidence: 'certain', reason: 'SGF game tree "(;"' };
  if (
    /^\[\s*[A-Za-z0-9_]+\s+"/.test(body) ||
    /^(?:%[^\n]*\n|\{[^}]*\}\s*|;[^\n]*\n|\s)+\[\s*[A-Za-z0-9_]+\s+"/.test(body)
  ) {
    return { notation: 'pgn', confidence: 'certain', reason: 'PGN tag pair' };
  }
  if (/^[[{]/.test(body)) {
    if (/"type"\s*:\s*"chess_(?:invite|invite_accept|move|game_end|chat)"/.test(body)) {
      return { notation: 'ssb', confidence: 'certain', reason: 'ssb-chess message type' };
    }
    if (body[0] === '[' && /^\[\s*(?:\{|\])/.test(body))
      return {
        notation: 'ssb',
        confidence: 'guess',
        reason: 'JSON array (ssb-chess games are arrays of messages)',
        json: true,
      };
    if (body[0] === '{') return { notation: 'ssb', confidence: 'guess', reason: 'JSON object', json: true };
  }
  if (
    /^rules\s*\{/.test(body) ||
    (/^[a-z_]+\s*\{/.test(body) && /\b(?:initial_piece_position|pieces)\s*\{/.test(body))
  ) {
    return { notation: 'bdl', confidence: 'certain', reason: 'BDL blocks (rules, pieces, initial_piece_position)' };
  }
  const fields = firstLine.split(/\s+/);
  if (FEN_BOARD.test(fields[0])) {
    if (fields.length >= 2 && /^[wb]$/.test(fields[1]))
      return { notation: 'fen', confidence: 'certain', reason: 'FEN fields' };
    return { notation: 'fen', confidence: 'likely', reason: 'FEN piece placement' };
  }
  if (
    HEN_START.test(body) &&
    HEN_CHARACTERS.test(body.slice(0, 4096)) &&
    HEN_PART.test(body.slice(0, 4096).replace(/%2E/gi, '.').replace(/%5F/gi, '_'))
  ) {
    return { notation: 'hen', confidence: 'likely', reason: 'HEN parts (".9x9", "_7Eb2w"...)' };
  }
  if (MOVETEXT.test(body.slice(0, 4096)))
    return { notation: 'pgn', confidence: 'likely', reason: 'PGN movetext "1. e4"' };
  // Moves without numbers ("e4 e5 Nf3"), which the PGN reader takes too: every word of the first
  // line a SAN move (or a result), at least two of them.
  const words = firstLine.split(/\s+/).slice(0, 16);
  if (words.length >= 2 && words.every((word) => SAN_WORD.test(word)) && words.some((word) => !RESULT.test(word))) {
    return { notation: 'pgn', confidence: 'likely', reason: 'SAN moves ("e4 e5 Nf3")' };
  }
  // SGF whose first "(" is missing or after some text: repaired by the reader with a warning.
  if (/(?:^|\()\s*;\s*(?:FF|GM|SZ|CA|AP|B|W|AB|AW|PB|PW)\s*\[/.test(body.slice(0, 4096))) {
    return { notation: 'sgf', confidence: 'likely', reason: 'SGF properties (";FF[4]", ";B[dd]")' };
  }
  if (/\(\s*;/.test(body.slice(0, 4096)) && /[A-Z]{1,2}\[[^\]]*\]/.test(body.slice(0, 4096))) {
    return { notation: 'sgf', confidence: 'likely', reason: 'SGF game tree after some text' };
  }
  return { reason: 'no notation' };
}

/**
 * detect(textOrBytes, fileName?) -> { notation, confidence: 'certain'|'likely'|'guess', reason }, or
 * { notation: null, reason } when the content fits no notation (and the file name does not help).
 */
export function detect(input, fileName) {
  const text = prefixOf(input);
  if (text === null) return { notation: null, reason: 'not text: pass a string, a Uint8Array or an ArrayBuffer' };
  const found = check(text);
  const hinted = notationOfName(fileName);
  if (found.notation && !found.json)
    return { notation: found.notation, confidence: found.confidence, reason: found.reason };
  if (found.json) {
    // A JSON array or object that names no chess message: ssb only if the name agrees (.json).
    return hinted === 'ssb'
      ? { notation: 'ssb', confidence: 'guess', reason: `${found.reason}, file name ${fileName}` }
      : { notation: null, reason: `${found.reason} without ssb-chess messages` };
  }
  if (found.reason === 'empty') return { notation: null, reason: 'empty text' };
  if (hinted && hinted !== 'ssb') return { notation: hinted, confidence: 'guess', reason: `file name ${fileName}` };
  return { notation: null, reason: 'the text looks like none of ' + NOTATIONS.join(', ') };
}
