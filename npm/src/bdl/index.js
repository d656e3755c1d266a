// BDL (Board Description Language 1.1.0): parse to a plain syntax tree, check, format, and play
// the described game. Explicit JavaScript runs only through options.evaluator (explicit.js).
import { withUtf8 } from '../wasm-io.js';
import { BdlError, bdlError, explicitFailure } from './errors.js';
import { createHooks } from './explicit.js';
import { createGameClass } from './game.js';
import { treeFromJson, treeJson } from './tree.js';

export function createBdl(wasm, languages) {
  const BdlGame = createGameClass(wasm, languages);

  // Calls fn(address, length, isText) with a BDL text, or a syntax tree's JSON text, in wasm memory.
  function withInput(input, name, fn) {
    if (typeof input === 'string') return withUtf8(wasm, input, (address, length) => fn(address, length, true));
    if (input !== null && typeof input === 'object') {
      return withUtf8(wasm, treeJson(input, name), (address, length) => fn(address, length, false));
    }
    throw new TypeError(
      `Bdl.${name} expects a BDL text or a syntax tree, not ${input === null ? 'null' : typeof input}`,
    );
  }

  function split(diagnostics) {
    return {
      errors: diagnostics.filter((d) => d.severity === 'error'),
      warnings: diagnostics.filter((d) => d.severity === 'warning'),
    };
  }

  function parse(text, options) {
    const language = languages.pick(options);
    if (typeof text !== 'string')
      throw new TypeError(`Bdl.parse expects a string, not ${text === null ? 'null' : typeof text}`);
    const result = withUtf8(wasm, text, (address, length) => wasm.bdlParse(address, length, language));
    if (!result.ok) throw bdlError(result.diagnostics);
    return treeFromJson(result.tree);
  }

  function check(input, options) {
    const language = languages.pick(options);
    const result = withInput(input, 'check', (a, l, isText) => wasm.bdlCheck(a, l, isText, language));
    return { ok: result.ok, ...split(result.diagnostics) };
  }

  function format(input, options) {
    const language = languages.pick(options);
    const result = withInput(input, 'format', (a, l, isText) => wasm.bdlFormat(a, l, isText, language));
    if (!result.ok) throw bdlError(result.diagnostics);
    return result.text;
  }

  // options.evaluator: (code, { part, line, column }) => value of the JavaScript expression
  // `code`; without it, a description with explicit code the game needs is refused with one
  // bdl.needs_evaluator diagnostic per block.
  function game(input, options) {
    const language = languages.pick(options);
    const evaluator = options?.evaluator;
    if (evaluator !== undefined && typeof evaluator !== 'function')
      throw new TypeError('options.evaluator must be a function');
    const hooks = evaluator ? createHooks(evaluator) : null;
    const handle = new wasm.BdlGame();
    let result;
    try {
      result = withInput(input, 'game', (a, l, isText) => handle.load(a, l, isText, hooks, language));
    } catch (error) {
      handle.delete();
      throw error;
    }
    // Explicit code already ran while loading (move entries, the finish rules).
    const failure = hooks?.takeFailure();
    if (!result.ok || failure) {
      handle.delete();
      throw failure ? explicitFailure(languages, language, failure) : bdlError(result.diagnostics);
    }
    return new BdlGame(handle, hooks, language);
  }

  return { Bdl: Object.freeze({ parse, check, format, game }), BdlError };
}
