// Objects that own a wasm handle (Chess, a BDL game, a PGN reader) and are dropped without
// free()/end(): their FinalizationRegistry deletes the handle once they are collected, so the heap
// returns to its size. Needs --expose-gc, hence a child process (tests/js/support/abandon-handles.cjs).
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

test('2,000 dropped Chess objects, BDL games and PGN readers give their wasm memory back', () => {
  const run = spawnSync(process.execPath, ['--expose-gc', join(__dirname, 'support', 'abandon-handles.cjs'), '2000'], {
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  const { start, alive, end } = JSON.parse(run.stdout);
  // Alive they hold memory (the check can fail: a PGN reader buffers 4 kB of text, a game its board)...
  expect(alive - start).toBeGreaterThan(8 * 1024 * 1024);
  // ...and once collected, none of it is left.
  expect(end - start).toBeLessThanOrEqual(65536);
}, 120_000);
