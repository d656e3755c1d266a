// Speed, measured in a plain Node process (timing.mjs): a chess board well under 1 ms, a 19 × 19
// Go board under 2 ms, in processor time, the best of five batches.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repositoryRoot } from './svg-load.mjs';

test('a chess board draws in well under 1 ms, a 19 × 19 Go board in under 2 ms', () => {
  const output = execFileSync(process.execPath, [path.join(repositoryRoot, 'tests/js/svg/timing.mjs')], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const { chess, go19, go19Full } = JSON.parse(output);
  expect(chess).toBeLessThan(0.8);
  expect(go19).toBeLessThan(2);
  expect(go19Full).toBeLessThan(2);
});
