// Builds the public API from an instantiated wasm module; the entries (entry-web.js,
// entry-node.js) only differ in how they instantiate it.
import { createLanguages } from './language.js';
import { createGbb } from './gbb/index.js';
import { createChess } from './chess/index.js';
import { createHen } from './hen/index.js';
import { createSgf } from './sgf/index.js';
import { createSsb } from './ssb/index.js';
import { createBdl } from './bdl/index.js';
import { createPgn } from './pgn/index.js';

export function createApi(wasm) {
  const languages = createLanguages(wasm);
  return {
    ...createGbb(wasm, languages),
    ...createChess(wasm, languages),
    ...createHen(wasm, languages),
    ...createSgf(wasm, languages),
    ...createSsb(wasm, languages),
    ...createBdl(wasm, languages),
    ...createPgn(wasm, languages),
    languages: languages.available,
  };
}
