// What each documented limit costs (docs/architecture.md, "Limits"): for every row of the table,
// an input exactly at the limit (the largest one accepted) and one just past it, each run in a
// fresh Node process so that its peak memory is its own. Reports wall and CPU time of the call
// and the process's peak resident memory, and writes bench/results/limits.md.
//
//   node bench/limits.mjs            (after bash scripts/build.sh)
//   node bench/limits.mjs --only sgf (cases whose name contains "sgf")
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : '';

// Each case: `setup` builds the input (not timed), `call` is timed; both are JS source run in the
// child with the package's names in scope. `expect` says what the call should give.
const MiB = 1024 * 1024;
const bdlText = (width, pieces, invariants) =>
  `rules{ first_player : 0 width : ${width} height : ${width} coloring : alternate player_change : alternate }\n` +
  `pieces{ q{ moves{ horizontal(,) vertical(,) diagonal(,) } mirrored } }\n` +
  `initial_piece_position{ q{ positions{ x : [0, ${pieces - 1}], y : 0 } mirrored } }\n` +
  `invariants{ ${invariants} }\nfinish{ no_moves_available }\n`;

const cases = [
  {
    name: 'input size: Pgn.parse of 256 MiB of white space',
    setup: `const text = ' '.repeat(${256 * MiB});`,
    call: 'Pgn.parse(text).games.length',
  },
  {
    name: 'input size: Pgn.parse of 256 MiB + 1 byte (common.input_too_large)',
    setup: `const text = ' '.repeat(${256 * MiB + 1});`,
    call: 'Pgn.parse(text).diagnostics[0].code',
  },
  {
    name: 'input size: Sgf.parse of 256 MiB (one node, a 256 MiB comment)',
    setup: `const text = '(;C[' + 'a'.repeat(${256 * MiB - 6}) + '])';`,
    call: 'Sgf.parse(text)[0].root.properties.C[0].length',
  },
  {
    name: 'input size: Pgn.index of 256 MiB of short games (6.2 M games)',
    setup: `const game = '[White "a"]\\n[Black "b"]\\n\\n1. e4 e5 2. Nf3 *\\n\\n';
            const text = game.repeat(Math.floor(${256 * MiB} / game.length));`,
    call: 'Pgn.index(text).length',
  },
  {
    name: 'input size: Pgn.parse of 32 MiB of short games (780,000 games, replayed)',
    setup: `const game = '[White "a"]\\n[Black "b"]\\n\\n1. e4 e5 2. Nf3 *\\n\\n';
            const text = game.repeat(Math.floor(${32 * MiB} / game.length));`,
    call: 'Pgn.parse(text).games.length',
  },
  {
    name: 'GBB board: 4096 x 4096 = 2^24 cells, parse',
    setup: `const text = 'GBB/1.0\\nsize 4096 4096\\nhead 0 0\\n';`,
    call: 'GBB.parse(text).width',
  },
  {
    name: 'GBB board: 4096 x 4097 (gbb.board_too_large)',
    setup: `const text = 'GBB/1.0\\nsize 4096 4097\\nhead 0 0\\n';`,
    call: 'catchCode(() => GBB.parse(text))',
  },
  {
    name: 'SGF variation nesting: 10,000 levels, Sgf.parse',
    setup: `const text = '(;SZ[9]' + '(;B[aa]'.repeat(9999) + ')'.repeat(9999) + ')';`,
    call: 'Sgf.parse(text).length',
  },
  {
    name: 'SGF variation nesting: 10,001 levels (sgf.too_deep)',
    setup: `const text = '(;SZ[9]' + '(;B[aa]'.repeat(10000) + ')'.repeat(10000) + ')';`,
    call: 'catchCode(() => Sgf.parse(text))',
  },
  {
    name: 'SGF nodes: 4,000,000 in one sequence, Sgf.parse',
    setup: `const text = '(;SZ[19]' + ';'.repeat(3999999) + ')';`,
    call: 'Sgf.parse(text).length',
  },
  {
    name: 'SGF nodes: 4,000,000 moves, Hen.fromSgf of the last position',
    setup: `const moves = []; for (let i = 0; i < 3999999; i++) moves.push(i % 2 ? ';W[]' : ';B[]');
            const text = '(;SZ[19]' + moves.join('') + ')';`,
    call: 'Hen.fromSgf(text, 3999999) !== null',
  },
  {
    name: 'SGF nodes: 4,000,001 (sgf.too_many_nodes)',
    setup: `const text = '(;SZ[19]' + ';'.repeat(4000000) + ')';`,
    call: 'catchCode(() => Sgf.parse(text))',
  },
  {
    name: 'FEN input: 1,025 bytes (chess.fen.too_long)',
    setup: `const text = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' + ' '.repeat(1025 - 56);`,
    call: 'Fen.validate(text).errors.map((d) => d.code).join()',
  },
  {
    name: 'PGN variation nesting: 1,000 levels, Pgn.parse',
    setup: `const text = '1. e4 ' + '(1. d4 '.repeat(1000) + ')'.repeat(1000) + ' *';`,
    call: 'Pgn.parse(text).games[0].ok',
  },
  {
    name: 'PGN variation nesting: 1,001 levels (pgn.variation_too_deep)',
    setup: `const text = '1. e4 ' + '(1. d4 '.repeat(1001) + ')'.repeat(1001) + ' *';`,
    call: 'Pgn.parse(text).games[0].diagnostics.map((d) => d.code).join()',
  },
  {
    name: 'JSON nesting: 256 levels, Ssb.validate',
    setup: `const text = '['.repeat(256) + ']'.repeat(256);`,
    call: 'Ssb.validate(text).errors.length',
  },
  {
    name: 'BDL board: 256 x 256, 64 mirrored queens, moves() with cant_risk',
    setup: `const text = (${bdlText})(256, 64, 'cant_risk(q)');`,
    call: 'describeResult(() => Bdl.game(text).moves().length)',
  },
  {
    name: 'BDL board: 128 x 128 full rows of mirrored queens, moves() with cant_risk',
    setup: `const text = (${bdlText})(128, 128, 'cant_risk(q)');`,
    call: 'describeResult(() => Bdl.game(text).moves().length)',
  },
  {
    name: 'BDL explicit block: braces nested 1,000 deep, Bdl.parse',
    setup: `const text = (${bdlText})(4, 1, 'explicit{' + '{'.repeat(999) + '}'.repeat(999) + '}');`,
    call: 'Bdl.check(text).ok',
  },
];

// The child: load the package, build the input, time the call, report peak memory.
const child = (c) => `
const { Bdl, Fen, GBB, Hen, Pgn, Sgf, Ssb } = require(${JSON.stringify(join(root, 'npm'))});
const catchCode = (call) => { try { call(); return 'no error'; } catch (e) { return e.code || e.name; } };
const describeResult = (call) => { try { return call(); } catch (e) { return e.code || e.name; } };
${c.setup}
const cpu0 = process.cpuUsage(); const t0 = process.hrtime.bigint();
const result = ${c.call};
const ms = Number(process.hrtime.bigint() - t0) / 1e6; const cpu = process.cpuUsage(cpu0);
console.log(JSON.stringify({ result, ms, cpuMs: (cpu.user + cpu.system) / 1000,
  peakMiB: process.resourceUsage().maxRSS / 1024 }));
`;

const rows = [];
for (const c of cases.filter((c) => c.name.toLowerCase().includes(only))) {
  let row;
  try {
    const out = execFileSync(process.execPath, ['--max-old-space-size=4096', '--stack-size=984', '-e', child(c)], {
      encoding: 'utf8',
      timeout: 600000,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    row = { name: c.name, ...JSON.parse(out.trim().split('\n').at(-1)) };
  } catch (error) {
    const why = error.signal ? `killed (${error.signal})` : String(error.stderr || error.message).split('\n')[0];
    row = { name: c.name, result: `failed: ${why.slice(0, 80)}`, ms: NaN, cpuMs: NaN, peakMiB: NaN };
  }
  rows.push(row);
  console.log(`${row.name}: ${JSON.stringify(row.result)} ${row.ms.toFixed(0)} ms, peak ${row.peakMiB.toFixed(0)} MiB`);
}

if (!only) {
  const table = rows
    .map(
      (r) => `| ${r.name} | \`${r.result}\` | ${r.ms.toFixed(0)} | ${r.cpuMs.toFixed(0)} | ${r.peakMiB.toFixed(0)} |`,
    )
    .join('\n');
  const report = `# What each limit costs

\`node bench/limits.mjs\`, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, this machine (2 cores, shared).
Each case in a fresh process: the call's wall and CPU time (building the input not counted) and the
process's peak resident memory (the input string, the wasm instance and the result together). An
input at a limit is the largest one accepted; past it, the smallest one refused.

| case | result | wall ms | CPU ms | peak RSS MiB |
|---|---|---:|---:|---:|
${table}
`;
  writeFileSync(join(root, 'bench/results/limits.md'), report);
  console.log('written: bench/results/limits.md');
}
