// Go documents take every node's position from the core's replay of the tree (issue 33): the
// boards renderSvg draws, the boards of the document the viewer shows (openDocument's sceneAt)
// and the engine's (Hen.fromSgf of the node's path written as a main line) agree at every node
// of real records and of hand-written ones with setup after the root, captures, ko and setup
// inside variations (tests/fixtures/go/README.md).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { renderSvg, openDocument } = require('boardnotation/svg');
const { Hen } = require('boardnotation/hen');
const { Sgf } = require('boardnotation/sgf');

const root = join(__dirname, '..', '..', '..');
const corpus = join(root, '..', 'shared', 'corpus', 'sgf');
const fixtures = join(root, 'tests', 'fixtures');
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

const labels = (svg) => [...svg.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1]);
/** "D4:1" for each stone the SVG names (1 black, 2 white). */
const stonesOfSvg = (svg) =>
  labels(svg)
    .map((label) => /^([A-HJ-Z]\d{1,2}): (black|white) stone\b/.exec(label))
    .filter(Boolean)
    .map(([, point, colour]) => `${point}:${colour === 'black' ? 1 : 2}`)
    .sort();
/** The same for a board of rows (a scene's or a Hen's). */
function stonesOfBoard(board) {
  const stones = [];
  board.forEach((row, r) =>
    row.forEach((stone, c) => {
      if (stone) stones.push(`${COLUMNS[c]}${board.length - r}:${stone}`);
    }),
  );
  return stones.sort();
}

const PROBLEM = readFileSync(join(fixtures, 'go', 'problem-setup-after-root.sgf'), 'utf8');
const KO = readFileSync(join(fixtures, 'go', 'captures-ko-variations.sgf'), 'utf8');

test('a problem whose stones come in the node after the root: ply 0 is its setup, in renderSvg, the viewer document and Hen.fromSgf', () => {
  const engine = stonesOfBoard(Hen.fromSgf(PROBLEM, 0).board);
  expect(engine).toHaveLength(17);
  expect(stonesOfSvg(renderSvg(PROBLEM, { ply: 0 }))).toEqual(engine);
  // The variation's ply 0 is the same setup, the first move is drawn on it.
  expect(stonesOfSvg(renderSvg(PROBLEM, { ply: 0, variation: [1] }))).toEqual(engine);
  expect(stonesOfSvg(renderSvg(PROBLEM, { ply: 1 }))).toEqual(stonesOfBoard(Hen.fromSgf(PROBLEM, 1).board));
  const document = openDocument(PROBLEM);
  const [game] = document.games;
  const setup = game.root.children[0];
  expect(setup).toMatchObject({ ply: 0, comment: 'Black to play and kill.' });
  expect(stonesOfBoard(document.sceneAt(game, setup).board)).toEqual(engine);
  // The root itself is still the empty board the text has there.
  expect(stonesOfBoard(document.sceneAt(game, game.root).board)).toEqual([]);
  // Markup of the node shown: a triangle on the first answer, a label on the second.
  expect(document.sceneAt(game, setup.children[0]).marks).toEqual([{ row: 1, col: 18, mark: 'TR' }]);
  expect(document.sceneAt(game, setup.children[1]).labels).toEqual([{ row: 1, col: 17, letter: '1' }]);
});

// The path from the root to `node` (child indexes in the document, which are the SGF's) as a
// text whose main line is that path.
function pathText(tree, node) {
  const indexes = [];
  for (let at = node; at.parent; at = at.parent) indexes.unshift(at.parent.children.indexOf(at));
  const chain = { properties: tree.root.properties, children: [] };
  let sgfAt = tree.root;
  let copy = chain;
  for (const index of indexes) {
    sgfAt = sgfAt.children[index];
    const next = { properties: sgfAt.properties, children: [] };
    copy.children.push(next);
    copy = next;
  }
  return Sgf.stringify([{ ...tree, root: chain }]);
}

function* nodesOf(game) {
  const stack = [game.root];
  while (stack.length) {
    const node = stack.pop();
    yield node;
    stack.push(...node.children);
  }
}

const records = [
  ['fixture problem-setup-after-root.sgf', PROBLEM],
  ['fixture captures-ko-variations.sgf', KO],
  ['fixture handicap-variations.sgf', readFileSync(join(fixtures, 'hen', 'handicap-variations.sgf'), 'utf8')],
  ['corpus AlphaGo-LS_vs_AG_-_G5', readFileSync(join(corpus, 'AlphaGo-LS_vs_AG_-_G5_-_English.sgf'), 'utf8')],
  [
    'corpus master-08 Magist-Han_Yizou',
    readFileSync(join(fixtures, 'sgf', 'real-master-08-Magist-Han_Yizou.sgf'), 'utf8'),
  ],
];

test.each(records)('%s: every node of the document is the engine board of its path', (_, text) => {
  const document = openDocument(text, { notation: 'sgf' });
  expect(document.ok).toBe(true);
  const [tree] = Sgf.parse(text);
  const [game] = document.games;
  let checked = 0;
  for (const node of nodesOf(game)) {
    const scene = document.sceneAt(game, node);
    const engine = Hen.fromSgf(pathText(tree, node), Infinity);
    expect({ node: node.id, stones: stonesOfBoard(scene.board) }).toEqual({
      node: node.id,
      stones: stonesOfBoard(engine.board),
    });
    expect(scene.ko ?? null).toEqual(engine.koPoint);
    checked++;
  }
  expect(checked).toBeGreaterThan(5);
});

test.each(records)('%s: renderSvg at every ply of the main line draws Hen.fromSgf(text, ply)', (_, text) => {
  const document = openDocument(text, { notation: 'sgf' });
  let moves = 0;
  for (let node = document.games[0].root; node.children.length; node = node.children[0]) moves = node.children[0].ply;
  // Every ply of the short records, every twentieth of the long games (each renderSvg reads the text).
  const step = moves > 40 ? 20 : 1;
  for (let ply = 0; ply <= moves; ply += step) {
    expect({ ply, stones: stonesOfSvg(renderSvg(text, { notation: 'sgf', ply })) }).toEqual({
      ply,
      stones: stonesOfBoard(Hen.fromSgf(text, ply).board),
    });
  }
});

test('captures and ko come from the engine: a ko taken and retaken in a variation, a corner capture in another', () => {
  const document = openDocument(KO);
  const [game] = document.games;
  const setup = game.root.children[0];
  const take = setup.children[0];
  expect(take).toMatchObject({ label: 'B C8', ply: 1, moveNumber: 1 });
  expect(document.sceneAt(game, take)).toMatchObject({ captures: { black: 1, white: 0 }, ko: { row: 1, col: 1 } });
  const threat = take.children[0];
  expect(document.sceneAt(game, threat).ko).toBeUndefined();
  const retake = threat.children[0].children[0];
  expect(retake).toMatchObject({ label: 'W B8', ply: 4 });
  expect(document.sceneAt(game, retake)).toMatchObject({ captures: { black: 1, white: 1 }, ko: { row: 1, col: 2 } });
  const passes = retake.children[0];
  expect(passes).toMatchObject({ label: 'B pass' });
  expect(passes.children[0]).toMatchObject({ label: 'W pass', ply: 6 });
  // The setup inside a variation changes the board, not the prisoners; the move after it shows.
  const midSetup = threat.children[1];
  expect(midSetup).toMatchObject({ label: 'setup', ply: 2 });
  const afterSetup = document.sceneAt(game, midSetup);
  expect(afterSetup.board[1][2]).toBe(2);
  expect(afterSetup.captures).toEqual({ black: 1, white: 0 });
  expect(afterSetup.lastMove).toBeUndefined();
  const corner = [...nodesOf(game)].find((node) => node.comment === 'The white stone at J9 is captured.');
  expect(document.sceneAt(game, corner)).toMatchObject({
    captures: { black: 1, white: 0 },
    lastMove: { row: 1, col: 8, color: 1, pass: false },
  });
  expect(document.sceneAt(game, corner).board[0][8]).toBe(0);
});

test('a node reached first deep in a variation, or stepped to, has the same scene', () => {
  const deep = (document) => document.games[0].root.children[0].children[0].children[0].children[0].children[0];
  const jumped = openDocument(KO);
  const stepped = openDocument(KO);
  for (const node of nodesOf(stepped.games[0])) stepped.sceneAt(0, node);
  expect(jumped.sceneAt(0, deep(jumped))).toEqual(stepped.sceneAt(0, deep(stepped)));
});
