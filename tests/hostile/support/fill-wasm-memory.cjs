// Run by tests/hostile/wasm-memory.test.cjs in a child process (with --expose-gc): fills the root
// module's WebAssembly memory to its maximum (2 GiB) and checks what the library does then and
// after. Prints one JSON object:
//   bytesPerChess      wasm heap taken by one new Chess() (and once its legal moves were asked)
//   loop               a synchronous loop of new Chess() with ~16 MiB left: how many were made and
//                      the error that stopped it
//   stackPointerMoved  how far 20,000 failing calls moved wasm's stack pointer (0)
//   outcomes           per entry point, what each call gave with 0 B to 4 MiB of room left:
//                      'ok', 'memory' (a BoardnotationMemoryError with its code and message) or
//                      a description of anything else
//   afterFree          new Chess() once the loop's objects were freed with free(): how many fit
//                      again, the error that stopped them, and the size of wasm memory
//   afterFinalizers    new Chess() once those were dropped without free(): before they are
//                      collected, and after how many turns of the event loop it works again
//   afterAll           every entry point once all memory is given back, and the heap in use
//                      then against before the first failure
'use strict';
const path = require('node:path');
const { readFileSync } = require('node:fs');
const { GBB, Hen, Sgf, Fen, Chess, Pgn, Ssb, Bdl } = require('boardnotation');
const modules = require('../../js/support/wasm-modules.cjs');

const [wasm] = modules.loaded(); // the root's module of every family
const fixtures = path.join(__dirname, '..', '..', 'fixtures');
const bdlText = readFileSync(path.join(fixtures, 'bdl', 'chess.bdl'), 'utf8');
const pgnText =
  '[Event "a"]\n[White "X"]\n\n1. e4 e5 (1... c5 {Sicilian}) 2. Nf3 $1 Nc6 3. Bb5 -- 4. O-O 1-0\n\n' +
  '[Event "b"]\n\n1. d4 d5 2. Ke3 *\n';
const sgfText = '(;GM[1]FF[4]SZ[9]CA[UTF-8]C[café \\] ok]AB[cc][dd]LB[ee:x](;B[ef];W[fe];B[ff])(;B[aa]))';
const root = '%GplJjfQtF931QBN/QLb5Dbkkn7p6vPDa6GlArwx7lXs=.sha256';
const feed = '@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.ed25519';
const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const ssbGame = { gameId: root, lastKey: root, fen: start, toMove: 'white', ply: 0 };
const board = GBB.parse('GBB/1.0\nsize 4 3\ncell 0 0 Azul 2 Rojo 1\nhead 1 1\n');
const trees = Sgf.parse(sgfText);
const hen = Hen.parse('.9x9_8Gw_7Eb2w');

// Every entry point of every notation, each call leaving nothing behind when it succeeds.
const calls = {
  'GBB.parse': () => GBB.parse('GBB/1.0\nsize 4 3\ncell 0 0 Azul 2 Rojo 1\nhead 1 1\n'),
  'GBB.stringify': () => GBB.stringify(board),
  'Sgf.parse': () => Sgf.parse(sgfText),
  'Sgf.parse (bytes)': () => Sgf.parse(new TextEncoder().encode('(;CA[ISO-8859-1]C[\u00e9])')),
  'Sgf.validate': () => Sgf.validate('(;B[aa];W[bb]X)'),
  'Sgf.stringify': () => Sgf.stringify(trees),
  'Hen.parse': () => Hen.parse('.9x9_8Gw_7Eb2w'),
  'Hen.validate': () => Hen.validate('_0b.30x30_19Zq'),
  'Hen#toString': () => hen.toString(),
  'Hen#toSgf': () => hen.toSgf(),
  'Hen.sgf2hen': () => Hen.sgf2hen(sgfText, 2),
  'Hen.fromSgf': () => Hen.fromSgf(sgfText, 10),
  'Fen.parse': () => Fen.parse('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'),
  'Fen.validate': () => Fen.validate('4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1'),
  'Fen.stringify': () => Fen.stringify(Fen.parse(start)),
  'new Chess': () => new Chess().free(),
  'Chess#move': () => {
    const chess = new Chess();
    try {
      chess.move('e4');
      chess.moves({ verbose: true });
      chess.undo();
    } finally {
      chess.free();
    }
  },
  'Chess#loadPgn': () => {
    const chess = new Chess();
    try {
      chess.loadPgn(pgnText.slice(0, pgnText.indexOf('\n\n[Event "b"]')));
      return chess.pgn();
    } finally {
      chess.free();
    }
  },
  'Pgn.parse': () => Pgn.parse(pgnText),
  'Pgn.index': () => Pgn.index(pgnText),
  'Pgn.parseMovetext': () => Pgn.parseMovetext('1. e4 e5 2. Nf3 Nc6 1/2-1/2'),
  'Pgn.stringify': () => Pgn.stringify({ headers: { White: 'X' }, moves: ['e4', 'e5', 'Nf3'] }),
  'Pgn.createReader': () => {
    const reader = Pgn.createReader();
    reader.push(pgnText.slice(0, 40));
    reader.push(pgnText.slice(40));
    return reader.end();
  },
  'Ssb.validate': () => Ssb.validate('{"type":"chess_move","ply":0}'),
  'Ssb.replay': () =>
    Ssb.replay([
      {
        key: root,
        value: {
          author: feed,
          sequence: 1,
          timestamp: 1,
          content: { type: 'chess_invite', inviting: feed, myColor: 'white' },
        },
      },
    ]),
  'Ssb.move': () => Ssb.move(ssbGame, { orig: 'e2', dest: 'e4' }),
  'Ssb.chat': () => Ssb.chat(ssbGame, 'gg'),
  'Bdl.parse': () => Bdl.parse(bdlText),
  'Bdl.check': () => Bdl.check(bdlText),
  'Bdl.format': () => Bdl.format(bdlText),
  'Bdl.game': () => {
    const game = Bdl.game(bdlText);
    try {
      game.moves();
      game.perft(1);
    } finally {
      game.free();
    }
  },
};

// 'memory' for the one error out of memory may give; anything else is described.
function outcome(call) {
  try {
    call();
    return 'ok';
  } catch (error) {
    if (
      error?.name === 'BoardnotationMemoryError' &&
      error instanceof RangeError &&
      error.code === 'common.out_of_memory' &&
      /not enough WebAssembly memory/.test(error.message)
    )
      return 'memory';
    const kind = typeof WebAssembly.Exception === 'function' && error instanceof WebAssembly.Exception;
    return `${kind ? 'WebAssembly.Exception' : error?.name}: ${error?.message}`;
  }
}

// Blocks of malloc that fill the memory, largest first, down to 8 bytes.
const blocks = [];
function fill() {
  for (let size = 64 << 20; size >= 8;) {
    const address = wasm._malloc(size);
    if (address) blocks.push([address, size]);
    else size >>= 1;
  }
}
// Frees the last blocks taken (the smallest) until `bytes` are free.
function release(bytes) {
  for (let freed = 0; freed < bytes && blocks.length > 0;) {
    const [address, size] = blocks.pop();
    wasm._free(address);
    freed += size;
  }
}
const releaseAll = () => release(Infinity);
const memoryBytes = () => wasm.HEAPU8.buffer.byteLength;

(async () => {
  const result = {};
  for (const call of Object.values(calls)) call(); // tables and caches at their size
  // A Chess object's wasm heap: bare, then with its legal moves asked once.
  const few = [];
  let before = wasm.heapBytesInUse();
  for (let i = 0; i < 1000; i += 1) few.push(new Chess());
  const bare = (wasm.heapBytesInUse() - before) / 1000;
  before = wasm.heapBytesInUse();
  for (const chess of few) chess.moves();
  result.bytesPerChess = { bare, withMoves: bare + (wasm.heapBytesInUse() - before) / 1000 };
  for (const chess of few) chess.free();
  const inUseBefore = wasm.heapBytesInUse();

  // The reproducer: a synchronous loop of new Chess() until memory is full (~16 MiB left first,
  // so that the loop is short).
  fill();
  release(16 << 20);
  const alive = [];
  let stop;
  for (;;) {
    try {
      alive.push(new Chess());
    } catch (error) {
      stop = error;
      break;
    }
  }
  result.loop = {
    made: alive.length,
    error: outcome(() => {
      throw stop;
    }),
    memoryBytes: memoryBytes(),
  };

  // Failing calls unwind wasm frames into JS: the stack pointer must come back each time (else the
  // stack, 5 MiB, would grow into the heap after some thousands of failures).
  const stackBefore = wasm.stackSave();
  for (let i = 0; i < 20_000; i += 1) outcome(() => new Chess().moves());
  result.stackPointerMoved = wasm.stackSave() - stackBefore;

  // Every entry point with 0 B to 4 MiB of room: what each gives.
  fill();
  result.outcomes = {};
  for (const room of [0, 64, 256, 1024, 4096, 16384, 65536, 1 << 20, 4 << 20]) {
    for (const [name, call] of Object.entries(calls)) {
      release(room);
      (result.outcomes[name] ??= []).push(outcome(call));
      fill();
    }
  }

  // free() gives the memory back at once: as many objects fit again (until memory is full again),
  // and memory does not grow (it cannot: it is at its maximum).
  for (const chess of alive) chess.free();
  alive.length = 0;
  const again = [];
  let stopAgain;
  for (;;) {
    try {
      again.push(new Chess());
    } catch (error) {
      stopAgain = error;
      break;
    }
  }
  result.afterFree = {
    made: again.length,
    error: outcome(() => {
      throw stopAgain;
    }),
    memoryBytes: memoryBytes(),
  };

  // Objects dropped without free(): their memory comes back once the garbage collector has run
  // their finalizers, between turns of the event loop (never inside a synchronous loop).
  again.length = 0;
  result.afterFinalizers = { beforeCollection: outcome(() => new Chess().free()), turns: 0, after: null };
  for (let turn = 1; turn <= 100; turn += 1) {
    global.gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
    result.afterFinalizers = { ...result.afterFinalizers, turns: turn, after: outcome(() => new Chess().free()) };
    if (result.afterFinalizers.after === 'ok') break;
  }

  releaseAll();
  result.afterAll = {
    outcomes: Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, outcome(call)])),
    inUseBefore,
    inUseAfter: wasm.heapBytesInUse(),
  };
  const usage = process.resourceUsage();
  result.maxRssBytes = usage.maxRSS * 1024;
  result.cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
  process.stdout.write(JSON.stringify(result));
})();
