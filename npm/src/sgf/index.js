// SGF FF[4]: text <-> game trees as plain data. Values stay as written between the brackets
// (escapes kept), so a round trip loses nothing; Sgf.decodeText gives the text a value means.
import { withUint32, withUtf8, withBytes } from '../wasm-io.js';
import { decodeCollection, encodeCollection } from './layout.js';
import { SgfError, sgfError } from './errors.js';

export function createSgf(wasm, languages) {
  // Strings are already decoded text (CA is kept as written); bytes are decoded as their CA says.
  function run(input, language) {
    if (typeof input === 'string') {
      return withUtf8(wasm, input, (address, length) => wasm.sgfParse(address, length, false, language));
    }
    if (input instanceof Uint8Array) {
      return withBytes(wasm, input, (address, length) => wasm.sgfParse(address, length, true, language));
    }
    throw new TypeError(`Sgf.parse expects a string or a Uint8Array, not ${input === null ? 'null' : typeof input}`);
  }

  function split(diagnostics) {
    return {
      errors: diagnostics.filter((d) => d.severity === 'error'),
      warnings: diagnostics.filter((d) => d.severity === 'warning'),
    };
  }

  function parse(input, options) {
    const language = languages.pick(options);
    const result = run(input, language);
    if (!result.ok) throw sgfError(result.diagnostics);
    return decodeCollection(result.layout, result.strings);
  }

  function validate(input, options) {
    const result = run(input, languages.pick(options));
    return { ok: result.ok, ...split(result.diagnostics) };
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
