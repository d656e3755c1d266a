// Issue 32, item 11 (in part): GBB.parse(null) threw GBBParsingErrors.UnexpectedEOF, as if null
// were an empty text. Every entry point that reads text now refuses what is not text (nor bytes,
// where it takes bytes) with a TypeError that names the entry point and what it was given. The
// exceptions are documented behaviours of the libraries these replace: hen-js returns null (or '')
// for falsy input and reports it valid; ssb-chess messages and BDL trees may be given as data;
// new Chess() with no FEN is the initial position.
const { GBB, Hen, Sgf, Fen, Chess, Pgn, Ssb, Bdl } = require('boardnotation');

const CEILING = 5000;
const describeValue = (value) => (value === null ? 'null' : typeof value);
const notText = [null, undefined, 42, true, {}, [], () => 'text', Symbol('s')];

// [entry point, call, values it takes that are not text (documented above)].
const entries = [
  ['GBB.parse', (value) => GBB.parse(value), []],
  ['Sgf.parse', (value) => Sgf.parse(value), []],
  ['Sgf.validate', (value) => Sgf.validate(value), []],
  ['Pgn.parse', (value) => Pgn.parse(value), []],
  ['Pgn.index', (value) => Pgn.index(value), []],
  ['Pgn.parseMovetext', (value) => Pgn.parseMovetext(value), []],
  ['PgnReader.push', (value) => Pgn.createReader().push(value), []],
  ['Fen.validate', (value) => Fen.validate(value), []],
  ['Fen.parse', (value) => Fen.parse(value), []],
  ['new Chess', (value) => new Chess(value), [undefined]],
  ['load', (value) => new Chess().load(value), []],
  ['loadPgn', (value) => new Chess().loadPgn(value), []],
  ['Hen.parse', (value) => Hen.parse(value), [null, undefined, false]],
  ['Hen.validate', (value) => Hen.validate(value), [null, undefined]],
  ['Hen.fromSgf', (value) => Hen.fromSgf(value), [null, undefined, false]],
  ['Hen.sgf2hen', (value) => Hen.sgf2hen(value), [null, undefined, false]],
  ['Bdl.parse', (value) => Bdl.parse(value), []],
];

describe.each(entries)('%s', (name, call, taken) => {
  test.each(notText.filter((value) => !taken.includes(value)).map((value) => [describeValue(value), value]))(
    'given %s: a TypeError naming the entry point and the type',
    (type, value) => {
      let error;
      try {
        call(value);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toContain(`${name} expects`);
      expect(error.message).toMatch(new RegExp(`not ${type}$`));
    },
    CEILING,
  );
});

test(
  'what the replaced libraries document stays: hen-js null and "", new Chess() the initial position',
  () => {
    expect(Hen.parse(null)).toBeNull();
    expect(Hen.fromSgf(undefined)).toBeNull();
    expect(Hen.sgf2hen(null)).toBe('');
    expect(Hen.validate(null).ok).toBe(true);
    expect(new Chess(undefined).fen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(Ssb.validate({ type: 'chess_chat' }).ok).toBe(false); // data, not text
    expect(Bdl.check({}).ok).toBe(false);
  },
  CEILING,
);
