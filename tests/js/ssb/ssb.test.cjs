// Ssb through the built package: validate (text and objects), replay of the real games,
// issues with path/ply/message index, builders, prototype-key safety, languages.
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Ssb, SsbError } = require('boardnotation');
const subpath = require('boardnotation/ssb');

const corpus = join(__dirname, '..', '..', '..', '..', 'shared', 'corpus', 'ssb');
const haveCorpus = existsSync(join(corpus, 'real_game_B_data_access_fixture.json'));
const withCorpus = haveCorpus ? test : test.skip;

function game(name) {
  const fixture = JSON.parse(readFileSync(join(corpus, name), 'utf8'));
  return [fixture.invite, ...fixture.messages];
}

const root = '%GplJjfQtF931QBN/QLb5Dbkkn7p6vPDa6GlArwx7lXs=.sha256';
const branch = '%FvjrSmC/02bneFhr1/xZz9K5HQezQBTI4nEyG3rQ7FM=.sha256';
const feed = '@RJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.ed25519';
const move = {
  type: 'chess_move',
  ply: 35,
  root,
  orig: 'd6',
  dest: 'e7',
  pgnMove: 'dxe7',
  fen: 'r1b2rk1/pp1pPppp/6q1/8/2Pp1B2/1Q1P2P1/PP4BP/R3R1K1 b - - 0 18',
  branch,
};

test('subpath and root export the same objects', () => {
  expect(subpath.Ssb).toBe(Ssb);
  expect(subpath.SsbError).toBe(SsbError);
  expect(Object.keys(subpath).sort()).toEqual(['Ssb', 'SsbError']);
});

test('validate takes JSON text or an object, without changing the object', () => {
  const copy = JSON.parse(JSON.stringify(move));
  const fromObject = Ssb.validate(move);
  expect(fromObject).toEqual({ ok: true, shape: 'content', type: 'chess_move', errors: [], warnings: [] });
  expect(move).toEqual(copy);
  expect(Ssb.validate(JSON.stringify(move)).ok).toBe(true);
});

test('each problem has a code, a JSON path and a position, in en and es', () => {
  const text = JSON.stringify({ ...move, ply: 36 }, null, 2);
  const r = Ssb.validate(text);
  expect(r.ok).toBe(false);
  expect(r.errors.map((e) => [e.code, e.path])).toEqual([['ssb.ply_fen_mismatch', '$.ply']]);
  expect([r.errors[0].line, r.errors[0].column]).toEqual([3, 10]);
  expect(String(r.errors[0])).toBe(
    '$.ply at line 3, column 10 is 36, but the fen of the message is the position after ply 35.',
  );
  const es = Ssb.validate(text, { language: 'es' });
  expect(es.errors[0].message).toBe(
    '$.ply (línea 3, columna 10) vale 36, pero el fen del mensaje es la posición tras la media jugada 35.',
  );
  expect(() => Ssb.validate(move, { language: 'xx' })).toThrow(RangeError);
});

test('JSON problems: duplicate keys, invalid text, non-JSON values', () => {
  const dup = Ssb.validate('{"type":"chess_chat","type":"chess_move"}');
  expect(dup.errors.map((e) => e.code)).toEqual(['json.duplicate_key']);
  expect(Ssb.validate('{"a":').errors[0].code).toBe('json.unexpected_end');
  expect(Ssb.validate([1]).errors[0].code).toBe('ssb.not_an_object');
  expect(() => Ssb.validate(undefined)).toThrow(TypeError);
  expect(() => Ssb.validate({ n: 1n })).toThrow(TypeError);
  const cyclic = {};
  cyclic.self = cyclic;
  expect(() => Ssb.validate(cyclic)).toThrow(TypeError);
});

test('a lone surrogate in a JS string is reported where it stands, not replaced silently', () => {
  const text = `{"type":"chess_chat","root":"${root}",\n"msg":"a\uD800b"}`;
  const r = Ssb.validate(text);
  expect(r.errors.map((e) => [e.code, e.line, e.column])).toEqual([['json.lone_surrogate', 2, 9]]);
  expect(Ssb.validate({ type: 'chess_chat', root, msg: '\uDC00' }).errors[0].code).toBe('json.lone_surrogate');
  expect(Ssb.validate({ type: 'chess_chat', root, msg: '\uD83D\uDE00' }).ok).toBe(true);
  expect(Ssb.replay([`{"key":"\uD800"}`]).issues[0].code).toBe('json.lone_surrogate');
});

test('whole messages need sequence and timestamp unless told otherwise', () => {
  const message = {
    key: '%mbTncS4L6NkmWbUu28SYFR+gkS+EBXtv69qw1Nys+GA=.sha256',
    value: { author: feed, content: move },
  };
  expect(Ssb.validate(message).errors.map((e) => e.path)).toEqual(['$.value.sequence', '$.value.timestamp']);
  expect(Ssb.validate(message, { requireSequence: false })).toMatchObject({ ok: true, shape: 'message' });
});

test('prototype keys in messages stay data and pollute nothing', () => {
  const text =
    '{"type":"chess_chat","root":"' +
    root +
    '","msg":"hi","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":2}},"prototype":3}';
  const r = Ssb.validate(text);
  expect(r.ok).toBe(true);
  expect({}.polluted).toBeUndefined();
  expect(Object.prototype.polluted).toBeUndefined();
  const bad = Ssb.validate(JSON.parse('{"type":"chess_chat","root":"x","msg":"hi","__proto__":{"path":"evil"}}'));
  expect(bad.errors[0].path).toBe('$.root');
  expect(Object.getPrototypeOf(bad.errors[0].args)).toBe(null);
  const g = Ssb.replay([
    JSON.parse(
      '{"__proto__":{"x":1},"key":"' +
        root +
        '","value":{"author":"' +
        feed +
        '","content":{"type":"chess_invite","inviting":"' +
        feed +
        '","myColor":"white","constructor":1}}}',
    ),
  ]);
  expect(g.issues.map((i) => i.code)).toEqual(['ssb.replay.self_invite']);
  expect({}.x).toBeUndefined();
});

withCorpus('the real games replay with zero issues', () => {
  const a = Ssb.replay(game('real_game_A_ssb_chess_fixture.json'));
  expect(a.ok).toBe(true);
  expect(a.issues).toEqual([]);
  expect(a.moves).toHaveLength(39);
  expect(a.moves.slice(0, 4)).toEqual(['e4', 'c5', 'c4', 'g6']);
  expect(a).toMatchObject({ status: 'started', result: '*', winner: null, ply: 39, toMove: 'black' });
  const b = Ssb.replay(JSON.stringify(game('real_game_B_data_access_fixture.json').reverse()));
  expect(b.issues).toEqual([]);
  expect(b.moves[46]).toBe('Qg6#');
  expect(b).toMatchObject({ status: 'mate', result: '1-0', winner: b.white, white: feed });
  expect(b.fens[46]).toBe('2b2rk1/3n3R/6Q1/4p3/p2pp3/3PP1P1/3BKP1P/7q b - - 1 24');
  expect(b.rematchInvites).toHaveLength(1);
});

withCorpus('an inconsistency comes with its message index, ply and path', () => {
  const messages = game('real_game_A_ssb_chess_fixture.json');
  const i = messages.findIndex((m) => m.value.content.ply === 36);
  messages[i] = JSON.parse(JSON.stringify(messages[i]));
  messages[i].value.content.pgnMove = 'Qe3';
  const r = Ssb.replay(messages, { language: 'es' });
  expect(r.ok).toBe(false);
  expect(r.issues).toHaveLength(1);
  expect(r.issues[0]).toMatchObject({
    code: 'ssb.replay.check_sign',
    ply: 36,
    messageIndex: i,
    path: `$[${i}].value.content.pgnMove`,
  });
  expect(r.issues[0].message).toContain('el signo de jaque es incorrecto, la jugada es Qe3+');
  expect(r.moves[35]).toBe('Qe3+');
});

withCorpus('a built move continues a replayed game', () => {
  const messages = game('real_game_A_ssb_chess_fixture.json');
  const a = Ssb.replay(messages);
  const content = Ssb.move(a, { orig: 'f6', dest: 'd5' });
  expect(content).toEqual({
    type: 'chess_move',
    ply: 40,
    root: a.gameId,
    orig: 'f6',
    dest: 'd5',
    pgnMove: 'Nd5',
    fen: '3r2k1/p4pbp/3B2p1/1NPnn3/8/3Pq2P/PP4P1/1K1R1B1R w - - 1 21',
    branch: a.lastKey,
  });
  expect(Ssb.validate(content).ok).toBe(true);
  const next = {
    key: '%QJ09Kfs3neEZPrbpbWVDxkN92x9moe3aPusOMOc4S2I=.sha256',
    value: { author: a.black, sequence: 99999, timestamp: 1, content },
  };
  const after = Ssb.replay([...messages, next]);
  expect(after.issues).toEqual([]);
  expect(after.moves).toHaveLength(40);
});

test('builders write valid contents and throw SsbError on bad input', () => {
  expect(Ssb.invite({ inviting: feed, myColor: 'black', branch })).toEqual({
    type: 'chess_invite',
    inviting: feed,
    myColor: 'black',
    branch: [branch],
  });
  expect(Ssb.accept({ key: root })).toEqual({ type: 'chess_invite_accept', root, branch: root });
  const start = {
    gameId: root,
    lastKey: branch,
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    toMove: 'white',
    white: feed,
    black: null,
  };
  expect(Ssb.move(start, { orig: 'g1', dest: 'f3' })).toMatchObject({
    type: 'chess_move',
    ply: 1,
    pgnMove: 'Nf3',
    branch,
  });
  expect(Ssb.end(start)).toEqual({ type: 'chess_game_end', status: 'resigned', root, branch });
  expect(Ssb.chat(root, 'gg')).toEqual({ type: 'chess_chat', root, msg: 'gg' });
  let error;
  try {
    Ssb.move(start, { orig: 'e2', dest: 'e5' });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(SsbError);
  expect(error.code).toBe('ssb.build.illegal_move');
  expect(error.message).toBe(
    'The move e2-e5 is not legal in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.',
  );
  expect(() => Ssb.invite({ inviting: 'bob', myColor: 'white' })).toThrow(SsbError);
  expect(() => Ssb.chat(root, 5)).toThrow(TypeError);
  const mate = { ...start, fen: 'rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3' };
  expect(Ssb.move(mate, { orig: 'd1', dest: 'h5' })).toMatchObject({
    type: 'chess_game_end',
    status: 'mate',
    winner: feed,
    pgnMove: 'Qh5#',
    ply: 5,
  });
});
