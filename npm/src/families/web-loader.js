// Loading families on demand in browsers, workers and bundlers: each family's core is a dynamic
// import (a bundler makes it a chunk), so a page that shows only PGN downloads only the chess module.
// `importers` maps a family to () => import('./core-<family>.mjs'), written by scripts/build-npm.mjs.
import { createApis } from './apis.js';
import { familiesOf } from './notations.js';

export function createWebLoader(importers, entry) {
  const loaded = new Map(); // family -> API
  const loading = new Map(); // family -> Promise<API>
  let wasmOption; // init({ wasm }): a function of the file name, kept for families loaded later

  function loadFamily(family) {
    if (loaded.has(family)) return Promise.resolve(loaded.get(family));
    if (!loading.has(family)) {
      const promise = importers[family]()
        .then((core) => core.init(wasmOption === undefined ? {} : { wasm: wasmOption }))
        .then((api) => {
          loaded.set(family, api);
          return api;
        });
      promise.catch(() => loading.delete(family));
      loading.set(family, promise);
    }
    return loading.get(family);
  }

  return {
    apis: createApis((family) => loaded.get(family), entry),
    /** Loads the families of `options.notations` (all when absent); `options.wasm` as in docs/loading.md. */
    async init(options = {}) {
      if (options === null || typeof options !== 'object')
        throw new TypeError(
          `init() takes an options object ({ notations, wasm }), not ${options === null ? 'null' : typeof options}`,
        );
      if (options.wasm !== undefined) {
        if (typeof options.wasm !== 'function') {
          throw new TypeError(
            `${entry} loads one wasm module per notation family: pass wasm as a function of the file name, e.g. (file) => \`/assets/\${file}\``,
          );
        }
        wasmOption = options.wasm;
      }
      await Promise.all(familiesOf(options.notations).map(loadFamily));
    },
    loadFamily,
  };
}
