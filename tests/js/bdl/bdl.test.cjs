// Bdl through the built package: the tree as plain data with positions, check and format,
// the game (chess numbers, scholar's mate, spawn choices), explicit code only with an
// evaluator, errors with line and column in en/es, handle hygiene, prototype-like names.
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Bdl, BdlError } = require('boardnotation');

const chess = readFileSync(join(__dirname, '..', '..', 'fixtures', 'bdl', 'chess.bdl'), 'utf8');
const corpus = join(__dirname, '..', '..', '..', '..', 'shared', 'corpus', 'bdl');

function describe_(
  pieces,
  placements,
  invariants = '',
  finish = 'no_moves_available',
  rules = 'first_player : 0 width : 4 height : 4 coloring : alternate player_change : alternate',
) {
  return `rules{ ${rules} }\npieces{ ${pieces} }\ninitial_piece_position{ ${placements} }\ninvariants{ ${invariants} }\nfinish{ ${finish} }\n`;
}
const withoutPositions = (tree) => JSON.parse(JSON.stringify(tree, (key, value) => (key === 'at' ? undefined : value)));
const trustedEvaluator = (code) => new Function(`return (${code});`)();

test('parse gives a plain tree with positions', () => {
  const tree = Bdl.parse(chess);
  expect(tree.rules[1]).toEqual({ rule: 'width', value: 8, at: { line: 3, column: 3 } });
  const pawn = tree.pieces[5];
  expect(pawn.name).toBe('pawn');
  expect(withoutPositions(pawn.moves[0])).toEqual({ kind: 'vertical', from: 1, to: 2, kills: false });
  expect(withoutPositions(pawn.modifiers)).toEqual([
    { kind: 'spawn', pieces: ['queen', 'bishop', 'tower', 'horse'] },
    { kind: 'mirrored' },
  ]);
  expect(withoutPositions(tree.placements[5])).toEqual({
    name: 'pawn',
    positions: [[{ x: [0, 7], y: 1 }]],
    modifiers: [{ kind: 'mirrored' }],
  });
  expect(tree.invariants.map((i) => i.kind)).toEqual(['cant_risk', 'protect_piece', 'pawn_movement']);
  expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
});

test('explicit blocks are kept verbatim; line moves with empty bounds give null', () => {
  const tree = Bdl.parse(
    describe_('p{ moves{ horizontal(,3) explicit{ {x:[0,1], y:(x)=>[1,2], killing:%s}, } kills : false } }', ''),
  );
  expect(withoutPositions(tree.pieces[0].moves)).toEqual([
    { kind: 'horizontal', from: null, to: 3 },
    { kind: 'explicit', code: ' {x:[0,1], y:(x)=>[1,2], killing:%s}, ', kills: false },
  ]);
});

test('syntax errors carry code, line and column, several per pass, in en and es', () => {
  const text = 'rules{ width : 8, height : - 1 }\npieces{ x{ moves{} } }\n';
  let error;
  try {
    Bdl.parse(text);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(BdlError);
  expect(error.diagnostics.map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual([
    'bdl.expected@1:17',
    'bdl.detached_minus@1:28',
    'bdl.expected@2:9',
    'bdl.expected@3:1',
  ]);
  expect([error.code, error.line, error.column]).toEqual(['bdl.expected', 1, 17]);
  expect(error.message).toBe(
    'Expected a rule (first_player, width, height, coloring, player_change) or "}" but found \',\' at line 1, column 17.',
  );
  expect(() => Bdl.parse(text, { language: 'es' })).toThrow(/Se esperaba una regla/);
  expect(() => Bdl.parse(text, { language: 'xx' })).toThrow(RangeError);
  expect(() => Bdl.parse(42)).toThrow(TypeError);
});

test('check reports errors and warnings with positions', () => {
  const result = Bdl.check(describe_('p{ moves{ vertical(0,3) } }', 'q{ positions{ x : 9, y : 0 } }', '', ''));
  expect(result.ok).toBe(false);
  expect(result.errors.map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual([
    'bdl.zero_bound@2:28',
    'bdl.undefined_piece@3:25',
    'bdl.position_outside@3:39',
  ]);
  expect(result.warnings.map((d) => d.code)).toEqual(['bdl.empty_finish']);
  expect(Bdl.check(chess)).toEqual({ ok: true, errors: [], warnings: [] });
  expect(Bdl.check(Bdl.parse(chess)).ok).toBe(true);
});

test('format: canonical, parse(format(tree)) equals the tree modulo positions, idempotent', () => {
  const tree = Bdl.parse(chess);
  const text = Bdl.format(tree);
  expect(withoutPositions(Bdl.parse(text))).toEqual(withoutPositions(tree));
  expect(Bdl.format(text)).toBe(text);
  expect(text.startsWith('rules{\n  first_player : 0\n  width : 8\n')).toBe(true);
  // A tree built by hand.
  const built = {
    rules: [
      { rule: 'width', value: 2 },
      { rule: 'coloring', code: '(x, r) => "#fff"' },
    ],
    pieces: [{ name: 'p', moves: [{ kind: 'vector', x: [1, 2], y: -1, kills: false }] }],
    placements: [{ name: 'p', positions: [[{ x: 0, y: 0 }]], modifiers: [{ kind: 'owner', value: 1 }] }],
    invariants: [],
    finish: [{ kind: 'no_moves_available' }],
  };
  expect(Bdl.format(built)).toContain('  coloring : explicit{(x, r) => "#fff"}\n');
  expect(Bdl.format(built)).toContain('      x : [1, 2], y : -1, kills : false\n');
  expect(withoutPositions(Bdl.parse(Bdl.format(built)))).toEqual({
    ...built,
    pieces: [{ ...built.pieces[0], modifiers: [] }],
  });
});

test('format rejects trees of the wrong shape with the path', () => {
  const bad = (tree) => {
    try {
      Bdl.format(tree);
    } catch (e) {
      return e;
    }
    return null;
  };
  const base = { rules: [], pieces: [], placements: [], invariants: [], finish: [] };
  expect(bad({ ...base, pieces: [{ name: 'x', moves: [] }] }).message).toBe(
    'The syntax tree is not valid at pieces[0].name: expected a piece name (letters, digits, "_", not a keyword).',
  );
  expect(bad({ ...base, finish: [{ kind: 'explicit', code: '} evil {' }] }).code).toBe('bdl.bad_tree');
  expect(bad({ ...base, rules: [{ rule: 'width', value: 2 ** 40 }] }).args).toBeUndefined();
  expect(bad({ ...base, invariants: [{ kind: 'oops', pieces: ['a'] }] }).diagnostics[0].args.path).toBe(
    'invariants[0].kind',
  );
  expect(() => Bdl.format(null)).toThrow(TypeError);
  const frozen = Object.freeze({ ...base, rules: Object.freeze([Object.freeze({ rule: 'height', value: 3 })]) });
  expect(Bdl.format(frozen)).toContain('height : 3');
});

test('chess: 20 first moves (16 pawn, 4 knight), perft 400 and 8,902', () => {
  const game = Bdl.game(chess);
  const moves = game.moves();
  expect(moves).toHaveLength(20);
  expect(moves.filter((m) => m.piece === 'pawn')).toHaveLength(16);
  expect(moves.filter((m) => m.piece === 'horse')).toHaveLength(4);
  expect(game.moves({ x: 4, y: 1 })).toEqual([
    { from: { x: 4, y: 1 }, to: { x: 4, y: 2 }, piece: 'pawn' },
    { from: { x: 4, y: 1 }, to: { x: 4, y: 3 }, piece: 'pawn' },
  ]);
  expect([game.perft(1), game.perft(2), game.perft(3)]).toEqual([20, 400, 8902]);
  expect(game.board()[0][4]).toEqual({ piece: 'king', owner: 0, mirroredCopy: false });
  expect(game.board()[7][3]).toEqual({ piece: 'queen', owner: 1, mirroredCopy: true });
  expect(game.board()[4][4]).toBeNull();
  expect([game.width, game.height, game.turn]).toEqual([8, 8, 0]);
  game.free();
  game.free();
  expect(() => game.moves()).toThrow(/freed/);
});

test("scholar's mate ends the game", () => {
  const game = Bdl.game(chess);
  const line = [
    [4, 1, 4, 3],
    [4, 6, 4, 4],
    [5, 0, 2, 3],
    [1, 7, 2, 5],
    [3, 0, 7, 4],
    [6, 7, 5, 5],
    [7, 4, 5, 6],
  ];
  for (const [fx, fy, tx, ty] of line) {
    expect(game.isOver()).toBe(false);
    game.move({ x: fx, y: fy }, { x: tx, y: ty });
  }
  expect(game.isOver()).toBe(true);
  expect(game.turn).toBe(-1);
  expect(game.moves()).toEqual([]);
  expect(game.moveCount).toBe(7);
  expect(() => game.move({ x: 0, y: 6 }, { x: 0, y: 5 })).toThrow(expect.objectContaining({ code: 'bdl.game_over' }));
  game.free();
});

test('illegal moves and spawn choices', () => {
  const game = Bdl.game(
    describe_(
      'p{ moves{ x : 0, y : 1 } mirrored on_end_reached : spawn(q, p) } q{ moves{} }',
      'p{ positions{ x : 0, y : 2 } }',
    ),
  );
  expect(game.moves().map((m) => m.spawn)).toEqual(['q', 'p']);
  expect(() => game.move({ x: 0, y: 2 }, { x: 0, y: 3 })).toThrow(
    expect.objectContaining({ code: 'bdl.spawn_required' }),
  );
  expect(() => game.move({ x: 0, y: 2 }, { x: 0, y: 3 }, 'r')).toThrow(
    expect.objectContaining({ code: 'bdl.bad_spawn' }),
  );
  expect(() => game.move({ x: 0, y: 2 }, { x: 1, y: 3 })).toThrow(
    expect.objectContaining({ code: 'bdl.illegal_move' }),
  );
  expect(() => game.move({ x: 0 }, { x: 0, y: 3 })).toThrow(TypeError);
  expect(game.move({ from: { x: 0, y: 2 }, to: { x: 0, y: 3 }, spawn: 'q' }).spawn).toBe('q');
  expect(game.board()[3][0]).toEqual({ piece: 'q', owner: 0, mirroredCopy: false });
  expect(() => game.perft(13)).toThrow(RangeError);
  game.free();
});

test('explicit code never runs without an evaluator, and says which parts it cannot run', () => {
  const text = describe_(
    'p{ moves{ explicit{ {x:[0,1], y:(x)=>[1,2], killing:true}, } } }',
    'p{ positions{ x : 0, y : 0 } }',
    'explicit{ (c) => { globalThis.bdlRan = true; return true } }',
  );
  let error;
  try {
    Bdl.game(text);
  } catch (e) {
    error = e;
  }
  expect(error.diagnostics.map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual([
    'bdl.needs_evaluator@2:19',
    'bdl.needs_evaluator@4:13',
  ]);
  expect(error.message).toBe(
    'The explicit code of a move at line 2, column 19 cannot run: pass an evaluator to run explicit JavaScript.',
  );
  expect(globalThis.bdlRan).toBeUndefined();
  const seen = [];
  const game = Bdl.game(text, {
    evaluator: (code, info) => {
      seen.push(info);
      return trustedEvaluator(code);
    },
  });
  expect(seen.map((i) => `${i.part}@${i.line}:${i.column}`)).toEqual(['move@2:19', 'invariant@4:13']);
  // The explicit move is in the screen frame: dy = +1 goes down, off the board from y 0.
  expect(game.moves()).toEqual([]);
  game.free();
  delete globalThis.bdlRan;
});

test('explicit invariants, player change and finish run through the evaluator (damas example)', () => {
  const file = join(corpus, 'StandaloneCompiler__damasChinesasAdaptadas.bdl');
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  expect(() => Bdl.game(text)).toThrow(expect.objectContaining({ code: 'bdl.needs_evaluator' }));
  const game = Bdl.game(text, { evaluator: trustedEvaluator });
  const first = game.moves();
  expect(first.length).toBeGreaterThan(0);
  game.move(first[0].from, first[0].to);
  expect(game.turn).toBe(1);
  game.free();
});

test('a failing evaluator or explicit function becomes a BdlError at the block', () => {
  const text = describe_(
    'p{ moves{ x : 0, y : -1 } }',
    'p{ positions{ x : 0, y : 0 } }',
    'explicit{ (c) => { throw new Error("boom") } }',
  );
  expect(() => Bdl.game(text, { evaluator: trustedEvaluator })).toThrow(
    expect.objectContaining({
      code: 'bdl.evaluator_failed',
      line: 4,
      column: 13,
      message: 'The explicit code of an invariant at line 4, column 13 failed: boom.',
    }),
  );
  expect(() =>
    Bdl.game(text, {
      evaluator: () => {
        throw new SyntaxError('nope');
      },
    }),
  ).toThrow(expect.objectContaining({ code: 'bdl.evaluator_failed' }));
  expect(() => Bdl.game(text, { evaluator: 'eval' })).toThrow(TypeError);
});

test('pieces given entirely as JavaScript are refused even with an evaluator, which never sees their code', () => {
  const seen = [];
  const recording = (code, info) => {
    seen.push(info.part);
    return trustedEvaluator(code, info);
  };
  const text = describe_(
    'explicit{ k: {} } p{ moves{ explicit{ {x:[0,1], y:(x)=>[1,2], killing:true}, } } }',
    'p{ positions{ x : 0, y : 0 } }',
    'explicit{ (c) => true }',
  );
  expect(() => Bdl.game(text, { evaluator: recording })).toThrow(
    expect.objectContaining({ code: 'bdl.unsupported_explicit' }),
  );
  // A description with errors is refused before its explicit code is looked at, too.
  const broken = describe_(
    'p{ moves{ explicit{ {x:[0,1], y:(x)=>[1,2], killing:true}, } } }',
    'q{ positions{ x : 0, y : 0 } }',
  );
  expect(() => Bdl.game(broken, { evaluator: recording })).toThrow(
    expect.objectContaining({ code: 'bdl.not_runnable' }),
  );
  expect(seen).toEqual([]);
  // The same evaluator is called for a description that runs.
  const runnable = describe_(
    'p{ moves{ explicit{ {x:[0,1], y:(x)=>[1,2], killing:true}, } } }',
    'p{ positions{ x : 0, y : 0 } }',
  );
  Bdl.game(runnable, { evaluator: recording }).free();
  expect(seen).toEqual(['move']);
});

test('games from a tree; descriptions with errors do not run', () => {
  const game = Bdl.game(Bdl.parse(chess));
  expect(game.perft(2)).toBe(400);
  game.free();
  expect(() => Bdl.game(describe_('p{ moves{} }', 'q{ positions{ x : 0, y : 0 } }'))).toThrow(
    expect.objectContaining({ code: 'bdl.not_runnable' }),
  );
});

test('piece names like __proto__ and constructor are ordinary names', () => {
  const text = describe_(
    '__proto__{ moves{ x : 0, y : -1 } } constructor{ moves{} } prototype{ moves{} }',
    '__proto__{ positions{ x : 0, y : 0 } } constructor{ positions{ x : 1, y : 0 } } prototype{ positions{ x : 2, y : 0 } }',
  );
  const tree = Bdl.parse(text);
  expect(tree.pieces.map((p) => p.name)).toEqual(['__proto__', 'constructor', 'prototype']);
  expect(Object.getPrototypeOf(tree.pieces[0])).toBe(Object.prototype);
  const game = Bdl.game(text);
  expect(game.moves()).toEqual([{ from: { x: 0, y: 0 }, to: { x: 0, y: 1 }, piece: '__proto__' }]);
  expect(game.board()[0][1].piece).toBe('constructor');
  expect({}.polluted).toBeUndefined();
  game.free();
});

test("the caller's tree is not mutated", () => {
  const tree = Bdl.parse(chess);
  const copy = JSON.parse(JSON.stringify(tree));
  Bdl.format(tree);
  Bdl.check(tree);
  Bdl.game(tree).free();
  expect(tree).toEqual(copy);
});
