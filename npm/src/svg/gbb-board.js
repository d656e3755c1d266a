// A Gobstones board as an SVG string: the grid, row 0 at the bottom, the four stone colours of
// each cell in fixed quadrants (blue top-left, black top-right, red bottom-left, green
// bottom-right) with their counts, and the head.
//
// Boards reach hundreds of thousands of cells, so the drawing changes with the size, as the
// viewer does (its canvas for huge boards: viewer/gbb-board.js):
//   - up to MAX_CELLS_WITH_OWN_GROUP cells, one named group per cell with stones (and per empty
//     cell too on boards up to MAX_CELLS_ALL_NAMED), so a screen reader reads it cell by cell;
//   - past that, one path per colour (circles, or past MAX_CELLS_AS_CIRCLES tiny squares written
//     in relative steps, a dozen bytes a stone), the counts only while there are few stones, and
//     a transparent named square per cell with stones while there are few of those.
// See gbb-scene.js for the scene.
import { attributes, circlePath, emptyElement, num, textElement, titleElement } from './markup.js';
import { svgDocument } from './frame.js';
import { COLOUR_KEYS, readGbbScene } from './gbb-scene.js';
import { wordsFor } from './words.js';

const CELL = 60;
const STONE = CELL * 0.21; // radius
const MAX_CELLS_ALL_NAMED = 400;
const MAX_CELLS_WITH_OWN_GROUP = 1600;
const MAX_CELLS_AS_CIRCLES = 40_000;
const MAX_COUNT_LABELS = 2500;
const MAX_NAMED_CELLS = 2500;

const COLOURS = {
  a: ['blue', '#0969da'],
  n: ['black', '#24292f'],
  r: ['red', '#cf222e'],
  v: ['green', '#1a7f37'],
};
// Where each colour sits in its cell, in quarters of a cell from the centre.
const QUADRANTS = { a: [-1, -1], n: [1, -1], r: [-1, 1], v: [1, 1] };

/**
 * The four stones in Gobstones' order, for a page that draws or explains them itself (the
 * viewer's legend and its canvas for huge boards): key, name, custom property, default colour,
 * and the quadrant of the cell (dx, dy: -1 left / top, 1 right / bottom).
 */
export const GBB_STONES = COLOUR_KEYS.map((key) => ({
  key,
  name: COLOURS[key][0],
  property: `--bn-gbb-${COLOURS[key][0]}`,
  colour: COLOURS[key][1],
  dx: QUADRANTS[key][0],
  dy: QUADRANTS[key][1],
}));
const BOARD = ['--bn-gbb-board', '#ffffff'];
const GRID = ['--bn-gbb-grid', '#d0d7de'];
const FRAME = ['--bn-gbb-frame', '#8c959f'];
const HEAD = ['--bn-gbb-head', '#f59e0b'];
const AXIS = ['--bn-gbb-axis', '#59636e'];
const COUNT = ['--bn-gbb-count', '#ffffff'];
const v = ([property, fallback]) => `var(${property},${fallback})`;

// The board's style rules (themable through the custom properties); also in boardStyleSheet().
export const RULES = [
  ['.bn-ground', `fill:${v(BOARD)}`],
  ['.bn-grid', `stroke:${v(GRID)}`],
  ['.bn-frame', `stroke:${v(FRAME)}`],
  ['.bn-head', `stroke:${v(HEAD)}`],
  ['.bn-axis', `fill:${v(AXIS)}`],
  ['.bn-count', `fill:${v(COUNT)}`],
  ...COLOUR_KEYS.map((key) => [
    `.bn-stone-${COLOURS[key][0]}`,
    `fill:var(--bn-gbb-${COLOURS[key][0]},${COLOURS[key][1]})`,
  ]),
];

// Axis numbers grow with the board so that they stay readable once the drawing is scaled down.
function layoutFor(width, height, coordinates) {
  const longest = Math.max(width, height);
  const labelSize = Math.max(14, Math.round((longest * CELL) / 48));
  const digits = String(longest - 1).length;
  const margin = coordinates
    ? { left: Math.round(labelSize * (0.7 * digits + 1)), bottom: Math.round(labelSize * 2), top: 8, right: 8 }
    : { left: 4, bottom: 4, top: 4, right: 4 };
  return { labelSize, digits, margin };
}

/** The accessible name of a cell: "cell 2, 1: 1 blue, 3 red" or "cell 0, 0: empty, head". */
export function describeCell(words, x, y, counts, isHead) {
  const stones = [];
  COLOUR_KEYS.forEach((key, index) => {
    if (counts[index] > 0) stones.push(`${counts[index]} ${words.colours[key]}`);
  });
  const contents = [stones.length ? stones.join(', ') : words.empty];
  if (isHead) contents.push(words.head);
  return words.cell(x, y, contents.join(', '));
}

/**
 * The Gobstones scene (or a parsed Board) as an SVG string. `options.stones: false` leaves the
 * stones out (and the names of the cells that hold them on big boards), for a page that paints
 * them itself: the viewer does on huge boards, with a canvas over the ground (.bn-ground).
 */
export function drawGbbBoard(scene, options = {}) {
  const words = wordsFor(options.language).gbb;
  const { width, height, headX, headY, cells } = readGbbScene(scene);
  const flipped = (options.orientation ?? scene.orientation) === 'black';
  const isHead = (x, y) => x === headX && y === headY;
  const isHeadCell = (cell) => cell.x === headX && cell.y === headY;
  const layout = layoutFor(width, height, options.coordinates !== false);
  const { margin } = layout;
  // The top-left corner of cell (x, y): row 0 at the bottom, or at the top when turned.
  const left = (x) => margin.left + (flipped ? width - 1 - x : x) * CELL;
  const top = (y) => margin.top + (flipped ? y : height - 1 - y) * CELL;
  const centre = (x, y, key) => {
    const [dx, dy] = QUADRANTS[key];
    const turn = flipped ? -1 : 1;
    return [left(x) + CELL / 2 + (turn * dx * CELL) / 4, top(y) + CELL / 2 + (turn * dy * CELL) / 4];
  };
  const totalWidth = margin.left + width * CELL + margin.right;
  const totalHeight = margin.top + height * CELL + margin.bottom;
  const cellCount = width * height;
  const drawing =
    cellCount <= MAX_CELLS_WITH_OWN_GROUP ? 'cells' : cellCount <= MAX_CELLS_AS_CIRCLES ? 'circles' : 'squares';

  const withStones = options.stones !== false;
  // Later entries for the same cell win, as the gbb family reads a repeated cell.
  const byCell = new Map();
  if (withStones || drawing === 'cells') for (const cell of cells) byCell.set(cell.y * width + cell.x, cell);
  else for (const cell of cells) if (isHeadCell(cell)) byCell.set(cell.y * width + cell.x, cell);

  const countLabel = (cx, cy, count) =>
    textElement(
      {
        x: cx,
        y: cy,
        'text-anchor': 'middle',
        'dominant-baseline': 'central',
        // Long counts are squeezed into the stone instead of overflowing into the next one.
        ...(String(count).length >= 3 ? { textLength: STONE * 1.7, lengthAdjust: 'spacingAndGlyphs' } : {}),
      },
      String(count),
    );

  let stones = '';
  let named = '';
  let unnamed = 0;
  if (drawing === 'cells') {
    const allNamed = cellCount <= MAX_CELLS_ALL_NAMED;
    // Read as the board looks: the top row first, left to right.
    for (let row = 0; row < height; row++) {
      const y = flipped ? row : height - 1 - row;
      for (let column = 0; column < width; column++) {
        const x = flipped ? width - 1 - column : column;
        const cell = byCell.get(y * width + x);
        const counts = cell?.counts ?? [0, 0, 0, 0];
        const occupied = counts.some((count) => count > 0);
        if (!occupied && !allNamed && !isHead(x, y)) continue;
        let inside = emptyElement('rect', { x: left(x), y: top(y), width: CELL, height: CELL, fill: 'none' });
        COLOUR_KEYS.forEach((key, index) => {
          if (counts[index] === 0 || !withStones) return;
          const [cx, cy] = centre(x, y, key);
          inside += emptyElement('circle', {
            class: `bn-stone-${COLOURS[key][0]}`,
            cx,
            cy,
            r: STONE,
            fill: COLOURS[key][1],
            stroke: 'rgba(0,0,0,.15)',
          });
          inside += countLabel(cx, cy, counts[index]);
        });
        const name = describeCell(words, x, y, counts, isHead(x, y));
        named += `<g${attributes({ role: 'img', 'aria-label': name, 'data-x': x, 'data-y': y })}>${titleElement(name)}${inside}</g>`;
      }
    }
    // The counts take the group's fill (bn-count); stones and squares have their own.
    named = `<g${attributes({ class: 'bn-cells bn-count', fill: COUNT[1], 'font-size': 14, 'font-weight': 700 })}>${named}</g>`;
  } else {
    const occupied = withStones ? [...byCell.values()].filter((cell) => cell.counts.some((count) => count > 0)) : [];
    // Top row first, left to right: short relative steps in the squares' paths.
    occupied.sort((p, q) => top(p.y) - top(q.y) || left(p.x) - left(q.x));
    const paths = { a: [], n: [], r: [], v: [] };
    let piles = 0;
    if (drawing === 'circles') {
      for (const cell of occupied) {
        COLOUR_KEYS.forEach((key, index) => {
          if (cell.counts[index] === 0) return;
          piles += 1;
          const [cx, cy] = centre(cell.x, cell.y, key);
          paths[key].push(circlePath(cx, cy, STONE));
        });
      }
    } else {
      // Squares on a grid of half cells (each colour's quadrant is one unit), scaled up by a
      // transform: "m2 0h1v1h-1z" is a stone one cell to the right of the previous one.
      const at = { a: [0, 0], n: [0, 0], r: [0, 0], v: [0, 0] };
      for (const cell of occupied) {
        COLOUR_KEYS.forEach((key, index) => {
          if (cell.counts[index] === 0) return;
          piles += 1;
          const [dx, dy] = QUADRANTS[key];
          const column = 2 * (flipped ? width - 1 - cell.x : cell.x) + ((flipped ? -dx : dx) > 0 ? 1 : 0);
          const row = 2 * (flipped ? cell.y : height - 1 - cell.y) + ((flipped ? -dy : dy) > 0 ? 1 : 0);
          paths[key].push(`m${column - at[key][0]} ${row - at[key][1]}h1v1h-1z`);
          at[key] = [column, row];
        });
      }
    }
    for (const key of COLOUR_KEYS) {
      if (!paths[key].length) continue;
      let d = paths[key].join('');
      if (drawing === 'squares') d = `M0 0${d}`;
      stones += emptyElement('path', { class: `bn-stone-${COLOURS[key][0]}`, d, fill: COLOURS[key][1] });
    }
    if (drawing === 'squares')
      stones = `<g transform="translate(${num(margin.left)} ${num(margin.top)}) scale(${CELL / 2})">${stones}</g>`;
    stones = `<g class="bn-stones" aria-hidden="true">${stones}</g>`;
    if (piles <= MAX_COUNT_LABELS) {
      let labels = '';
      for (const cell of occupied) {
        COLOUR_KEYS.forEach((key, index) => {
          if (cell.counts[index] === 0) return;
          const [cx, cy] = centre(cell.x, cell.y, key);
          labels += countLabel(cx, cy, cell.counts[index]);
        });
      }
      stones += `<g${attributes({ class: 'bn-count', fill: COUNT[1], 'font-size': 14, 'font-weight': 700, 'aria-hidden': 'true' })}>${labels}</g>`;
    }
    // Names on transparent squares, while they are few enough; the head's cell always has one.
    const namedCells = occupied.length <= MAX_NAMED_CELLS ? occupied : [];
    unnamed = occupied.length - namedCells.length;
    const headCell = byCell.get(headY * width + headX);
    // Stones painted by the page: none of their cells is named here (the head's is, below).
    if (!withStones)
      unnamed = cells.filter((cell) => !isHeadCell(cell) && cell.counts.some((count) => count > 0)).length;
    if (!headCell || !namedCells.includes(headCell))
      namedCells.push(headCell ?? { x: headX, y: headY, counts: [0, 0, 0, 0] });
    for (const cell of namedCells) {
      const name = describeCell(words, cell.x, cell.y, cell.counts, isHead(cell.x, cell.y));
      named += `<rect${attributes({ role: 'img', 'aria-label': name, 'data-x': cell.x, 'data-y': cell.y, x: left(cell.x), y: top(cell.y), width: CELL, height: CELL, fill: 'none' })}>${titleElement(name)}</rect>`;
    }
    named = `<g class="bn-cells">${named}</g>`;
  }

  // One path for all the grid lines; left out when they would be denser than the screen's pixels.
  let grid = '';
  if (drawing !== 'squares') {
    for (let x = 1; x < width; x++) grid += `M${num(margin.left + x * CELL)} ${num(margin.top)}v${height * CELL}`;
    for (let y = 1; y < height; y++) grid += `M${num(margin.left)} ${num(margin.top + y * CELL)}h${width * CELL}`;
  }
  const frame = { x: margin.left, y: margin.top, width: width * CELL, height: height * CELL };

  let axes = '';
  if (options.coordinates !== false) {
    // On big boards only every n-th number, so that they never overlap.
    const every = Math.max(1, Math.ceil((layout.labelSize * (0.65 * layout.digits + 0.5)) / CELL));
    for (let x = 0; x < width; x += every)
      axes += textElement(
        { x: left(x) + CELL / 2, y: margin.top + height * CELL + margin.bottom / 2, 'text-anchor': 'middle' },
        String(x),
      );
    for (let y = 0; y < height; y += every)
      axes += textElement(
        { x: margin.left - layout.labelSize / 2, y: top(y) + CELL / 2, 'text-anchor': 'end' },
        String(y),
      );
    axes = `<g${attributes({ class: 'bn-axis', fill: AXIS[1], 'font-size': layout.labelSize, 'dominant-baseline': 'central', 'aria-hidden': 'true' })}>${axes}</g>`;
  }

  const inset = 3;
  const head = emptyElement('rect', {
    class: 'bn-head',
    'aria-hidden': 'true',
    x: left(headX) + inset,
    y: top(headY) + inset,
    width: CELL - 2 * inset,
    height: CELL - 2 * inset,
    rx: 5,
    fill: HEAD[1],
    'fill-opacity': 0.1,
    stroke: HEAD[1],
    'stroke-width': 4,
  });

  let title = options.title ?? words.title(width, height, headX, headY);
  if (options.title == null && unnamed > 0) title += `. ${words.unnamedCells(unnamed)}`;
  return svgDocument({
    kind: 'gbb',
    width: totalWidth,
    height: totalHeight,
    title,
    rules: RULES,
    body:
      emptyElement('rect', { class: 'bn-ground', ...frame, fill: BOARD[1] }) +
      (grid
        ? emptyElement('path', { class: 'bn-grid', d: grid, stroke: GRID[1], 'stroke-width': 1, fill: 'none' })
        : '') +
      emptyElement('rect', { class: 'bn-frame', ...frame, fill: 'none', stroke: FRAME[1], 'stroke-width': 2 }) +
      axes +
      stones +
      named +
      head,
    options,
    data: { drawing, orientation: flipped ? 'black' : 'white' },
  });
}
