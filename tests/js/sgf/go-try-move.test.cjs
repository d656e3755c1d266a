// The viewer's Go moves go through one internal function of the go module (goTryMove:
// npm/src/sgf/try-move.js over src/go/try_move.hpp): a position as a document's scene has it
// and a move in, the legality and the position after it out. And the scenes of Go documents say
// who plays, who may not retake at the ko point, and whether the position is a problem's start.
const path = require('node:path');
const { openDocument } = require('boardnotation/svg');

const dist = path.join(path.dirname(require.resolve('boardnotation/package.json')), 'dist');
const { goEngine } = require(path.join(dist, 'core-go.node.cjs')).load();
const { tryMove: goTryMove, sgfPoint, pointOfSgf } = goEngine;

// A position from a picture: rows top first, 'X' black, 'O' white, '.' empty.
const positionOf = (rows, extra = {}) => ({
  width: rows[0].length,
  height: rows.length,
  board: rows.map((row) => [...row].map((c) => (c === 'X' ? 1 : c === 'O' ? 2 : 0))),
  ko: null,
  captures: { black: 0, white: 0 },
  ...extra,
});
const picture = (board) => board.map((row) => row.map((v) => '.XO'[v]).join(''));

test('a legal move: the board after it, the stones it took counted as prisoners, the new ko point', () => {
  const ko = positionOf(['.XO..', 'X.XO.', '.XO..', '.....', '.....'], { captures: { black: 2, white: 3 } });
  const played = goTryMove(ko, 'W', { row: 1, col: 1 });
  expect(played.legality).toBe('legal');
  expect(played.captured).toBe(1);
  expect(picture(played.position.board)).toEqual(['.XO..', 'XO.O.', '.XO..', '.....', '.....']);
  expect(played.position.captures).toEqual({ black: 2, white: 4 });
  expect(played.position.ko).toEqual({ row: 1, col: 2 });
  expect(played.position.koForbidden).toBe('B');
  expect(picture(ko.board)[1]).toBe('X.XO.'); // the position given is not changed

  // Black may not retake at once; after a move each elsewhere it may; a pass ends the ko.
  const after = { ...ko, ...played.position };
  expect(goTryMove(after, 'B', { row: 1, col: 2 })).toEqual({ legality: 'ko', captured: 0 });
  const threat = goTryMove(after, 'B', { row: 4, col: 4 }).position;
  const answer = goTryMove({ ...ko, ...threat }, 'W', { row: 3, col: 4 }).position;
  expect(goTryMove({ ...ko, ...answer }, 'B', { row: 1, col: 2 })).toMatchObject({ legality: 'legal', captured: 1 });
  const pass = goTryMove(after, 'B', null);
  expect(pass.legality).toBe('legal');
  expect(pass.position.ko).toBeNull();
  expect(pass.position.board).toEqual(after.board);
});

test('refused: an occupied point, a suicide, a point off the board; a position the engine cannot take is null', () => {
  const corner = positionOf(['.X.', 'X..', '...']);
  expect(goTryMove(corner, 'W', { row: 0, col: 1 })).toEqual({ legality: 'occupied', captured: 0 });
  expect(goTryMove(corner, 'W', { row: 0, col: 0 })).toEqual({ legality: 'suicide', captured: 0 });
  // Under rules that allow it (a scene's allowSuicide: the record's RU), the stone is played and lost.
  const suicide = goTryMove({ ...corner, allowSuicide: true }, 'W', { row: 0, col: 0 });
  expect(suicide.legality).toBe('legal');
  expect(picture(suicide.position.board)).toEqual(picture(corner.board));
  expect(suicide.position.captures).toEqual({ black: 1, white: 0 });
  expect(goTryMove(corner, 'B', { row: 3, col: 0 })).toEqual({ legality: 'off_board', captured: 0 });
  const red = positionOf(['...']);
  red.board[0][2] = 3; // a HEN red stone: not Go the engine plays
  expect(goTryMove(red, 'B', { row: 0, col: 0 })).toBeNull();
  expect(goTryMove(positionOf(['.'.repeat(26)]), 'B', { row: 0, col: 0 })).toBeNull();
  // A scene from elsewhere claiming a huge board: refused at once, nothing allocated for it.
  expect(goTryMove({ ...corner, width: 1e9, height: 1e9 }, 'B', { row: 0, col: 0 })).toBeNull();
  expect(goTryMove({ ...corner, board: null }, 'B', { row: 0, col: 0 }).legality).toBe('legal');
  expect(goTryMove(corner, 'R', { row: 0, col: 0 })).toBeNull();
});

test("Go scenes: who plays (PL, else the other side of the last move, else Black; HEN's turn), the ko's side, a problem's start", () => {
  const sceneOf = (text, notation, at = (root) => root) => {
    const document = openDocument(text, { notation });
    const [game] = document.games;
    return document.sceneAt(game, at(game.root));
  };
  const sgf = '(;SZ[4:3]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[dc])';
  expect(sceneOf(sgf, 'sgf')).toMatchObject({ toPlay: 'B', problem: true });
  const capture = sceneOf(sgf, 'sgf', (root) => root.children[0]);
  expect(capture).toMatchObject({ toPlay: 'W', ko: { row: 1, col: 1 }, koForbidden: 'W' });
  expect(capture.problem).toBeUndefined();
  expect(sceneOf(sgf, 'sgf', (root) => root.children[0].children[0]).toPlay).toBe('B');
  expect(sceneOf('(;SZ[9]PL[W])', 'sgf')).toMatchObject({ toPlay: 'W', problem: true });
  expect(sceneOf('(;SZ[9];B[ee])', 'sgf').problem).toBeUndefined();
  expect(sceneOf('(;SZ[9]RU[NZ];B[ee])', 'sgf', (root) => root.children[0]).allowSuicide).toBe(true);
  expect(sceneOf('(;SZ[9]RU[Japanese];B[ee])', 'sgf', (root) => root.children[0]).allowSuicide).toBeUndefined();
  expect(sceneOf('.9x9.w', 'hen').toPlay).toBe('W');
  expect(sceneOf('.9x9', 'hen').toPlay).toBe('B');
});

test('SGF points as the core writes and reads them: a-z then A-Z, column first', () => {
  expect(sgfPoint({ row: 3, col: 15 })).toBe('pd');
  expect(sgfPoint({ row: 51, col: 26 })).toBe('AZ');
  expect(sgfPoint(null)).toBe(''); // a pass
  expect(sgfPoint({ row: 52, col: 0 })).toBe(''); // past SGF's 52 letters
  expect(sgfPoint({ row: -1, col: 0 })).toBe('');
  expect(pointOfSgf('pd')).toEqual({ row: 3, col: 15 });
  expect(pointOfSgf('AZ')).toEqual({ row: 51, col: 26 });
  for (const text of ['', 'p', 'pdq', 'p1', 'é', 42]) expect(pointOfSgf(text)).toBeUndefined();
  for (let row = 0; row < 52; row += 5)
    for (let col = 0; col < 52; col += 3) expect(pointOfSgf(sgfPoint({ row, col }))).toEqual({ row, col });
});
