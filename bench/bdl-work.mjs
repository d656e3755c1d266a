// How much a BDL game costs on the inputs of issue 32 (a w x w board of mirrored queens with
// cant_risk(queen)) and on descriptions made to exhaust the work budget (bdl.too_much_work),
// through the wasm package in Node. Each case runs in a child process (so a slow build can be cut
// off) and is timed in CPU seconds, the best of a few runs.
//   node bench/bdl-work.mjs [--before=DIR] [--cap=SECONDS]
// --before: also time the package in DIR (a copy of npm/ from an earlier build) on the same cases,
// each cut off after --cap seconds (default 300). Writes bench/results/bdl-work.md.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const chess = join(root, 'tests', 'fixtures', 'bdl', 'chess.bdl');

const rules = (w) =>
  `rules{ first_player : 0 width : ${w} height : ${w} coloring : alternate player_change : alternate }`;
// The first `columns` columns of row 0 hold a queen of player 0, mirrored for player 1.
const queens = (w, columns, invariant = 'cant_risk') =>
  `${rules(w)}\npieces{ queen{ moves{ horizontal(,) vertical(,) diagonal(,) } mirrored } }\n` +
  `initial_piece_position{ queen{ positions{ x : [0, ${columns - 1}], y : 0 } mirrored } }\n` +
  `invariants{ ${invariant}(queen) }\nfinish{ no_moves_available }`;

// name → [what it does, code run in the child with `Bdl` and `text`]
const cases = {};
for (const w of [16, 64, 128, 256]) {
  cases[`queens ${w}`] = [`${w} x ${w}, a full row of queens each (no legal move): Bdl.game + moves()`, queens(w, w)];
  cases[`half queens ${w}`] = [`${w} x ${w}, queens on half the row: Bdl.game + moves()`, queens(w, w / 2)];
}
cases['protect queens 256'] = [
  '256 x 256, a full row of queens each, protect_piece(queen)',
  queens(256, 256, 'protect_piece'),
];
const budget = {
  'chess perft 4': ['chess.bdl, perft(4) (197,281 nodes)', readFileSync(chess, 'utf8'), 4],
  'chess perft 5': ['chess.bdl, perft(5) (4,865,351 nodes)', readFileSync(chess, 'utf8'), 5],
  'block piece 256': [
    '256 x 256, a row of pieces that each reach every square (x : [-256, 256], y : [-256, 256]), cant_risk',
    `${rules(256)} pieces{ k{ moves{ x : 0, y : -1 } } p{ moves{ x : [-256, 256], y : [-256, 256] } } }
initial_piece_position{ k{ positions{ x : 0, y : 0 } } p{ positions{ x : [0, 255], y : 1 } mirrored } }
invariants{ cant_risk(p) } finish{ no_moves_available }`,
    0,
  ],
  'four rows of queens, perft 2': [
    '256 x 256, four rows of queens each, no invariants, perft(2)',
    `${rules(256)} pieces{ q{ moves{ horizontal(,) vertical(,) diagonal(,) } } }
initial_piece_position{ q{ positions{ x : [0, 255], y : [100, 103] } mirrored } } invariants{ } finish{ no_moves_available }`,
    2,
  ],
};

// The child: runs one case `runs` times, prints { cpu (best, s), result }.
function child(dir, text, depth, runs) {
  return `
const { Bdl } = require(${JSON.stringify(join(dir, 'dist', 'index.cjs'))});
const text = ${JSON.stringify(text)};
let best = Infinity, result;
for (let i = 0; i < ${runs}; i++) {
  const start = process.cpuUsage();
  try {
    const game = Bdl.game(text);
    result = ${depth} > 0 ? game.perft(${depth}) : game.moves().length;
    game.free();
  } catch (error) {
    result = error.code ?? String(error);
  }
  const used = process.cpuUsage(start);
  best = Math.min(best, (used.user + used.system) / 1e6);
}
console.log(JSON.stringify({ cpu: best, result }));`;
}

function measure(dir, text, depth, runs, cap) {
  try {
    const out = execFileSync(process.execPath, ['-e', child(dir, text, depth, runs)], {
      encoding: 'utf8',
      timeout: cap * 1000,
      maxBuffer: 1 << 20,
    });
    return JSON.parse(out.trim().split('\n').pop());
  } catch (error) {
    if (error.signal === 'SIGTERM') return { cpu: null, result: `> ${cap} s (cut off)` };
    throw error;
  }
}

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const cap = Number(args.cap ?? 300);
const builds = [['now', join(root, 'npm')]];
if (args.before) builds.push(['before', args.before]);

const seconds = (m) => {
  if (m.cpu === null) return m.result;
  if (m.cpu >= 1) return `${m.cpu.toFixed(1)} s`;
  return `${(m.cpu * 1e3).toFixed(m.cpu < 0.01 ? 2 : 0)} ms`;
};

const rows = [];
for (const [name, [what, text, depth = 0]] of [...Object.entries(cases), ...Object.entries(budget)]) {
  const row = { name, what };
  for (const [build, dir] of builds) {
    row[build] = measure(dir, text, depth, build === 'now' ? 3 : 1, cap);
    console.log(`${name} (${build}): ${seconds(row[build])} ${row[build].result}`);
  }
  rows.push(row);
}

const table = (names) =>
  [
    `| case | ${builds.map(([b]) => `${b}: CPU`).join(' | ')} | result |`,
    `|---|${builds.map(() => '---|').join('')}---|`,
    ...rows
      .filter((r) => names.includes(r.name))
      .map((r) => `| ${r.what} | ${builds.map(([b]) => seconds(r[b])).join(' | ')} | ${r.now.result} |`),
  ].join('\n');

const report = `# BDL: work per game operation (issue 32)

Generated by \`node bench/bdl-work.mjs${args.before ? ' --before=…' : ''}\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version},
${cpus()[0].model} (${cpus().length} cores shared with other work; load average ${loadavg()[0].toFixed(1)}).
CPU seconds of the process (time spent waiting for a core does not count), best of 3 runs
(1 run for "before"), through the npm package (wasm). "before" is the engine that checked every
candidate move against a fresh scan of every enemy move on a copy of the board; "now" maps the
enemy's attacks once per position and rescans only the entries a move changes, and stops any
operation past its work budget with \`bdl.too_much_work\` (docs/bdl.md, "Limits").

## The reproducer: mirrored queens with cant_risk(queen)

${table(Object.keys(cases))}

## Work budget: operations that stop with bdl.too_much_work

${table(Object.keys(budget))}
`;
writeFileSync(join(here, 'results', 'bdl-work.md'), report);
console.log('written bench/results/bdl-work.md');
