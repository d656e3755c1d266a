// The arrows and marked squares of a chess scene: what a PGN comment's [%cal Ge2e4] and
// [%csl Rd5] draw (the PGN reader in the core parses them; see docs/pgn.md), as lichess and
// ChessBase show them: an arrow from square to square, a ring around a square, in one of four
// colours. Drawn over the pieces, under nothing a pointer needs (pointer-events: none).
//
// scene.shapes: [{ color: 'R'|'G'|'B'|'Y', from: 'e2', to?: 'e4' }]; a shape that is not one (an
// unknown colour, a square off the board) is left out, since scenes may come from callers.
import { attributes, emptyElement, titleElement } from './markup.js';

const SQUARE_NAME = /^[a-h][1-8]$/;

// The four colours of the comment commands, themable like the rest of the board.
export const SHAPE_COLOURS = {
  G: ['--bn-shape-green', '#15781b'],
  R: ['--bn-shape-red', '#882020'],
  B: ['--bn-shape-blue', '#003088'],
  Y: ['--bn-shape-yellow', '#e68f00'],
};
const COLOUR_NAMES = { G: 'green', R: 'red', B: 'blue', Y: 'yellow' };

// Rules on the parts (an element's own presentation attribute beats what it inherits), so that a
// page's custom property wins over the colour written on each part for drawings without <style>.
export const SHAPE_RULES = Object.entries(SHAPE_COLOURS).flatMap(([letter, [property, fallback]]) => [
  [`.bn-shape-${COLOUR_NAMES[letter]} .bn-shape-line`, `stroke:var(${property},${fallback})`],
  [`.bn-shape-${COLOUR_NAMES[letter]} .bn-shape-head`, `fill:var(${property},${fallback})`],
]);

/** The valid shapes of a scene, in order, with rings before arrows (an arrow stays visible over a ring). */
export function validShapes(shapes) {
  if (!Array.isArray(shapes)) return [];
  const valid = shapes.filter(
    (shape) =>
      shape &&
      Object.hasOwn(SHAPE_COLOURS, shape.color) &&
      SQUARE_NAME.test(shape.from) &&
      (shape.to === undefined || SQUARE_NAME.test(shape.to)),
  );
  // An arrow from a square to itself is a ring (what lichess draws for it).
  const isRing = (shape) => shape.to === undefined || shape.to === shape.from;
  return [...valid.filter(isRing), ...valid.filter((shape) => !isRing(shape))];
}

/**
 * The shapes as SVG, for a board whose square centres `centre(name)` gives ({ x, y }) and whose
 * squares are `size` wide; `words` names each arrow and ring for screen readers.
 */
export function drawShapes(shapes, centre, size, words) {
  let drawn = '';
  for (const shape of validShapes(shapes)) {
    const colour = COLOUR_NAMES[shape.color];
    const fallback = SHAPE_COLOURS[shape.color][1];
    const from = centre(shape.from);
    const ring = shape.to === undefined || shape.to === shape.from;
    const name = ring ? words.ring(colour, shape.from) : words.arrow(colour, shape.from, shape.to);
    let body;
    if (ring) {
      body = emptyElement('circle', {
        cx: from.x,
        cy: from.y,
        r: size * 0.46,
        class: 'bn-shape-line',
        fill: 'none',
        stroke: fallback,
        'stroke-width': size * 0.07,
        'stroke-opacity': 0.85,
      });
    } else {
      body = arrow(from, centre(shape.to), size, fallback);
    }
    drawn += `<g${attributes({ class: `bn-shape bn-shape-${colour}`, role: 'img', 'aria-label': name, 'data-shape': ring ? shape.from : `${shape.from}${shape.to}` })}>${titleElement(name)}${body}</g>`;
  }
  return drawn ? `<g class="bn-shapes" pointer-events="none">${drawn}</g>` : '';
}

// A straight arrow from centre to centre: a shaft that stops where the head begins, and a head
// whose tip stops short of the target's centre (so the piece there stays visible).
function arrow(from, to, size, fallback) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  const ux = dx / length;
  const uy = dy / length;
  const width = size * 0.15;
  const headLength = size * 0.38;
  const headWidth = size * 0.42;
  const tip = { x: to.x - ux * size * 0.1, y: to.y - uy * size * 0.1 };
  const base = { x: tip.x - ux * headLength, y: tip.y - uy * headLength };
  const start = { x: from.x + ux * size * 0.12, y: from.y + uy * size * 0.12 };
  const round = (value) => Math.round(value * 10) / 10;
  const point = ({ x, y }) => `${round(x)},${round(y)}`;
  const side = (distance) => ({ x: base.x - uy * distance, y: base.y + ux * distance });
  return (
    emptyElement('line', {
      class: 'bn-shape-line',
      x1: round(start.x),
      y1: round(start.y),
      x2: round(base.x),
      y2: round(base.y),
      stroke: fallback,
      'stroke-width': round(width),
      'stroke-opacity': 0.8,
    }) +
    emptyElement('polygon', {
      class: 'bn-shape-head',
      points: `${point(tip)} ${point(side(headWidth / 2))} ${point(side(-headWidth / 2))}`,
      fill: fallback,
      'fill-opacity': 0.8,
    })
  );
}
