// Writes the benchmark's input: a PGN database like a lichess export (every move with a
// [%clk] comment, most with an [%eval] one, lichess's tag set) plus engine games, built from
// the real games of ../shared/corpus/pgn:
// - "online" games: the moves of the FICS file and of the player collections, replayed by
//   Pgn.parse and written again by Pgn.stringify with lichess's tags and, after every move,
//   "[%eval E] [%clk H:MM:SS]" from a fixed pseudo-random sequence (clocks run down from the
//   time control, evaluations wander, a few are mates), so every run sees the same text;
// - engine games: the two TCEC files as they are (long engine comments after every move, one
//   of them Chess960).
// The set is repeated until the file reaches the size asked for.
// Usage: node bench/archive/make-input.mjs OUT.pgn [MEGABYTES=24]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { Pgn } = require(join(root, 'npm/dist/pgn.cjs'));
const corpus = join(root, '..', 'shared', 'corpus', 'pgn');

let seed = 12345;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const clockText = (seconds) => {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

function online(game, number) {
  const base = [60, 180, 300, 600][number % 4];
  const clocks = [base, base];
  let evaluation = 0.2;
  const moves = game.moves.map((m, k) => {
    clocks[k % 2] = Math.max(0, clocks[k % 2] - random() * base * 0.04);
    evaluation += (random() - 0.5) * 0.6;
    const mate = random() < 0.01;
    const evalText = mate ? `#${random() < 0.5 ? '-' : ''}${1 + Math.floor(random() * 9)}` : evaluation.toFixed(2);
    // About one game in ten has no evaluations (lichess analyses only some games).
    const comment =
      number % 10 === 0
        ? `[%clk ${clockText(clocks[k % 2])}]`
        : `[%eval ${evalText}] [%clk ${clockText(clocks[k % 2])}]`;
    return { san: m.san, comments: [comment] };
  });
  const h = game.headers;
  return Pgn.stringify({
    headers: {
      Event: `Rated Blitz game`,
      Site: `https://lichess.org/${(number * 2654435761).toString(36).slice(0, 8)}`,
      Date: h.Date ?? '????.??.??',
      Round: '-',
      White: h.White ?? '?',
      Black: h.Black ?? '?',
      Result: game.result ?? '*',
      UTCDate: h.Date ?? '????.??.??',
      UTCTime: '12:00:00',
      WhiteElo: String(1500 + Math.floor(random() * 1000)),
      BlackElo: String(1500 + Math.floor(random() * 1000)),
      WhiteRatingDiff: String(Math.floor(random() * 20) - 10),
      BlackRatingDiff: String(Math.floor(random() * 20) - 10),
      ECO: h.ECO ?? '?',
      Opening: h.Opening ?? '?',
      TimeControl: `${base}+0`,
      Termination: 'Normal',
    },
    result: game.result,
    moves,
  });
}

const [out, megabytes = '24'] = process.argv.slice(2);
if (!out) throw new Error('usage: node bench/archive/make-input.mjs OUT.pgn [MEGABYTES]');
const files = readdirSync(corpus).filter((f) => f.endsWith('.pgn'));
const pieces = [];
let number = 0;
for (const file of files.filter(
  (f) => !f.startsWith('tcec_') && !f.startsWith('lichess_study') && f !== 'annotated.pgn',
)) {
  for (const game of Pgn.parse(readFileSync(join(corpus, file))).games) {
    if (!game.ok || game.startFen !== 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1') continue;
    number += 1;
    pieces.push(`${online(game, number)}\n\n`);
  }
}
const onlineBytes = pieces.reduce((n, p) => n + p.length, 0);
for (const file of files.filter((f) => f.startsWith('tcec_')))
  pieces.push(`${readFileSync(join(corpus, file), 'latin1').replace(/\s*$/, '')}\n\n`);
const once = pieces.join('');
const target = Number(megabytes) * 1e6;
const copies = Math.max(1, Math.round(target / once.length));
writeFileSync(out, once.repeat(copies));
console.log(
  `${out}: ${((once.length * copies) / 1e6).toFixed(1)} MB, ${copies} copies of ${number} online games ` +
    `(${(onlineBytes / 1e6).toFixed(1)} MB) and the TCEC files (${((once.length - onlineBytes) / 1e6).toFixed(1)} MB)`,
);
