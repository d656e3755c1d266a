// The Gobstones scene, and turning what the gbb family gives into it cheaply.
//
//   { kind: 'gbb', width, height, head: [x, y], cellData: [{ x, y, a, n, r, v }] }
//
// That is exactly Board.toJSON() (what GBB.parse returns, as plain data) with a kind: only the
// cells with stones are listed, y = 0 is the bottom row, a missing count is 0. So a parsed board
// becomes a scene with `{ kind: 'gbb', ...board.toJSON() }`, and a board of hundreds of thousands
// of cells costs no more than its stones. Also accepted: a Board itself (isBoard), `head` as
// { x, y }, and headX / headY.

export const COLOUR_KEYS = ['a', 'n', 'r', 'v']; // blue, black, red, green: Gobstones' order

// Read once per scene object: the viewer draws, inspects and paints the same scene many times.
const read = new WeakMap();

/** { width, height, headX, headY, cells: [{ x, y, counts: [a, n, r, v] }] } with counts checked. */
export function readGbbScene(scene) {
  if (scene && typeof scene === 'object' && read.has(scene)) return read.get(scene);
  const data = scene && scene.isBoard === true && typeof scene.toJSON === 'function' ? scene.toJSON() : scene;
  const width = Math.max(1, Math.trunc(Number(data.width)) || 1);
  const height = Math.max(1, Math.trunc(Number(data.height)) || 1);
  const head = Array.isArray(data.head)
    ? { x: data.head[0], y: data.head[1] }
    : (data.head ?? { x: data.headX, y: data.headY });
  const cells = [];
  const list = data.cellData ?? [];
  // A plain loop: boards have hundreds of thousands of cells, and this runs on a page's thread.
  for (let i = 0; i < list.length; i++) {
    const cell = list[i];
    const { x, y } = cell;
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) continue;
    cells.push({ x, y, counts: [count(cell.a), count(cell.n), count(cell.r), count(cell.v)] });
  }
  const headX = Number.isInteger(head?.x) && head.x >= 0 && head.x < width ? head.x : 0;
  const headY = Number.isInteger(head?.y) && head.y >= 0 && head.y < height ? head.y : 0;
  const result = { width, height, headX, headY, cells };
  if (scene && typeof scene === 'object') read.set(scene, result);
  return result;
}

// A count as drawn: a missing, negative or non-numeric one is 0.
function count(value) {
  const number = Number(value ?? 0);
  return Number.isFinite(number) && number > 0 ? Math.trunc(number) : 0;
}
