// Loading a module in Node: require() and import instantiate synchronously from the .wasm next
// to this file; init() (the explicit entries) also takes the wasm from the caller, for a bundled
// script that carries the file elsewhere (docs/loading.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeApis } from '../api.js';
import { createModuleFrom, loadError } from './instantiate.js';

export function createNodeLoader(factory, fileName, families, createFamilyApi, shared) {
  let result;
  let loading;
  let wasm; // this core's module object when it loaded one, for the package's own memory tests (module())
  const defaultPath = () => join(__dirname, fileName);

  // The API, instantiated now from the package's file for the families no other module serves
  // yet (load/shared.js; one still loading asynchronously keeps its promise, which then resolves
  // to the API settled here).
  function load() {
    if (result) return result;
    const missing = families.filter((family) => !shared.loadedApi(family));
    if (missing.length) {
      const module = (wasm = instantiateNow(factory, readWasm(defaultPath(), fileName), fileName, defaultPath()));
      for (const family of missing) shared.settleApi(family, createFamilyApi(module, family));
    }
    return (result = mergeApis(families.map(shared.loadedApi)));
  }

  // The API, from `options.wasm` when given (a path, a file: or http(s) URL, a Response, bytes, a
  // WebAssembly.Module, or a function of the file's name giving one of those).
  function init(options = {}) {
    if (result) return Promise.resolve(result);
    if (loading) return loading;
    if (options === null || typeof options !== 'object') {
      return Promise.reject(
        new TypeError(`init() takes an options object ({ wasm }), not ${options === null ? 'null' : typeof options}`),
      );
    }
    if (options.wasm === undefined) return new Promise((resolve) => resolve(load()));
    const missing = families.filter((family) => !shared.apiOrPromise(family));
    if (missing.length) {
      const module = createModuleFrom(factory, options.wasm, fileName, fetchOrRead);
      for (const family of missing) {
        shared.startLoading(
          family,
          module.then((loaded) => shared.settleApi(family, createFamilyApi((wasm ??= loaded), family))),
        );
      }
    }
    loading = Promise.all(families.map(shared.apiOrPromise)).then((apis) => (result ??= mergeApis(apis)));
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  }

  return { load, init, module: () => wasm };
}

function readWasm(path, fileName) {
  try {
    return readFileSync(path);
  } catch (error) {
    throw loadError(fileName, path, error.code === 'ENOENT' ? 'the file does not exist' : error.message, error);
  }
}

// http(s) URLs are fetched; paths and file: URLs are read.
async function fetchOrRead(url, fileName) {
  const text = String(url);
  if (/^https?:/i.test(text)) {
    try {
      return await fetch(text);
    } catch (error) {
      throw loadError(fileName, text, `the request failed (${error.message})`, error);
    }
  }
  return readWasm(text.startsWith('file:') ? fileURLToPath(text) : text, fileName);
}

// Synchronous instantiation (fine in Node for modules of this size): Emscripten's factory fills
// the object it is given before it returns when instantiateWasm hands back the exports at once.
function instantiateNow(factory, bytes, fileName, tried) {
  const module = { locateFile: (name) => name };
  let failure;
  module.instantiateWasm = (imports, receive) => {
    try {
      const compiled = new WebAssembly.Module(bytes);
      const instance = new WebAssembly.Instance(compiled, imports);
      receive(instance, compiled);
      return instance.exports;
    } catch (error) {
      failure = error;
      return {};
    }
  };
  factory(module).catch(() => {}); // its readiness is checked below, synchronously
  if (failure) throw loadError(fileName, tried, failure.message, failure);
  if (typeof module.languages !== 'function') throw loadError(fileName, tried, 'the module did not start');
  return module;
}
