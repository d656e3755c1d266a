// Draws a Go position as an SVG that scales with its container: the grid with its star points and
// coordinates, stones of the seven HEN colours, the last move, the ko point, marks (circle, square,
// triangle, cross), labels and numbers on stones. Every intersection is a labelled group
// ("D4: black stone, last move"), so the board can be read point by point.
//
// The position is a Hen object of the boardnotation package (or anything with its fields): row 0 is
// the top row, columns are lettered A-Z without I, rows numbered from the bottom.
import { svgElement } from './svg.js';
import { t } from './i18n.js';

const GAP = 40; // between lines
const MARGIN = 50; // room for the coordinates, clear of the edge stones

// Index = stone value (Stone.BLACK = 1 ...): the name used for CSS classes and the word key.
export const STONE_NAMES = ['empty', 'black', 'white', 'red', 'green', 'blue', 'yellow', 'purple'];
const COLUMN_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

export function pointName(position, row, col) {
  return `${COLUMN_LETTERS[col]}${position.height - row}`;
}

function starPoints(width, height) {
  if (width !== height || width < 7) return [];
  const edge = width >= 13 ? 3 : 2;
  const lines = [edge, width - 1 - edge];
  const points = [];
  for (const row of lines) for (const col of lines) points.push([row, col]);
  if (width % 2 === 1) {
    const middle = (width - 1) / 2;
    points.push([middle, middle]);
    if (width >= 15) for (const other of lines) points.push([middle, other], [other, middle]);
  }
  return points;
}

function markShape(mark, cx, cy) {
  const r = GAP * 0.26;
  switch (mark) {
    case 'CR': return svgElement('circle', { cx, cy, r });
    case 'SQ': return svgElement('rect', { x: cx - r * 0.85, y: cy - r * 0.85, width: r * 1.7, height: r * 1.7 });
    case 'TR': return svgElement('path', { d: `M${cx} ${cy - r * 1.1}L${cx + r * 1.05} ${cy + r * 0.7}L${cx - r * 1.05} ${cy + r * 0.7}Z` });
    default: return svgElement('path', { d: `M${cx - r} ${cy - r}L${cx + r} ${cy + r}M${cx + r} ${cy - r}L${cx - r} ${cy + r}` });
  }
}

/**
 * Replaces the contents of `container` with the position drawn as SVG.
 * options: flipped (turn the board 180°), moveNumbers (Map of row * width + col -> number shown on
 * the stone), title (the board's accessible name).
 */
export function renderGoBoard(container, position, { flipped = false, moveNumbers = new Map(), title = '' } = {}) {
  const { width, height, board } = position;
  const place = (row, col) => {
    const r = flipped ? height - 1 - row : row;
    const c = flipped ? width - 1 - col : col;
    return { x: MARGIN + c * GAP, y: MARGIN + r * GAP };
  };
  const svg = svgElement('svg', {
    class: 'go-board', role: 'group', 'aria-label': title,
    viewBox: `0 0 ${2 * MARGIN + (width - 1) * GAP} ${2 * MARGIN + (height - 1) * GAP}`,
    'data-flipped': flipped ? '1' : '0',
  });
  svg.append(svgElement('rect', { class: 'go-wood', x: 0, y: 0, width: 2 * MARGIN + (width - 1) * GAP, height: 2 * MARGIN + (height - 1) * GAP, rx: 8 }));
  let lines = '';
  for (let col = 0; col < width; col++) lines += `M${MARGIN + col * GAP} ${MARGIN}v${(height - 1) * GAP}`;
  for (let row = 0; row < height; row++) lines += `M${MARGIN} ${MARGIN + row * GAP}h${(width - 1) * GAP}`;
  svg.append(svgElement('path', { class: 'go-lines', d: lines }));
  for (const [row, col] of starPoints(width, height)) {
    const { x, y } = place(row, col);
    svg.append(svgElement('circle', { class: 'go-star', cx: x, cy: y, r: 3.5 }));
  }
  drawCoordinates(svg, position, place);

  const annotations = new Map(); // point index -> { marks, labels, number, ko, last }
  const at = (row, col) => {
    const key = row * width + col;
    if (!annotations.has(key)) annotations.set(key, { marks: [], labels: [] });
    return annotations.get(key);
  };
  for (const { row, col, mark } of position.marks ?? []) at(row, col).marks.push(mark);
  for (const { row, col, letter } of position.labels ?? []) at(row, col).labels.push(letter);
  for (const { row, col, number } of position.numberedStones ?? []) at(row, col).number = number;
  for (const [key, number] of moveNumbers) at(Math.floor(key / width), key % width).number ??= number;
  if (position.koPoint) at(position.koPoint.row, position.koPoint.col).ko = true;
  const last = position.lastMove;
  if (last && !last.pass) at(last.row, last.col).last = true;

  const points = svgElement('g', { class: 'go-points' });
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const stone = board[row][col];
      const note = annotations.get(row * width + col);
      const { x, y } = place(row, col);
      const name = pointName(position, row, col);
      const group = svgElement('g', { class: 'go-point', role: 'img', 'data-point': name, 'data-stone': STONE_NAMES[stone] });
      group.append(svgElement('rect', { class: 'go-hit', x: x - GAP / 2, y: y - GAP / 2, width: GAP, height: GAP }));
      const words = [stone ? t('go.stoneOf', { colour: t(`go.colour.${STONE_NAMES[stone]}`) }) : t('go.emptyPoint')];
      const onStone = stone ? `on-${STONE_NAMES[stone]}` : 'on-empty';
      if (stone) group.append(svgElement('circle', { class: `go-stone go-stone-${STONE_NAMES[stone]}`, cx: x, cy: y, r: GAP * 0.47 }));
      if (note?.ko) {
        group.append(svgElement('rect', { class: 'go-ko', x: x - GAP * 0.22, y: y - GAP * 0.22, width: GAP * 0.44, height: GAP * 0.44 }));
        words.push(t('go.ko'));
      }
      if (note?.last) {
        group.append(svgElement('circle', { class: `go-last ${onStone}`, cx: x, cy: y, r: GAP * 0.2 }));
        words.push(t('go.lastMove'));
      }
      for (const mark of note?.marks ?? []) {
        const shape = markShape(mark, x, y);
        shape.setAttribute('class', `go-mark go-mark-${mark} ${onStone}`);
        group.append(shape);
        words.push(t(`go.mark.${mark}`));
      }
      const text = note?.labels?.[0] ?? (note?.number !== undefined && stone ? String(note.number) : null);
      if (text !== null) {
        if (!stone) group.append(svgElement('circle', { class: 'go-label-ground', cx: x, cy: y, r: GAP * 0.36 }));
        const label = svgElement('text', { class: `go-text ${onStone}`, x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
        label.textContent = text;
        if (text.length >= 3) {
          label.setAttribute('textLength', String(GAP * 0.7));
          label.setAttribute('lengthAdjust', 'spacingAndGlyphs');
        }
        group.append(label);
      }
      for (const letter of note?.labels ?? []) words.push(t('go.label', { text: letter }));
      if (note?.number !== undefined && stone) words.push(t('go.number', { number: note.number }));
      group.setAttribute('aria-label', `${name}: ${words.join(', ')}`);
      points.append(group);
    }
  }
  svg.append(points);
  container.append(svg);
  return svg;
}

function drawCoordinates(svg, position, place) {
  const axes = svgElement('g', { class: 'go-coordinates', 'aria-hidden': 'true' });
  const { width, height } = position;
  const add = (x, y, text) => {
    const label = svgElement('text', { x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    label.textContent = text;
    axes.append(label);
  };
  for (let col = 0; col < width; col++) {
    const { x } = place(0, col);
    add(x, MARGIN / 2 - 6, COLUMN_LETTERS[col]);
    add(x, MARGIN + (height - 1) * GAP + MARGIN / 2 + 6, COLUMN_LETTERS[col]);
  }
  for (let row = 0; row < height; row++) {
    const { y } = place(row, 0);
    add(MARGIN / 2 - 6, y, String(height - row));
    add(MARGIN + (width - 1) * GAP + MARGIN / 2 + 6, y, String(height - row));
  }
  svg.append(axes);
}
