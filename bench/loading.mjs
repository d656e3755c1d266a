#!/usr/bin/env node
// Loading: what a browser downloads for each entry of the package (gzip -9 of each file), and the
// workloads of the other benches (bench/*.mjs) timed against a previous build side by side in one
// process, so that the split into one wasm module per notation family is shown not to cost speed.
//
//   node bench/loading.mjs --before DIR [--also NAME=DIR [--describe NAME=TEXT]]... [--subpaths NAME]... [--budget MS]
//
// DIR is a previous build's npm/dist (e.g. copied before a change); --also adds more builds to
// the same passes (e.g. a link with -sDYNAMIC_EXECUTION=1, to price strict-CSP support). Prints a
// Markdown report and writes it to bench/results/loading.md. A build is timed through its root
// entry, or with --subpaths NAME through its subpath entries (the family modules where the root
// loads the module of every family). One build's root and subpaths share their instances
// (npm/src/load/shared.js): to time both, pass a copy of the dist as another build.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { median, timeInterleaved } from './timing.mjs';
import { startup } from './startup.mjs';
import { ENTRIES, SIZE_GOALS as GOALS, downloads } from '../scripts/download-size.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const afterDir = path.join(benchDir, '..', 'npm', 'dist');
const corpus = path.join(benchDir, '..', '..', 'shared', 'corpus');
const { values: flags } = parseArgs({
  options: {
    before: { type: 'string' },
    also: { type: 'string', multiple: true, default: [] },
    describe: { type: 'string', multiple: true, default: [] }, // NAME=what that build is, for the report
    subpaths: { type: 'string', multiple: true, default: [] }, // NAME: time that build through its subpath entries
    budget: { type: 'string', default: '2500' },
  },
});
if (!flags.before) throw new Error("--before DIR (a previous build's npm/dist) is required");
const builds = { before: path.resolve(flags.before), after: afterDir };
for (const extra of flags.also) {
  const [name, dir] = extra.split('=');
  builds[name] = path.resolve(dir);
}

// ---- What a browser downloads: scripts/download-size.mjs.
const kb = (bytes) => (bytes / 1024).toFixed(0);
const sizeRows = ENTRIES.map((entry) => {
  const before = downloads(builds.before, entry);
  const after = downloads(builds.after, entry);
  return { entry, before, after };
});

// ---- The workloads of bench/*.mjs, run on each build.
const entryUrl = (dir, entry) => pathToFileURL(path.join(dir, `${entry}.node.mjs`)).href;
const load = async (name, dir) =>
  flags.subpaths.includes(name)
    ? Object.assign(
        {},
        ...(await Promise.all(ENTRIES.filter((e) => e !== 'index').map((e) => import(entryUrl(dir, e))))),
      )
    : import(entryUrl(dir, 'index'));
const apis = {};
for (const [name, dir] of Object.entries(builds)) apis[name] = await load(name, dir);

function gbbBoard(n) {
  let seed = 1;
  const stones = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return 1 + ((seed >>> 16) % 15);
  };
  const lines = ['GBB/1.0', `size ${n} ${n}`];
  for (let x = 0; x < n; x++)
    for (let y = 0; y < n; y++)
      lines.push(`cell ${x} ${y} Azul\t${stones()} Negro\t${stones()} Rojo\t${stones()} Verde\t${stones()}`);
  lines.push('head 0 0');
  return lines.join('\n');
}
const readAll = (dir, ext) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(ext))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
const gbb300 = gbbBoard(300);
const gbb20 = gbbBoard(20);
const sgfTexts = readAll(path.join(corpus, 'sgf'), '.sgf');
const pgnTexts = readAll(path.join(corpus, 'pgn'), '.pgn');
const bdlChess = readFileSync(path.join(corpus, 'bdl', 'StandaloneCompiler__chess.bdl'), 'utf8');
const longestSgf = sgfTexts.reduce((a, b) => (b.length > a.length ? b : a));
const MIDGAME = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';

// name → (api) → function timed per pass; each stands for a row of another bench.
const WORKLOADS = {
  'GBB.parse 300 × 300 (bench/gbb.mjs)': (api) => () => api.GBB.parse(gbb300),
  'GBB.stringify 300 × 300 (bench/gbb.mjs)': (api) => {
    const board = api.GBB.parse(gbb300);
    return () => api.GBB.stringify(board);
  },
  'GBB.parse 20 × 20, 1,000 calls (boundary)': (api) => () => {
    for (let i = 0; i < 1000; i++) api.GBB.parse(gbb20);
  },
  'Sgf.parse, the SGF corpus (bench/sgf.mjs)': (api) => () => {
    for (const t of sgfTexts) api.Sgf.parse(t);
  },
  'Hen.sgf2hen, the longest SGF, 20 calls (bench/sgf.mjs)': (api) => () => {
    for (let i = 0; i < 20; i++) api.Hen.sgf2hen(longestSgf);
  },
  'Pgn.parse, the PGN corpus (bench/pgn.mjs)': (api) => () => {
    for (const t of pgnTexts) api.Pgn.parse(t);
  },
  'Pgn.parse { replay: false }, the PGN corpus (bench/pgn.mjs)': (api) => () => {
    for (const t of pgnTexts) api.Pgn.parse(t, { replay: false });
  },
  'Chess#perft(4), a middlegame (bench/chess-perft.mjs)': (api) => {
    const chess = new api.Chess(MIDGAME);
    return () => chess.perft(4);
  },
  'Chess#moves({ verbose }), 200 calls (façade boundary)': (api) => {
    const chess = new api.Chess(MIDGAME);
    return () => {
      for (let i = 0; i < 200; i++) chess.moves({ verbose: true });
    };
  },
  'Chess#move + undo, 5,000 pairs (façade boundary)': (api) => {
    const chess = new api.Chess();
    return () => {
      for (let i = 0; i < 5000; i++) {
        chess.move('e4');
        chess.undo();
      }
    };
  },
  'Fen.validate, 10,000 calls (boundary)': (api) => () => {
    for (let i = 0; i < 10000; i++) api.Fen.validate(MIDGAME);
  },
  'Bdl.parse + check, chess.bdl, 200 times (bench/bdl.mjs)': (api) => () => {
    for (let i = 0; i < 200; i++) {
      api.Bdl.parse(bdlChess);
      api.Bdl.check(bdlChess);
    }
  },
  'Bdl game perft(3), chess.bdl (bench/bdl.mjs)': (api) => {
    const game = api.Bdl.game(bdlChess);
    return () => game.perft(3);
  },
};

const names = Object.keys(builds);
const timeRows = [];
for (const [workload, make] of Object.entries(WORKLOADS)) {
  const contenders = Object.fromEntries(names.map((name) => [name, make(apis[name])]));
  const medians = timeInterleaved(contenders, { minRounds: 7, budgetMs: Number(flags.budget) });
  timeRows.push({ workload, medians });
  console.log(`${workload}: ${names.map((n) => `${n} ${medians[n].toFixed(2)} ms`).join(', ')}`);
}

// Each build against "before", and "after" against each extra build (what the extra's difference costs).
const comparisons = [...names.slice(1).map((n) => [n, 'before']), ...names.slice(2).map((n) => ['after', n])];
// Start-up: import() of the GBB entry → first parse, in fresh processes (alternating).
const STARTUP_TEXT = 'GBB/1.0 size 4 4 cell 1 1 Rojo 3 Azul 2 head 0 0';
const startupContenders = {
  ...Object.fromEntries(
    Object.entries(builds).map(([name, dir]) => [name, pathToFileURL(path.join(dir, 'gbb.node.mjs')).href]),
  ),
  'reference (@gobstones/gobstones-gbb-parser)': '@gobstones/gobstones-gbb-parser',
};
const startupRows = Object.entries(startupContenders).map(([name, specifier]) => ({
  name,
  ...startup(specifier, STARTUP_TEXT, { runs: 9, cwd: benchDir }),
}));
const pct = (after, before) => `${after >= before ? '+' : ''}${((after / before - 1) * 100).toFixed(1)}%`;
const report = `# Loading: download size per entry, and speed against the previous build

Generated by \`node bench/loading.mjs --before <previous npm/dist>${flags.also.map((a) => ` --also ${a.split('=')[0]}=<dir>`).join('')}\` on ${os.cpus()[0].model} (${os.cpus().length} cores), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.

## What a browser downloads

Each entry's files (the entry, the modules it imports, the wasm they load), each compressed on its own
with gzip -9 as a server would send it: "before" and "after" are the two builds compared (the
builds are described at the end).

| entry | before: files, raw KB | before: gzip KB | after: files, raw KB | after: gzip KB | goal (gzip KB) |
|---|---|---|---|---|---|
${sizeRows.map(({ entry, before, after }) => `| \`boardnotation${entry === 'index' ? '' : `/${entry}`}\` | ${before.files.length}, ${kb(before.raw)} | ${kb(before.gzip)} | ${after.files.length}, ${kb(after.raw)} | **${kb(after.gzip)}** | ${GOALS[entry] ? `≤ ${GOALS[entry]}${after.gzip / 1024 <= GOALS[entry] ? ' (met)' : ' (**not met**)'}` : '—'} |`).join('\n')}

## Speed, side by side in one process

Median CPU ms per pass, the builds alternating pass after pass (bench/timing.mjs \`timeInterleaved\`),
on the inputs of the other benches (the corpora in ../shared/corpus, the generated GBB boards).

| workload | ${names.join(' ms | ')} ms | ${comparisons.map(([a, b]) => `${a} vs ${b}`).join(' | ')} |
|---|${names.map(() => '---|').join('')}${comparisons.map(() => '---|').join('')}
${timeRows.map(({ workload, medians }) => `| ${workload} | ${names.map((n) => medians[n].toFixed(2)).join(' | ')} | ${comparisons.map(([a, b]) => pct(medians[a], medians[b])).join(' | ')} |`).join('\n')}

## Start-up in Node

\`import()\` of the GBB entry (\`gbb.node.mjs\` of each build; the reference's package) to the end of
the first \`GBB.parse\` of a 4 × 4 board, in a fresh \`node\` process per run (median of 9): wall
clock inside the process, and its CPU time over the same span (V8's background compile threads
included; on a shared machine the wall clock also counts waiting for a core). Load average when
measured: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores. Goal: ≤ 50 ms.

| contender | wall ms | CPU ms | whole process ms |
|---|---|---|---|
${startupRows.map((r) => `| ${r.name} | ${r.inside.toFixed(1)} | ${r.cpu.toFixed(1)} | ${r.whole.toFixed(0)} |`).join('\n')}

Median of the "after vs before" column: ${pct(median(timeRows.map(({ medians }) => medians.after / medians.before)), 1)}.
${
  flags.describe.length
    ? `\nThe builds: ${flags.describe
        .map((d) => {
          const [n, ...t] = d.split('=');
          return `**${n}**: ${t.join('=')}`;
        })
        .join('; ')}.\n`
    : ''
}`;
writeFileSync(path.join(benchDir, 'results', 'loading.md'), report);
console.log(report);
