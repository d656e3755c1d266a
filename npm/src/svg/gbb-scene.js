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

/** { width, height, headX, headY, cells: [{ x, y, counts: [a, n, r, v] }] } with counts checked. */
export function readGbbScene(scene) {
  const data = scene && scene.isBoard === true && typeof scene.toJSON === 'function' ? scene.toJSON() : scene;
  const width = Math.max(1, Math.trunc(Number(data.width)) || 1);
  const height = Math.max(1, Math.trunc(Number(data.height)) || 1);
  const head = Array.isArray(data.head) ? { x: data.head[0], y: data.head[1] } : data.head ?? { x: data.headX, y: data.headY };
  const cells = [];
  for (const cell of data.cellData ?? []) {
    const { x, y } = cell;
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) continue;
    const counts = COLOUR_KEYS.map((key) => {
      const count = Number(cell[key] ?? 0);
      return Number.isFinite(count) && count > 0 ? Math.trunc(count) : 0;
    });
    cells.push({ x, y, counts });
  }
  const headX = Number.isInteger(head?.x) && head.x >= 0 && head.x < width ? head.x : 0;
  const headY = Number.isInteger(head?.y) && head.y >= 0 && head.y < height ? head.y : 0;
  return { width, height, headX, headY, cells };
}
