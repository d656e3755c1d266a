// What the viewer adds to a Gobstones board drawn by the svg module, in the browser:
//   - huge boards: the stones painted on a canvas laid over the board's ground, one pixel per
//     colour quadrant of a cell (scaled up without smoothing). As SVG a 300 × 300 board is
//     millions of bytes of paths that take the page's thread for most of a second; painted, a few
//     milliseconds. Nothing is fetched or encoded (no blob: or data: image a strict
//     Content-Security-Policy would refuse).
//   - a cell inspector for any board: pointing at a cell, or moving a cursor over the cells with
//     the arrow keys once the board has the focus, says what the cell holds ("cell 2, 1: 1 blue,
//     3 red, head") under the board and in a live region. Big boards cannot name every cell in
//     the drawing; this way every cell can be read on every board.
import { readGbbScene } from '../svg/gbb-scene.js';
import { GBB_STONES, describeCell } from '../svg/gbb-board.js';
import { wordsFor } from '../svg/words.js';
import { cellAt as gridCellAt, cellBeside as gridCellBeside, groundOf, showCursor as showGridCursor } from './grid.js';
import { listen } from './listen.js';

// Past this many cells the svg module draws each stone as a square of a path (drawing
// 'squares'); past this many stone piles on a board of more than MAX_CELLS_NAMED_ONE_BY_ONE
// cells it draws circles without their counts. Either way a painted pixel shows as much.
const PAINT_CELLS = 40_000;
const PAINT_PILES = 2_500;
const MAX_CELLS_NAMED_ONE_BY_ONE = 1_600;

const counted = new WeakMap(); // board read -> { piles, byCell: Map(y * width + x -> counts) }

function indexOf(board) {
  let index = counted.get(board);
  if (!index) {
    const byCell = new Map();
    let piles = 0;
    for (const cell of board.cells) {
      byCell.set(cell.y * board.width + cell.x, cell.counts);
      for (const count of cell.counts) if (count > 0) piles += 1;
    }
    index = { piles, byCell };
    counted.set(board, index);
  }
  return index;
}

/** True when the viewer paints this scene's stones itself (draw it with { stones: false }). */
export function paintsStones(scene) {
  const board = readGbbScene(scene);
  const cells = board.width * board.height;
  return cells > PAINT_CELLS || (cells > MAX_CELLS_NAMED_ONE_BY_ONE && indexOf(board).piles > PAINT_PILES);
}

// A CSS colour as the four bytes of an opaque pixel, read as one 32-bit word (canvas byte order).
function pixelOf(context, colour, fallback) {
  context.fillStyle = fallback;
  context.fillStyle = colour || fallback; // an invalid colour leaves the fallback
  const hex = context.fillStyle; // normalised by the canvas to #rrggbb
  const bytes = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).concat(255);
  return new Uint32Array(Uint8Array.from(bytes).buffer)[0];
}

/**
 * Paints the stones of `scene` on a canvas over the board drawn in `host` (with stones: false),
 * turned as the drawing is. Colours: the --bn-gbb-* custom properties, as the SVG's.
 */
export function paintStones(host, scene, orientation) {
  const svg = host.querySelector('svg');
  const ground = groundOf(svg);
  if (!ground) return;
  const board = readGbbScene(scene);
  const flipped = orientation === 'black';
  const canvas = host.ownerDocument.createElement('canvas');
  canvas.className = 'bn-stone-pixels';
  canvas.setAttribute('aria-hidden', 'true');
  canvas.width = board.width * 2;
  canvas.height = board.height * 2;
  // Placed over the ground in per cent of the drawing, so it scales with it (CSSOM, not markup).
  canvas.style.left = `${(ground.x / ground.box.width) * 100}%`;
  canvas.style.top = `${(ground.y / ground.box.height) * 100}%`;
  canvas.style.width = `${(ground.width / ground.box.width) * 100}%`;
  canvas.style.height = `${(ground.height / ground.box.height) * 100}%`;
  const context = canvas.getContext('2d');
  if (!context) return;
  const styles = getComputedStyle(host);
  const words = GBB_STONES.map((stone) =>
    pixelOf(context, styles.getPropertyValue(stone.property).trim(), stone.colour),
  );
  // Each colour's pixel inside a cell's 2 × 2 block: its quadrant, turned with the board.
  const offsets = GBB_STONES.map(
    ({ dx, dy }) => ((flipped ? -dy : dy) > 0 ? canvas.width : 0) + ((flipped ? -dx : dx) > 0 ? 1 : 0),
  );
  const image = context.createImageData(canvas.width, canvas.height);
  const pixels = new Uint32Array(image.data.buffer);
  for (const { x, y, counts } of board.cells) {
    const column = flipped ? board.width - 1 - x : x;
    const row = flipped ? y : board.height - 1 - y;
    const corner = row * 2 * canvas.width + column * 2;
    for (let colour = 0; colour < 4; colour++) if (counts[colour] > 0) pixels[corner + offsets[colour]] = words[colour];
  }
  context.putImageData(image, 0, 0);
  svg.after(canvas);
}

/** The cell of `scene` under client point (x, y) of the board drawn in `host`, or null. */
export const cellAt = (host, scene, clientX, clientY, orientation) =>
  gridCellAt(host, readGbbScene(scene), clientX, clientY, orientation);

/** The cell next to `cell` in the direction of an arrow key, as the board is seen. */
export const cellBeside = (scene, cell, key, orientation) =>
  gridCellBeside(readGbbScene(scene), cell, key, orientation);

/** The head's cell: where the cursor starts. */
export function headOf(scene) {
  const { headX, headY } = readGbbScene(scene);
  return { x: headX, y: headY };
}

/** What the cell holds, in `language`: "cell 2, 1: 1 blue, 3 red, head". */
export function cellName(scene, cell, language) {
  const board = readGbbScene(scene);
  const counts = indexOf(board).byCell.get(cell.y * board.width + cell.x) ?? [0, 0, 0, 0];
  return describeCell(wordsFor(language).gbb, cell.x, cell.y, counts, cell.x === board.headX && cell.y === board.headY);
}

/** Draws (or moves) the cursor's outline on `cell` of the board drawn in `host`. */
export const showCursor = (host, scene, cell, orientation) =>
  showGridCursor(host, readGbbScene(scene), cell, orientation);

/** The legend's entries: the four stones (key, name in `language`) and the head. */
export function legendEntries(language) {
  const words = wordsFor(language).gbb;
  return [...GBB_STONES.map(({ key }) => ({ key, name: words.colours[key] })), { key: 'head', name: words.head }];
}

/**
 * The inspector's pointer and keys on `host` (the element the board is drawn in). `handlers`:
 *   scene()          the Gobstones scene shown, or null (another board: nothing happens)
 *   orientation()    'white' or 'black'
 *   cell()           the cell inspected, or null
 *   inspect(cell)    shows and says `cell`; null hides the cursor
 * Returns a function that stops listening.
 */
export function attachCellInspector(host, handlers) {
  const onMove = (event) => {
    const scene = handlers.scene();
    if (!scene) return;
    const cell = cellAt(host, scene, event.clientX, event.clientY, handlers.orientation());
    const at = handlers.cell();
    if (cell && (!at || at.x !== cell.x || at.y !== cell.y)) handlers.inspect(cell);
  };
  const onKey = (event) => {
    const scene = handlers.scene();
    if (!scene || event.altKey || event.ctrlKey || event.metaKey || !event.key.startsWith('Arrow')) return;
    const next = cellBeside(scene, handlers.cell() ?? headOf(scene), event.key, handlers.orientation());
    if (!next) return;
    event.preventDefault(); // the viewer's own arrows (stepping) leave a board's keys alone
    handlers.inspect(next);
  };
  const onFocus = () => {
    const scene = handlers.scene();
    if (scene && !handlers.cell()) handlers.inspect(headOf(scene));
  };
  return listen(host, { pointermove: onMove, keydown: onKey, focus: onFocus });
}
