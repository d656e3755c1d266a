#!/usr/bin/env node
// SGF: boardnotation's Sgf.parse against @sabaki/sgf's parse, text (a JS string) to JS game trees,
// and bytes (a file's Buffer: Sgf.parse(Uint8Array) against parseBuffer, each decoding as it
// does) to JS game trees, on every file of ../shared/corpus/sgf, in this one Node process; then
// Hen.sgf2hen on a full game.
//
//   npm ci --prefix bench && node bench/sgf.mjs [--corpus DIR]
//
// Prints a Markdown report and writes it to bench/results/sgf.md.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { Sgf, Hen } from 'boardnotation';
import { median, timeInterleaved } from './timing.mjs';

const require = createRequire(import.meta.url);
const sabaki = require('@sabaki/sgf');
const sabakiVersion = require('@sabaki/sgf/package.json').version;
const benchDir = path.dirname(fileURLToPath(import.meta.url));

const { values: flags } = parseArgs({
  options: { corpus: { type: 'string', default: path.join(benchDir, '..', '..', 'shared', 'corpus', 'sgf') } },
});

const files = readdirSync(flags.corpus)
  .filter((f) => f.endsWith('.sgf'))
  .sort();
// Decoded as the files are (UTF-8): both libraries get the same JS strings.
const buffers = files.map((f) => readFileSync(path.join(flags.corpus, f)));
const texts = buffers.map((b) => b.toString('utf8'));
const bytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0);

// Median ms of fn over at least minRuns runs and budgetMs, after a warm-up that lets V8 tier up.
function timeMedian(fn, minRuns = 5, budgetMs = 3000) {
  for (const started = performance.now(); performance.now() - started < 500;) fn();
  const times = [];
  const started = performance.now();
  while (times.length < minRuns || performance.now() - started < budgetMs) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

// Proof that both did the same work: the same trees, node for node (shape, property names,
// value counts, and the values of the move properties, which neither library unescapes).
function shapeOfOurs(trees) {
  const out = [];
  const stack = trees.map((t) => t.root).reverse();
  while (stack.length) {
    const node = stack.pop();
    const ids = Object.keys(node.properties);
    out.push(
      `${node.children.length}|${ids.map((id) => `${id}:${node.properties[id].length}`).join(',')}|${node.properties.B ?? ''}|${node.properties.W ?? ''}`,
    );
    for (let c = node.children.length - 1; c >= 0; c--) stack.push(node.children[c]);
  }
  return out;
}
function shapeOfSabaki(roots) {
  const out = [];
  // Sabaki wraps each game tree in an id-less root whose children are the trees' first nodes.
  const stack = [...roots].reverse();
  while (stack.length) {
    const node = stack.pop();
    const ids = Object.keys(node.data);
    out.push(
      `${node.children.length}|${ids.map((id) => `${id}:${node.data[id].length}`).join(',')}|${node.data.B ?? ''}|${node.data.W ?? ''}`,
    );
    for (let c = node.children.length - 1; c >= 0; c--) stack.push(node.children[c]);
  }
  return out;
}
let checked = 0;
for (let i = 0; i < texts.length; i++) {
  const ours = shapeOfOurs(Sgf.parse(texts[i]));
  const theirs = shapeOfSabaki(sabaki.parse(texts[i]));
  if (ours.join('\n') !== theirs.join('\n')) {
    const at = ours.findIndex((s, k) => s !== theirs[k]);
    throw new Error(`${files[i]}: the trees differ at node ${at}: ours ${ours[at]}, @sabaki/sgf ${theirs[at]}`);
  }
  checked += ours.length;
  const oursFromBytes = shapeOfOurs(Sgf.parse(buffers[i]));
  const theirsFromBytes = shapeOfSabaki(sabaki.parseBuffer(buffers[i]));
  if (oursFromBytes.join('\n') !== theirsFromBytes.join('\n'))
    throw new Error(`${files[i]}: the trees from bytes differ`);
}

const loadBefore = os.loadavg()[0];
const { ours: oursMs, sabaki: sabakiMs } = timeInterleaved({
  ours: () => {
    for (const t of texts) Sgf.parse(t);
  },
  sabaki: () => {
    for (const t of texts) sabaki.parse(t);
  },
});
const { ours: oursBytesMs, sabaki: sabakiBytesMs } = timeInterleaved({
  ours: () => {
    for (const b of buffers) Sgf.parse(b);
  },
  sabaki: () => {
    for (const b of buffers) sabaki.parseBuffer(b);
  },
});
const loadAfter = os.loadavg()[0];
const mbps = (ms) => bytes / 1e6 / (ms / 1000);

// sgf2hen on a full game: the corpus game whose main line is closest to 300 moves, replayed to the end.
function mainLineMoves(trees) {
  let node = trees[0].root;
  let moves = 0;
  for (; node; node = node.children[0]) if (node.properties.B || node.properties.W) moves++;
  return moves;
}
const lengths = texts.map((t) => mainLineMoves(Sgf.parse(t)));
let game = 0;
for (let i = 1; i < texts.length; i++) if (Math.abs(lengths[i] - 300) < Math.abs(lengths[game] - 300)) game = i;
const hen = Hen.sgf2hen(texts[game], Infinity);
if (!hen) throw new Error(`${files[game]}: sgf2hen gave nothing`);
const sgf2henUs = timeMedian(() => Hen.sgf2hen(texts[game], Infinity), 50, 2000) * 1000;
const parseOnlyUs = timeMedian(() => Sgf.parse(texts[game]), 50, 2000) * 1000;

// The History section of the results file is written by hand (what changed, and the ratios
// measured before): kept as it is.
const resultsFile = path.join(benchDir, 'results/sgf.md');
const history = existsSync(resultsFile)
  ? (readFileSync(resultsFile, 'utf8').match(/^## History[\s\S]*?(?=^## Hen\.sgf2hen)/m)?.[0] ?? '')
  : '';
const cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.*)$/m)?.[1] ?? os.cpus()[0]?.model;
const f1 = (x) => x.toFixed(1);
const text = `# SGF: boardnotation (wasm) vs @sabaki/sgf ${sabakiVersion}

Generated by \`node bench/sgf.mjs\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version},
${cpu}, ${os.cpus().length} cores (shared with other work: expect some noise; load average
${loadBefore.toFixed(1)} before the timed passes, ${loadAfter.toFixed(1)} after them).

Input: the ${files.length} files of shared/corpus/sgf (${(bytes / 1e6).toFixed(2)} MB of UTF-8), each as a JS
string, parsed into JS game trees, in one process: passes over the whole corpus, the two libraries
in alternation, timed in CPU time of the process (waiting for a core does not count), each pass
ending with two full garbage collections charged to it, the second finishing the sweeping of the
first (less the cost of both with nothing to collect); the median pass.
Before timing, both libraries' trees were checked equal on every file (${checked.toLocaleString('en')} nodes:
shape, property names, value counts, move values).

| library | ms per corpus pass | MB/s | ratio |
|---|---|---|---|
| @sabaki/sgf ${sabakiVersion} \`parse(text)\` | ${f1(sabakiMs)} | ${f1(mbps(sabakiMs))} | 1x |
| boardnotation \`Sgf.parse(text)\` | ${f1(oursMs)} | ${f1(mbps(oursMs))} | **${f1(sabakiMs / oursMs)}x** |
| @sabaki/sgf ${sabakiVersion} \`parseBuffer(bytes)\` | ${f1(sabakiBytesMs)} | ${f1(mbps(sabakiBytesMs))} | 1x |
| boardnotation \`Sgf.parse(bytes)\` | ${f1(oursBytesMs)} | ${f1(mbps(oursBytesMs))} | **${f1(sabakiBytesMs / oursBytesMs)}x** |

Bytes: each file's Buffer, decoded by each library as it does (@sabaki/sgf: jschardet on the
first 300 bytes, then iconv-lite as CA says; boardnotation: the charset decoding of go.md, which
for these UTF-8 files is one \`TextDecoder\` pass and a look at their CA values).

Targets: at least 20x @sabaki/sgf's MB/s on text (issue 3), at least 10x on bytes (issue 23).

${history}## Hen.sgf2hen on a full game

\`Hen.sgf2hen(text, Infinity)\` on ${files[game]} (${lengths[game]} moves on the main line,
${(Buffer.byteLength(texts[game]) / 1000).toFixed(1)} KB): **${f1(sgf2henUs)} µs** median (parse, replay with
captures and ko, HEN out); of which \`Sgf.parse\` of the same text to JS trees alone takes ${f1(parseOnlyUs)} µs
(sgf2hen does not build JS trees: it stays in wasm until the HEN string).
`;
process.stdout.write(text);
writeFileSync(resultsFile, text);
