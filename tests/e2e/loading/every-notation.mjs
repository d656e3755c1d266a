// One call of each notation, run in the browser under a strict CSP (csp-app.js) and in Node by
// the test for the expected values.
export function parseEveryNotation({ GBB, Hen, Sgf, Chess, Fen, Pgn, Ssb, Bdl }) {
  const chess = new Chess();
  chess.move('e4');
  const bdl = Bdl.check('rules{ width : 3 height : 3 }');
  return {
    gbb: GBB.parse('GBB/1.0 size 2 2 cell 1 1 Rojo 3 head 0 0').getCell(1, 1).r,
    hen: Hen.sgf2hen('(;GM[1]SZ[9];B[aa])'),
    sgf: Sgf.parse('(;GM[1]SZ[9];B[aa])')[0].root.children.length,
    fen: Fen.validate(chess.fen()).ok,
    san: chess.moves().length,
    pgn: Pgn.parse('[Event "x"]\n\n1. e4 e5 2. Nf3 *').games[0].moves.length,
    ssb: Ssb.validate({ type: 'chess_chat', root: `%${'a'.repeat(43)}=.sha256`, msg: 'hi' }).errors.map((e) => e.code),
    bdl: [bdl.ok, bdl.errors.map((e) => e.code)],
  };
}
