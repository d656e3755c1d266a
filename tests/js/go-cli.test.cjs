// The Go commands of the boardnotation CLI, run as users run them (a child process).
const { spawnSync } = require('node:child_process');
const { mkdtempSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const bin = require.resolve('boardnotation/package.json').replace('package.json', 'bin/boardnotation.cjs');
const run = (args, input) => spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'bn-go-cli-'));
const game = join(dir, 'game.sgf');
writeFileSync(game, '(;GM[1]FF[4]SZ[5]\n;B[bb];W[cb];B[ca];W[da];B[dc];W[ba])');

test('--help lists the Go commands and shortcuts', () => {
  const help = run(['--help']).stdout;
  for (const command of ['hen validate', 'sgf format', 'sgf2hen', 'hen2sgf']) expect(help).toContain(command);
});

test('sgf2hen file.sgf --move N', () => {
  expect(run(['sgf2hen', game, '--move', '2'])).toMatchObject({ status: 0, stdout: '.5x5_4Bbw.C4w.b\n' });
  expect(run(['sgf2hen', game]).stdout).toBe('.5x5\n');
  expect(run(['hen', 'from-sgf', '-', '-m', '6'], '(;SZ[5];B[bb];W[cb];B[ca];W[da];B[dc];W[ba])').stdout).toBe(
    '.5x5_5BwDw_4Bbw_3Db.B5w.b\n',
  );
  const bad = run(['sgf2hen', game, '--move', 'x']);
  expect(bad.status).toBe(1);
  expect(bad.stderr).toMatch(/--move/);
  const empty = join(dir, 'empty.sgf');
  writeFileSync(empty, '');
  expect(run(['sgf2hen', empty])).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(/^.*empty\.sgf: no Go game/),
  });
});

test('hen validate STR', () => {
  expect(run(['hen', 'validate', '.9x9_8Gw_7Eb2w_6CbEwb_5Hw_4Gbw.H4w.b'])).toMatchObject({ status: 0, stdout: 'ok\n' });
  const bad = run(['hen', 'validate', '_19r', '--hen-js']);
  expect(bad.status).toBe(1);
  expect(bad.stdout).toBe("error: Unsupported <stone> 'r' in '_19r' at offset 0 (only b/w supported)\n");
  const json = JSON.parse(run(['hen', 'validate', '_0b', '--json']).stdout);
  expect(json.ok).toBe(false);
  expect(json.errors[0]).toMatchObject({ code: 'hen.number_not_positive', offset: expect.any(Number) });
  expect(run(['hen', 'validate', '_0b', '-l', 'es']).stdout).toMatch(/^error at offset \d+: /);
});

test('hen validate of nothing: an error (Hen.validate calls it valid: no position, no problem)', () => {
  for (const [args, input, name] of [
    [['hen', 'validate', ''], undefined, '<argument>'],
    [['hen', 'validate', '  '], undefined, '<argument>'],
    [['hen', 'validate'], '', '<stdin>'],
    [['hen', 'validate', '-'], '\n', '<stdin>'],
    [['hen', 'validate', '', '--json'], undefined, '<argument>'],
  ]) {
    expect(run(args, input)).toMatchObject({
      status: 1,
      stdout: '',
      stderr: `${name}: empty HEN string: there is no position to read\n`,
    });
  }
});

test('hen2sgf STR', () => {
  expect(run(['hen2sgf', '.9x9_8Gw_7Eb2w_6CbEwb_5Hw_4Gbw.H4w.b'])).toMatchObject({
    status: 0,
    stdout: '(;GM[1]FF[4]CA[UTF-8]SZ[9]AB[cd][ec][fc][fd][gf]AW[ed][gb][gc][he];W[hf])\n',
  });
});

test('hen to-sgf refuses what hen validate refuses, with its error and exit code', () => {
  for (const [hen, options, where] of [
    ['hello world', [], '<argument>:1:1'],
    ['_0b', ['-l', 'es'], '<argument>:1:2'],
    ['_19r', ['--hen-js'], '<argument>'],
  ]) {
    const validated = run(['hen', 'validate', hen, ...options]);
    expect(validated.status).toBe(1);
    // "error at offset N: message" (hen-js mode: "error: message") -> the message.
    const message = validated.stdout.split('\n')[0].replace(/^error( at offset \d+)?: /, '');
    expect(run(['hen', 'to-sgf', hen, ...options])).toMatchObject({
      status: 1,
      stdout: '',
      stderr: `${where}: ${message}\n`,
    });
  }
  expect(run(['hen', 'to-sgf', '-'], '.9x9\n_0b\n')).toMatchObject({
    status: 1,
    stderr: "<stdin>:2:2: <number> must be > 0, found '0' in '_0b' at offset 5\n",
  });
  expect(run(['hen2sgf', ''])).toMatchObject({
    status: 1,
    stderr: '<argument>: empty HEN string: there is no position to read\n',
  });
  // Warnings do not refuse: a non-square board in hen-js mode is read as hen-js reads it.
  expect(run(['hen2sgf', '.9x7_5b', '--hen-js'])).toMatchObject({
    status: 0,
    stdout: expect.stringContaining('SZ[9]'),
  });
});

test('sgf format file.sgf, and errors as file:line:col', () => {
  const messy = join(dir, 'messy.sgf');
  writeFileSync(messy, 'junk (;GM[1] SZ[9] ;B[ee] ( ;W[cc] ) ( ;W[gg] ) )');
  expect(run(['sgf', 'format', messy])).toMatchObject({
    status: 0,
    stdout: '(;GM[1]SZ[9]\n;B[ee]\n(;W[cc])\n(;W[gg]))\n',
  });
  expect(run(['sgf', 'format', messy, '--one-line']).stdout).toBe('(;GM[1]SZ[9];B[ee](;W[cc])(;W[gg]))\n');
  const broken = join(dir, 'broken.sgf');
  writeFileSync(broken, '(;GM[1]\n;B[aa');
  // Read by default (what is complete is kept), with the warning on standard error; refused when strict.
  expect(run(['sgf', 'format', broken])).toMatchObject({
    status: 0,
    stdout: '(;GM[1]\n;)\n',
    stderr: `${broken}:2:3: warning: The value opened with "[" at line 2, column 3 is cut off by the end of the input: it was left out, and the game tree read up to it.\n`,
  });
  const result = run(['sgf', 'format', broken, '--strict']);
  expect(result.status).toBe(1);
  expect(result.stderr).toBe(
    `${broken}:2:3: The value opened with "[" at line 2, column 3 is never closed with "]".\n`,
  );
  expect(JSON.parse(run(['sgf', 'parse', messy]).stdout)[0].root.properties).toEqual({ GM: ['1'], SZ: ['9'] });
});
