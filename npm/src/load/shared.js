// One API per notation family per JavaScript realm. Two wasm modules can serve a family: its own
// (what its subpath loads, e.g. boardnotation-gbb.wasm) and the module of every family (what the
// root loads, boardnotation-all.wasm). Whichever is asked first serves the family for the whole
// program, and the other entry hands out the same objects: `GBB` of 'boardnotation' is `GBB` of
// 'boardnotation/gbb' in whatever order they are imported, so instanceof and the error classes
// work across the entries, and no family is loaded twice (docs/loading.md).
//
// Built once into dist/shared.mjs (browsers) and dist/shared.cjs (Node), which every core imports
// instead of bundling its own copy, so an application has one of each (bundlers keep one copy of
// a file imported from several places).

const apis = new Map(); // family -> its API, once loaded
const loading = new Map(); // family -> a promise of its API, while a module serving it loads

export const loadedApi = (family) => apis.get(family);

// The API, or a promise of it, or undefined when no module serving the family was asked for yet.
export const apiOrPromise = (family) => apis.get(family) ?? loading.get(family);

// Records the API a module built for `family`; when another module settled the family first, its
// API is kept and returned instead (the module just loaded then serves none of its calls).
export function settleApi(family, api) {
  if (!apis.has(family)) apis.set(family, api);
  loading.delete(family);
  return apis.get(family);
}

// Records that `promise` (which settles the family with settleApi) is loading it. A failed load
// is forgotten, so that init() can be called again with another source.
export function startLoading(family, promise) {
  loading.set(family, promise);
  promise.catch(() => {
    if (loading.get(family) === promise) loading.delete(family);
  });
}
