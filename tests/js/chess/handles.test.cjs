// Handle hygiene: the façade reuses its one wasm handle across load/move/undo, and releases
// the handle of a constructor that fails, so long sessions do not grow wasm memory.
// The module's memory is observed by wrapping WebAssembly.Instance before this file's own
// require('boardnotation/chess') instantiates the chess module (Jest gives each test file its own
// module registry).
const instances = [];
const RealInstance = WebAssembly.Instance;
WebAssembly.Instance = function Instance(module, imports) {
  const instance = new RealInstance(module, imports);
  instances.push(instance);
  return instance;
};
const { Chess, Fen } = require('boardnotation/chess');
WebAssembly.Instance = RealInstance;

// The exports are minified: the memory is the one export with a buffer and grow().
function memoryBytes() {
  const memory = Object.values(instances[0].exports).find((e) => typeof e?.grow === 'function' && e.buffer);
  return memory.buffer.byteLength;
}

test('the chess subpath instantiated one module (its own) whose memory is observable', () => {
  expect(instances).toHaveLength(1);
  expect(memoryBytes()).toBeGreaterThan(0);
});

test('10,000 make/undo/load cycles do not grow wasm memory by more than 1 MB', () => {
  const chess = new Chess();
  const warmUp = () => {
    chess.move('e4');
    chess.moves({ verbose: true });
    chess.move('e5');
    chess.undo();
    chess.load('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    chess.move('O-O');
    chess.history({ verbose: true });
    chess.undo();
    chess.reset();
  };
  for (let i = 0; i < 100; i += 1) warmUp();
  const before = memoryBytes();
  for (let i = 0; i < 10000; i += 1) warmUp();
  expect(memoryBytes() - before).toBeLessThanOrEqual(1 << 20);
});

test('failing constructors and FEN functions do not leak either', () => {
  // Refused by chess.js's validateFen (fullmove 0), and accepted by it but not by the engine.
  const bad = '4k3/8/8/8/8/8/8/4K3 w KQkq - 0 0';
  const refused = '4k3/8/8/8/8/8/8/K3K3 w - - 0 1'; // two white kings, with skipValidation
  for (let i = 0; i < 100; i += 1) expect(() => new Chess(bad)).toThrow();
  const before = memoryBytes();
  for (let i = 0; i < 10000; i += 1) {
    expect(() => new Chess(bad)).toThrow();
    expect(() => new Chess(refused, { skipValidation: true })).toThrow();
    Fen.validate(bad);
    Fen.parse('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  }
  expect(memoryBytes() - before).toBeLessThanOrEqual(1 << 20);
});
