// PGN through boardnotation's wasm against the JS libraries it replaces, in one Node process,
// on the real files of ../shared/corpus/pgn:
//   syntax  Pgn.parse(text, { replay: false }) (move trees with the SAN as written, comments,
//           NAGs, variations, tags, results; no board) vs @mliebelt/pgn-parser parse (the same
//           information, syntax only), in MB/s and games/s, after checking that both read the
//           same games, tag values and main-line SANs;
//   parse   Pgn.parse (syntax + legal replay of every move, variations included, canonical SAN,
//           squares, FEN after each move as a getter) vs the same pgn-parser figure;
//   stream  Pgn.createReader fed each file in 64 KiB pieces (games handed out as their text
//           arrives, with the replay of parse) vs the same pgn-parser figure;
//   replay  one game at a time: Pgn.parse(game) vs chess.js new Chess().loadPgn(game), in main-line
//           moves per second, on the games both read (also with { fen: 'eager' }).
// Run after scripts/build.sh:  npm ci --prefix bench && node bench/pgn.mjs
// (cmake --build build/native --target bench_pgn first adds the native figures: the same C++
// without wasm and without building JS objects).
// Writes bench/results/pgn.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { Chess as ChessJs } from 'chess.js';
import { parse as mliebeltParse } from '@mliebelt/pgn-parser';
import { Pgn } from '../npm/dist/pgn.node.mjs';
import { timeInterleaved } from './timing.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const corpus = join(here, '..', '..', 'shared', 'corpus', 'pgn');
const version = (name) => require(`${name}/package.json`).version;

// CPU time of this process (user + system), not wall time: the machine is shared, and with many
// other processes running, wall time mostly measures waiting for a core. The contenders of one
// measure run pass after pass in alternation (bench/timing.mjs), so that the load, the clock and
// the state of the heap fall on all of them alike; each one's median pass, in seconds.
function timeTogether(contenders, options) {
  const ms = timeInterleaved(contenders, options);
  return Object.fromEntries(Object.entries(ms).map(([name, value]) => [name, value / 1000]));
}

const files = readdirSync(corpus)
  .filter((f) => f.endsWith('.pgn'))
  .sort()
  .map((name) => ({ name, text: readFileSync(join(corpus, name), 'utf8') }));

// Parse: the files pgn-parser reads whole (it throws for a whole file on one bad game).
const parsedByBoth = [];
const refused = [];
for (const file of files) {
  try {
    mliebeltParse(file.text, { startRule: 'games' });
    parsedByBoth.push(file);
  } catch (error) {
    refused.push(`${file.name} (${error.message.split('\n')[0].slice(0, 80)})`);
  }
}
const bytes = parsedByBoth.reduce((n, f) => n + Buffer.byteLength(f.text), 0);

// pgn-parser's tag values are strings, numbers (Elo tags; an empty one reads as 0), objects with
// the text as `value` (Date), or lists of such objects (TimeControl, ':' between the periods).
const tagText = (v) => (typeof v === 'string' ? v : Array.isArray(v) ? v.map((x) => x.value).join(':') : v?.value);
const sameTag = (theirs, ours) =>
  typeof theirs === 'number' ? Number(ours || 0) === theirs : tagText(theirs) === ours;
// Before timing: both sides read the same games, tag values and main-line SANs as written, and
// the syntax-only reading agrees with the replaying one.
let games = 0;
for (const f of parsedByBoth) {
  const theirs = mliebeltParse(f.text, { startRule: 'games' });
  const syntax = Pgn.parse(f.text, { replay: false });
  const full = Pgn.parse(f.text);
  if (syntax.games.some((g) => !g.ok) || full.games.some((g) => !g.ok))
    throw new Error(`${f.name}: boardnotation reports an error`);
  if (syntax.games.length !== theirs.length || full.games.length !== theirs.length)
    throw new Error(`${f.name}: game counts differ`);
  syntax.games.forEach((game, i) => {
    const where = `${f.name}, game ${i + 1}`;
    for (const name of Object.keys(game.headers)) {
      if (!sameTag(theirs[i].tags[name], game.headers[name])) throw new Error(`${where}: tag ${name} differs`);
    }
    const ours = game.moves.map((m) => m.written).join(' ');
    if (ours !== theirs[i].moves.map((m) => m.notation.notation).join(' '))
      throw new Error(`${where}: main lines differ`);
    if (ours !== full.games[i].moves.map((m) => m.written).join(' '))
      throw new Error(`${where}: syntax and replay differ`);
  });
  games += theirs.length;
}
// One pass over the files each; the stream's measure below times the last two again.
const parseAll = () => {
  for (const f of parsedByBoth) Pgn.parse(f.text);
};
const theirParseAll = () => {
  for (const f of parsedByBoth) mliebeltParse(f.text, { startRule: 'games' });
};
const { oursSyntax, oursParse, theirsParse } = timeTogether({
  oursSyntax: () => {
    for (const f of parsedByBoth) Pgn.parse(f.text, { replay: false });
  },
  oursParse: parseAll,
  theirsParse: theirParseAll,
});

// Replay: game texts cut where our reader says games start; the games chess.js loads.
const gameTexts = [];
for (const f of files) {
  const lines = f.text.split(/\r\n|\n|\r/);
  const db = Pgn.parse(f.text);
  db.games.forEach((g, i) => {
    const text = lines.slice(g.line - 1, i + 1 < db.games.length ? db.games[i + 1].line - 1 : lines.length).join('\n');
    try {
      const c = new ChessJs();
      c.loadPgn(text);
      gameTexts.push({ text, moves: c.history().length });
    } catch {
      // not readable by chess.js: listed by tests/js/pgn/differential.test.cjs
    }
  });
}
const replayMoves = gameTexts.reduce((n, g) => n + g.moves, 0);
for (const g of gameTexts.slice(0, 200)) {
  if (Pgn.parse(g.text).games[0].moves.length !== g.moves) throw new Error('main lines differ');
}
const { oursReplay, oursReplayEager, theirsReplay } = timeTogether(
  {
    oursReplay: () => {
      for (const g of gameTexts) Pgn.parse(g.text);
    },
    oursReplayEager: () => {
      for (const g of gameTexts) Pgn.parse(g.text, { fen: 'eager' });
    },
    theirsReplay: () => {
      for (const g of gameTexts) new ChessJs().loadPgn(g.text);
    },
  },
  { minRounds: 5, budgetMs: 20000 },
);

// The streaming reader, fed the way a file or a network response arrives. Timed last and on its
// own, with Pgn.parse and pgn-parser again in the same passes: the rows above keep the setup of
// their history, and the stream's ratio to Pgn.parse is measured like for like.
const piece = 65536;
const streamGames = (text) => {
  const reader = Pgn.createReader();
  const out = [];
  for (let at = 0; at < text.length; at += piece) out.push(...reader.push(text.slice(at, at + piece)));
  out.push(...reader.end());
  return out;
};
for (const f of parsedByBoth) {
  const streamed = streamGames(f.text);
  const whole = Pgn.parse(f.text).games;
  if (
    streamed.length !== whole.length ||
    streamed.some(
      (g, i) =>
        g.line !== whole[i].line || g.moves.map((m) => m.san).join(' ') !== whole[i].moves.map((m) => m.san).join(' '),
    )
  ) {
    throw new Error(`${f.name}: the streaming reader and Pgn.parse differ`);
  }
}
const { oursStream, oursParseAgain, theirsParseAgain } = timeTogether(
  {
    oursStream: () => {
      for (const f of parsedByBoth) streamGames(f.text);
    },
    oursParseAgain: parseAll,
    theirsParseAgain: theirParseAll,
  },
  { minRounds: 5 },
);

const nativeBinary = join(here, '..', 'build', 'native', 'src', 'pgn', 'bench_pgn');
const nativeRun = (flags, paths) =>
  existsSync(nativeBinary)
    ? execFileSync(nativeBinary, [...flags, ...paths], { encoding: 'utf8' }).trim()
    : 'not built';
const parsePaths = parsedByBoth.map((f) => join(corpus, f.name));
const nativeParse = nativeRun([], parsePaths);
const nativePacked = nativeRun(['--packed'], parsePaths);
const nativeSyntax = nativeRun(['--syntax'], parsePaths);
const nativeStream = nativeRun(['--stream', String(piece)], parsePaths);

const mb = bytes / 1e6;
const fmt = (x, digits = 1) => x.toFixed(digits);
const rows = [
  ['syntax: MB/s', fmt(mb / oursSyntax, 2), fmt(mb / theirsParse, 2), fmt(theirsParse / oursSyntax), '20x'],
  ['syntax: games/s', fmt(games / oursSyntax, 0), fmt(games / theirsParse, 0), fmt(theirsParse / oursSyntax), ''],
  ['parse with replay: MB/s', fmt(mb / oursParse, 2), fmt(mb / theirsParse, 2), fmt(theirsParse / oursParse), ''],
  [
    'parse with replay: games/s',
    fmt(games / oursParse, 0),
    fmt(games / theirsParse, 0),
    fmt(theirsParse / oursParse),
    '',
  ],
  [
    'streamed, 64 KiB pieces: MB/s',
    fmt(mb / oursStream, 2),
    fmt(mb / theirsParseAgain, 2),
    fmt(theirsParseAgain / oursStream),
    '',
  ],
  [
    'replay: moves/s',
    fmt(replayMoves / oursReplay, 0),
    fmt(replayMoves / theirsReplay, 0),
    fmt(theirsReplay / oursReplay),
    '50x',
  ],
  [
    'replay: games/s',
    fmt(gameTexts.length / oursReplay, 0),
    fmt(gameTexts.length / theirsReplay, 0),
    fmt(theirsReplay / oursReplay),
    '',
  ],
  [
    'replay, eager FEN: moves/s',
    fmt(replayMoves / oursReplayEager, 0),
    fmt(replayMoves / theirsReplay, 0),
    fmt(theirsReplay / oursReplayEager),
    '',
  ],
];
const table = [
  '| measure | boardnotation | reference | ratio | target |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');

const report = `# PGN: boardnotation (wasm) vs @mliebelt/pgn-parser ${version('@mliebelt/pgn-parser')} and chess.js ${version('chess.js')}

Generated by \`node bench/pgn.mjs\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version},
${cpus()[0].model} (${cpus().length} cores shared with other work; load average ${loadavg()[0].toFixed(1)} when it ran:
expect noise). Times are CPU time of the Node process (user + system), which waiting for a core does
not inflate; garbage collection on V8's helper threads counts too. The contenders of one measure
run pass after pass in alternation, each pass ending with two full garbage collections charged to
it, the second finishing the sweeping of the first (less the cost of both with nothing to
collect), and each figure is the median pass.

- **syntax**: \`Pgn.parse(text, { replay: false })\` vs pgn-parser's \`parse(text, {startRule: 'games'})\`,
  file by file, on the ${parsedByBoth.length} corpus files pgn-parser reads (${fmt(mb, 2)} MB, ${games} games).
  Like for like: both read the syntax only (no board, no legality) and return every game's tags,
  comments, NAGs, variations, result and moves with the SAN as written, move number and colour.
  Checked before timing, file by file: the same number of games, the same value for every tag,
  the same main-line SANs on both sides. Reference = pgn-parser.
- **parse with replay**: \`Pgn.parse(text)\` on the same files: the same, plus every move of every
  line replayed legally, with canonical SAN, from/to squares and the FEN after it (\`move.fen\`, a
  getter that formats the position packed by the engine when read). Reference = the same pgn-parser
  figure, which does strictly less.
- **streamed**: the same files pushed in 64 KiB pieces into \`Pgn.createReader()\` (the same
  reading as "parse with replay", games handed out as their text arrives; checked before timing:
  the same games, lines and SANs as \`Pgn.parse\`). Timed on its own after the others, with
  pgn-parser (the reference, reading each file whole) and \`Pgn.parse\` (${fmt(mb / oursParseAgain, 2)} MB/s in
  those passes) again.
- **replay**: one game per call, \`Pgn.parse(game)\` vs \`new Chess().loadPgn(game)\` (chess.js keeps the
  main line, drops variations), on the ${gameTexts.length} corpus games chess.js loads
  (${replayMoves} main-line moves). Reference = chess.js. boardnotation also replays the variations
  of these games, which the moves/s figure does not count. "eager FEN": \`{ fen: 'eager' }\`, the
  FEN text of every move written by the engine at once.

${table}

Native (the same C++ at -O3, \`bench_pgn\`: \`pgn::parse_each\` as the binding reads, no wasm and no JS
objects) on the files of "parse": with the FEN text of every move, with packed positions (what
\`Pgn.parse\` does), syntax only (\`{ replay: false }\`), and through \`pgn::Stream\` in 64 KiB pieces
with the FEN text of every move (the first line's reading):

\`\`\`
${nativeParse}
${nativePacked}
${nativeSyntax}
${nativeStream}
\`\`\`

History (this bench, this machine, ratios measured in one process):

| version | syntax only vs pgn-parser | parse with replay vs pgn-parser | replay vs chess.js |
|---|---:|---:|---:|
| first version | — | 1.56 MB/s | 226,240 moves/s |
| before issue 5's speed round 2 (eager FEN, JSON-free records) | — | 2.80 vs 1.61 MB/s: 1.7x | 400,949 vs 29,511: 13.6x |
| speed round 2 | 17.45 vs 1.58 MB/s: 11.0x | 8.97 MB/s: 5.7x | 919019 vs 32083: 28.6x |
| after the chess engine's speed round (main, before round 3) | 15.68 vs 1.94 MB/s: 8.1x | 12.14 MB/s: 6.2x | 1650043 vs 29979: 55.0x |
| speed round 3 (one contender after the other, as the rows above) | 14.23 vs 2.10 MB/s: 6.8x | 8.90 MB/s: 4.2x | 919674 vs 30792: 29.9x |
| speed round 3, the same code timed in alternation (no forced collection), load 2.0 | 14.35 vs 1.80 MB/s: 8.0x | 12.01 MB/s: 6.7x | 1852441 vs 34877: 53.1x |
| speed round 3, timed in alternation, each pass paying its own full garbage collection | 14.50 vs 1.40 MB/s: 10.3x | 13.46 MB/s: 9.6x | 1593040 vs 32234: 49.4x |
| the same code rerun before round 4, load 6.4 | 31.14 vs 1.39 MB/s: 22.3x | 16.66 MB/s: 12.0x | 1430464 vs 31275: 45.7x |
| speed round 4, run 3, load 4.8 | 30.76 vs 1.33 MB/s: 23.2x | 15.40 MB/s: 11.6x | 1413653 vs 29617: 47.7x |
| speed round 5, run 3, load 4.5 | 31.05 vs 1.56 MB/s: 20.0x | 16.63 MB/s: 10.7x | 1607987 vs 31007: 51.9x |
| speed round 6, run 4 (one counted collection a pass: the sweeping after the reference's pass fell on the empty pass, whose cost every figure is given less, and ours looked faster) | 33.33 vs 1.49 MB/s: 22.4x | 18.92 MB/s: 12.7x | 1824161 vs 32663: 55.8x |
| two counted collections a pass (round 6's code, run 3) | 23.43 vs 1.26 MB/s: 18.5x | 17.40 MB/s: 13.8x | 1785486 vs 31884: 56.0x |
| speed round 7 (this table's run) | ${fmt(mb / oursSyntax, 2)} vs ${fmt(mb / theirsParse, 2)} MB/s: ${fmt(theirsParse / oursSyntax)}x | ${fmt(mb / oursParse, 2)} MB/s: ${fmt(theirsParse / oursParse)}x | ${fmt(replayMoves / oursReplay, 0)} vs ${fmt(replayMoves / theirsReplay, 0)}: ${fmt(theirsReplay / oursReplay)}x |

What round 2 changed: a syntax-only mode; FENs packed by the engine (eleven numbers per move)
and formatted by the \`move.fen\` getter when read; each game encoded as soon as it is read into one
reused Game (no database of games, no copy of UTF-8 input); the result buffers reused between
calls and read by JS through views (one copy instead of three); no exact \`reserve\` per game
(which copied the whole record array every game); one shared frozen empty list instead of four
new arrays per move; UTF-8 validation eight ASCII bytes at a time.

What round 3 changed: tags cross as one UTF-8 text sliced by JS at UTF-16 offsets instead of
JSON (JSON.parse was the largest JS cost of the syntax-only reading); the usual start FEN crosses
as 0 and becomes one shared string; the first line of each game comes from a counter that moves
forward through the file once, instead of a line index of the whole file searched per game.

What round 4 changed: the diagnostics of each game of a database are located from the game's
first line (the line counter of round 3 also gives where that line starts) instead of from the
start of the file: a file with many warnings was rescanned once per game (14% of native parse
time); a parse returns where its parts lie in wasm memory and JS makes the views, instead of an
object built through embind per call; a game without variations keeps its list of moves as its
main line (no second array); packed positions are written eight squares at a time; with the
replay off, a move no longer copies the whole position (only the side to move and the move number
are needed); the symbol characters of the lexer are a table; the wasm module is built with
link-time optimization (the reader calls the chess engine, another library, for every move:
5-7% in both modes, measured against the same code without it in one process); syntax-only
moves are made by a constructor instead of an object literal (still plain objects): V8 pretenured
the literal's allocation site once the checks before the timing held databases of them, and
syntax only then ran at half speed (13.7 against 35.4 MB/s with --no-allocation-site-pretenuring).

What round 5 changed: the reader builds each move node in place at the end of the game's nodes
(it was built apart and moved in), and a replayed move no longer copies the whole position to
remember where a variation of it would start: the move's Undo is kept, and the position is taken
back only when a variation opens (a null move, which has no unmake, keeps a copy). One-game replay
6.5% and 13% less CPU than the code before it (two runs, one process, alternating, load 5.4 and
5.5). The three runs of round 5, ratios syntax only / parse with replay / replay: run 1 (load 4.2)
21.4x / 15.0x / 54.2x; run 2 (load 4.1) 20.0x / 10.4x / 49.1x; run 3 (load 4.5, this file)
20.0x / 10.7x / 51.9x.

What round 6 changed. In wasm: a move node no longer zero-fills its ~300 bytes before its members
are set (its constructor is user-provided; half the time of making a node, 14% of a native
syntax-only read); the line counter passes eight bytes without a line break at once; the encoder
writes each game's records, text and positions through room kept ahead instead of an insert or
append per move, copies short SAN texts as one 8-byte block (an exact-size copy was a call to
memcpy per string), and writes numbers without temporary strings; results, null moves, castling
and "e.p." are told by one character before any string comparison (each == of strings of one
size was a memcmp call in wasm, and most moves have the size of "O-O", "1-0" or "e.p."). Native
syntax-only 130 -> 165 MB/s; pgnParse alone in wasm 37.7 -> 30.2 ms a corpus pass (syntax only),
74.0 -> 65.1 ms (replay). Across the boundary: games cross as records, and JSON only carries
what is unusual (a Latin-1 file, diagnostics, a game's own FEN or comments, moves' NAGs and
comments) and is not parsed at all when there is none: JSON.parse cost about 1 us a call even for
a few bytes (a one-game parse 3.7 -> 2.4 us of fixed cost; one-game replay pass 8% less CPU). In
JS: syntax-only moves are decoded by their own loop, and a game's records get a second look only
when a move starts a variation (3-4%). And the lists and objects of a result are made by slice and
by constructors, never by literals or new Array(n): V8 could decide to allocate an allocation
site's objects straight in the old generation once it saw them survive, and a list there filled
with new move objects made a whole process 3-4x slower at random (syntax only 204-230 against
~60 ms a pass in about one run in four of this bench's setup, all of it in the JS decoding; a run
of this bench between the round's changes measured 6.0x / 4.8x / 24.0x that way). Eight runs of
the syntax measure after the change: none slow. Tried and dropped: one UTF-8 text for moves, tags
and JSON (one decode instead of three: no gain per call, and a non-Latin-1 comment made every SAN
a two-byte string, 9% slower); tag names sent once per call (no gain). Three runs of round 6
(load 2.2-2.3, a fuzzing campaign on the other core), ratios syntax only / parse with replay /
replay: 24.7x / 13.0x / 60.4x, 20.5x / 13.0x / 56.5x, 24.3x / 13.0x / 58.1x; a fourth run
(load 2.1), this file: 22.4x / 12.7x / 55.8x.

What round 7 changed (after the bench's fix had put syntax only at 18.5x). Tags and SANs cross
in two tables of strings, each distinct text once (src/common/string_table.hpp): JS slices one
string per distinct text, and every repeat shares it. A database repeats most of its texts: for
the corpus's larger files the tables hold 3-10% of them, so a syntax-only result holds that
many fewer strings, and the JS decoding and the collection of its garbage shrank more than the
lookups in wasm cost (pgnParse alone 28.7 -> 30.2 ms a syntax-only corpus pass). The first
game's texts are appended without lookup (a one-game result has few repeats); a table lookup
reads a short string as one 8-byte word (a branch on the length was mispredicted on most SANs:
13.5 -> 7 ns a lookup natively); SANs have a table of their own, so a tag past Latin-1 no longer
makes every SAN a two-byte string; eager FENs cross as one text of their own. And a lazy
result's packed positions are copied into a 64 KiB slab shared by the results that follow,
instead of a new buffer each (a third of the decoding of a one-game parse). Measured against
round 6's code in one process, alternating (the bench's timing, load 3.6-4.3): syntax-only
corpus pass 0.95-0.96 of round 6's time (four runs), parse with replay of whole files 1.01-1.04
(three runs: the lookups cost a little more than they save there), eager FEN 0.99-1.0; one game
per call 0.91 (one run of a loop without forced collections). Tried and dropped: wasm SIMD
(-msimd128; 0.97-1.0 of the time, not worth requiring it). Three runs of round 7 (load 3.5-3.7,
two fuzzers at low priority), ratios syntax only / parse with replay / replay: 20.4x / 11.4x /
53.5x, 19.8x / 11.3x / 50.8x, 20.1x / 11.2x / 54.4x (this file); runs of versions between the
round's steps gave syntax only 20.9x, 21.6x and 18.8x.

Files pgn-parser refuses (left out of "parse"): ${refused.length === 0 ? 'none' : refused.join('; ')}.
`;
console.log(report);
// The results file ends with a History section written by hand (runs and findings the tables leave
// out): a new run keeps it, as bench/sgf.mjs keeps its own.
const resultsFile = join(here, 'results', 'pgn.md');
const history = existsSync(resultsFile)
  ? (readFileSync(resultsFile, 'utf8').match(/^## History[\s\S]*$/m)?.[0] ?? '')
  : '';
writeFileSync(resultsFile, history ? `${report}\n${history}` : report);
