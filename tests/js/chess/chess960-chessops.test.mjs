// Chess960 against chessops 0.15 (lichess' rules library, a devDependency of the tests only):
// perft of every start position and of the published suite's positions, and random games
// replayed by both (with as much castling as the games allow), read through Pgn.parse and
// written back through Pgn.stringify. Fast in CI; BN_CHESS960_DIFF=full goes deeper (minutes).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess, Pgn } from 'boardnotation';
import { Chess as Chessops } from 'chessops/chess';
import { perft as chessopsPerft } from 'chessops/debug';
import { makeFen, parseFen } from 'chessops/fen';
import { makeSanAndPlay, parseSan } from 'chessops/san';
import { seededRandom as random } from '../support/seeded-random.cjs';

const full = process.env.BN_CHESS960_DIFF === 'full';
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'chess960');

// Start position `n` (0..959) in Scharnagl's numbering, as Shredder-FEN: the light-squared
// bishop, the dark-squared bishop, the queen on the nth free square, the knights by the
// ten two-of-five patterns, then rook, king, rook on the three squares left (518 = standard).
const KNIGHTS = [
  [0, 1],
  [0, 2],
  [0, 3],
  [0, 4],
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 3],
  [2, 4],
  [3, 4],
];
function startPosition(n) {
  const rank = new Array(8).fill(null);
  rank[(n % 4) * 2 + 1] = 'B';
  rank[(Math.floor(n / 4) % 4) * 2] = 'B';
  const free = () => rank.map((piece, file) => (piece ? -1 : file)).filter((file) => file >= 0);
  rank[free()[Math.floor(n / 16) % 6]] = 'Q';
  const [a, b] = KNIGHTS[Math.floor(n / 96)];
  const five = free();
  rank[five[a]] = 'N';
  rank[five[b]] = 'N';
  const [r1, k, r2] = free();
  rank[r1] = 'R';
  rank[k] = 'K';
  rank[r2] = 'R';
  const white = rank.join('');
  const files = 'ABCDEFGH';
  const castling = `${files[r2]}${files[r1]}${files[r2].toLowerCase()}${files[r1].toLowerCase()}`;
  return `${white.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${white} w ${castling} - 0 1`;
}

const chessopsPosition = (fen) => Chessops.fromSetup(parseFen(fen).unwrap()).unwrap();

test('start positions by number: 518 is the standard array, 0 and 959 the published ends', () => {
  expect(startPosition(518)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1');
  expect(startPosition(0)).toBe('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1');
  expect(startPosition(959)).toBe('rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1');
  expect(new Set(Array.from({ length: 960 }, (_, n) => startPosition(n))).size).toBe(960);
});

test('perft of all 960 start positions agrees with chessops', () => {
  const depth = full ? 4 : 2;
  for (let n = 0; n < 960; n += 1) {
    const fen = startPosition(n);
    const ours = new Chess(fen, { chess960: true });
    expect([n, ours.perft(depth)]).toEqual([n, chessopsPerft(chessopsPosition(fen), depth, false)]);
    // The X-FEN we write is the one chessops writes.
    expect(ours.fen()).toBe(makeFen(chessopsPosition(fen).toSetup()));
  }
});

test('perft of the published suite positions agrees with chessops and the published counts', () => {
  const lines = readFileSync(join(fixtures, 'perft.epd'), 'utf8')
    .split('\n')
    .filter((l) => l.includes(';'));
  const count = full ? lines.length : 12;
  const depth = full ? 4 : 3;
  for (const line of lines.slice(0, count)) {
    const [fen, ...counts] = line.split(';').map((part) => part.trim());
    const published = Number(counts[depth - 1].split(' ')[1]);
    const ours = new Chess(fen, { chess960: true }).perft(depth);
    expect([fen, ours]).toEqual([fen, published]);
    expect([fen, chessopsPerft(chessopsPosition(fen), depth, false)]).toEqual([fen, published]);
  }
});

// A random game played by chessops from start position `n`, castling whenever it can: its
// SANs and the FEN after each move.
function randomGame(n, next, plies) {
  const fen = startPosition(n);
  const pos = chessopsPosition(fen);
  const sans = [];
  const fens = [];
  for (let ply = 0; ply < plies && !pos.isEnd(); ply += 1) {
    const moves = [];
    for (const [from, targets] of pos.allDests()) for (const to of targets) moves.push({ from, to });
    // chessops writes castling as the king taking its rook: prefer it when it is legal.
    const castles = moves.filter(
      ({ to }) => pos.board.get(to)?.role === 'rook' && pos.board.get(to)?.color === pos.turn,
    );
    const pool = castles.length > 0 && next() < 0.7 ? castles : moves;
    const move = pool[Math.floor(next() * pool.length)];
    const promotion = pos.board.get(move.from).role === 'pawn' && (move.to >> 3) % 7 === 0 ? 'queen' : undefined;
    sans.push(makeSanAndPlay(pos, { ...move, promotion }));
    fens.push(makeFen(pos.toSetup()));
  }
  return { fen, sans, fens };
}

test('random Chess960 games replay as chessops replays them, through Pgn.parse and Pgn.stringify', () => {
  const next = random(960);
  const games = full ? 400 : 30;
  let castlings = 0;
  for (let i = 0; i < games; i += 1) {
    const { fen, sans, fens } = randomGame(Math.floor(next() * 960), next, 120);
    const movetext = sans.map((san, ply) => (ply % 2 === 0 ? `${ply / 2 + 1}. ${san}` : san)).join(' ');
    const text = `[Variant "Chess960"]\n[SetUp "1"]\n[FEN "${fen}"]\n\n${movetext} *\n`;
    const [game] = Pgn.parse(text).games;
    expect([fen, game.ok, game.diagnostics]).toEqual([fen, true, []]);
    expect(game.moves.map((m) => m.san)).toEqual(sans);
    expect(game.moves.map((m) => m.fen)).toEqual(fens);
    castlings += sans.filter((san) => san.startsWith('O-O')).length;
    // Written back, with the Variant tag and the FEN, it reads the same.
    const written = Pgn.stringify(game);
    expect(written).toContain('[Variant "Chess960"]');
    const [again] = Pgn.parse(written).games;
    expect(again.moves.map((m) => m.fen)).toEqual(fens);
  }
  expect(castlings).toBeGreaterThan(games / 2);
});

// The fixture, and every Chess960 game of the corpus beside the clone (when it is there).
const corpus = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'shared', 'corpus', 'pgn');
const corpusTexts = existsSync(corpus)
  ? readdirSync(corpus)
      .filter((f) => f.endsWith('.pgn'))
      .map((f) => readFileSync(join(corpus, f), 'utf8'))
  : [];

test('the TCEC FRC games (fixture and corpus) replay as chessops replays them', () => {
  const texts = [readFileSync(join(fixtures, 'tcec-s16-frc.pgn'), 'utf8'), ...corpusTexts];
  const games = texts
    .flatMap((text) => Pgn.parse(text).games)
    .filter((g) => /960|fischer/i.test(g.headers.Variant ?? ''));
  expect(games.length).toBeGreaterThanOrEqual(2);
  for (const game of games) {
    expect(game.ok).toBe(true);
    const pos = chessopsPosition(game.headers.FEN);
    for (const move of game.moves) {
      const played = parseSan(pos, move.san);
      expect(played).toBeDefined();
      pos.play(played);
      expect(move.fen).toBe(makeFen(pos.toSetup()));
    }
  }
});

test('editing a Chess960 position keeps the rights whose king and rook stay home', () => {
  const chess = new Chess('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1');
  chess.remove('d1');
  expect(chess.fen()).toBe('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQ1NRKR w KQkq - 0 1');
  chess.remove('f1'); // the queen-side rook: that right goes
  expect(chess.fen({ castling: 'shredder' })).toBe('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQ1N1KR w Hhf - 0 1');
  expect(chess.move({ from: 'g1', to: 'h1' }).san).toBe('O-O');
});
