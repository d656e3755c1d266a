// BDL games played in the viewer: the live game of the bdl family's engine (Bdl.game) behind the
// node shown, the legal moves of a piece, and the nodes the moves played become.
//
// A BDL game cannot undo, so one live game is kept, at the node it was last asked for; asking for
// another node replays that node's moves from the initial position on a new game (the old one is
// freed). Measured in Node on chess.bdl: a 100-move line is replayed in ~70 ms, once, when a piece
// is picked at an earlier node; a game per node would hold wasm memory for every node instead.
// Drawing never replays: each node played keeps its board (node.scene), so stepping through the
// moves costs a drawing only.

const isSquare = (square) =>
  square !== null && typeof square === 'object' && Number.isInteger(square.x) && Number.isInteger(square.y);
const sameSquare = (a, b) => a.x === b.x && a.y === b.y;

/** The move as the move list shows it: "pawn 4,1–4,3", "× pawn" taken, "= queen" the spawn. */
export function bdlMoveLabel(move) {
  let label = `${move.piece} ${move.from.x},${move.from.y}–${move.to.x},${move.to.y}`;
  if (move.captured) label += ` ×${move.captured}`;
  if (move.spawn) label += ` =${move.spawn}`;
  return label;
}

// Only what a move is, as the viewer's API and events give it: { from, to, spawn?, piece, captured? }.
const moveOf = (played) => ({
  from: { x: played.from.x, y: played.from.y },
  to: { x: played.to.x, y: played.to.y },
  ...(played.spawn ? { spawn: played.spawn } : {}),
  piece: played.piece,
  ...(played.captured ? { captured: played.captured } : {}),
});

export class BdlPlay {
  #newGame;
  #live = null; // { node, game }
  #start; // { turn, over } at the initial position

  /** `newGame()` builds the game at its initial position (Bdl.game with the text's options). */
  constructor(newGame) {
    this.#newGame = newGame;
  }

  /** The game at `node` (the live one, or replayed from the start); null when it cannot be built. */
  gameAt(node) {
    if (this.#live?.node === node) return this.#live.game;
    const line = [];
    for (let at = node; at?.parent; at = at.parent) line.push(at.move);
    let game = null;
    try {
      game = this.#newGame();
      for (const move of line.reverse()) game.move(move.from, move.to, move.spawn);
    } catch {
      game?.free();
      return null;
    }
    this.#live?.game.free();
    this.#live = { node, game };
    return game;
  }

  /**
   * { turn, over } at `node`: the player to move and whether the game is over (null when it cannot
   * be played). Kept by each node played, so that stepping back never replays.
   */
  stateAt(node) {
    if (node.parent) return node.state ?? null;
    if (this.#start === undefined) {
      const game = this.gameAt(node);
      this.#start = game ? { turn: game.turn, over: game.isOver() } : null;
    }
    return this.#start;
  }

  /** The legal moves from square `from` at `node` (all of them without `from`). */
  moves(node, from) {
    const game = this.gameAt(node);
    if (!game || game.isOver()) return [];
    return from === undefined ? game.moves() : game.moves(from);
  }

  /** The legal moves from `from` to `to` at `node`: several when the mover may become one of several pieces. */
  movesTo(node, from, to) {
    return this.moves(node, from).filter((move) => sameSquare(move.to, to));
  }

  /**
   * Plays `move` ({ from, to, spawn? }) at `node`. `place(fields)` returns the node the move is
   * (an existing one, or one the viewer adds from fields { label, moveNumber, scene, move, state }).
   * Returns { node, move } or null when the move is not legal there (or needs its spawn choice).
   */
  play(node, move, place) {
    if (!move || typeof move !== 'object' || !isSquare(move.from) || !isSquare(move.to)) return null;
    if (move.spawn !== undefined && typeof move.spawn !== 'string') return null;
    const game = this.gameAt(node);
    if (!game || game.isOver()) return null;
    let played;
    try {
      played = game.move(move.from, move.to, move.spawn);
    } catch {
      return null; // not a legal move here (the game is unchanged)
    }
    const fields = {
      label: bdlMoveLabel(played),
      moveNumber: node.ply + 1,
      move: moveOf(played),
      state: { turn: game.turn, over: game.isOver() },
      scene: {
        kind: 'bdl',
        width: game.width,
        height: game.height,
        board: game.board(),
        pieceNames: game.pieceNames,
        lastMove: { from: played.from, to: played.to },
      },
    };
    const next = place(fields);
    this.#live = { node: next, game };
    return { node: next, move: fields.move };
  }

  free() {
    this.#live?.game.free();
    this.#live = null;
  }
}
