// BDL games played in the viewer: the live game of the bdl family's engine (Bdl.game) behind the
// node shown, the legal moves of a piece, and the nodes the moves played become.
//
// A BDL game cannot undo, so one live game is kept, at the node it was last asked for; asking for
// another node replays that node's moves from the initial position on a new game (the old one is
// freed). Measured in Node on chess.bdl: a 100-move line is replayed in ~70 ms, once, when a piece
// is picked at an earlier node; a game per node would hold wasm memory for every node instead.
// Drawing never replays: each node played keeps its board (node.scene), so stepping through the
// moves costs a drawing only.
//
// A BDL document opened elsewhere (a worker, see opened-elsewhere.js) is played by its `player`
// instead (PlayerBdlPlay): the same questions, asked with the line of moves from the start, whose
// answers may come later.
import { isThenable } from './opened-elsewhere.js';

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

// What a move played on `game` gives: { move, state, scene } (as a player's play() answers).
function playedOn(game, played) {
  return {
    move: played,
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
}

// The node a move played after `node` is (`place(fields)`, the viewer's), and the move.
function placeMove(node, { move, state, scene }, place) {
  const fields = { label: bdlMoveLabel(move), moveNumber: node.ply + 1, move: moveOf(move), state, scene };
  const next = place(fields);
  return next ? { node: next, move: fields.move } : null;
}

// A move as play() takes it, checked: { from, to, spawn? }, or null.
function moveAsked(move) {
  if (!move || typeof move !== 'object' || !isSquare(move.from) || !isSquare(move.to)) return null;
  if (move.spawn !== undefined && typeof move.spawn !== 'string') return null;
  return {
    from: { x: move.from.x, y: move.from.y },
    to: { x: move.to.x, y: move.to.y },
    ...(move.spawn !== undefined ? { spawn: move.spawn } : {}),
  };
}

/** The moves from the initial position to `node`, as play() takes them. */
function lineTo(node) {
  const line = [];
  for (let at = node; at?.parent; at = at.parent) line.push(moveAsked(at.move));
  return line.reverse();
}

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
    if (!moveAsked(move)) return null;
    const game = this.gameAt(node);
    if (!game || game.isOver()) return null;
    let played;
    try {
      played = game.move(move.from, move.to, move.spawn);
    } catch (error) {
      // More work than one call may take is said (the game is unchanged); else not a legal move here.
      if (error?.code === 'bdl.too_much_work') throw error;
      return null;
    }
    const placed = placeMove(node, playedOn(game, played), place);
    if (placed) this.#live = { node: placed.node, game };
    return placed;
  }

  free() {
    this.#live?.game.free();
    this.#live = null;
  }
}

/**
 * A BDL game played by the `player` of a document opened elsewhere: { state(line), moves(line,
 * from), play(line, move) }, `line` being the moves from the initial position. Its answers may be
 * promises: so are this class's then (the viewer shows them when they come). An answer that
 * fails counts as "cannot be played" (state), "no moves" (moves) or "not legal" (play).
 */
export class PlayerBdlPlay {
  #player;
  #start; // the initial position's state, or the promise of it

  constructor(player) {
    this.#player = player;
  }

  stateAt(node) {
    if (node.parent) return node.state ?? null;
    if (this.#start === undefined) {
      this.#start = settle(
        () => this.#player.state([]),
        (state) => {
          this.#start = state ?? null;
          return this.#start;
        },
        () => {
          this.#start = null;
          return null;
        },
      );
    }
    return this.#start;
  }

  moves(node, from) {
    return settle(
      () => this.#player.moves(lineTo(node), from),
      (moves) => (Array.isArray(moves) ? moves : []),
      () => [],
    );
  }

  /** As BdlPlay's, with `place(fields)` returning null when the node may no longer be added. */
  play(node, move, place) {
    const asked = moveAsked(move);
    if (!asked) return null;
    return settle(
      () => this.#player.play(lineTo(node), asked),
      (played) => (played?.move ? placeMove(node, played, place) : null),
      () => null,
    );
  }

  free() {}
}

// `ask()`'s answer through `use`, now or when it comes; `fail` for an answer that throws or rejects.
function settle(ask, use, fail) {
  let answer;
  try {
    answer = ask();
  } catch {
    return fail();
  }
  return isThenable(answer) ? Promise.resolve(answer).then(use, fail) : use(answer);
}
