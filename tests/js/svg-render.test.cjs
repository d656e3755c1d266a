// renderSvg draws the same boards as the engines at any ply: the pieces and stones named in the
// SVG (each has an accessible name "e4: white knight", "D4: black stone") are compared with
// new Chess(fen).board() at that ply of real PGN games, and with Hen.fromSgf(text, ply).board for
// real SGF games; a hand-made SGF checks a variation with captures. Seeded: every run draws the
// same plies (tests/js/support/seeded-random.cjs).
const { readFileSync, readdirSync } = require('node:fs');
const { join } = require('node:path');
const { renderSvg, openDocument } = require('boardnotation/svg');
const { Chess, Pgn } = require('boardnotation/chess').Pgn
  ? require('boardnotation/chess')
  : { ...require('boardnotation/chess'), ...require('boardnotation/pgn') };
const { Hen } = require('boardnotation/hen');
const { seededInt } = require('./support/seeded-random.cjs');

const root = join(__dirname, '..', '..');
const corpus = join(root, '..', 'shared', 'corpus');
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const EN_PIECES = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };

const labels = (svg) => [...svg.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1]);

/** "e4:wn" for each piece the SVG names. */
function piecesOfSvg(svg) {
  return labels(svg)
    .map((label) => /^([a-h][1-8]): (white|black) (pawn|knight|bishop|rook|queen|king)\b/.exec(label))
    .filter(Boolean)
    .map(([, square, colour, piece]) => `${square}:${colour[0]}${EN_PIECES[piece]}`)
    .sort();
}

function piecesOfChess(fen) {
  return new Chess(fen)
    .board()
    .flat()
    .filter(Boolean)
    .map((piece) => `${piece.square}:${piece.color}${piece.type}`)
    .sort();
}

/** "D4:1" for each stone the SVG names (1 black, 2 white). */
function stonesOfSvg(svg) {
  return labels(svg)
    .map((label) => /^([A-HJ-Z]\d{1,2}): (black|white) stone\b/.exec(label))
    .filter(Boolean)
    .map(([, point, colour]) => `${point}:${colour === 'black' ? 1 : 2}`)
    .sort();
}

function stonesOfHen(hen) {
  const stones = [];
  hen.board.forEach((row, r) =>
    row.forEach((stone, c) => {
      if (stone) stones.push(`${COLUMNS[c]}${hen.height - r}:${stone}`);
    }),
  );
  return stones.sort();
}

const pgnFiles = [
  'Fischer.pgn',
  'Morphy.pgn',
  'fics_standard_2000_2199.pgn',
  'lichess_study_beautiful-chess-studies-1_by_thijscom_2018.03.05.pgn',
].map((name) => join(corpus, 'pgn', name));

describe.each(pgnFiles.map((file) => [file.split('/').pop(), file]))('PGN %s', (_, file) => {
  const text = readFileSync(file, 'utf8');
  const { games } = Pgn.parse(text);
  const pick = seededInt(21);
  const cases = Array.from({ length: 12 }, () => {
    const game = pick(games.length);
    return [game, pick(games[game].moves.length + 1)];
  });
  test.each(cases)('game %i at ply %i: the pieces of the engine', (game, ply) => {
    const fen = ply === 0 ? games[game].startFen : games[game].moves[ply - 1].fen;
    const svg = renderSvg(text, { notation: 'pgn', game, ply });
    expect(piecesOfSvg(svg)).toEqual(piecesOfChess(fen));
  });
});

test('PGN variations: the line of [1] at the first fork is the variation, drawn as the engine plays it', () => {
  const text = '1. e4 e5 (1... c5 2. Nf3 d6) 2. Nf3 *';
  const game = Pgn.parse(text).games[0];
  const variation = game.moves[1].variations[0];
  expect(piecesOfSvg(renderSvg(text, { variation: [1], ply: 3 }))).toEqual(piecesOfChess(variation[1].fen));
  expect(piecesOfSvg(renderSvg(text, { variation: [1] }))).toEqual(piecesOfChess(variation[2].fen));
  expect(piecesOfSvg(renderSvg(text))).toEqual(piecesOfChess(game.moves[2].fen));
});

const sgfFiles = readdirSync(join(corpus, 'sgf'))
  .filter((name) => name.endsWith('.sgf'))
  .sort();
const pickSgf = seededInt(2104);
const sgfCases = Array.from({ length: 16 }, () => sgfFiles[pickSgf(sgfFiles.length)]);

test.each(sgfCases)('SGF %s at seeded plies: the stones of Hen.fromSgf', (name) => {
  const text = readFileSync(join(corpus, 'sgf', name), 'utf8');
  const document = openDocument(text, { notation: 'sgf' });
  let moves = 0;
  for (let node = document.games[0].root; node.children.length; node = node.children[0]) moves = node.children[0].ply;
  const pick = seededInt(moves);
  for (const ply of [0, moves, pick(moves + 1), pick(moves + 1)]) {
    const svg = renderSvg(text, { notation: 'sgf', ply });
    expect(stonesOfSvg(svg)).toEqual(stonesOfHen(Hen.fromSgf(text, ply)));
  }
});

// A 5x5 game whose variation captures: in the main line white plays elsewhere; in the
// variation (second child of the node after B[bb]) white captures the black stone at A5... and
// the position is the one the engine gives for the same moves written as a main line.
const VARIATION_SGF =
  '(;GM[1]FF[4]SZ[5]PB[Ann]PW[Bob]KM[0.5]RE[W+1.5];B[aa];W[ba](;B[cc];W[dd])(;B[bb];W[ab]C[captures A5];B[ee]))';
const AS_MAIN_LINE = '(;GM[1]FF[4]SZ[5];B[aa];W[ba];B[bb];W[ab];B[ee])';

test("PGN arrows and rings: a comment's [%cal]/[%csl] are drawn on its position only, the start's before the first move", () => {
  const pgn =
    '[Event "x"]\n\n{Plan [%csl Gd4]} 1. e4 {[%cal Ge2e4,Rd7d5] [%clk 0:03:00]} e5 {no shapes} 2. Nf3 (2. d4 {[%csl Yd4][%cal Bd4e5]}) *';
  const shapesAt = (options) =>
    [...renderSvg(pgn, options).matchAll(/data-shape="([a-h1-8]+)"/g)].map((match) => match[1]);
  expect(shapesAt({ ply: 0 })).toEqual(['d4']);
  expect(shapesAt({ ply: 1 })).toEqual(['e2e4', 'd7d5']);
  expect(shapesAt({ ply: 2 })).toEqual([]);
  expect(shapesAt({ ply: 3 })).toEqual([]);
  expect(shapesAt({ ply: 3, variation: [1] })).toEqual(['d4', 'd4e5']);
  expect(shapesAt({ ply: 1, shapes: false })).toEqual([]);
  expect(() => renderSvg(pgn, { shapes: 'off' })).toThrow(/shapes/);
});

test('SGF variations: a hand-made game with a capture in a variation', () => {
  for (const ply of [0, 1, 2, 3, 4, 5]) {
    const svg = renderSvg(VARIATION_SGF, { variation: [1], ply });
    expect(stonesOfSvg(svg)).toEqual(stonesOfHen(Hen.fromSgf(AS_MAIN_LINE, ply)));
  }
  expect(stonesOfSvg(renderSvg(VARIATION_SGF, { variation: [1], ply: 4 }))).not.toContain('A5:1');
  // The main line is another board.
  expect(stonesOfSvg(renderSvg(VARIATION_SGF, { ply: 4 }))).toEqual(['A5:1', 'B5:2', 'C3:1', 'D2:2']);
  // The document counts the capture and knows the game information.
  const document = openDocument(VARIATION_SGF);
  const game = document.games[0];
  expect(game.info).toMatchObject({ Black: 'Ann', White: 'Bob', Komi: '0.5', Result: 'W+1.5' });
  expect(game.title).toBe('Ann – Bob (W+1.5)');
  const capture = game.root.children[0].children[0].children[1].children[0];
  expect(capture).toMatchObject({ label: 'W A4', ply: 4, color: 'W', comment: 'captures A5' });
  expect(document.sceneAt(game, capture).captures).toEqual({ black: 0, white: 1 });
  // Reached first (no parent scene yet) or stepped to, the same scene.
  const fresh = openDocument(VARIATION_SGF);
  const again = fresh.games[0].root.children[0].children[0].children[1].children[0].children[0];
  expect(fresh.sceneAt(0, again).captures).toEqual({ black: 0, white: 1 });
  expect(fresh.sceneAt(0, again).board).toEqual(Hen.fromSgf(AS_MAIN_LINE, 5).board);
});

test('GBB, HEN, FEN, ssb and BDL draw their boards', () => {
  expect(labels(renderSvg('GBB/1.0 size 3 2 cell 1 0 Azul 2 head 2 1'))).toEqual(
    expect.arrayContaining([expect.stringMatching(/^cell 1, 0: 2 blue/)]),
  );
  expect(stonesOfSvg(renderSvg('.9x9_5Eb_4Dw'))).toEqual(['D4:2', 'E5:1']);
  expect(piecesOfSvg(renderSvg('8/8/8/4k3/8/8/8/4K3 w - - 0 1'))).toEqual(['e1:wk', 'e5:bk']);
  const ssb = readFileSync(join(root, 'web', 'examples', 'ssb-game.json'), 'utf8');
  expect(piecesOfSvg(renderSvg(ssb, { ply: 0 }))).toEqual(
    piecesOfChess('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'),
  );
  const bdl = readFileSync(join(root, 'web', 'examples', 'pawngame.bdl'), 'utf8');
  expect(labels(renderSvg(bdl)).filter((label) => /pawn, player/.test(label)).length).toBeGreaterThan(0);
});

describe('bad input and bad options: an Error with the diagnostics, line and column, in English and Spanish', () => {
  test.each([
    ['pgn', '[Event "x"]\n\n1. e4 Ke7 Qxx9 *', /line 3/, /línea 3/],
    ['sgf', '(;SZ[9]\n;B[ee]!)', /line 2/, /línea 2/],
    ['fen', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x', /column 56/, /columna 56/],
    ['hen', '.9x9_20Eb', /line 1, column/, /línea 1, columna/],
    ['gbb', 'GBB/1.0\nsize 3 3\ncell 5 1 a 1', /line 3/, /línea 3/],
  ])('%s', (notation, text, en, es) => {
    for (const [language, pattern] of [
      ['en', en],
      ['es', es],
    ]) {
      let error;
      try {
        renderSvg(text, { notation, language });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(Error);
      expect(error.message).toMatch(pattern);
      expect(error.line).toBeGreaterThan(0);
      expect(error.column).toBeGreaterThan(0);
      expect(error.diagnostics.some((item) => item.severity === 'error')).toBe(true);
    }
  });

  test('"hello this is not chess" is no game, in either language', () => {
    expect(() => renderSvg('hello this is not chess')).toThrow(/not in a notation/);
    expect(() => renderSvg('hello this is not chess', { notation: 'pgn' })).toThrow(/line 1, column 1/);
    expect(() => renderSvg('hello this is not chess', { notation: 'pgn', language: 'es' })).toThrow(/no es una jugada/);
  });

  test.each([
    [{ game: 3 }, /no game 3/, /No existe la partida 3/],
    [{ ply: 9 }, /no ply 9/, /No existe la media jugada 9/],
    [{ variation: [2] }, /no variation 2/, /No existe la variante 2/],
    [{ node: 99 }, /no node 99/, /No existe el nodo 99/],
    [{ ply: -1 }, /Bad option ply/, /Opción ply incorrecta/],
    [{ orientation: 'up' }, /Bad option orientation/, /Opción orientation incorrecta/],
    [{ notation: 'xiangqi' }, /Unknown notation "xiangqi"/, /Notación desconocida "xiangqi"/],
  ])('%j', (options, en, es) => {
    const text = '1. e4 e5 (1... c5) 2. Nf3 *';
    expect(() => renderSvg(text, options)).toThrow(en);
    expect(() => renderSvg(text, { ...options, language: 'es' })).toThrow(es);
  });
});

test('counts in messages read as words (no "(s)"), and a variation with more indexes than forks is refused', () => {
  const { renderSvg } = require('boardnotation/svg');
  const message = (text, options) => {
    try {
      renderSvg(text, options);
    } catch (error) {
      return error.message;
    }
    return null;
  };
  expect(message('1. e4 e5', { game: 3 })).toBe('There is no game 3: the text holds 1 game, numbered from 0.');
  expect(message('1. e4 e5', { ply: 9 })).toBe('There is no ply 9 in this line: it has 2 plies after the start (0).');
  expect(message('1. e4 e5', { ply: 9, language: 'es' })).toBe(
    'No existe la media jugada 9 en esta línea: tiene 2 medias jugadas tras el inicio (0).',
  );
  expect(message('1. e4 Kxe8', {})).toMatch(/^Cannot draw the board: an error\. /);
  expect(message('(;SZ[9];B[ee])', { variation: [1] })).toBe(
    'The variation gives 1 index, but its line meets 0 forks.',
  );
  expect(message('(;SZ[9];B[ee](;W[dd])(;W[cc]))', { variation: [1] })).toBeNull();
});
