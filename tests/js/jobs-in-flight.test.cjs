// The workers of --jobs (npm/bin/jobs.cjs runOrdered): results in item order, never more items
// in flight (pulled from the source and not yet handed on) than the cap, and a worker that is
// ahead keeps working while the oldest item is slow, within the cap. Counts, not times: the
// cap is what bounds memory on an input of any size.
const path = require('node:path');
const { runOrdered } = require('../../npm/bin/jobs.cjs');

const file = path.join(__dirname, 'support/jobs-echo-worker.cjs');

// Runs `count` items (item k takes slow(k) ms in its worker); returns the results in the order
// onResult saw them and the most items that were in flight at once.
async function run({ count, jobs, inFlight, slow, resultMs = 0 }) {
  let pulled = 0;
  let handed = 0;
  let most = 0;
  async function* items() {
    for (let n = 0; n < count; n += 1) {
      pulled += 1;
      most = Math.max(most, pulled - handed);
      yield { message: { n, ms: slow(n) }, transfer: [] };
    }
  }
  const seen = [];
  await runOrdered(items(), { jobs, file, workerData: null, inFlight }, async ({ n }) => {
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
  // Item 0 is slow; the other worker gets through items 1, 2, ... meanwhile. With a cap of 6
  // the source is pulled 6 items ahead of the writer, not only the 2 queued per worker.
  const { seen, most } = await run({ count: 12, jobs: 2, inFlight: 6, slow: (n) => (n === 0 ? 400 : 1) });
  expect(seen).toEqual(inOrder(12));
  expect(most).toBe(6);
});
