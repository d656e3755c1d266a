// The speed-up of `pgn convert FILE.pgn.zst --to parquet` from one core to two, end to end (the
// zstd input decompressed in the same run): --jobs 1 held to one core (taskset -c 0: what one
// core does, V8's helper threads and zstd included), --jobs 1 free to use both (it uses about
// 1.2 cores: V8's helpers, zstd) and --jobs 2, their runs alternating, each as its own process
// under /usr/bin/time with the thread-CPU preload (thread-cpu.cjs).
// Prints, for each: the best wall time, the CPU time of the process and its zstd child (user +
// system, best run), the main thread's, the workers' and the other threads' (V8's collector and
// compilers) CPU time, MB of PGN per CPU-second (per core), peak RSS; then the wall-time
// speed-ups (one core to two: the pinned run against --jobs 2; and --jobs 1 against --jobs 2),
// and checks that the files are the same bytes. Meant for idle cores (the lead's
// measure): on a shared machine the wall times mean little, the CPU times still do; it also
// prints the parallelism the machine gave (two busy loops at once against one).
//
//   node bench/archive/speedup.mjs [--input FILE.pgn.zst] [--runs 3] [--mb 372]
//
// Without --input it makes /tmp/bn-speedup/mix<MB>.pgn.zst once (make-input.mjs, then zstd;
// reused by later runs): 372 MB of PGN by default, 32 copies of the mix. About 0.6 s of a run
// does not split over cores (start-up, the second thread's first row group while its
// JavaScript is compiled, the last row groups): on 186 MB that alone keeps the speed-up near
// 1.75×, on 372 MB near 1.9×; an archive is gigabytes.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { timedProcess } from './timed.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = join(root, 'npm/bin/boardnotation.cjs');
const { values } = parseArgs({
  options: {
    input: { type: 'string' },
    runs: { type: 'string', default: '3' },
    mb: { type: 'string', default: '372' },
  },
});
const dir = '/tmp/bn-speedup';
mkdirSync(dir, { recursive: true });

// The input: given, or made once (the PGN, then its zstd; the PGN is removed).
function input() {
  if (values.input) return values.input;
  const zst = join(dir, `mix${values.mb}.pgn.zst`);
  if (!existsSync(zst)) {
    const pgn = join(dir, `mix${values.mb}.pgn`);
    execFileSync(process.execPath, [join(root, 'bench/archive/make-input.mjs'), pgn, values.mb], { stdio: 'inherit' });
    execFileSync('zstd', ['-q', '-f', '--rm', pgn, '-o', zst]);
  }
  return zst;
}
const zst = input();
// Bytes of PGN in the input (what the MB/s count).
const pgnBytes = Number(execFileSync('/bin/sh', ['-c', `zstd -dc "${zst}" | wc -c`], { encoding: 'utf8' }).trim());

const threadCpu = join(dir, 'thread-cpu.json');
// A configuration: --jobs, and whether the process is held to one core.
const configs = [
  { label: '1, one core', jobs: 1, pinned: true },
  { label: '1', jobs: 1, pinned: false },
  { label: '2', jobs: 2, pinned: false },
];
function run({ jobs, pinned }) {
  const out = join(dir, `jobs${jobs}${pinned ? 'p' : ''}.parquet`);
  const load = loadavg()[0];
  const cli = [
    process.execPath,
    '-r',
    join(root, 'bench/archive/thread-cpu.cjs'),
    bin,
    'pgn',
    'convert',
    zst,
    '--to',
    'parquet',
    '-o',
    out,
    '--jobs',
    String(jobs),
  ];
  const [command, ...args] = pinned ? ['taskset', '-c', '0', ...cli] : cli;
  const r = timedProcess(command, args, { dir, env: { BN_THREAD_CPU: threadCpu } });
  if (r.status !== 0 && r.status !== 1) throw new Error(`--jobs ${jobs} failed (${r.status}): ${r.stderr}`);
  const t = JSON.parse(readFileSync(threadCpu, 'utf8'));
  return { ...r, load, out, main: t.main, workers: t.workers.reduce((a, b) => a + b, 0), helpers: t.helpers };
}

// Two busy loops at once against one: near 2 on idle cores.
function parallelism() {
  const loop = 'let x = 0; for (let i = 0; i < 1e9; i++) x += i & 1;';
  let started = Date.now();
  spawnSync(process.execPath, ['-e', loop]);
  const one = (Date.now() - started) / 1000;
  started = Date.now();
  spawnSync('/bin/sh', ['-c', `"${process.execPath}" -e "${loop}" & "${process.execPath}" -e "${loop}"; wait`]);
  return (2 * one) / ((Date.now() - started) / 1000);
}

const available = [parallelism()];
const runs = configs.map(() => []);
for (let k = 0; k < Number(values.runs); k += 1) configs.forEach((config, i) => runs[i].push(run(config)));
available.push(parallelism());
const first = readFileSync(runs[0][0].out);
const same = runs.every((list) => Buffer.compare(first, readFileSync(list[0].out)) === 0);
for (const list of runs) rmSync(list[0].out, { force: true });

const fewest = (list, key) => list.reduce((a, b) => (b[key] < a[key] ? b : a));
const all = runs.flat();
const mb = pgnBytes / 1e6;
console.log(
  `${zst}: ${mb.toFixed(1)} MB of PGN (${(statSync(zst).size / 1e6).toFixed(1)} MB as zstd); ${cpus().length} cores, ${cpus()[0].model}; Node ${process.version}`,
);
console.log(
  `load average ${Math.min(...all.map((r) => r.load)).toFixed(1)} to ${Math.max(...all.map((r) => r.load)).toFixed(1)}; parallelism (two busy loops against one) ${available.map((x) => `${x.toFixed(2)}×`).join(', ')}`,
);
console.log(
  '| --jobs | wall s (best) | CPU s (best; process + zstd) | main s | workers s | other threads s | MB/s per core | peak RSS MiB |',
);
console.log('|---|---|---|---|---|---|---|---|');
configs.forEach((config, i) => {
  const wall = fewest(runs[i], 'wall');
  const cpu = fewest(runs[i], 'cpu');
  const rss = Math.max(...runs[i].map((r) => r.rss)) / 2 ** 20;
  console.log(
    `| ${config.label} | ${wall.wall.toFixed(2)} (${runs[i].map((r) => r.wall.toFixed(2)).join(', ')}) | ${cpu.cpu.toFixed(2)} | ${cpu.main.toFixed(2)} | ${cpu.workers.toFixed(2)} | ${cpu.helpers.toFixed(2)} | ${(mb / cpu.cpu).toFixed(1)} | ${rss.toFixed(0)} |`,
  );
});
const best = runs.map((list) => fewest(list, 'wall').wall);
const median = runs.map((list) => list.map((r) => r.wall).sort((a, b) => a - b)[Math.floor(list.length / 2)]);
console.log(
  `speed-up from one core to two (--jobs 1 on one core against --jobs 2): ${(best[0] / best[2]).toFixed(2)}× best against best, ${(median[0] / median[2]).toFixed(2)}× median against median; --jobs 1 against --jobs 2: ${(best[1] / best[2]).toFixed(2)}× best; the files ${same ? 'are byte-identical' : 'DIFFER'}`,
);
if (!same) process.exitCode = 1;
