// The demo page's PGN task (web/notations/pgn-task.js) reads a database once, piece by piece, and
// sends the games of each piece while it reads the rest: the first part goes before the last piece
// is read, in batches the page reads in a task each, and the games the task keeps for the page's
// questions are there from the first part on. Order only, no time.
import { Pgn } from 'boardnotation';
import { openDocument, openPgnGames } from 'boardnotation/svg';
import { parse } from '../../../web/notations/pgn-task.js';

const api = {
  Pgn,
  openDocument: () => {
    throw new Error('The text is read once: no openDocument of it');
  },
  openPgnGames: async (games, options) => openPgnGames(games, options),
};

// About 1 MB (a long comment in each game): four pieces of 256 KiB; an illegal move in the last game.
const COMMENT = `{${'A quiet opening. '.repeat(50)}}`;
const games = Array.from(
  { length: 1000 },
  (_, index) =>
    `[Event "E${index}"]\n[White "W${index}"]\n[Black "B${index}"]\n[Result "*"]\n\n${COMMENT} 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6${index === 999 ? ' 8. Ke2' : ''} *\n`,
);
const text = games.join('\n');

test('the games of each piece are sent while the rest is read, and kept for the questions at once', async () => {
  const events = [];
  let kept = null;
  const reading = {
    part: (part) => events.push(['part', part.games.length, kept.games.length]),
    keep: (state) => {
      kept = state;
    },
    pause: async () => events.push(['pause']),
  };
  const result = await parse(api, text, { language: 'en' }, (done) => events.push(['progress', done]), reading);
  expect(result.ok).toBe(true);
  const parts = events.filter(([kind]) => kind === 'part');
  const progress = events.filter(([kind]) => kind === 'progress');
  expect(progress.length).toBeGreaterThan(2);
  expect(progress.at(-1)[1]).toBe(text.length);
  // The first part before the second piece is read; every part at most 40 games; all of them sent.
  expect(events.findIndex(([kind]) => kind === 'part')).toBeLessThan(events.indexOf(progress[1]));
  expect(parts.every(([, count]) => count > 0 && count <= 40)).toBe(true);
  expect(parts.reduce((sum, [, count]) => sum + count, 0)).toBe(1000);
  // The games of a part are the session's when it is sent (the page asks about them at once).
  expect(parts.every(([, , keptCount]) => keptCount > 0)).toBe(true);
  expect(result.model).toEqual({ games: 1000 });
  expect(kept.games).toHaveLength(1000);
  // The illegal move is a note of the last game, given once all is read.
  expect(result.notes.filter((note) => note.severity === 'error')).toHaveLength(1);
  // The scenes the page asks for come from each game's batch.
  const last = kept.document.games[999];
  expect(kept.document.sceneAt(last, last.root).fen).toBe(openDocument(games[999], { notation: 'pgn' }).sceneAt(0).fen);
});
