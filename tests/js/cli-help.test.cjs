// The help of the boardnotation command at every level, for every notation and command the bin
// modules define (read from the bin itself, so that a new notation or command is covered too).
const { spawnSync } = require('node:child_process');

const bin = require.resolve('boardnotation/package.json').replace('package.json', 'bin/boardnotation.cjs');
const { notations, shortcuts } = require(bin);
const run = (args) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

const commands = Object.entries(notations).flatMap(([notation, n]) =>
  Object.keys(n.commands).map((command) => [notation, command]),
);
// Every option a command accepts: its own, and those the dispatcher gives every command.
const common = {
  language: { type: 'string', short: 'l', default: 'en' },
  output: { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
};

test('the modules define notations and commands', () => {
  expect(Object.keys(notations)).toEqual(
    expect.arrayContaining(['gbb', 'fen', 'chess', 'hen', 'sgf', 'ssb', 'bdl', 'pgn']),
  );
  expect(commands.length).toBeGreaterThanOrEqual(16);
});

test.each(commands)(
  'boardnotation %s %s --help names the command and every option, with its default',
  (notation, command) => {
    const { options = {}, summary, help } = notations[notation].commands[command];
    expect(typeof summary).toBe('string');
    expect(typeof help).toBe('string');
    for (const flag of ['--help', '-h']) {
      const result = run([notation, command, flag]);
      expect(result.status).toBe(0);
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(new RegExp(`^Usage: boardnotation ${notation} ${command} `));
      for (const [name, option] of Object.entries({ ...options, ...common })) {
        expect(result.stdout).toContain(option.short ? `-${option.short}, --${name}` : `--${name}`);
        if (option.default !== undefined)
          expect(result.stdout).toMatch(new RegExp(`--${name}\\b.*\\(default ${option.default}\\b`));
      }
    }
  },
);

test.each(Object.keys(notations))('boardnotation %s [--help|-h] lists all its commands', (notation) => {
  const outputs = [[notation], [notation, '--help'], [notation, '-h']].map(run);
  for (const result of outputs) {
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(outputs[0].stdout);
    expect(result.stdout).toMatch(new RegExp(`^Usage: boardnotation ${notation} <command>`));
    expect(result.stdout).toContain(`boardnotation ${notation} <command> --help`);
    for (const [command, { summary }] of Object.entries(notations[notation].commands)) {
      expect(result.stdout).toContain(`  ${command} `);
      expect(result.stdout).toContain(summary);
    }
  }
});

test('the top-level help names every command and shortcut, and how to get the help of each level', () => {
  const result = run(['--help']);
  expect(result.status).toBe(0);
  for (const [notation, command] of commands) expect(result.stdout).toContain(`${notation} ${command} `);
  for (const shortcut of Object.keys(shortcuts)) expect(result.stdout).toContain(`  ${shortcut} `);
  expect(result.stdout).toContain('boardnotation <notation> --help');
  expect(result.stdout).toContain('<command> --help');
  expect(run([])).toMatchObject({ status: 0, stdout: result.stdout });
});

test.each(Object.entries(shortcuts))('the shortcut %s --help is the help of %j', (shortcut, [notation, command]) => {
  const result = run([shortcut, '--help']);
  expect(result.status).toBe(0);
  expect(result.stdout).toBe(run([notation, command, '--help']).stdout);
});

test.each([
  [['xiangqi'], /^boardnotation: unknown notation "xiangqi"; run boardnotation --help\n$/],
  [['xiangqi', '--help'], /^boardnotation: unknown notation "xiangqi"/],
  [['pgn', 'bogus'], /^boardnotation: unknown command "pgn bogus"; run boardnotation pgn --help\n$/],
  [['pgn', 'bogus', '--help'], /^boardnotation: unknown command "pgn bogus"/],
  [['pgn', '--bogus'], /^boardnotation: unknown command "pgn --bogus"/],
  [['pgn', 'check', '--bogus', '--help'], /^boardnotation: Unknown option '--bogus'/],
])('%j fails with exit code 1 and one line', (args, expected) => {
  const result = run(args);
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(expected);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
});

test('boardnotation svg --help: the command that detects the notation, with its options', () => {
  const result = run(['svg', '--help']);
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/^Usage: boardnotation svg \[file\|-\]/);
  for (const flag of [
    '-p, --ply',
    '-g, --game',
    '--variation',
    '--flip',
    '-s, --size',
    '--lang',
    '-l, --language',
    '-o, --output',
  ])
    expect(result.stdout).toContain(flag);
  expect(run(['--help']).stdout).toMatch(/\n {2}svg {13}any board file -> SVG/);
});
