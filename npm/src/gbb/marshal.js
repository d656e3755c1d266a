// Reads what GBB.stringify is given into numbers for the core: a Board of ours, any
// gobstones-core Board (anything with isBoard and foldCells), a plain
// { width, height, head, cellData: [{ x, y, a?, n?, r?, v? }] }, or the older
// { width, height, head, board: [x][y] = { a, n, r, v } }. Only the *shape* of the object is
// checked here (keys, types, array lengths); ranges are checked by the core (build_board.cpp).
import { Board } from './board.js';
import { CELL_STRIDE, colorKeys } from './color.js';
import { jsonText } from '../json-text.js';

const hasOwn = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
const isObject = (value) => typeof value === 'object' && value !== null;
// A value as JSON in a message, at any depth (jsonText). What JSON cannot write (a cycle, a
// BigInt) is a TypeError that names `what`: the input is wrong and cannot even be shown.
export function shown(value, what) {
  try {
    return jsonText(value);
  } catch (error) {
    throw new TypeError(`GBB.stringify: ${what} cannot be shown as JSON: ${error.message}`);
  }
}

// A value as a message shows it: strings and objects as JSON ("a", [1]), the rest as JS writes them.
const written = (value, what) =>
  typeof value === 'string' || isObject(value) ? (shown(value, what) ?? String(value)) : String(value);

// { code, args } of a shape problem; thrown by index.js after the size and head are checked.
function shapeProblem(code, args) {
  return { code, args };
}

function headOf(head) {
  const valid = Array.isArray(head) && head.length === 2 && head.every((v) => typeof v === 'number');
  return valid ? { headGiven: true, headX: head[0], headY: head[1] } : { headGiven: false, headX: 0, headY: 0 };
}

function fromOurBoard(board) {
  return {
    width: board.width,
    height: board.height,
    headGiven: true,
    headX: board.headX,
    headY: board.headY,
    cells: Board.cellsOf(board),
  };
}

function fromCoreBoard(board) {
  const cells = board.foldCells((list, cell) => {
    list.push(cell.x, cell.y, ...colorKeys.map((key) => cell.getStonesOf(key)));
    return list;
  }, []);
  return { width: board.width, height: board.height, ...headOf(board.head), cells: Float64Array.from(cells) };
}

// Counts of one cell description; `allowed` are the keys a cell may have.
function readCounts(cell, x, y, allowed, requireColors) {
  for (const key of Object.keys(cell)) {
    if (!allowed.includes(key))
      return {
        problem: shapeProblem('gbb.stringify.extra_key', [
          ['x', x],
          ['y', y],
          ['key', key],
        ]),
      };
  }
  const counts = [];
  for (const key of colorKeys) {
    if (!hasOwn(cell, key) || cell[key] === undefined) {
      if (requireColors)
        return {
          problem: shapeProblem('gbb.stringify.missing_key', [
            ['x', x],
            ['y', y],
            ['key', key],
          ]),
        };
      counts.push(0);
    } else if (typeof cell[key] !== 'number') {
      return {
        problem: shapeProblem('gbb.stringify.invalid_count', [
          ['x', x],
          ['y', y],
          ['color', key],
          ['value', shown(cell[key], `the ${key} count of cell (${x}, ${y})`)],
          ['limit', Number.MAX_SAFE_INTEGER],
        ]),
      };
    } else {
      counts.push(cell[key]);
    }
  }
  return { counts };
}

function fromCellData(cellData) {
  if (!Array.isArray(cellData))
    return {
      problem: shapeProblem('gbb.stringify.invalid_board_data', [['detail', 'gbb.stringify.not_an_array', true]]),
    };
  const cells = new Float64Array(cellData.length * CELL_STRIDE);
  for (let i = 0; i < cellData.length; i++) {
    const cell = cellData[i];
    if (!isObject(cell))
      return {
        problem: shapeProblem('gbb.stringify.invalid_board_data', [
          ['detail', 'gbb.stringify.not_an_object', true],
          ['index', i],
        ]),
      };
    if (typeof cell.x !== 'number' || typeof cell.y !== 'number') {
      return {
        problem: shapeProblem('gbb.stringify.invalid_board_data', [
          ['detail', 'gbb.stringify.bad_location', true],
          ['index', i],
        ]),
      };
    }
    const { counts, problem } = readCounts(cell, cell.x, cell.y, ['x', 'y', ...colorKeys], false);
    if (problem) return { problem };
    cells.set([cell.x, cell.y, ...counts], i * CELL_STRIDE);
  }
  return { cells };
}

function fromLegacyBoard(columns, width, height) {
  if (!Array.isArray(columns))
    return {
      problem: shapeProblem('gbb.stringify.invalid_board_data', [['detail', 'gbb.stringify.not_an_array', true]]),
    };
  if (columns.length !== width)
    return {
      problem: shapeProblem('gbb.stringify.board_width_mismatch', [
        ['count', columns.length],
        ['width', width],
      ]),
    };
  const cells = [];
  for (let x = 0; x < columns.length; x++) {
    const column = columns[x];
    if (!Array.isArray(column) || column.length !== height) {
      return {
        problem: shapeProblem('gbb.stringify.board_height_mismatch', [
          ['index', x],
          ['count', Array.isArray(column) ? column.length : 0],
          ['height', height],
        ]),
      };
    }
    for (let y = 0; y < column.length; y++) {
      if (!isObject(column[y]))
        return {
          problem: shapeProblem('gbb.stringify.missing_key', [
            ['x', x],
            ['y', y],
            ['key', 'a'],
          ]),
        };
      const { counts, problem } = readCounts(column[y], x, y, ['x', 'y', ...colorKeys], true);
      if (problem) return { problem };
      if (counts.some((n) => n !== 0)) cells.push(x, y, ...counts);
    }
  }
  return { cells: Float64Array.from(cells) };
}

// -> { width, height, headGiven, headX, headY, cells: Float64Array, sizeProblem?, problem? }
export function describeBoard(input) {
  if (input instanceof Board) return fromOurBoard(input);
  if (!isObject(input))
    return { width: NaN, height: NaN, headGiven: false, headX: 0, headY: 0, cells: new Float64Array(0) };
  if (input.isBoard && typeof input.foldCells === 'function') return fromCoreBoard(input);
  const size = {
    width: typeof input.width === 'number' ? input.width : NaN,
    height: typeof input.height === 'number' ? input.height : NaN,
  };
  // A size that is not a number is named as written ("a", not the NaN the core would see), first,
  // as the size is the first thing checked.
  const sizeProblem =
    typeof input.width !== 'number'
      ? shapeProblem('gbb.stringify.invalid_width', [['value', written(input.width, 'width')]])
      : typeof input.height !== 'number'
        ? shapeProblem('gbb.stringify.invalid_height', [['value', written(input.height, 'height')]])
        : undefined;
  const head = headOf(input.head);
  // As in the reference, `board` wins when both are present.
  const read =
    input.board !== undefined
      ? fromLegacyBoard(input.board, input.width, input.height)
      : input.cellData !== undefined
        ? fromCellData(input.cellData)
        : { cells: new Float64Array(0) };
  return { ...size, ...head, cells: read.cells ?? new Float64Array(0), sizeProblem, problem: read.problem };
}
