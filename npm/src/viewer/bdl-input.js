// Playing on a BDL board with a pointer or the keys: a press on a cell, or Enter or Space on the
// keyboard's cursor, activates that cell; what that means (pick a piece, play it there, put it
// down) is the viewer's. The keys play as an explicit mode, as on a chess board (board-input.js):
// Enter or Space on the focused board shows the cursor, the arrows move it, Escape drops the piece
// picked or leaves the mode; outside it the arrows step through the game.

import { cellAt, cellBeside } from './grid.js';
import { listen } from './listen.js';

/**
 * Listens on `host` (the element the board's SVG is drawn in). `handlers`:
 *   size()             { width, height } while the board takes moves, else null (nothing happens)
 *   orientation()      'white' or 'black'
 *   cursor()           the keyboard's cursor cell, or null
 *   setCursor(cell)    moves (draws and says) the cursor; null hides it
 *   activate(cell)     a press or Enter on `cell`
 *   picked()           whether a piece is picked
 *   cancel()           drops the piece picked
 * Returns a function that stops listening.
 */
export function attachBdlInput(host, handlers) {
  const onDown = (event) => {
    const size = handlers.size();
    if (!size || event.button !== 0 || !event.isPrimary) return;
    const cell = cellAt(host, size, event.clientX, event.clientY, handlers.orientation());
    if (cell) handlers.activate(cell);
    else handlers.cancel();
    event.preventDefault(); // no text selection
  };
  const onKey = (event) => {
    const size = handlers.size();
    if (!size || event.altKey || event.ctrlKey || event.metaKey) return;
    const cursor = handlers.cursor();
    if (!cursor) {
      if (event.key !== 'Enter' && event.key !== ' ') return; // not playing with the keys
      handlers.setCursor({ x: 0, y: 0 });
    } else if (event.key.startsWith('Arrow'))
      handlers.setCursor(cellBeside(size, cursor, event.key, handlers.orientation()));
    else if (event.key === 'Enter' || event.key === ' ') handlers.activate(cursor);
    else if (event.key === 'Escape') {
      if (handlers.picked()) handlers.cancel();
      else handlers.setCursor(null);
    } else return;
    event.preventDefault(); // the viewer's own keys (stepping through the game) leave these alone
  };
  const onBlur = () => {
    if (handlers.cursor()) handlers.setCursor(null);
  };
  return listen(host, { pointerdown: onDown, keydown: onKey, blur: onBlur });
}
