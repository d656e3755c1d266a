// Compares the Parquet parts of a sharded run with the Parquet of one process, game for game:
// the parts, in shard order, must hold the same rows as the whole, every column equal but the
// game number and line (counted in each shard's own input); the game numbers of each part must
// run from 1. Prints one line "N passed, M failed" (the form CI reads) and exits 1 on a mismatch.
// Usage: node tests/distributed/compare-parquet.mjs [--key NAME] WHOLE.parquet PART0.parquet ...
// --key: the column that counts the rows from 1 in each part, the only one not compared (for
// `sgf convert`: game_id; its rows carry their file and game); without it, game and line.
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { parquetReadObjects } from 'hyparquet';

const read = async (path) => parquetReadObjects({ file: new Uint8Array(readFileSync(path)).buffer });
const args = process.argv.slice(2);
const key = args[0] === '--key' ? args.splice(0, 2)[1] : 'game';
const [wholePath, ...partPaths] = args;
const whole = await read(wholePath);
const union = [];
const failures = [];
for (const path of partPaths) {
  const rows = await read(path);
  rows.forEach((row, k) => {
    if (row[key] !== BigInt(k + 1)) failures.push(`${path}: row ${k + 1} has ${key} ${row[key]}`);
  });
  union.push(...rows);
}
const strip =
  key === 'game'
    ? ({ game, line, ...rest }) => rest
    : (row) => Object.fromEntries(Object.entries(row).filter(([name]) => name !== key));
if (union.length !== whole.length) failures.push(`the parts hold ${union.length} games, the whole ${whole.length}`);
for (let k = 0; k < Math.min(union.length, whole.length); k += 1) {
  if (!isDeepStrictEqual(strip(union[k]), strip(whole[k]))) {
    const a = strip(union[k]);
    const b = strip(whole[k]);
    const keys = Object.keys(b).filter((key) => !isDeepStrictEqual(a[key], b[key]));
    const text = (v) => JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? String(x) : x)).slice(0, 200);
    failures.push(
      `game ${k + 1} differs in ${keys.map((key) => `${key}: ${text(a[key])} (one process: ${text(b[key])})`).join(', ')}`,
    );
    if (failures.length > 5) break;
  }
}
for (const f of failures) console.log(`mismatch: ${f}`);
console.log(`games: ${whole.length} in one process, ${union.length} in ${partPaths.length} parts`);
console.log(`${failures.length === 0 ? 1 : 0} passed, ${failures.length === 0 ? 0 : 1} failed`);
process.exitCode = failures.length === 0 ? 0 : 1;
