// Go boards: the seven HEN colours, marks, labels, numbers, ko and last move, coordinates and
// orientation, boards up to 52 × 52. Scenes are written by hand (row 0 = the top row), plus a
// Hen object of the package used as it is.
import { findAll, parseXml, textOf, titleOf } from './strict-xml.mjs';
import { loadPackage, loadSvg } from './svg-load.mjs';

let svg;
beforeAll(async () => {
  svg = await loadSvg();
});

const named = (root) => findAll(root, (element) => element.attributes.role === 'img');
const nameAt = (root, point) =>
  named(root).find((element) => element.attributes['data-point'] === point)?.attributes['aria-label'];
const emptyBoard = (width, height) => Array.from({ length: height }, () => Array(width).fill(0));

test('all seven stone colours are drawn and named, in English and Spanish', () => {
  const board = emptyBoard(9, 9);
  board[8] = [1, 2, 3, 4, 5, 6, 7, 0, 0]; // the bottom row: A1 ... G1
  const scene = { kind: 'go', width: 9, height: 9, board };
  const en = parseXml(svg.drawGoBoard(scene));
  const es = parseXml(svg.drawGoBoard(scene, { language: 'es' }));
  const colours = ['black', 'white', 'red', 'green', 'blue', 'yellow', 'purple'];
  const spanish = ['negra', 'blanca', 'roja', 'verde', 'azul', 'amarilla', 'violeta'];
  colours.forEach((colour, index) => {
    const point = `${'ABCDEFG'[index]}1`;
    expect(nameAt(en, point)).toBe(`${point}: ${colour} stone`);
    expect(nameAt(es, point)).toBe(`${point}: piedra ${spanish[index]}`);
    const group = named(en).find((element) => element.attributes['data-point'] === point);
    expect(titleOf(group)).toBe(`${point}: ${colour} stone`);
    const stone = findAll(group, (element) => element.name === 'circle')[0];
    expect(stone.attributes.class).toBe(`bn-stone-${colour}`);
  });
  // Seven different fills; empty points are not named one by one.
  const fills = new Set(
    findAll(en, (element) => /^bn-stone-/.test(element.attributes.class ?? '')).map(
      (element) => element.attributes.fill,
    ),
  );
  expect(fills.size).toBe(7);
  expect(named(en)).toHaveLength(7);
  expect(named(en)[0].attributes['data-point']).toBe('A1');
});

test('marks, labels, move numbers, the ko point and the last move', () => {
  const board = emptyBoard(9, 9);
  board[5][3] = 1; // D4
  board[6][4] = 2; // E3
  const scene = {
    kind: 'go',
    width: 9,
    height: 9,
    board,
    lastMove: { row: 6, col: 4, color: 2, pass: false },
    koPoint: { row: 5, col: 4 }, // E4
    marks: [
      { row: 0, col: 0, mark: 'CR' },
      { row: 0, col: 1, mark: 'SQ' },
      { row: 0, col: 2, mark: 'TR' },
      { row: 5, col: 3, mark: 'MA' },
    ],
    labels: [
      { row: 8, col: 8, letter: 'a' },
      { row: 7, col: 7, letter: 'long text' },
    ],
    numberedStones: [{ row: 6, col: 4, number: 12 }],
  };
  const root = parseXml(svg.drawGoBoard(scene));
  expect(nameAt(root, 'A9')).toBe('A9: empty, circle');
  expect(nameAt(root, 'B9')).toBe('B9: empty, square');
  expect(nameAt(root, 'C9')).toBe('C9: empty, triangle');
  expect(nameAt(root, 'D4')).toBe('D4: black stone, cross');
  expect(nameAt(root, 'E4')).toBe('E4: empty, ko point');
  expect(nameAt(root, 'E3')).toBe('E3: white stone, last move, move 12');
  expect(nameAt(root, 'J1')).toBe('J1: empty, label a');
  expect(nameAt(root, 'H2')).toBe('H2: empty, label long text');
  const group = (point) => named(root).find((element) => element.attributes['data-point'] === point);
  const texts = (point) => findAll(group(point), (element) => element.name === 'text').map(textOf);
  expect(texts('E3')).toEqual(['12']);
  expect(texts('J1')).toEqual(['a']);
  // A long label is squeezed to the point's width.
  expect(findAll(group('H2'), (element) => element.name === 'text')[0].attributes.lengthAdjust).toBe(
    'spacingAndGlyphs',
  );
  // Shapes: circle, square, triangle path, cross path; ink that stands out from the stone below.
  expect(findAll(group('A9'), (element) => element.name === 'circle')).toHaveLength(1);
  expect(findAll(group('C9'), (element) => element.name === 'path')[0].attributes.d).toMatch(/Z$/);
  const cross = findAll(group('D4'), (element) => element.name === 'path')[0];
  expect(cross.attributes.class).toBe('bn-ink-dark'); // light ink on a black stone
  expect(findAll(group('B9'), (element) => element.name === 'rect').at(-1).attributes.class).toBe('bn-ink-light');
  // Spanish.
  const es = parseXml(svg.drawGoBoard(scene, { language: 'es' }));
  expect(nameAt(es, 'E3')).toBe('E3: piedra blanca, última jugada, jugada 12');
  expect(nameAt(es, 'E4')).toBe('E4: vacío, punto de ko');
  expect(nameAt(es, 'C9')).toBe('C9: vacío, triángulo');
});

test("the contract's names (ko, numbers) work like Hen's (koPoint, numberedStones); a pass marks nothing", () => {
  const board = emptyBoard(5, 5);
  board[2][2] = 1;
  const root = parseXml(
    svg.drawGoBoard({
      kind: 'go',
      width: 5,
      height: 5,
      board,
      ko: { row: 0, col: 0 },
      numbers: [{ row: 2, col: 2, number: 7 }],
      lastMove: { row: null, col: null, color: 2, pass: true },
    }),
  );
  expect(nameAt(root, 'A5')).toBe('A5: empty, ko point');
  expect(nameAt(root, 'C3')).toBe('C3: black stone, move 7');
});

test('a Hen object is a scene as it is', () => {
  const { Hen } = loadPackage();
  const hen = Hen.parse('.9x9_5Gb_4G~3_3E~1b~2~4_2Fw.H3w.b.E2-a.D4.C7-TR~wb');
  const root = parseXml(svg.drawScene(hen));
  expect(root.attributes.class).toContain('bn-go');
  const colour = ['', 'black', 'white'][hen.board[6][7]]; // H3: row 6 from the top, column H
  expect(nameAt(root, 'H3')).toBe(`H3: ${colour} stone, last move, move 4`);
  expect(nameAt(root, 'D4')).toBe('D4: empty, ko point');
  expect(nameAt(root, 'E2')).toBe('E2: empty, label a');
  expect(nameAt(root, 'C7')).toBe('C7: empty, triangle');
});

// Where a point is drawn: the centre of its stone or annotation.
function centreOf(root, point) {
  const group = named(root).find((element) => element.attributes['data-point'] === point);
  const shape = findAll(group, (element) => element.name === 'circle' || element.name === 'rect')[0];
  return shape.name === 'circle'
    ? { x: Number(shape.attributes.cx), y: Number(shape.attributes.cy) }
    : {
        x: Number(shape.attributes.x) + Number(shape.attributes.width) / 2,
        y: Number(shape.attributes.y) + Number(shape.attributes.height) / 2,
      };
}

test('coordinates: letters without I, rows from the bottom; black turns the board 180°', () => {
  const board = emptyBoard(19, 19);
  board[18][0] = 1; // A1
  board[0][18] = 2; // T19
  const scene = { kind: 'go', width: 19, height: 19, board };
  const up = parseXml(svg.drawGoBoard(scene));
  const turned = parseXml(svg.drawGoBoard(scene, { orientation: 'black' }));
  expect(nameAt(up, 'A1')).toBe('A1: black stone');
  expect(nameAt(up, 'T19')).toBe('T19: white stone');
  const a1 = centreOf(up, 'A1');
  const t19 = centreOf(up, 'T19');
  expect(a1.x).toBeLessThan(t19.x);
  expect(a1.y).toBeGreaterThan(t19.y);
  const a1Turned = centreOf(turned, 'A1');
  expect(a1Turned.x).toBe(t19.x);
  expect(a1Turned.y).toBe(t19.y);
  const letters = findAll(up, (element) => element.name === 'text' && /^[A-Z]+$/.test(textOf(element)));
  const top = letters
    .filter((element) => element.attributes.y === letters[0].attributes.y)
    .map(textOf)
    .join('');
  expect(top).toBe('ABCDEFGHJKLMNOPQRST');
  // Star points of a 19 × 19: nine.
  const stars = findAll(up, (element) => element.attributes.class === 'bn-star')[0].attributes.d;
  expect(stars.match(/M/g)).toHaveLength(9);
});

test("no stone covers a coordinate: a full board's edge stones stay clear of every letter and number", () => {
  for (const size of [9, 19, 25]) {
    const board = Array.from({ length: size }, (_, row) =>
      Array.from({ length: size }, (_, col) => 1 + ((row + col) % 2)),
    );
    const root = parseXml(svg.drawGoBoard({ kind: 'go', width: size, height: size, board }));
    const [group] = findAll(root, (element) => element.attributes.class === 'bn-coordinate');
    const fontSize = Number(group.attributes['font-size']);
    const stones = findAll(
      root,
      (element) => element.name === 'circle' && /^bn-stone-/.test(element.attributes.class ?? ''),
    ).map(({ attributes }) => [Number(attributes.cx ?? 0), Number(attributes.cy ?? 0), Number(attributes.r)]);
    expect(stones).toHaveLength(size * size);
    const texts = findAll(group, (element) => element.name === 'text');
    expect(texts).toHaveLength(4 * size);
    const covered = [];
    for (const text of texts) {
      // The text's box: bold digits and capitals are at most 0.65 em wide, 0.75 em high (central baseline).
      const halfWidth = (0.65 * fontSize * textOf(text).length) / 2;
      const halfHeight = (0.75 * fontSize) / 2;
      const x = Number(text.attributes.x);
      const y = Number(text.attributes.y);
      // A stone covers it when its centre is within its radius of the box's nearest point.
      const touching = stones.filter(
        ([cx, cy, r]) =>
          Math.hypot(Math.max(Math.abs(cx - x) - halfWidth, 0), Math.max(Math.abs(cy - y) - halfHeight, 0)) <= r,
      );
      if (touching.length) covered.push(`${size}: ${textOf(text)} at ${x},${y}`);
    }
    expect(covered).toEqual([]);
  }
});

test('any size from 1 × 1 to 52 × 52; past 25 columns the names go on AA, AB ...', () => {
  const tiny = parseXml(svg.drawGoBoard({ kind: 'go', width: 1, height: 1, board: [[5]] }));
  expect(nameAt(tiny, 'A1')).toBe('A1: blue stone');
  const board = emptyBoard(52, 52);
  board[0][51] = 7;
  board[51][25] = 3;
  const huge = parseXml(svg.drawGoBoard({ kind: 'go', width: 52, height: 52, board }));
  expect(nameAt(huge, 'BB52')).toBe('BB52: purple stone');
  expect(nameAt(huge, 'AA1')).toBe('AA1: red stone');
  const rectangular = parseXml(svg.drawGoBoard({ kind: 'go', width: 13, height: 7, board: [] }));
  const [, , width, height] = rectangular.attributes.viewBox.split(' ').map(Number);
  expect(width).toBeGreaterThan(height);
});
