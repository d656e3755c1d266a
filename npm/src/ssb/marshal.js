// Messages arrive as JSON text or as JS values; values are serialised to JSON text, so that
// the one C++ reader (with its limits, duplicate-key and UTF-8 checks) sees every input and
// nothing of the caller's object is kept or changed.
import { jsonText as writeJson } from '../json-text.js';

// A JS string may hold lone surrogates, which UTF-8 cannot carry (the encoder would turn them
// into U+FFFD without a word). Written as \u escapes, the JSON reader reports each one
// (json.lone_surrogate) at its place.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function wellFormed(text) {
  return text.replace(loneSurrogate, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

export function jsonText(input, what) {
  if (typeof input === 'string') return wellFormed(input);
  if (input === undefined) throw new TypeError(`${what} expects JSON text or a JSON value, not undefined`);
  let text;
  try {
    // At any depth (JSON.stringify overflows its stack on deep values): the JSON reader then
    // reports json.too_deep at its place.
    text = writeJson(input);
  } catch (error) {
    throw new TypeError(`${what}: the value cannot be written as JSON (${error.message})`);
  }
  if (text === undefined) throw new TypeError(`${what} expects JSON text or a JSON value, not ${typeof input}`);
  return text;
}

// A replay input: JSON text of an array, or an array whose items are message objects or
// their JSON texts.
export function messagesText(messages) {
  if (typeof messages === 'string') return wellFormed(messages);
  if (!Array.isArray(messages)) throw new TypeError('Ssb.replay expects an array of messages or its JSON text');
  return `[${messages.map((m, i) => jsonText(m, `Ssb.replay (message ${i})`)).join(',')}]`;
}

export function stringField(value, what) {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new TypeError(`${what} must be a string, not ${typeof value}`);
  return value;
}
