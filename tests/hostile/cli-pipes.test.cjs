// The CLI in Unix pipelines (issue 32, item 0): output larger than a pipe holds (64 KiB) reaches a
// slow reader whole, with exit code 0, and a reader that stops early (`| head -1`) ends the
// command quietly with exit code 0. Every heavy command, through bash, as users pipe it.
const { spawn } = require('node:child_process');
const { mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const bin = require.resolve('boardnotation/package.json').replace('package.json', 'bin/boardnotation.cjs');
const dir = mkdtempSync(join(tmpdir(), 'bn-pipes-'));

// Inputs whose outputs are megabytes: 800 PGN games of 44 moves with a variation and a
// comment, 30,000 one-move games (for the index), an SGF game of 15,000 variations, a
// 120 x 120 GBB board with stones on every cell.
const file = (name, text) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const knights = Array.from({ length: 10 }, (_, i) => `${2 * i + 2}. Nf3 Nf6 ${2 * i + 3}. Ng1 Ng8`).join(' ');
const pgn = file(
  'games.pgn',
  Array.from(
    { length: 800 },
    (_, g) => `[Event "game ${g}"]\n[White "A"]\n[Black "B"]\n\n1. e4 {open} (1. d4 d5) 1... e5 ${knights} *\n\n`,
  ).join(''),
);
const database = file(
  'database.pgn',
  Array.from({ length: 30000 }, (_, g) => `[Event "g${g}"]\n\n1. e4 *\n\n`).join(''),
);
const sgf = file(
  'variations.sgf',
  `(;GM[1]FF[4]SZ[19]${Array.from({ length: 15000 }, (_, i) => `(;B[aa]C[comment ${i}];W[bb])`).join('')})`,
);
const cells = [];
for (let x = 0; x < 120; x++) for (let y = 0; y < 120; y++) cells.push(`cell ${x} ${y} Azul 1 Rojo 2`);
const gbb = file('board.gbb', `GBB/1.0\nsize 120 120\n${cells.join('\n')}\nhead 0 0\n`);

// The JSON commands are run with --pretty, and the SVG is read by `head -c`: output of one line
// is read whole by `head -1`, which then leaves no output unread.
const commands = {
  'pgn convert --to jsonl': ['pgn', 'convert', pgn, '--to', 'jsonl'],
  'pgn convert --to fens': ['pgn', 'convert', pgn, '--to', 'fens'],
  'pgn convert --to pgn': ['pgn', 'convert', pgn, '--to', 'pgn'],
  'pgn index': ['pgn', 'index', database],
  'sgf parse --pretty': ['sgf', 'parse', sgf, '--pretty'],
  'sgf format': ['sgf', 'format', sgf],
  'gbb parse --pretty': ['gbb', 'parse', gbb, '--pretty'],
  'gbb svg': ['gbb', 'svg', gbb],
};
const early = (name) => (name.endsWith('svg') ? 'head -c 1000' : 'head -1');

// Runs `bash -c script` with `extra` then the command line (node, the CLI, `args`) as its
// arguments; resolves with bash's standard output.
function bash(script, extra, args) {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script, 'bash', ...extra, process.execPath, bin, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(out));
  });
}

let n = 0;
// The command's exit status, standard error and CPU seconds (user + system) in a pipeline whose
// reader is `reader` (a shell command that reads standard input).
async function pipeline(args, reader) {
  const err = join(dir, `err-${++n}`);
  const cpu = join(dir, `cpu-${n}`);
  const status = await bash(
    `err=$1 cpu=$2; shift 2; { TIMEFORMAT='%U %S'; time "$@" 2>"$err"; } 2>"$cpu" | ${reader}; echo "\${PIPESTATUS[0]}"`,
    [err, cpu],
    args,
  ).then(Number);
  const seconds = readFileSync(cpu, 'utf8').trim().split(/\s+/).map(Number);
  return { status, stderr: readFileSync(err, 'utf8'), cpu: seconds[0] + seconds[1] };
}
// Four cases at a time (the readers mostly sleep; more at once would slow the writers down
// until a 2 s sleep no longer outlasts them); each test awaits its own.
const slots = Array(4).fill(Promise.resolve());
const results = Object.fromEntries(
  Object.entries(commands).map(([name, args], i) => {
    const reference = join(dir, `${name.replace(/\W+/g, '-')}.reference`);
    const piped = join(dir, `${name.replace(/\W+/g, '-')}.piped`);
    const run = async () => {
      // The output written to a file (--output) is the reference.
      const toFile = await pipeline([...args, '-o', reference], 'cat');
      const slow = await pipeline(args, `(sleep 2; cat > '${piped}')`);
      const head = await pipeline(args, `${early(name)} > /dev/null`);
      return { toFile, slow, head, reference: readFileSync(reference), piped: readFileSync(piped) };
    };
    const result = slots[i % 4].then(run);
    slots[i % 4] = result.catch(() => {});
    return [name, result];
  }),
);

describe.each(Object.keys(commands))('%s', (name) => {
  test('a reader that sleeps 2 s first gets the whole output, exit code 0', async () => {
    const { toFile, slow, reference, piped } = await results[name];
    expect(toFile).toMatchObject({ status: 0, stderr: '' });
    // Enough output to fill a pipe (64 KiB) four times over at least.
    expect(reference.length).toBeGreaterThan(256 * 1024);
    expect(slow).toMatchObject({ status: 0, stderr: '' });
    expect(piped.length).toBe(reference.length);
    expect(piped.equals(reference)).toBe(true);
  }, 60_000);

  test(`| ${early(name)}: exit code 0, nothing on standard error`, async () => {
    const { head } = await results[name];
    expect(head).toMatchObject({ status: 0, stderr: '' });
  }, 60_000);
});

test('waiting for a slow reader costs no CPU (no busy loop)', async () => {
  // pgn convert writes as it reads: while the reader sleeps it waits on the pipe. A loop that
  // retried its writes would burn the 2 s the reader sleeps.
  const { toFile, slow } = await results['pgn convert --to jsonl'];
  expect(slow.cpu).toBeLessThan(toFile.cpu + 1);
}, 60_000);
