// How big the board is drawn.
//   - Fit: an element that starts within the first screen of its page (under a page's header) is
//     sized to the screen below its top (--bn-fit-height on the layout), so that its controls are
//     in view at once; one further down gets the whole screen, as the reader scrolls to it. A page
//     sets --bn-height itself to decide.
//   - The reader's size: a handle at the board's corner (a mouse drag, or the arrow keys once it
//     has the focus) sets the board's width (--bn-board-size), as lichess's board is resized; a
//     double click returns to the fitted size. A `board-resize` event tells the page the size.
import { listen } from './listen.js';

const MIN_BOARD = 160; // px
const KEY_STEP = 20; // px

/** Keeps --bn-fit-height on `layout` (inside `element`) as the screen below the element's top. */
export function attachFitHeight(element, layout) {
  const update = () => {
    const view = element.ownerDocument?.defaultView;
    if (!view || !element.isConnected) return;
    const top = element.getBoundingClientRect().top + view.scrollY;
    const height = view.innerHeight;
    if (top > 0 && top < height * 0.6)
      layout.style.setProperty('--bn-fit-height', `max(20rem, ${Math.round(height - top)}px)`);
    else layout.style.removeProperty('--bn-fit-height');
  };
  let stop = () => {};
  return {
    update,
    connect() {
      stop();
      const view = element.ownerDocument.defaultView;
      view.addEventListener('resize', update);
      stop = () => view.removeEventListener('resize', update);
      update();
    },
    disconnect() {
      stop();
      stop = () => {};
    },
  };
}

/**
 * The resize handle `handle` of `board` (the board's part); the size is set on `layout` and
 * said by `onResize(width)` (null: back to the fitted size). Its name is the viewer's (template.js).
 */
export function attachResizeHandle(handle, board, layout, { onResize }) {
  const set = (width) => {
    const most = Math.max(MIN_BOARD, layout.getBoundingClientRect().width);
    const size = Math.round(Math.min(most, Math.max(MIN_BOARD, width)));
    layout.style.setProperty('--bn-board-size', `${size}px`);
    handle.setAttribute('aria-valuenow', String(size));
    onResize(size);
  };
  handle.setAttribute('role', 'slider');
  handle.tabIndex = 0;
  handle.setAttribute('aria-valuemin', String(MIN_BOARD));
  let drag = null;
  return listen(handle, {
    pointerdown(event) {
      if (event.button !== 0) return;
      event.preventDefault();
      handle.setPointerCapture?.(event.pointerId);
      const box = board.getBoundingClientRect();
      drag = { left: box.left, top: box.top, aspect: box.width / box.height || 1 };
    },
    pointermove(event) {
      if (!drag) return;
      // The corner follows the pointer: the larger of the two sizes it asks for.
      set(Math.max(event.clientX - drag.left, (event.clientY - drag.top) * drag.aspect));
    },
    pointerup() {
      drag = null;
    },
    pointercancel() {
      drag = null;
    },
    dblclick() {
      layout.style.removeProperty('--bn-board-size');
      handle.removeAttribute('aria-valuenow');
      onResize(null);
    },
    keydown(event) {
      const step = { ArrowRight: KEY_STEP, ArrowUp: KEY_STEP, ArrowLeft: -KEY_STEP, ArrowDown: -KEY_STEP }[event.key];
      if (!step) return;
      // The viewer's own arrows (stepping through the game) leave the handle's keys alone.
      event.preventDefault();
      event.stopPropagation();
      set(board.getBoundingClientRect().width + step);
    },
  });
}
