// Move numbers on the stones of a Go board, as a printed game shows them: each stone still on the
// board carries the number of the move that played it (the latest, when a point was played again
// after a capture). From the last figure (SGF's FG) on, when the game has figures; in the game's
// print mode (PM[2]: numbers modulo 100).

const STONE_OF = { B: 1, W: 2 };

/** [{ row, col, number }] for the node shown on `scene` (a go scene) of `game`. */
export function moveNumbersOf(game, node, scene) {
  const numbers = [];
  const seen = new Set();
  for (let at = node; at?.parent; at = at.parent) {
    const { point } = at;
    if (point && !seen.has(point.row * scene.width + point.col)) {
      seen.add(point.row * scene.width + point.col);
      if (scene.board[point.row]?.[point.col] === STONE_OF[at.color]) {
        const number = game.printMode === 2 ? ((at.moveNumber - 1) % 100) + 1 : at.moveNumber;
        numbers.push({ row: point.row, col: point.col, number });
      }
    }
    if (at.figure) break;
  }
  return numbers;
}
