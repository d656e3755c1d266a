// A reader's moves on a Go board (a click on a point, the keys, play()): which point a move
// names, and the node it makes. Whether the move is legal and what it captures is the core's
// (apis.go.goEngine: src/go/try_move.hpp); this file knows no rule of Go.
import { goMoveLabel } from '../document/go.js';
import { columnName, pointName } from '../svg/go-board.js';

const STONE = { B: 1, W: 2 };
const OTHER = { B: 'W', W: 'B' };

/** The colour to play ('B' or 'W') on a Go scene that takes moves, else null. */
export function goToPlay(scene) {
  return scene?.kind === 'go' && STONE[scene.toPlay] ? scene.toPlay : null;
}

/** The board's cell { x, y } (x from the left, y from the bottom: grid.js) as a point { row, col }. */
export const pointOfCell = (scene, cell) => ({ row: scene.height - 1 - cell.y, col: cell.x });

/** The name of the cell's point as the board's coordinates give it ("D4"). */
export const nameOfCell = (scene, cell) => pointName(scene.height, scene.height - 1 - cell.y, cell.x);

function fromName(text, scene) {
  const match = /^([A-Z]{1,2})(\d{1,2})$/.exec(text.toUpperCase());
  if (!match) return undefined;
  let col = -1;
  for (let c = 0; c < scene.width; c++) if (columnName(c) === match[1]) col = c;
  const row = scene.height - Number(match[2]);
  return col < 0 || row < 0 || row >= scene.height ? undefined : { row, col };
}

/**
 * The point a move names on `scene`: { row, col }, null for a pass, undefined when `move` is not
 * a move. Takes the board's own names ("D4", "pass"), SGF points ("dd"; "" a pass), { point }
 * with either of these, { row, col } or { pass: true }. `engine`: the core's (goEngine), which
 * reads SGF points.
 */
export function goMoveSpec(move, scene, engine) {
  if (move && typeof move === 'object') {
    if (move.pass === true) return null;
    if (Number.isInteger(move.row) && Number.isInteger(move.col)) return { row: move.row, col: move.col };
    return typeof move.point === 'string' ? goMoveSpec(move.point, scene, engine) : undefined;
  }
  if (typeof move !== 'string') return undefined;
  const text = move.trim();
  if (text === '' || /^pass$/i.test(text)) return null;
  // Two letters are an SGF point; a letter and a number, the name the board's coordinates give.
  return /^[a-zA-Z]{2}$/.test(text) ? engine.pointOfSgf(text) : fromName(text, scene);
}

/**
 * `colour` (the one to play) plays at `point` ({ row, col }, null: a pass) on `scene`, as the
 * core allows. Returns { refused: 'occupied' | 'suicide' | 'ko' | 'off_board' } when it does not,
 * null when the position takes no moves, else the fields of the node it makes (label as the
 * document labels Go moves, so that the game's own next move is found by it).
 */
export function playGo(engine, scene, point, language) {
  const colour = goToPlay(scene);
  if (!colour) return null;
  const tried = engine.tryMove(scene, colour, point);
  if (!tried) return null;
  if (tried.legality !== 'legal') return { refused: tried.legality };
  const { board, captures, ko, koForbidden } = tried.position;
  const name = point ? pointName(scene.height, point.row, point.col) : 'pass';
  const after = {
    kind: 'go',
    width: scene.width,
    height: scene.height,
    board,
    captures,
    lastMove: point
      ? { ...point, color: STONE[colour], pass: false }
      : { row: null, col: null, color: STONE[colour], pass: true },
    toPlay: OTHER[colour],
    ...(scene.allowSuicide ? { allowSuicide: true } : {}),
    ...(ko ? { ko, koForbidden } : {}),
  };
  return {
    label: goMoveLabel(language, colour, point, scene.height),
    color: colour,
    ...(point ? { point } : {}),
    scene: after,
    // What playedMoves gives back for it, as play() takes it.
    move: { point: name, sgf: engine.sgfPoint(point) },
  };
}

/**
 * The fields of the node `move` (see goMoveSpec) makes after `node` on its `scene`, numbered after
 * it; { refused } when the core does not allow it; null when it is not a move.
 */
export function goMoveAfter(engine, node, scene, move, language) {
  const point = goToPlay(scene) ? goMoveSpec(move, scene, engine) : undefined;
  if (point === undefined) return null;
  const played = playGo(engine, scene, point, language);
  return played && !played.refused ? { ...played, moveNumber: (node.moveNumber ?? node.ply) + 1 } : played;
}

/** "Black to play" under a problem's start position (setup stones, PL), else ''. */
export function problemTurn(scene, words) {
  return scene?.kind === 'go' && scene.problem && goToPlay(scene) ? words.goToPlay(scene.toPlay) : '';
}
