// The chess API through the ES module entries: ready on import, subpath shares the instance.
import { Chess, Fen, FenError, MoveError } from 'boardnotation';
import * as chessEntry from 'boardnotation/chess';

test('import gives a ready Chess and Fen', () => {
  const chess = new Chess();
  expect(chess.move('e4').after).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  expect(Fen.validate('8/8/8/8/8/8/8/8 w - - 0 1', { language: 'es' }).errors[0].code).toBe('chess.fen.missing_king');
  expect(new Chess('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1').perft(3)).toBe(97862);
});

test('boardnotation/chess exports the same objects as the root entry', () => {
  expect(chessEntry.Chess).toBe(Chess);
  expect(chessEntry.Fen).toBe(Fen);
  expect(Object.keys(chessEntry).sort()).toEqual([
    'BISHOP',
    'BLACK',
    'Chess',
    'DEFAULT_POSITION',
    'Fen',
    'FenError',
    'KING',
    'KNIGHT',
    'Move',
    'MoveError',
    'PAWN',
    'QUEEN',
    'ROOK',
    'SEVEN_TAG_ROSTER',
    'SQUARES',
    'WHITE',
    'validateFen',
    'xoroshiro128',
  ]);
});

test("boardnotation/chess's WHITE and BLACK are chess.js's; the root exports no colour constants", async () => {
  const root = await import('boardnotation');
  expect([chessEntry.WHITE, chessEntry.BLACK]).toEqual(['w', 'b']);
  expect([root.WHITE, root.BLACK, root.PAWN]).toEqual([undefined, undefined, undefined]);
  expect(root.Chess).toBe(chessEntry.Chess);
});

test('errors from the ES module entry are instances of its classes', () => {
  expect(() => new Chess().move('Ke2')).toThrow(MoveError);
  expect(() => Fen.parse('')).toThrow(FenError);
});
