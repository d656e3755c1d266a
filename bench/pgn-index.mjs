// The header-only index (Pgn.index) against what a JS program does today to list a database's
// games: chessops 0.15's parsePgn, keeping each game's headers. One Node process, CPU time,
// contenders in alternation (bench/timing.mjs), on the files of ../shared/corpus/pgn:
//   per file  MB/s of each, after checking that both find the same games with the same tags;
//   database  all the files back to back, repeated to about 32 MB (a database of the size of
//             a year of a club's or a month of an online site's games).
// Input: Pgn.index gets the bytes (Uint8Array), as a viewer reading a file has them; chessops
// gets the string (what it takes); decoding the bytes to a string is not charged to it.
// Run after scripts/build.sh:  npm ci --prefix bench && node bench/pgn-index.mjs
// Writes bench/results/pgn-index.md.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePgn } from 'chessops/pgn';
import { Pgn } from '../npm/dist/pgn.node.mjs';
import { timeInterleaved } from './timing.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// chessops exports no package.json: its version is read from the file.
const chessopsVersion = JSON.parse(
  readFileSync(join(here, 'node_modules', 'chessops', 'package.json'), 'utf8'),
).version;
const corpus = join(here, '..', '..', 'shared', 'corpus', 'pgn');

const files = readdirSync(corpus)
  .filter((f) => f.endsWith('.pgn'))
  .sort()
  .map((name) => {
    const bytes = readFileSync(join(corpus, name));
    return { name, bytes, text: bytes.toString('utf8') };
  });

const ours = (bytes) => Pgn.index(bytes);
const chessops = (text) => parsePgn(text).map((game) => game.headers);

// Both find the same games with the same tags (chessops fills in the Seven Tag Roster's
// defaults: only the tags a file has are compared), but in the files where chessops finds
// another number of games (listed with the results).
let checked = 0;
const differ = [];
for (const file of files) {
  const a = ours(file.bytes);
  const b = chessops(file.text);
  if (a.length !== b.length) {
    differ.push(`${file.name} (${a.length} games indexed, as Pgn.parse reads them; chessops ${b.length})`);
    continue;
  }
  a.forEach((entry, k) => {
    for (const [name, value] of Object.entries(entry.headers)) {
      if (b[k].get(name) !== value)
        throw new Error(`${file.name} game ${k + 1}: ${name} is '${value}', chessops '${b[k].get(name)}'`);
    }
  });
  checked += a.length;
}

const mb = (n) => n / 1e6;
const rows = [];
// A pass reads a small file several times (about 4 MB a pass): a pass of well under a
// millisecond would be lost in the collections that end every pass (bench/timing.mjs).
for (const file of files) {
  const times = Math.max(1, Math.round(4e6 / file.bytes.length));
  const repeat = (fn) => () => {
    for (let k = 0; k < times; k += 1) fn();
  };
  const ms = timeInterleaved(
    { ours: repeat(() => ours(file.bytes)), chessops: repeat(() => chessops(file.text)) },
    { minRounds: 5, budgetMs: 1500 },
  );
  rows.push({
    name: file.name,
    size: file.bytes.length * times,
    bytes: file.bytes.length,
    games: ours(file.bytes).length,
    ours: ms.ours,
    chessops: ms.chessops,
  });
}

// The database: every file, repeated.
const all = Buffer.concat(files.map((f) => Buffer.concat([f.bytes, Buffer.from('\n\n')])));
const copies = Math.max(1, Math.round(32e6 / all.length));
const database = Buffer.concat(Array.from({ length: copies }, () => all));
const databaseText = database.toString('utf8');
const big = timeInterleaved(
  { ours: () => ours(database), chessops: () => chessops(databaseText) },
  { minRounds: 5, budgetMs: 20000 },
);
const bigGames = ours(database).length;

const rate = (bytes, ms) => (mb(bytes) / (ms / 1000)).toFixed(0);
const lines = [
  '# Pgn.index against chessops parsePgn (headers)',
  '',
  `Written by bench/pgn-index.mjs on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus()[0].model}, ` +
    `load ${loadavg()[0].toFixed(1)}; boardnotation's wasm vs chessops ${chessopsVersion}. ` +
    `CPU time (median pass, contenders in alternation). ${checked} games checked: both find the same games and tags.`,
  '',
  differ.length === 0 ? '' : `Not compared game by game (timed all the same): ${differ.join('; ')}.`,
  '',
  `**Database** (the ${files.length} corpus files back to back, ${copies} times: ${mb(database.length).toFixed(1)} MB, ${bigGames} games): ` +
    `Pgn.index ${rate(database.length, big.ours)} MB/s, chessops parsePgn ${rate(database.length, big.chessops)} MB/s ` +
    `(${(big.chessops / big.ours).toFixed(1)}x).`,
  '',
  '| file | MB | games | Pgn.index MB/s | chessops MB/s | ratio |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${mb(r.bytes).toFixed(2)} | ${r.games} | ${rate(r.size, r.ours)} | ${rate(r.size, r.chessops)} | ${(r.chessops / r.ours).toFixed(1)}x |`,
  ),
  '',
];
writeFileSync(join(here, 'results', 'pgn-index.md'), lines.join('\n'));
console.log(lines.join('\n'));
