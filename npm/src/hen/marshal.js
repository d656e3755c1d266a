// Hen fields <-> what bindings/hen.cpp exchanges. Going in, every field is checked here, so a
// mistake in a hand-edited position is a TypeError that names the field, not a wasm trap.
import { markNames, stoneLetters } from './stones.js';

const maxSize = 25;

// Core result (numbers) -> the fields of hen-js, plus width and height.
export function fieldsOf(core) {
  const { width, height } = core;
  const board = [];
  for (let row = 0; row < height; row++) board.push(Array.from(core.board.subarray(row * width, (row + 1) * width)));
  const lastMove =
    core.lastMove &&
    (core.lastMove.pass
      ? { row: null, col: null, color: core.lastMove.color, pass: true }
      : { row: core.lastMove.row, col: core.lastMove.col, color: core.lastMove.color, pass: false });
  return {
    size: width,
    width,
    height,
    board,
    koPoint: core.ko,
    lastMove,
    turn: core.turn === null ? null : stoneLetters[core.turn],
    labels: core.labels.map(({ row, col, text }) => ({ row, col, letter: text })),
    marks: core.marks.map(({ row, col, mark }) => ({ row, col, mark: markNames[mark] })),
    numberedStones: core.numberedStones,
    playerOrder: core.playerOrder.length === 0 ? null : core.playerOrder.map((s) => stoneLetters[s]),
  };
}

function fail(field, expected) {
  throw new TypeError(`Hen: ${field} must be ${expected}`);
}

function integer(value, field, min, max) {
  if (!Number.isInteger(value) || value < min || value > max) fail(field, `an integer from ${min} to ${max}`);
  return value;
}

// A stone given as its number (BLACK) or its letter ('b').
function stone(value, field, allowEmpty = false) {
  const number = typeof value === 'string' ? stoneLetters.indexOf(value) : value;
  if (!Number.isInteger(number) || number < (allowEmpty ? 0 : 1) || number >= stoneLetters.length) {
    fail(field, `a stone (${allowEmpty ? '0-7' : '1-7'} or one of ${stoneLetters.slice(1).join(' ')})`);
  }
  return number;
}

function list(value, field) {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) fail(field, 'an array');
  return value;
}

// Hen fields -> { position (for the binding), board (Uint8Array, row-major) }.
export function coreOf(hen) {
  const width = integer(hen.width ?? hen.size, 'width', 1, maxSize);
  const height = integer(hen.height ?? hen.size, 'height', 1, maxSize);
  const point = (p, field) => {
    if (p === null || typeof p !== 'object') fail(field, 'an object { row, col }');
    return { row: integer(p.row, `${field}.row`, 0, height - 1), col: integer(p.col, `${field}.col`, 0, width - 1) };
  };
  if (!Array.isArray(hen.board) || hen.board.length !== height) fail('board', `an array of ${height} rows`);
  const board = new Uint8Array(width * height);
  hen.board.forEach((row, r) => {
    if (!Array.isArray(row) || row.length !== width) fail(`board[${r}]`, `an array of ${width} stones`);
    row.forEach((s, c) => {
      board[r * width + c] = stone(s, `board[${r}][${c}]`, true);
    });
  });
  let lastMove = null;
  if (hen.lastMove) {
    const color = stone(hen.lastMove.color, 'lastMove.color');
    lastMove = hen.lastMove.pass ? { color, pass: true } : { ...point(hen.lastMove, 'lastMove'), color, pass: false };
  }
  const position = {
    width,
    height,
    ko: hen.koPoint ? point(hen.koPoint, 'koPoint') : null,
    lastMove,
    turn: hen.turn === null || hen.turn === undefined ? null : stone(hen.turn, 'turn'),
    labels: list(hen.labels, 'labels').map((l, i) => {
      if (typeof l?.letter !== 'string' || l.letter === '') fail(`labels[${i}].letter`, 'a non-empty string');
      return { ...point(l, `labels[${i}]`), text: l.letter };
    }),
    marks: list(hen.marks, 'marks').map((m, i) => {
      const mark = markNames.indexOf(m?.mark);
      if (mark < 0) fail(`marks[${i}].mark`, `one of ${markNames.join(' ')}`);
      return { ...point(m, `marks[${i}]`), mark };
    }),
    numberedStones: list(hen.numberedStones, 'numberedStones').map((n, i) => ({
      ...point(n, `numberedStones[${i}]`),
      number: integer(n.number, `numberedStones[${i}].number`, 1, Number.MAX_SAFE_INTEGER),
    })),
    playerOrder: list(hen.playerOrder, 'playerOrder').map((s, i) => stone(s, `playerOrder[${i}]`)),
  };
  return { position, board };
}
