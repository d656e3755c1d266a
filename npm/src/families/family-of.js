// Written by scripts/boundaries.mjs from npm/src/modules.json: edit that file, then run the script.
// The notations a document can be in, and the family (wasm module) that reads each one.
export const FAMILY_OF = Object.freeze({
  gbb: 'gbb',
  hen: 'go',
  sgf: 'go',
  fen: 'chess',
  pgn: 'chess',
  ssb: 'ssb',
  bdl: 'bdl',
});
