// Trees at the documented nesting limits through every JS layer (issue 32, item 7): the CLI's
// output, the JSON of trees (Sgf.jsonText, Pgn.jsonText) and their marshalling, with no
// "Maximum call stack size exceeded". V8's JSON.stringify recurses on the native stack: on Node
// 20's default stack it stops near 4,000 levels of plain objects (2,092 SGF nodes of a line, 882
// PGN variation levels); the library's own JSON writer (npm/src/json-text.js) has no such bound.
// Its text is checked against JSON.stringify run in a worker given a stack of 256 MiB.
const { spawnSync } = require('node:child_process');
const { mkdtempSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { Worker } = require('node:worker_threads');
const { Pgn, Sgf } = require('boardnotation');

const bin = require.resolve('boardnotation/package.json').replace('package.json', 'bin/boardnotation.cjs');
const run = (args) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
const dir = mkdtempSync(join(tmpdir(), 'bn-deep-'));

// SGF: 10,000 nested game trees, the limit (the root's tree and 9,999 inside it); PGN: 1,000
// nested variations, the limit; an SGF line of 100,000 nodes (200,000 levels of JSON).
const SGF_LEVELS = 10000;
const PGN_LEVELS = 1000;
const sgfNested = `(;SZ[9]${'(;B[aa]'.repeat(SGF_LEVELS - 1)}${')'.repeat(SGF_LEVELS - 1)})`;
const pgnNested = `[Event "deep"]\n\n1. e4 ${'( 1. d4 '.repeat(PGN_LEVELS)}${')'.repeat(PGN_LEVELS)} e5 *\n`;
const sgfLine = `(;SZ[19]${';B[aa];W[bb]'.repeat(50000)})`;

// Depth of the first child chain, counted without recursion.
function sgfDepth(tree) {
  let depth = 0;
  for (let node = tree.root; node.children.length > 0; node = node.children[0]) depth += 1;
  return depth;
}
function pgnDepth(game) {
  let depth = 0;
  for (let move = game.moves[0]; move.variations.length > 0; move = move.variations[0][0]) depth += 1;
  return depth;
}

// JSON.stringify's text of what `source` computes from `Sgf` and `Pgn`, on a stack of 256 MiB.
function bigStackJson(source) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(
      `const { Sgf, Pgn } = require(${JSON.stringify(require.resolve('boardnotation'))});
       require('node:worker_threads').parentPort.postMessage(JSON.stringify(${source}));`,
      { eval: true, resourceLimits: { stackSizeMb: 256 } },
    );
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

describe('the input is accepted at the limit', () => {
  test(`SGF nested ${SGF_LEVELS} levels, PGN ${PGN_LEVELS} variations deep`, () => {
    expect(sgfDepth(Sgf.parse(sgfNested)[0])).toBe(SGF_LEVELS - 1);
    expect(() => Sgf.parse(`(;${'(;B[aa]'.repeat(SGF_LEVELS)}${')'.repeat(SGF_LEVELS)})`)).toThrow(/10000/);
    const game = Pgn.parse(pgnNested).games[0];
    expect(game.ok).toBe(true);
    expect(pgnDepth(game)).toBe(PGN_LEVELS);
  });
});

describe('CLI', () => {
  test(`sgf parse at ${SGF_LEVELS} levels: the JSON of every level`, () => {
    const file = join(dir, 'nested.sgf');
    writeFileSync(file, sgfNested);
    const result = run(['sgf', 'parse', file]);
    expect(result).toMatchObject({ status: 0, stderr: '' });
    expect(sgfDepth(JSON.parse(result.stdout)[0])).toBe(SGF_LEVELS - 1);
  }, 30000);

  test('sgf parse of a line of 100,000 nodes', () => {
    const file = join(dir, 'line.sgf');
    writeFileSync(file, sgfLine);
    const result = run(['sgf', 'parse', file]);
    expect(result).toMatchObject({ status: 0, stderr: '' });
    expect(sgfDepth(JSON.parse(result.stdout)[0])).toBe(100000);
  }, 30000);

  test(`pgn convert --to jsonl at ${PGN_LEVELS} variation levels`, () => {
    const file = join(dir, 'nested.pgn');
    writeFileSync(file, pgnNested);
    const result = run(['pgn', 'convert', file, '--to', 'jsonl']);
    expect(result).toMatchObject({ status: 0, stderr: '' });
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(pgnDepth(JSON.parse(lines[0]))).toBe(PGN_LEVELS);
  }, 30000);

  test(`pgn convert --to pgn and sgf format at the limits`, () => {
    const pgn = join(dir, 'nested.pgn');
    const sgf = join(dir, 'nested.sgf');
    writeFileSync(pgn, pgnNested);
    writeFileSync(sgf, sgfNested);
    const written = run(['pgn', 'convert', pgn, '--to', 'pgn']);
    expect(written).toMatchObject({ status: 0, stderr: '' });
    expect(pgnDepth(Pgn.parse(written.stdout).games[0])).toBe(PGN_LEVELS);
    const formatted = run(['sgf', 'format', sgf]);
    expect(formatted).toMatchObject({ status: 0, stderr: '' });
    expect(sgfDepth(Sgf.parse(formatted.stdout)[0])).toBe(SGF_LEVELS - 1);
  }, 30000);
});

describe('the JSON of trees: the same text as JSON.stringify given a stack large enough', () => {
  test(`Sgf.jsonText at ${SGF_LEVELS} levels`, async () => {
    const trees = Sgf.parse(sgfNested);
    const text = Sgf.jsonText(trees);
    expect(text).toBe(await bigStackJson(`Sgf.parse(${JSON.stringify(sgfNested)})`));
    // Indented, 3,000 levels (6,000 of JSON): the indentation grows with the square of the depth,
    // and at 10,000 levels it is longer than a string can be.
    const shallower = `(;${'(;B[aa]'.repeat(2999)}${')'.repeat(2999)})`;
    expect(Sgf.jsonText(Sgf.parse(shallower), 1)).toBe(
      await bigStackJson(`Sgf.parse(${JSON.stringify(shallower)}), null, 1`),
    );
  }, 30000);

  test('Sgf.jsonText of a line of 100,000 nodes', () => {
    // JSON.stringify is quadratic in depth (it looks for cycles along its whole stack): the
    // expected text is put together here, node by node, from the nodes' own JSON.
    const [tree] = Sgf.parse(sgfLine);
    const opening = [];
    const closing = [];
    for (let node = tree.root; node; node = node.children[0]) {
      const { properties, line, column } = node;
      opening.push(`{"properties":${JSON.stringify(properties)},"children":[`);
      closing.push(`],"line":${line},"column":${column}}`);
    }
    const root = `${opening.join('')}${closing.reverse().join('')}`;
    const expected = `[${JSON.stringify({ ...tree, root: 0 }).replace('"root":0', `"root":${root}`)}]`;
    expect(Sgf.jsonText([tree])).toBe(expected);
  }, 30000);

  test(`Pgn.jsonText at ${PGN_LEVELS} variation levels, lazy and eager FENs`, async () => {
    for (const options of [{}, { fen: 'eager' }, { replay: false }]) {
      const games = Pgn.parse(pgnNested, options).games;
      expect(Pgn.jsonText(games)).toBe(
        await bigStackJson(`Pgn.parse(${JSON.stringify(pgnNested)}, ${JSON.stringify(options)}).games`),
      );
    }
  }, 30000);
});

describe('the JSON writer beyond the stack gives what JSON.stringify gives', () => {
  // jsonText tries JSON.stringify first and starts over with its own walk when it fails: a
  // getter that throws the first time it is read makes the walk write the whole value.
  const walked = (value, space) => {
    let thrown = false;
    const trap = {
      get first() {
        if (!thrown) {
          thrown = true;
          throw new Error('the first read fails');
        }
        return 1;
      },
    };
    return Sgf.jsonText({ trap, value }, space);
  };
  const expected = (value, space) => JSON.stringify({ trap: { first: 1 }, value }, null, space);
  const values = {
    primitives: [0, -0, 1.5e300, NaN, -Infinity, '', 'a"\\\n\u2028\ud800', true, false, null],
    'left out or null': { a: undefined, f() {}, s: Symbol('s'), list: [undefined, () => 1, Symbol('t')] },
    'toJSON and boxes': {
      date: new Date(0),
      own: { toJSON: (key) => ({ key }) },
      boxes: [Object(1), Object('s'), Object(false)],
      list: [{ toJSON: (key) => `item ${key}` }],
    },
    'keys as JSON.stringify orders them': { b: 1, a: 2, 2: 'two', 1: 'one', 'a b': [], '"': {} },
    'no prototype': Object.assign(Object.create(null), { x: [[], {}, [{}]] }),
    'typed arrays and maps': { bytes: new Uint8Array([1, 2]), map: new Map([[1, 2]]) },
    'a parsed SGF tree': Sgf.parse('(;GM[1]C[a\\]b](;B[aa])(;W[bb]))'),
    'a parsed PGN game': Pgn.parse('1. e4 {x} (1. d4 $1) e5 *').games,
  };
  test.each(Object.keys(values))('%s', (name) => {
    for (const space of [undefined, 2, '\t', 'abcdefghijkl', 20, -1, Object(3), Object('--')]) {
      expect(walked(values[name], space)).toBe(expected(values[name], space));
    }
  });

  let deep = [];
  for (let i = 0; i < 5000; i++) deep = [deep];
  test('5,000 levels, beyond JSON.stringify', () => {
    expect(Sgf.jsonText({ deep, after: [1] })).toBe(`{"deep":${'['.repeat(5001)}${']'.repeat(5001)},"after":[1]}`);
  });

  test('cycles: a TypeError that says where the cycle closes', () => {
    const game = { moves: [{ san: 'e4', variations: [] }] };
    game.moves[0].variations.push(game.moves);
    expect(() => Pgn.jsonText([deep, game])).toThrow(
      new TypeError(
        'Converting circular structure to JSON: [1].moves[0].variations[0] is [1].moves, which contains it',
      ),
    );
    // A cycle deep down, and a long one, are found too.
    let head = {};
    let node = head;
    for (let i = 0; i < 7000; i++) node = node.next = {};
    const start = node;
    for (let i = 0; i < 9000; i++) node = node.next = {};
    node.next = start;
    expect(() => Sgf.jsonText(head)).toThrow(
      /^Converting circular structure to JSON: (\.next){16001} is (\.next){7000}, /,
    );
    // The same object twice side by side is no cycle.
    const shared = { s: 1 };
    expect(JSON.parse(Sgf.jsonText([deep, shared, [shared]]))[2]).toEqual([{ s: 1 }]);
  });

  test('a BigInt is a TypeError, as for JSON.stringify', () => {
    expect(() => Sgf.jsonText([deep, 1n])).toThrow(TypeError);
  });
});
