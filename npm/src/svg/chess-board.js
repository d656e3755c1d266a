// A chess position as an SVG string: 8 × 8 squares, coordinates, the last move, check, the
// viewer's selection and its legal targets, and the project's own pieces (chess-pieces.js),
// each shape defined once in <defs> and placed with <use>.
//
// scene: { kind: 'chess', board, orientation?, lastMove?: { from, to }, check?, turn?, highlights? }
//   board: 8 rows, rank 8 first, of null | { type: 'p'|'n'|'b'|'r'|'q'|'k', color: 'w'|'b' }
//   highlights: { selected?: 'e2', targets?: ['e3', 'e4'], cursor?: 'e1' } (options.highlights wins;
//   cursor: the square a keyboard user is on, outlined)
//   shapes: [{ color: 'R'|'G'|'B'|'Y', from, to? }]: arrows and rings (a PGN comment's [%cal]/[%csl];
//   chess-shapes.js), left out with options.shapes === false
import { attributes, emptyElement, raw, textElement, titleElement } from './markup.js';
import { isolateText } from './isolate.js';
import { ID_MARK, svgDocument } from './frame.js';
import { PIECE_SHAPES, PIECE_TYPES } from './chess-pieces.js';
import { wordsFor } from './words.js';
import { drawShapes, SHAPE_RULES } from './chess-shapes.js';

const SQUARE = 100;
const MARGIN = 34; // room for the coordinates, left and below
const FILES = 'abcdefgh';

// Default colours; a page overrides them with the custom properties named here.
const COLOURS = {
  light: ['--bn-light-square', '#f0d9b5'],
  dark: ['--bn-dark-square', '#b58863'],
  lastMove: ['--bn-last-move', '#9bc700'],
  check: ['--bn-check', '#e0201b'],
  selected: ['--bn-selected', '#14551e'],
  target: ['--bn-target', '#14551e'],
  cursor: ['--bn-accent', '#1a6ee0'],
  coordinate: ['--bn-coordinate', '#5b4a3a'],
  whiteFill: ['--bn-white-piece', '#ffffff'],
  whiteLine: ['--bn-white-piece-line', '#1e1e1e'],
  blackFill: ['--bn-black-piece', '#2b2b2b'],
  blackLine: ['--bn-black-piece-line', '#000000'],
  blackDetail: ['--bn-black-piece-detail', '#f2f2f2'],
};
const css = ([property, fallback]) => `var(${property},${fallback})`;
const fallback = ([, value]) => value;

// What each piece colour uses for fill, outline and details (details = currentColor).
const SIDES = {
  w: { fill: COLOURS.whiteFill, stroke: COLOURS.whiteLine, color: COLOURS.whiteLine },
  b: { fill: COLOURS.blackFill, stroke: COLOURS.blackLine, color: COLOURS.blackDetail },
};

// The board's style rules (themable through the custom properties); with the arrows' and rings'
// (only in drawings that have some, which keeps a plain board small), in boardStyleSheet().
const BOARD_RULES = [
  ['.bn-light', `fill:${css(COLOURS.light)}`],
  ['.bn-dark', `fill:${css(COLOURS.dark)}`],
  ['.bn-last-move', `fill:${css(COLOURS.lastMove)}`],
  ['.bn-check', `fill:${css(COLOURS.check)}`],
  ['.bn-selected', `fill:${css(COLOURS.selected)}`],
  ['.bn-target', `fill:${css(COLOURS.target)}`],
  ['.bn-target-ring', `fill:none;stroke:${css(COLOURS.target)}`],
  ['.bn-cursor', `fill:none;stroke:${css(COLOURS.cursor)}`],
  ['.bn-coordinate', `fill:${css(COLOURS.coordinate)}`],
  ...Object.entries(SIDES).map(([side, { fill, stroke, color }]) => [
    `.bn-piece-${side}`,
    `fill:${css(fill)};stroke:${css(stroke)};color:${css(color)}`,
  ]),
];
export const RULES = [...BOARD_RULES, ...SHAPE_RULES];

const squareName = (file, rank) => `${FILES[file]}${rank + 1}`;
const pieceId = (type) => `${ID_MARK}-${type}`;

function pieceDefs(used) {
  let defs = '';
  for (const type of PIECE_TYPES) {
    if (!used.has(type)) continue;
    defs += `<g${attributes({ id: raw(pieceId(type)) })}>${pieceParts(type)}</g>`;
  }
  return defs;
}

// One piece's paths, filled and stroked in its side's colours (the board's <use> targets, and
// drawPiece's whole drawing).
function pieceParts(type) {
  const { body, detail } = PIECE_SHAPES[type];
  // The eye of the knight is a dot (filled), the other details are lines (stroked).
  const detailStyle =
    type === 'n' ? { fill: 'currentColor', stroke: 'none' } : { fill: 'none', stroke: 'currentColor' };
  return `${emptyElement('path', { d: body })}${detail ? emptyElement('path', { d: detail, ...detailStyle }) : ''}`;
}

/**
 * One piece, { type, color }, as a standalone SVG on the board's 100 × 100 grid: for a list of
 * captured pieces, a promotion choice, a page's own board. Named by options.title (e.g. its
 * square), else hidden from screen readers (the square that holds it says what it is).
 */
export function drawPiece(piece, options = {}) {
  const side = SIDES[piece?.color];
  if (!side || !PIECE_SHAPES[piece?.type])
    throw new TypeError(
      `drawPiece: not a piece: ${JSON.stringify(piece)} (expected { type: 'p'|'n'|'b'|'r'|'q'|'k', color: 'w'|'b' })`,
    );
  const size = Number(options.size);
  const named = options.title !== undefined && options.title !== '';
  const title = named ? isolateText(options.title) : '';
  return `<svg${attributes({
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: '0 0 100 100',
    ...(Number.isFinite(size) && size > 0 ? { width: size, height: size } : {}),
    class: `bn-piece bn-piece-${piece.color}`,
    fill: fallback(side.fill),
    stroke: fallback(side.stroke),
    color: fallback(side.color),
    'stroke-width': 3.5,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round', // as on the board
    ...(named ? { role: 'img', 'aria-label': title } : { 'aria-hidden': 'true' }),
  })}>${named ? titleElement(title) : ''}${pieceParts(piece.type)}</svg>`;
}

function squareSet(list) {
  return new Set(Array.isArray(list) ? list.map(String) : []);
}

/** The chess scene as an SVG string (see the top of this file and index.js for the options). */
export function drawChessBoard(scene, options = {}) {
  const words = wordsFor(options.language).chess;
  const flipped = (options.orientation ?? scene.orientation) === 'black';
  const margin = options.coordinates === false ? 0 : MARGIN;
  const highlights = options.highlights ?? scene.highlights ?? {};
  const lastMove = scene.lastMove ?? highlights.lastMove ?? null;
  const check = scene.check ?? highlights.check ?? null;
  const selected = highlights.selected ?? null;
  const cursor = highlights.cursor ?? null;
  const targets = squareSet(highlights.targets);
  const board = Array.isArray(scene.board) ? scene.board : [];

  // Where square (file, rank) is drawn: a1 bottom-left for white, top-right for black.
  const left = (file) => margin + (flipped ? 7 - file : file) * SQUARE;
  const top = (rank) => (flipped ? rank : 7 - rank) * SQUARE;

  let squares = '';
  let marks = '';
  let pieces = '';
  const used = new Set();
  // Drawn row by row as seen, so that a screen reader reads the board as it looks.
  for (let row = 0; row < 8; row++) {
    const rank = flipped ? row : 7 - row;
    for (let column = 0; column < 8; column++) {
      const file = flipped ? 7 - column : column;
      const name = squareName(file, rank);
      const x = left(file);
      const y = top(rank);
      const light = (file + rank) % 2 === 1;
      squares += emptyElement('rect', {
        class: light ? 'bn-light' : 'bn-dark',
        x,
        y,
        width: SQUARE,
        height: SQUARE,
        fill: fallback(light ? COLOURS.light : COLOURS.dark),
        'data-square': name,
      });

      const states = [];
      const overlay = (className, colour, opacity) => {
        marks += emptyElement('rect', {
          class: className,
          x,
          y,
          width: SQUARE,
          height: SQUARE,
          fill: fallback(colour),
          'fill-opacity': opacity,
        });
      };
      if (lastMove && (lastMove.from === name || lastMove.to === name)) {
        overlay('bn-last-move', COLOURS.lastMove, 0.45);
        states.push(words.lastMove);
      }
      if (selected === name) {
        overlay('bn-selected', COLOURS.selected, 0.5);
        states.push(words.selected);
      }
      if (check === name) {
        overlay('bn-check', COLOURS.check, 0.7);
        states.push(words.check);
      }
      const piece = board[7 - rank]?.[file];
      const hasPiece = Boolean(piece && PIECE_SHAPES[piece.type] && SIDES[piece.color]);
      if (targets.has(name)) {
        // A dot on an empty square, a ring around a piece that can be taken.
        marks += hasPiece
          ? emptyElement('circle', {
              class: 'bn-target-ring',
              cx: x + SQUARE / 2,
              cy: y + SQUARE / 2,
              r: SQUARE * 0.45,
              fill: 'none',
              stroke: fallback(COLOURS.target),
              'stroke-width': 7,
              'stroke-opacity': 0.5,
            })
          : emptyElement('circle', {
              class: 'bn-target',
              cx: x + SQUARE / 2,
              cy: y + SQUARE / 2,
              r: SQUARE * 0.15,
              fill: fallback(COLOURS.target),
              'fill-opacity': 0.5,
            });
        states.push(words.target);
      }
      if (cursor === name) {
        // An outline inside the square, over the piece's own marks, so that it shows on any of them.
        marks += emptyElement('rect', {
          class: 'bn-cursor',
          x: x + 4,
          y: y + 4,
          width: SQUARE - 8,
          height: SQUARE - 8,
          fill: 'none',
          stroke: fallback(COLOURS.cursor),
          'stroke-width': 8,
        });
      }
      if (!hasPiece && states.length === 0) continue;

      const label = `${name}: ${[hasPiece ? words.piece(piece.color, piece.type) : words.empty, ...states].join(', ')}`;
      let inside = titleElement(label);
      if (hasPiece) {
        used.add(piece.type);
        const side = SIDES[piece.color];
        inside += emptyElement('use', {
          href: raw(`#${pieceId(piece.type)}`),
          x,
          y,
          class: `bn-piece-${piece.color}`,
          fill: fallback(side.fill),
          stroke: fallback(side.stroke),
          color: fallback(side.color),
        });
      } else {
        // A transparent square, so that the name has something to stand on.
        inside += emptyElement('rect', { x, y, width: SQUARE, height: SQUARE, fill: 'none' });
      }
      pieces += `<g${attributes({ role: 'img', 'aria-label': label, 'data-square': name, 'data-piece': hasPiece ? `${piece.color}${piece.type}` : null })}>${inside}</g>`;
    }
  }

  let coordinates = '';
  if (margin > 0) {
    for (let index = 0; index < 8; index++) {
      coordinates += textElement(
        {
          x: left(index) + SQUARE / 2,
          y: 8 * SQUARE + margin / 2,
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
        },
        FILES[index],
      );
      coordinates += textElement(
        { x: margin / 2, y: top(index) + SQUARE / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central' },
        String(index + 1),
      );
    }
    coordinates = `<g${attributes({ class: 'bn-coordinate', fill: fallback(COLOURS.coordinate), 'font-size': 24, 'aria-hidden': 'true' })}>${coordinates}</g>`;
  }
  const centre = (name) => ({
    x: left(FILES.indexOf(name[0])) + SQUARE / 2,
    y: top(Number(name[1]) - 1) + SQUARE / 2,
  });
  const shapes = options.shapes === false ? '' : drawShapes(scene.shapes, centre, SQUARE, words);

  const title =
    options.title ??
    (scene.turn === 'w' || scene.turn === 'b' ? `${words.title}, ${words.toMove(scene.turn)}` : words.title);
  return svgDocument({
    kind: 'chess',
    width: margin + 8 * SQUARE,
    height: 8 * SQUARE + margin,
    title,
    rules: shapes ? RULES : BOARD_RULES,
    defs: pieceDefs(used),
    body:
      `<g class="bn-squares">${squares}</g><g class="bn-marks">${marks}</g>` +
      `<g class="bn-pieces" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round">${pieces}</g>${shapes}${coordinates}`,
    options,
    data: { orientation: flipped ? 'black' : 'white' },
  });
}
