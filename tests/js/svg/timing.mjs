// Run by speed.test.mjs in a plain Node process: how long the drawings take as users run them
// (Jest's module sandbox slows this code several times over, which would measure Jest).
// Prints { chess, go19, go19Full } in processor milliseconds per drawing.
import { boardOfFen, cpuMillisecondsPerCall, loadSvg } from './svg-load.mjs';

const svg = await loadSvg();
const chess = {
  kind: 'chess',
  board: boardOfFen('r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4'),
  turn: 'w',
  lastMove: { from: 'd1', to: 'h5' },
  highlights: { selected: 'h5', targets: ['f7', 'h6'] },
};
// A middle-game 19 × 19 (a stone on a third of the points, marks, a label, the last move) and a
// board with a stone on every point.
const go19 = {
  kind: 'go',
  width: 19,
  height: 19,
  board: Array.from({ length: 19 }, (_, row) =>
    Array.from({ length: 19 }, (_, col) => ((row * 7 + col * 3) % 3 === 0 ? 1 + ((row + col) % 2) : 0)),
  ),
  lastMove: { row: 3, col: 3, color: 1, pass: false },
  koPoint: { row: 4, col: 4 },
  marks: [
    { row: 5, col: 5, mark: 'TR' },
    { row: 6, col: 6, mark: 'CR' },
  ],
  labels: [{ row: 9, col: 9, letter: 'A' }],
  numberedStones: [{ row: 0, col: 0, number: 1 }],
};
const go19Full = {
  kind: 'go',
  width: 19,
  height: 19,
  board: Array.from({ length: 19 }, (_, row) => Array.from({ length: 19 }, (_, col) => 1 + ((row + col) % 7))),
};

console.log(
  JSON.stringify({
    chess: cpuMillisecondsPerCall(() => svg.drawChessBoard(chess)),
    go19: cpuMillisecondsPerCall(() => svg.drawGoBoard(go19)),
    go19Full: cpuMillisecondsPerCall(() => svg.drawGoBoard(go19Full)),
  }),
);
