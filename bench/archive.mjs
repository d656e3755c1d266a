// Throughput of the CLI on a PGN archive: `pgn check`, `pgn convert --to jsonl|csv|parquet`
// (and `--to pgn|fens`), side by side with pgn-extract (the C tool archive users run today) where
// it does the same job, and the peak memory of each job at two sizes of input (flat = it does not
// grow with the input). Not a timed test: a report, written to bench/results/archive.md.
//
//   apt-get install -y pgn-extract        # Debian's package; the bench skips it when absent
//   npm install hyparquet-writer          # from the repository root (a devDependency there)
//   node bench/archive.mjs [--mb 24] [--runs 2] [--before DIR] [--jobs-mb 96] [--jobs-runs 3]
//
// Our jobs run with --jobs 1 (one core: the figures are per core); the speed-up from more cores
// is measured apart. --before DIR: DIR/npm/bin/boardnotation.cjs, another build of the package
// (a checkout of an earlier commit, with its npm/dist built), timed on the same jobs in the same
// run, each of its runs next to one of ours: a before/after column.
//
// The input is made by bench/archive/make-input.mjs from the real games of ../shared/corpus/pgn:
// online games rewritten like a lichess export ([%clk] and [%eval] after every move, lichess's
// tags) and the TCEC engine games as they are. Every job runs as its own process under
// /usr/bin/time; the figures are CPU time (user + system) of that process, because the machine is
// shared and wall time there mostly measures waiting for a core; the best of --runs runs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { timedProcess } from './archive/timed.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'npm/bin/boardnotation.cjs');
const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '24' },
    runs: { type: 'string', default: '2' },
    before: { type: 'string' },
    'jobs-mb': { type: 'string', default: '96' },
    'jobs-runs': { type: 'string', default: '3' },
  },
});
const MB = Number(values.mb);
const RUNS = Number(values.runs);
const dir = mkdtempSync(join(tmpdir(), 'bn-archive-'));
const PGN_EXTRACT = ['/usr/games/pgn-extract', '/usr/bin/pgn-extract'].find((p) => existsSync(p));

function makeInput(megabytes) {
  const path = join(dir, `mix-${megabytes}.pgn`);
  const said = execFileSync(process.execPath, [join(root, 'bench/archive/make-input.mjs'), path, String(megabytes)], {
    encoding: 'utf8',
  });
  return { path, bytes: statSync(path).size, said: said.trim() };
}

// One process under /usr/bin/time (bench/archive/timed.mjs), and the size of its output file.
// `env`: more environment (the thread-CPU preload).
function timed(command, args, out, env = {}) {
  const { status, cpu, wall, rss } = timedProcess(command, args, { dir, env });
  return { status, cpu, wall, rss, outBytes: out && existsSync(out) ? statSync(out).size : 0 };
}

function best(command, args, out) {
  let result = null;
  for (let k = 0; k < RUNS; k += 1) {
    const r = timed(command, args, out);
    if (!result || r.cpu < result.cpu) result = r;
  }
  return result;
}

const ours = (args) => [process.execPath, [bin, ...args, '--jobs', '1']];
const beforeBin = values.before === undefined ? null : join(values.before, 'npm/bin/boardnotation.cjs');
const theirs = (args) => [PGN_EXTRACT, args];

// The jobs: [name, ours, pgn-extract's same job or null]. Output to files (not a pipe, whose
// reader would be timed too).
function jobs(input) {
  const o = (name) => join(dir, name);
  return [
    [
      'check (legal replay, errors listed)',
      ours(['pgn', 'check', input, '-o', o('check.txt')]),
      PGN_EXTRACT && theirs(['-r', '-s', '--quiet', input]),
      o('check.txt'),
    ],
    [
      'convert --to jsonl (tags, moves, FEN after each)',
      ours(['pgn', 'convert', input, '--to', 'jsonl', '-o', o('out.jsonl')]),
      PGN_EXTRACT && theirs(['--json', '--fencomments', '-s', '--quiet', '-o', o('x.json'), input]),
      o('out.jsonl'),
    ],
    ['convert --to csv', ours(['pgn', 'convert', input, '--to', 'csv', '-o', o('out.csv')]), null, o('out.csv')],
    [
      'convert --to parquet',
      ours(['pgn', 'convert', input, '--to', 'parquet', '-o', o('out.parquet')]),
      null,
      o('out.parquet'),
    ],
    [
      'convert --to parquet --positions',
      ours(['pgn', 'convert', input, '--to', 'parquet', '--positions', '-o', o('pos.parquet')]),
      null,
      o('pos.parquet'),
    ],
    [
      'convert --to pgn (export format)',
      ours(['pgn', 'convert', input, '--to', 'pgn', '-o', o('out.pgn')]),
      PGN_EXTRACT && theirs(['-s', '--quiet', '-o', o('x.pgn'), input]),
      o('out.pgn'),
    ],
    [
      'convert --to fens (a FEN per position)',
      ours(['pgn', 'convert', input, '--to', 'fens', '-o', o('out.fens')]),
      PGN_EXTRACT && theirs(['-Wepd', '-s', '--quiet', '-o', o('x.epd'), input]),
      o('out.fens'),
    ],
  ];
}

const games = (path) => (readFileSync(path, 'latin1').match(/^\[Event /gm) ?? []).length;
const mbs = (bytes, seconds) => (bytes / 1e6 / seconds).toFixed(1);
const mib = (bytes) => (bytes / 2 ** 20).toFixed(0);

const small = makeInput(Math.max(1, Math.round(MB / 2)));
const big = makeInput(MB);
const count = games(big.path);
const rows = [];
for (const [name, [command, args], other, out] of jobs(big.path)) {
  // With --before, each run of ours alternates with one of the other build (the load of a shared
  // machine changes by the minute): the best of each.
  let r = null;
  let earlier = null;
  for (let k = 0; k < RUNS; k += 1) {
    const mine = timed(command, args, out);
    if (!r || mine.cpu < r.cpu) r = mine;
    if (beforeBin === null) continue;
    const theirsBefore = timed(process.execPath, [beforeBin, ...args.slice(1)], out);
    if (!earlier || theirsBefore.cpu < earlier.cpu) earlier = theirsBefore;
  }
  const half = best(...jobs(small.path).find((j) => j[0] === name)[1]);
  const row = { name, r, half, other: other ? best(...other) : null, earlier };
  rows.push(row);
  console.log(name, JSON.stringify(row));
}

// Speed-up from 1 to 2 cores, on a bigger input (--jobs-mb: enough batches of 4 MiB for both
// workers of csv and parquet to the end). The machine is shared: the runs of --jobs 1 and
// --jobs 2 alternate (the load changes by the minute), the load average is noted before each,
// and the best wall time of each is kept. The main thread's CPU time (thread-cpu.cjs) says what
// the wall time would be on two idle cores: at least the main thread's, and at least half the
// process's (the bound of the last column).
const jobsInput = makeInput(Number(values['jobs-mb']));
const jobsHalf = makeInput(Math.max(1, Math.round(Number(values['jobs-mb']) / 2)));
const speedups = [];
const threadCpu = join(dir, 'thread-cpu.json');
const preload = ['-r', join(root, 'bench/archive/thread-cpu.cjs')];
const parallel = (input) => [
  ['check', ['pgn', 'check', input, '-o', join(dir, 'j.txt')]],
  ['convert --to jsonl', ['pgn', 'convert', input, '--to', 'jsonl', '-o', join(dir, 'j.jsonl')]],
  ['convert --to csv', ['pgn', 'convert', input, '--to', 'csv', '-o', join(dir, 'j.csv')]],
  ['convert --to parquet', ['pgn', 'convert', input, '--to', 'parquet', '-o', join(dir, 'j.parquet')]],
];
function jobsRun(args, jobCount) {
  const load = loadavg()[0];
  const r = timed(process.execPath, [...preload, bin, ...args, '--jobs', String(jobCount)], null, {
    BN_THREAD_CPU: threadCpu,
  });
  const threads = JSON.parse(readFileSync(threadCpu, 'utf8'));
  return {
    ...r,
    load,
    main: threads.main,
    workers: threads.workers.reduce((a, b) => a + b, 0),
    helpers: threads.helpers,
  };
}
const fewest = (list, key) => list.reduce((a, b) => (b[key] < a[key] ? b : a));
// What the shared machine gives: the wall time of one busy loop, then of two at once (two
// processes). Their ratio is the parallelism there was to have; near 1 when other work holds
// the other core, and then no --jobs 2 can be faster in wall time.
function parallelism() {
  const loop = ['-e', 'let x = 0; for (let i = 0; i < 1e9; i++) x += i & 1;'];
  const one = timed(process.execPath, loop, null).wall;
  const started = Date.now();
  const a = spawnSync('/bin/sh', [
    '-c',
    `"${process.execPath}" -e "${loop[1]}" & "${process.execPath}" -e "${loop[1]}"; wait`,
  ]);
  const two = (Date.now() - started) / 1000;
  return a.status === 0 ? (2 * one) / two : NaN;
}
const available = [parallelism()];
for (const [k, [name, args]] of parallel(jobsInput.path).entries()) {
  const ones = [];
  const twos = [];
  for (let run = 0; run < Number(values['jobs-runs']); run += 1) {
    ones.push(jobsRun(args, 1));
    twos.push(jobsRun(args, 2));
  }
  const halfArgs = parallel(jobsHalf.path)[k][1];
  const row = {
    name,
    one: fewest(ones, 'wall'),
    two: fewest(twos, 'wall'),
    oneCpu: fewest(ones, 'cpu'),
    twoCpu: fewest(twos, 'cpu'),
    halfOne: jobsRun(halfArgs, 1),
    halfTwo: jobsRun(halfArgs, 2),
    loads: [...ones, ...twos].map((r) => r.load),
  };
  speedups.push(row);
  available.push(parallelism());
  console.log(name, JSON.stringify(row));
}

const cpu = cpus();
const pgnExtractVersion = PGN_EXTRACT
  ? spawnSync('dpkg-query', ['-W', '-f', '${Version}', 'pgn-extract'], { encoding: 'utf8' }).stdout || 'unknown'
  : null;
const lines = [
  '# PGN archives: the CLI against pgn-extract',
  '',
  `Run on ${new Date().toISOString().slice(0, 10)}: ${cpu[0].model}, ${cpu.length} cores (shared with other work: load average ${(await import('node:os')).loadavg()[0].toFixed(1)} at the end), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, pgn-extract ${pgnExtractVersion ?? 'not installed'}. \`node bench/archive.mjs --mb ${MB} --runs ${RUNS}\` (see bench/README.md).`,
  '',
  `Input: ${big.said.replace(/^[^:]*: /, '')}; ${count} games in all. Made by bench/archive/make-input.mjs from the real games of ../shared/corpus/pgn (the FICS file and the player collections, rewritten like a lichess export with [%clk] and [%eval] after every move; the TCEC files as they are).`,
  '',
  'CPU time of the process (user + system), best of the runs; MB/s and games/s from it. Peak RSS at the input and at half of it (a writer whose memory grows with its input shows it there).',
  '',
  `Ours with \`--jobs 1\` (one core)${beforeBin ? `; "before": the same jobs of the build in \`--before ${values.before}\`, each of its runs next to one of ours` : ''}.`,
  '',
  `| job |${beforeBin ? ' before: MB/s |' : ''} ours: MB/s | games/s | CPU s | peak RSS MiB (half input → input) | output MB | pgn-extract, same job: MB/s | games/s | peak RSS MiB |`,
  `|---|${beforeBin ? '---|' : ''}---|---|---|---|---|---|---|---|`,
  ...rows.map(({ name, r, half, other, earlier }) =>
    [
      name,
      ...(beforeBin ? [mbs(big.bytes, earlier.cpu)] : []),
      mbs(big.bytes, r.cpu),
      Math.round(count / r.cpu),
      r.cpu.toFixed(1),
      `${mib(half.rss)} → ${mib(r.rss)}`,
      (r.outBytes / 1e6).toFixed(1),
      other ? mbs(big.bytes, other.cpu) : '—',
      other ? Math.round(count / other.cpu) : '—',
      other ? mib(other.rss) : '—',
    ]
      .join(' | ')
      .replace(/^/, '| ')
      .replace(/$/, ' |'),
  ),
  '',
  "pgn-extract's jobs: check = `-r` (reports errors, writes nothing); jsonl = `--json --fencomments` (tags, moves and a FEN after each move; no clock or eval as numbers); pgn = its default export output; fens = `-Wepd` (one EPD line per position). It has no CSV or Parquet output.",
  '',
  '## Per core (`--jobs`)',
  '',
  `Input: ${jobsInput.said.replace(/^[^:]*: /, '')}. Each job with \`--jobs 1\` and \`--jobs 2\`, their runs alternating, ${values['jobs-runs']} of each; load average (1 minute) before the runs: ${Math.min(...speedups.flatMap((s) => s.loads)).toFixed(1)} to ${Math.max(...speedups.flatMap((s) => s.loads)).toFixed(1)} on ${cpus().length} cores. Wall: the best run of each; CPU: the process's (user + system), best run; main: the main thread's CPU time in the --jobs 2 run (it cuts the input into batches and writes the output; the workers read, and encode csv and parquet); workers: the two workers' CPU time together; other: V8's and libuv's helper threads (garbage collection, compiling code), with --jobs 1 and --jobs 2. Bound: the speed-up that two idle cores would give from these CPU times, --jobs 1's CPU over the larger of --jobs 2's main thread and half its process. Peak RSS at half the input and at the input (one process: the main thread and its workers). Parallelism there was to have (two busy loops at once against one, before and after each job's runs): ${available.map((x) => `${x.toFixed(2)}×`).join(', ')}.`,
  '',
  '| job | --jobs 1: wall s | CPU s | other s | MB/s per core | --jobs 2: wall s | CPU s | main s | workers s | other s | MB/s per core | speed-up (wall) | bound from CPU | peak RSS MiB, --jobs 1 (half → input) | --jobs 2 (half → input) |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...speedups.map((s) =>
    [
      s.name,
      s.one.wall.toFixed(1),
      s.oneCpu.cpu.toFixed(1),
      s.oneCpu.helpers.toFixed(2),
      mbs(jobsInput.bytes, s.oneCpu.cpu),
      s.two.wall.toFixed(1),
      s.twoCpu.cpu.toFixed(1),
      s.twoCpu.main.toFixed(2),
      s.twoCpu.workers.toFixed(2),
      s.twoCpu.helpers.toFixed(2),
      mbs(jobsInput.bytes, s.twoCpu.cpu),
      `${(s.one.wall / s.two.wall).toFixed(2)}×`,
      `${(s.oneCpu.cpu / Math.max(s.twoCpu.main, s.twoCpu.cpu / 2)).toFixed(2)}×`,
      `${mib(s.halfOne.rss)} → ${mib(s.oneCpu.rss)}`,
      `${mib(s.halfTwo.rss)} → ${mib(s.twoCpu.rss)}`,
    ]
      .join(' | ')
      .replace(/^/, '| ')
      .replace(/$/, ' |'),
  ),
  '',
];
const results = join(root, 'bench/results/archive.md');
const previous = existsSync(results) ? readFileSync(results, 'utf8') : '';
// Sections written by hand (from "## Choosing the Parquet writer" on) are kept.
const kept = previous.indexOf('\n## Choosing the Parquet writer');
writeFileSync(results, lines.join('\n') + (kept >= 0 ? previous.slice(kept) : ''));
console.log(lines.join('\n'));
