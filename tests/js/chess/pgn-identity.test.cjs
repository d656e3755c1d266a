// chess.loadPgn(chess.pgn()) gives back the game: its moves, tags, comments and position, and
// writes the same text again, for every game of the PGN corpus (beside the clone, as in CI) and
// of the fixtures. The one loss is chess.js's own: pgn() leaves out a tag whose value is empty
// (`[WhiteElo ""]`, and a Seven Tag Roster tag then reads back as its placeholder `?`), so tags
// are compared with their empty values so mapped.
const { readFileSync } = require('node:fs');
const { pgnFiles } = require('../support/pgn-files.cjs');
const { Chess, Pgn } = require('boardnotation');
const { SEVEN_TAG_ROSTER } = require('boardnotation/chess');

const files = pgnFiles();

const withoutEmpty = (headers) =>
  Object.fromEntries(
    Object.entries(headers)
      .map(([name, value]) => [name, value === '' ? SEVEN_TAG_ROSTER[name] : value])
      .filter(([, value]) => value !== undefined),
  );
const state = (chess) => ({
  history: chess.history(),
  headers: withoutEmpty(chess.getHeaders()),
  comments: chess.getComments(),
  fen: chess.fen(),
});

let loaded = 0;

test.each(files)('%s: loadPgn(pgn()) is the identity for every game chess.loadPgn reads', (file) => {
  const bytes = readFileSync(file);
  for (const game of Pgn.index(bytes)) {
    const text = bytes.subarray(game.offset, game.offset + game.length).toString('utf8');
    const first = new Chess();
    try {
      first.loadPgn(text);
    } catch {
      continue;
    } // games with errors are the PGN tests' business
    loaded += 1;
    const written = first.pgn();
    const again = new Chess();
    again.loadPgn(written);
    expect({ line: game.line, ...state(again) }).toEqual({ line: game.line, ...state(first) });
    // Written again, the same text (but for the tags chess.js's pgn() left out).
    if (!Object.values(first.getHeaders()).includes('')) expect(again.pgn()).toBe(written);
  }
});

test('the files above hold games chess.loadPgn reads', () => {
  expect(loaded).toBeGreaterThan(files.length);
});
