#!/usr/bin/env node
// SGF on a set like the real pro-game collections: boardnotation's Sgf.parse(bytes) against
// @sabaki/sgf's parseBuffer, each decoding as it does, files/s and MB/s in CPU time, in this one
// Node process; the same texts as strings; the cost of one small record; cold start.
//
//   node bench/sgf-collections.mjs [--corpus DIR] [--files N] [--package DIR] [--before DIR]
//
// The set is generated here, not stored: the move sequences of ../shared/corpus/sgf (249 AI and
// pro games from yenw/computer-go-dataset), cut to 120-330 moves (1-3 KB, as pro games are), with
// the headers of pro games (real players' names in Chinese, Japanese and Korean, events, results,
// a few comments). As in the server archives: 70% UTF-8 with CA[UTF-8], 10% GB18030 with
// CA[GB2312], 20% UTF-8 without CA, a quarter of those (5% of the set) damaged as the Fox
// collection is (the middle byte of one character of a name or comment replaced by "?").
// Writes bench/results/sgf-collections-<date>.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { median, timeInterleaved } from './timing.mjs';
import { startup } from './startup.mjs';
import { buildEntry, collectionFlags, collectionSet } from './sgf-collection-set.mjs';

const require = createRequire(import.meta.url);
const sabaki = require('@sabaki/sgf');
const sabakiVersion = require('@sabaki/sgf/package.json').version;
const benchDir = path.dirname(fileURLToPath(import.meta.url));

const flags = collectionFlags();
const { Sgf } = await import(buildEntry(flags.package));
const Before = flags.before ? (await import(buildEntry(flags.before))).Sgf : null;

const count = Number(flags.files);
const set = collectionSet(flags.corpus, count);
const buffers = set.map(([bytes]) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
const bytes = buffers.reduce((sum, b) => sum + b.length, 0);
const withoutCa = buffers.filter((_, i) => i % 20 < 4);
// The texts as a careful reader decodes them (the strings side of the comparison).
const texts = buffers.map((b) => Sgf.stringify(Sgf.parse(b), { keepCharset: true }));

// Correctness first: every name and comment as written (U+FFFD exactly at the damage).
function readsRight(root, expected) {
  const value = (id) => (root[id] ? Sgf.decodeText(root[id][0]) : undefined);
  return value('PB') === expected.PB && value('PW') === expected.PW && value('C') === expected.C;
}
let oursRight = 0;
let sabakiRight = 0;
let sabakiThrew = 0;
for (let i = 0; i < count; i++) {
  const [, expected] = set[i];
  if (readsRight(Sgf.parse(buffers[i])[0].root.properties, expected)) oursRight++;
  let root;
  try {
    [root] = sabaki.parseBuffer(buffers[i]);
  } catch {
    // jschardet found no charset at all: iconv-lite throws on the null encoding.
    sabakiThrew++;
    continue;
  }
  const value = (id) => root.data[id]?.[0];
  if (value('PB') === expected.PB && value('PW') === expected.PW && value('C') === expected.C) sabakiRight++;
}
if (oursRight !== count && !flags.package) throw new Error(`boardnotation read ${oursRight} of ${count} files right`);

const loadBefore = os.loadavg()[0];
const timed = timeInterleaved({
  oursBytes: () => {
    for (const b of buffers) Sgf.parse(b);
  },
  sabakiBytes: () => {
    for (const b of buffers) {
      try {
        sabaki.parseBuffer(b);
      } catch {}
    }
  },
  oursText: () => {
    for (const t of texts) Sgf.parse(t);
  },
  oursNoCaBytes: () => {
    for (const b of withoutCa) Sgf.parse(b);
  },
  oursNoCaText: () => {
    for (let i = 0; i < count; i += 20) for (let k = 0; k < 4 && i + k < count; k++) Sgf.parse(texts[i + k]);
  },
  ...(Before && {
    beforeBytes: () => {
      for (const b of buffers) Before.parse(b);
    },
  }),
});
const loadAfter = os.loadavg()[0];

// One small record (60 bytes), as a string and as bytes: µs per call.
const small = '(;GM[1]FF[4]SZ[19]PB[柯洁]PW[芈昱廷]RE[B+R];B[pd];W[dp];B[pp])';
const smallBytes = new TextEncoder().encode(small);
// CPU time (the machine is shared: wall clock counts the waits for a core).
function perCallUs(fn) {
  const rounds = [];
  for (let r = 0; r < 9; r++) {
    const start = process.cpuUsage();
    for (let k = 0; k < 20000; k++) fn();
    const used = process.cpuUsage(start);
    rounds.push((used.user + used.system) / 20000);
  }
  return median(rounds);
}
const smallText = perCallUs(() => Sgf.parse(small));
const smallOursBytes = perCallUs(() => Sgf.parse(smallBytes));
const smallSabaki = perCallUs(() => sabaki.parseBuffer(Buffer.from(smallBytes)));

const oneGame = texts[7];
const startOurs = startup(buildEntry(flags.package), oneGame, { cwd: benchDir, first: 'm.Sgf.parse(text);' });
const startSabaki = startup('@sabaki/sgf', oneGame, { cwd: benchDir, first: '(m.default ?? m).parse(text);' });
const startBefore = Before
  ? startup(buildEntry(flags.before), oneGame, {
      cwd: benchDir,
      first: 'm.Sgf.parse(text);',
    })
  : null;

const mb = bytes / 1e6;
const f1 = (x) => x.toFixed(1);
const row = (name, ms, files, mbytes) =>
  `| ${name} | ${f1(ms)} | ${Math.round((files / ms) * 1000).toLocaleString('en')} | ${f1(mbytes / (ms / 1000))} |`;
const cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.*)$/m)?.[1] ?? os.cpus()[0]?.model;
const noCaBytes = withoutCa.reduce((sum, b) => sum + b.length, 0) / 1e6;
const date = new Date().toISOString().slice(0, 10);
const report = `# SGF on pro-game collections: boardnotation vs @sabaki/sgf ${sabakiVersion}

Generated by \`node bench/sgf-collections.mjs\` on ${date}, Node ${process.version}, ${cpu},
${os.cpus().length} cores (shared with other work; load average ${loadBefore.toFixed(1)} before the timed
passes, ${loadAfter.toFixed(1)} after them).

Input: ${count.toLocaleString('en')} generated pro games (${f1(mb)} MB, ${Math.round(bytes / count)} bytes on average), made by
the bench from the move sequences of shared/corpus/sgf with pro-game headers: 70% UTF-8 with
\`CA[UTF-8]\`, 10% GB18030 with \`CA[GB2312]\`, 20% UTF-8 without \`CA\`, a quarter of those damaged
as the Fox collection is (one byte of a name replaced by \`?\`). Each file's bytes (a Buffer)
parsed into JS game trees: \`Sgf.parse(bytes)\` against \`parseBuffer\`, in one process, passes
in alternation, CPU time, the median pass (bench/timing.mjs).

Read right (every PB, PW and root C as written, U+FFFD exactly at the damage): boardnotation
${oursRight} of ${count}, @sabaki/sgf ${sabakiRight} of ${count} (it throws on ${sabakiThrew}, where jschardet finds no charset; the\nthrow is timed as its reading of those files).

| what | ms per pass | files/s | MB/s |
|---|---|---|---|
${row('boardnotation, bytes', timed.oursBytes, count, mb)}
${row(`@sabaki/sgf ${sabakiVersion}, parseBuffer`, timed.sabakiBytes, count, mb)}
${row('boardnotation, the same texts as strings', timed.oursText, count, mb)}

**Ratio (bytes): ${f1(timed.sabakiBytes / timed.oursBytes)}×** @sabaki/sgf's time.
${
  Before
    ? `\nIn the same passes, the build in ${flags.before}: bytes ${f1(timed.beforeBytes)} ms, ${f1(timed.sabakiBytes / timed.beforeBytes)}× @sabaki/sgf's time.\n`
    : ''
}
Without \`CA\` (${withoutCa.length} files, ${f1(noCaBytes)} MB): bytes ${f1(timed.oursNoCaBytes)} ms, the same texts as
strings ${f1(timed.oursNoCaText)} ms: bytes take ${(timed.oursNoCaBytes / timed.oursNoCaText).toFixed(2)}× the time of strings.

One small record (${smallBytes.length} bytes), µs of CPU per call (median of 9 × 20,000):
boardnotation string ${smallText.toFixed(1)}, bytes ${smallOursBytes.toFixed(1)}; @sabaki/sgf parseBuffer ${smallSabaki.toFixed(1)}.

Cold start (a fresh \`node\`, \`import\` to the end of the first parse of one game, median of 7):
boardnotation ${f1(startOurs.inside)} ms (CPU ${f1(startOurs.cpu)} ms, whole process ${f1(startOurs.whole)} ms),
@sabaki/sgf ${f1(startSabaki.inside)} ms (CPU ${f1(startSabaki.cpu)} ms, whole process ${f1(startSabaki.whole)} ms)${
  startBefore
    ? `,\nthe build in ${flags.before} ${f1(startBefore.inside)} ms (CPU ${f1(startBefore.cpu)} ms, whole process ${f1(startBefore.whole)} ms)`
    : ''
}.
`;
console.log(report);
if (!flags.package && !flags.before)
  writeFileSync(path.join(benchDir, 'results', `sgf-collections-${date}.md`), report);
