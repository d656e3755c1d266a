// How a reader steps through a game, as on lichess: the viewer's keys (← → ↑ ↓ Home End, handled by
// the viewer) work while the focus is in the element and also while the pointer is over it with the
// focus elsewhere in the page (not in a field that takes those keys); the wheel over the board steps
// one move per notch. A game with no moves leaves the wheel to the page, which then scrolls.

// Pixels of wheel movement per move: one notch of a mouse wheel (Chromium and Firefox give about
// 100); a touchpad's small deltas add up to it.
const WHEEL_STEP = 100;
const LINE_HEIGHT = 40; // pixels of a wheel event counted in lines (deltaMode 1)

const takesKeys = (element) =>
  Boolean(element) && (/^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName ?? '') || element.isContentEditable === true);

/**
 * Listens on `host` (the element) and `board` (where the board is drawn). `handlers`:
 *   onKey(event)   the viewer's own key handling (steps, variations), as for a key in the element
 *   hasMoves()     whether the game shown has moves (else the wheel scrolls the page)
 *   step(forward)  one move forward or back
 * Returns { connect(document), disconnect() }: the page-wide key listener is only there while the
 * element is in a document.
 */
export function attachReaderInput(host, board, handlers) {
  let pointerInside = false;
  let wheel = 0;
  host.addEventListener('pointerenter', () => {
    pointerInside = true;
  });
  host.addEventListener('pointerleave', () => {
    pointerInside = false;
  });
  // The board focused by the pointer (a click, a drag) shows no focus ring, also once the arrows
  // step (the browser's :focus-visible turns on at the first key pressed in it): as on lichess, a
  // click is not a keyboard's visit. Reached by Tab, or once the keys play on it (Enter or Space),
  // it has its ring.
  board.addEventListener('pointerdown', () => board.classList.add('pointer-focus'));
  board.addEventListener('blur', () => board.classList.remove('pointer-focus'));
  board.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') board.classList.remove('pointer-focus');
  });
  board.addEventListener(
    'wheel',
    (event) => {
      if (event.ctrlKey || event.metaKey || !handlers.hasMoves()) return; // zoom, or nothing to step
      event.preventDefault();
      const delta = event.deltaMode === 1 ? event.deltaY * LINE_HEIGHT : event.deltaY;
      if (Math.sign(delta) !== Math.sign(wheel)) wheel = 0; // a turn the other way starts afresh
      wheel += delta;
      while (Math.abs(wheel) >= WHEEL_STEP) {
        handlers.step(wheel > 0);
        wheel -= Math.sign(wheel) * WHEEL_STEP;
      }
    },
    { passive: false },
  );

  let page = null;
  // A key pressed while the pointer is over the element and the focus is elsewhere: the element's
  // keys, unless the focus is in a field (or in another element) that has its own use for them.
  const onPageKey = (event) => {
    if (!pointerInside || event.defaultPrevented) return;
    const target = event.composedPath()[0] ?? event.target;
    if (host.contains(event.target) || takesKeys(target) || target?.closest?.('board-viewer, [data-keys="own"]'))
      return;
    handlers.onKey(event);
  };
  return {
    connect(document) {
      if (page === document) return;
      page?.removeEventListener('keydown', onPageKey);
      page = document;
      page.addEventListener('keydown', onPageKey);
    },
    disconnect() {
      page?.removeEventListener('keydown', onPageKey);
      page = null;
      pointerInside = false;
    },
  };
}
