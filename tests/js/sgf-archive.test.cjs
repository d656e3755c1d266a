// `sgf format|parse` over archives: several files or a directory (recursively, what is not SGF
// skipped with a warning), read in worker threads with --jobs, written in order: the same bytes,
// messages and exit code as one thread.
const { spawnSync } = require('node:child_process');
const { mkdirSync, mkdtempSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const bin = require.resolve('boardnotation/package.json').replace('package.json', 'bin/boardnotation.cjs');
const run = (args) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'bn-sgf-archive-'));
mkdirSync(join(dir, 'b-sub'));
for (let k = 0; k < 6; k++) {
  writeFileSync(join(dir, `g${k}.sgf`), `(;GM[1]SZ[9]PB[p${k}];B[ee];W[cc]${k % 2 ? '(;B[dd])(;B[gg])' : ';B[gc]'})`);
}
writeFileSync(join(dir, 'b-sub', 'deep.SGF'), '(;SZ[5]C[deep];B[aa])');
writeFileSync(join(dir, 'b-sub', 'no-extension'), '\n(;SZ[5];B[bb])');
writeFileSync(join(dir, 'b-sub', 'cut.sgf'), '(;SZ[5];B[aa'); // repaired with a warning
writeFileSync(join(dir, 'notes.txt'), 'not a game');

test('a directory: every SGF file in order, the others skipped with a warning, --jobs as one thread', () => {
  for (const command of [['format'], ['parse']]) {
    const one = run(['sgf', ...command, dir, '--jobs', '1']);
    const two = run(['sgf', ...command, dir, '--jobs', '2']);
    expect(two).toMatchObject({ status: one.status, stdout: one.stdout, stderr: one.stderr });
    expect(one.status).toBe(0);
    expect(one.stderr).toContain(`${join(dir, 'notes.txt')}: warning: skipped, not an SGF file`);
    expect(one.stderr).toContain(`${join(dir, 'b-sub', 'cut.sgf')}:1:`);
    expect(one.stdout.split('\n').filter((l) => l.startsWith('(;') || l.startsWith('[')).length).toBeGreaterThan(0);
  }
  const parsed = run(['sgf', 'parse', dir, '--jobs', '2']).stdout.trim().split('\n');
  // One JSON document per file, in the order of the sorted names (b-sub's first: cut, deep, no-extension).
  expect(parsed).toHaveLength(9);
  expect(JSON.parse(parsed[1])[0].root.properties.C).toEqual(['deep']); // after cut.sgf
  expect(JSON.parse(parsed[3])[0].root.properties.PB).toEqual(['p0']);
});

test('a list of files; a broken one is reported and the others are written (exit 1)', () => {
  const bad = join(dir, 'bad.sgf');
  writeFileSync(bad, '(;SZ[5];B[aa]');
  const files = [join(dir, 'g1.sgf'), bad, join(dir, 'g2.sgf')];
  const one = run(['sgf', 'format', ...files, '--strict', '--jobs', '1']);
  const two = run(['sgf', 'format', ...files, '--strict', '--jobs', '2']);
  expect(two).toMatchObject({ status: 1, stdout: one.stdout, stderr: one.stderr });
  expect(one.status).toBe(1);
  expect(one.stderr).toMatch(new RegExp(`^${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+: `));
  expect(one.stdout).toContain('PB[p1]');
  expect(one.stdout).toContain('PB[p2]');
  // One file alone is written as before; a list repeats it.
  const single = run(['sgf', 'format', files[0]]).stdout;
  expect(run(['sgf', 'format', files[0], files[0], '--jobs', '2']).stdout).toBe(single + single);
});

test('--files-from: the paths of a list (a file, or standard input), after those named, read as if named', () => {
  const files = [join(dir, 'g3.sgf'), join(dir, 'b-sub'), join(dir, 'g0.sgf')];
  const list = join(dir, 'list.txt');
  writeFileSync(list, `${files[1]}\r\n\n${files[2]}\n`);
  for (const command of [['parse'], ['convert', '--to', 'jsonl']]) {
    const named = run(['sgf', ...command, ...files, '--jobs', '1']);
    expect(named.status).toBe(0);
    expect(run(['sgf', ...command, files[0], '--files-from', list, '--jobs', '1'])).toMatchObject({
      status: 0,
      stdout: named.stdout,
      stderr: named.stderr,
    });
    const piped = spawnSync(process.execPath, [bin, 'sgf', ...command, '--files-from', '-', '--jobs', '1'], {
      encoding: 'utf8',
      input: files.join('\n'),
    });
    expect(piped).toMatchObject({ status: 0, stdout: named.stdout });
  }
  // One file listed is still "several files": read the same way as a directory.
  expect(run(['sgf', 'parse', '--files-from', list, '--jobs', '1']).stdout.trim().split('\n')).toHaveLength(4);
  const missing = run(['sgf', 'parse', '--files-from', join(dir, 'no-such-list')]);
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain('no-such-list: cannot read the list of files (ENOENT)');
});
