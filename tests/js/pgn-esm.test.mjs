// The ES module entries of Pgn: ready on import, the subpath shares the root's objects.
import { Pgn, PgnError, Chess } from 'boardnotation';
import * as pgn from 'boardnotation/pgn';

test('import gives a ready Pgn API', () => {
  expect(Pgn.parse('1. e4 e5 *').games[0].moves[1].fen).toBe(
    'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
  );
  expect(Pgn.parseMovetext('1. e4 *').outcome).toBe('Unknown');
  const chess = new Chess();
  chess.loadPgn('1. d4 d5 *');
  expect(chess.pgn()).toMatch(/1\. d4 d5 \*$/);
  expect(() => Pgn.parseMovetext('1. e9 *')).toThrow(PgnError);
});

test('the subpath exports the same objects as the root entry', () => {
  expect(pgn.Pgn).toBe(Pgn);
  expect(pgn.PgnError).toBe(PgnError);
  expect(Object.keys(pgn).sort()).toEqual(['Pgn', 'PgnError']);
});
