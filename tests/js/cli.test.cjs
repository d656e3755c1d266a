// The boardnotation command, run as users run it (a child process).
const { spawnSync } = require('node:child_process');
const { mkdtempSync, writeFileSync, readFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const bin = require.resolve('boardnotation/package.json').replace('package.json', 'bin/boardnotation.cjs');
const run = (args, input) => spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'bn-cli-'));

test('--help and --version', () => {
  expect(run(['--help']).stdout).toMatch(/gbb parse/);
  expect(run(['--version']).stdout.trim()).toBe(require('boardnotation/package.json').version);
  expect(run(['gbb', 'stringify', '--help']).stdout).toMatch(/--declare-colors-with-all-zero-stones/);
});

test('gbb parse reads a file or stdin and prints the board as JSON', () => {
  const file = join(dir, 'board.gbb');
  writeFileSync(file, 'GBB/1.0\nsize 2 2\ncell 1 0 a 1 n 2\nhead 1 1\n');
  const fromFile = run(['gbb', 'parse', file]);
  expect(fromFile.status).toBe(0);
  expect(JSON.parse(fromFile.stdout)).toEqual({
    format: 'GBB/1.0',
    width: 2,
    height: 2,
    head: [1, 1],
    cellData: [{ x: 1, y: 0, a: 1, n: 2, r: 0, v: 0 }],
  });
  const fromStdin = run(['gbb', 'parse', '-', '--pretty'], readFileSync(file, 'utf8'));
  expect(fromStdin.stdout).toBe(`${JSON.stringify(JSON.parse(fromFile.stdout), null, 2)}\n`);
});

test('gbb stringify takes the stringify options as flags', () => {
  const json = '{"width":2,"height":2,"head":[1,1],"cellData":[{"x":1,"y":0,"a":1,"n":2}]}';
  const result = run(
    ['gbb', 'stringify', '--short-color-names', '--between-keywords', 'space', '--color-key-to-number', 'space'],
    json,
  );
  expect(result.stdout).toBe('GBB/1.0 size 2 2 cell 1 0 a 1 n 2 head 1 1\n');
  const out = join(dir, 'out.gbb');
  expect(run(['gbb', 'stringify', '-o', out], json).status).toBe(0);
  expect(readFileSync(out, 'utf8')).toBe('GBB/1.0\nsize 2 2\ncell 1 0 Azul\t1 Negro\t2\nhead 1 1\n');
});

test('bad input: exit code 1 and one line file:line:col: message, in the chosen language', () => {
  const file = join(dir, 'bad.gbb');
  writeFileSync(file, 'GBB/1.0\nsize 3 3\ncell 0 0 q 1');
  const result = run(['gbb', 'parse', file, '--language', 'es']);
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr).toBe(
    `${file}:3:10: Se encontró 'q' inesperado en la línea 3, columna 10; se esperaba un color: Azul, Negro, Rojo, Verde (o A, N, R, V, a, n, r, v):\n`,
  );
});

test.each([
  [['gbb', 'stringify'], 'not json', /^<stdin>: invalid JSON: .+\n$/],
  [['gbb', 'stringify'], '{"width":0,"height":1,"head":[0,0]}', /^<stdin>: The width of a board cannot be zero/],
  [
    ['gbb', 'stringify', '--between-colors', 'comma'],
    '{"width":1,"height":1,"head":[0,0]}',
    /^boardnotation: separators.betweenColors must be/,
  ],
  [
    ['gbb', 'parse', '/no/such/file.gbb'],
    '',
    /^boardnotation: \/no\/such\/file.gbb: cannot read the file \(ENOENT\)\n$/,
  ],
  [['gbb', 'parse', '--language', 'fr'], 'GBB size 1 1', /^boardnotation: The language "fr" is not available/],
  [['xiangqi', 'parse'], '', /^boardnotation: unknown notation "xiangqi"/],
  [['chess', 'parse'], '', /^boardnotation: unknown command "chess parse"/],
  [['gbb', 'parse', '--bogus'], '', /^boardnotation: Unknown option '--bogus'/],
])('%j fails with one line', (args, input, expected) => {
  const result = run(args, input);
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(expected);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
});

test('fen validate takes the FEN as the argument and prints one line per problem', () => {
  const valid = run(['fen', 'validate', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR', 'w', 'KQkq', '-', '0', '1']);
  expect([valid.status, valid.stdout]).toEqual([0, 'ok\n']);
  const invalid = run(['fen', 'validate', '4k3/8/8/8/8/8/8/4K3 w K - 0 1']);
  expect(invalid.status).toBe(1);
  expect(invalid.stdout).toBe(
    "1:23: error: The castling right 'K' at column 23 needs a rook on h1. (chess.fen.castling_without_rook)\n",
  );
  const spanish = run(['fen', 'validate', '-', '--language', 'es'], '4k3/8/8/8/8/8/8/8 w - - 0 1\n');
  expect(spanish.status).toBe(1);
  expect(spanish.stdout).toMatch(/^1:\d+: error: .+ \(chess\.fen\.missing_king\)\n$/);
  expect(spanish.stdout).not.toMatch(/White has no king/);
  expect(run(['fen', 'validate', '--lenient', '4k3/8/8/8/8/8/8/4K3'])).toMatchObject({ status: 0, stdout: 'ok\n' });
  const frc = 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1';
  expect(run(['fen', 'validate', frc])).toMatchObject({ status: 1 });
  expect(run(['fen', 'validate', '--chess960', frc])).toMatchObject({ status: 0, stdout: 'ok\n' });
  const castles = '5k2/8/8/8/8/8/8/5KR1 w K - 0 1'; // X-FEN: K is the g1 rook, the king on f1
  expect(run(['chess', 'moves', '--chess960', '--square', 'f1', castles]).stdout.trim().split(' ')).toContain('O-O+');
});

test('chess moves prints the legal moves of a FEN, or JSON move objects', () => {
  const castling = run(['chess', 'moves', '--square', 'e1'], 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\n');
  expect(castling.stdout).toBe('Kd2 Ke2 Kf2 Kf1 Kd1 O-O O-O-O\n'); // chess.js's order
  const verbose = run(['chess', 'moves', '--verbose', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1']);
  const moves = verbose.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  expect(moves).toHaveLength(20);
  expect(moves.find((m) => m.san === 'e4')).toMatchObject({ from: 'e2', to: 'e4', flags: 'b', lan: 'e2e4' });
  const bad = run(['chess', 'moves', '4k3/8/8/8/8/8/8/4K3 w Q - 0 1']);
  expect(bad.status).toBe(1);
  expect(bad.stderr).toBe("<argument>:1:23: The castling right 'Q' at column 23 needs a rook on a1.\n");
});
