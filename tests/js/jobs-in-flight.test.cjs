// The workers of --jobs (npm/bin/jobs.cjs runOrdered): results in item order, never more items
// in flight (pulled from the source and not yet handed on) than the cap, and a worker that is
// ahead keeps working while the oldest item is slow, within the cap. Counts, not times: the
// cap is what bounds memory on an input of any size.
const path = require('node:path');
const { runOrdered } = require('../../npm/bin/jobs.cjs');

const file = path.join(__dirname, 'support/jobs-echo-worker.cjs');

// Runs `count` items (item k takes slow(k) ms in its worker; with `holdUntil`, item 0 waits
// until that many items have been pulled from the source); returns the results in the order
// onResult saw them and the most items that were in flight at once.
async function run({ count, jobs, inFlight, slow, resultMs = 0, holdUntil = 0 }) {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  let pulled = 0;
  let handed = 0;
  let most = 0;
  async function* items() {
    for (let n = 0; n < count; n += 1) {
      pulled += 1;
      most = Math.max(most, pulled - handed);
      if (pulled === holdUntil) {
        Atomics.store(flag, 0, 1);
        Atomics.notify(flag, 0);
      }
      yield { message: { n, ms: slow(n), hold: holdUntil > 0 && n === 0 }, transfer: [] };
    }
  }
  const seen = [];
  const workerData = { flag: flag.buffer };
  await runOrdered(items(), { jobs, file, workerData, inFlight }, async ({ n }) => {
    seen.push(n);
    if (resultMs > 0) await new Promise((resolve) => setTimeout(resolve, resultMs));
    handed += 1;
  });
  return { seen, most };
}

const inOrder = (count) => Array.from({ length: count }, (_, k) => k);

test('results come in item order and the in-flight cap holds with a slow writer', async () => {
  for (const inFlight of [1, 3, 5]) {
    const { seen, most } = await run({
      count: 24,
      jobs: 2,
      inFlight,
      slow: (n) => (n % 5 === 0 ? 30 : 1),
      resultMs: 5,
    });
    expect(seen).toEqual(inOrder(24));
    expect(most).toBeLessThanOrEqual(inFlight);
  }
});

test('a worker ahead of a slow oldest item takes more items, up to the cap', async () => {
  // Item 0 is held until six items have been pulled: meanwhile the other worker gets through
  // items 1, 3, 4, ... With a cap of 6 the source is pulled 6 items ahead of the writer, not
  // only the 2 queued per worker (when it is not, item 0 waits 5 s and the count says so).
  const { seen, most } = await run({ count: 12, jobs: 2, inFlight: 6, slow: () => 1, holdUntil: 6 });
  expect(seen).toEqual(inOrder(12));
  expect(most).toBe(6);
});

// With `here`, this thread is one of the jobs: it does items itself, in order with the workers'.
async function runHere({ count, jobs, slowHere = 0, failAt = -1 }) {
  const doneHere = [];
  const here = async ({ n }) => {
    if (n === failAt) throw new RangeError(`item ${n} is out of range`);
    // Busy, as a real batch keeps this thread: no answer from a worker is seen meanwhile.
    const until = Date.now() + slowHere;
    while (Date.now() < until);
    doneHere.push(n);
    return { n, here: true };
  };
  async function* items() {
    for (let n = 0; n < count; n += 1) yield { message: { n, ms: 2, hold: false }, transfer: [] };
  }
  const seen = [];
  const workerData = { flag: new SharedArrayBuffer(4) };
  await runOrdered(items(), { jobs, file, workerData, here }, async ({ n }) => seen.push(n));
  return { seen, doneHere };
}

test('with here, this thread and jobs − 1 workers share the items, in item order', async () => {
  const { seen, doneHere } = await runHere({ count: 40, jobs: 2, slowHere: 3 });
  expect(seen).toEqual(inOrder(40));
  // Both did some: this thread works whenever every worker's queue is full.
  expect(doneHere.length).toBeGreaterThan(0);
  expect(doneHere.length).toBeLessThan(40);
});

test('with here and --jobs 1, this thread does every item (no worker is started)', async () => {
  const { Worker } = require('node:worker_threads');
  const started = jest.spyOn(Worker.prototype, 'postMessage');
  const { seen, doneHere } = await runHere({ count: 10, jobs: 1 });
  expect(seen).toEqual(inOrder(10));
  expect(doneHere).toEqual(inOrder(10));
  expect(started).not.toHaveBeenCalled();
  started.mockRestore();
});

test('an error thrown here reaches the caller as a worker error does', async () => {
  await expect(runHere({ count: 10, jobs: 1, failAt: 4 })).rejects.toThrow(new RangeError('item 4 is out of range'));
  await expect(runHere({ count: 10, jobs: 1, failAt: 4 })).rejects.toBeInstanceOf(RangeError);
});

test('a worker that has answered gets its next item before this thread starts another', async () => {
  // Worker items take 20 ms, this thread's 20 ms of busy work: with the answers seen before each
  // of its own items, the worker does about half; without, this thread took item after item
  // while the worker's answers waited in its port, and the worker did a third or less.
  const doneHere = [];
  const here = async ({ n }) => {
    const until = Date.now() + 20;
    while (Date.now() < until);
    doneHere.push(n);
    return { n };
  };
  async function* items() {
    for (let n = 0; n < 60; n += 1) yield { message: { n, ms: 20, hold: false }, transfer: [] };
  }
  const seen = [];
  const workerData = { flag: new SharedArrayBuffer(4) };
  await runOrdered(items(), { jobs: 2, file, workerData, here }, async ({ n }) => seen.push(n));
  expect(seen).toEqual(inOrder(60));
  expect(doneHere.length).toBeLessThanOrEqual(36);
});
