// The family APIs that document code reads (`apis.chess.Pgn`, `apis.go.Hen`...), one getter per
// family: a family that is not loaded says how to load it, instead of an "undefined" further down.
import { FAMILIES, FAMILY_OF } from './notations.js';

/**
 * `get(family)` returns the loaded API or undefined; `entry` names the subpath for the message.
 * The object is what openDocument() and renderSvg() receive as `apis`.
 */
export function createApis(get, entry) {
  const apis = {};
  for (const family of FAMILIES) {
    Object.defineProperty(apis, family, {
      enumerable: true,
      get() {
        const api = get(family);
        if (api) return api;
        const notations = Object.keys(FAMILY_OF).filter((notation) => FAMILY_OF[notation] === family);
        throw new Error(
          `${entry}: the ${family} module (for ${notations.join(', ')}) is not loaded yet: ` +
            `await init({ notations: [${notations.map((n) => `'${n}'`).join(', ')}] }) before drawing that notation (docs/loading.md)`,
        );
      },
    });
  }
  return apis;
}
