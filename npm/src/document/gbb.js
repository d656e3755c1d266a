// Gobstones boards: a GBB text is one game with no moves; its scene is the board as GBB.parse
// gives it (Board.toJSON: only the cells with stones, y = 0 at the bottom), which svg/ draws as is.
import { diagnostic, documentOf, failed } from './diagnostics.js';
import { cachedScenes, nodeMaker } from './tree.js';

export function openGbb(api, text, language) {
  let board;
  try {
    board = api.GBB.parse(text, { language });
  } catch (error) {
    const list = error.diagnostics?.length ? error.diagnostics
      : [{ severity: 'error', code: error.code ?? 'gbb.error', message: error.message, line: error.line, column: error.col }];
    return { document: failed('gbb', list.map((item) => diagnostic(item))) };
  }
  const data = board.toJSON();
  const size = `${data.width} × ${data.height}`;
  const game = {
    title: `GBB ${size}`,
    info: { Size: size, Head: `${data.head[0]}, ${data.head[1]}` },
    root: nodeMaker()(null),
    diagnostics: [],
  };
  return { document: documentOf('gbb', [game]), scenes: [cachedScenes(() => ({ kind: 'gbb', ...data }))] };
}
