// The SVG's frame: well-formed XML, escaping, sizes, deterministic ids that differ between boards.
import { findAll, parseXml, textOf } from './strict-xml.mjs';
import { loadSvg } from './svg-load.mjs';

let svg;
beforeAll(async () => {
  svg = await loadSvg();
});

const emptyChess = () => ({ kind: 'chess', board: Array.from({ length: 8 }, () => Array(8).fill(null)) });

test('the XML check refuses what is not well-formed (so the other tests can fail)', () => {
  expect(() => parseXml('<svg><g></svg>')).toThrow(/closes/);
  expect(() => parseXml('<svg a="1" a="2"/>')).toThrow(/twice/);
  expect(() => parseXml('<svg>a < b</svg>')).toThrow(/bad tag/);
  expect(() => parseXml('<svg>R&D</svg>')).toThrow(/reference/);
  expect(() => parseXml('<svg a="<"/>')).toThrow(/raw </);
  expect(() => parseXml('<svg>\u0001</svg>')).toThrow(/not allowed/);
  expect(() => parseXml('<svg/><svg/>')).toThrow(/one root/);
  expect(parseXml('<svg a="&lt;b&gt;"><t>x &amp; y</t></svg>').attributes.a).toBe('<b>');
});

test('every kind of board is well-formed XML with an accessible name on the root', () => {
  const scenes = [
    emptyChess(),
    { kind: 'go', width: 9, height: 9, board: [[1, 2]] },
    { kind: 'gbb', width: 3, height: 2, head: [0, 1], cellData: [{ x: 1, y: 1, a: 2, r: 1 }] },
    { kind: 'bdl', width: 3, height: 3, board: [[{ piece: 'king', owner: 0 }, null, null]] },
  ];
  for (const scene of scenes) {
    const root = parseXml(svg.drawScene(scene, { title: 'My board' }));
    expect(root.name).toBe('svg');
    expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(['img', 'group']).toContain(root.attributes.role);
    expect(root.attributes['aria-label']).toBe('My board');
    expect(root.attributes.viewBox).toMatch(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
    expect(root.attributes.class).toContain(`bn-${scene.kind}`);
  }
});

test('text from the scene never becomes markup', () => {
  const nasty = '<script>alert("x")</script> & \'quotes\' \u0007';
  const markup = [
    svg.drawScene(emptyChess(), { title: nasty }),
    svg.drawScene(
      { kind: 'go', width: 5, height: 5, board: [], labels: [{ row: 0, col: 0, letter: nasty }] },
      { title: nasty },
    ),
    svg.drawScene({ kind: 'bdl', width: 2, height: 2, board: [[{ piece: nasty, owner: 1 }, null]] }, { title: nasty }),
  ];
  for (const text of markup) {
    expect(text).not.toContain('<script');
    const root = parseXml(text);
    expect(findAll(root, (element) => element.name === 'script')).toHaveLength(0);
    expect(root.attributes['aria-label']).toBe('<script>alert("x")</script> & \'quotes\' ');
  }
  // Half of a character (a lone surrogate) cannot be written in XML either; whole ones stay.
  const halves = parseXml(svg.drawScene(emptyChess(), { title: 'a\uD800b \u{1F600}' }));
  expect(halves.attributes['aria-label']).toBe('ab \u{1F600}');
  const go = parseXml(markup[1]);
  const label = findAll(go, (element) => element.name === 'text' && textOf(element).startsWith('<script>'));
  expect(label).toHaveLength(1);
});

test('size sets width and height in pixels; the viewBox stays', () => {
  for (const size of [24, 600]) {
    const root = parseXml(svg.drawChessBoard(emptyChess(), { size }));
    expect(root.attributes.width).toBe(String(size));
    expect(root.attributes.height).toBe(String(size));
    expect(root.attributes.viewBox).toBe('0 0 834 834');
  }
  // A wide board: size is the longer side, the other keeps the proportions.
  const wide = parseXml(svg.drawGoBoard({ width: 19, height: 5, board: [] }, { size: 600 }));
  const [, , viewWidth, viewHeight] = wide.attributes.viewBox.split(' ').map(Number);
  expect(wide.attributes.width).toBe('600');
  expect(Number(wide.attributes.height)).toBeCloseTo((600 * viewHeight) / viewWidth, 1);
  // Without a size there are no pixels: the drawing scales to its container.
  const free = parseXml(svg.drawChessBoard(emptyChess()));
  expect(free.attributes.width).toBeUndefined();
  expect(free.attributes.height).toBeUndefined();
});

test('the same scene gives the same string; different boards get different ids', () => {
  const start = emptyChess();
  start.board[7][4] = { type: 'k', color: 'w' };
  const other = emptyChess();
  other.board[0][4] = { type: 'k', color: 'b' };
  const first = svg.drawChessBoard(start);
  expect(svg.drawChessBoard(structuredClone(start))).toBe(first);
  const prefixOf = (text) => parseXml(text).attributes.class.split(' ').at(-1);
  expect(prefixOf(first)).not.toBe(prefixOf(svg.drawChessBoard(other)));
  expect(prefixOf(first)).not.toBe(prefixOf(svg.drawChessBoard(start, { orientation: 'black' })));
  // Every id and every reference to one carries the prefix; the style is scoped by it.
  const prefix = prefixOf(first);
  const root = parseXml(first);
  const ids = findAll(root, (element) => 'id' in element.attributes).map((element) => element.attributes.id);
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(id.startsWith(`${prefix}-`)).toBe(true);
  for (const use of findAll(root, (element) => element.name === 'use'))
    expect(ids).toContain(use.attributes.href.slice(1));
  const style = textOf(findAll(root, (element) => element.name === 'style')[0]);
  for (const rule of style.split('}').filter(Boolean)) expect(rule.startsWith(`.${prefix} `)).toBe(true);
});

test('idPrefix is used as given (cleaned to a valid name)', () => {
  const text = svg.drawChessBoard({ ...emptyChess(), board: [[{ type: 'q', color: 'b' }]] }, { idPrefix: 'board-1' });
  expect(text).toContain('class="bn-board bn-chess board-1"');
  expect(text).toContain('id="board-1-q"');
  expect(text).toContain('href="#board-1-q"');
  expect(svg.drawChessBoard(emptyChess(), { idPrefix: '1 "x"' })).toContain('class="bn-board bn-chess bn1x"');
});

test('themes: classes with CSS custom properties, presentation attributes as the fallback', () => {
  const text = svg.drawChessBoard(emptyChess());
  expect(text).toMatch(/\.bn-light\{fill:var\(--bn-light-square,#f0d9b5\)\}/);
  expect(text).toMatch(/<rect class="bn-light"[^>]* fill="#f0d9b5"/);
  expect(text).not.toMatch(/="var\(/); // var() in an attribute does nothing
});

test('drawScene dispatches on kind, recognises family objects, and refuses the rest', () => {
  expect(
    svg.drawScene({
      width: 3,
      height: 3,
      board: [
        [1, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
    }),
  ).toContain('bn-go');
  expect(svg.drawScene({ width: 2, height: 2, head: [0, 0], cellData: [] })).toContain('bn-gbb');
  expect(() => svg.drawScene({ kind: 'checkers' })).toThrow(TypeError);
  expect(() => svg.drawScene(null)).toThrow(TypeError);
  expect(() => svg.drawScene('fen')).toThrow(TypeError);
});

test('styles: false leaves the <style> out; boardStyleSheet() holds the same rules, scoped per kind', () => {
  const withStyle = svg.drawChessBoard(emptyChess(), { idPrefix: 'p' });
  const without = svg.drawChessBoard(emptyChess(), { idPrefix: 'p', styles: false });
  expect(withStyle).toContain('<style>');
  expect(without).not.toContain('<style');
  parseXml(without);
  const sheet = svg.boardStyleSheet();
  // Every rule of the drawing's own <style> is in the sheet, under the kind's class instead of the prefix.
  const own = withStyle
    .match(/<style>(.*?)<\/style>/)[1]
    .split('}')
    .filter(Boolean);
  for (const rule of own)
    expect(sheet).toContain(rule.replace(/^\.p /, '.bn-board.bn-chess ').replace(/,\.p /g, ',.bn-board.bn-chess '));
  for (const kind of ['chess', 'go', 'gbb', 'bdl']) expect(sheet).toContain(`.bn-board.bn-${kind} `);
});
