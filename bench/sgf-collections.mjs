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
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { median, timeInterleaved } from './timing.mjs';
import { startup } from './startup.mjs';

const require = createRequire(import.meta.url);
const sabaki = require('@sabaki/sgf');
const sabakiVersion = require('@sabaki/sgf/package.json').version;
const benchDir = path.dirname(fileURLToPath(import.meta.url));

const { values: flags } = parseArgs({
  options: {
    corpus: { type: 'string', default: path.join(benchDir, '..', '..', 'shared', 'corpus', 'sgf') },
    files: { type: 'string', default: '3000' },
    // Another build of the package (a folder holding package.json and dist/), to compare.
    package: { type: 'string' },
    // A second build (such a folder) timed in the same passes: before and after in one run.
    before: { type: 'string' },
  },
});
const entry = (name) =>
  flags.package ? pathToFileURL(path.resolve(flags.package, 'dist', `${name}.node.mjs`)).href : `boardnotation/${name}`;
const { Sgf } = await import(entry('sgf'));
const Before = flags.before
  ? (await import(pathToFileURL(path.resolve(flags.before, 'dist', 'sgf.node.mjs')).href)).Sgf
  : null;

// A small deterministic generator: the same set on every run.
let seed = 20261129;
const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / (1 << 24);
const pick = (list) => list[Math.floor(random() * list.length)];

const players = [
  '柯洁',
  '芈昱廷',
  '谢尔豪',
  '一力辽',
  '陈耀烨',
  '唐韦星',
  '连笑',
  '范廷钰',
  '杨鼎新',
  '时越',
  '古力',
  '常昊',
  '井山裕太',
  '一力遼',
  '芝野虎丸',
  '許家元',
  '余正麒',
  '河野臨',
  '村川大介',
  '張栩',
  '高尾紳路',
  '신진서',
  '박정환',
  '신민준',
  '변상일',
  '김지석',
  '이세돌',
  '최정',
  '안성준',
];
const events = [
  '第24届LG杯决赛',
  '第三届梦百合杯',
  '第15期阿含桐山杯',
  '中国围棋甲级联赛',
  '第47期棋聖戦',
  '제16회 농심신라면배',
  '春兰杯八强',
];
const comments = [
  '黑中盘胜。',
  '白棋在右下角的战斗中失误了。',
  '好手！',
  '此手是败着。',
  '这里应该跳。',
  '黒の中押し勝ち。',
  '백이 우하귀 전투에서 실수했다.',
];
const results = ['B+R', 'W+R', 'B+0.5', 'W+1.5', 'B+T', 'W+3.5'];

// Node has no GB18030 encoder: one from inverting the platform's decoder (as the charset
// fixtures are made, tests/fixtures/sgf/charsets/make.mjs).
const gbTable = new Map();
{
  const decoder = new TextDecoder('gb18030', { fatal: true });
  for (let a = 0x81; a < 0xff; a++)
    for (let b = 0x40; b < 0xff; b++) {
      if (b === 0x7f) continue;
      try {
        const ch = decoder.decode(Uint8Array.of(a, b));
        if (ch.length === 1 && !gbTable.has(ch)) gbTable.set(ch, [a, b]);
      } catch {}
    }
}
const gb18030 = (text) =>
  Uint8Array.from(
    [...text].flatMap((ch) => (ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : (gbTable.get(ch) ?? [0x3f]))),
  );

const corpusFiles = readdirSync(flags.corpus)
  .filter((f) => f.endsWith('.sgf'))
  .sort();
const sequences = corpusFiles
  .map((f) =>
    [...readFileSync(path.join(flags.corpus, f), 'utf8').matchAll(/;\s*([BW])\[([a-s]{2}|)\]/g)].map(
      (m) => `;${m[1]}[${m[2]}]`,
    ),
  )
  .filter((moves) => moves.length >= 120);

// One game: [bytes, { PB, PW, C } as the text its author wrote, or with U+FFFD where damaged].
function game(i) {
  const kind = i % 20; // 0-3 without CA (0 damaged), 4-5 GB18030 with CA, else UTF-8 with CA
  const moves = sequences[i % sequences.length];
  const count = 120 + Math.floor(random() * 210);
  let black = pick(players);
  let white = pick(players);
  while (white === black) white = pick(players);
  const legacy = kind === 4 || kind === 5;
  // GB2312 holds the Chinese comments only.
  const comment = pick(legacy ? comments.slice(0, 5) : comments);
  if (legacy) {
    // GB2312 holds Chinese only.
    const chinese = players.slice(0, 12);
    black = pick(chinese);
    white = pick(chinese.filter((p) => p !== black));
  }
  const event = legacy ? '第24届LG杯决赛' : pick(events);
  const ca = kind < 4 ? '' : legacy ? 'CA[GB2312]' : 'CA[UTF-8]';
  const body = moves
    .slice(0, count)
    .map((m, k) => (k > 0 && k % 60 === 0 ? `${m}C[${legacy ? comment : pick(comments)}]` : m))
    .join('');
  const text = `(;GM[1]FF[4]${ca}SZ[19]KM[7.5]DT[2019-0${1 + (i % 9)}-1${i % 10}]EV[${event}]PB[${black}]BR[9段]PW[${white}]WR[9段]RE[${pick(results)}]C[${comment}]${body})`;
  const expected = { PB: black, PW: white, C: comment };
  if (legacy) return [gb18030(text), expected];
  const bytes = new TextEncoder().encode(text);
  if (kind === 0) {
    // The Fox damage: the middle byte of the first character of PB replaced by "?".
    const at = text.indexOf('PB[') + 3;
    const byteAt = Buffer.byteLength(text.slice(0, at));
    bytes[byteAt + 1] = 0x3f;
    expected.PB = `\uFFFD${black.slice(1)}`;
  }
  return [bytes, expected];
}

const count = Number(flags.files);
const set = Array.from({ length: count }, (_, i) => game(i));
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
const startOurs = startup(entry('sgf'), oneGame, { cwd: benchDir, first: 'm.Sgf.parse(text);' });
const startSabaki = startup('@sabaki/sgf', oneGame, { cwd: benchDir, first: '(m.default ?? m).parse(text);' });
const startBefore = Before
  ? startup(pathToFileURL(path.resolve(flags.before, 'dist', 'sgf.node.mjs')).href, oneGame, {
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
