// Browsers, workers and bundlers: the ES module build finds boardnotation.wasm next to itself.
// Top-level await: importing the package gives a ready, synchronous API.
import createBoardnotation from './boardnotation.mjs';
import { createApi } from './api.js';

export default createApi(await createBoardnotation());
