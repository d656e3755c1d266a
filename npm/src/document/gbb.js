// Gobstones boards: a GBB text is one game with no moves; its scene is the board as GBB.parse
// gives it (Board.toJSON: only the cells with stones, y = 0 at the bottom), which svg/ draws as is.
// A board already parsed (a Board, or its toJSON() data made in a worker) opens the same way,
// without the gbb family: its data is checked here, so a wrong one is said, never drawn as
// something else.
import { diagnostic, documentOf, failed } from './diagnostics.js';
import { cachedScenes, nodeMaker } from './tree.js';
import { say } from './words.js';

// The gbb family's own limit on a board's cells (src/gbb/model.hpp, max_cells).
const MAX_CELLS = 2 ** 24;

export function openGbb(api, text, language) {
  let board;
  try {
    board = api.GBB.parse(text, { language });
  } catch (error) {
    const list = error.diagnostics?.length
      ? error.diagnostics
      : [
          {
            severity: 'error',
            code: error.code ?? 'gbb.error',
            message: error.message,
            line: error.line,
            column: error.col,
          },
        ];
    return {
      document: failed(
        'gbb',
        list.map((item) => diagnostic(item)),
      ),
    };
  }
  return opened(board.toJSON());
}

/** True for what openGbbData reads: a gbb Board, or plain data with a cellData array. */
export function isGbbData(value) {
  return (
    value !== null &&
    typeof value === 'object' &&
    !ArrayBuffer.isView(value) &&
    !(value instanceof ArrayBuffer) &&
    (value.isBoard === true || Array.isArray(value.cellData))
  );
}

/** A board already parsed: a Board, or BoardData ({ width, height, head, cellData }). */
export function openGbbData(value, language) {
  const data = value.isBoard === true && typeof value.toJSON === 'function' ? value.toJSON() : value;
  const problems = dataProblems(data, language);
  if (problems.length) return { document: failed('gbb', problems) };
  return opened({
    format: 'GBB/1.0',
    width: data.width,
    height: data.height,
    head: headOf(data.head),
    cellData: data.cellData,
  });
}

function opened(data) {
  const size = `${data.width} × ${data.height}`;
  const game = {
    title: `GBB ${size}`,
    info: { Size: size, Head: `${data.head[0]}, ${data.head[1]}` },
    root: nodeMaker()(null),
    diagnostics: [],
  };
  return { document: documentOf('gbb', [game]), scenes: [cachedScenes(() => ({ kind: 'gbb', ...data }))] };
}

const headOf = (head) => (Array.isArray(head) ? [head[0], head[1]] : [head?.x, head?.y]);
const isCount = (value) => value === undefined || (Number.isSafeInteger(value) && value >= 0);

// What is wrong with board data, as diagnostics (at most a few about cells: one is enough to fix).
function dataProblems(data, language) {
  const problem = (code, args) => diagnostic({ severity: 'error', code, message: say(language, code, args) });
  const { width, height, cellData } = data;
  const side = (value) => Number.isSafeInteger(value) && value >= 1;
  if (!side(width) || !side(height) || width * height > MAX_CELLS) {
    return [
      problem('gbb.data_size', {
        width: JSON.stringify(width) ?? 'undefined',
        height: JSON.stringify(height) ?? 'undefined',
        limit: MAX_CELLS,
      }),
    ];
  }
  const problems = [];
  const [x, y] = headOf(data.head);
  const inside = (cx, cy) =>
    Number.isInteger(cx) && Number.isInteger(cy) && cx >= 0 && cy >= 0 && cx < width && cy < height;
  if (!inside(x, y))
    problems.push(problem('gbb.data_head', { head: JSON.stringify(data.head) ?? 'undefined', width, height }));
  for (let index = 0; index < cellData.length && problems.length < 5; index++) {
    const cell = cellData[index];
    if (cell === null || typeof cell !== 'object' || !inside(cell.x, cell.y)) {
      problems.push(
        problem('gbb.data_cell_place', { index, cell: JSON.stringify(cell) ?? 'undefined', width, height }),
      );
    } else if (!isCount(cell.a) || !isCount(cell.n) || !isCount(cell.r) || !isCount(cell.v)) {
      problems.push(problem('gbb.data_cell_count', { index, cell: JSON.stringify(cell) }));
    }
  }
  return problems;
}
