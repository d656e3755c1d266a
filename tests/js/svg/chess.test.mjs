// Chess boards: the accessible names of the start position (en, es), orientation, highlights,
// the pieces' definitions, speed.
import { findAll, parseXml, titleOf } from './strict-xml.mjs';
import { boardOfFen, loadSvg } from './svg-load.mjs';

let svg;
beforeAll(async () => {
  svg = await loadSvg();
});

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const startScene = () => ({ kind: 'chess', board: boardOfFen(START), turn: 'w', fen: START });
const named = (root) => findAll(root, (element) => element.attributes.role === 'img');

const EXPECTED_EN = {
  a1: 'white rook',
  b1: 'white knight',
  c1: 'white bishop',
  d1: 'white queen',
  e1: 'white king',
  f1: 'white bishop',
  g1: 'white knight',
  h1: 'white rook',
  a8: 'black rook',
  b8: 'black knight',
  c8: 'black bishop',
  d8: 'black queen',
  e8: 'black king',
  f8: 'black bishop',
  g8: 'black knight',
  h8: 'black rook',
};
const EXPECTED_ES = {
  a1: 'torre blanca',
  b1: 'caballo blanco',
  c1: 'alfil blanco',
  d1: 'dama blanca',
  e1: 'rey blanco',
  f1: 'alfil blanco',
  g1: 'caballo blanco',
  h1: 'torre blanca',
  a8: 'torre negra',
  b8: 'caballo negro',
  c8: 'alfil negro',
  d8: 'dama negra',
  e8: 'rey negro',
  f8: 'alfil negro',
  g8: 'caballo negro',
  h8: 'torre negra',
};
for (const file of 'abcdefgh') {
  EXPECTED_EN[`${file}2`] = 'white pawn';
  EXPECTED_EN[`${file}7`] = 'black pawn';
  EXPECTED_ES[`${file}2`] = 'peón blanco';
  EXPECTED_ES[`${file}7`] = 'peón negro';
}

test.each([
  ['en', EXPECTED_EN],
  ['es', EXPECTED_ES],
])('every piece of the start position is named (%s)', (language, expected) => {
  const root = parseXml(svg.drawChessBoard(startScene(), { language }));
  const names = named(root);
  expect(names).toHaveLength(32);
  const bySquare = Object.fromEntries(names.map((element) => [element.attributes['data-square'], element]));
  for (const [square, piece] of Object.entries(expected)) {
    const element = bySquare[square];
    expect(element.attributes['aria-label']).toBe(`${square}: ${piece}`);
    expect(titleOf(element)).toBe(`${square}: ${piece}`);
    // The name belongs to the element that draws the piece.
    expect(findAll(element, (child) => child.name === 'use')).toHaveLength(1);
  }
  expect(root.attributes['aria-label']).toBe(
    language === 'es' ? 'Tablero de ajedrez, juegan las blancas' : 'Chess board, white to move',
  );
});

// Where a square is drawn, from its rect: { x, y } of the top-left corner.
function placeOf(root, square) {
  const rect = findAll(root, (element) => element.name === 'rect' && element.attributes['data-square'] === square)[0];
  return { x: Number(rect.attributes.x), y: Number(rect.attributes.y), light: rect.attributes.class === 'bn-light' };
}

test('a1 is bottom-left for White and top-right for Black, and a dark square both ways', () => {
  const white = parseXml(svg.drawChessBoard(startScene()));
  const black = parseXml(svg.drawChessBoard(startScene(), { orientation: 'black' }));
  const corners = (root) => ['a1', 'h1', 'a8', 'h8'].map((square) => placeOf(root, square));
  const [wa1, wh1, wa8, wh8] = corners(white);
  expect(wa1.x).toBeLessThan(wh1.x);
  expect(wa1.y).toBeGreaterThan(wa8.y);
  expect(wh8.x).toBeGreaterThan(wa8.x);
  const [ba1, bh1, ba8] = corners(black);
  expect(ba1.x).toBeGreaterThan(bh1.x);
  expect(ba1.y).toBeLessThan(ba8.y);
  expect(wa1.light).toBe(false);
  expect(ba1.light).toBe(false);
  expect(placeOf(white, 'h1').light).toBe(true);
  // The pieces follow their squares, and the coordinates are drawn under their files.
  const king = (root) =>
    findAll(root, (element) => element.attributes['data-square'] === 'e1' && element.name === 'g')[0];
  const use = (root) => findAll(king(root), (element) => element.name === 'use')[0].attributes;
  expect(Number(use(white).x)).toBe(placeOf(white, 'e1').x);
  expect(Number(use(black).y)).toBe(placeOf(black, 'e1').y);
  const fileLetters = (root) =>
    findAll(root, (element) => element.name === 'text' && /^[a-h]$/.test(element.children[0]))
      .sort((p, q) => Number(p.attributes.x) - Number(q.attributes.x))
      .map((element) => element.children[0])
      .join('');
  expect(fileLetters(white)).toBe('abcdefgh');
  expect(fileLetters(black)).toBe('hgfedcba');
  // The reading order follows the drawing: a8 first for White, h1 first for Black.
  expect(named(white)[0].attributes['data-square']).toBe('a8');
  expect(named(black)[0].attributes['data-square']).toBe('h1');
});

test('last move, check, selection and targets are drawn and named', () => {
  const scene = {
    kind: 'chess',
    board: boardOfFen('rnbqkbnr/ppppp2p/5p2/6pQ/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 3'),
    lastMove: { from: 'd1', to: 'h5' },
    check: 'e8',
    highlights: { selected: 'g5', targets: ['g4', 'h5'] },
  };
  const root = parseXml(svg.drawChessBoard(scene));
  const name = (square) =>
    named(root).find((element) => element.attributes['data-square'] === square)?.attributes['aria-label'];
  expect(name('d1')).toBe('d1: empty, last move');
  expect(name('h5')).toBe('h5: white queen, last move, legal move');
  expect(name('e8')).toBe('e8: black king, in check');
  expect(name('g5')).toBe('g5: black pawn, selected');
  expect(name('g4')).toBe('g4: empty, legal move');
  expect(name('e4')).toBe('e4: white pawn');
  expect(findAll(root, (element) => element.attributes.class === 'bn-last-move')).toHaveLength(2);
  expect(findAll(root, (element) => element.attributes.class === 'bn-check')).toHaveLength(1);
  expect(findAll(root, (element) => element.attributes.class === 'bn-target')).toHaveLength(1); // g4, empty
  expect(findAll(root, (element) => element.attributes.class === 'bn-target-ring')).toHaveLength(1); // h5, a piece
  expect(name('a3')).toBeUndefined(); // a plain empty square is not named
});

test('each piece shape is defined once, only when used, and placed with <use>', () => {
  const root = parseXml(svg.drawChessBoard(startScene()));
  const defs = findAll(root, (element) => element.name === 'defs')[0];
  const shapes = defs.children.map((child) => child.attributes.id.split('-').at(-1)).sort();
  expect(shapes).toEqual(['b', 'k', 'n', 'p', 'q', 'r']);
  expect(findAll(root, (element) => element.name === 'use')).toHaveLength(32);
  const kings = { kind: 'chess', board: boardOfFen('4k3/8/8/8/8/8/8/4K3 w - - 0 1') };
  const kingsOnly = parseXml(svg.drawChessBoard(kings));
  expect(findAll(kingsOnly, (element) => element.name === 'defs')[0].children).toHaveLength(1);
  // Both colours use the same shape, coloured by class (and attributes for renderers without CSS).
  const uses = findAll(kingsOnly, (element) => element.name === 'use').map((element) => element.attributes);
  expect(uses[0].href).toBe(uses[1].href);
  expect(uses.map((attributes) => attributes.class).sort()).toEqual(['bn-piece-b', 'bn-piece-w']);
  expect(uses[0].fill).not.toBe(uses[1].fill);
});

test('a board is small', () => {
  expect(svg.drawChessBoard(startScene()).length).toBeLessThan(20_000);
  expect(svg.drawChessBoard(startScene(), { coordinates: false }).length).toBeLessThan(16_000);
});

test('without coordinates the board fills the drawing', () => {
  const root = parseXml(svg.drawChessBoard(startScene(), { coordinates: false }));
  expect(root.attributes.viewBox).toBe('0 0 800 800');
  expect(findAll(root, (element) => element.name === 'text')).toHaveLength(0);
  expect(placeOf(root, 'a8')).toMatchObject({ x: 0, y: 0 });
});

test("drawPiece: one piece on its own, named when asked, the board's shapes and colours", () => {
  const knight = svg.drawPiece({ type: 'n', color: 'b' }, { size: 24 });
  parseXml(knight);
  expect(knight).toMatch(/^<svg [^>]*viewBox="0 0 100 100"[^>]*width="24"[^>]*height="24"/);
  expect(knight).toContain('aria-hidden="true"');
  const named = svg.drawPiece({ type: 'q', color: 'w' }, { title: 'd1: white <queen>' });
  expect(named).toContain('aria-label="d1: white &lt;queen&gt;"');
  expect(named).toContain('<title>d1: white &lt;queen&gt;</title>');
  // The same paths as the board's definition of that piece.
  const board = svg.drawChessBoard(
    {
      kind: 'chess',
      board: [
        [{ type: 'q', color: 'w' }, null, null, null, null, null, null, null],
        ...Array.from({ length: 7 }, () => Array(8).fill(null)),
      ],
    },
    { idPrefix: 'p' },
  );
  const paths = (text) => [...text.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]);
  expect(paths(board)).toEqual(expect.arrayContaining(paths(named)));
  expect(() => svg.drawPiece({ type: 'x', color: 'w' })).toThrow(TypeError);
  expect(() => svg.drawPiece(null)).toThrow(TypeError);
});

test('arrows and rings ([%cal]/[%csl] shapes): drawn over the pieces where the squares are, named, coloured, themable, and off on request', () => {
  const scene = {
    ...startScene(),
    shapes: [
      { color: 'G', from: 'e2', to: 'e4' },
      { color: 'R', from: 'd5' },
      { color: 'Y', from: 'g1', to: 'g1' }, // an arrow to its own square is a ring
      { color: 'X', from: 'a1' }, // not a colour of the commands
      { color: 'B', from: 'i9', to: 'a1' }, // not a square
      { color: 'B', from: 'b1', to: 'c3', extra: '<script>' },
    ],
  };
  const shapesOf = (root) =>
    findAll(root, (element) => (element.attributes.class ?? '').split(' ').includes('bn-shape'));
  const root = parseXml(svg.drawChessBoard(scene));
  const shapes = shapesOf(root);
  // Rings first, then arrows, each named for screen readers.
  expect(shapes.map((element) => element.attributes['aria-label'])).toEqual([
    'red ring on d5',
    'yellow ring on g1',
    'green arrow from e2 to e4',
    'blue arrow from b1 to c3',
  ]);
  // The arrow e2-e4 runs up the e-file (x of the e-file's centre) from e2's centre towards e4's.
  const [line] = findAll(shapes[2], (element) => element.name === 'line');
  const [polygon] = findAll(shapes[2], (element) => element.name === 'polygon');
  expect(Number(line.attributes.x1)).toBe(34 + 4 * 100 + 50);
  expect(Number(line.attributes.y1)).toBeLessThan(6 * 100 + 50);
  expect(Number(line.attributes.y1)).toBeGreaterThan(5 * 100);
  const tipY = Math.min(...polygon.attributes.points.split(' ').map((point) => Number(point.split(',')[1])));
  // The tip stops inside e4 (y 400 to 500), short of its centre (450) coming from below.
  expect(tipY).toBeGreaterThan(4 * 100 + 50);
  expect(tipY).toBeLessThan(5 * 100);
  expect(line.attributes.stroke).toBe('#15781b'); // the colour without a <style>
  expect(svg.drawChessBoard(scene)).toContain('var(--bn-shape-green,#15781b)'); // and the page's own
  // Flipped: the same arrow runs down the board.
  const [flippedLine] = findAll(
    shapesOf(parseXml(svg.drawChessBoard(scene, { orientation: 'black' })))[2],
    (element) => element.name === 'line',
  );
  expect(Number(flippedLine.attributes.x1)).toBe(34 + 3 * 100 + 50);
  expect(Number(flippedLine.attributes.y1)).toBeLessThan(2 * 100);
  // Spanish names agree with their noun; shapes: false leaves them out.
  expect(
    shapesOf(parseXml(svg.drawChessBoard(scene, { language: 'es' }))).map((e) => e.attributes['aria-label']),
  ).toEqual(['círculo rojo en d5', 'círculo amarillo en g1', 'flecha verde de e2 a e4', 'flecha azul de b1 a c3']);
  expect(shapesOf(parseXml(svg.drawChessBoard(scene, { shapes: false })))).toHaveLength(0);
  expect(svg.drawChessBoard(scene)).not.toContain('script');
});
