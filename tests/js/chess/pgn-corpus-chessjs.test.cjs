// Chess#pgn() against chess.js 1.4.0's on real games: games of every file of the PGN corpus
// (beside the clone, as in CI) and of the fixtures, loaded into both with loadPgn, written on
// one line and wrapped, with '\n' and '<br />'. chess.js takes tens of ms per game here, so
// two games per file, spread over it, are compared (a few seconds). One documented difference
// (docs/chess.md) is taken out: chess.js's tag lines are escaped as ours are.
const { readFileSync } = require('node:fs');
const { pgnFiles } = require('../support/pgn-files.cjs');
const { Pgn } = require('boardnotation');
const ours = require('boardnotation/chess');
const theirs = require('chess.js');

const files = pgnFiles();
const PER_FILE = 2;

// The games of a file, PER_FILE of them spread evenly.
function sampled(file) {
  const bytes = readFileSync(file);
  const games = Pgn.index(bytes);
  const step = Math.max(1, Math.floor(games.length / PER_FILE));
  const picked = [];
  for (let i = 0; i < games.length && picked.length < PER_FILE; i += step) picked.push(games[i]);
  return picked.map((game) => ({
    line: game.line,
    text: bytes.subarray(game.offset, game.offset + game.length).toString('utf8'),
  }));
}

// chess.js's text with its tag values escaped as the PGN writer escapes them.
function escapedTags(chess, text, newline) {
  let escaped = text;
  for (const [name, value] of Object.entries(chess.getHeaders())) {
    const safe = value.replace(/[\\"]/g, '\\$&').replace(/[\x00-\x1f\x7f]/g, ' ');
    if (safe !== value) escaped = escaped.replace(`[${name} "${value}"]${newline}`, `[${name} "${safe}"]${newline}`);
  }
  return escaped;
}

// chess.js's text on words: what it writes, lines joined.
const words = (text, newline) => text.split(newline).join(' ').split(/ +/).filter(Boolean);

let compared = 0;

test.each(files)('%s: pgn() writes what chess.js writes', (file) => {
  for (const { line, text } of sampled(file)) {
    const b = new theirs.Chess();
    try {
      b.loadPgn(text);
    } catch {
      continue; // what chess.js refuses is the loadPgn tests' business
    }
    const a = new ours.Chess();
    a.loadPgn(text);
    compared += 1;
    expect({ line, pgn: a.pgn() }).toEqual({ line, pgn: escapedTags(b, b.pgn(), '\n') });
    // Wrapped: narrow (most groups broken) or wide, in turn.
    const [maxWidth, newline] = compared % 2 ? [72, '\n'] : [9, '<br />'];
    const wrapped = escapedTags(b, b.pgn({ maxWidth, newline }), newline);
    const glued = words(wrapped, newline).join(' ') !== words(b.pgn(), '\n').join(' ');
    // docs/chess.md: where chess.js glues a broken group to the previous one ("Nc63."), a
    // space; then the same words, and elsewhere the same text.
    if (glued) expect(words(a.pgn({ maxWidth, newline }), newline)).toEqual(words(escapedTags(b, b.pgn(), '\n'), '\n'));
    else expect({ line, maxWidth, pgn: a.pgn({ maxWidth, newline }) }).toEqual({ line, maxWidth, pgn: wrapped });
  }
});

test('the files above hold games both read', () => {
  expect(compared).toBeGreaterThan(files.length);
});
