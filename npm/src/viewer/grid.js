// Boards of width × height cells with x from the left and y from the bottom (Gobstones and BDL):
// the cell under a pointer, the cell an arrow key leads to, and the keyboard cursor's outline.
// The drawing's cells area is its ground rect (.bn-ground for Gobstones, .bn-bdl-ground for BDL,
// .bn-go-points for Go, whose cells are the squares around its points).
// `size` is { width, height } in cells.

const GROUND = 'svg .bn-ground, svg .bn-bdl-ground, svg .bn-go-points';

// The ground of the drawn board, in the SVG's user units.
export function groundOf(svg) {
  const ground = svg?.querySelector('.bn-ground, .bn-bdl-ground, .bn-go-points');
  const box = svg?.viewBox?.baseVal;
  if (!ground || !box?.width) return null;
  const number = (name) => Number(ground.getAttribute(name));
  return { x: number('x'), y: number('y'), width: number('width'), height: number('height'), box };
}

/** The cell under client point (x, y) of the board drawn in `host`, or null. */
export function cellAt(host, { width, height }, clientX, clientY, orientation) {
  const ground = host.querySelector(GROUND);
  if (!ground) return null;
  const box = ground.getBoundingClientRect();
  if (clientX < box.left || clientY < box.top || clientX >= box.right || clientY >= box.bottom) return null;
  const column = Math.min(width - 1, Math.floor(((clientX - box.left) / box.width) * width));
  const row = Math.min(height - 1, Math.floor(((clientY - box.top) / box.height) * height));
  return orientation === 'black' ? { x: width - 1 - column, y: row } : { x: column, y: height - 1 - row };
}

/** The cell next to `cell` in the direction of an arrow key, as the board is seen (null: not an arrow). */
export function cellBeside({ width, height }, cell, key, orientation) {
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[key];
  if (!step) return null;
  const sign = orientation === 'black' ? -1 : 1;
  return {
    x: Math.min(width - 1, Math.max(0, cell.x + step[0] * sign)),
    y: Math.min(height - 1, Math.max(0, cell.y + step[1] * sign)),
  };
}

/** Draws (or moves) the cursor's outline on `cell` of the board drawn in `host`. */
export function showCursor(host, { width, height }, cell, orientation) {
  const svg = host.querySelector('svg');
  const ground = groundOf(svg);
  if (!ground) return;
  const size = ground.width / width;
  const column = orientation === 'black' ? width - 1 - cell.x : cell.x;
  const row = orientation === 'black' ? cell.y : height - 1 - cell.y;
  let cursor = svg.querySelector('.bn-cursor');
  if (!cursor) {
    cursor = svg.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'rect');
    cursor.setAttribute('class', 'bn-cursor');
    cursor.setAttribute('aria-hidden', 'true');
    cursor.setAttribute('fill', 'none');
    svg.append(cursor);
  }
  // At least a few cells' width of line, so that it shows on a board scaled far down.
  const line = Math.max(size * 0.08, ground.box.width / 300);
  cursor.setAttribute('stroke-width', String(line));
  cursor.setAttribute('x', String(ground.x + column * size + line / 2));
  cursor.setAttribute('y', String(ground.y + row * size + line / 2));
  cursor.setAttribute('width', String(Math.max(size - line, line)));
  cursor.setAttribute('height', String(Math.max(size - line, line)));
}
