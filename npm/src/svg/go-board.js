// A Go position as an SVG string: the grid with star points and coordinates, stones of the seven
// HEN colours, the last move, the ko point, marks (circle, square, triangle, cross), labels and
// move numbers on stones. Any size from 1 × 1 to 52 × 52 (SGF's limit).
//
// scene: a Hen object works as it is (width, height, board, lastMove, koPoint, marks, labels,
// numberedStones), with or without kind: 'go'. The contract's names `ko` and `numbers` are read too.
//   board[row][col]: 0 empty, 1 black, 2 white, 3 red, 4 green, 5 blue, 6 yellow, 7 purple;
//   row 0 is the top row.
import { attributes, circlePath, emptyElement, escapeXml, num, textElement } from './markup.js';
import { isolateText } from './isolate.js';
import { svgDocument } from './frame.js';
import { wordsFor } from './words.js';
import { columnName, pointName } from './go-points.js';

export { columnName, pointName };

const GAP = 40; // between lines
const STONE = GAP * 0.475; // radius
// From the edge lines to the border: the coordinates sit in the band between the border and the
// edge stones, which is wide enough for a two-digit row number (about 20 units at font size 16)
// with room to spare on both sides, so that no stone ever covers one.
const MARGIN = 56;
const COORDINATE_OFFSET = (MARGIN - STONE) / 2; // the coordinates' centre, from the border
const BARE_MARGIN = GAP * 0.55; // without coordinates: just room for the edge stones

// Index = stone value: the class name of each colour, and its default colour.
const STONE_NAMES = ['empty', 'black', 'white', 'red', 'green', 'blue', 'yellow', 'purple'];
const STONE_COLOURS = [null, '#1b1b1b', '#fafafa', '#d1242f', '#1f883d', '#0969da', '#f2c511', '#8250df'];
const STONE_OPENINGS = STONE_NAMES.map(
  (name, value) => `<circle class="bn-stone-${name}" fill="${STONE_COLOURS[value]}"`,
);
const STONE_ENDING = ` r="${STONE}" stroke="#4d4d4d" stroke-width="1"/>`;
// What is drawn on a stone must stand out from it: dark ink on light stones (and the wood),
// light ink on the others.
const LIGHT_STONES = new Set([0, 2, 6]);
const INK = { light: '#1b1b1b', dark: '#ffffff' };
const LAST_MOVE = { light: '#d1242f', dark: '#ff8a8a' };
const WOOD = ['--bn-go-wood', '#dcb35c'];
const LINE = ['--bn-go-line', '#3b2f1e'];

// The board's style rules (themable through the custom properties); also in boardStyleSheet().
export const RULES = [
  ['.bn-wood', `fill:var(${WOOD[0]},${WOOD[1]})`],
  ['.bn-grid', `stroke:var(${LINE[0]},${LINE[1]})`],
  ['.bn-star,.bn-coordinate', `fill:var(${LINE[0]},${LINE[1]})`],
  ...STONE_NAMES.slice(1).map((name, index) => [
    `.bn-stone-${name}`,
    `fill:var(--bn-stone-${name},${STONE_COLOURS[index + 1]})`,
  ]),
  ['.bn-ink-light', `stroke:var(--bn-go-ink,${INK.light})`],
  ['.bn-ink-dark', `stroke:var(--bn-go-ink-on-dark,${INK.dark})`],
  ['.bn-text.bn-ink-light', `fill:var(--bn-go-ink,${INK.light});stroke:none`],
  ['.bn-text.bn-ink-dark', `fill:var(--bn-go-ink-on-dark,${INK.dark});stroke:none`],
  ['.bn-last.bn-ink-light', `stroke:var(--bn-go-last-move,${LAST_MOVE.light})`],
  ['.bn-last.bn-ink-dark', `stroke:var(--bn-go-last-move-on-dark,${LAST_MOVE.dark})`],
];

// The usual star points: 3rd line from the edge on boards of 13 and more, 2nd on smaller ones
// from 7; the centre on odd sizes, and the side middles from 15 lines. Each axis on its own, so
// rectangular boards get them too.
function starLines(size) {
  if (size < 7) return { corners: [], middle: null };
  const edge = size >= 13 ? 3 : 2;
  return { corners: [edge, size - 1 - edge], middle: size % 2 === 1 ? (size - 1) / 2 : null, sides: size >= 15 };
}
function starPoints(width, height) {
  const across = starLines(width);
  const down = starLines(height);
  const points = [];
  for (const row of down.corners) for (const col of across.corners) points.push([row, col]);
  if (across.middle !== null && down.middle !== null) {
    points.push([down.middle, across.middle]);
    if (across.sides && down.sides) {
      for (const col of across.corners) points.push([down.middle, col]);
      for (const row of down.corners) points.push([row, across.middle]);
    }
  }
  return points;
}

function markShape(mark, cx, cy, className) {
  const r = GAP * 0.26;
  switch (mark) {
    case 'CR':
      return emptyElement('circle', { class: className, cx, cy, r });
    case 'SQ':
      return emptyElement('rect', {
        class: className,
        x: cx - r * 0.85,
        y: cy - r * 0.85,
        width: r * 1.7,
        height: r * 1.7,
      });
    case 'TR':
      return emptyElement('path', {
        class: className,
        d: `M${num(cx)} ${num(cy - r * 1.1)}L${num(cx + r * 1.05)} ${num(cy + r * 0.7)}L${num(cx - r * 1.05)} ${num(cy + r * 0.7)}Z`,
      });
    case 'MA':
      return emptyElement('path', {
        class: className,
        d: `M${num(cx - r)} ${num(cy - r)}L${num(cx + r)} ${num(cy + r)}M${num(cx + r)} ${num(cy - r)}L${num(cx - r)} ${num(cy + r)}`,
      });
    default:
      return '';
  }
}

const isPoint = (point, width, height) =>
  point != null &&
  Number.isInteger(point.row) &&
  Number.isInteger(point.col) &&
  point.row >= 0 &&
  point.col >= 0 &&
  point.row < height &&
  point.col < width;

/** The Go scene (or a Hen object) as an SVG string. */
export function drawGoBoard(scene, options = {}) {
  const words = wordsFor(options.language).go;
  const width = Math.max(1, Math.min(52, Math.trunc(scene.width ?? scene.size ?? 19)));
  const height = Math.max(1, Math.min(52, Math.trunc(scene.height ?? scene.size ?? width)));
  const board = Array.isArray(scene.board) ? scene.board : [];
  const flipped = (options.orientation ?? scene.orientation) === 'black';
  const margin = options.coordinates === false ? BARE_MARGIN : MARGIN;
  const x = (col) => margin + (flipped ? width - 1 - col : col) * GAP;
  const y = (row) => margin + (flipped ? height - 1 - row : row) * GAP;
  const totalWidth = 2 * margin + (width - 1) * GAP;
  const totalHeight = 2 * margin + (height - 1) * GAP;

  // What is said and drawn on each point besides its stone, by row * width + col.
  const notes = new Map();
  const noteAt = (point) => {
    const key = point.row * width + point.col;
    let note = notes.get(key);
    if (!note) notes.set(key, (note = { marks: [], labels: [] }));
    return note;
  };
  for (const mark of scene.marks ?? []) if (isPoint(mark, width, height)) noteAt(mark).marks.push(mark.mark);
  for (const label of scene.labels ?? []) {
    const text = label.letter ?? label.text;
    // A label is the text's (SGF LB): drawn and said isolated, so its bidi controls stay in it.
    if (isPoint(label, width, height) && text != null && text !== '') noteAt(label).labels.push(isolateText(text));
  }
  for (const numbered of scene.numberedStones ?? scene.numbers ?? [])
    if (isPoint(numbered, width, height)) noteAt(numbered).number = numbered.number;
  const ko = scene.koPoint ?? scene.ko;
  if (isPoint(ko, width, height)) noteAt(ko).ko = true;
  const last = scene.lastMove;
  if (last && !last.pass && isPoint(last, width, height)) noteAt(last).last = true;

  let grid = '';
  for (let col = 0; col < width; col++) grid += `M${num(x(col))} ${num(margin)}v${num((height - 1) * GAP)}`;
  for (let row = 0; row < height; row++) grid += `M${num(margin)} ${num(y(row))}h${num((width - 1) * GAP)}`;
  const stars = starPoints(width, height)
    .map(([row, col]) => circlePath(x(col), y(row), 4))
    .join('');

  let points = '';
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const value = board[row]?.[col] ?? 0;
      const stone = Number.isInteger(value) && value >= 1 && value <= 7 ? value : 0;
      const note = notes.get(row * width + col);
      if (!stone && !note) continue;
      const cx = x(col);
      const cy = y(row);
      const ink = LIGHT_STONES.has(stone) ? 'light' : 'dark';
      const inkClass = `bn-ink-${ink}`;
      const said = [stone ? words.stone(stone) : words.empty];
      let drawn = '';
      // Stones are most of a board: written straight from precomputed parts (cx, cy are whole).
      if (stone) drawn += `${STONE_OPENINGS[stone]} cx="${cx}" cy="${cy}"${STONE_ENDING}`;
      else drawn += emptyElement('rect', { x: cx - GAP / 2, y: cy - GAP / 2, width: GAP, height: GAP, fill: 'none' });
      if (note?.ko) {
        drawn += emptyElement('rect', {
          class: inkClass,
          x: cx - GAP * 0.22,
          y: cy - GAP * 0.22,
          width: GAP * 0.44,
          height: GAP * 0.44,
          stroke: INK[ink],
        });
        said.push(words.ko);
      }
      // One text fits on a point: the first label, else the move number on a stone.
      const text = note?.labels[0] ?? (note?.number !== undefined && stone ? String(note.number) : null);
      if (note?.last) {
        // A ring in the middle, or around the edge of the stone when a number or label is there.
        const ring = text === null ? { r: GAP * 0.2 } : { r: STONE * 0.8, 'stroke-width': 2.5 };
        drawn += emptyElement('circle', { class: `bn-last ${inkClass}`, cx, cy, ...ring, stroke: LAST_MOVE[ink] });
        said.push(words.lastMove);
      }
      for (const mark of note?.marks ?? []) {
        const shape = markShape(mark, cx, cy, inkClass);
        if (!shape) continue;
        drawn += shape.replace('/>', ` stroke="${INK[ink]}"/>`);
        said.push(words.marks[mark]);
      }
      if (text !== null) {
        // On an empty point the text needs a patch of wood under it, so the lines do not cross it.
        if (!stone) drawn += emptyElement('circle', { class: 'bn-wood', cx, cy, r: GAP * 0.36, fill: WOOD[1] });
        drawn += textElement(
          {
            class: `bn-text ${inkClass}`,
            x: cx,
            y: cy,
            fill: INK[ink],
            stroke: 'none',
            'text-anchor': 'middle',
            'dominant-baseline': 'central',
            // Long texts are squeezed to the stone's width rather than spilling onto the neighbours.
            ...(text.length >= 3 ? { textLength: GAP * 0.72, lengthAdjust: 'spacingAndGlyphs' } : {}),
          },
          text,
        );
      }
      for (const label of note?.labels ?? []) said.push(words.label(label));
      if (note?.number !== undefined && stone) said.push(words.number(note.number));
      const point = pointName(height, row, col);
      const name = escapeXml(`${point}: ${said.join(', ')}`);
      points += `<g role="img" aria-label="${name}" data-point="${point}"><title>${name}</title>${drawn}</g>`;
    }
  }

  let coordinates = '';
  if (options.coordinates !== false) {
    for (let col = 0; col < width; col++) {
      coordinates += textElement({ x: x(col), y: COORDINATE_OFFSET }, columnName(col));
      coordinates += textElement({ x: x(col), y: totalHeight - COORDINATE_OFFSET }, columnName(col));
    }
    for (let row = 0; row < height; row++) {
      coordinates += textElement({ x: COORDINATE_OFFSET, y: y(row) }, String(height - row));
      coordinates += textElement({ x: totalWidth - COORDINATE_OFFSET, y: y(row) }, String(height - row));
    }
    coordinates = `<g${attributes({ class: 'bn-coordinate', fill: LINE[1], 'font-size': 16, 'font-weight': 600, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'aria-hidden': 'true' })}>${coordinates}</g>`;
  }

  return svgDocument({
    kind: 'go',
    width: totalWidth,
    height: totalHeight,
    title: options.title ?? words.title(width, height),
    rules: RULES,
    body:
      emptyElement('rect', {
        class: 'bn-wood',
        x: 0,
        y: 0,
        width: totalWidth,
        height: totalHeight,
        rx: 6,
        fill: WOOD[1],
      }) +
      // The points' area, a square of GAP around each point, unseen: where a viewer reads which
      // point a press is on (viewer/grid.js).
      emptyElement('rect', {
        class: 'bn-go-points',
        x: margin - GAP / 2,
        y: margin - GAP / 2,
        width: width * GAP,
        height: height * GAP,
        fill: 'none',
      }) +
      emptyElement('path', { class: 'bn-grid', d: grid, stroke: LINE[1], 'stroke-width': 1.2, fill: 'none' }) +
      (stars ? emptyElement('path', { class: 'bn-star', d: stars, fill: LINE[1] }) : '') +
      coordinates +
      // Marks are outlines 3 units wide unless said otherwise (stones say otherwise).
      `<g class="bn-points" fill="none" stroke-width="3" font-size="20" font-weight="700">${points}</g>`,
    options,
    data: { orientation: flipped ? 'black' : 'white' },
  });
}
