// <board-viewer> on a page served with `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'`
// (tests/e2e/loading.test.mjs): its layout and the board's colours must not need inline styles,
// and saving the board as a PNG must not need `img-src data:` (no canvas painted from a data: URL).
import '/pkg/dist/viewer.mjs';

const viewer = document.querySelector('board-viewer');
viewer.addEventListener(
  'load',
  async () => {
    viewer.last();
    const root = viewer.shadowRoot;
    const board = root.querySelector('.board svg');
    const square = board.querySelector('[aria-label^="f7"]');
    const controls = root.querySelector('.controls');
    const png = await viewer.toPng({ width: 160 });
    const image = await createImageBitmap(png);
    document.body.dataset.result = JSON.stringify({
      png: { type: png.type, width: image.width, height: image.height },
      f7: square?.getAttribute('aria-label'),
      boardWidth: Math.round(board.getBoundingClientRect().width),
      // The viewer's own style sheet is in force: its controls are laid out as a row (flex).
      controlsDisplay: getComputedStyle(controls).display,
      lightSquareFill: getComputedStyle(board.querySelector('.bn-light, [class*="light"]')).fill,
    });
  },
  { once: true },
);
