// SGF FF[4]: text <-> game trees as plain data. Values stay as written between the brackets
// (escapes kept), so a round trip loses nothing; Sgf.decodeText gives the text a value means.
import { withUint32, withUtf8, withBytes } from '../wasm-io.js';
import { decodeCollection, encodeCollection } from './layout.js';
import { SgfError, sgfError } from './errors.js';

// The text the parser saw: TextEncoder writes a lone surrogate as U+FFFD, so the values sliced
// from the caller's string must come from the same text.
function wellFormed(text) {
  if (typeof text.isWellFormed === 'function') return text.isWellFormed() ? text : text.toWellFormed();
  return text.replace(/\p{Surrogate}/gu, '\uFFFD');
}

export function createSgf(wasm, languages) {
  // Strings are already decoded text (CA is kept as written): the values come back as slices of
  // the string itself. Bytes are decoded as their CA says, and the values come in one string.
  // The parser leaves its output in wasm memory: `read` gets { ok, diagnostics } and, when ok,
  // what decodeCollection reads in place; the output is released after it.
  function withParse(input, language, read) {
    const isText = typeof input === 'string';
    if (!isText && !(input instanceof Uint8Array)) {
      throw new TypeError(`Sgf.parse expects a string or a Uint8Array, not ${input === null ? 'null' : typeof input}`);
    }
    // As many UTF-8 bytes as UTF-16 units: all ASCII (so also well formed).
    let ascii = false;
    try {
      const address = isText
        ? withUtf8(wasm, input, (at, length) => wasm.sgfParseText(at, length, (ascii = length === input.length)))
        : withBytes(wasm, input, (at, length) => wasm.sgfParseBytes(at, length));
      const base = address >>> 2;
      const ok = wasm.HEAPU32[base] === 1;
      const diagnostics = wasm.HEAPU32[base + 1] > 0 ? wasm.sgfParseDiagnostics(language) : [];
      if (!ok) return read({ ok, diagnostics });
      const names = wasm.sgfParseNames();
      const text = isText ? (ascii ? input : wellFormed(input)) : wasm.sgfParseStrings();
      // HEAPU32 is read after the last call into wasm: a call may grow the memory, which
      // replaces the view.
      return read({ ok, diagnostics, words: wasm.HEAPU32, base, names, text });
    } finally {
      wasm.sgfParseRelease();
    }
  }

  function split(diagnostics) {
    return {
      errors: diagnostics.filter((d) => d.severity === 'error'),
      warnings: diagnostics.filter((d) => d.severity === 'warning'),
    };
  }

  function parse(input, options) {
    return withParse(input, languages.pick(options), (result) => {
      if (!result.ok) throw sgfError(result.diagnostics);
      return decodeCollection(result.words, result.base, result.names, result.text);
    });
  }

  function validate(input, options) {
    return withParse(input, languages.pick(options), (result) => ({ ok: result.ok, ...split(result.diagnostics) }));
  }

  function stringify(trees, options) {
    const language = languages.pick(options);
    const { layout, text } = encodeCollection(trees);
    const lineBreaks = options?.lineBreakBetweenNodes ?? true;
    const result = withUtf8(wasm, text, (textAddress, textLength) => withUint32(wasm, layout, (layoutAddress) =>
      wasm.sgfStringify(textAddress, textLength, layoutAddress, layout.length, Boolean(lineBreaks), language)));
    if (!result.ok) throw sgfError(result.diagnostics);
    return result.text;
  }

  function decodeText(raw) {
    if (typeof raw !== 'string') throw new TypeError('Sgf.decodeText expects a string');
    return wasm.sgfDecodeText(raw);
  }

  function encodeText(text) {
    if (typeof text !== 'string') throw new TypeError('Sgf.encodeText expects a string');
    return wasm.sgfEncodeText(text);
  }

  return {
    Sgf: Object.freeze({ parse, stringify, validate, decodeText, encodeText }),
    SgfError,
  };
}
