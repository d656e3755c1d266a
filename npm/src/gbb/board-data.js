// Board data (a Board's toJSON(), { width, height, head, cellData }, made elsewhere: in a worker,
// say) as the numbers the core checks (src/gbb/board_data.hpp), and the caller's own writing of
// the values its messages name. Marshalling only: the rules are the core's.
import { CELL_STRIDE } from './color.js';

const isObject = (value) => typeof value === 'object' && value !== null;
// NaN where a value is not a number (a cell that is not an object too), 0 for a count a cell
// leaves out (no stones of that colour).
const numberOr = (value) => (typeof value === 'number' ? value : NaN);
const countOf = (value) => (value === undefined ? 0 : numberOr(value));

/** The head of board data, given as [x, y] or { x, y }, as [x, y]. */
export function boardDataHead(head) {
  return Array.isArray(head) ? [head[0], head[1]] : [head?.x, head?.y];
}

/** -> { width, height, headX, headY, cellCount }: the numbers of the board, not of its cells. */
export function boardDataNumbers(data) {
  const [headX, headY] = boardDataHead(data.head);
  return {
    width: numberOr(data.width),
    height: numberOr(data.height),
    headX: numberOr(headX),
    headY: numberOr(headY),
    cellCount: data.cellData.length,
  };
}

/** Writes x, y, a, n, r, v of each of `cellData` into `heap` (a Float64Array) from `start`. */
export function writeBoardDataCells(cellData, heap, start) {
  // A number at a time, the colours by name (in the order of colorKeys): no array per cell, and
  // no computed key, which made it several times slower.
  for (let i = 0, at = start; i < cellData.length; i++, at += CELL_STRIDE) {
    const cell = cellData[i];
    if (!isObject(cell)) {
      heap.fill(0, at, at + CELL_STRIDE);
      heap[at] = NaN;
      heap[at + 1] = NaN;
      continue;
    }
    heap[at] = numberOr(cell.x);
    heap[at + 1] = numberOr(cell.y);
    heap[at + 2] = countOf(cell.a);
    heap[at + 3] = countOf(cell.n);
    heap[at + 4] = countOf(cell.r);
    heap[at + 5] = countOf(cell.v);
  }
}

// The caller's writing of the values the core's messages name (DataPart: width, height, head, a
// cell), as JSON ('undefined' for a value JSON leaves out). A value JSON cannot write (a BigInt)
// is kept and thrown after the call (`failure`): nothing may throw through the core.
export function boardDataShown(data) {
  const parts = [() => data.width, () => data.height, () => data.head, (index) => data.cellData[index]];
  const shown = {
    failure: undefined,
    show(part, index) {
      try {
        return JSON.stringify(parts[part](index)) ?? 'undefined';
      } catch (error) {
        shown.failure ??= error;
        return '';
      }
    },
  };
  return shown;
}
