// A chess board as an SVG that scales with its container, written to be shared by every chess
// notation of the page (FEN now; PGN and ssb-chess replays later): it draws a position plus
// highlights, and reports clicks on squares. It knows nothing about rules: the caller says which
// squares to highlight and decides what a click means.
//
//   renderChessBoard(container, {
//     board,          8 rows (rank 8 first) of null | { type: 'p'|'n'|'b'|'r'|'q'|'k', color: 'w'|'b' }
//                     (what Chess.board() and Fen.parse().board give)
//     flipped,        black at the bottom
//     highlights: { selected: 'e2', targets: ['e3', 'e4'], lastMove: { from, to }, check: 'e1' },
//     onSquareClick,  (square) => void; squares are then buttons (Enter/Space), moved between with arrows
//     title,          the board's accessible name
//   })
// Each square is labelled "e4: white knight" (plus "selected", "legal move", "last move", "check").
import { drawPiece } from 'boardnotation/svg/init';
import { svgElement } from './svg.js';
import { t } from './i18n.js';

const SQUARE = 60;
const MARGIN = 22;
const FILES = 'abcdefgh';
// The package's own piece drawings (boardnotation/svg's drawPiece), parsed once per piece and
// cloned onto the squares: no font is involved, so they look the same on every system.
const PIECE_MARGIN = 3;
const pieceTemplates = new Map();
function pieceElement(piece) {
  const key = `${piece.color}${piece.type}`;
  if (!pieceTemplates.has(key)) {
    pieceTemplates.set(key, new DOMParser().parseFromString(drawPiece(piece), 'image/svg+xml').documentElement);
  }
  return document.importNode(pieceTemplates.get(key), true);
}

export function squareName(file, rank) {
  return `${FILES[file]}${rank + 1}`;
}

/** Draws the board into container (replacing nothing else: the caller clears it). Returns the SVG. */
export function renderChessBoard(container, { board, flipped = false, highlights = {}, onSquareClick = null, title = '' }) {
  const size = 2 * MARGIN + 8 * SQUARE;
  const svg = svgElement('svg', { class: 'chess-board', viewBox: `0 0 ${size} ${size}`, role: 'group', 'aria-label': title, 'data-flipped': flipped ? '1' : '0' });
  const targets = new Set(highlights.targets ?? []);
  const place = (file, rank) => ({
    x: MARGIN + (flipped ? 7 - file : file) * SQUARE,
    y: MARGIN + (flipped ? rank : 7 - rank) * SQUARE,
  });
  const squares = svgElement('g', { class: 'chess-squares' });
  const focusables = [];
  for (let rank = 7; rank >= 0; rank--) {
    for (let file = 0; file < 8; file++) {
      const name = squareName(file, rank);
      const piece = board[7 - rank][file];
      const { x, y } = place(file, rank);
      const classes = ['chess-square', (file + rank) % 2 === 0 ? 'dark' : 'light'];
      const words = [piece ? t('chess.pieceName', { colour: t(`chess.colour.${piece.color}`), piece: t(`chess.piece.${piece.type}`) }) : t('chess.emptySquare')];
      if (highlights.lastMove && (highlights.lastMove.from === name || highlights.lastMove.to === name)) {
        classes.push('is-last-move');
        words.push(t('chess.lastMove'));
      }
      if (highlights.selected === name) {
        classes.push('is-selected');
        words.push(t('chess.selected'));
      }
      if (highlights.check === name) {
        classes.push('is-check');
        words.push(t('chess.check'));
      }
      if (targets.has(name)) {
        classes.push('is-target');
        words.push(t('chess.legalTarget'));
      }
      const group = svgElement('g', { class: classes.join(' '), 'data-square': name, 'aria-label': `${name}: ${words.join(', ')}` });
      group.append(svgElement('rect', { x, y, width: SQUARE, height: SQUARE }));
      if (targets.has(name)) {
        group.append(piece
          ? svgElement('circle', { class: 'target-ring', cx: x + SQUARE / 2, cy: y + SQUARE / 2, r: SQUARE * 0.45 })
          : svgElement('circle', { class: 'target-dot', cx: x + SQUARE / 2, cy: y + SQUARE / 2, r: SQUARE * 0.15 }));
      }
      if (piece) {
        const drawing = pieceElement(piece);
        for (const [name, value] of Object.entries({ x: x + PIECE_MARGIN, y: y + PIECE_MARGIN, width: SQUARE - 2 * PIECE_MARGIN, height: SQUARE - 2 * PIECE_MARGIN, 'data-piece': `${piece.color}${piece.type}` })) drawing.setAttribute(name, String(value));
        drawing.classList.add('chess-piece', `piece-${piece.color}`);
        group.append(drawing);
      }
      if (onSquareClick) {
        group.setAttribute('role', 'button');
        group.setAttribute('tabindex', '-1');
        group.addEventListener('click', () => onSquareClick(name));
        group.addEventListener('keydown', (event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            onSquareClick(name);
          }
        });
        focusables.push(group);
      } else {
        group.setAttribute('role', 'img');
      }
      squares.append(group);
    }
  }
  svg.append(squares);
  drawCoordinates(svg, place);
  if (onSquareClick) enableArrowKeys(svg, focusables, highlights.selected, flipped);
  container.append(svg);
  return svg;
}

// One tab stop for the whole board (roving tabindex); arrows move between squares, as on screen.
function enableArrowKeys(svg, groups, selected, flipped) {
  const byName = new Map(groups.map((group) => [group.dataset.square, group]));
  const start = byName.get(selected) ?? byName.get(flipped ? 'h8' : 'a1');
  start.setAttribute('tabindex', '0');
  svg.dataset.keys = 'own'; // the page's ← → (game stepping) leave this board's arrows alone
  svg.addEventListener('keydown', (event) => {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[event.key];
    const current = event.target.closest('[data-square]');
    if (!step || !current) return;
    event.preventDefault();
    const direction = flipped ? -1 : 1;
    const file = FILES.indexOf(current.dataset.square[0]) + step[0] * direction;
    const rank = Number(current.dataset.square[1]) - 1 + step[1] * direction;
    if (file < 0 || file > 7 || rank < 0 || rank > 7) return;
    const next = byName.get(squareName(file, rank));
    current.setAttribute('tabindex', '-1');
    next.setAttribute('tabindex', '0');
    next.focus();
  });
}

function drawCoordinates(svg, place) {
  const axes = svgElement('g', { class: 'chess-coordinates', 'aria-hidden': 'true' });
  for (let index = 0; index < 8; index++) {
    const file = place(index, 0);
    const fileLabel = svgElement('text', { x: file.x + SQUARE / 2, y: MARGIN + 8 * SQUARE + MARGIN / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    fileLabel.textContent = FILES[index];
    const rank = place(0, index);
    const rankLabel = svgElement('text', { x: MARGIN / 2, y: rank.y + SQUARE / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    rankLabel.textContent = String(index + 1);
    axes.append(fileLabel, rankLabel);
  }
  svg.append(axes);
}

/** Words the board uses; notations that draw chess boards add them with their own (i18n addMessages). */
export const chessBoardMessages = {
  en: {
    'chess.colour.w': 'white', 'chess.colour.b': 'black',
    'chess.piece.p': 'pawn', 'chess.piece.n': 'knight', 'chess.piece.b': 'bishop', 'chess.piece.r': 'rook', 'chess.piece.q': 'queen', 'chess.piece.k': 'king',
    'chess.pieceName': '{colour} {piece}', 'chess.emptySquare': 'empty',
    'chess.lastMove': 'last move', 'chess.selected': 'selected', 'chess.check': 'in check', 'chess.legalTarget': 'legal move',
  },
  es: {
    'chess.colour.w': 'blancas', 'chess.colour.b': 'negras',
    'chess.piece.p': 'peón', 'chess.piece.n': 'caballo', 'chess.piece.b': 'alfil', 'chess.piece.r': 'torre', 'chess.piece.q': 'dama', 'chess.piece.k': 'rey',
    'chess.pieceName': '{piece} de las {colour}', 'chess.emptySquare': 'vacía',
    'chess.lastMove': 'última jugada', 'chess.selected': 'seleccionada', 'chess.check': 'en jaque', 'chess.legalTarget': 'jugada legal',
  },
};
