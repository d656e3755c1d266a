// Differential test against chess.js 1.4.0 on the whole PGN corpus: for every game chess.js
// loads, the main line's SANs and the FEN after each move are identical. The games chess.js
// cannot read are listed below (with why) and must be read by us without error.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Chess: ChessJs } = require('chess.js');
const { Pgn } = require('boardnotation');

const corpus = join(__dirname, '..', '..', '..', '..', 'shared', 'corpus', 'pgn');
const files = existsSync(corpus)
  ? readdirSync(corpus)
      .filter((f) => f.endsWith('.pgn'))
      .sort()
  : [];

// file:line of the game's first line -> the grammar gap of chess.js it hits (found by running
// chess.js 1.4 on the corpus).
const UNREADABLE_BY_CHESS_JS = require('./chessjs-unreadable.json');

// The text of each game, cut at the lines where our reader says games start.
function gameTexts(text, games) {
  const lines = text.split(/\r\n|\n|\r/);
  return games.map((g, i) =>
    lines.slice(g.line - 1, i + 1 < games.length ? games[i + 1].line - 1 : lines.length).join('\n'),
  );
}

const testIf = files.length > 0 ? test : test.skip;
const unreadable = [];

describe.each(files.length > 0 ? files : ['(corpus absent)'])('%s', (file) => {
  testIf(
    'same SANs and FENs as chess.js for every game it loads',
    () => {
      const text = readFileSync(join(corpus, file), 'utf8');
      const { games } = Pgn.parse(text);
      const texts = gameTexts(text, games);
      let compared = 0;
      games.forEach((game, i) => {
        expect(game.ok).toBe(true);
        // chess.js plays standard chess only: Chess960 games (TCEC's "fischerandom") are compared
        // with chessops instead (tests/js/chess/chess960-chessops.test.mjs).
        if (/960|fischer/i.test(game.headers.Variant ?? '')) {
          compared += 1;
          return;
        }
        const reference = new ChessJs();
        try {
          reference.loadPgn(texts[i]);
        } catch (error) {
          unreadable.push(`${file}:${game.line}`);
          return;
        }
        const history = reference.history({ verbose: true });
        expect(game.moves.map((m) => m.san)).toEqual(history.map((m) => m.san));
        expect(game.moves.map((m) => m.fen)).toEqual(history.map((m) => m.after));
        compared += 1;
      });
      expect(compared).toBeGreaterThan(0);
    },
    180000,
  );
});

afterAll(() => {
  if (files.length === 0) return;
  // Exactly the listed games fail in chess.js (and each of them was read by us: ok above).
  expect(unreadable.sort()).toEqual(Object.keys(UNREADABLE_BY_CHESS_JS).sort());
});

// The constructs of real files chess.js's grammar refuses (reference notes 3.1), each in a
// small game: chess.js throws, we read the game with the same main line it would have.
test.each([
  ['two comments in a row', '1. e4 {a} {b} e5 *'],
  ['a comment followed by a NAG', '1. e4 {a} $1 e5 *'],
  ['a NAG after a variation', '1. e4 (1. d4) $2 e5 *'],
  ['a % escape line', '% private\n1. e4 e5 *'],
  ['digits and _ in tag names', '[Round_2 "x"]\n[Elo2 "y"]\n\n1. e4 e5 *'],
  ['\\" inside a tag value', '[Event "The \\"big\\" one"]\n\n1. e4 e5 *'],
])('%s: chess.js refuses it, we read it', (what, text) => {
  expect(() => new ChessJs().loadPgn(text)).toThrow();
  const { games } = Pgn.parse(text);
  expect(games).toHaveLength(1);
  expect(games[0].ok).toBe(true);
  expect(games[0].moves.map((m) => m.san)).toEqual(['e4', 'e5']);
});
