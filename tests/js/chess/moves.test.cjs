// The Chess façade plays chess: captures, castling, en passant, promotions, move objects.
const { Chess } = require('boardnotation');
const { play } = require('./helpers.cjs');

test('a capture reports the captured piece and the c flag', () => {
  const chess = play(new Chess(), 'e4 d5');
  const move = chess.move('exd5');
  expect(move).toMatchObject({
    color: 'w',
    from: 'e4',
    to: 'd5',
    piece: 'p',
    captured: 'p',
    flags: 'c',
    san: 'exd5',
    lan: 'e4d5',
  });
  expect(move.isCapture()).toBe(true);
  // d6 is not written: no en-passant capture is possible (chess.js does the same).
  expect(move.before).toBe('rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  expect(move.after).toBe('rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2');
  expect(chess.fen()).toBe(move.after);
});

test('castling on both sides moves king and rook; castling through check is not offered', () => {
  const chess = new Chess('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  const short = chess.move('O-O');
  expect(short).toMatchObject({ from: 'e1', to: 'g1', piece: 'k', flags: 'k', san: 'O-O', lan: 'e1g1' });
  expect(short.isKingsideCastle()).toBe(true);
  const long = chess.move('O-O-O');
  expect(long).toMatchObject({ color: 'b', from: 'e8', to: 'c8', flags: 'q', san: 'O-O-O' });
  expect(chess.fen()).toBe('2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2');

  const attacked = new Chess('4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1');
  expect(attacked.moves()).toContain('O-O-O');
  expect(attacked.moves()).not.toContain('O-O');
  expect(() => attacked.move('O-O')).toThrow('not a legal move');
});

test('en passant captures the pawn beside the target square', () => {
  const chess = play(new Chess(), 'e4 a6 e5 d5');
  expect(chess.fen()).toBe('rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3');
  const move = chess.move('exd6');
  expect(move).toMatchObject({ from: 'e5', to: 'd6', captured: 'p', flags: 'e', san: 'exd6' });
  expect(move.isEnPassant()).toBe(true);
  expect(move.isCapture()).toBe(false);
  expect(chess.get('d5')).toBeUndefined();
  expect(chess.get('d6')).toEqual({ type: 'p', color: 'w' });
});

test('an en-passant capture that would expose the king along the rank is not legal', () => {
  const chess = new Chess('4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2');
  expect(chess.moves({ square: 'b5' })).toEqual(['b6']);
  // Written only when a capture is legal, like chess.js; the recorded square on request.
  expect(chess.fen()).toBe('4k3/8/8/KPp4r/8/8/8/8 w - - 0 2');
  expect(chess.fen({ forceEnpassantSquare: true })).toBe('4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2');
});

test('promotions: all four pieces, underpromotion by object, capturing promotion', () => {
  const chess = new Chess('1r6/P7/8/8/8/8/8/k1K5 w - - 0 1');
  expect(chess.moves({ square: 'a7' }).sort()).toEqual(
    ['a8=B', 'a8=N', 'a8=Q+', 'a8=R+', 'axb8=B', 'axb8=N', 'axb8=Q', 'axb8=R'].sort(),
  );
  const knight = chess.move({ from: 'a7', to: 'a8', promotion: 'n' });
  expect(knight).toMatchObject({ piece: 'p', promotion: 'n', flags: 'np', san: 'a8=N', lan: 'a7a8n' }); // chess.js's 'np'
  expect(chess.get('a8')).toEqual({ type: 'n', color: 'w' });
  chess.undo();
  const queen = chess.move('axb8=Q');
  expect(queen).toMatchObject({ captured: 'r', promotion: 'q', flags: 'cp' });
  expect(queen.isPromotion() && queen.isCapture()).toBe(true);
});

test('the object form needs the promotion piece on a promoting move and ignores it elsewhere', () => {
  const chess = new Chess('1r6/P7/8/8/8/8/8/k1K5 w - - 0 1');
  expect(() => chess.move({ from: 'a7', to: 'a8' })).toThrow(
    expect.objectContaining({ code: 'chess.san.missing_promotion' }),
  );
  const king = chess.move({ from: 'c1', to: 'd2', promotion: 'q' });
  expect(king.san).toBe('Kd2');
});

test('moves({ square }) over every square is exactly moves(), and verbose moves replay', () => {
  const fen = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
  const chess = new Chess(fen);
  const all = chess.moves();
  expect(all).toHaveLength(48);
  const bySquare = [];
  for (const file of 'abcdefgh')
    for (let rank = 1; rank <= 8; rank += 1) bySquare.push(...chess.moves({ square: `${file}${rank}` }));
  expect(bySquare.sort()).toEqual([...all].sort());
  const verbose = chess.moves({ verbose: true });
  expect(verbose.map((m) => m.san)).toEqual(all);
  for (const m of verbose) {
    expect(m.before).toBe(fen);
    const replay = new Chess(fen);
    const played = replay.move({ from: m.from, to: m.to, promotion: m.promotion });
    expect(played).toEqual(m);
  }
  expect(
    chess
      .moves({ square: 'e1', verbose: true })
      .map((m) => m.flags)
      .sort(),
  ).toEqual(['k', 'n', 'n', 'q']);
  expect(chess.moves({ piece: 'n' })).toHaveLength(11);
  expect(chess.moves({ square: 'z9' })).toEqual([]);
});

test('perft through the façade matches the published counts', () => {
  expect(new Chess('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1').perft(3)).toBe(97862);
  expect(new Chess().perft(4)).toBe(197281);
  expect(new Chess('8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1').perft(4)).toBe(43238);
  expect(() => new Chess().perft(-1)).toThrow(RangeError);
});
