// Draws a Gobstones board (the page's GBB model, see notations/gbb-task.js) as an SVG that scales
// with its container (viewBox only, no fixed size). Row 0 is at the bottom, as Gobstones draws it.
//
// Small boards get one labelled group per cell ("cell 2, 1: 1 blue, 3 red") so screen readers can
// read the board cell by cell. Big boards would need hundreds of thousands of elements that way (a
// 100 × 100 board took over a second to draw), so they are drawn with one path per colour, the
// counts only while they stay few, and the cells are read through an inspector instead: pointing
// at a cell, or moving a cursor with the arrow keys, describes it in a live region.
import { svgElement } from './svg.js';
import { t } from './i18n.js';
import { STRIDE } from './notations/gbb-task.js';

const CELL = 60;
const STONE_RADIUS = CELL * 0.21;

// Past this many cells, cells no longer get their own groups (see above).
const MAX_CELLS_WITH_OWN_GROUP = 1600;
// Past this many stone piles, the counts are left out of the drawing (the inspector still says them).
const MAX_COUNT_LABELS = 2500;
// Past this many cells, a stone would be a pixel or two on screen anyway: the stones become one
// image with a pixel per colour quadrant (scaled up without smoothing), which costs next to nothing.
const MAX_CELLS_AS_PATHS = 40_000;

// The four colours in Gobstones' order (a, n, r, v), each drawn in a fixed quadrant of the cell so that a
// colour is always found in the same place: blue top-left, black top-right, red bottom-left, green bottom-right.
export const STONE_COLOURS = [
  { key: 'a', name: 'blue', dx: -1, dy: -1 },
  { key: 'n', name: 'black', dx: 1, dy: -1 },
  { key: 'r', name: 'red', dx: -1, dy: 1 },
  { key: 'v', name: 'green', dx: 1, dy: 1 },
];

// Axis numbers grow with the board so that they stay readable once the drawing is scaled down to the
// page; the margins that hold them grow with them.
function layoutFor(model) {
  const labelSize = Math.max(14, Math.round((Math.max(model.width, model.height) * CELL) / 48));
  const digits = String(Math.max(model.width, model.height) - 1).length;
  return {
    labelSize,
    margin: { left: Math.round(labelSize * (0.7 * digits + 1)), bottom: Math.round(labelSize * 2), top: 8, right: 8 },
  };
}

/** The accessible name of one cell, e.g. "cell 2, 1: 1 blue, 3 red" or "cell 0, 0: empty, head". */
export function describeCell(x, y, counts, isHead) {
  const stones = STONE_COLOURS.map(({ name }, index) => [counts[index], name])
    .filter(([count]) => count > 0)
    .map(([count, name]) => `${count} ${t(`gbb.colour.${name}`)}`);
  const contents = [stones.length > 0 ? stones.join(', ') : t('gbb.empty'), ...(isHead ? [t('gbb.head')] : [])].join(', ');
  return t('gbb.cellName', { x, y, contents });
}

function cellOrigin(layout, model, x, y) {
  return { left: layout.margin.left + x * CELL, top: layout.margin.top + (model.height - 1 - y) * CELL };
}

function stoneCentre({ left, top }, { dx, dy }) {
  return { cx: left + CELL / 2 + (dx * CELL) / 4, cy: top + CELL / 2 + (dy * CELL) / 4 };
}

function countLabel(cx, cy, count) {
  const label = svgElement('text', { x: cx, y: cy, 'dominant-baseline': 'central', 'text-anchor': 'middle' });
  label.textContent = String(count);
  // Long counts are squeezed into the circle instead of overflowing into the neighbouring stone.
  if (label.textContent.length >= 3) {
    label.setAttribute('textLength', String(STONE_RADIUS * 1.7));
    label.setAttribute('lengthAdjust', 'spacingAndGlyphs');
  }
  return label;
}

function drawGrid(svg, model, layout, { lines: withLines = true } = {}) {
  const width = model.width * CELL;
  const height = model.height * CELL;
  svg.append(svgElement('rect', { class: 'board-background', x: layout.margin.left, y: layout.margin.top, width, height }));
  // One path for all the lines keeps big boards light. On huge boards the lines would be denser than
  // the screen's pixels (a grey moiré): they are left out.
  let lines = '';
  if (!withLines) return svg.append(svgElement('rect', { class: 'board-frame', x: layout.margin.left, y: layout.margin.top, width, height }));
  for (let x = 1; x < model.width; x++) lines += `M${layout.margin.left + x * CELL} ${layout.margin.top}v${height}`;
  for (let y = 1; y < model.height; y++) lines += `M${layout.margin.left} ${layout.margin.top + y * CELL}h${width}`;
  if (lines) svg.append(svgElement('path', { class: 'grid-lines', d: lines }));
  svg.append(svgElement('rect', { class: 'board-frame', x: layout.margin.left, y: layout.margin.top, width, height }));
}

function drawAxes(svg, model, layout) {
  const axes = svgElement('g', { class: 'axes', 'aria-hidden': 'true', 'font-size': layout.labelSize });
  // On big boards label every n-th column and row only, so that the numbers never overlap.
  const digits = String(Math.max(model.width, model.height) - 1).length;
  const every = Math.max(1, Math.ceil((layout.labelSize * (0.65 * digits + 0.5)) / CELL));
  const bottom = layout.margin.top + model.height * CELL;
  for (let x = 0; x < model.width; x += every) {
    const label = svgElement('text', { class: 'axis-x', x: layout.margin.left + x * CELL + CELL / 2, y: bottom + layout.margin.bottom / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    label.textContent = String(x);
    axes.append(label);
  }
  for (let y = 0; y < model.height; y += every) {
    const label = svgElement('text', { class: 'axis-y', x: layout.margin.left - layout.labelSize / 2, y: cellOrigin(layout, model, 0, y).top + CELL / 2, 'text-anchor': 'end', 'dominant-baseline': 'central' });
    label.textContent = String(y);
    axes.append(label);
  }
  svg.append(axes);
}

// The counts of every cell, indexed by y * width + x (four numbers per cell), for lookups.
function countsByCell(model) {
  const counts = new Float64Array(model.width * model.height * 4);
  const { cells } = model;
  for (let i = 0; i < cells.length; i += STRIDE) counts.set(cells.subarray(i + 2, i + 6), (cells[i + 1] * model.width + cells[i]) * 4);
  return counts;
}

function drawCellGroups(svg, model, layout) {
  const counts = countsByCell(model);
  const fragment = svgElement('g', { class: 'cells' });
  for (let x = 0; x < model.width; x++) {
    for (let y = 0; y < model.height; y++) {
      const cellCounts = counts.subarray((y * model.width + x) * 4, (y * model.width + x) * 4 + 4);
      const isHead = x === model.headX && y === model.headY;
      const origin = cellOrigin(layout, model, x, y);
      const group = svgElement('g', { class: 'cell', role: 'img', 'aria-label': describeCell(x, y, cellCounts, isHead), 'data-x': x, 'data-y': y });
      // A transparent hit area, so hovering or pointing anywhere in the cell finds the cell.
      group.append(svgElement('rect', { class: 'cell-area', x: origin.left, y: origin.top, width: CELL, height: CELL }));
      STONE_COLOURS.forEach((colour, index) => {
        const count = cellCounts[index];
        if (count === 0) return;
        const { cx, cy } = stoneCentre(origin, colour);
        const stone = svgElement('g', { class: `stone stone-${colour.name}`, 'data-color': colour.key, 'data-count': count });
        stone.append(svgElement('circle', { cx, cy, r: STONE_RADIUS }), countLabel(cx, cy, count));
        group.append(stone);
      });
      fragment.append(group);
    }
  }
  svg.append(fragment);
}

// Big boards: one path per colour (a circle is two arcs), and count labels only while they are few.
function drawStonePaths(svg, model, layout) {
  const { cells } = model;
  const paths = STONE_COLOURS.map(() => []);
  let piles = 0;
  for (let i = 0; i < cells.length; i += STRIDE) {
    const origin = cellOrigin(layout, model, cells[i], cells[i + 1]);
    STONE_COLOURS.forEach((colour, index) => {
      if (cells[i + 2 + index] === 0) return;
      piles += 1;
      const { cx, cy } = stoneCentre(origin, colour);
      paths[index].push(`M${cx - STONE_RADIUS} ${cy}a${STONE_RADIUS} ${STONE_RADIUS} 0 1 0 ${2 * STONE_RADIUS} 0a${STONE_RADIUS} ${STONE_RADIUS} 0 1 0 ${-2 * STONE_RADIUS} 0`);
    });
  }
  const stones = svgElement('g', { class: 'stone-paths', 'aria-hidden': 'true', 'data-piles': piles });
  STONE_COLOURS.forEach((colour, index) => {
    if (paths[index].length > 0) stones.append(svgElement('path', { class: `stone-${colour.name}`, d: paths[index].join('') }));
  });
  if (piles <= MAX_COUNT_LABELS) {
    const labels = svgElement('g', { class: 'count-labels' });
    for (let i = 0; i < cells.length; i += STRIDE) {
      const origin = cellOrigin(layout, model, cells[i], cells[i + 1]);
      STONE_COLOURS.forEach((colour, index) => {
        const count = cells[i + 2 + index];
        if (count === 0) return;
        const { cx, cy } = stoneCentre(origin, colour);
        labels.append(countLabel(cx, cy, count));
      });
    }
    stones.append(labels);
  }
  svg.append(stones);
}

// Huge boards: one pixel per colour quadrant of each cell, drawn on a canvas and placed as an image.
// The image is encoded as PNG by the browser off this thread (toBlob), and appears when it is ready.
let pixelsUrl = null; // the object URL of the image shown, freed when the next one replaces it
function drawStonePixels(svg, model, layout) {
  const canvas = document.createElement('canvas');
  canvas.width = model.width * 2;
  canvas.height = model.height * 2;
  const context = canvas.getContext('2d');
  const image = context.createImageData(canvas.width, canvas.height);
  const styles = getComputedStyle(document.documentElement);
  // Each colour as the four bytes of one pixel (red, green, blue, opaque), read as one 32-bit word.
  const words = STONE_COLOURS.map(({ name }) => {
    context.fillStyle = styles.getPropertyValue(`--stone-${name}`).trim() || '#888';
    const hex = context.fillStyle; // normalised by the canvas to #rrggbb
    return new Uint32Array(Uint8Array.from([1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16)).concat(255)).buffer)[0];
  });
  const quadrants = STONE_COLOURS.map(({ dx, dy }) => (dy > 0 ? canvas.width : 0) + (dx > 0 ? 1 : 0));
  const pixels = new Uint32Array(image.data.buffer);
  const { cells } = model;
  for (let i = 0; i < cells.length; i += STRIDE) {
    const corner = (model.height - 1 - cells[i + 1]) * 2 * canvas.width + cells[i] * 2;
    for (let colour = 0; colour < 4; colour++) if (cells[i + 2 + colour] !== 0) pixels[corner + quadrants[colour]] = words[colour];
  }
  context.putImageData(image, 0, 0);
  const element = svgElement('image', {
    class: 'stone-pixels', 'aria-hidden': 'true', preserveAspectRatio: 'none',
    x: layout.margin.left, y: layout.margin.top, width: model.width * CELL, height: model.height * CELL,
  });
  canvas.toBlob((blob) => {
    if (pixelsUrl) URL.revokeObjectURL(pixelsUrl);
    pixelsUrl = URL.createObjectURL(blob);
    element.setAttribute('href', pixelsUrl);
  });
  svg.append(element);
}

function drawHead(svg, model, layout) {
  const { left, top } = cellOrigin(layout, model, model.headX, model.headY);
  const inset = 3;
  svg.append(svgElement('rect', {
    class: 'head', 'aria-hidden': 'true', 'data-x': model.headX, 'data-y': model.headY,
    x: left + inset, y: top + inset, width: CELL - 2 * inset, height: CELL - 2 * inset, rx: 5,
  }));
}

// The inspector of big boards: a cursor cell (moved by pointer or arrow keys) described in a live region.
function attachInspector(svg, model, layout, readout) {
  const counts = countsByCell(model);
  const cursor = svgElement('rect', { class: 'cursor', width: CELL, height: CELL, 'aria-hidden': 'true', visibility: 'hidden' });
  svg.append(cursor);
  let at = { x: model.headX, y: model.headY };
  const show = (x, y) => {
    at = { x, y };
    const origin = cellOrigin(layout, model, x, y);
    cursor.setAttribute('x', origin.left);
    cursor.setAttribute('y', origin.top);
    cursor.setAttribute('visibility', 'visible');
    const base = (y * model.width + x) * 4;
    readout.textContent = describeCell(x, y, counts.subarray(base, base + 4), x === model.headX && y === model.headY);
    readout.dataset.x = x;
    readout.dataset.y = y;
  };
  svg.addEventListener('pointermove', (event) => {
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
    const x = Math.floor((point.x - layout.margin.left) / CELL);
    const y = model.height - 1 - Math.floor((point.y - layout.margin.top) / CELL);
    if (x >= 0 && y >= 0 && x < model.width && y < model.height && (x !== at.x || y !== at.y || cursor.getAttribute('visibility') === 'hidden')) show(x, y);
  });
  svg.addEventListener('focus', () => show(at.x, at.y));
  svg.addEventListener('keydown', (event) => {
    const move = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[event.key];
    if (!move) return;
    event.preventDefault();
    show(Math.min(model.width - 1, Math.max(0, at.x + move[0])), Math.min(model.height - 1, Math.max(0, at.y + move[1])));
  });
}

/** Replaces the contents of `container` with an SVG drawing of the board. */
export function renderGbbBoard(container, model) {
  const layout = layoutFor(model);
  const totalWidth = layout.margin.left + model.width * CELL + layout.margin.right;
  const totalHeight = layout.margin.top + model.height * CELL + layout.margin.bottom;
  const cellCount = model.width * model.height;
  const small = cellCount <= MAX_CELLS_WITH_OWN_GROUP;
  const drawing = small ? 'cells' : cellCount <= MAX_CELLS_AS_PATHS ? 'paths' : 'pixels';
  const svg = svgElement('svg', { class: 'gbb-board', viewBox: `0 0 ${totalWidth} ${totalHeight}`, role: 'group', 'data-drawing': drawing });
  drawGrid(svg, model, layout, { lines: drawing !== 'pixels' });
  drawAxes(svg, model, layout);
  ({ cells: drawCellGroups, paths: drawStonePaths, pixels: drawStonePixels })[drawing](svg, model, layout);
  drawHead(svg, model, layout);
  const names = { width: model.width, height: model.height, x: model.headX, y: model.headY };
  svg.setAttribute('aria-label', t(small ? 'gbb.boardName' : 'gbb.boardNameBig', names));
  const parts = [svg];
  if (!small) {
    svg.setAttribute('tabindex', '0');
    svg.dataset.keys = 'own'; // its arrow keys move the inspector's cursor
    const readout = document.createElement('p');
    readout.className = 'cell-readout';
    readout.setAttribute('aria-live', 'polite');
    attachInspector(svg, model, layout, readout);
    parts.push(readout);
  }
  container.replaceChildren(...parts, legend());
}

function legend() {
  const list = document.createElement('ul');
  list.className = 'legend';
  list.setAttribute('aria-label', t('legend'));
  for (const name of [...STONE_COLOURS.map((colour) => colour.name), 'head']) {
    const item = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = `swatch swatch-${name}`;
    swatch.setAttribute('aria-hidden', 'true');
    item.append(swatch, t(name === 'head' ? 'gbb.head' : `gbb.colour.${name}`));
    list.append(item);
  }
  return list;
}
