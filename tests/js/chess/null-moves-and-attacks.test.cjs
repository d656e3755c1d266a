// The chess.js calls added to the façade: null moves (move('--'), move(null), setTurn),
// isAttacked and attackers (checked against chess.js on every position of real games), hash.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Chess: ChessJs } = require('chess.js');
const { Chess, MoveError, Pgn } = require('boardnotation');
const { play, thrown } = require('./helpers.cjs');

const SQUARES = Array.from({ length: 64 }, (_, s) => 'abcdefgh'[s & 7] + String((s >> 3) + 1));

describe('null moves', () => {
  test('move("--") and move(null) pass the turn and read as chess.js gives them', () => {
    const chess = play(new Chess(), 'e4');
    const reference = new ChessJs();
    reference.move('e4');
    const move = chess.move('--');
    expect({ ...move }).toEqual(JSON.parse(JSON.stringify(reference.move('--'))));
    expect(move.isCapture()).toBe(false);
    expect(chess.fen()).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2');
    expect(chess.move(null)).toMatchObject({ color: 'w', san: '--', flags: '-' });
    expect(chess.history()).toEqual(['e4', '--', '--']);
    expect(chess.undo()).toMatchObject({ color: 'w', san: '--' });
    expect(chess.undo()).toMatchObject({ color: 'b', san: '--' });
    // The position before the passes is back; chess.js keeps no en-passant square after e4
    // (no black pawn beside it), so even the forced FEN has none.
    expect(chess.fen({ forceEnpassantSquare: true })).toBe(
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    );
    chess.load('4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1');
    chess.move('e4');
    chess.move('--');
    chess.undo();
    expect(chess.fen({ forceEnpassantSquare: true })).toBe('4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1');
  });

  test("refused in check with a MoveError in the caller's language; nothing changes", () => {
    const chess = new Chess('4k3/8/8/8/8/8/4r3/4K3 w - - 0 1');
    const error = thrown(() => chess.move('--'));
    expect(error).toBeInstanceOf(MoveError);
    expect(error).toMatchObject({ code: 'chess.null_move_in_check', move: '--' });
    expect(thrown(() => new Chess('4k3/8/8/8/8/8/4r3/4K3 w - - 0 1', { language: 'es' }).setTurn('b')).message).toMatch(
      /jaque/,
    );
    expect(chess.history()).toEqual([]);
    expect(chess.fen()).toBe('4k3/8/8/8/8/8/4r3/4K3 w - - 0 1');
  });

  test("in check, the English message starts with chess.js's words, so code that matches them still does", () => {
    // chess.js throws 'Null move not allowed when in check' from move('--'), move(null) and setTurn.
    const inCheck = '4k3/8/8/8/8/8/4r3/4K3 w - - 0 1';
    for (const pass of [(c) => c.move('--'), (c) => c.move(null), (c) => c.setTurn('b')]) {
      const chess = new Chess(inCheck);
      expect(() => pass(chess)).toThrow('Null move not allowed when in check');
      expect(() => pass(new ChessJs(inCheck))).toThrow('Null move not allowed when in check');
    }
  });

  test('setTurn: false when the side already has the move, a null move otherwise', () => {
    const chess = new Chess();
    expect(chess.setTurn('w')).toBe(false);
    expect(chess.setTurn('b')).toBe(true);
    expect(chess.turn()).toBe('b');
    expect(chess.history()).toEqual(['--']);
    expect(chess.moves()).toContain('e5');
    expect(() => chess.setTurn('white')).toThrow(TypeError);
    expect(chess.pgn()).toMatch(/\n1\. -- \*$/);
    expect(Pgn.parse(chess.pgn()).games[0].moves.map((m) => m.san)).toEqual(['--']);
  });

  test('repetitions count across passes', () => {
    const chess = play(new Chess(), 'Nf3 -- Ng1 -- Nf3 -- Ng1 --');
    expect(chess.isThreefoldRepetition()).toBe(true);
    chess.undo();
    expect(chess.isThreefoldRepetition()).toBe(false);
  });
});

describe('isAttacked and attackers', () => {
  test('the start position and bad arguments', () => {
    const chess = new Chess();
    expect(chess.attackers('f3')).toEqual(['e2', 'g2', 'g1']);
    expect(chess.attackers('f6')).toEqual([]);
    expect(chess.attackers('f6', 'b')).toEqual(['g8', 'e7', 'g7']);
    expect(chess.isAttacked('e2', 'w')).toBe(true); // defended: the square's own piece is no matter
    expect(chess.isAttacked('e4', 'w')).toBe(false);
    expect(chess.attackers('z9')).toEqual([]);
    expect(chess.isAttacked('z9', 'w')).toBe(false);
    expect(chess.isAttacked('f3')).toBe(false);
    expect(chess.attackers('f3', 'x')).toEqual([]);
  });

  test('pinned pieces attack; sliders stop at the first piece; en passant is not an attack', () => {
    const chess = new Chess('4k3/8/8/3pP3/8/8/4R3/4K2B w - d6 0 1');
    expect(chess.attackers('e8', 'w')).toEqual([]); // e5 blocks the rook
    // The bishop through the empty diagonal; not the e5 pawn, which can take d5 en passant.
    expect(chess.attackers('d5', 'w')).toEqual(['h1']);
    expect(chess.attackers('d5', 'b')).toEqual([]);
    expect(chess.attackers('d6', 'w')).toEqual(['e5']);
    const pinned = new Chess('4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1');
    expect(pinned.attackers('d4', 'w')).toEqual(['e2']); // the pinned knight still attacks
  });

  // Every square and colour after every ply: the Opera game, then seeded random games (checks,
  // pins, promotions, castling and en passant come up in them).
  function expectSameAttacks(ours, reference) {
    for (const square of SQUARES) {
      for (const color of ['w', 'b']) {
        expect([square, color, ours.attackers(square, color)]).toEqual([
          square,
          color,
          reference.attackers(square, color),
        ]);
        expect(ours.isAttacked(square, color)).toBe(reference.isAttacked(square, color));
      }
    }
    expect(ours.attackers('e4')).toEqual(reference.attackers('e4'));
  }

  test('the same answers as chess.js in every position of the Opera game', () => {
    const text = readFileSync(join(__dirname, '..', '..', 'fixtures', 'chess', 'morphy-opera-game-1858.pgn'), 'utf8');
    const ours = new Chess();
    const reference = new ChessJs();
    expectSameAttacks(ours, reference);
    for (const move of Pgn.parse(text).games[0].moves) {
      ours.move(move.san);
      reference.move(move.san);
      expectSameAttacks(ours, reference);
    }
    expect(ours.isCheckmate()).toBe(true);
  });

  test('the same answers as chess.js in 20 seeded random games', () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let plies = 0;
    for (let g = 0; g < 20; g += 1) {
      const ours = new Chess();
      const reference = new ChessJs();
      for (let ply = 0; ply < 80 && !ours.isGameOver(); ply += 1) {
        const moves = ours.moves();
        const san = moves[Math.floor(random() * moves.length)];
        ours.move(san);
        reference.move(san);
        expectSameAttacks(ours, reference);
        plies += 1;
      }
    }
    expect(plies).toBeGreaterThan(1000);
  });
});

describe('hash', () => {
  test('equal positions hash equal, whatever the way there; different ones differ', () => {
    const a = play(new Chess(), 'Nf3 Nf6 Ng1 Ng8');
    const b = new Chess();
    expect(a.hash()).toBe(b.hash());
    expect(a.hash()).toMatch(/^[0-9a-f]{16}$/);
    expect(play(new Chess(), 'e4').hash()).not.toBe(b.hash());
    // The same placement with the other side to move.
    const passed = new Chess();
    passed.setTurn('b');
    expect(passed.hash()).not.toBe(b.hash());
    // An en-passant square counts only when a capture is possible (FIDE 9.2.3).
    expect(new Chess('4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1').hash()).toBe(
      new Chess('4k3/8/8/8/4P3/8/8/4K3 b - - 0 1').hash(),
    );
    expect(new Chess('4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1').hash()).not.toBe(
      new Chess('4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1').hash(),
    );
  });
});
