// Issue 32, items 5, 8 and 9, against the chess.js drop-in (boardnotation/chess):
// - pgn() wrote tag values as they were: setHeader('White', 'x"]\n[Result "0-1"]\n\n1. h4 *')
//   injected tags, moves and whole games, and a loaded [White "Ann\""] came back wrong. Tags are
//   now written by the PGN writer of Pgn.stringify, comments and the result cannot close or end
//   the movetext early, and a tag name must be one;
// - headers read inherited properties: setHeader('constructor') wrote the Object function,
//   getHeaders() dropped a __proto__ tag that pgn() kept;
// - free() and Symbol.dispose: a freed object says so by its error's name.
// Each case has a time ceiling (the whole file takes well under a second of work).
const { Chess, Pgn, PgnError } = require('boardnotation');

const CEILING = 5000;
const PLAIN_TAGS = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'];

// The game pgn() wrote, read back: it must be one game with no error.
function readBack(text) {
  const { games } = Pgn.parse(text);
  expect(games).toHaveLength(1);
  expect(games[0].diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return games[0];
}

describe('pgn() never lets a value start a tag, a move or a game', () => {
  const hostile = [
    'x"]\n[Result "0-1"]\n\n1. h4 *',
    'x"]\r\n\r\n[Event "two"]\r\n\r\n1. d4 *',
    'a \\"] [Black "b',
    'back\\slash\\',
    'tab\tvertical\vnul\u0000del\u007fend',
    '} 1-0\n\n[Event "e"]\n\n{',
    'üñí😀 “quotes”',
  ];

  test.each(hostile)(
    'setHeader("White", %j): one game, and the value reads back (control characters as spaces)',
    (value) => {
      const chess = new Chess();
      chess.setHeader('White', value);
      chess.move('e4');
      const text = chess.pgn();
      const tagLines = text.split('\n').filter((line) => line.startsWith('['));
      expect(tagLines).toHaveLength(PLAIN_TAGS.length);
      const game = readBack(text);
      const expected = value.replace(/[\u0000-\u001f\u007f]/g, ' ');
      expect(game.headers.White).toBe(expected);
      expect(game.moves.map((move) => move.san)).toEqual(['e4']);
      const again = new Chess();
      again.loadPgn(text);
      expect(again.getHeaders().White).toBe(expected);
      expect(again.pgn()).toBe(text);
    },
    CEILING,
  );

  test(
    'a loaded [White "Ann\\""] and [Black "a\\\\b"] are written back as they were read',
    () => {
      const text = '[White "Ann\\""]\n[Black "a\\\\b"]\n\n1. e4 *';
      const chess = new Chess();
      chess.loadPgn(text);
      expect(chess.getHeaders()).toMatchObject({ White: 'Ann"', Black: 'a\\b' });
      const written = chess.pgn();
      expect(written).toContain('[White "Ann\\""]\n[Black "a\\\\b"]');
      expect(readBack(written).headers).toMatchObject({ White: 'Ann"', Black: 'a\\b' });
    },
    CEILING,
  );

  test(
    'the movetext ends with the Result tag only when it is a termination marker',
    () => {
      const chess = new Chess();
      chess.move('e4');
      chess.setHeader('Result', '1-0');
      expect(chess.pgn()).toMatch(/\n1\. e4 1-0$/);
      chess.setHeader('Result', '*\n\n[Event "injected"]\n\n1. h4 0-1');
      const text = chess.pgn();
      expect(text).toMatch(/\n1\. e4 \*$/);
      const game = readBack(text); // with a warning: the Result tag is not the marker
      expect(game.headers.Result).toBe('*  [Event "injected"]  1. h4 0-1');
      expect(game.diagnostics.map((d) => d.code)).toEqual(['pgn.result_mismatch']);
    },
    CEILING,
  );

  test(
    "a comment cannot close itself: every brace becomes a bracket (chess.js: the first one's only)",
    () => {
      const chess = new Chess();
      chess.move('e4');
      chess.setComment('a} {b}} 1-0\n\n[Event "injected"]\n\n1. h4 {');
      expect(chess.getComment()).toBe('a] [b]] 1-0\n\n[Event "injected"]\n\n1. h4 [');
      const game = readBack(chess.pgn());
      expect(game.moves.map((move) => move.san)).toEqual(['e4']);
      expect(game.moves[0].comments.map((comment) => comment.text)).toEqual(['a] [b]] 1-0 [Event "injected"] 1. h4 [']);
    },
    CEILING,
  );

  test(
    'a tag name that is not one (letters, digits, _) is a TypeError, in setHeader, header and Pgn.stringify',
    () => {
      const chess = new Chess();
      for (const name of ['', 'two words', 'x"]\n\n1. h4 *', 'White]', 'Ünïcode', 42, null]) {
        expect(() => chess.setHeader(name, 'v')).toThrow(TypeError);
        if (typeof name === 'string') expect(() => chess.header(name, 'v')).toThrow(TypeError);
      }
      expect(chess.setHeader('My_Tag2', 'v').My_Tag2).toBe('v');
      let error;
      try {
        Pgn.stringify({ headers: { 'x"]\n\n1. h4': 'v' }, moves: ['e4'] });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(PgnError);
      expect(error.code).toBe('pgn.game_input');
    },
    CEILING,
  );

  test(
    'Pgn.stringify writes control characters in tag values as spaces, as pgn() does',
    () => {
      const text = Pgn.stringify({ headers: { White: 'a\u0000b\u000bc\u001fd\u007fe' }, moves: ['e4'] });
      expect(text).toContain('[White "a b c d e"]');
      expect(readBack(text).headers.White).toBe('a b c d e');
    },
    CEILING,
  );
});

describe('tag names are data: no inherited property is a tag', () => {
  test(
    'setHeader/removeHeader of constructor, toString, prototype, hasOwnProperty and __proto__',
    () => {
      const chess = new Chess();
      expect(chess.removeHeader('toString')).toBe(false);
      expect(chess.removeHeader('constructor')).toBe(false);
      expect(chess.removeHeader('__proto__')).toBe(false);
      chess.setHeader('constructor'); // no value: unset, as for any tag outside the roster
      chess.setHeader('hasOwnProperty');
      expect(chess.pgn()).not.toMatch(/constructor|hasOwnProperty|function/);
      chess.setHeader('constructor', 'c');
      chess.setHeader('toString', 't');
      chess.setHeader('prototype', 'p');
      chess.setHeader('__proto__', 'x');
      const headers = chess.getHeaders();
      expect(Object.getPrototypeOf(headers)).toBeNull();
      expect(Object.keys(headers)).toEqual([...PLAIN_TAGS, 'constructor', 'toString', 'prototype', '__proto__']);
      expect(headers.__proto__).toBe('x');
      expect(Object.getPrototypeOf(chess.header())).toBeNull();
      const text = chess.pgn();
      expect(text).toContain('[constructor "c"]\n[toString "t"]\n[prototype "p"]\n[__proto__ "x"]');
      expect(chess.removeHeader('__proto__')).toBe(true);
      expect(Object.keys(chess.getHeaders())).not.toContain('__proto__');
      expect(chess.pgn()).not.toContain('__proto__');
    },
    CEILING,
  );

  test(
    'loadPgn keeps __proto__, constructor and toString tags, and pgn() writes them back',
    () => {
      const text =
        '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n[Result "*"]\n' +
        '[__proto__ "p"]\n[constructor "c"]\n[toString "t"]\n\n1. e4 *';
      const chess = new Chess();
      chess.loadPgn(text);
      const headers = chess.getHeaders();
      expect(Object.getPrototypeOf(headers)).toBeNull();
      expect({ ...headers }).toEqual({
        Event: '?',
        Site: '?',
        Date: '????.??.??',
        Round: '?',
        White: '?',
        Black: '?',
        Result: '*',
        ['__proto__']: 'p',
        constructor: 'c',
        toString: 't',
      });
      expect(chess.pgn()).toBe(text);
    },
    CEILING,
  );
});

describe('free() and Symbol.dispose', () => {
  // Every method of the class, called on a freed object, throws BoardnotationFreedError, whatever
  // its arguments (valid, invalid or none).
  const methods = Object.getOwnPropertyNames(Chess.prototype).filter(
    (name) => name !== 'constructor' && name !== 'free',
  );
  const argumentLists = [[], ['e4'], ['e2', 'w'], [{ type: 'q', color: 'w' }, 'd4'], ['not a square', 'x'], [1]];

  test(
    'a freed object throws BoardnotationFreedError from every method; free() twice is fine',
    () => {
      expect(methods.length).toBeGreaterThan(40);
      const chess = new Chess();
      chess.move('e4');
      chess.setComment('c');
      chess.free();
      chess.free();
      for (const name of methods) {
        for (const args of argumentLists) {
          let error;
          try {
            chess[name](...args);
          } catch (e) {
            error = e;
          }
          expect(`${name}: ${error?.name}`).toBe(`${name}: BoardnotationFreedError`);
          expect(error.message).toMatch(/freed/);
        }
      }
    },
    CEILING,
  );

  test(
    'Symbol.dispose frees the object (what `using` calls)',
    () => {
      expect(typeof Symbol.dispose).toBe('symbol');
      const chess = new Chess();
      chess[Symbol.dispose]();
      expect(() => chess.fen()).toThrow(expect.objectContaining({ name: 'BoardnotationFreedError' }));
      chess[Symbol.dispose]();
    },
    CEILING,
  );

  test(
    'free() gives the memory back at once, with no turn of the event loop',
    () => {
      const wasm = require('../js/support/wasm-modules.cjs');
      new Chess().free(); // the first object's lasting allocations, if any
      const before = wasm.heapBytesInUse();
      const list = Array.from({ length: 2000 }, () => new Chess());
      for (const chess of list) chess.moves();
      expect(wasm.heapBytesInUse() - before).toBeGreaterThan(2000 * 500);
      for (const chess of list) chess.free();
      expect(wasm.heapBytesInUse()).toBe(before);
    },
    CEILING,
  );
});
