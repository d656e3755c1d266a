// Peak memory of `pgn convert` against the size of its input: is it flat? Each job (parquet,
// csv, jsonl; --jobs 1 and --jobs 2) runs as its own process under /usr/bin/time on inputs of
// the sizes given (bench/archive/make-input.mjs), and its peak RSS is printed as a Markdown
// table with the CPU time of the main thread, the workers and the other threads
// (thread-cpu.cjs). Not a timed test: a report (bench/results/archive.md says what it found).
//
//   node bench/archive/memory.mjs [--sizes 24,48,96,192] [--jobs parquet,csv,jsonl] [--counts 1,2] [--bin DIR]
//
// --counts: the --jobs values; --bin DIR: DIR/npm/bin/boardnotation.cjs instead of this
// checkout's (another build).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { timedProcess } from './timed.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '24,48,96,192' },
    jobs: { type: 'string', default: 'parquet,csv,jsonl' },
    bin: { type: 'string' },
    counts: { type: 'string', default: '1,2' },
  },
});
const bin = join(values.bin ?? root, 'npm/bin/boardnotation.cjs');
const dir = mkdtempSync(join(tmpdir(), 'bn-memory-'));
const sizes = values.sizes.split(',').map(Number);
const inputs = sizes.map((mb) => {
  const path = join(dir, `mix-${mb}.pgn`);
  execFileSync(process.execPath, [join(here, 'make-input.mjs'), path, String(mb)]);
  return path;
});

function run(to, jobs, input) {
  const cpuFile = join(dir, 'threads.json');
  const out = join(dir, `out.${to}`);
  const args = ['-r', join(here, 'thread-cpu.cjs'), bin, 'pgn', 'convert', input, '--to', to, '-o', out];
  const r = timedProcess(process.execPath, [...args, '--jobs', String(jobs)], { dir, env: { BN_THREAD_CPU: cpuFile } });
  if (r.status !== 0) throw new Error(`${to} --jobs ${jobs} ${input}: exit ${r.status}`);
  const threads = JSON.parse(readFileSync(cpuFile, 'utf8'));
  rmSync(out, { force: true });
  return { rss: r.rss / 2 ** 20, threads };
}

const cpu = ({ main, workers, helpers }) =>
  `${main.toFixed(2)} / ${workers.map((w) => w.toFixed(2)).join(' + ') || '—'} / ${helpers.toFixed(2)}`;
console.log(
  `| job | ${sizes.map((mb) => `${mb} MB: peak RSS MiB`).join(' | ')} | CPU s at ${sizes.at(-1)} MB: main / workers / other threads |`,
);
console.log(`|---|${sizes.map(() => '---|').join('')}---|`);
for (const to of values.jobs.split(',')) {
  for (const jobs of values.counts.split(',').map(Number)) {
    const runs = inputs.map((input) => run(to, jobs, input));
    console.log(
      `| ${to} --jobs ${jobs} | ${runs.map((r) => r.rss.toFixed(0)).join(' | ')} | ${cpu(runs.at(-1).threads)} |`,
    );
  }
}
rmSync(dir, { recursive: true, force: true });
