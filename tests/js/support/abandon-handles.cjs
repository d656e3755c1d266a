// Run by tests/js/finalization.test.cjs with --expose-gc: drops objects that own wasm handles
// (Chess, a BDL game, a PGN reader with text buffered) without freeing them, then collects
// garbage until the FinalizationRegistry callbacks have run, and prints the heap in use (malloc's
// count) at the start, with the objects alive, and at the end, as JSON.
'use strict';
const path = require('node:path');

const { Bdl, Chess, Pgn } = require('boardnotation');
// heapBytesInUse summed over the package's wasm modules.
const wasm = require('./wasm-modules.cjs');

const COUNT = Number(process.argv[2] ?? 2000);
const bdlText = require('node:fs').readFileSync(
  path.join(__dirname, '..', '..', 'fixtures', 'bdl', 'chess.bdl'),
  'utf8',
);
const pgnStart = `[Event "unfinished"]\n\n1. e4 e5 2. Nf3 {${'x'.repeat(4000)}`;

function abandon(count) {
  for (let i = 0; i < count; i += 1) {
    new Chess().move('e4');
    Bdl.game(bdlText).moves();
    Pgn.createReader().push(pgnStart);
  }
}

(async () => {
  // One of each first: what stays allocated for the instance's life (tables, caches) is not a leak.
  abandon(1);
  for (let i = 0; i < 5; i += 1) {
    global.gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const start = wasm.heapBytesInUse();
  abandon(COUNT);
  const alive = wasm.heapBytesInUse();
  let end = alive;
  for (let i = 0; i < 200 && end > start + 65536; i += 1) {
    global.gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
    end = wasm.heapBytesInUse();
  }
  process.stdout.write(JSON.stringify({ start, alive, end }));
})();
