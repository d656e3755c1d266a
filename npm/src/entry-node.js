// Node (require, and import through node.mjs): synchronous instantiation from the bytes of the
// same boardnotation.wasm the browser build uses (one instance for both module systems).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import createBoardnotation from './boardnotation.cjs';
import { createApi } from './api.js';

export default createApi(createBoardnotation({ wasmBinary: readFileSync(join(__dirname, 'boardnotation.wasm')) }));
