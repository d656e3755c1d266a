// Timing shared by the benchmarks: every bench times its runs the same way.

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
