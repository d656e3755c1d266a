// PGN databases for the page and viewer tests. The real one is the corpus's Fischer.pgn (827 games,
// 550 KB) when the corpus is beside the clone, as in CI; a clone alone gets a made one of the same
// game count and about the same size, so the tests that need "a big database" run either way.
import { corpusText } from './browser.mjs';

/**
 * `count` legal games as PGN, every 7th with a "Zebra" as White; with `errorInLast`, the last game
 * ends with an illegal move. Self-contained: tests also send it to a page as text and run it there.
 */
export function makeDatabase(count, { errorInLast = false } = {}) {
  const moves =
    '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7';
  const games = [];
  for (let index = 0; index < count; index++) {
    const white = index % 7 === 0 ? `Zebra, Player${index}` : `Lion, Player${index}`;
    const last = errorInLast && index === count - 1 ? ' 11. Ke3' : '';
    games.push(
      `[Event "Big test"]\n[Site "Here"]\n[Date "2020.01.01"]\n[Round "${index + 1}"]\n[White "${white}"]\n[Black "Tiger, Player${index}"]\n[Result "*"]\n\n${moves}${last} *\n`,
    );
  }
  return games.join('\n');
}

export const DATABASE_GAMES = 827;
// Made games are shorter than Fischer's: six more moves each (32 plies, so tests can step 30) and
// a comment after White's first move bring the made database near its size (more than two of the
// page's 256 KiB pieces).
const MORE_MOVES = ' 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6 15. a4 c5 16. d5 c4';
const NOTE = `{ ${'A game made for the tests, as long as a real one with its notes. '.repeat(5).trim()} }`;
export const madeDatabase = () =>
  makeDatabase(DATABASE_GAMES)
    .replace(/ \*\n/g, `${MORE_MOVES} *\n`)
    .replace(/^1\. e4 /gm, `1. e4 ${NOTE} `);

/** Fischer.pgn from the corpus, else a made database of as many games. */
export const bigDatabase = () => corpusText('pgn', 'Fischer.pgn') ?? madeDatabase();
