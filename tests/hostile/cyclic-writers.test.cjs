// Writers given objects that loop (issue 32, item 6): each refuses them with a TypeError that
// says where, and none walks its input with JS recursion. Pgn.stringify of a game whose
// variations held a cycle used to grow its layout until V8 died ("invalid size", exit 133, or
// out of memory after 100 s): the cases run in a child process with a memory cap and a time
// limit, so that such a regression fails here instead of taking the test runner down.
const { spawnSync } = require('node:child_process');

const entry = require.resolve('boardnotation');

// Runs `body` (it returns a value) with the package's names in scope; gives what it returned
// or threw as { value } or { error: { name, message } }.
function inChild(body) {
  const source = `const { GBB, Hen, Pgn, Sgf, Ssb } = require(${JSON.stringify(entry)});
    let out;
    try { out = { value: (() => { ${body} })() }; }
    catch (error) { out = { error: { name: error.constructor.name, message: error.message } }; }
    process.stdout.write(JSON.stringify(out));`;
  const result = spawnSync(process.execPath, ['--max-old-space-size=300', '-e', source], {
    encoding: 'utf8',
    timeout: 20000,
  });
  if (result.status !== 0)
    throw new Error(`the child failed (${result.signal ?? result.status}): ${result.stderr.slice(0, 300)}`);
  return JSON.parse(result.stdout);
}

describe('Pgn.stringify', () => {
  test('a variation that holds its own line', () => {
    const { error } = inChild(`
      const line = [{ san: 'e4', variations: [] }];
      line[0].variations.push(line);
      return Pgn.stringify({ moves: line });`);
    expect(error).toEqual({
      name: 'TypeError',
      message:
        'Pgn.stringify: game.moves[0].variations[0] leads back to a line or move that holds it (the variations form a cycle)',
    });
  });

  test('a move inside its own variation, and a cycle further down', () => {
    expect(
      inChild(`
        const e4 = { san: 'e4' };
        e4.variations = [[{ san: 'd4', variations: [[e4]] }]];
        return Pgn.stringify({ moves: [e4, 'e5'] });`).error,
    ).toEqual({
      name: 'TypeError',
      message:
        'Pgn.stringify: game.moves[0].variations[0][0].variations[0][0] leads back to a line or move that holds it (the variations form a cycle)',
    });
    expect(
      inChild(`
        const game = { moves: ['e4'] };
        game.moves.push({ san: 'e5', variations: [game.moves] });
        return Pgn.stringify(game);`).error,
    ).toMatchObject({
      name: 'TypeError',
      message: expect.stringMatching(/^Pgn\.stringify: game\.moves\[1\]\.variations\[0\] /),
    });
  });

  test('a line shared without a cycle is written where it stands, each time', () => {
    const { value } = inChild(`
      const shared = [{ san: 'c5' }];
      return Pgn.stringify({ moves: [{ san: 'e4' }, { san: 'e5', variations: [shared, shared] }] });`);
    expect(value).toContain('1. e4 e5 (1... c5) (1... c5) *');
  });

  test('a line reached over and over: a RangeError past 4,000,000 moves, comments and NAGs', () => {
    // Shared lines multiply what is written (lines shared level after level double it at each
    // level: 2^40 moves for 40 levels): a line of one move with 1,000,000 comments, five times.
    const { error } = inChild(`
      const line = [{ san: 'd4', comments: new Array(1000000).fill('x') }];
      return Pgn.stringify({ moves: [{ san: 'e4', variations: [line, line, line, line, line] }] });`);
    expect(error).toEqual({
      name: 'RangeError',
      message:
        'Pgn.stringify: the game has more than 4,000,000 moves, comments and NAGs (lines reached more than once count each time)',
    });
  });
});

test('Sgf.stringify: a node inside its own children', () => {
  const { error } = inChild(`
    const node = { properties: { B: ['aa'] }, children: [] };
    node.children.push({ properties: {}, children: [node] });
    return Sgf.stringify([{ root: node }]);`);
  expect(error).toEqual({
    name: 'TypeError',
    message: 'trees[0].root.children[0].children[0] appears twice in the collection (trees must not share or loop)',
  });
});

describe('GBB.stringify: a value that loops where a message must show it', () => {
  test.each([
    ['width', `const w = {}; w.self = w; return GBB.stringify({ width: w, height: 1 });`, /^GBB\.stringify: width /],
    [
      'a count',
      `const c = { x: 0, y: 0 }; c.a = c; return GBB.stringify({ width: 1, height: 1, head: [0, 0], cellData: [c] });`,
      /^GBB\.stringify: the a count of cell \(0, 0\) /,
    ],
    [
      'an option',
      `const s = {}; s.s = s; return GBB.stringify({ width: 1, height: 1, head: [0, 0], cellData: [] }, { separators: { betweenKeywords: s } });`,
      /^GBB\.stringify: separators\.betweenKeywords /,
    ],
  ])('%s', (name, body, message) => {
    const { error } = inChild(body);
    expect(error.name).toBe('TypeError');
    expect(error.message).toMatch(message);
    expect(error.message).toMatch(
      /Converting circular structure to JSON: \.\w+ is \(the value itself\), which contains it$/,
    );
  });

  test('a width nested 100,000 deep is shown, not a stack overflow', () => {
    const { error } = inChild(`
      let deep = 1;
      for (let i = 0; i < 100000; i++) deep = { d: deep };
      return GBB.stringify({ width: deep, height: 1 });`);
    expect(error.name).toBe('InvalidSizeDefinition');
  });
});

test('Hen#toString and #toSgf: fields that loop are refused by name', () => {
  expect(inChild(`const h = new Hen({ size: 2 }); h.board[0] = h.board; return h.toString();`).error).toEqual({
    name: 'TypeError',
    message: 'Hen: board[0][0] must be a stone (0-7 or one of b w r g l y p)',
  });
  expect(inChild(`const h = new Hen({ size: 2 }); h.labels.push(h.labels); return h.toSgf();`).error).toEqual({
    name: 'TypeError',
    message: 'Hen: labels[0].letter must be a non-empty string',
  });
});

describe('ssb-chess: messages given as objects are written as JSON first', () => {
  test('a message that loops: a TypeError that says where', () => {
    expect(inChild(`const m = { value: {} }; m.value.content = m; return Ssb.validate(m);`).error).toEqual({
      name: 'TypeError',
      message:
        'Ssb.validate: the value cannot be written as JSON (Converting circular structure to JSON: .value.content is (the value itself), which contains it)',
    });
    expect(inChild(`const m = {}; m.m = [m]; return Ssb.replay([m]);`).error).toMatchObject({
      name: 'TypeError',
      message: expect.stringMatching(/^Ssb\.replay \(message 0\): the value cannot be written as JSON/),
    });
  });

  test('a message nested 100,000 deep: json.too_deep at its place, not a stack overflow', () => {
    const { value } = inChild(`
      let deep = {};
      for (let i = 0; i < 100000; i++) deep = { d: deep };
      return Ssb.validate(deep);`);
    expect(value.ok).toBe(false);
    expect(value.errors.map((e) => e.code)).toEqual(['json.too_deep']);
  });

  test('the builders take strings only', () => {
    expect(inChild(`const o = {}; o.o = o; return Ssb.chat('%game', o);`).error).toEqual({
      name: 'TypeError',
      message: 'Ssb.chat: msg must be a string, not object',
    });
  });
});
