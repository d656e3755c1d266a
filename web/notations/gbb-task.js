// Parsing GBB into the page's model, the same code on the page and in the worker (parse-worker.js):
// it takes the package's API as an argument because a worker cannot use the page's import map.
// The converter outputs are made here too (`produce`): for a board parsed in the worker, the worker
// makes them, so that megabytes of JSON are not written on the page's thread.
// The model is plain data that crosses to the page without copying:
//   { width, height, headX, headY, cells: Float64Array of x, y, a, n, r, v per cell with stones,
//     sorted by x then y (as Board.toJSON lists them) }

import { compactJson } from '../compact-json.js';

export const STRIDE = 6;

function problemsOf(api, error) {
  if (error instanceof api.GBBParsingErrors.GBBParsingError) {
    const diagnostics = error.diagnostics?.length
      ? error.diagnostics
      : [{ line: error.line, column: error.col, length: 0, message: error.message }];
    return diagnostics.map(({ code, line, column, length, message, severity }) => ({
      code,
      line,
      column,
      length,
      message,
      severity,
    }));
  }
  // Anything else (a limit enforced in JS, say) still deserves a readable message, just without a place.
  return [{ message: error.message }];
}

export function modelOf(board) {
  const { cellData } = board.toJSON();
  const cells = new Float64Array(cellData.length * STRIDE);
  cellData.forEach(({ x, y, a, n, r, v }, index) => cells.set([x, y, a, n, r, v], index * STRIDE));
  return { width: board.width, height: board.height, headX: board.headX, headY: board.headY, cells };
}

export function parse(api, text, { language }) {
  try {
    return { ok: true, model: modelOf(api.GBB.parse(text, { language })) };
  } catch (error) {
    return { ok: false, name: error.name, problems: problemsOf(api, error) };
  }
}

export function transferables(model) {
  return [model.cells.buffer];
}

/** The model as BoardData (what Board.toJSON gives and GBB.stringify accepts). */
export function boardData(model) {
  const cellData = [];
  const { cells } = model;
  for (let i = 0; i < cells.length; i += STRIDE) {
    cellData.push({ x: cells[i], y: cells[i + 1], a: cells[i + 2], n: cells[i + 3], r: cells[i + 4], v: cells[i + 5] });
  }
  return { format: 'GBB/1.0', width: model.width, height: model.height, head: [model.headX, model.headY], cellData };
}

/** The converter output `outputId` ('json' or 'gbb', see gbb.js) of the model with `settings`. */
export function produce(api, model, outputId, settings) {
  if (outputId === 'json') return settings.indent ? compactJson(boardData(model)) : JSON.stringify(boardData(model));
  const { useFullColorNames, declareColorsWithZeroStones, betweenKeywords } = settings;
  return api.GBB.stringify(boardData(model), {
    useFullColorNames,
    declareColorsWithZeroStones,
    separators: { betweenKeywords },
  });
}
