// Builds the API of one notation family from the creators of its subpaths (the core entries,
// written by scripts/build-npm.mjs from npm/src/modules.json, name them).
import { boundaryError } from './boundary-errors.js';
import { createLanguages } from './language.js';

export function composeApi(wasm, creators) {
  // The errors the module's C++ side throws through bindings/boundary.js.
  wasm.boundaryError ??= boundaryError;
  const languages = createLanguages(wasm);
  return Object.assign({}, ...creators.map((create) => create(wasm, languages)), { languages: languages.available });
}

// The API a core's init() gives: its family's, or for the root's module of every family, all
// of theirs in one object (`languages` is the same list in each).
export const mergeApis = (apis) => (apis.length === 1 ? apis[0] : Object.assign({}, ...apis));
