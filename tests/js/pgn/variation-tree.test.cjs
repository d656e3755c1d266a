// Property: random trees of variations (seeded) round-trip exactly through Pgn.stringify and
// Pgn.parse, variations of a variation's first move included ("1. e4 e5 (1... e6 (1... d6) 2. d4)",
// which Pgn.stringify once moved out to the parent variation).
const { Pgn, Chess } = require('boardnotation');
const { seededInt: generator } = require('../support/seeded-random.cjs');

// A line of random legal moves from the position of `chess` (which it leaves after the line),
// each move maybe with a NAG, a comment and variations (other moves from the same position).
function randomLine(chess, random, depth, length) {
  const line = [];
  for (let k = 0; k < length; k += 1) {
    const moves = chess.moves();
    if (moves.length === 0) break;
    const move = { san: moves[random(moves.length)], nags: [], comments: [], variations: [] };
    if (random(5) === 0) move.nags.push(1 + random(20));
    if (random(6) === 0) move.comments.push(`note ${random(100)}`);
    if (depth < 4 && random(3) === 0) {
      for (let v = 1 + random(2); v > 0; v -= 1) {
        const before = chess.fen();
        move.variations.push(randomLine(chess, random, depth + 1, 1 + random(5)));
        chess.load(before);
      }
    }
    chess.move(move.san);
    line.push(move);
  }
  return line;
}

// What a round trip must keep of a line: SAN, NAGs, comment texts and the variations' shape.
const shape = (line) =>
  line.map((m) => ({
    san: m.san,
    nags: [...m.nags],
    comments: m.comments.map((c) => (typeof c === 'string' ? c : c.text)),
    variations: m.variations.map(shape),
  }));

const nestedAtFirstMoves = (line) =>
  line.reduce(
    (n, m) =>
      n + m.variations.reduce((k, v) => k + (v.length > 0 ? v[0].variations.length : 0) + nestedAtFirstMoves(v), 0),
    0,
  );

test('the example of the issue is written back as read', () => {
  const text = '1. e4 e5 (1... e6 (1... d6) 2. d4) *';
  const written = Pgn.stringify(Pgn.parse(text).games[0]);
  expect(written.endsWith(`\n\n${text}\n`)).toBe(true);
});

test('random trees of variations round-trip exactly', () => {
  let nested = 0;
  for (let seed = 1; seed <= 150; seed += 1) {
    const random = generator(seed);
    const moves = randomLine(new Chess(), random, 0, 4 + random(20));
    nested += nestedAtFirstMoves(moves);
    const text = Pgn.stringify({ moves, result: '*' });
    const { games } = Pgn.parse(text);
    expect({ seed, count: games.length, ok: games[0].ok }).toEqual({ seed, count: 1, ok: true });
    expect({ seed, moves: shape(games[0].moves) }).toEqual({ seed, moves: shape(moves) });
    expect(Pgn.stringify(games[0])).toBe(text);
  }
  expect(nested).toBeGreaterThan(10); // the trees had the shape that broke
});
