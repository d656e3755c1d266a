// Differential test: Hen.fromSgf on every game of ../shared/corpus/sgf against an independent
// replay with @sabaki/sgf (parsing) and @sabaki/go-board (captures, suicide, ko), at several
// move numbers: board, ko point, last move and side to move must agree.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const sabakiSgf = require('@sabaki/sgf');
const GoBoard = require('@sabaki/go-board');
const { Hen, BLACK, WHITE } = require('boardnotation/hen');

const corpus = join(__dirname, '..', '..', '..', '..', 'shared', 'corpus', 'sgf');
const noKo = { sign: 0, vertex: [-1, -1] };

function size(root) {
  const [w, h] = (root.data.SZ?.[0] ?? '19').split(':').map(Number);
  return [w, h ?? w];
}

// The reference replay: setup (AE, AB, AW), PL, then the move; stop right after move N, or
// before the first move when N is 0 (as hen-js's sgf2hen counts moves).
function reference(root, moveNumber) {
  const [width, height] = size(root);
  let board = GoBoard.fromDimensions(width, height);
  let moves = 0;
  let lastMove = null;
  let turn = null;
  for (let node = root; node; node = node.children[0]) {
    const color = node.data.B ? 1 : node.data.W ? -1 : 0;
    if (color !== 0 && moves === moveNumber) break;
    for (const [id, sign] of [
      ['AE', 0],
      ['AB', 1],
      ['AW', -1],
    ]) {
      for (const value of node.data[id] ?? []) {
        for (const v of sabakiSgf.parseCompressedVertices(value)) {
          if (board.has(v)) {
            board.set(v, sign);
            board._koInfo = noKo; // a setup change ends any ko, as in our engine
          }
        }
      }
    }
    if (node.data.PL) turn = node.data.PL[0].toUpperCase() === 'W' ? 'w' : 'b';
    if (color !== 0) {
      const value = (color === 1 ? node.data.B : node.data.W)[0];
      const v = value === '' ? [-1, -1] : sabakiSgf.parseVertex(value);
      const pass = !board.has(v);
      if (pass) {
        board = board.clone();
        board._koInfo = noKo;
      } else {
        board = board.makeMove(color, v);
      }
      lastMove = pass
        ? { row: null, col: null, color: color === 1 ? BLACK : WHITE, pass: true }
        : { row: v[1], col: v[0], color: color === 1 ? BLACK : WHITE, pass: false };
      turn = color === 1 ? 'w' : 'b';
      moves++;
      if (moves === moveNumber) break;
    }
  }
  const ko = board._koInfo.sign === 0 ? null : { row: board._koInfo.vertex[1], col: board._koInfo.vertex[0] };
  const cells = board.signMap.map((row) => row.map((s) => (s === 1 ? BLACK : s === -1 ? WHITE : 0)));
  return { board: cells, koPoint: ko, lastMove, turn };
}

test('Hen.fromSgf agrees with @sabaki/go-board on the corpus', () => {
  if (!existsSync(corpus)) {
    console.log(`differential test: ${corpus} is absent; nothing to compare`);
    return;
  }
  let compared = 0;
  for (const file of readdirSync(corpus)
    .filter((f) => f.endsWith('.sgf'))
    .sort()) {
    const text = readFileSync(join(corpus, file), 'utf8');
    let root;
    try {
      [root] = sabakiSgf.parse(text);
    } catch {
      continue; // the reference parser cannot read it: nothing to compare with
    }
    const [width, height] = size(root);
    if (!root || (root.data.GM && root.data.GM[0] !== '1') || width > 25 || height > 25) continue;
    for (const n of [0, 1, 2, 10, 50, 100, 150, 250, 100000]) {
      const ours = Hen.fromSgf(text, n);
      const theirs = reference(root, n);
      const got = { board: ours.board, koPoint: ours.koPoint, lastMove: ours.lastMove, turn: ours.turn };
      expect({ file, n, ...got }).toEqual({ file, n, ...theirs });
      compared++;
    }
  }
  // Most of the corpus must take part: a skip-everything bug would otherwise pass.
  expect(compared).toBeGreaterThan(1000);
});
