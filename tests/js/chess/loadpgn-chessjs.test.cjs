// loadPgn against chess.js 1.4.0 on what its own suite found different (issue 36, item 6): a
// comment before the first move, variation-like text inside a comment, variations beside
// comments (chess.js drops the variations and keeps the main line's comments), and a FEN tag
// whose castling field chess.js keeps as given. Each text is loaded into both libraries and
// every answer compared, comments' white space included (kept as written, line breaks one
// space; a ';' comment trimmed).
const ours = require('boardnotation/chess');
const theirs = require('chess.js');

const setUp = (fen) => `[SetUp "1"]\n[FEN "${fen}"]\n\n`;

const SAME = {
  'a comment before the first move': '{opening remarks} 1. e4 {the king pawn} e5 *',
  'a comment before the first move, tags first': '[Event "x"]\n\n{before} 1. d4 d5 2. c4 *',
  'a comment before the first move, Black to move':
    setUp('r4rk1/p1nq1pp1/1p1pp2p/8/P2PR3/1QP2N2/1P3PPP/R5K1 b - - 0 16') + '{Black to play} 16... Rfb8 17. Rg4 *',
  'a comment that reads like a variation': '1. e4 {better is (1. d4 d5) here} e5 {($1) 2. Nf3} *',
  'a comment after a variation on the same move': '1. e4 e5 {main} (1... c5 {Sicilian}) 2. Nf3 *',
  'a variation with comments inside, then moves': '1. d4 (1. e4 {king} e5 {reply}) 1... d5 {queen} 2. c4 *',
  'nested variations and comments': '1. e4 (1. d4 d5 (1... Nf6 {Indian}) 2. c4 {closed}) 1... e5 {open} 2. Nf3 *',
  'a semicolon comment': '1. e4 e5 ; the open game\n2. Nf3 *',
  'a FEN tag with the castling letters out of order': setUp('r3k2r/8/8/8/8/8/8/R3K2R w QKkq - 0 1') + '1. Kf1 *',
  'a FEN tag with black castling only': setUp('r3k2r/8/8/8/8/8/8/R3K2R b kq - 0 1') + '1... O-O 2. Kd2 *',
};

const answers = (chess) => ({
  history: chess.history(),
  comments: chess.getComments(),
  headers: { ...chess.getHeaders() },
  fen: chess.fen(),
  pgn: chess.pgn(),
});

test.each(Object.entries(SAME))('%s: as chess.js', (_, text) => {
  const b = new theirs.Chess();
  b.loadPgn(text);
  const a = new ours.Chess();
  a.loadPgn(text);
  expect(answers(a)).toEqual(answers(b));
});

test.each([
  ['spaces kept, a line break one space', '{ spaced  out } 1. e4 {a\n  b} e5 *'],
  ['runs of CR LF one space, tabs kept', '1. e4 {one\r\n\r\ntwo\tthree} e5 *'],
  ['a semicolon comment trimmed, its inner spaces kept', '1. e4 ;   one  two   \n1... e5 *'],
  ['a comment after the result', '1. e4 e5 * { after  the end }'],
])("comments' white space as chess.js keeps it: %s", (_, text) => {
  const b = new theirs.Chess();
  b.loadPgn(text);
  const a = new ours.Chess();
  a.loadPgn(text);
  expect(answers(a)).toEqual(answers(b));
});

// A FEN tag is read by chess.js's load() rules, so a game starts from every position chess.js
// loads: nine black pawns (a board editor's position), then edited back to the initial one.
test('a FEN tag with a position no game reaches, played and then edited, as chess.js', () => {
  const text = setUp('rnbqkbnr/pppppppp/p7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1') + '1. Nf3 Nf6 2. Ng1 Ng8 *';
  const b = new theirs.Chess();
  b.loadPgn(text);
  const a = new ours.Chess();
  a.loadPgn(text);
  expect(answers(a)).toEqual(answers(b));
  expect(a.remove('a6')).toEqual(b.remove('a6'));
  expect([a.fen(), a.history()]).toEqual([b.fen(), b.history()]);
  // The moves now play from the initial position: our tags say so (chess.js keeps the old FEN
  // tag, a documented difference).
  expect(a.getHeaders().FEN).toBeUndefined();
  // With no moves, the edit back to the initial position drops SetUp and FEN in both.
  const start = setUp('rnbqkbnr/pppppppp/p7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1') + '*';
  const c = new theirs.Chess();
  c.loadPgn(start);
  const d = new ours.Chess();
  d.loadPgn(start);
  expect(answers(d)).toEqual(answers(c));
  expect(d.remove('a6')).toEqual(c.remove('a6'));
  expect(answers(d)).toEqual(answers(c));
  // What chess.js's load() refuses, its loadPgn refuses too.
  expect(() => new ours.Chess().loadPgn(setUp('8/8/8/8/8/8/8/8 w - - 0 1') + '*')).toThrow(/king/);
  expect(() => new theirs.Chess().loadPgn(setUp('8/8/8/8/8/8/8/8 w - - 0 1') + '*')).toThrow();
});
