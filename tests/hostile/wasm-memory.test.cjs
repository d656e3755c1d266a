// Issue 32, item 5: WebAssembly memory ends at 2 GiB, and a synchronous loop of new Chess() used
// to fill it (7.7 kB an object; finalizers only run between turns of the event loop): then
// new Chess() and Fen.validate threw a bare WebAssembly.Exception with no message, other entry
// points failed oddly, and the memory never came back. Now an object takes under 1 kB, free()
// gives it back at once, and full memory is a BoardnotationMemoryError (a RangeError with a code
// and a message) in every entry point of every notation, after which the library works again.
//
// The memory is filled in a child process (tests/hostile/support/fill-wasm-memory.cjs): the 2 GiB
// cannot be given back to the system, and the child needs --expose-gc.
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

const MB = 1 << 20;
let report;

beforeAll(() => {
  const run = spawnSync(process.execPath, ['--expose-gc', join(__dirname, 'support', 'fill-wasm-memory.cjs')], {
    encoding: 'utf8',
    timeout: 90_000, // wall time on a loaded machine; the CPU time is checked below
    maxBuffer: 16 * MB,
  });
  if (run.status !== 0) throw new Error(`the child failed (${run.status} ${run.signal}): ${run.stderr.slice(0, 2000)}`);
  report = JSON.parse(run.stdout);
}, 120_000);

test('the child stays within its time and memory ceilings', () => {
  // About 3 s of CPU time on an idle machine; the 2 GiB of wasm memory are mostly never touched.
  expect(report.cpuSeconds).toBeLessThan(15);
  expect(report.maxRssBytes).toBeLessThan(768 * MB);
});

test('a Chess object takes under 1 kB of wasm memory (it took 7.7 kB)', () => {
  // 640 bytes bare, 688 once its legal moves were asked (measured when written).
  expect(report.bytesPerChess.bare).toBeLessThan(1024);
  expect(report.bytesPerChess.withMoves).toBeLessThan(1024);
});

test('a synchronous loop of new Chess() ends in a BoardnotationMemoryError once memory is full', () => {
  expect(report.loop.made).toBeGreaterThan(10_000); // the 16 MiB left held that many
  expect(report.loop.error).toBe('memory');
  expect(report.loop.memoryBytes).toBe(2 ** 31);
});

test('failing calls give back the wasm stack they unwound', () => {
  expect(report.stackPointerMoved).toBe(0);
});

test('with memory full, every entry point of every notation succeeds or throws BoardnotationMemoryError', () => {
  const entries = Object.keys(report.outcomes);
  expect(entries.length).toBeGreaterThan(30);
  for (const [entry, outcomes] of Object.entries(report.outcomes)) {
    for (const outcome of outcomes) expect(`${entry}: ${outcome}`).toMatch(/: (ok|memory)$/);
    // With no room at all each fails (the check can fail), with 4 MiB each works.
    expect(`${entry}: ${outcomes[0]}`).toBe(`${entry}: memory`);
    expect(`${entry}: ${outcomes[outcomes.length - 1]}`).toBe(`${entry}: ok`);
  }
});

test('memory given back by free() is used again', () => {
  expect(report.afterFree.made).toBeGreaterThan(report.loop.made * 0.95);
  expect(report.afterFree.error).toBe('memory');
  expect(report.afterFree.memoryBytes).toBe(2 ** 31);
});

test('memory of objects dropped without free() is used again once they are collected', () => {
  expect(report.afterFinalizers.beforeCollection).toBe('memory');
  expect(report.afterFinalizers.after).toBe('ok');
});

test('once memory is given back, every entry point works and the failures leaked nothing', () => {
  for (const [entry, outcome] of Object.entries(report.afterAll.outcomes))
    expect(`${entry}: ${outcome}`).toBe(`${entry}: ok`);
  expect(Math.abs(report.afterAll.inUseAfter - report.afterAll.inUseBefore)).toBeLessThan(64 * 1024);
});
