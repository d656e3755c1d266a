// Gobstones boards: counts and head from a board GBB.parse reads, row 0 at the bottom, the
// drawings of big boards (paths past 1600 cells, tiny squares past 40,000), names in en and es.
import { findAll, parseXml, textOf, titleOf } from './strict-xml.mjs';
import { loadPackage, loadSvg } from './svg-load.mjs';

let svg;
let GBB;
beforeAll(async () => {
  svg = await loadSvg();
  ({ GBB } = loadPackage());
});

const named = (root) => findAll(root, (element) => element.attributes.role === 'img');
const nameOf = (root, x, y) =>
  named(root).find(
    (element) => element.attributes['data-x'] === String(x) && element.attributes['data-y'] === String(y),
  );

test('a parsed board converts with toJSON; counts, colours and head are named', () => {
  const board = GBB.parse('GBB/1.0 size 3 2 cell 1 1 Azul 2 Rojo 1 cell 2 0 Negro 12 Verde 3 head 0 1');
  const scene = { kind: 'gbb', ...board.toJSON() };
  const root = parseXml(svg.drawGbbBoard(scene));
  expect(root.attributes['data-drawing']).toBe('cells');
  expect(nameOf(root, 1, 1).attributes['aria-label']).toBe('cell 1, 1: 2 blue, 1 red');
  expect(titleOf(nameOf(root, 1, 1))).toBe('cell 1, 1: 2 blue, 1 red');
  expect(nameOf(root, 2, 0).attributes['aria-label']).toBe('cell 2, 0: 12 black, 3 green');
  expect(nameOf(root, 0, 1).attributes['aria-label']).toBe('cell 0, 1: empty, head');
  expect(nameOf(root, 0, 0).attributes['aria-label']).toBe('cell 0, 0: empty');
  const counts = (x, y) => findAll(nameOf(root, x, y), (element) => element.name === 'text').map(textOf);
  expect(counts(1, 1)).toEqual(['2', '1']);
  expect(counts(2, 0)).toEqual(['12', '3']);
  const es = parseXml(svg.drawGbbBoard(scene, { language: 'es' }));
  expect(nameOf(es, 1, 1).attributes['aria-label']).toBe('celda 1, 1: 2 azul, 1 rojo');
  expect(nameOf(es, 0, 1).attributes['aria-label']).toBe('celda 0, 1: vacía, cabezal');
  expect(es.attributes['aria-label']).toBe('Tablero de Gobstones de 3 columnas y 2 filas, cabezal en 0, 1');
  // The Board itself is drawn the same.
  expect(svg.drawScene(board)).toBe(svg.drawGbbBoard(scene));
});

test('row 0 is at the bottom, and the head is drawn on its cell', () => {
  const scene = {
    kind: 'gbb',
    width: 2,
    height: 3,
    head: [1, 2],
    cellData: [
      { x: 0, y: 0, a: 1 },
      { x: 1, y: 2, v: 4 },
    ],
  };
  const root = parseXml(svg.drawGbbBoard(scene));
  const cellRect = (x, y) => findAll(nameOf(root, x, y), (element) => element.name === 'rect')[0].attributes;
  expect(Number(cellRect(0, 0).y)).toBeGreaterThan(Number(cellRect(1, 2).y));
  expect(Number(cellRect(0, 0).x)).toBeLessThan(Number(cellRect(1, 2).x));
  const head = findAll(root, (element) => element.attributes.class === 'bn-head')[0].attributes;
  expect(Number(head.x)).toBeGreaterThan(Number(cellRect(1, 2).x));
  expect(Number(head.y)).toBeGreaterThan(Number(cellRect(1, 2).y));
  expect(Number(head.y)).toBeLessThan(Number(cellRect(1, 2).y) + 60);
  // Turned 180°: the bottom-left cell goes to the top right.
  const turned = parseXml(svg.drawGbbBoard(scene, { orientation: 'black' }));
  const turnedRect = findAll(nameOf(turned, 0, 0), (element) => element.name === 'rect')[0].attributes;
  expect(Number(turnedRect.x)).toBeGreaterThan(
    Number(findAll(nameOf(turned, 1, 2), (element) => element.name === 'rect')[0].attributes.x),
  );
});

test('big boards: one path per colour, names for the cells with stones, counts while few', () => {
  const cellData = [];
  for (let x = 0; x < 50; x += 5)
    for (let y = 0; y < 40; y += 4) cellData.push({ x, y, a: 1, n: x === 0 ? 3 : 0, r: 0, v: 0 });
  const text = svg.drawGbbBoard({ kind: 'gbb', width: 50, height: 40, head: [49, 39], cellData });
  const root = parseXml(text);
  expect(root.attributes['data-drawing']).toBe('circles');
  const paths = findAll(root, (element) => element.name === 'path' && /^bn-stone-/.test(element.attributes.class));
  expect(paths.map((element) => element.attributes.class).sort()).toEqual(['bn-stone-black', 'bn-stone-blue']);
  expect(paths.find((element) => element.attributes.class === 'bn-stone-blue').attributes.d.match(/M/g)).toHaveLength(
    100,
  );
  expect(nameOf(root, 0, 4).attributes['aria-label']).toBe('cell 0, 4: 1 blue, 3 black');
  expect(nameOf(root, 49, 39).attributes['aria-label']).toBe('cell 49, 39: empty, head');
  expect(named(root)).toHaveLength(101); // 100 cells with stones and the head
  expect(findAll(root, (element) => element.name === 'text' && textOf(element) === '3')).toHaveLength(10);
});

test('huge boards: squares in relative steps, no grid, a board name that says how many cells are not named', () => {
  const cellData = [];
  for (let x = 0; x < 300; x++) for (let y = 0; y < 200; y += 2) cellData.push({ x, y, r: 1 });
  const started = performance.now();
  const text = svg.drawGbbBoard({ kind: 'gbb', width: 300, height: 200, head: [0, 0], cellData });
  expect(performance.now() - started).toBeLessThan(3000);
  const root = parseXml(text);
  expect(root.attributes['data-drawing']).toBe('squares');
  const red = findAll(root, (element) => element.attributes.class === 'bn-stone-red')[0].attributes.d;
  // The top row first: y = 199 is empty, so the first red stone is cell (0, 198), in half cells
  // row 3 (its bottom-left quadrant), and the next one two half cells to the right.
  expect(red.startsWith('M0 0m0 3h1v1h-1zm2 0h1v1h-1z')).toBe(true);
  expect(red.match(/h1v1h-1z/g)).toHaveLength(30_000);
  expect(findAll(root, (element) => element.attributes.class === 'bn-grid')).toHaveLength(0);
  expect(root.attributes['aria-label']).toMatch(/30000 cells with stones, too many to name one by one$/);
  expect(named(root)).toHaveLength(1); // the head's cell
  expect(text.length).toBeLessThan(30_000 * 16 + 10_000);
});

test('counts are read as numbers; cells off the board or with nonsense are left out', () => {
  const root = parseXml(
    svg.drawGbbBoard({
      kind: 'gbb',
      width: 2,
      height: 2,
      head: { x: 1, y: 1 },
      cellData: [
        { x: 5, y: 0, a: 1 },
        { x: 0, y: 0, a: -3, n: 'x', r: 2 },
      ],
    }),
  );
  expect(nameOf(root, 0, 0).attributes['aria-label']).toBe('cell 0, 0: 2 red');
  expect(nameOf(root, 1, 1).attributes['aria-label']).toBe('cell 1, 1: empty, head');
});

test('stones: false leaves the stones out (a page paints them), the head still named with its stones', () => {
  const lines = ['GBB/1.0', 'size 250 250'];
  for (let x = 0; x < 250; x += 3)
    for (let y = 0; y < 250; y += 2) lines.push(`cell ${x} ${y} Azul ${(x % 4) + 1} Rojo 1`);
  lines.push('head 3 4');
  const scene = { kind: 'gbb', ...GBB.parse(lines.join('\n')).toJSON() };
  const full = svg.drawGbbBoard(scene);
  const bare = svg.drawGbbBoard(scene, { stones: false });
  const stone = /<(path|circle)[^>]*bn-stone-/;
  expect(full).toMatch(stone);
  expect(bare).not.toMatch(stone);
  expect(bare.length).toBeLessThan(full.length / 20);
  const root = parseXml(bare);
  expect(root.attributes['data-drawing']).toBe('squares');
  // Only the head's cell is named, with what it holds; the title says how many are not.
  expect(named(root).map((element) => element.attributes['aria-label'])).toEqual(['cell 3, 4: 4 blue, 1 red, head']);
  const occupied = scene.cellData.length;
  expect(titleOf(root)).toBe(
    `Gobstones board of 250 columns and 250 rows, head at 3, 4. ${occupied - 1} cells with stones, too many to name one by one`,
  );
  // The ground the page paints over is drawn as with the stones.
  const ground = (text) => findAll(parseXml(text), (element) => element.attributes.class === 'bn-ground')[0].attributes;
  expect(ground(bare)).toEqual(ground(full));
  // A small board: every cell still named, no stone drawn.
  const small = parseXml(
    svg.drawGbbBoard(
      { kind: 'gbb', width: 2, height: 1, head: [0, 0], cellData: [{ x: 1, y: 0, a: 2 }] },
      { stones: false },
    ),
  );
  expect(named(small).map((element) => element.attributes['aria-label'])).toEqual([
    'cell 0, 0: empty, head',
    'cell 1, 0: 2 blue',
  ]);
  expect(findAll(small, (element) => element.name === 'circle')).toHaveLength(0);
});
