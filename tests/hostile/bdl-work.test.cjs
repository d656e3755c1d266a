// Bounded work in the BDL engine (issue 32, item 2). A 390-byte description — a w x w board of
// mirrored queens with cant_risk(queen) — took 29 ms at w = 16, 3.1 s at 64 and 27 s at 128
// (about w^4: every candidate move checked on a copy of the board against every enemy move).
// Now the reproducer is fast at every board size with the same result, and what is still too
// much for one call (pieces that reach every square of a 256 x 256 board, perft 5 of chess)
// stops with a BdlError bdl.too_much_work, the game unchanged. Each case has a ceiling in CPU
// seconds of this process (time spent waiting for a core of the shared machine does not count).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Bdl, BdlError } = require('boardnotation');
const modules = require('../js/support/wasm-modules.cjs');

const chess = readFileSync(join(__dirname, '..', 'fixtures', 'bdl', 'chess.bdl'), 'utf8');
const rules = (w) =>
  `rules{ first_player : 0 width : ${w} height : ${w} coloring : alternate player_change : alternate }`;
// The reproducer: the first `columns` columns of row 0 hold a queen of player 0, mirrored for player 1.
const queens = (w, columns = w, invariant = 'cant_risk') =>
  `${rules(w)}\npieces{ queen{ moves{ horizontal(,) vertical(,) diagonal(,) } mirrored } }\n` +
  `initial_piece_position{ queen{ positions{ x : [0, ${columns - 1}], y : 0 } mirrored } }\n` +
  `invariants{ ${invariant}(queen) }\nfinish{ no_moves_available }`;
// Player 0's corner piece `k` (one free move), and a row of pieces each that reach every square:
// with cant_risk(p) none of them has a legal move, and finding that out looks at every square for
// every piece.
const blockPieces = `${rules(256)} pieces{ k{ moves{ x : 1, y : 0 } } p{ moves{ x : [-256, 256], y : [-256, 256] } } }
initial_piece_position{ k{ positions{ x : 0, y : 255 } } p{ positions{ x : [0, 255], y : 1 } mirrored } }
invariants{ cant_risk(p) } finish{ no_moves_available }`;

// CPU seconds `run` takes, and what it returned.
function cpu(run) {
  const start = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(start);
  return { seconds: (used.user + used.system) / 1e6, result };
}

function thrown(run) {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a BdlError');
}

test('the reproducer: a full row of mirrored queens with cant_risk, up to 256 x 256', () => {
  for (const w of [128, 256]) {
    const { seconds, result } = cpu(() => {
      const game = Bdl.game(queens(w));
      const out = { moves: game.moves().length, over: game.isOver(), turn: game.turn };
      game.free();
      return out;
    });
    // Every queen is attacked wherever it goes: no legal move, the game over at once (as before).
    expect(result).toEqual({ moves: 0, over: true, turn: 0 });
    expect(seconds).toBeLessThan(1.5);
  }
});

test('queens on half the row: the same moves as before, fast', () => {
  // Move counts of the engine before the change (3.6 s at 128, 63 s at 256).
  const before = { 64: 542, 128: 2110, 256: 8318 };
  for (const [w, count] of Object.entries(before)) {
    const { seconds, result } = cpu(() => {
      const game = Bdl.game(queens(Number(w), Number(w) / 2));
      const moves = game.moves();
      game.free();
      return moves;
    });
    expect(result.length).toBe(count);
    expect(result.every((m) => m.piece === 'queen' && m.captured === undefined)).toBe(true);
    expect(seconds).toBeLessThan(1.5);
  }
});

test('protect_piece on the same board: fast', () => {
  const { seconds, result } = cpu(() => Bdl.game(queens(256, 256, 'protect_piece')).isOver());
  expect(result).toBe(true);
  expect(seconds).toBeLessThan(1.5);
});

test('too much work for Bdl.game: a BdlError, quickly, with bounded memory', () => {
  const text = blockPieces.replace('k{ positions{ x : 0, y : 255 } } ', '');
  const wasmBefore = modules.memoryBytes();
  const { seconds, result: error } = cpu(() => thrown(() => Bdl.game(text)));
  expect(error).toBeInstanceOf(BdlError);
  expect(error.code).toBe('bdl.too_much_work');
  expect([error.line, error.column]).toEqual([0, 0]);
  expect(error.message).toMatch(/^Starting this game \(its finish rules\) needs more than \d+ steps of work/);
  expect(thrown(() => Bdl.game(text, { language: 'es' })).message).toMatch(/^Iniciar esta partida/);
  expect(seconds).toBeLessThan(2);
  expect(modules.memoryBytes() - wasmBefore).toBeLessThan(256 * 2 ** 20);
});

test('too much work for moves() and move(): a BdlError, the game as it was', () => {
  const game = Bdl.game(blockPieces); // the corner piece gives the first player a move at once
  const board = JSON.stringify(game.board());
  const listing = cpu(() => thrown(() => game.moves()));
  expect(listing.result.code).toBe('bdl.too_much_work');
  expect(listing.result.message).toMatch(/^Listing the legal moves needs more than/);
  expect(listing.seconds).toBeLessThan(2);
  // Playing the corner piece hands the turn to the pieces with no legal move: the finish rule
  // runs out of work, and the move is not played.
  const playing = cpu(() => thrown(() => game.move({ x: 0, y: 255 }, { x: 1, y: 255 })));
  expect(playing.result.code).toBe('bdl.too_much_work');
  expect(playing.result.message).toMatch(/^Playing this move needs more than/);
  expect(playing.seconds).toBeLessThan(2);
  expect([game.turn, game.moveCount, game.isOver()]).toEqual([0, 0, false]);
  expect(JSON.stringify(game.board())).toBe(board);
  expect(game.moves({ x: 0, y: 255 })).toEqual([{ from: { x: 0, y: 255 }, to: { x: 1, y: 255 }, piece: 'k' }]);
  game.free();
});

test('perft past the budget: a BdlError, then the game still counts', () => {
  const game = Bdl.game(chess);
  const { seconds, result: error } = cpu(() => thrown(() => game.perft(5)));
  expect(error.code).toBe('bdl.too_much_work');
  expect(error.message).toMatch(/^Counting the move tree \(perft\) needs more than/);
  expect(seconds).toBeLessThan(2);
  const counted = cpu(() => game.perft(4));
  expect(counted.result).toBe(197281);
  expect(counted.seconds).toBeLessThan(1);
  expect(game.moves()).toHaveLength(20);
  game.free();
});

test('explicit code is counted too: an explicit invariant on a 256 x 256 board stops', () => {
  const text = `${rules(256)} pieces{ q{ moves{ horizontal(,) vertical(,) } } }
initial_piece_position{ q{ positions{ x : [0, 255], y : 0 } mirrored } } invariants{ explicit{ () => true } }
finish{ no_moves_available }`;
  let calls = 0;
  const evaluator = (code) => {
    const fn = new Function(`return (${code});`)();
    return typeof fn === 'function' ? (...args) => (calls++, fn(...args)) : fn;
  };
  const { seconds, result: error } = cpu(() => thrown(() => Bdl.game(text, { evaluator })));
  expect(error.code).toBe('bdl.too_much_work');
  expect(calls).toBeGreaterThan(0);
  expect(seconds).toBeLessThan(2);
});
