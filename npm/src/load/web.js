// Loading a module in browsers, workers and bundlers: asynchronous, from the URL next to the
// package's JS unless the caller passes the wasm (docs/loading.md).
import { createModuleFrom } from './instantiate.js';

// The init() of one wasm module: the first call decides where the wasm comes from and later
// calls share its result, so the top-level-await entries and the init() entries hand out the
// same objects. A failed load can be tried again (with another source).
export function createInit(factory, fileName, defaultUrl, createApi) {
  let loading;
  return function init(options = {}) {
    if (loading) return loading;
    if (options === null || typeof options !== 'object') {
      return Promise.reject(new TypeError(`init() takes an options object ({ wasm }), not ${options === null ? 'null' : typeof options}`));
    }
    const source = options.wasm ?? defaultUrl();
    loading = createModuleFrom(factory, source, fileName).then(createApi);
    loading.catch(() => { loading = undefined; });
    return loading;
  };
}
