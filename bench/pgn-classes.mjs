// Pgn.parse against chessops 0.15 on three kinds of real file, in one Node process, CPU time,
// contenders in alternation (bench/timing.mjs):
//   plain    game collections without comments (the historic collections and the FICS file of
//            ../shared/corpus/pgn)
//   online   an online export: the same games with "{ [%eval e] [%clk h:mm:ss] }" after every
//            move, as lichess and chess.com write them. The corpus has no such file: it is made
//            here from the plain games with Pgn.stringify, the eval a number that varies with
//            the ply and the clock counting down from 3 minutes, so its size and comment density
//            are those of a real export (about 40 bytes of comment per move)
//   tcec     engine-tournament files with a long comment after every move (tcec_TCEC_Cup_*.pgn;
//            the Chess960 file is left out, which neither replays as standard chess)
// Three measures per class:
//   syntax   Pgn.parse(text, { replay: false }) vs chessops parsePgn(text)
//   replay   Pgn.parse(text) (every move of every line replayed, FEN after each move lazily)
//            vs chessops parsePgn + startingPosition + walk with parseSan / play (every line)
//   comments syntax, then every comment of every move of every line read with its commands,
//            vs chessops parsePgn, then parseComment on every comment (which reads clk, emt,
//            eval and the shapes out of the text)
// chessops keeps comments as raw text; Pgn.parse also folds their white space and reads their
// [%...] commands (clk as seconds, eval as pawns), but makes a move's comment objects only when
// its comments are read: "syntax" and "replay" read none, "comments" all of them.
// Run after scripts/build.sh:  npm ci --prefix bench && node bench/pgn-classes.mjs
// With --before DIR (a previous build's npm/dist, copied before a change), that build is timed
// in the same alternation and its figures added to the table.
// Writes bench/results/pgn-classes.md.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseComment, parsePgn, startingPosition, walk } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { Pgn } from '../npm/dist/pgn.node.mjs';
import { timeInterleaved } from './timing.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: flags } = parseArgs({ options: { before: { type: 'string' } } });
const Before = flags.before ? (await import(join(resolve(flags.before), 'pgn.node.mjs'))).Pgn : null;
const corpus = join(here, '..', '..', 'shared', 'corpus', 'pgn');
const chessopsVersion = JSON.parse(
  readFileSync(join(here, 'node_modules', 'chessops', 'package.json'), 'utf8'),
).version;
const names = readdirSync(corpus)
  .filter((f) => f.endsWith('.pgn'))
  .sort();
const read = (name) => readFileSync(join(corpus, name), 'utf8');

const plain = names
  .filter((n) => !n.startsWith('tcec_') && !n.startsWith('lichess_') && n !== 'annotated.pgn')
  .map(read)
  .join('\n\n');
const tcec = names
  .filter((n) => n.startsWith('tcec_TCEC_Cup'))
  .map(read)
  .join('\n\n');

// The online export, from the plain games that read without error.
function clock(seconds) {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
const online = Pgn.parse(plain)
  .games.filter((g) => g.ok)
  .map((g) =>
    Pgn.stringify({
      headers: g.headers,
      result: g.result,
      moves: g.moves.map((m, ply) => ({
        san: m.san,
        comments: [`[%eval ${(Math.sin(ply / 7) * 1.5).toFixed(2)}] [%clk ${clock(180 - ply * 1.7)}]`],
      })),
    }),
  )
  .join('\n');

function chessopsReplay(text) {
  let moves = 0;
  for (const game of parsePgn(text)) {
    const start = startingPosition(game.headers);
    if (start.isErr) continue;
    walk(game.moves, start.value, (pos, node) => {
      const move = parseSan(pos, node.san);
      if (!move) return false;
      pos.play(move);
      moves += 1;
      return true;
    });
  }
  return moves;
}

// Every comment of every line read, with its commands (the count, so that nothing is skipped).
function readComments(moves) {
  let read = 0;
  for (const move of moves) {
    for (const list of [move.comments, move.commentsBefore]) for (const c of list) read += 1 + c.commands.length;
    for (const line of move.variations) read += readComments(line);
  }
  return read;
}
const oursComments = (P, text) => P.parse(text, { replay: false }).games.reduce((n, g) => n + readComments(g.moves), 0);
function chessopsComments(text) {
  let read = 0;
  for (const game of parsePgn(text)) {
    const stack = [game.moves];
    while (stack.length > 0) {
      const node = stack.pop();
      for (const child of node.children) {
        for (const c of [...(child.data.startingComments ?? []), ...(child.data.comments ?? [])]) {
          const parsed = parseComment(c);
          read +=
            1 + parsed.shapes.length + (parsed.clock === undefined ? 0 : 1) + (parsed.evaluation === undefined ? 0 : 1);
        }
        stack.push(child);
      }
    }
  }
  return read;
}

// Contenders of one measure: ours, the build before when given, chessops.
const measure = (ours, chessops) =>
  timeInterleaved(
    {
      ours: () => ours(Pgn),
      ...(Before ? { before: () => ours(Before) } : {}),
      chessops,
    },
    { minRounds: 7, budgetMs: 6000 },
  );

const classes = { plain, online, tcec };
const rows = [];
for (const [name, text] of Object.entries(classes)) {
  const bytes = Buffer.byteLength(text);
  const syntax = measure(
    (P) => P.parse(text, { replay: false }),
    () => parsePgn(text),
  );
  const replay = measure(
    (P) => P.parse(text),
    () => chessopsReplay(text),
  );
  const comments = measure(
    (P) => oursComments(P, text),
    () => chessopsComments(text),
  );
  const games = Pgn.parse(text, { replay: false }).games.length;
  rows.push({ name, bytes, games, syntax, replay, comments });
}

const rate = (bytes, ms) => (bytes / 1e6 / (ms / 1000)).toFixed(1);
const times = (chessops, ours) => (chessops / ours).toFixed(2);
const measures = ['syntax', 'replay', 'comments'];
// Per measure: ours MB/s, chessops MB/s, ×, and with --before the build before's MB/s and ×.
const cells = (r, m) => [
  rate(r.bytes, r[m].ours),
  rate(r.bytes, r[m].chessops),
  times(r[m].chessops, r[m].ours),
  ...(Before ? [rate(r.bytes, r[m].before), times(r[m].chessops, r[m].before)] : []),
];
const heads = (m) => [`${m}: ours MB/s`, 'chessops MB/s', '×', ...(Before ? ['before MB/s', 'before ×'] : [])];
const lines = [
  '# Pgn.parse against chessops parsePgn, by kind of file',
  '',
  `Written by bench/pgn-classes.mjs on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus()[0].model}, ` +
    `load ${loadavg()[0].toFixed(1)}; boardnotation's wasm vs chessops ${chessopsVersion}` +
    `${Before ? ` and the build of ${flags.before} ("before")` : ''}. CPU time, median pass, ` +
    'contenders in alternation. How each class is made and what each measure does: see the header of bench/pgn-classes.mjs.',
  '',
  `| class | MB | games | ${measures.flatMap(heads).join(' | ')} |`,
  `| --- | ---: | ---: | ${measures
    .flatMap(heads)
    .map(() => '---:')
    .join(' | ')} |`,
  ...rows.map(
    (r) =>
      `| ${r.name} | ${(r.bytes / 1e6).toFixed(2)} | ${r.games} | ${measures.flatMap((m) => cells(r, m)).join(' | ')} |`,
  ),
  '',
];
writeFileSync(join(here, 'results', 'pgn-classes.md'), lines.join('\n'));
console.log(lines.join('\n'));
