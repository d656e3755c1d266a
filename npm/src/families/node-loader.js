// Loading families in Node: synchronous, on first use, from the .wasm files of the package
// (`cores` maps a family to () => require('./core-<family>.node.cjs'), written by scripts/build-npm.mjs).
import { createApis } from './apis.js';
import { familiesOf } from './notations.js';

export function createNodeFamilies(cores, entry) {
  const apiOf = (family) => cores[family]().load();
  return {
    apis: createApis(apiOf, entry),
    /** For the same code as in browsers: loads now; `wasm` as in docs/loading.md (a function of the file name). */
    async init(options = {}) {
      if (options === null || typeof options !== 'object')
        throw new TypeError(
          `init() takes an options object ({ notations, wasm }), not ${options === null ? 'null' : typeof options}`,
        );
      await Promise.all(
        familiesOf(options.notations).map((family) =>
          cores[family]().init(options.wasm === undefined ? {} : { wasm: options.wasm }),
        ),
      );
    },
    loadFamily: async (family) => apiOf(family),
  };
}
