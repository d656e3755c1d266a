// The BDL commands of the boardnotation CLI, run as users run them (a child process).
const { spawnSync } = require('node:child_process');
const { mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const bin = require.resolve('boardnotation/package.json').replace('package.json', 'bin/boardnotation.cjs');
const run = (args, input) => spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'bn-bdl-cli-'));
const chess = join(__dirname, '..', 'fixtures', 'bdl', 'chess.bdl');
const rules = 'rules{ first_player : 0 width : 3 height : 3 coloring : alternate player_change : alternate }';
const bad = join(dir, 'bad.bdl');
writeFileSync(
  bad,
  `${rules}\npieces{ p{ moves{ vertical(0, 2) } } }\ninitial_piece_position{ q{ positions{ x : 0, y : 0 } } }\ninvariants{} finish{}\n`,
);
const explicit = join(dir, 'explicit.bdl');
writeFileSync(
  explicit,
  `rules{ first_player : 0 width : 3 height : 3 coloring : alternate player_change : explicit{ (c) => c } }
pieces{ p{ moves{ x : 0, y : -1 } } }
initial_piece_position{ p{ positions{ x : 1, y : 0 } } }
invariants{} finish{ no_moves_available }\n`,
);

test('--help lists the BDL commands', () => {
  const help = run(['--help']).stdout;
  for (const command of ['bdl check', 'bdl format', 'bdl board', 'bdl perft']) expect(help).toContain(command);
  expect(run(['bdl', 'perft', '--help']).stdout).toContain('--depth');
});

test('bdl check', () => {
  expect(run(['bdl', 'check', chess])).toMatchObject({ status: 0, stdout: 'ok\n' });
  const result = run(['bdl', 'check', bad]);
  expect(result.status).toBe(1);
  expect(result.stdout.split('\n').filter(Boolean)).toEqual([
    `${bad}:2:28: error: A bound of 0 at line 2, column 28: the ranges of horizontal, vertical and diagonal leave 0 out (the original compiler crashes on it).`,
    `${bad}:3:25: error: No piece named "q" is defined (line 3, column 25).`,
    `${bad}:4:14: warning: The finish section at line 4, column 14 is empty: the game is over before the first move, as in the original.`,
  ]);
  const json = JSON.parse(run(['bdl', 'check', bad, '--json', '-l', 'es']).stdout);
  expect(json.ok).toBe(false);
  expect(json.errors[1]).toMatchObject({
    code: 'bdl.undefined_piece',
    line: 3,
    column: 25,
    message: expect.stringMatching(/^No hay ninguna pieza/),
  });
});

test('bdl format (file or standard input), syntax errors as file:line:col', () => {
  const formatted = run(['bdl', 'format', chess]);
  expect(formatted.status).toBe(0);
  expect(run(['bdl', 'format', '-'], formatted.stdout).stdout).toBe(formatted.stdout);
  const error = run(['bdl', 'format', '-'], 'rules{ width : 8, }');
  expect(error).toMatchObject({ status: 1, stdout: '' });
  expect(error.stderr).toBe(
    '<stdin>:1:17: Expected a rule (first_player, width, height, coloring, player_change) or "}" but found \',\' at line 1, column 17.\n',
  );
});

test('bdl board', () => {
  const board = run(['bdl', 'board', chess]);
  expect(board.status).toBe(0);
  expect(board.stdout.split('\n').slice(0, 2)).toEqual(['7 t h b q k b h t', '6 p p p p p p p p']);
  expect(board.stdout).toContain('0 T H B Q K B H T\n  0 1 2 3 4 5 6 7\nplayer 0 to move, 20 legal moves\n');
  const json = JSON.parse(run(['bdl', 'board', chess, '--json']).stdout);
  expect(json[0][4]).toEqual({ piece: 'king', owner: 0, mirroredCopy: false });
  expect(run(['bdl', 'board', bad])).toMatchObject({
    status: 1,
    stderr: expect.stringContaining('bad.bdl: The description has errors'),
  });
});

test('explicit code runs only with --allow-explicit', () => {
  const refused = run(['bdl', 'board', explicit]);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toBe(
    `${explicit}:1:83: The explicit code of player_change at line 1, column 83 cannot run: pass an evaluator to run explicit JavaScript. (boardnotation: --allow-explicit runs it)\n`,
  );
  expect(run(['bdl', 'perft', explicit, '--allow-explicit', '-d', '2'])).toMatchObject({
    status: 0,
    stdout: '1 1\n2 1\n',
  });
});

test('bdl perft', () => {
  expect(run(['bdl', 'perft', chess])).toMatchObject({ status: 0, stdout: '1 20\n2 400\n3 8902\n' });
  expect(run(['bdl', 'perft', chess, '--depth', '13'])).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(/--depth must be an integer from 1 to 12/),
  });
  expect(run(['bdl', 'perft', join(dir, 'missing.bdl')])).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(/cannot read the file/),
  });
  expect(readFileSync(chess, 'utf8').length).toBeGreaterThan(0);
});
