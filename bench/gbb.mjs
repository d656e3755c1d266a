#!/usr/bin/env node
// GBB: boardnotation against the reference @gobstones/gobstones-gbb-parser, on the same inputs.
//
//   npm ci --prefix bench && node bench/gbb.mjs [--ref-300] [--ref-timeout=SECONDS]
//   node bench/gbb.mjs --startup-only   # only import('boardnotation/gbb') -> first parse, against the reference
//
// Prints a Markdown report and writes it to bench/results/gbb.md. The columns: README.md.
import { spawnSync } from 'node:child_process';
import { deepStrictEqual } from 'node:assert';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { GBB } from 'boardnotation/gbb';
import { startup as startupOf } from './startup.mjs';

const require = createRequire(import.meta.url);
const reference = require('@gobstones/gobstones-gbb-parser');
const referenceVersion = require('@gobstones/gobstones-gbb-parser/package.json').version;
const script = fileURLToPath(import.meta.url);
const benchDir = path.dirname(script);

const { values: flags } = parseArgs({
  options: {
    'ref-300': { type: 'boolean', default: false },
    'ref-timeout': { type: 'string', default: '900' },
    'child-ref-parse': { type: 'string' }, // internal: this process runs the reference's parse
    'startup-only': { type: 'boolean', default: false }, // only the start-up rows, printed (not written)
  },
});

const SIZES = [20, 50, 300];
// The reference parses 50x50 in minutes and would need hours on 300x300: there only when asked.
const referenceParsesOn = (n) => n !== 300 || flags['ref-300'];

// Every cell holds all four colours with 1..15 stones from a fixed LCG, so the inputs are the same
// on every run and machine. The text is laid out as the reference's stringify writes it by default,
// so stringify(parse(input)) === input for both libraries: proof that both did the same work.
function boardText(n) {
  let seed = 1;
  const stones = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return 1 + ((seed >>> 16) % 15);
  };
  const lines = ['GBB/1.0', `size ${n} ${n}`];
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      lines.push(`cell ${x} ${y} Azul\t${stones()} Negro\t${stones()} Rojo\t${stones()} Verde\t${stones()}`);
    }
  }
  lines.push(`head ${n >> 1} ${n >> 1}`);
  return lines.join('\n');
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// Runs fn until both a count and a time budget are reached; returns each run's ms.
function sample(fn, minRuns, budgetMs, maxRuns = Infinity) {
  const times = [];
  const started = performance.now();
  while (times.length < maxRuns && (times.length < minRuns || performance.now() - started < budgetMs)) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return times;
}

// Median ms of fn. The warm-up lets V8 tier up both the JS and the wasm (Liftoff → TurboFan) first.
// This machine's cores are shared, so timings come in two modes; 2 s of runs keep the median stable.
function timeMedian(fn) {
  sample(fn, 1, 500);
  return median(sample(fn, 5, 2000, 5001));
}

// Child process: the reference parses board n, repeated for a median while 20 s last (one run on
// the big boards). The parent stops it at --ref-timeout. Prints the times and the parsed board
// (plain data in 0.3.x) as JSON.
function referenceParseChild(n) {
  const small = boardText(5);
  sample(() => reference.GBB.parse(small), 3, 0);
  const text = boardText(n);
  let board;
  const times = sample(
    () => {
      board = reference.GBB.parse(text);
    },
    1,
    20_000,
    15,
  );
  // No process.exit here: it could cut a large write to the pipe short.
  process.stdout.write(JSON.stringify({ times, board }));
}

function referenceParse(n) {
  const timeoutMs = Number(flags['ref-timeout']) * 1000;
  const child = spawnSync(process.execPath, [script, `--child-ref-parse=${n}`], {
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 1 << 30,
  });
  if (child.error?.code === 'ETIMEDOUT') return { cappedMs: timeoutMs };
  if (child.status !== 0)
    return { failed: `${child.signal ?? `exit ${child.status}`}: ${child.stderr.trim().split('\n').pop()}` };
  const { times, board } = JSON.parse(child.stdout);
  return { ms: median(times), runs: times.length, board };
}

// Our Board in the shape the reference's parse returns, read cell by cell through the public API.
function asReferenceBoard(board) {
  const columns = Array.from({ length: board.width }, () => []);
  board.foldCells((_, cell, y, x) => {
    columns[x][y] = {
      a: cell.getStonesOf('a'),
      n: cell.getStonesOf('n'),
      r: cell.getStonesOf('r'),
      v: cell.getStonesOf('v'),
    };
  }, undefined);
  return { format: 'GBB/1.0', width: board.width, height: board.height, head: board.head, board: columns };
}

const allStones = (board) =>
  board.foldCells(
    (sum, cell) => sum + cell.getStonesOf('a') + cell.getStonesOf('n') + cell.getStonesOf('r') + cell.getStonesOf('v'),
    0,
  );

// Both libraries must read the same board and write the same text, or the timings compare unequal
// work: a mismatch stops the benchmark.
function checkSameWork(n, text, referenceBoard) {
  const ours = GBB.parse(text);
  deepStrictEqual(asReferenceBoard(ours), referenceBoard, `${n}x${n}: the parsed boards differ`);
  const oursText = GBB.stringify(ours);
  if (oursText !== reference.GBB.stringify(referenceBoard)) throw new Error(`${n}x${n}: the stringify outputs differ`);
  if (oursText !== text) throw new Error(`${n}x${n}: stringify does not give the input back`);
}

function timeSize(n, text, referenceRun) {
  const ours = GBB.parse(text);
  const stones = allStones(ours);
  // The Board is read lazily, so also time parse + a visit of every cell and colour.
  const parseAndFold = () => {
    if (allStones(GBB.parse(text)) !== stones) throw new Error('foldCells lost stones');
  };
  // The reference stringifies the board its own parse returned; where it did not parse, the same
  // plain object built from ours (checkSameWork showed the two equal on the smaller boards).
  const referenceBoard = referenceRun?.board ?? asReferenceBoard(ours);
  return {
    n,
    bytes: Buffer.byteLength(text),
    parse: timeMedian(() => GBB.parse(text)),
    parseFold: timeMedian(parseAndFold),
    stringify: timeMedian(() => GBB.stringify(ours)),
    referenceStringify: timeMedian(() => reference.GBB.stringify(referenceBoard)),
    referenceParse: referenceRun,
  };
}

// What a browser downloads for `import { GBB } from 'boardnotation/gbb'` (the GBB module only;
// every entry's sizes: bench/loading.mjs).
function downloadSizes() {
  const dist = path.join(benchDir, 'node_modules/boardnotation/dist');
  const measure = (label, data) => ({ label, raw: data.length, gzip: gzipSync(data, { level: 9 }).length });
  const files = ['boardnotation-gbb.wasm', 'gbb.mjs', 'core-gbb.mjs'].map((file) =>
    measure(`npm/dist/${file}`, readFileSync(path.join(dist, file))),
  );
  const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });
  const referenceBundle = measure(
    `reference dist/index.js (for comparison)`,
    readFileSync(require.resolve('@gobstones/gobstones-gbb-parser')),
  );
  return { files, total, referenceBundle };
}

const STARTUP_RUNS = 7;
const startup = (specifier) => startupOf(specifier, boardText(4), { runs: STARTUP_RUNS, cwd: benchDir });

// The reference's parse time grows faster than linearly: fit t ∝ bytes^k between the two largest
// boards it parsed, to extrapolate to the ones it skipped. Reported as an estimate, never a time.
function referenceGrowth(rows) {
  const parsed = rows.filter((r) => r.referenceParse?.ms);
  if (parsed.length < 2) return undefined;
  const [p, q] = parsed.slice(-2);
  const k = Math.log(q.referenceParse.ms / p.referenceParse.ms) / Math.log(q.bytes / p.bytes);
  return {
    k,
    between: `${p.n}x${p.n} and ${q.n}x${q.n}`,
    reach: (bytes) => bytes / q.bytes,
    estimate: (bytes) => q.referenceParse.ms * (bytes / q.bytes) ** k,
  };
}

const fmtMs = (ms) => {
  if (ms < 1) return `${(ms * 1000).toFixed(0)} µs`;
  if (ms < 100) return `${ms.toFixed(2)} ms`;
  if (ms < 1000) return `${ms.toFixed(0)} ms`;
  if (ms < 7_200_000) return `${(ms / 1000).toFixed(ms < 100_000 ? 2 : 0)} s`;
  if (ms < 2 * 86_400_000) return `${(ms / 3_600_000).toFixed(1)} h`;
  return `${(ms / 86_400_000).toFixed(0)} days`;
};
const fmtRatio = (r) => `${r >= 100 ? Math.round(r).toLocaleString('en-US') : r.toFixed(r >= 10 ? 1 : 2)}×`;
const fmtBytes = (b) => (b >= 1e6 ? `${(b / 1e6).toFixed(2)} MB` : b >= 1e3 ? `${(b / 1e3).toFixed(1)} KB` : `${b} B`);

function report({ rows, growth, sizes, startupOurs, startupReference }) {
  const referenceParseCell = ({ referenceParse: r, bytes }) => {
    if (r?.ms) return `${fmtMs(r.ms)} (${r.runs === 1 ? '1 run' : `${r.runs} runs`})`;
    if (r?.cappedMs) return `> ${fmtMs(r.cappedMs)} (stopped at the cap)`;
    if (r?.failed) return `failed (${r.failed})`;
    return growth ? `not run (**est.** ~${fmtMs(growth.estimate(bytes))})` : 'not run';
  };
  const parseRatio = (r, ours) => (r.referenceParse?.ms ? fmtRatio(r.referenceParse.ms / ours) : '–');
  const cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.*)$/m)?.[1] ?? os.cpus()[0]?.model;
  return [
    `# GBB benchmark: boardnotation vs @gobstones/gobstones-gbb-parser ${referenceVersion}`,
    '',
    `${new Date().toISOString().slice(0, 10)} · ${cpu}, ${os.cpus().length} cores (shared) · Node ${process.version}`,
    '',
    'Boards where every cell holds all four colours (1–15 stones), written as the reference writes them by default. Times are medians after warm-up, of at least 5 runs and 2 s (the reference’s parse: of the runs that fit in 20 s, at least one). × = reference time ÷ our time.',
    '',
    '## Parse',
    '',
    '| board | input | ours: parse → Board | ours: parse + foldCells | reference: parse | × (parse) | × (parse + foldCells) |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.n}x${r.n} | ${fmtBytes(r.bytes)} | ${fmtMs(r.parse)} | ${fmtMs(r.parseFold)} | ${referenceParseCell(r)} | ${parseRatio(r, r.parse)} | ${parseRatio(r, r.parseFold)} |`,
    ),
    '',
    growth
      ? `**est.** = an estimate, not a measurement: the reference's parse time grew as input^${growth.k.toFixed(2)} between ${growth.between}, extrapolated ${Math.round(growth.reach(rows.at(-1).bytes))}× past the largest input it parsed, so only its order of magnitude means anything (the reference may well run out of memory first). Run with \`--ref-300\` to measure.`
      : 'The reference parsed fewer than two boards, so its growth is not estimated.',
    '',
    '## Stringify (default options)',
    '',
    '| board | output | ours | reference | × |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.n}x${r.n} | ${fmtBytes(r.bytes)} | ${fmtMs(r.stringify)} | ${fmtMs(r.referenceStringify)} | ${fmtRatio(r.referenceStringify / r.stringify)} |`,
    ),
    '',
    'Both outputs equal the input byte for byte wherever the reference parsed (checked before timing). The reference stringifies the board its own parse returned; where it did not parse, the same plain object built from our Board.',
    '',
    '## Download size (ESM browser import)',
    '',
    '| file | raw | gzip -9 |',
    '|---|---|---|',
    ...sizes.files.map((f) => `| ${f.label} | ${fmtBytes(f.raw)} | ${fmtBytes(f.gzip)} |`),
    `| **boardnotation total** | **${fmtBytes(sizes.total.raw)}** | **${fmtBytes(sizes.total.gzip)}** |`,
    `| ${sizes.referenceBundle.label} | ${fmtBytes(sizes.referenceBundle.raw)} | ${fmtBytes(sizes.referenceBundle.gzip)} |`,
    '',
    '## Start-up',
    '',
    `| fresh \`node\` process, median of ${STARTUP_RUNS} | ours | reference |`,
    '|---|---|---|',
    `| \`import()\` → first parse done (4x4 board) | ${fmtMs(startupOurs.inside)} | ${fmtMs(startupReference.inside)} |`,
    `| the same span, CPU time (compile threads included) | ${fmtMs(startupOurs.cpu)} | ${fmtMs(startupReference.cpu)} |`,
    `| whole process, spawn → exit | ${fmtMs(startupOurs.whole)} | ${fmtMs(startupReference.whole)} |`,
    '',
  ].join('\n');
}

function benchmark() {
  const inputs = new Map(SIZES.map((n) => [n, boardText(n)]));
  const referenceRuns = new Map();
  for (const n of SIZES.filter(referenceParsesOn)) {
    process.stderr.write(`reference parse ${n}x${n} (cap ${flags['ref-timeout']} s)...\n`);
    const run = referenceParse(n);
    if (run.board) checkSameWork(n, inputs.get(n), run.board);
    referenceRuns.set(n, run);
  }
  const rows = SIZES.map((n) => {
    process.stderr.write(`timing ${n}x${n}...\n`);
    return timeSize(n, inputs.get(n), referenceRuns.get(n));
  });
  process.stderr.write('start-up...\n');
  const text = report({
    rows,
    growth: referenceGrowth(rows),
    sizes: downloadSizes(),
    startupOurs: startup('boardnotation/gbb'),
    startupReference: startup('@gobstones/gobstones-gbb-parser'),
  });
  process.stdout.write(text);
  mkdirSync(path.join(benchDir, 'results'), { recursive: true });
  writeFileSync(path.join(benchDir, 'results/gbb.md'), text);
}

if (flags['child-ref-parse']) referenceParseChild(Number(flags['child-ref-parse']));
else if (flags['startup-only']) {
  for (const [name, specifier] of [
    ['boardnotation/gbb', 'boardnotation/gbb'],
    ['reference', '@gobstones/gobstones-gbb-parser'],
  ]) {
    const { inside, cpu, whole } = startup(specifier);
    console.log(
      `${name}: import() -> first parse ${inside.toFixed(1)} ms (CPU ${cpu.toFixed(1)} ms), whole process ${whole.toFixed(0)} ms`,
    );
  }
} else benchmark();
