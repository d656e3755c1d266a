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
// Two measures per class:
//   syntax   Pgn.parse(text, { replay: false }) vs chessops parsePgn(text)
//   replay   Pgn.parse(text) (every move of every line replayed, FEN after each move lazily)
//            vs chessops parsePgn + startingPosition + walk with parseSan / play (every line)
// chessops keeps comments as raw text; Pgn.parse also folds their white space and reads their
// [%...] commands (clk as seconds, eval as pawns): more work on the comment path, counted.
// Run after scripts/build.sh:  npm ci --prefix bench && node bench/pgn-classes.mjs
// Writes bench/results/pgn-classes.md.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePgn, startingPosition, walk } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { Pgn } from '../npm/dist/pgn.node.mjs';
import { timeInterleaved } from './timing.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const corpus = join(here, '..', '..', 'shared', 'corpus', 'pgn');
const chessopsVersion = JSON.parse(readFileSync(join(here, 'node_modules', 'chessops', 'package.json'), 'utf8')).version;
const names = readdirSync(corpus).filter((f) => f.endsWith('.pgn')).sort();
const read = (name) => readFileSync(join(corpus, name), 'utf8');

const plain = names.filter((n) => !n.startsWith('tcec_') && !n.startsWith('lichess_') && n !== 'annotated.pgn').map(read).join('\n\n');
const tcec = names.filter((n) => n.startsWith('tcec_TCEC_Cup')).map(read).join('\n\n');

// The online export, from the plain games that read without error.
function clock(seconds) {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
const online = Pgn.parse(plain).games.filter((g) => g.ok).map((g) => Pgn.stringify({
  headers: g.headers,
  result: g.result,
  moves: g.moves.map((m, ply) => ({
    san: m.san,
    comments: [`[%eval ${(Math.sin(ply / 7) * 1.5).toFixed(2)}] [%clk ${clock(180 - ply * 1.7)}]`],
  })),
})).join('\n');

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

const classes = { plain, online, tcec };
const rows = [];
for (const [name, text] of Object.entries(classes)) {
  const bytes = Buffer.byteLength(text);
  const syntax = timeInterleaved({ ours: () => Pgn.parse(text, { replay: false }), chessops: () => parsePgn(text) }, { minRounds: 7, budgetMs: 6000 });
  const replay = timeInterleaved({ ours: () => Pgn.parse(text), chessops: () => chessopsReplay(text) }, { minRounds: 7, budgetMs: 6000 });
  const games = Pgn.parse(text, { replay: false }).games.length;
  rows.push({ name, bytes, games, syntax, replay });
}

const rate = (bytes, ms) => (bytes / 1e6 / (ms / 1000)).toFixed(1);
const lines = [
  '# Pgn.parse against chessops parsePgn, by kind of file',
  '',
  `Written by bench/pgn-classes.mjs on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus()[0].model}, `
    + `load ${loadavg()[0].toFixed(1)}; boardnotation's wasm vs chessops ${chessopsVersion}. CPU time, median pass, `
    + 'contenders in alternation. How each class is made: see the header of bench/pgn-classes.mjs.',
  '',
  '| class | MB | games | syntax: ours MB/s | chessops MB/s | × | replay: ours MB/s | chessops MB/s | × |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map((r) => `| ${r.name} | ${(r.bytes / 1e6).toFixed(2)} | ${r.games} | ${rate(r.bytes, r.syntax.ours)} | ${rate(r.bytes, r.syntax.chessops)} | `
    + `${(r.syntax.chessops / r.syntax.ours).toFixed(2)} | ${rate(r.bytes, r.replay.ours)} | ${rate(r.bytes, r.replay.chessops)} | ${(r.replay.chessops / r.replay.ours).toFixed(2)} |`),
  '',
];
writeFileSync(join(here, 'results', 'pgn-classes.md'), lines.join('\n'));
console.log(lines.join('\n'));
