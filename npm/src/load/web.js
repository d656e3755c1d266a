// Loading a module in browsers, workers and bundlers: asynchronous, from the URL next to the
// package's JS unless the caller passes the wasm (docs/loading.md).
import { mergeApis } from '../api.js';
import { createModuleFrom } from './instantiate.js';

// The init() of one wasm module serving `families` (one family, or all of them for the root's
// module): the first call decides where the wasm comes from and later calls share its result, so
// the top-level-await entries and the init() entries hand out the same objects. A family that
// another module already serves or is loading (`shared`, load/shared.js) is taken from it: this
// module's wasm is loaded for the other families only, and not at all when none is left. A failed
// load can be tried again (with another source).
export function createInit(factory, fileName, defaultUrl, families, createFamilyApi, shared) {
  let result;
  return function init(options = {}) {
    if (result) return result;
    if (options === null || typeof options !== 'object') {
      return Promise.reject(
        new TypeError(`init() takes an options object ({ wasm }), not ${options === null ? 'null' : typeof options}`),
      );
    }
    const missing = families.filter((family) => !shared.apiOrPromise(family));
    if (missing.length) {
      const module = createModuleFrom(factory, options.wasm ?? defaultUrl(), fileName);
      for (const family of missing) {
        shared.startLoading(
          family,
          module.then((wasm) => shared.settleApi(family, createFamilyApi(wasm, family))),
        );
      }
    }
    result = Promise.all(families.map(shared.apiOrPromise)).then(mergeApis);
    result.catch(() => {
      result = undefined;
    });
    return result;
  };
}
