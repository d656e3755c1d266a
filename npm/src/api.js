// Builds the API of one wasm module from the creators of the subpaths it serves (the module's
// core entry, written by scripts/build-npm.mjs from npm/src/modules.json, names them).
import { createLanguages } from './language.js';

export function composeApi(wasm, creators) {
  const languages = createLanguages(wasm);
  return Object.assign({}, ...creators.map((create) => create(wasm, languages)), { languages: languages.available });
}
