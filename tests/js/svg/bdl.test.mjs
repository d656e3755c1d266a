// BDL boards: pieces named by square and owner, default labels, highlights, the square pattern's
// id, orientation.
import { findAll, parseXml, textOf } from './strict-xml.mjs';
import { loadSvg } from './svg-load.mjs';

let svg;
beforeAll(async () => {
  svg = await loadSvg();
});

const named = (root) => findAll(root, (element) => element.attributes.role === 'img');
const nameOf = (root, x, y) =>
  named(root).find(
    (element) => element.attributes['data-x'] === String(x) && element.attributes['data-y'] === String(y),
  )?.attributes['aria-label'];

// A 3 × 4 board, y = 0 at the bottom: board[y][x].
function scene(extra = {}) {
  const board = Array.from({ length: 4 }, () => Array(3).fill(null));
  board[0][0] = { piece: 'tower', owner: 0 };
  board[0][1] = { piece: 'king', owner: 0 };
  board[3][2] = { piece: 'knight', owner: 1 };
  board[3][1] = { piece: 'king', owner: 1 };
  return { kind: 'bdl', width: 3, height: 4, board, ...extra };
}

test('every piece is named by its square, piece and owner (en, es)', () => {
  const root = parseXml(svg.drawBdlBoard(scene()));
  expect(nameOf(root, 0, 0)).toBe('x 0, y 0: tower, player 0');
  expect(nameOf(root, 2, 3)).toBe('x 2, y 3: knight, player 1');
  expect(named(root)).toHaveLength(4);
  // Read top row first.
  expect(named(root)[0].attributes['data-y']).toBe('3');
  const es = parseXml(svg.drawBdlBoard(scene(), { language: 'es' }));
  expect(nameOf(es, 1, 0)).toBe('x 1, y 0: king, jugador 0');
});

test('labels: the shortest distinct start of each name, or the ones given', () => {
  const label = (root, x, y) =>
    textOf(
      findAll(
        named(root).find(
          (element) => element.attributes['data-x'] === String(x) && element.attributes['data-y'] === String(y),
        ),
        (element) => element.name === 'text',
      )[0],
    );
  const root = parseXml(svg.drawBdlBoard(scene()));
  expect([label(root, 0, 0), label(root, 1, 0), label(root, 2, 3)]).toEqual(['T', 'Ki', 'Kn']);
  const given = parseXml(svg.drawBdlBoard(scene({ labels: { king: '♔' } })));
  expect(label(given, 1, 0)).toBe('♔');
  const byFunction = parseXml(svg.drawBdlBoard(scene({ labelOf: (name) => name.toUpperCase() })));
  expect(label(byFunction, 0, 0)).toBe('TOWER');
  // With the game's piece names, a label does not depend on which pieces are left.
  const withNames = parseXml(svg.drawBdlBoard(scene({ pieceNames: ['tower', 'king', 'knight', 'toad'] })));
  expect(label(withNames, 0, 0)).toBe('Tow');
});

test('last move, selection and targets are drawn and named', () => {
  const root = parseXml(
    svg.drawBdlBoard(
      scene({
        lastMove: { from: { x: 2, y: 2 }, to: { x: 2, y: 3 } },
        highlights: {
          selected: { x: 1, y: 0 },
          targets: [
            { x: 1, y: 1 },
            { x: 1, y: 3 },
          ],
        },
      }),
    ),
  );
  expect(nameOf(root, 2, 2)).toBe('x 2, y 2: empty, last move from here');
  expect(nameOf(root, 2, 3)).toBe('x 2, y 3: knight, player 1, last move to here');
  expect(nameOf(root, 1, 0)).toBe('x 1, y 0: king, player 0, selected');
  expect(nameOf(root, 1, 1)).toBe('x 1, y 1: empty, legal move');
  expect(nameOf(root, 1, 3)).toBe('x 1, y 3: king, player 1, legal move');
  expect(findAll(root, (element) => element.attributes.class === 'bn-target')).toHaveLength(1);
  expect(findAll(root, (element) => element.attributes.class === 'bn-target-ring')).toHaveLength(1);
});

test('the squares are one pattern whose id carries the prefix; orientation turns the board', () => {
  const text = svg.drawBdlBoard(scene(), { idPrefix: 'p1' });
  const root = parseXml(text);
  const pattern = findAll(root, (element) => element.name === 'pattern')[0];
  expect(pattern.attributes.id).toBe('p1-squares');
  expect(text).toContain('fill="url(#p1-squares)"');
  const placeOf = (board, x, y) =>
    findAll(
      named(board).find(
        (element) => element.attributes['data-x'] === String(x) && element.attributes['data-y'] === String(y),
      ),
      (element) => element.name === 'rect',
    )[0].attributes;
  const turned = parseXml(svg.drawBdlBoard(scene(), { orientation: 'black' }));
  expect(Number(placeOf(root, 0, 0).y)).toBeGreaterThan(Number(placeOf(root, 2, 3).y));
  expect(Number(placeOf(turned, 0, 0).y)).toBeLessThan(Number(placeOf(turned, 2, 3).y));
  expect(Number(placeOf(turned, 0, 0).x)).toBeGreaterThan(Number(placeOf(turned, 2, 3).x));
});
