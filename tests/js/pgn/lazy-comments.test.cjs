// Comments made when read (npm/src/pgn/comments.js): the lazy lists of the default and
// syntax-only modes equal the eager mode's, move for move, on a fixture with every kind of
// command, nested variations and non-ASCII text and on the corpus; keys, JSON.stringify, spread
// and structured clone give what plain data gives; a list read after later parses (which reuse
// the wasm memory the comments crossed in) is still the one of its own result.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Pgn } = require('boardnotation');

const corpus = join(__dirname, '..', '..', '..', '..', 'shared', 'corpus', 'pgn');
const files = existsSync(corpus)
  ? readdirSync(corpus)
      .filter((f) => f.endsWith('.pgn'))
      .sort()
  : [];

// Every move of every line, variations included, in document order.
function allMoves(moves, out = []) {
  for (const move of moves) {
    out.push(move);
    for (const line of move.variations) allMoves(line, out);
  }
  return out;
}

const fixture = `[Event "Überprüfung ♞"]

{Avant la partie: café} 1. e4 {[%clk 1:02:03.5] [%eval 0.17] Ça commence} $1 1... e5
{[%eval #-3] [%cal Ge2e4,Rd7d5] [%csl Ye4] [%custom a  b]}
2. Nf3 (2. f4 {Königsgambit 王} exf4 ({Or} 2... d5 {[%clk nonsense] [%eval 1.5,22]} 3. exd5
(3. Nf3 {deep 🙂}) 3... e4) 3. Nf3) 2... Nc6 ; line comment [%emt 0:00:07]
{second} {third [%mct 12]} 3. Bb5 a6 4. -- {null move [%eval -0.25]} 4... Nf6 *

[Event "no comments"]

1. d4 d5 2. c4 *
`;

const lists = (move) => ({ nags: move.nags, comments: move.comments, commentsBefore: move.commentsBefore });

describe('comments made when read', () => {
  test('the fixture reads the commands, NAGs and texts it holds', () => {
    const [game] = Pgn.parse(fixture, { replay: false }).games;
    expect(game.comments).toEqual([{ text: 'Avant la partie: café', commands: [] }]);
    const [e4, e5, nf3] = game.moves;
    expect(e4.nags).toEqual([1]);
    expect(e4.comments).toEqual([
      {
        text: '[%clk 1:02:03.5] [%eval 0.17] Ça commence',
        commands: [
          { name: 'clk', value: '1:02:03.5', seconds: 3723.5 },
          { name: 'eval', value: '0.17', pawns: 0.17 },
        ],
      },
    ]);
    expect(e5.comments[0].commands).toEqual([
      { name: 'eval', value: '#-3', mate: -3 },
      {
        name: 'cal',
        value: 'Ge2e4,Rd7d5',
        shapes: [
          { color: 'G', from: 'e2', to: 'e4' },
          { color: 'R', from: 'd7', to: 'd5' },
        ],
      },
      { name: 'csl', value: 'Ye4', shapes: [{ color: 'Y', from: 'e4' }] },
      { name: 'custom', value: 'a b' },
    ]);
    const gambit = nf3.variations[0];
    expect(gambit[0].comments[0].text).toBe('Königsgambit 王');
    expect(gambit[1].variations[0][0].commentsBefore).toEqual([{ text: 'Or', commands: [] }]);
    expect(gambit[1].variations[0][0].comments[0].commands).toEqual([
      { name: 'clk', value: 'nonsense' },
      { name: 'eval', value: '1.5,22', pawns: 1.5 },
    ]);
    expect(gambit[1].variations[0][1].variations[0][0].comments[0].text).toBe('deep 🙂');
    const nc6 = game.moves[3];
    expect(nc6.comments.map((c) => c.text)).toEqual(['line comment [%emt 0:00:07]', 'second', 'third [%mct 12]']);
    expect(nc6.comments[0].commands).toEqual([{ name: 'emt', value: '0:00:07', seconds: 7 }]);
    const pass = game.moves[6];
    expect(pass.written).toBe('--');
    expect(pass.comments[0].commands[0].pawns).toBe(-0.25);
    const [zero] = Pgn.parse('1. e4 {[%eval -0.00]} *', { replay: false }).games[0].moves;
    expect(Object.is(zero.comments[0].commands[0].pawns, -0)).toBe(true);
  });

  test("commands after text past ASCII keep their names and values (they cross as places in the comment's text)", () => {
    const text = '1. e4 {Königsgambit 王 🙂  [%clk  0:00:05 ] [%cal Ge2e4] ü [%tag 🙂 x]} *';
    for (const options of [{}, { replay: false }, { fen: 'eager' }]) {
      const [comment] = Pgn.parse(text, options).games[0].moves[0].comments;
      expect(comment.text).toBe('Königsgambit 王 🙂 [%clk 0:00:05 ] [%cal Ge2e4] ü [%tag 🙂 x]');
      expect(comment.commands).toEqual([
        { name: 'clk', value: '0:00:05', seconds: 5 },
        { name: 'cal', value: 'Ge2e4', shapes: [{ color: 'G', from: 'e2', to: 'e4' }] },
        { name: 'tag', value: '🙂 x' },
      ]);
    }
  });

  test('the lazy and syntax-only lists equal the eager ones, move for move', () => {
    const eager = Pgn.parse(fixture, { fen: 'eager' }).games;
    for (const options of [{}, { replay: false }]) {
      const games = Pgn.parse(fixture, options).games;
      games.forEach((game, g) => {
        expect(game.comments).toEqual(eager[g].comments);
        const moves = allMoves(game.moves);
        const expected = allMoves(eager[g].moves);
        expect(moves.length).toBe(expected.length);
        moves.forEach((move, m) => expect(lists(move)).toStrictEqual(lists(expected[m])));
      });
    }
  });

  test('keys, JSON.stringify, spread and structured clone see the lists as data', () => {
    const [game] = Pgn.parse(fixture, { replay: false }).games;
    const [plainGame] = JSON.parse(JSON.stringify(Pgn.parse(fixture, { replay: false }).games));
    expect(Object.keys(game.moves[0])).toEqual([
      'written',
      'color',
      'moveNumber',
      'nags',
      'comments',
      'commentsBefore',
      'variations',
    ]);
    expect(JSON.parse(JSON.stringify(game))).toEqual(plainGame);
    expect(structuredClone(game)).toStrictEqual(plainGame);
    const copy = { ...game.moves[1] };
    expect(Object.getOwnPropertyDescriptor(copy, 'comments').value).toEqual(plainGame.moves[1].comments);
    // The default mode: its toJSON and the eager mode's plain objects agree.
    expect(JSON.stringify(Pgn.parse(fixture).games)).toBe(JSON.stringify(Pgn.parse(fixture, { fen: 'eager' }).games));
  });

  test('a list is made once, can be changed and replaced, and empty lists stay shared', () => {
    const [game] = Pgn.parse(fixture).games;
    const [e4, e5] = game.moves;
    expect(e4.comments).toBe(e4.comments);
    e4.comments.push({ text: 'added', commands: [] });
    expect(e4.comments.map((c) => c.text)).toEqual(['[%clk 1:02:03.5] [%eval 0.17] Ça commence', 'added']);
    e5.comments = [];
    expect(e5.comments).toEqual([]);
    // Any value set is the one read back, a number too (not taken for where a list is).
    const [, , nf3] = game.moves;
    nf3.variations[0][0].comments = 0;
    expect(nf3.variations[0][0].comments).toBe(0);
    expect(JSON.parse(JSON.stringify(e5)).comments).toEqual([]);
    expect(Object.isFrozen(e4.commentsBefore)).toBe(true);
    expect(e4.commentsBefore).toBe(game.moves[2].variations[0][0].commentsBefore);
    const frozen = Object.freeze(Pgn.parse(fixture, { replay: false }).games[0].moves[0]);
    expect(frozen.comments[0].commands[0].seconds).toBe(3723.5);
  });

  test('lists read after later parses are those of their own result', () => {
    const first = Pgn.parse(fixture, { replay: false });
    const reader = Pgn.createReader({ replay: false });
    const streamed = [...reader.push(fixture), ...reader.end()];
    Pgn.parse('1. d4 {other [%clk 0:00:01]} d5 {[%eval 9.99]} *');
    Pgn.parse(fixture.replaceAll('a', 'b'), { replay: false });
    const eager = Pgn.parse(fixture, { fen: 'eager' }).games;
    for (const games of [first.games, streamed]) {
      games.forEach((game, g) => {
        const expected = allMoves(eager[g].moves);
        allMoves(game.moves).forEach((move, m) => expect(lists(move)).toEqual(lists(expected[m])));
      });
    }
  });

  test.each(files)('corpus %s: lazy and syntax-only comments equal the eager ones', (name) => {
    const text = readFileSync(join(corpus, name));
    const eager = Pgn.parse(text, { fen: 'eager' }).games;
    for (const options of [{}, { replay: false }]) {
      const games = Pgn.parse(text, options).games;
      expect(games.length).toBe(eager.length);
      games.forEach((game, g) => {
        expect(game.comments).toEqual(eager[g].comments);
        if (!game.ok || !eager[g].ok) return; // a syntax-only reading may keep moves a replay refused
        expect(allMoves(game.moves).map(lists)).toEqual(allMoves(eager[g].moves).map(lists));
      });
    }
  });
});
