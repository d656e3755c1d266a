// The PGN commands of the boardnotation CLI, run as users run them (a child process).
const { spawnSync } = require('node:child_process');
const { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const bin = require.resolve('boardnotation/package.json').replace('package.json', 'bin/boardnotation.cjs');
const run = (args, input) => spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'bn-pgn-cli-'));
const good = join(dir, 'good.pgn');
writeFileSync(
  good,
  '[Event "a"]\n[White "X"]\n\n1. e4 e5 (1... c5) 2. Nf3 {developing} *\n\n[Event "b"]\n\n1. d4 1-0\n',
);
const mixed = join(dir, 'mixed.pgn');
writeFileSync(mixed, '[Event "a"]\n\n1. e4 e5 *\n\n[Event "bad"]\n\n1. e4 e5 2. Ke3 *\n\n[Event "c"]\n\n1. c4 *\n');

test('--help lists the PGN commands', () => {
  const help = run(['--help']).stdout;
  for (const command of ['pgn check', 'pgn convert']) expect(help).toContain(command);
  expect(run(['pgn', 'convert', '--help']).stdout).toContain('--to <jsonl|fens|pgn|csv|parquet>');
});

test('pgn check: a summary, errors as file:line:col, exit 1 on errors', () => {
  expect(run(['pgn', 'check', good])).toMatchObject({
    status: 0,
    stdout: `${good}: 2 games, 5 moves, 0 with errors, 0 warnings\n`,
    stderr: '',
  });
  const bad = run(['pgn', 'check', mixed, '-l', 'es']);
  expect(bad.status).toBe(1);
  expect(bad.stdout).toBe(
    `${mixed}: 3 games, 5 moves, 1 with errors, 0 warnings\n${mixed}:7:13: error: 'Ke3' no es una jugada legal en esta posición. (chess.san.illegal)\n`,
  );
  const missing = run(['pgn', 'check', join(dir, 'nope.pgn')]);
  expect(missing.status).toBe(1);
  expect(missing.stderr).toMatch(/nope\.pgn: cannot read the file/);
});

test('pgn index: games from their tags, as tsv or jsonl', () => {
  const tsv = run(['pgn', 'index', good, '--tags', 'Event,White']);
  expect(tsv).toMatchObject({ status: 0, stderr: '' });
  expect(tsv.stdout).toBe('number\tline\toffset\tlength\tEvent\tWhite\n1\t1\t0\t65\ta\tX\n2\t6\t67\t22\tb\t\n');
  const lines = run(['pgn', 'index', '-', '--to', 'jsonl'], '[Event "x"]\n[Result "1-0"]\n\n1. e4 1-0\n')
    .stdout.trim()
    .split('\n');
  expect(lines.map((l) => JSON.parse(l))).toEqual([
    { number: 1, line: 1, offset: 0, length: 37, result: '1-0', headers: { Event: 'x', Result: '1-0' } },
  ]);
  expect(run(['pgn', 'index', good, '--to', 'xml'])).toMatchObject({
    status: 1,
    stderr: 'boardnotation: --to must be one of: tsv, jsonl\n',
  });
});

test("pgn convert --games N..M reads only those games, with the file's lines", () => {
  const second = run(['pgn', 'convert', mixed, '--games', '2..3', '--to', 'fens']);
  expect(second.status).toBe(1);
  expect(second.stdout).toBe(
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1\n\n',
  );
  expect(second.stderr).toBe(`${mixed}:7:13: 'Ke3' is not a legal move in this position.\n`);
  expect(run(['pgn', 'convert', mixed, '--games', '3', '--to', 'fens']).stdout.split('\n')).toHaveLength(4);
  expect(run(['pgn', 'convert', mixed, '--games', '9..', '--to', 'fens'])).toMatchObject({ status: 0, stdout: '' });
  for (const bad of ['0', '3..2', 'x', '1-2']) {
    expect(run(['pgn', 'convert', mixed, '--games', bad, '--to', 'fens']).stderr).toMatch(/^boardnotation: --games/);
  }
});

test('a file in UTF-16 with its byte order mark: check, convert (--games too) and index read its text', () => {
  const text = readFileSync(mixed, 'utf8').replace('[Event "c"]', '[Event "ç"]');
  for (const [name, bytes] of [
    ['le.pgn', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
    ['be.pgn', Buffer.from([0xfe, 0xff, ...Buffer.from(text, 'utf16le').swap16()])],
  ]) {
    const file = join(dir, name);
    writeFileSync(file, bytes);
    expect(run(['pgn', 'check', file])).toMatchObject({
      status: 1,
      stdout: `${file}: 3 games, 5 moves, 1 with errors, 0 warnings
${file}:7:13: error: 'Ke3' is not a legal move in this position. (chess.san.illegal)
`,
    });
    const third = run(['pgn', 'convert', file, '--games', '2..3', '--to', 'jsonl']);
    expect(third.stderr).toBe(`${file}:7:13: 'Ke3' is not a legal move in this position.\n`);
    expect(JSON.parse(third.stdout)).toMatchObject({ headers: { Event: 'ç' }, line: 9 });
    const index = run(['pgn', 'index', file, '--tags', 'Event']).stdout.split('\n');
    expect(index[3]).toBe('3\t9\t62\t21\tç');
  }
});

test('pgn check reads standard input', () => {
  expect(run(['pgn', 'check'], '1. e4 *\n\n1. d4 *\n')).toMatchObject({
    status: 0,
    stdout: '<stdin>: 2 games, 2 moves, 0 with errors, 0 warnings\n',
  });
  expect(run(['pgn', 'check', '-'], '')).toMatchObject({
    status: 0,
    stdout: '<stdin>: 0 games, 0 moves, 0 with errors, 0 warnings\n',
  });
});

test('pgn convert --to pgn|fens|jsonl', () => {
  const pgn = run(['pgn', 'convert', good, '--to', 'pgn']);
  expect(pgn.status).toBe(0);
  expect(pgn.stdout).toBe(
    '[Event "a"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "X"]\n[Black "?"]\n[Result "*"]\n\n' +
      '1. e4 e5 (1... c5) 2. Nf3 {developing} *\n\n' +
      '[Event "b"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n[Result "1-0"]\n\n1. d4 1-0\n\n',
  );
  const fens = run(['pgn', 'convert', '-', '--to', 'fens'], '1. e4 *');
  expect(fens.stdout).toBe(
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n\n',
  );
  const out = join(dir, 'out.jsonl');
  expect(run(['pgn', 'convert', mixed, '--to', 'jsonl', '-o', out])).toMatchObject({
    status: 1,
    stderr: `${mixed}:7:13: 'Ke3' is not a legal move in this position.\n`,
  });
  const lines = readFileSync(out, 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(lines.map((g) => g.headers.Event)).toEqual(['a', 'c']);
  expect(lines[0].moves[1]).toMatchObject({ san: 'e5', from: 'e7', to: 'e5' });
  expect(run(['pgn', 'convert', good, '--to', 'xml'])).toMatchObject({
    status: 1,
    stderr: expect.stringMatching(/--to must be one of: jsonl, fens, pgn/),
  });
});

test('no progress bar when standard output is not a terminal', () => {
  const big = Array.from({ length: 300 }, (_, i) => `[Event "${i}"]\n\n1. e4 e5 2. Nf3 *\n`).join('\n');
  const result = run(['pgn', 'check', '-'], big);
  expect(result.stderr).toBe('');
  expect(result.stdout).toMatch(/300 games, 900 moves/);
});

// A terminal for standard output (util-linux `script` gives the command a pseudo-terminal).
const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
(hasScript ? test : test.skip)('a progress bar when standard output is a terminal', () => {
  const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} pgn check ${JSON.stringify(good)}`;
  const result = spawnSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8' });
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/\r\[[# ]{30}\] \d+% \d+ games/);
  expect(result.stdout).toContain('\r\x1b[K');
  expect(result.stdout).toContain('2 games, 5 moves, 0 with errors');
});

test('pgn convert: a game past 256 MiB stops the reading at its place, after the games before it', () => {
  const huge = join(dir, 'huge.pgn');
  const fd = openSync(huge, 'w');
  writeSync(fd, '[Event "a"]\n\n1. e4 *\n\n[Event "b"]\n\n1. d4 {');
  const piece = Buffer.alloc(1 << 20, 'x');
  for (let i = 0; i < 260; i += 1) writeSync(fd, piece);
  closeSync(fd);
  const result = run(['pgn', 'convert', huge, '--to', 'fens']);
  rmSync(huge);
  expect(result.status).toBe(1);
  expect(result.stdout).toBe(
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n\n',
  );
  expect(result.stderr).toMatch(
    new RegExp(
      `^${huge.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:5:1: The game that starts at line 5, column 1 is longer than 268435456 bytes`,
    ),
  );
}, 60_000);
