// The object Bdl.game returns: one BdlGame handle (bindings/bdl.cpp) behind a small API in the
// BDL frame (x = column from the left, y = row from the bottom). free() deletes the handle; a game
// dropped without free() has it deleted when collected (npm/src/wasm-handles.js).
import { handleRegistry } from '../wasm-handles.js';
import { bdlError, explicitFailure, ownError } from './errors.js';

const handles = handleRegistry();

function square(value, what) {
  if (value === null || typeof value !== 'object' || !Number.isInteger(value.x) || !Number.isInteger(value.y)) {
    throw new TypeError(`${what} must be a square { x, y } with integer coordinates`);
  }
  return value;
}

export function createGameClass(wasm, languages) {
  class BdlGame {
    #handle;
    #names;
    #hooks;
    #language;

    // Internal: Bdl.game creates games.
    constructor(handle, hooks, language) {
      this.#handle = handle;
      this.#hooks = hooks;
      this.#language = language;
      this.#names = handle.pieceNames();
      handles.own(this, handle);
    }

    #live() {
      if (!this.#handle) throw new Error('This BDL game was freed');
      return this.#handle;
    }

    // Throws what explicit code raised during the last call into the engine, then the engine's
    // own refusal (bdl.too_much_work); else returns the call's result.
    #checked(result) {
      const failure = this.#hooks?.takeFailure();
      if (failure) throw explicitFailure(languages, this.#language, failure);
      if (!result.ok) throw bdlError(result.diagnostics);
      return result;
    }

    get width() {
      return this.#live().width();
    }
    get height() {
      return this.#live().height();
    }
    // The player to move (0 or 1), -1 once the game is over.
    get turn() {
      return this.#live().turn();
    }
    get moveCount() {
      return this.#live().moveCount();
    }
    get pieceNames() {
      return [...this.#names];
    }

    isOver() {
      return this.#live().isOver();
    }

    // board()[y][x]: null or { piece, owner, mirroredCopy } (mirroredCopy: placed by `mirrored`).
    board() {
      const cells = this.#live().board();
      const rows = [];
      for (let y = 0; y < this.height; y += 1) {
        const row = [];
        for (let x = 0; x < this.width; x += 1) {
          const i = (y * this.width + x) * 3;
          row.push(
            cells[i] < 0
              ? null
              : { piece: this.#names[cells[i]], owner: cells[i + 1], mirroredCopy: cells[i + 2] === 0 },
          );
        }
        rows.push(row);
      }
      return rows;
    }

    // Legal moves of the side to move, or of the piece on `from`, in the original's order.
    moves(from) {
      const handle = this.#live();
      const flat = this.#checked(
        from === undefined ? handle.moves(true, 0, 0) : handle.moves(false, square(from, 'moves(from)').x, from.y),
      ).moves;
      const cells = handle.board();
      const width = this.width;
      const list = [];
      for (let i = 0; i < flat.length; i += 6) {
        const move = {
          from: { x: flat[i], y: flat[i + 1] },
          to: { x: flat[i + 2], y: flat[i + 3] },
          piece: this.#names[cells[(flat[i + 1] * width + flat[i]) * 3]],
        };
        if (flat[i + 5] >= 0) move.captured = this.#names[flat[i + 5]];
        if (flat[i + 4] >= 0) move.spawn = this.#names[flat[i + 4]];
        list.push(move);
      }
      return list;
    }

    // move(from, to, spawn?) or move({ from, to, spawn }); returns the move played. A move that
    // reaches the end of the board with on_end_reached: spawn(...) needs `spawn`, a piece name.
    move(fromOrMove, to, spawn) {
      const input =
        to === undefined && fromOrMove && typeof fromOrMove === 'object' && 'to' in fromOrMove
          ? fromOrMove
          : { from: fromOrMove, to, spawn };
      square(input.from, 'from');
      square(input.to, 'to');
      const render = (code, args) => ownError(languages, this.#language, code, args);
      if (this.isOver()) throw render('bdl.game_over', []);
      const candidates = this.moves(input.from).filter((m) => m.to.x === input.to.x && m.to.y === input.to.y);
      const where = [
        ['fromX', input.from.x],
        ['fromY', input.from.y],
        ['toX', input.to.x],
        ['toY', input.to.y],
      ];
      if (candidates.length === 0) throw render('bdl.illegal_move', where);
      let chosen = candidates[0];
      if (candidates.some((m) => m.spawn !== undefined)) {
        const choices = candidates.map((m) => m.spawn).join(', ');
        if (input.spawn === undefined) throw render('bdl.spawn_required', [['choices', choices]]);
        chosen = candidates.find((m) => m.spawn === input.spawn);
        if (!chosen)
          throw render('bdl.bad_spawn', [
            ['name', input.spawn],
            ['choices', choices],
          ]);
      }
      const spawnType = chosen.spawn === undefined ? -1 : this.#names.indexOf(chosen.spawn);
      const { played } = this.#checked(
        this.#live().play(input.from.x, input.from.y, input.to.x, input.to.y, spawnType),
      );
      if (!played) throw render('bdl.illegal_move', where);
      return chosen;
    }

    // Leaf count of the legal-move tree `depth` plies deep (depth 0 to 12).
    perft(depth) {
      if (!Number.isInteger(depth) || depth < 0 || depth > 12)
        throw new RangeError('perft depth must be an integer from 0 to 12');
      return this.#checked(this.#live().perft(depth)).count;
    }

    // Deletes the wasm handle now (the game is unusable afterwards); idempotent.
    free() {
      if (!this.#handle) return;
      handles.release(this, this.#handle);
      this.#handle = null;
    }
  }
  return BdlGame;
}
