// boardnotation <notation> svg and boardnotation svg FILE: the SVG of a file at a ply, to standard
// output or a file; errors as "file:line:column: message" with exit code 1.
const { spawnSync } = require('node:child_process');
const { readFileSync, mkdtempSync } = require('node:fs');
const { join } = require('node:path');
const { tmpdir } = require('node:os');
const { renderSvg } = require('boardnotation/svg');

const bin = require.resolve('boardnotation/package.json').replace('package.json', 'bin/boardnotation.cjs');
const examples = join(__dirname, '..', '..', 'web', 'examples');
const run = (args, input) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', input });

test('pgn svg --game --ply --flip --size writes what renderSvg draws', () => {
  const file = join(examples, 'charles-xii-at-bender.pgn');
  const result = run(['pgn', 'svg', file, '--game', '1', '--ply', '2', '--flip', '--size', '120']);
  expect(result).toMatchObject({ status: 0, stderr: '' });
  expect(result.stdout).toBe(
    `${renderSvg(readFileSync(file, 'utf8'), { notation: 'pgn', game: 1, ply: 2, orientation: 'black', size: 120 })}\n`,
  );
  expect(result.stdout).toContain('data-orientation="black"');
});

test('svg FILE detects the notation; -o writes a file; --lang es words the drawing', () => {
  const out = join(mkdtempSync(join(tmpdir(), 'bn-svg-')), 'board.svg');
  const result = run([
    'svg',
    join(examples, 'ko-fight-9x9.sgf'),
    '--ply',
    '3',
    '--variation',
    '0',
    '-o',
    out,
    '--lang',
    'es',
  ]);
  expect(result).toMatchObject({ status: 0, stdout: '', stderr: '' });
  expect(readFileSync(out, 'utf8')).toMatch(/^<svg[^>]*aria-label="Tablero de go/i);
  expect(run(['svg', '-'], '.9x9_5Eb').stdout).toContain('E5: black stone');
});

test('errors: the place in the file, in the language asked, exit code 1', () => {
  const file = join(examples, 'illegal-move.pgn');
  const result = run(['svg', file, '--game', '1', '-l', 'es']);
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(
    new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:19:22: No se puede dibujar el tablero`),
  );
  expect(run(['svg', '-'], 'hello this is not chess')).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(/not in a notation/),
  });
  expect(run(['fen', 'svg', '--ply', 'x', join(examples, 'start.fen')])).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(/--ply takes a whole number/),
  });
  expect(run(['pgn', 'svg', '--ply', '99', join(examples, 'annotated.pgn')])).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(/no ply 99/),
  });
});
