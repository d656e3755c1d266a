// Throughput of `sgf convert` on a Go archive (a folder of SGF files, as servers keep them):
// files/s and MB/s per core to Parquet with --jobs 1 and --jobs 2, the main thread's share, and
// the peak memory at two sizes of input (flat = it does not grow with the input); the other
// formats and --positions with --jobs 1 beside them. Not a timed test: a report, printed as the
// "Go archives" section of bench/results/archive.md.
//
//   npm install hyparquet-writer          # from the repository root (a devDependency there)
//   node bench/go-archive.mjs [--copies 16] [--runs 3]
//   node bench/go-archive.mjs --positions [--copies 2] [--runs 3] [--bin other/npm/bin/boardnotation.cjs]
//     (only --to parquet --positions; --bin: the CLI of another checkout, for a before and after)
//
// The input: the real SGF files of ../shared/corpus/sgf (professional, AlphaGo and server
// games, several charsets), copied --copies times into folders of their own (copy-00, ...), and
// half as many copies for the smaller size. Every job runs as its own process under
// /usr/bin/time; the figures are CPU time (user + system) of that process, because the machine is
// shared and wall time there mostly measures waiting for a core; the best of --runs runs, the runs
// of --jobs 1 and --jobs 2 alternating.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { timedProcess } from './archive/timed.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const corpus = join(root, '..', 'shared', 'corpus', 'sgf');
const { values } = parseArgs({
  options: {
    copies: { type: 'string', default: '16' },
    runs: { type: 'string', default: '3' },
    // Only --to parquet --positions, --jobs 1, --copies copies, best of --runs runs: the job of
    // the position table alone (its before and after in bench/results/archive.md).
    positions: { type: 'boolean', default: false },
    bin: { type: 'string', default: join(root, 'npm/bin/boardnotation.cjs') },
  },
});
const bin = values.bin;
const COPIES = Number(values.copies);
const RUNS = Number(values.runs);
const dir = mkdtempSync(join(tmpdir(), 'bn-go-archive-'));

function makeInput(copies) {
  const path = join(dir, `x${copies}`);
  for (let k = 0; k < copies; k += 1)
    cpSync(corpus, join(path, `copy-${String(k).padStart(2, '0')}`), { recursive: true });
  const files = readdirSync(path, { recursive: true }).filter((f) => /\.sgf$/i.test(f));
  const bytes = files.reduce((n, f) => n + statSync(join(path, f)).size, 0);
  return { path, files: files.length, bytes, copies };
}

// One process under /usr/bin/time (bench/archive/timed.mjs), and the main thread's CPU seconds
// (bench/archive/thread-cpu.cjs, preloaded).
function timed(args) {
  const threadCpu = join(dir, 'thread-cpu.json');
  const load = loadavg()[0];
  const preload = ['-r', join(root, 'bench/archive/thread-cpu.cjs')];
  const result = timedProcess(process.execPath, [...preload, bin, ...args], { dir, env: { BN_THREAD_CPU: threadCpu } });
  if (result.status !== 0) throw new Error(`${args.join(' ')}: exit ${result.status}\n${result.stderr}`);
  const { cpu, wall, rss } = result;
  return { cpu, wall, rss, main: JSON.parse(readFileSync(threadCpu, 'utf8')).main, load };
}
const fewest = (list, key) => list.reduce((a, b) => (b[key] < a[key] ? b : a));
const most = (list, key) => Math.max(...list.map((r) => r[key]));
const perCore = (input, r) =>
  `${(input.files / r.cpu).toFixed(0)} files/s, ${(input.bytes / 1e6 / r.cpu).toFixed(2)} MB/s`;
const mib = (bytes) => (bytes / 2 ** 20).toFixed(0);

const convert = (input, to, jobs, extra = []) => [
  'sgf',
  'convert',
  input.path,
  '--to',
  to,
  ...extra,
  '--jobs',
  String(jobs),
  '-o',
  join(dir, `out.${to}`),
];

if (values.positions) {
  const input = makeInput(COPIES);
  const list = Array.from({ length: RUNS }, () => timed(convert(input, 'parquet', 1, ['--positions'])));
  const best = fewest(list, 'cpu');
  console.log(
    `--to parquet --positions --jobs 1, ${input.files} files (${(input.bytes / 1e6).toFixed(1)} MB), best of ${RUNS}: ` +
      `${best.cpu.toFixed(2)} s CPU, ${perCore(input, best)} per core, peak RSS ${mib(most(list, 'rss'))} MiB ` +
      `(load ${Math.min(...list.map((r) => r.load)).toFixed(1)} to ${Math.max(...list.map((r) => r.load)).toFixed(1)}); ` +
      `${process.version}`,
  );
  rmSync(dir, { recursive: true });
  process.exit(0);
}

const small = makeInput(Math.max(1, COPIES / 2));
const big = makeInput(COPIES);
const loads = [];

// --to parquet, --jobs 1 and 2 alternating, at both sizes.
const parquet = [];
for (const input of [small, big]) {
  const runs = { 1: [], 2: [] };
  for (let k = 0; k < RUNS; k += 1)
    for (const jobs of [1, 2]) {
      const r = timed(convert(input, 'parquet', jobs));
      loads.push(r.load);
      runs[jobs].push(r);
    }
  parquet.push({ input, runs });
  console.log(input.path, JSON.stringify(runs));
}

// The other formats, --jobs 1, on the smaller input, at most two runs each (--positions costs
// about twice the game table: 2026-11-30 in bench/results/archive.md).
const others = [
  ['--to jsonl', convert(small, 'jsonl', 1)],
  ['--to csv', convert(small, 'csv', 1)],
  ['--to parquet --positions', convert(small, 'parquet', 1, ['--positions'])],
].map(([name, args]) => {
  const list = Array.from({ length: Math.min(RUNS, 2) }, () => timed(args));
  loads.push(...list.map((r) => r.load));
  return { name, best: fewest(list, 'cpu'), rss: most(list, 'rss') };
});

const lines = [
  '## Go archives (`sgf convert`)',
  '',
  `Run on ${new Date().toISOString().slice(0, 10)}: ${cpus()[0].model}, ${cpus().length} cores (shared with other work: load average ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} during the runs), Node ${process.version}. \`node bench/go-archive.mjs --copies ${COPIES} --runs ${RUNS}\`.`,
  '',
  `Input: the ${small.files / small.copies} SGF files of ../shared/corpus/sgf (${(small.bytes / small.copies / 1e6).toFixed(2)} MB) copied ${small.copies} times (${small.files} files, ${(small.bytes / 1e6).toFixed(1)} MB) and ${big.copies} times (${big.files} files, ${(big.bytes / 1e6).toFixed(1)} MB), a folder per copy. CPU time of the process (user + system), best of ${RUNS} runs, the runs of --jobs 1 and 2 alternating; per core = files or bytes over that CPU time (start-up included). Main: the main thread's CPU time (it finds the files and appends the row groups; the workers read, replay and encode). Bound: the speed-up two idle cores would give from these CPU times (--jobs 1's CPU over the larger of --jobs 2's main thread and half its process); the machine's load makes wall times meaningless. Peak RSS: the largest of the runs.`,
  '',
  '| input | --jobs 1: CPU s | per core | peak RSS MiB | --jobs 2: CPU s | main s | per core | peak RSS MiB | bound from CPU |',
  '|---|---|---|---|---|---|---|---|---|',
  ...parquet.map(({ input, runs }) => {
    const one = fewest(runs[1], 'cpu');
    const two = fewest(runs[2], 'cpu');
    const bound = one.cpu / Math.max(two.main, two.cpu / 2);
    return `| ${input.files} files, ${(input.bytes / 1e6).toFixed(1)} MB | ${one.cpu.toFixed(2)} | ${perCore(input, one)} | ${mib(most(runs[1], 'rss'))} | ${two.cpu.toFixed(2)} | ${two.main.toFixed(2)} | ${perCore(input, two)} | ${mib(most(runs[2], 'rss'))} | ${bound.toFixed(2)}× |`;
  }),
  '',
  `The other tables, --jobs 1, on ${small.files} files (best of ${Math.min(RUNS, 2)} runs):`,
  '',
  '| job | CPU s | per core | peak RSS MiB |',
  '|---|---|---|---|',
  ...others.map(
    ({ name, best, rss }) => `| ${name} | ${best.cpu.toFixed(2)} | ${perCore(small, best)} | ${mib(rss)} |`,
  ),
];
console.log(`\n${lines.join('\n')}`);
rmSync(dir, { recursive: true });
