// The demo page's PGN line <-> <board-viewer> node mapping (web/notations/pgn-line.js): for every
// node of every game of real files with variations, the page's line through the node (lineAtPath,
// what the worker answers the page's questions with) ends with that node's move and position, as
// the package's document has them, and the link of that line (the branches the worker marks on
// the document's nodes) finds the node again. The page's games (web/notations/pgn-task.js) are the
// document's games, in the same order: "hello this is not chess" and other games that say nothing
// are in neither.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pgn } from 'boardnotation';
import { openDocument, openPgnGames } from 'boardnotation/svg';
import { branchesTo, lineAtPath, nodeOnLine, readLine, writeLine } from '../../../web/notations/pgn-line.js';
import { parse } from '../../../web/notations/pgn-task.js';

// The API the worker gives the task (parse-worker.js).
const api = {
  Pgn,
  openDocument: async (text, options) => openDocument(text, options),
  openPgnGames: async (games, options) => openPgnGames(games, options),
};

// The task's reading of `text`, with the parts it sent the page while it read (parse-worker.js).
async function read(text) {
  const parts = [];
  const reading = { part: (part) => parts.push(part), keep() {}, pause: async () => {} };
  return { ...(await parse(api, text, { language: 'en' }, () => {}, reading)), parts };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const corpus = path.join(root, '..', 'shared', 'corpus', 'pgn');
const FILES = [
  path.join(root, 'web', 'examples', 'annotated.pgn'),
  path.join(root, 'web', 'examples', 'charles-xii-at-bender.pgn'),
  path.join(corpus, 'annotated.pgn'),
  path.join(corpus, 'lichess_study_beautiful-chess-studies-1_by_thijscom_2018.03.05.pgn'),
  path.join(corpus, 'lichess_study_lichess-practice-checkmate-patterns-i_by_arex_2017.01.22.pgn'),
].filter(existsSync);

// The child indices from the root to `node`, as the viewer's document numbers a node's children.
function pathOf(node) {
  const steps = [];
  for (let at = node; at.parent; at = at.parent) steps.unshift(at.parent.children.indexOf(at));
  return steps;
}

function* nodesOf(root) {
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    yield node;
    stack.push(...node.children);
  }
}

test.each(FILES.map((file) => [path.relative(root, file), file]))(
  '%s: every node of the viewer is a line of the page, and its link finds it again',
  async (name, file) => {
    const text = readFileSync(file, 'utf8');
    const page = await read(text);
    expect(page.ok).toBe(true);
    const { games, document } = page.kept;
    // The same games in the same order (each node's move is checked against its label below), and
    // the parts sent to the page are the document's games, as openDocument gives them.
    expect(games).toHaveLength(document.games.length);
    const sent = page.parts.flatMap((part) => part.games);
    expect(sent.map((game) => game.title)).toEqual(
      openDocument(text, { notation: 'pgn' }).games.map((game) => game.title),
    );
    expect(page.model).toEqual({ games: sent.length });
    let variations = 0;
    document.games.forEach((game, index) => {
      const pageGame = games[index];
      for (const node of nodesOf(game.root)) {
        const steps = pathOf(node);
        const inVariation = steps.some((step) => step > 0);
        if (inVariation) variations++;
        const found = lineAtPath(pageGame, steps);
        expect(found).not.toBeNull();
        expect(found.ply).toBe(node.ply);
        expect(found.inVariation).toBe(inVariation);
        if (node.ply > 0) expect(found.line[node.ply - 1].san).toBe(node.label);
        const fen = node.ply === 0 ? pageGame.startFen : found.line[node.ply - 1].fen;
        expect(fen).toBe(document.sceneAt(game, node).fen);
        // The link of the line through the node, read back, leads to the node.
        const link = readLine(writeLine(index, branchesTo(node)));
        expect(link.gameIndex).toBe(index);
        expect(link.branches.length > 0).toBe(inVariation);
        expect(nodeOnLine(game.root, link.branches, node.ply)).toBe(node);
      }
    });
    if (name.endsWith('annotated.pgn')) expect(variations).toBeGreaterThan(0);
  },
);

test("a link into the example's nested variations says where the line leaves each line", async () => {
  const text = readFileSync(path.join(root, 'web', 'examples', 'annotated.pgn'), 'utf8');
  const { kept } = await read(text);
  const game = kept.document.games[0];
  // (2... Nf6 ...) is the first variation of the fourth move, then 3. d3 replaces 3. Nc3, then 3. Bc4 replaces 3. d3.
  const bc4 = nodeOnLine(
    game.root,
    [
      [3, 0],
      [4, 0],
      [4, 0],
    ],
    5,
  );
  expect(bc4.label).toBe('Bc4');
  expect(writeLine(0, branchesTo(bc4))).toBe('0:3.0,4.0,4.0');
  // A line the game does not have.
  expect(nodeOnLine(game.root, [[3, 7]], 5)).toBeNull();
  expect(nodeOnLine(game.root, [[2, 0]], Infinity).label).toBe('d5'); // 2. f4 (the variation), then its last move
  expect(nodeOnLine(game.root, [[40, 0]], Infinity)).toBeNull();
});

test('a text that says nothing is no game on the page, as in the document', async () => {
  const page = await read('hello this is not chess');
  expect(page.ok).toBe(false);
  expect(page.problems.map((problem) => `${problem.code} ${problem.line}:${problem.column}`)).toContain(
    'chess.san.syntax 1:1',
  );
  expect(openDocument('hello this is not chess', { notation: 'pgn' }).ok).toBe(false);
  // A comment alone is a game in both.
  expect((await read('{just a comment}')).kept.games).toHaveLength(
    openDocument('{just a comment}', { notation: 'pgn' }).games.length,
  );
});
