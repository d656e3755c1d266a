// The demo page's PGN line <-> <board-viewer> node mapping (web/notations/pgn-line.js): for every
// node of every game of real files with variations, the page's line through the node (lineAtPath)
// ends with that node's move and position, as the package's document has them, and pathOfLine
// finds the node again. The page's games (web/notations/pgn-task.js) are the document's games, in
// the same order: "hello this is not chess" and other games that say nothing are in neither.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pgn } from 'boardnotation';
import { openDocument } from 'boardnotation/svg';
import { lineAtPath, pathOfLine } from '../../../web/notations/pgn-line.js';
import { parse } from '../../../web/notations/pgn-task.js';

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
  '%s: every node of the viewer is a line of the page, and back',
  (name, file) => {
    const text = readFileSync(file, 'utf8');
    const page = parse({ Pgn }, text, { language: 'en' });
    const document = openDocument(text, { notation: 'pgn' });
    expect(page.ok).toBe(true);
    expect(document.ok).toBe(true);
    // The same games in the same order (each node's move is checked against its label below).
    expect(page.model.games).toHaveLength(document.games.length);
    let variations = 0;
    document.games.forEach((game, index) => {
      const pageGame = page.model.games[index];
      for (const node of nodesOf(game.root)) {
        const steps = pathOf(node);
        if (steps.some((step) => step > 0)) variations++;
        const labels = [];
        for (let at = node; at.parent; at = at.parent) labels.unshift(at.label);
        const found = lineAtPath(pageGame, steps, labels);
        expect(found).not.toBeNull();
        expect(found.ply).toBe(node.ply);
        expect(found.inVariation).toBe(steps.some((step) => step > 0));
        const fen = node.ply === 0 ? pageGame.startFen : found.line[node.ply - 1].fen;
        expect(fen).toBe(document.sceneAt(game, node).fen);
        expect(pathOfLine(pageGame, found.line, node.ply)).toEqual(steps);
      }
    });
    if (name.endsWith('annotated.pgn')) expect(variations).toBeGreaterThan(0);
  },
);

test('a text that says nothing is no game on the page, as in the document', () => {
  const page = parse({ Pgn }, 'hello this is not chess', { language: 'en' });
  expect(page.ok).toBe(false);
  expect(page.problems.map((problem) => `${problem.code} ${problem.line}:${problem.column}`)).toContain(
    'chess.san.syntax 1:1',
  );
  expect(openDocument('hello this is not chess', { notation: 'pgn' }).ok).toBe(false);
  // A comment alone is a game in both.
  expect(parse({ Pgn }, '{just a comment}', { language: 'en' }).model.games).toHaveLength(
    openDocument('{just a comment}', { notation: 'pgn' }).games.length,
  );
});
