// Gobstones boards: a GBB text is one game with no moves; its scene is the board as GBB.parse
// gives it (Board.toJSON: only the cells with stones, y = 0 at the bottom), which svg/ draws as is.
// A board already parsed (a Board, or its toJSON() data made in a worker) opens the same way,
// without reading a text: the core checks its data (src/gbb/board_data.cpp), so a wrong one is
// said, never drawn as something else.
import { diagnostic, documentOf, failed } from './diagnostics.js';
import { cachedScenes, nodeMaker } from './tree.js';
import { boardDataHead } from '../gbb/board-data.js';

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
export function openGbbData(api, value, language) {
  const data = value.isBoard === true && typeof value.toJSON === 'function' ? value.toJSON() : value;
  const problems = api.checkBoardData(data, language);
  if (problems.length)
    return {
      document: failed(
        'gbb',
        problems.map((item) => diagnostic(item)),
      ),
    };
  return opened({
    format: 'GBB/1.0',
    width: data.width,
    height: data.height,
    head: boardDataHead(data.head),
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
