// Perft through boardnotation's wasm (Chess#perft) against chess.js's own perft, in one Node
// process, plus the native engine (bench_chess_perft) and the cost of the façade's moves().
// Run after scripts/build.sh:  npm ci --prefix bench && node bench/chess-perft.mjs [--before DIR]
// Writes bench/results/chess.md. --before DIR (a previous build's npm/dist, copied before a
// change) times that build's façade in the same interleaved passes as this one's and chess.js's.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Chess as ChessJs } from 'chess.js';
import { Chess } from '../npm/dist/chess.node.mjs';
import { timeInterleaved, timeMean as time } from './timing.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const { values: flags } = parseArgs({ options: { before: { type: 'string' } } });

// Published counts (chessprogramming wiki, "Perft Results"); a mismatch stops the benchmark.
const positions = [
  {
    name: 'initial',
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    depth: 4,
    nodes: 197281,
    deep: 5,
    deepNodes: 4865609,
  },
  {
    name: 'kiwipete',
    fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    depth: 3,
    nodes: 97862,
    deep: 4,
    deepNodes: 4085603,
  },
  {
    name: 'position3',
    fen: '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
    depth: 4,
    nodes: 43238,
    deep: 6,
    deepNodes: 11030083,
  },
  {
    name: 'position4',
    fen: 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
    depth: 3,
    nodes: 9467,
    deep: 5,
    deepNodes: 15833292,
  },
  {
    name: 'position5',
    fen: 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
    depth: 3,
    nodes: 62379,
    deep: 4,
    deepNodes: 2103487,
  },
];

function check(name, got, expected) {
  if (got !== expected) throw new Error(`${name}: perft gave ${got}, expected ${expected}`);
}

const mn = (nodes, seconds) => nodes / seconds / 1e6;
const rows = [];
for (const p of positions) {
  const theirs = new ChessJs(p.fen);
  const ours = new Chess(p.fen);
  const js = time(() => theirs.perft(p.depth));
  check(`chess.js ${p.name}`, js.result, p.nodes);
  const wasm = time(() => ours.perft(p.depth));
  check(`wasm ${p.name}`, wasm.result, p.nodes);
  const deep = time(() => ours.perft(p.deep), 0.5);
  check(`wasm ${p.name} deep`, deep.result, p.deepNodes);
  rows.push({
    ...p,
    js: mn(p.nodes, js.seconds),
    wasm: mn(p.nodes, wasm.seconds),
    wasmDeep: mn(p.deepNodes, deep.seconds),
  });
  console.log(
    `${p.name.padEnd(10)} chess.js ${rows.at(-1).js.toFixed(2)} Mn/s  wasm ${rows.at(-1).wasm.toFixed(1)} Mn/s (depth ${p.deep}: ${rows.at(-1).wasmDeep.toFixed(1)})`,
  );
}

// Chess960: ours against chessops (lichess' rules library; chess.js has no Chess960). chessops
// is a devDependency of the repository's tests, found from here in ../node_modules; without it
// only our figures are given. Positions 1 and 5 of the published Chess960 perft suite and start
// position 0 (BBQNNRKR), counts checked as above.
const chessops = await Promise.all([import('chessops/chess'), import('chessops/fen'), import('chessops/debug')]).catch(
  () => null,
);
const positions960 = [
  { name: 'frc-1', fen: 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9', depth: 4, nodes: 326672 },
  {
    name: 'frc-5',
    fen: '1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9',
    depth: 4,
    nodes: 1171749,
  },
  { name: 'start 0', fen: 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1', depth: 4, nodes: 201143 },
];
const rows960 = positions960.map((p) => {
  const ours = time(() => new Chess(p.fen, { chess960: true }).perft(p.depth));
  check(`wasm ${p.name}`, ours.result, p.nodes);
  let theirs = null;
  if (chessops) {
    const [{ Chess: Chessops }, { parseFen }, { perft }] = chessops;
    const position = Chessops.fromSetup(parseFen(p.fen).unwrap()).unwrap();
    theirs = time(() => perft(position, p.depth, false));
    check(`chessops ${p.name}`, theirs.result, p.nodes);
  }
  const row = { ...p, wasm: mn(p.nodes, ours.seconds), chessops: theirs && mn(p.nodes, theirs.seconds) };
  console.log(
    `${p.name.padEnd(10)} chessops ${row.chessops?.toFixed(2) ?? '-'} Mn/s  wasm ${row.wasm.toFixed(1)} Mn/s`,
  );
  return row;
});
// chessops does not export its package.json: read it where the import was found.
const chessopsPackage = [join(here, 'node_modules'), join(root, 'node_modules')]
  .map((dir) => join(dir, 'chessops', 'package.json'))
  .find(existsSync);
const chessopsVersion = chessops && chessopsPackage ? JSON.parse(readFileSync(chessopsPackage, 'utf8')).version : null;

// The façade's boundary cost: a move, the legal moves of the new position in SAN, the undo;
// the same with move objects (moves({ verbose: true })). chess.js, ours and (--before) the
// previous build's façade take turns, pass after pass (timeInterleaved): a pass is `CYCLES`
// cycles, its median CPU time per cycle is given.
const facadeFen = positions[1].fen;
const CYCLES = 200;
const cycle = (chess, options) => () => {
  let n = 0;
  for (let i = 0; i < CYCLES; i += 1) {
    chess.move('Qxf6');
    n += chess.moves(options).length;
    chess.undo();
  }
  return n;
};
const builds = { ours: Chess };
if (flags.before)
  builds.before = (await import(pathToFileURL(join(resolve(flags.before), 'chess.node.mjs')).href)).Chess;
const contenders = { 'chess.js': cycle(new ChessJs(facadeFen)) };
for (const [name, Build] of Object.entries(builds)) {
  contenders[name] = cycle(new Build(facadeFen));
  contenders[`${name} verbose`] = cycle(new Build(facadeFen), { verbose: true });
}
contenders['chess.js verbose'] = cycle(new ChessJs(facadeFen), { verbose: true });
const legalAfter = new ChessJs(facadeFen);
legalAfter.move('Qxf6');
const facadeMoves = legalAfter.moves().length;
for (const [name, run] of Object.entries(contenders))
  check(`moves() after Qxf6, ${name}, ${CYCLES} cycles`, run(), facadeMoves * CYCLES);
const loadAtStart = loadavg();
const facadeMs = timeInterleaved(contenders, { budgetMs: 20000 });
const perCycle = Object.fromEntries(Object.entries(facadeMs).map(([name, ms]) => [name, (ms * 1000) / CYCLES]));
const facadeOurs = new Chess(facadeFen);
const bare = time(() => facadeOurs.moves({ square: 'e1' }).length);
const loadAtEnd = loadavg();

// The native engine, if built (cmake --build build/native --target bench_chess_perft).
const nativeBinary = join(root, 'build', 'native', 'src', 'chess', 'bench_chess_perft');
const native = existsSync(nativeBinary) ? execFileSync(nativeBinary, { encoding: 'utf8' }).trim() : 'not built';

const total = (key) => rows.reduce((sum, r) => sum + r.nodes, 0) / rows.reduce((sum, r) => sum + r.nodes / r[key], 0);
const us = (s) => (s * 1e6).toFixed(1);
const report = `# Chess perft: boardnotation (wasm) vs chess.js ${JSON.parse(execFileSync('node', ['-p', 'JSON.stringify(require("chess.js/package.json").version)'], { cwd: here, encoding: 'utf8' }))}

Generated by \`node bench/chess-perft.mjs\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version},
${cpus()[0].model} (${cpus().length} cores shared with other work: expect some noise).
Both libraries count the same published perft numbers (checked on every run) in one Node process;
ours is \`new Chess(fen).perft(depth)\` from the npm package (one call into wasm), chess.js's is its own \`perft\`.

| position | depth | nodes | chess.js Mnodes/s | ours (wasm) Mnodes/s | ratio | ours, deeper | Mnodes/s |
|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.name} | ${r.depth} | ${r.nodes.toLocaleString('en')} | ${r.js.toFixed(2)} | ${r.wasm.toFixed(1)} | ${(r.wasm / r.js).toFixed(0)}x | depth ${r.deep}, ${r.deepNodes.toLocaleString('en')} nodes | ${r.wasmDeep.toFixed(1)} |`).join('\n')}
| **all** | | | **${total('js').toFixed(2)}** | **${total('wasm').toFixed(1)}** | **${(total('wasm') / total('js')).toFixed(0)}x** | | |

Target (issue 4): at least 50x chess.js's nodes per second.

## Chess960

${chessops ? `Against chessops ${chessopsVersion} (its own \`perft\` from \`chessops/debug\`), same process and counts` : 'chessops is not installed (npm install at the repository root): our figures only'};
ours is \`new Chess(fen, { chess960: true }).perft(depth)\`.

| position | depth | nodes | chessops Mnodes/s | ours (wasm) Mnodes/s | ratio |
|---|---|---|---|---|---|
${rows960.map((r) => `| ${r.name} | ${r.depth} | ${r.nodes.toLocaleString('en')} | ${r.chessops?.toFixed(2) ?? '-'} | ${r.wasm.toFixed(1)} | ${r.chessops ? `${(r.wasm / r.chessops).toFixed(0)}x` : '-'} |`).join('\n')}

## The façade's boundary

Kiwipete, one cycle = \`move('Qxf6')\`, \`moves()\` (SAN of the ${facadeMoves} legal moves of the new position), \`undo()\`;
the verbose cycle asks \`moves({ verbose: true })\` (move objects with before/after FENs) instead.
Median CPU µs per cycle, the contenders timed in turns in one process (bench/timing.mjs \`timeInterleaved\`,
passes of ${CYCLES} cycles)${flags.before ? ', "before" being the previous build given with `--before`' : ''};
load average ${loadAtStart.map((l) => l.toFixed(1)).join(' ')} at the start, ${loadAtEnd.map((l) => l.toFixed(1)).join(' ')} at the end.

| cycle | chess.js | ${Object.keys(builds).join(' | ')} |
|---|---|${Object.keys(builds)
  .map(() => '---|')
  .join('')}
${['', ' verbose']
  .map(
    (kind) =>
      `| ${kind ? 'verbose' : 'SAN'} | ${us(perCycle[`chess.js${kind}`] / 1e6)} | ${Object.keys(builds)
        .map(
          (b) =>
            `${us(perCycle[`${b}${kind}`] / 1e6)} (${(perCycle[`chess.js${kind}`] / perCycle[`${b}${kind}`]).toFixed(1)}x)`,
        )
        .join(' | ')} |`,
  )
  .join('\n')}

\`moves({ square: 'e1' })\` on a position already asked: ${us(bare.seconds)} µs (cached per position).

## Native (same engine, C++ compiled with -O3, bulk counting at the leaves)

\`\`\`
${native}
\`\`\`
`;
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'chess.md'), report);
console.log(report);
