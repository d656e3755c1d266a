// Moving chess pieces with a pointer: press a piece and drag it to a square, or click the piece
// and then the square; or with the keys, as an explicit mode: on the focused board, Enter or Space
// shows a cursor, the arrows then move it over the squares (as they look: up is towards the far
// side), Enter or Space picks the piece under it and then plays it to the cursor's square, and
// Escape drops the piece or leaves the mode. Outside the mode the arrows are the viewer's: they step
// through the game, as on lichess, also after a click on the board. The drawing is the svg module's (squares carry data-square, pieces
// data-piece); this file only turns pointer positions into squares and drags the piece's group.
// What a move means (legality, the new node) is the viewer's: `handlers` below.
import { listen } from './listen.js';

const FILES = 'abcdefgh';
const DRAG_THRESHOLD = 4; // px: less is a click

/** The square under client point (x, y) of the board drawn in `host`, or null (outside, margins). */
function squareAt(host, x, y) {
  const svg = host.querySelector('svg');
  const squares = svg?.querySelector('.bn-squares');
  if (!squares) return null;
  const box = squares.getBoundingClientRect();
  if (x < box.left || y < box.top || x >= box.right || y >= box.bottom) return null;
  const column = Math.floor(((x - box.left) / box.width) * 8);
  const row = Math.floor(((y - box.top) / box.height) * 8);
  const black = svg.dataset.orientation === 'black';
  return black ? `${FILES[7 - column]}${row + 1}` : `${FILES[column]}${8 - row}`;
}

// The drawing's user units per CSS pixel, to move a dragged piece under the pointer.
function unitsPerPixel(host) {
  const svg = host.querySelector('svg');
  const width = svg?.viewBox?.baseVal?.width;
  const rect = svg?.getBoundingClientRect();
  return width && rect?.width ? width / rect.width : 1;
}

/**
 * Listens on `host` (the element the board's SVG is drawn in). `handlers`:
 *   enabled()        true when the board takes moves now
 *   selected()       the selected square or null
 *   canPick(square)  true when the piece there may move (its side's turn, legal moves)
 *   select(square)   selects (and redraws with its targets) or clears (null)
 *   play(from, to)   tries the move; the viewer clears the selection either way
 * Returns a function that stops listening.
 */
export function attachBoardInput(host, handlers) {
  let drag = null; // { from, x, y, pointerId, piece, moved }

  const onDown = (event) => {
    if (!handlers.enabled() || event.button !== 0 || !event.isPrimary) return;
    const square = squareAt(host, event.clientX, event.clientY);
    const selected = handlers.selected();
    if (selected && square && square !== selected && !handlers.canPick(square)) {
      handlers.play(selected, square);
      return;
    }
    if (!square || !handlers.canPick(square)) {
      if (selected) handlers.select(null);
      return;
    }
    if (square !== selected) handlers.select(square);
    const piece = host.querySelector(`svg [data-piece][data-square="${square}"]`);
    drag = {
      from: square,
      x: event.clientX,
      y: event.clientY,
      pointerId: event.pointerId,
      piece,
      moved: false,
      scale: unitsPerPixel(host),
      again: square === selected,
    };
    host.setPointerCapture?.(event.pointerId);
    event.preventDefault(); // no text selection, no native image drag
  };

  const onMove = (event) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!drag.moved) {
      drag.moved = true;
      host.classList.add('dragging');
      // Drawn last, so the piece passes over the others.
      drag.piece?.parentNode?.append(drag.piece);
    }
    drag.piece?.setAttribute('transform', `translate(${dx * drag.scale} ${dy * drag.scale})`);
  };

  const onUp = (event) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const { from, moved, piece, again } = drag;
    drag = null;
    host.classList.remove('dragging');
    host.releasePointerCapture?.(event.pointerId);
    // A click: the piece stays selected and the next click picks the square; a click on the piece
    // already selected puts it down again.
    if (!moved) {
      if (again) handlers.select(null);
      return;
    }
    const to = squareAt(host, event.clientX, event.clientY);
    if (to && to !== from) handlers.play(from, to);
    else piece?.removeAttribute('transform');
  };

  const onCancel = (event) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    drag.piece?.removeAttribute('transform');
    drag = null;
    host.classList.remove('dragging');
  };

  return listen(host, { pointerdown: onDown, pointermove: onMove, pointerup: onUp, pointercancel: onCancel });
}

// The square next to `square` in the direction of an arrow key, as the board is seen.
function stepFrom(square, key, black) {
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[key];
  if (!step) return null;
  const sign = black ? -1 : 1;
  const file = FILES.indexOf(square[0]) + step[0] * sign;
  const rank = Number(square[1]) + step[1] * sign;
  return file < 0 || file > 7 || rank < 1 || rank > 8 ? square : `${FILES[file]}${rank}`;
}

/**
 * Keys on `host` (focusable while handlers.enabled()). `handlers`:
 *   enabled()          true when the board takes moves now
 *   cursor()           the cursor's square, or null (not shown: the keys are not playing)
 *   setCursor(square)  moves (and draws, and announces) the cursor; null hides it
 *   orientation()      'white' or 'black', for the directions of the arrows
 *   activate(square)   what Enter and Space do there: pick the piece, or play the one picked
 *   picked()           whether a piece is picked up
 *   cancel()           drops the piece picked
 * Returns a function that stops listening.
 */
export function attachBoardKeys(host, handlers) {
  const onKey = (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !handlers.enabled()) return;
    const black = handlers.orientation() === 'black';
    const cursor = handlers.cursor();
    if (!cursor) {
      // Not playing with the keys: Enter or Space starts; every other key is the viewer's.
      if (event.key !== 'Enter' && event.key !== ' ') return;
      handlers.setCursor(black ? 'h8' : 'a1');
    } else if (event.key.startsWith('Arrow')) {
      handlers.setCursor(stepFrom(cursor, event.key, black));
    } else if (event.key === 'Enter' || event.key === ' ') {
      handlers.activate(cursor);
    } else if (event.key === 'Escape') {
      if (handlers.picked()) handlers.cancel();
      else handlers.setCursor(null);
    } else return;
    event.preventDefault(); // the viewer's own keys (stepping through the game) leave these alone
  };
  const onBlur = () => handlers.setCursor(null);
  return listen(host, { keydown: onKey, blur: onBlur });
}
