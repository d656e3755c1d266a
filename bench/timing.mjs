// Timing shared by the benchmarks: every bench times its runs the same way.
import v8 from 'node:v8';
import vm from 'node:vm';

// Repeats `run` (after one warm-up run for the JIT and caches) until at least `seconds` have
// passed and at least three runs were made; the mean seconds per run and the last run's result.
export function timeMean(run, seconds = 1) {
  run();
  let runs = 0;
  let result;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < seconds || runs < 3) {
    result = run();
    runs += 1;
    elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  }
  return { seconds: elapsed / runs, result };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// CPU milliseconds of this process (user + system): time spent waiting for a core does not count,
// which matters on a shared machine; garbage collection on V8's helper threads does count.
export function cpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

// A full garbage collection on demand (V8's gc, exposed at run time rather than by a node flag,
// so that `node bench/x.mjs` is enough).
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');
const EMPTY = Symbol('empty pass');

// Times contenders (name → function) pass after pass in alternation, so that a change of the
// machine's load or clock falls on all of them alike; after a warm-up that lets V8 tier up, the
// median CPU ms per pass of each, over at least `minRounds` rounds and `budgetMs` of CPU time.
// Each pass ends with two full garbage collections that count in its time: a contender pays for
// collecting its own garbage, and never for another's left in the heap before its pass. V8
// sweeps after a full collection, partly later on helper threads (CPU time of this process all
// the same); the second collection starts by finishing that, so the sweeping of a pass's garbage
// is charged to that pass and not to the next one. What the collections cost with no garbage at
// all (marking what the process holds anyway) is measured the same way, by an empty pass, and
// taken off every median.
export function timeInterleaved(contenders, { minRounds = 9, budgetMs = 8000 } = {}) {
  contenders = { ...contenders, [EMPTY]: () => {} };
  const names = Reflect.ownKeys(contenders);
  for (const name of names) {
    for (const started = performance.now(); performance.now() - started < 500;) contenders[name]();
  }
  collectGarbage();
  const times = Object.fromEntries(names.map((name) => [name, []]));
  const started = cpuMs();
  for (let round = 0; round < minRounds || cpuMs() - started < budgetMs; round++) {
    for (const name of names) {
      // Not counted: whatever the previous pass's collections still left to do. With one counted
      // collection a pass, the sweeping after the reference's big pass fell on the empty pass
      // that followed it (25-120 ms instead of 10-15), which flattered every other figure.
      collectGarbage();
      const start = cpuMs();
      contenders[name]();
      collectGarbage();
      collectGarbage();
      times[name].push(cpuMs() - start);
    }
  }
  const baseline = median(times[EMPTY]);
  return Object.fromEntries(
    names.filter((name) => name !== EMPTY).map((name) => [name, median(times[name]) - baseline]),
  );
}
