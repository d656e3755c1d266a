// The HEN of a tree's main line as the replay gives it (sgfReplayTrees(input, { hens }), for
// sgf convert: npm/src/sgf/replay.js over src/hen/from_tree_replay.hpp): the same text as a Hen
// built from the replay's own board and facts, and as Hen.sgf2hen at the same move.
const path = require('node:path');

const dist = path.join(path.dirname(require.resolve('boardnotation/package.json')), 'dist');
const { Hen, sgfReplayTrees } = require(path.join(dist, 'core-go.node.cjs')).load();

// A capture and a ko (black at C4 takes B4), white's pass, a node without a move, black fills
// the ko, a variation; then a tree the engine cannot replay (a 30 x 30 board).
const KO = '(;GM[1]SZ[5];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];B[ee];W[bb];B[cb];W[];C[quiet];B[bb](;W[ed])(;W[ae]))';
const TEXT = `${KO}(;GM[1]SZ[30];B[aa])`;

// The HEN of each main-line node the way sgf convert wrote it before: a board in JS from the
// replay's changes, the node's facts, new Hen(...).toString().
function hensFromBoards(replayed) {
  const board = Array.from({ length: replayed.height }, () => new Array(replayed.width).fill(0));
  const hens = [];
  for (let i = 0; i < replayed.count && (i === 0 || replayed.node(i).parent === i - 1); i++) {
    replayed.applyChanges(i, board);
    const { move, ko, toPlay } = replayed.node(i);
    const color = move?.colour === 'W' ? 2 : 1;
    const lastMove = move && (move.pass ? { color, pass: true } : { row: move.row, col: move.col, color, pass: false });
    hens.push(
      new Hen({
        width: replayed.width,
        height: replayed.height,
        board,
        koPoint: ko,
        lastMove,
        turn: toPlay === 'W' ? 'w' : 'b',
      }).toString(),
    );
  }
  return hens;
}

test("hens: 'mainLine' gives the HEN after each node of each tree's main line", () => {
  const [ko, big] = sgfReplayTrees(TEXT, { hens: 'mainLine' });
  expect(ko.hens).toHaveLength(14); // the root, 11 moves, the comment node, the variation's move
  expect(ko.hens).toEqual(hensFromBoards(ko));
  expect(ko.hens[9]).toBe('.5x5_5Bbw_4bCbw_3Bbw_1Eb.B4.C4b.w'); // the ko point B4
  expect(ko.hens[10]).toBe('.5x5_5Bbw_4bCbw_3Bbw_1Eb.pw.b'); // the pass
  // Nodes with a move: the main-line replay of Hen.sgf2hen at the same move.
  const mainLine = `${KO.slice(0, KO.indexOf('(;W[ae])'))})`;
  for (let i = 1; i < ko.hens.length; i++) {
    const node = ko.node(i);
    if (node.move) expect(ko.hens[i]).toBe(Hen.sgf2hen(mainLine, node.moves));
  }
  expect(big.ok).toBe(false);
  expect(big.hens).toEqual([]);
});

test("hens: 'last' gives the final position only; bytes as Sgf.parse reads them", () => {
  const every = sgfReplayTrees(TEXT, { hens: 'mainLine' });
  const last = sgfReplayTrees(new TextEncoder().encode(TEXT), { hens: 'last' });
  expect(last[0].hens).toEqual([every[0].hens.at(-1)]);
  expect(last[1].hens).toEqual([]);
});

test('without hens, no texts; an unknown value is a RangeError', () => {
  expect(sgfReplayTrees(KO)[0].hens).toBeUndefined();
  expect(() => sgfReplayTrees(KO, { hens: 'all' })).toThrow(RangeError);
});

test('mainLineLength is the main line the core walks: the first child at every fork', () => {
  const [ko, big] = sgfReplayTrees(TEXT, { hens: 'last' });
  expect(ko.mainLineLength).toBe(14);
  for (let i = 1; i < ko.mainLineLength; i++) expect(ko.node(i).parent).toBe(i - 1);
  expect(ko.node(ko.mainLineLength).parent).not.toBe(ko.mainLineLength - 1); // the variation W[ae]
  expect(big.mainLineLength).toBe(0);
});
