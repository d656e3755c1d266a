// wasm memory over a long session: BN_MEMORY_CALLS (default 1,000,000) mixed calls in one
// instance — parses, validations, stringifies and error paths of every notation — must leave
// the heap in use (malloc's count, bindings/common.cpp) within 1 MB of its size after a
// warm-up, not grow wasm memory by more than 1 MB, and leave no embind value handle behind.
// A leak of even one small allocation per call would add many MB.
//
// The figures are sums over the package's wasm modules (one per notation family), read through
// tests/js/support/wasm-modules.cjs.
const { GBB, Hen, Sgf, Fen, Chess, Pgn, Ssb, Bdl } = require('boardnotation');
const modules = require('./support/wasm-modules.cjs');
const wasm = {
  ...modules,
  get HEAPU8() {
    return { buffer: { byteLength: modules.memoryBytes() } };
  },
};
const { readFileSync } = require('node:fs');

const CALLS = Number(process.env.BN_MEMORY_CALLS ?? 1_000_000);
const MB = 1 << 20;

const gbbText = 'GBB/1.0\nsize 4 3\ncell 0 0 Azul 2 Rojo 1\ncell 3 2 Negro 5\nhead 1 1\n';
const sgfText = '(;GM[1]FF[4]SZ[9]CA[UTF-8]C[café \\] ok]AB[cc][dd]LB[ee:x](;B[ef];W[fe];B[ff])(;B[aa]))';
const henText = '.9x9_8Gw_7Eb2w_6CbEwb_5Hw_4Gbw.H4w.b';
const kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const badFen = '4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1';

const pgnText =
  '[Event "a"]\n[White "X"]\n\n1. e4 e5 (1... c5 {Sicilian}) 2. Nf3 $1 Nc6 3. Bb5 -- 4. O-O 1-0\n\n[Event "b"]\n\n1. d4 d5 2. Ke3 *\n';
const root = '%GplJjfQtF931QBN/QLb5Dbkkn7p6vPDa6GlArwx7lXs=.sha256';
const feed = '@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.ed25519';
const ssbMove = {
  type: 'chess_move',
  root,
  branch: root,
  ply: 1,
  orig: 'e2',
  dest: 'e4',
  pgnMove: 'e4',
  fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
};
const ssbGame = {
  gameId: root,
  lastKey: root,
  fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  toMove: 'white',
  ply: 0,
};
const bdlText = readFileSync(require('node:path').join(__dirname, '..', 'fixtures', 'bdl', 'chess.bdl'), 'utf8');

const board = GBB.parse(gbbText);
const trees = Sgf.parse(sgfText);
const hen = Hen.parse(henText);
const fen = Fen.parse(kiwipete);
const chess = new Chess();

const expectThrow = (fn) => {
  try {
    fn();
  } catch {
    return;
  }
  throw new Error('expected an error');
};

// One call each; together they cover every binding (parse, validate, stringify, error paths).
const calls = [
  () => GBB.parse(gbbText),
  () => expectThrow(() => GBB.parse('GBB/1.0\nsize 0 3\n')),
  () => GBB.stringify(board),
  () => expectThrow(() => GBB.stringify({ width: 2, height: 2, head: [5, 5], board: [] })),
  () => Sgf.parse(sgfText),
  () => expectThrow(() => Sgf.parse('(;B[aa', { strict: true })),
  () => Sgf.validate('(;B[aa'),
  () =>
    Sgf.validate(
      Buffer.from([...Buffer.from('(;PB['), 0xb9, 0xc5, 0xc1, 0xa6, ...Buffer.from(']C['), 0xe9, ...Buffer.from('])')]),
    ),
  () =>
    Hen.fromSgf(Buffer.from([...Buffer.from('(;CA[GB2312]SZ[9]LB[aa:'), 0xb9, 0xc5, ...Buffer.from('];B[ee])')]), 1),
  () => Sgf.validate('(;B[aa];W[bb]X)'),
  () => Sgf.stringify(trees),
  () => Sgf.parse(new TextEncoder().encode('(;CA[ISO-8859-1]C[\u00e9])')),
  () => Hen.parse(henText),
  () => Hen.validate('_0b.30x30_19Zq'),
  () => hen.toString(),
  () => hen.toSgf(),
  () => Hen.sgf2hen(sgfText, 2),
  () => Hen.fromSgf(sgfText, 10),
  () => Hen.sgf2hen('not sgf'),
  () => Fen.parse(kiwipete),
  () => Fen.validate(badFen),
  () => Fen.stringify(fen),
  () => expectThrow(() => Fen.parse(badFen)),
  () => chess.move('e4'),
  () => chess.moves(),
  () => chess.undo(),
  () => expectThrow(() => chess.move('Ke3')),
  () => chess.load(kiwipete),
  () => chess.moves({ verbose: true }),
  () => chess.reset(),
  () => expectThrow(() => new Chess(badFen, { strict: true })),
  () => chess.move('--'),
  () => chess.attackers('f3', 'w'),
  () => chess.hash(),
  () => chess.undo(),
  () => Pgn.parse(pgnText),
  () => Pgn.parse(pgnText, { replay: false }),
  () => Pgn.parse(new TextEncoder().encode(pgnText), { fen: 'eager' }),
  () => Pgn.parseMovetext('1. e4 e5 2. Nf3 Nc6 1/2-1/2'),
  () => expectThrow(() => Pgn.parseMovetext('1. e4 --')),
  () => Pgn.stringify({ headers: { White: 'X' }, moves: ['e4', 'e5', 'Nf3'] }),
  () => expectThrow(() => Pgn.stringify({ moves: ['e4', 'Ke7'] })),
  () => {
    const reader = Pgn.createReader();
    reader.push(pgnText.slice(0, 40));
    reader.push(pgnText.slice(40));
    return reader.end();
  },
  () => {
    chess.loadPgn(pgnText.slice(0, pgnText.indexOf('\n\n[Event "b"]')));
    chess.reset();
  },
  () => Ssb.validate(ssbMove),
  () => Ssb.validate('{"type":"chess_move","ply":0}'),
  () =>
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
  () => Ssb.move(ssbGame, { orig: 'e2', dest: 'e4' }),
  () => expectThrow(() => Ssb.move(ssbGame, { orig: 'e2', dest: 'e5' })),
  () => Ssb.chat(ssbGame, 'gg'),
  () => Bdl.parse(bdlText),
  () => Bdl.check(bdlText),
  () => Bdl.format(bdlText),
  () => expectThrow(() => Bdl.parse('rules{ width : }')),
  () => {
    const game = Bdl.game(bdlText);
    game.moves();
    game.perft(1);
    game.free();
  },
];

test(`${CALLS.toLocaleString('en')} mixed calls leave the wasm heap within 1 MB and no embind handle`, () => {
  expect(typeof wasm?.count_emval_handles).toBe('function');
  const heapBytes = () => wasm.HEAPU8.buffer.byteLength;
  // Warm-up: every call a few hundred times, so that caches and free lists reach their size.
  for (let i = 0; i < 5000; i++) calls[i % calls.length]();
  const heapBefore = heapBytes();
  const inUseBefore = wasm.heapBytesInUse();
  const handlesBefore = wasm.count_emval_handles();
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) calls[i % calls.length]();
  const seconds = (performance.now() - started) / 1000;
  const grown = heapBytes() - heapBefore;
  // Printed so the CI log shows what the run cost (docs/architecture.md, "Security").
  const inUseAfter = wasm.heapBytesInUse();
  process.stdout.write(
    `memory: ${CALLS} calls in ${seconds.toFixed(1)} s, in use ${inUseBefore} -> ${inUseAfter} bytes, ` +
      `wasm memory ${heapBefore} -> ${heapBytes()} bytes, emval handles ${handlesBefore} -> ${wasm.count_emval_handles()}\n`,
  );
  expect(Math.abs(inUseAfter - inUseBefore)).toBeLessThanOrEqual(MB);
  expect(grown).toBeLessThanOrEqual(MB);
  expect(wasm.count_emval_handles()).toBe(handlesBefore);
}, 600_000);

test('the check can fail: memory kept on purpose shows up', () => {
  const inUseBefore = wasm.heapBytesInUse();
  const kept = [];
  const [first] = modules.loaded();
  for (let i = 0; i < 64; i++) kept.push(first._malloc(32 * 1024));
  expect(wasm.heapBytesInUse() - inUseBefore).toBeGreaterThan(MB);
  for (const address of kept) first._free(address);
  expect(Math.abs(wasm.heapBytesInUse() - inUseBefore)).toBeLessThan(64 * 1024);
});

// wasm memory never shrinks, so the room a text takes while it is read is kept for the instance's
// life: an ASCII text must take about its own size, not three bytes a character.
test('a large ASCII text grows wasm memory by about its size', () => {
  const text = 'x'.repeat(64 * MB);
  const before = wasm.HEAPU8.buffer.byteLength;
  expect(Fen.validate(text).errors[0]).toMatchObject({ code: 'chess.fen.too_long', args: { size: String(64 * MB) } });
  expect(wasm.HEAPU8.buffer.byteLength - before).toBeLessThan(2 * 64 * MB);
});

test('text with more multi-byte characters than the first room holds arrives whole', () => {
  // Past the room of length + 1/8 + 16 bytes that the copy starts with: two-byte characters, and
  // four-byte ones (surrogate pairs in JS) where the first room ends (100 + 18 x 4 of its 173 bytes).
  const comments = [`${'é'.repeat(3000)}😀${'ü'.repeat(10)}€`, `${'a'.repeat(100)}${'😀'.repeat(20)}`, '€'.repeat(2)];
  for (const comment of comments) {
    const game = Pgn.parse(`1. e4 {${comment}} *`).games[0];
    expect(game.moves[0].comments.map((c) => c.text)).toEqual([comment]);
  }
  for (const text of ['€'.repeat(5000), `${'a'.repeat(4000)}${'😀'.repeat(700)}`, '😀'.repeat(300)]) {
    const bytes = new TextEncoder().encode(text).length;
    expect(Fen.validate(text).errors[0].args.size).toBe(String(bytes));
  }
});
