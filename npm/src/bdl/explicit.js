// Running a description's explicit JavaScript, only through the evaluator the caller passes
// (see docs/bdl.md): the library never compiles code itself, because BDL files
// come from anywhere and explicit blocks are arbitrary programs. These hooks are what the
// runtime (bindings/bdl.cpp, JsRunner) calls; they never throw into wasm: a failure is kept and
// the caller's call throws it afterwards.

// Most dx values one explicit move entry may cover (an entry past the board is pointless).
const MAX_ENTRY_WIDTH = 1024;

export function createHooks(evaluator) {
  let names = [];
  let blocks = [];
  let compiled = [];
  let failure = null;

  const fail = (index, error) => {
    failure ??= { block: blocks[index], error };
  };

  // The original's context: board[x][r] in its screen frame (r = 0 is the top row).
  function context(cells, width, height, current, moveCount) {
    const board = [];
    for (let x = 0; x < width; x += 1) {
      const column = [];
      for (let r = 0; r < height; r += 1) {
        const i = (x * height + r) * 3;
        const piece =
          cells[i] < 0 ? null : { name: names[cells[i]], owner: cells[i + 1], mirrored: cells[i + 2] === 1 };
        column.push({ target: false, piece });
      }
      board.push(column);
    }
    return { focused: null, width, height, current_player: current, move_count: moveCount, board };
  }

  function compile(block, index) {
    const info = Object.freeze({ part: block.part, line: block.line, column: block.column });
    try {
      if (block.part === 'move') return evaluator(`[${block.code.replaceAll('%s', block.kills)}]`, info);
      if (['player_change', 'invariant', 'finish'].includes(block.part)) {
        const fn = evaluator(block.code, info);
        if (typeof fn !== 'function') throw new TypeError(`the evaluator returned ${typeof fn}, not a function`);
        return fn;
      }
    } catch (error) {
      fail(index, error);
    }
    return undefined;
  }

  function flattenEntries(entries) {
    if (!Array.isArray(entries)) throw new TypeError('the move code must give entry objects');
    const flat = [];
    for (const entry of entries) {
      const [x0, x1] = entry?.x ?? [];
      if (
        !Number.isInteger(x0) ||
        !Number.isInteger(x1) ||
        x1 - x0 > MAX_ENTRY_WIDTH ||
        typeof entry.y !== 'function'
      ) {
        throw new TypeError(`a move entry needs x: [x0, x1] (at most ${MAX_ENTRY_WIDTH} wide) and y: (dx) => [y0, y1]`);
      }
      flat.push(x0, x1, entry.killing === false ? 0 : 1);
      for (let dx = x0; dx < x1; dx += 1) {
        const [y0, y1] = entry.y(dx) ?? [];
        if (!Number.isInteger(y0) || !Number.isInteger(y1)) throw new TypeError(`y(${dx}) must give [y0, y1] integers`);
        flat.push(y0 | 0, y1 | 0);
      }
    }
    return flat;
  }

  return {
    prepare(list, pieceNames) {
      names = pieceNames;
      blocks = list;
      compiled = list.map(compile);
    },
    moveEntries(index) {
      try {
        return flattenEntries(compiled[index]);
      } catch (error) {
        fail(index, error);
        return [];
      }
    },
    playerChange(index, cells, width, height, current, moveCount) {
      const ctx = context(cells, width, height, current, moveCount);
      try {
        compiled[index](ctx);
        if (!Number.isInteger(ctx.current_player)) throw new TypeError('context.current_player is not an integer');
        return ctx.current_player;
      } catch (error) {
        fail(index, error);
        return -1;
      }
    },
    invariant(index, cells, width, height, current, moveCount, cx, cr, tx, tr) {
      try {
        return Boolean(compiled[index](context(cells, width, height, current, moveCount), cx, cr, tx, tr));
      } catch (error) {
        fail(index, error);
        return false;
      }
    },
    finish(index, cells, width, height, current, moveCount) {
      try {
        return Boolean(compiled[index](context(cells, width, height, current, moveCount)));
      } catch (error) {
        fail(index, error);
        return false;
      }
    },
    // The first failure since the last call, or null.
    takeFailure() {
      const f = failure;
      failure = null;
      return f;
    },
  };
}
