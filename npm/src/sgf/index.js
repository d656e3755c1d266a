// SGF FF[4]: text <-> game trees as plain data. Values stay as written between the brackets
// (escapes kept), so a round trip loses nothing; Sgf.decodeText gives the text a value means.
import { withBatches, withUint32, withUtf8 } from '../wasm-io.js';
import { addNodes, encodeCollection, sharedNames, treeBuilder, treesOf } from './marshal.js';
import { SgfError, sgfError } from './errors.js';
import { charsetAt, charsetText, createSgfDecoding } from './decode.js';
import { createSgfReplay } from './replay.js';
import { createGoEngine } from './try-move.js';
import { jsonText } from '../json-text.js';

// The text the parser saw: TextEncoder writes a lone surrogate as U+FFFD, so the values sliced
// from the caller's string must come from the same text.
function wellFormed(text) {
  if (typeof text.isWellFormed === 'function') return text.isWellFormed() ? text : text.toWellFormed();
  return text.replace(/\p{Surrogate}/gu, '\uFFFD');
}

// The most diagnostics one input reports (src/common/limits.hpp).
const maxDiagnostics = 100;
const NO_NOTES = Object.freeze([]);

function hasError(notes) {
  for (const n of notes) if (n.severity === 'error') return true;
  return false;
}

export function createSgf(wasm, languages) {
  const decodeSgfBytes = createSgfDecoding(wasm);
  // The property names of this wasm instance's parses (marshal.js).
  const names = sharedNames();

  // The charset diagnostics of the decoding (decode.js) before the parser's, within the cap,
  // which never drops the first error.
  function merge(notes, parsed, language) {
    if (notes.length === 0) return parsed;
    const rendered = notes.map((n) => ({
      code: n.code,
      severity: n.severity,
      line: n.line,
      column: n.column,
      length: n.length,
      args: { ...n.args },
      message: languages.render(n.code, [...Object.entries(n.args), ['line', n.line], ['column', n.column]], language),
    }));
    const all = rendered.concat(parsed);
    if (all.length <= maxDiagnostics) return all;
    const kept = all.slice(0, maxDiagnostics);
    const error = all.find((d) => d.severity === 'error');
    if (error && !kept.includes(error)) kept[maxDiagnostics - 1] = error;
    return kept;
  }

  // The parse of UTF-8 at `at` in wasm memory, whose text is `source` (`isText`: the caller's
  // own string). The parser leaves its output in wasm memory, a large collection in batches each
  // read as it comes (bindings/sgf.cpp); with `build` the nodes are built (marshal.js), else
  // only { ok, diagnostics } are read. Returns { ok, trees, segments } when ok and the trees were
  // asked for, else { ok, diagnostics }; the output is released after it. One function made once, not a
  // closure per call: a parse of a small file is a few microseconds.
  function parseAt(at, length, source, isText, notes, segments, build, strict, language) {
    try {
      let builder = null;
      // As many UTF-8 bytes as UTF-16 units: all ASCII (so also well formed).
      const ascii = length === source.length;
      if (build) builder = treeBuilder(ascii || !isText ? source : wellFormed(source), names);
      const address = withBatches(
        wasm.sgfSetBatchSink,
        (batch) => builder && addNodes(builder, wasm.HEAPU32, wasm.HEAPU8, batch >>> 2),
        () => wasm.sgfParseText(at, length, ascii, strict),
      );
      // HEAPU32 and HEAPU8 are read after each call into wasm: a call may grow the memory,
      // which replaces the views.
      const base = address >>> 2;
      const ok = wasm.HEAPU32[base] === 1 && !hasError(notes);
      if (ok && build) {
        // Sgf.parse gives the trees only: the warnings are not rendered.
        addNodes(builder, wasm.HEAPU32, wasm.HEAPU8, base);
        return { ok, trees: treesOf(builder, wasm.HEAPU32, base), segments };
      }
      const diagnostics = merge(notes, wasm.HEAPU32[base + 1] > 0 ? wasm.sgfParseDiagnostics(language) : [], language);
      return { ok, diagnostics };
    } finally {
      wasm.sgfParseRelease();
    }
  }

  // Strings are already decoded text (CA is kept as written): the values come back as slices of
  // the string itself. Bytes are decoded first (decode.js), then read as that text is.
  function withParse(input, options, build, caller) {
    const language = languages.pick(options);
    const isText = typeof input === 'string';
    if (!isText && !(input instanceof Uint8Array)) {
      throw new TypeError(`${caller} expects a string or a Uint8Array, not ${input === null ? 'null' : typeof input}`);
    }
    const strict = Boolean(options?.strict);
    if (isText)
      return withUtf8(wasm, input, (at, length) =>
        parseAt(at, length, input, true, NO_NOTES, null, build, strict, language),
      );
    // Bytes that are UTF-8 throughout are parsed where the decoding put them; others as their text.
    // Repaired UTF-8 is parsed so only for its trees: its warnings (where each repair is) come
    // with the full decoding, taken when diagnostics are asked for or the parse fails.
    const decoded = decodeSgfBytes(
      input,
      (at, length, text, repaired) => {
        if (repaired && !build) return undefined;
        const result = parseAt(at, length, text, false, NO_NOTES, null, build, strict, language);
        return repaired && !result.ok ? undefined : result;
      },
      build,
    );
    if (decoded.parsed) return decoded.parsed;
    return withUtf8(wasm, decoded.text, (at, length) =>
      parseAt(at, length, decoded.text, false, decoded.notes, decoded.segments, build, strict, language),
    );
  }

  // Each tree's charsets: the one its text was decoded from (UTF-8 for a string) and the one
  // its CA declares (null without CA).
  function addCharsets(trees, segments) {
    for (const tree of trees) {
      const ca = tree.root.properties.CA;
      tree.charset = segments ? charsetAt(segments, tree.line, tree.column) : 'UTF-8';
      tree.declaredCharset = ca ? charsetText(ca[0]) : null;
    }
    return trees;
  }

  function split(diagnostics) {
    return {
      errors: diagnostics.filter((d) => d.severity === 'error'),
      warnings: diagnostics.filter((d) => d.severity === 'warning'),
    };
  }

  function parse(input, options) {
    const result = withParse(input, options, true, 'Sgf.parse');
    if (!result.ok) throw sgfError(result.diagnostics);
    return addCharsets(result.trees, result.segments);
  }

  function validate(input, options) {
    const result = withParse(input, options, false, 'Sgf.validate');
    return { ok: result.ok, ...split(result.diagnostics) };
  }

  function stringify(trees, options) {
    const language = languages.pick(options);
    const { layout, text } = encodeCollection(trees);
    const lineBreaks = options?.lineBreakBetweenNodes ?? true;
    const declareUtf8 = !options?.keepCharset;
    const result = withUtf8(wasm, text, (textAddress, textLength) =>
      withUint32(wasm, layout, (layoutAddress) =>
        wasm.sgfStringify(
          textAddress,
          textLength,
          layoutAddress,
          layout.length,
          Boolean(lineBreaks),
          declareUtf8,
          language,
        ),
      ),
    );
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
    // jsonText: the JSON of trees at any depth (JSON.stringify overflows its stack on a line of
    // about 2,000 nodes; see ../json-text.js).
    Sgf: Object.freeze({ parse, stringify, validate, decodeText, encodeText, jsonText }),
    SgfError,
    // Internal, for document/go.js: every node of every tree replayed by the core (replay.js);
    // for bin/sgf-rows.cjs, with the HEN of the main line's positions ({ hens }).
    sgfReplayTrees: createSgfReplay(wasm),
    // Internal, for document/go.js: the komi in points from the root's KM, AP and RU values
    // (src/sgf/komi.cpp: Fox's scaled values rescaled); { points: NaN } when KM is no number.
    sgfKomi: (km, application, rules) => wasm.sgfKomi(km, application, rules),
    // Internal, for document/go.js: an SGF Real ([+-]digits[.digits]) as a number, NaN when the
    // text is not one (src/sgf/values.cpp, decode_real).
    sgfReal: (raw) => wasm.sgfReal(raw),
    // Internal, for document/go.js: Black's win rate (0 to 1) from Sabaki's SBKV value, NaN when
    // it is not one (src/sgf/win_rate.cpp).
    sgfWinRate: (raw) => wasm.sgfWinRate(raw),
    // Internal, for viewer/go-play.js: a reader's move judged and played by the core, and SGF
    // points written and read by it (try-move.js).
    goEngine: createGoEngine(wasm),
  };
}
