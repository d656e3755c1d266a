// Draws a Gobstones board (a Board from boardnotation's GBB.parse) as an SVG that scales with its
// container (viewBox only, no fixed size). Row 0 is at the bottom, as Gobstones draws it.
// Each cell is one labelled group ("cell 2, 1: 1 blue, 3 red") so screen readers can read the board.
import { Color } from 'boardnotation';

const SVG_NS = 'http://www.w3.org/2000/svg';
const CELL = 60;

// Axis numbers grow with the board so that they stay readable once the drawing is scaled down to the
// page; the margins that hold them grow with them.
function layoutFor(board) {
  const labelSize = Math.max(14, Math.round((Math.max(board.width, board.height) * CELL) / 48));
  const digits = String(Math.max(board.width, board.height) - 1).length;
  return {
    labelSize,
    margin: { left: Math.round(labelSize * (0.7 * digits + 1)), bottom: Math.round(labelSize * 2), top: 8, right: 8 },
  };
}

// The four colours in Gobstones' order, each drawn in a fixed quadrant of the cell so that a colour is
// always found in the same place: blue top-left, black top-right, red bottom-left, green bottom-right.
export const STONE_COLOURS = [
  { color: Color.Blue, name: 'blue', dx: -1, dy: -1 },
  { color: Color.Black, name: 'black', dx: 1, dy: -1 },
  { color: Color.Red, name: 'red', dx: -1, dy: 1 },
  { color: Color.Green, name: 'green', dx: 1, dy: 1 },
];

// Past this many cells a group per empty cell costs more DOM than it is worth; then only cells with
// stones (and the head) get their own labelled group, and the board's label says so.
const MAX_CELLS_WITH_OWN_GROUP = 10_000;

function svgElement(name, attributes = {}) {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/** The accessible name of one cell, e.g. "cell 2, 1: 1 blue, 3 red" or "cell 0, 0: empty, head". */
export function describeCell(cell, isHead) {
  const stones = STONE_COLOURS.map(({ color, name }) => [cell.getStonesOf(color), name])
    .filter(([count]) => count > 0)
    .map(([count, name]) => `${count} ${name}`);
  const contents = stones.length > 0 ? stones.join(', ') : 'empty';
  return `cell ${cell.x}, ${cell.y}: ${contents}${isHead ? ', head' : ''}`;
}

function cellOrigin(layout, board, x, y) {
  return { left: layout.margin.left + x * CELL, top: layout.margin.top + (board.height - 1 - y) * CELL };
}

function drawStone(group, { left, top }, { color, name, dx, dy }, count) {
  const radius = CELL * 0.21;
  const cx = left + CELL / 2 + (dx * CELL) / 4;
  const cy = top + CELL / 2 + (dy * CELL) / 4;
  const stone = svgElement('g', { class: `stone stone-${name}`, 'data-color': color, 'data-count': count });
  stone.append(svgElement('circle', { cx, cy, r: radius }));
  const label = svgElement('text', { x: cx, y: cy, 'dominant-baseline': 'central', 'text-anchor': 'middle' });
  label.textContent = String(count);
  // Long counts are squeezed into the circle instead of overflowing into the neighbouring stone.
  if (label.textContent.length >= 3) {
    label.setAttribute('textLength', String(radius * 1.7));
    label.setAttribute('lengthAdjust', 'spacingAndGlyphs');
  }
  stone.append(label);
  group.append(stone);
}

function drawGrid(svg, board, layout) {
  const width = board.width * CELL;
  const height = board.height * CELL;
  svg.append(svgElement('rect', { class: 'board-background', x: layout.margin.left, y: layout.margin.top, width, height }));
  // One path for all the lines keeps big boards light.
  let lines = '';
  for (let x = 1; x < board.width; x++) lines += `M${layout.margin.left + x * CELL} ${layout.margin.top}v${height}`;
  for (let y = 1; y < board.height; y++) lines += `M${layout.margin.left} ${layout.margin.top + y * CELL}h${width}`;
  if (lines) svg.append(svgElement('path', { class: 'grid-lines', d: lines }));
  svg.append(svgElement('rect', { class: 'board-frame', x: layout.margin.left, y: layout.margin.top, width, height }));
}

function drawAxes(svg, board, layout) {
  const axes = svgElement('g', { class: 'axes', 'aria-hidden': 'true', 'font-size': layout.labelSize });
  // On big boards label every n-th column and row only, so that the numbers never overlap.
  const digits = String(Math.max(board.width, board.height) - 1).length;
  const every = Math.max(1, Math.ceil((layout.labelSize * (0.65 * digits + 0.5)) / CELL));
  const bottom = layout.margin.top + board.height * CELL;
  for (let x = 0; x < board.width; x += every) {
    const label = svgElement('text', { class: 'axis-x', x: layout.margin.left + x * CELL + CELL / 2, y: bottom + layout.margin.bottom / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    label.textContent = String(x);
    axes.append(label);
  }
  for (let y = 0; y < board.height; y += every) {
    const label = svgElement('text', { class: 'axis-y', x: layout.margin.left - layout.labelSize / 2, y: cellOrigin(layout, board, 0, y).top + CELL / 2, 'text-anchor': 'end', 'dominant-baseline': 'central' });
    label.textContent = String(y);
    axes.append(label);
  }
  svg.append(axes);
}

function drawCells(svg, board, layout) {
  const cells = svgElement('g', { class: 'cells' });
  const everyCellGetsAGroup = board.width * board.height <= MAX_CELLS_WITH_OWN_GROUP;
  board.foreachCells((cell) => {
    const isHead = cell.x === board.headX && cell.y === board.headY;
    if (!everyCellGetsAGroup && cell.isEmpty() && !isHead) return;
    const origin = cellOrigin(layout, board, cell.x, cell.y);
    const group = svgElement('g', { class: 'cell', role: 'img', 'aria-label': describeCell(cell, isHead), 'data-x': cell.x, 'data-y': cell.y });
    // A transparent hit area, so hovering or pointing anywhere in the cell finds the cell.
    group.append(svgElement('rect', { class: 'cell-area', x: origin.left, y: origin.top, width: CELL, height: CELL }));
    for (const colour of STONE_COLOURS) {
      const count = cell.getStonesOf(colour.color);
      if (count > 0) drawStone(group, origin, colour, count);
    }
    cells.append(group);
  });
  svg.append(cells);
  return everyCellGetsAGroup;
}

function drawHead(svg, board, layout) {
  const { left, top } = cellOrigin(layout, board, board.headX, board.headY);
  const inset = 3;
  svg.append(svgElement('rect', {
    class: 'head',
    'aria-hidden': 'true',
    'data-x': board.headX,
    'data-y': board.headY,
    x: left + inset,
    y: top + inset,
    width: CELL - 2 * inset,
    height: CELL - 2 * inset,
    rx: 5,
  }));
}

/** Replaces the contents of `container` with an SVG drawing of `board`. */
export function renderGbbBoard(container, board) {
  const layout = layoutFor(board);
  const totalWidth = layout.margin.left + board.width * CELL + layout.margin.right;
  const totalHeight = layout.margin.top + board.height * CELL + layout.margin.bottom;
  const svg = svgElement('svg', { class: 'gbb-board', viewBox: `0 0 ${totalWidth} ${totalHeight}`, role: 'group' });
  drawGrid(svg, board, layout);
  drawAxes(svg, board, layout);
  const everyCellLabelled = drawCells(svg, board, layout);
  drawHead(svg, board, layout);
  const cellNote = everyCellLabelled ? '' : '; only cells with stones are listed';
  svg.setAttribute('aria-label', `Board of ${board.width} columns and ${board.height} rows, head at ${board.headX}, ${board.headY}${cellNote}`);
  container.replaceChildren(svg, legend());
}

function legend() {
  const list = document.createElement('ul');
  list.className = 'legend';
  list.setAttribute('aria-label', 'Legend');
  for (const name of [...STONE_COLOURS.map((colour) => colour.name), 'head']) {
    const item = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = `swatch swatch-${name}`;
    swatch.setAttribute('aria-hidden', 'true');
    item.append(swatch, name);
    list.append(item);
  }
  return list;
}
