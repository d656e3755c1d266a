// A BDL (Board Description Language) board as an SVG string: any width × height up to BDL's
// 256 × 256, squares coloured alternately, each piece a disc in its owner's colour with a short
// label, and the last move, a selected piece and its targets. It knows no rules.
//
// scene: { kind: 'bdl', width, height, board, labels?, lastMove?, highlights? }
//   board[y][x] = null | { piece, owner }  (what a Bdl game's board() gives), y = 0 at the bottom
//   labels: { [pieceName]: 'K' } (or labelOf: (pieceName) => 'K'); by default the shortest start
//     of each name that no other piece name shares (up to 3 letters, first one capital), among
//     pieceNames (the game's, optional) or else the pieces on the board
//   lastMove: { from: { x, y }, to: { x, y } }
//   highlights: { selected?: { x, y }, targets?: [{ x, y }] } (options.highlights wins)
//
// The alternating squares are one pattern (a 256 × 256 board would otherwise be 65,536 rects);
// only squares with a piece or a highlight get elements, each named "x 4, y 1: pawn, player 0".
import { attributes, emptyElement, raw, textElement, titleElement } from './markup.js';
import { isolateText } from './isolate.js';
import { ID_MARK, svgDocument } from './frame.js';
import { wordsFor } from './words.js';

const CELL = 48;
const MARGIN = 26;
const LIGHT = ['--bn-light-square', '#f0d9b5'];
const DARK = ['--bn-dark-square', '#b58863'];
// Owner 0, owner 1, and a few more for games with more players.
const OWNER_COLOURS = ['#9a3412', '#1d4ed8', '#15803d', '#7e22ce', '#be185d', '#0f766e'];
const LAST_MOVE = ['--bn-last-move', '#cdd26a'];
const SELECTED = ['--bn-selected', '#829769'];
const TARGET = ['--bn-target', '#14551e'];
const COORDINATE = ['--bn-coordinate', '#59636e'];
const v = ([property, fallback]) => `var(${property},${fallback})`;

// The board's style rules (themable through the custom properties); also in boardStyleSheet().
export const RULES = [
  ['.bn-light', `fill:${v(LIGHT)}`],
  ['.bn-dark', `fill:${v(DARK)}`],
  ['.bn-last-move', `fill:${v(LAST_MOVE)}`],
  ['.bn-selected', `fill:${v(SELECTED)}`],
  ['.bn-target', `fill:${v(TARGET)}`],
  ['.bn-target-ring', `stroke:${v(TARGET)}`],
  ['.bn-coordinate', `fill:${v(COORDINATE)}`],
  ...OWNER_COLOURS.map((colour, owner) => [`.bn-owner-${owner}`, `fill:var(--bn-owner-${owner},${colour})`]),
];

// The shortest start of each name that no other name shares (at most 3 letters): chess.bdl's
// horse, tower, bishop read H, T, B; damas' D1 and D2 stay apart. Exported (bdlPieceLabels) for
// pages that draw BDL pieces themselves.
export function shortLabels(names) {
  const labels = new Map();
  for (const name of names) {
    let size = 1;
    while (
      size < Math.min(3, name.length) &&
      names.some((other) => other !== name && other.startsWith(name.slice(0, size)))
    )
      size++;
    const prefix = name.slice(0, size);
    labels.set(name, prefix.charAt(0).toLocaleUpperCase('en') + prefix.slice(1));
  }
  return labels;
}

const isSquare = (square, width, height) =>
  square != null &&
  Number.isInteger(square.x) &&
  Number.isInteger(square.y) &&
  square.x >= 0 &&
  square.y >= 0 &&
  square.x < width &&
  square.y < height;

/** The BDL scene as an SVG string. */
export function drawBdlBoard(scene, options = {}) {
  const words = wordsFor(options.language).bdl;
  const width = Math.max(1, Math.min(256, Math.trunc(scene.width) || 1));
  const height = Math.max(1, Math.min(256, Math.trunc(scene.height) || 1));
  const board = Array.isArray(scene.board) ? scene.board : [];
  const flipped = (options.orientation ?? scene.orientation) === 'black';
  const margin = options.coordinates === false ? 2 : MARGIN;
  const highlights = options.highlights ?? scene.highlights ?? {};
  const lastMove = scene.lastMove ?? highlights.lastMove ?? null;
  // Row y = 0 at the bottom, column 0 on the left; turned 180° for 'black'.
  const left = (x) => margin + (flipped ? width - 1 - x : x) * CELL;
  const top = (y) => margin + (flipped ? y : height - 1 - y) * CELL;
  const pieceAt = (x, y) => {
    const piece = board[y]?.[x];
    return piece && typeof piece === 'object' && piece.piece != null ? piece : null;
  };

  const names = new Set();
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (pieceAt(x, y)) names.add(String(pieceAt(x, y).piece));
  // The game's piece names when the scene has them, so a label does not change as pieces leave.
  const defaults = shortLabels(
    Array.isArray(scene.pieceNames) ? [...new Set([...scene.pieceNames.map(String), ...names])] : [...names].sort(),
  );
  const labelOf = (name) => {
    const given = typeof scene.labelOf === 'function' ? scene.labelOf(name) : scene.labels?.[name];
    // Piece names (and so their labels) come from the description: isolated, as all input text.
    return isolateText(given != null && given !== '' ? given : defaults.get(name));
  };

  // The squares that get their own element, with what is said and drawn on each.
  const marked = new Map();
  const mark = (square, className, word) => {
    if (!isSquare(square, width, height)) return;
    const key = square.y * width + square.x;
    if (!marked.has(key)) marked.set(key, { x: square.x, y: square.y, classes: [], words: [] });
    if (className) {
      marked.get(key).classes.push(className);
      marked.get(key).words.push(word);
    }
  };
  if (lastMove) {
    mark(lastMove.from, 'bn-last-move', words.lastMoveFrom);
    mark(lastMove.to, 'bn-last-move', words.lastMoveTo);
  }
  mark(highlights.selected, 'bn-selected', words.selected);
  for (const target of highlights.targets ?? []) mark(target, 'bn-target', words.target);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (pieceAt(x, y)) mark({ x, y });

  // Read as the board looks: the top row first.
  const squares = [...marked.values()].sort((p, q) => top(p.y) - top(q.y) || left(p.x) - left(q.x));
  let cells = '';
  for (const { x, y, classes, words: states } of squares) {
    const piece = pieceAt(x, y);
    const cx = left(x) + CELL / 2;
    const cy = top(y) + CELL / 2;
    let inside = '';
    for (const className of new Set(classes)) {
      if (className === 'bn-target') continue;
      const colour = className === 'bn-last-move' ? LAST_MOVE : SELECTED;
      inside += emptyElement('rect', {
        class: className,
        x: left(x),
        y: top(y),
        width: CELL,
        height: CELL,
        fill: colour[1],
        'fill-opacity': 0.85,
      });
    }
    if (!inside) inside = emptyElement('rect', { x: left(x), y: top(y), width: CELL, height: CELL, fill: 'none' });
    if (piece) {
      const owner = Number.isInteger(piece.owner) && piece.owner >= 0 ? piece.owner % OWNER_COLOURS.length : 0;
      inside += emptyElement('circle', {
        class: `bn-owner-${owner}`,
        cx,
        cy,
        r: CELL * 0.38,
        fill: OWNER_COLOURS[owner],
        stroke: 'rgba(0,0,0,.6)',
        'stroke-width': 1.5,
      });
      const label = labelOf(String(piece.piece));
      inside += textElement(
        {
          x: cx,
          y: cy + 1,
          fill: '#fff',
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          ...(label.length >= 3 ? { textLength: CELL * 0.6, lengthAdjust: 'spacingAndGlyphs' } : {}),
        },
        label,
      );
    }
    if (classes.includes('bn-target')) {
      inside += piece
        ? emptyElement('circle', {
            class: 'bn-target-ring',
            cx,
            cy,
            r: CELL * 0.45,
            fill: 'none',
            stroke: TARGET[1],
            'stroke-opacity': 0.7,
            'stroke-width': 5,
          })
        : emptyElement('circle', { class: 'bn-target', cx, cy, r: CELL * 0.15, fill: TARGET[1], 'fill-opacity': 0.5 });
    }
    const what = piece ? words.piece(isolateText(piece.piece), piece.owner) : words.empty;
    const name = `${words.square(x, y)}: ${[what, ...states].join(', ')}`;
    cells += `<g${attributes({ role: 'img', 'aria-label': name, 'data-x': x, 'data-y': y })}>${titleElement(name)}${inside}</g>`;
  }

  // The alternating squares: a square is light when x + (its row from the top) is even, as BDL's
  // own viewer colours them; turning the board by 180° keeps every square's colour.
  const topLeftLight = flipped ? (width - 1 + height - 1) % 2 === 0 : true;
  const [first, second] = topLeftLight
    ? [
        ['bn-light', LIGHT],
        ['bn-dark', DARK],
      ]
    : [
        ['bn-dark', DARK],
        ['bn-light', LIGHT],
      ];
  const patternSquare = ([className, colour], x, y) =>
    emptyElement('rect', { class: className, x, y, width: CELL, height: CELL, fill: colour[1] });
  const defs =
    `<pattern${attributes({ id: raw(`${ID_MARK}-squares`), width: 2 * CELL, height: 2 * CELL, patternUnits: 'userSpaceOnUse', x: margin, y: margin })}>` +
    patternSquare(first, 0, 0) +
    patternSquare(second, CELL, 0) +
    patternSquare(second, 0, CELL) +
    patternSquare(first, CELL, CELL) +
    '</pattern>';

  let coordinates = '';
  if (options.coordinates !== false) {
    // Every number up to 20 squares; past that every fifth (and the last), so they stay readable.
    const shown = (index, count) => count <= 20 || index % 5 === 0 || index === count - 1;
    for (let x = 0; x < width; x++)
      if (shown(x, width))
        coordinates += textElement({ x: left(x) + CELL / 2, y: 2 * margin + height * CELL - margin / 2 }, String(x));
    for (let y = 0; y < height; y++)
      if (shown(y, height)) coordinates += textElement({ x: margin / 2, y: top(y) + CELL / 2 }, String(y));
    coordinates = `<g${attributes({ class: 'bn-coordinate', fill: COORDINATE[1], 'font-size': 13, 'font-weight': 600, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'aria-hidden': 'true' })}>${coordinates}</g>`;
  }

  return svgDocument({
    kind: 'bdl',
    width: 2 * margin + width * CELL,
    height: 2 * margin + height * CELL,
    title: options.title ?? words.title(width, height),
    rules: RULES,
    defs,
    body:
      emptyElement('rect', {
        class: 'bn-bdl-ground',
        x: margin,
        y: margin,
        width: width * CELL,
        height: height * CELL,
        fill: raw(`url(#${ID_MARK}-squares)`),
      }) + `<g class="bn-cells" font-size="17" font-weight="700">${cells}</g>${coordinates}`,
    options,
    data: { orientation: flipped ? 'black' : 'white' },
  });
}
