// The board of a BDL game as an SVG that scales with its container: any width × height up to the
// language's 256 × 256, squares coloured alternately, each piece a disc in its owner's colour with a
// short label of its name, highlights for the selected piece, its targets and the last move. It
// knows no rules: the caller says what to highlight and what a click on a square means.
//
//   renderBdlBoard(container, {
//     width, height,
//     board,          board[y][x] = null | { piece, owner, mirroredCopy } (what game.board() gives)
//     labelOf,        (pieceName) => short text drawn on the disc
//     flipped,        row y = height-1 at the bottom, column 0 on the right
//     highlights: { selected: { x, y }, targets: [{ x, y }], lastMove: { from, to } },
//     onSquareClick,  ({ x, y }) => void
//     title,          the board's accessible name
//   })
// Squares are in the BDL frame: x = column from the left, y = row from the bottom. The alternating
// colours are drawn as one pattern (a 256 × 256 board would otherwise be 65,536 elements); only the
// squares with a piece or a highlight get their own element, each named "x 4, y 1: pawn, player 0".
import { svgElement } from './svg.js';
import { t } from './i18n.js';

const CELL = 48;
const MARGIN = 26;

const key = ({ x, y }) => `${x},${y}`;

export function renderBdlBoard(container, { width, height, board, labelOf, flipped = false, highlights = {}, onSquareClick = null, title = '' }) {
  const svg = svgElement('svg', {
    class: 'bdl-board', viewBox: `0 0 ${2 * MARGIN + width * CELL} ${2 * MARGIN + height * CELL}`,
    role: 'group', 'aria-label': title, 'data-flipped': flipped ? '1' : '0',
  });
  // Where the square (x, y) is drawn: row y = 0 at the bottom unless flipped.
  const place = (x, y) => ({
    left: MARGIN + (flipped ? width - 1 - x : x) * CELL,
    top: MARGIN + (flipped ? y : height - 1 - y) * CELL,
  });
  drawSquares(svg, width, height, flipped);

  const marks = new Map(); // "x,y" -> the words and classes of a highlighted square
  const mark = (square, className, words) => {
    if (!square) return;
    const entry = marks.get(key(square)) ?? { square, classes: [], words: [] };
    entry.classes.push(className);
    entry.words.push(words);
    marks.set(key(square), entry);
  };
  if (highlights.lastMove) {
    mark(highlights.lastMove.from, 'is-last-move', t('bdl.board.lastMoveFrom'));
    mark(highlights.lastMove.to, 'is-last-move', t('bdl.board.lastMoveTo'));
  }
  mark(highlights.selected, 'is-selected', t('bdl.board.selected'));
  for (const target of highlights.targets ?? []) mark(target, 'is-target', t('bdl.board.target'));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (board[y][x] && !marks.has(key({ x, y }))) marks.set(key({ x, y }), { square: { x, y }, classes: [], words: [] });
  }

  const cells = svgElement('g', { class: 'bdl-cells' });
  for (const { square, classes, words } of marks.values()) {
    const { left, top } = place(square.x, square.y);
    const piece = board[square.y][square.x];
    const what = piece ? t('bdl.board.piece', { piece: piece.piece, owner: piece.owner }) : t('bdl.board.empty');
    const group = svgElement('g', {
      class: ['bdl-cell', ...classes].join(' '), 'data-square': key(square),
      'aria-label': `${t('bdl.board.square', square)}: ${[what, ...words].join(', ')}`,
    });
    group.append(svgElement('rect', { class: 'bdl-cell-ground', x: left, y: top, width: CELL, height: CELL }));
    if (piece) {
      const disc = svgElement('g', { class: `bdl-piece bdl-owner-${piece.owner === 0 ? 0 : 1}`, 'data-piece': piece.piece, 'data-owner': piece.owner });
      disc.append(svgElement('circle', { cx: left + CELL / 2, cy: top + CELL / 2, r: CELL * 0.38 }));
      const text = svgElement('text', { x: left + CELL / 2, y: top + CELL / 2 + 1, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
      text.textContent = labelOf(piece.piece);
      disc.append(text);
      group.append(disc);
    }
    if (classes.includes('is-target')) {
      group.append(svgElement('circle', { class: piece ? 'target-ring' : 'target-dot', cx: left + CELL / 2, cy: top + CELL / 2, r: piece ? CELL * 0.45 : CELL * 0.15 }));
    }
    if (onSquareClick) {
      group.setAttribute('role', 'button');
      group.setAttribute('tabindex', '0');
      group.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSquareClick(square);
        }
      });
    } else {
      group.setAttribute('role', 'img');
    }
    cells.append(group);
  }
  svg.append(cells);
  drawCoordinates(svg, width, height, place);
  if (onSquareClick) {
    // One listener for the whole board: a click on any square, drawn on its own or only as pattern.
    svg.addEventListener('click', (event) => {
      const point = svg.createSVGPoint();
      point.x = event.clientX;
      point.y = event.clientY;
      const inBoard = point.matrixTransform(svg.getScreenCTM().inverse());
      const column = Math.floor((inBoard.x - MARGIN) / CELL);
      const row = Math.floor((inBoard.y - MARGIN) / CELL);
      if (column < 0 || row < 0 || column >= width || row >= height) return;
      onSquareClick({ x: flipped ? width - 1 - column : column, y: flipped ? row : height - 1 - row });
    });
  }
  container.append(svg);
  return svg;
}

// Alternate colouring as the original draws it: a square is light when x + (row from the top) is even.
function drawSquares(svg, width, height, flipped) {
  const defs = svgElement('defs');
  const pattern = svgElement('pattern', { id: 'bdl-squares', width: 2 * CELL, height: 2 * CELL, patternUnits: 'userSpaceOnUse', x: MARGIN, y: MARGIN });
  // Flipping turns the board by 180°: the top-left square's colour is that of the bottom-right one.
  const topLeftLight = flipped ? ((width - 1) + (height - 1)) % 2 === 0 : true;
  const [first, second] = topLeftLight ? ['light', 'dark'] : ['dark', 'light'];
  pattern.append(
    svgElement('rect', { class: `bdl-square ${first}`, x: 0, y: 0, width: CELL, height: CELL }),
    svgElement('rect', { class: `bdl-square ${second}`, x: CELL, y: 0, width: CELL, height: CELL }),
    svgElement('rect', { class: `bdl-square ${second}`, x: 0, y: CELL, width: CELL, height: CELL }),
    svgElement('rect', { class: `bdl-square ${first}`, x: CELL, y: CELL, width: CELL, height: CELL }),
  );
  defs.append(pattern);
  svg.append(defs, svgElement('rect', { class: 'bdl-ground', x: MARGIN, y: MARGIN, width: width * CELL, height: height * CELL, fill: 'url(#bdl-squares)' }));
}

function drawCoordinates(svg, width, height, place) {
  const axes = svgElement('g', { class: 'bdl-coordinates', 'aria-hidden': 'true' });
  // Every label up to 20 squares; past that every fifth, so the numbers stay readable.
  const shown = (index, count) => count <= 20 || index % 5 === 0 || index === count - 1;
  for (let x = 0; x < width; x++) {
    if (!shown(x, width)) continue;
    const label = svgElement('text', { x: place(x, 0).left + CELL / 2, y: 2 * MARGIN + height * CELL - MARGIN / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    label.textContent = String(x);
    axes.append(label);
  }
  for (let y = 0; y < height; y++) {
    if (!shown(y, height)) continue;
    const label = svgElement('text', { x: MARGIN / 2, y: place(0, y).top + CELL / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    label.textContent = String(y);
    axes.append(label);
  }
  svg.append(axes);
}

/** The board's words (a notation drawing BDL boards adds them with its own). */
export const bdlBoardMessages = {
  en: {
    'bdl.board.square': 'x {x}, y {y}', 'bdl.board.piece': '{piece}, player {owner}', 'bdl.board.empty': 'empty',
    'bdl.board.selected': 'selected', 'bdl.board.target': 'legal move', 'bdl.board.lastMoveFrom': 'last move from here', 'bdl.board.lastMoveTo': 'last move to here',
  },
  es: {
    'bdl.board.square': 'x {x}, y {y}', 'bdl.board.piece': '{piece}, jugador {owner}', 'bdl.board.empty': 'vacía',
    'bdl.board.selected': 'seleccionada', 'bdl.board.target': 'jugada legal', 'bdl.board.lastMoveFrom': 'última jugada desde aquí', 'bdl.board.lastMoveTo': 'última jugada hasta aquí',
  },
};
