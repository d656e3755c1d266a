// Playing on a BDL board with a pointer or the keys: a press on a cell, or Enter or Space on the
// keyboard's cursor (moved by the arrows once the board has the focus), activates that cell; what
// that means (pick a piece, play it there, put it down) is the viewer's. Escape drops the piece.

import { cellAt, cellBeside } from './grid.js';
import { listen } from './listen.js';

/**
 * Listens on `host` (the element the board's SVG is drawn in). `handlers`:
 *   size()             { width, height } while the board takes moves, else null (nothing happens)
 *   orientation()      'white' or 'black'
 *   cursor()           the keyboard's cursor cell, or null
 *   setCursor(cell)    moves (draws and says) the cursor; null hides it
 *   activate(cell)     a press or Enter on `cell`
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
    const cursor = handlers.cursor() ?? { x: 0, y: 0 };
    if (event.key.startsWith('Arrow'))
      handlers.setCursor(handlers.cursor() ? cellBeside(size, cursor, event.key, handlers.orientation()) : cursor);
    else if (event.key === 'Enter' || event.key === ' ') handlers.activate(cursor);
    else if (event.key === 'Escape') handlers.cancel();
    else return;
    event.preventDefault(); // the viewer's own keys (stepping through the game) leave these alone
  };
  const onFocus = () => {
    if (handlers.size() && !handlers.cursor()) handlers.setCursor({ x: 0, y: 0 });
  };
  const onBlur = () => {
    if (handlers.cursor()) handlers.setCursor(null);
  };
  return listen(host, { pointerdown: onDown, keydown: onKey, focus: onFocus, blur: onBlur });
}
