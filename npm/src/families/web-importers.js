// Written by scripts/boundaries.mjs from npm/src/modules.json: edit that file, then run the script.
// Each family's core as a dynamic import, for the browser entries (svg/init, viewer): the paths
// are relative to the built entry in dist/, where esbuild leaves them as written (external), and a
// bundler that reads the entry makes each one a chunk with its own wasm.
export const webImporters = {
  gbb: () => import('./core-gbb.mjs'),
  go: () => import('./core-go.mjs'),
  chess: () => import('./core-chess.mjs'),
  ssb: () => import('./core-ssb.mjs'),
  bdl: () => import('./core-bdl.mjs'),
};
