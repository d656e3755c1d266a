// The drawing code is loaded from its source (npm/src/svg), as the brief of these tests asks: the
// bundled entries build it into dist/svg.* later, and these tests must not wait for that.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The module npm/src/svg/index.js. */
export function loadSvg() {
  return import(pathToFileURL(path.join(repositoryRoot, 'npm/src/svg/index.js')).href);
}

/** The built package (CommonJS), for real scenes: Fen.parse, Hen.parse, GBB.parse, Bdl.game. */
export function loadPackage() {
  return createRequire(import.meta.url)(path.join(repositoryRoot, 'npm/dist/index.cjs'));
}

/**
 * The board of a FEN's first field as the chess scene wants it (8 rows, rank 8 first, of null |
 * { type, color }). Read here rather than with the package's Fen, so that these tests need no
 * WebAssembly, like the code they test.
 */
export function boardOfFen(fen) {
  return fen
    .split(' ')[0]
    .split('/')
    .map((rank) => {
      const row = [];
      for (const character of rank) {
        if (/[1-8]/.test(character)) for (let i = 0; i < Number(character); i++) row.push(null);
        else row.push({ type: character.toLowerCase(), color: character === character.toUpperCase() ? 'w' : 'b' });
      }
      return row;
    });
}

/** Processor milliseconds per call of `draw`: the best of five batches of `runs`, after a warm-up. */
export function cpuMillisecondsPerCall(draw, runs = 200) {
  for (let i = 0; i < runs; i++) draw();
  let best = Infinity;
  for (let batch = 0; batch < 5; batch++) {
    const start = process.cpuUsage();
    for (let i = 0; i < runs; i++) draw();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000 / runs);
  }
  return best;
}
