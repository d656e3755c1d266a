// What each entry of the built package costs a browser (scripts/download-size.mjs: the entry, its
// imports and its wasm, gzip -9): the sizes of docs/loading.md are kept, so that a change which
// pulls code into a module (a printf, a second copy of a table) fails here, not in a user's
// bundle report.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTRIES, SIZE_LIMITS, downloads } from '../../scripts/download-size.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'npm', 'dist');

test.each(ENTRIES.filter((entry) => SIZE_LIMITS[entry]))('the entry %s downloads no more than its limit', (entry) => {
  const { files, gzip } = downloads(dist, entry);
  expect(files).toContainEqual(expect.stringMatching(/\.wasm$/));
  expect(gzip / 1024).toBeLessThanOrEqual(SIZE_LIMITS[entry]);
});
