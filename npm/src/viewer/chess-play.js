// Legal moves on a chess scene, through the chess family's own engine (apis.chess.Chess): which
// squares a piece can go to, and the scene after a move a reader plays on the board.

function positionOf(Chess, scene) {
  try {
    return new Chess(scene.fen);
  } catch {
    return null; // a position the engine refuses to play from (a FEN with errors): no moves
  }
}

/** The squares the piece on `from` can move to in `scene` ([] when none, or not its turn). */
export function legalTargets(Chess, scene, from) {
  const chess = positionOf(Chess, scene);
  if (!chess) return [];
  return [...new Set(chess.moves({ square: from, verbose: true }).map((move) => move.to))];
}

/** True when a pawn moving from `from` to `to` in `scene` promotes (the reader picks the piece). */
export function isPromotion(Chess, scene, from, to) {
  const chess = positionOf(Chess, scene);
  if (!chess) return false;
  return chess.moves({ square: from, verbose: true }).some((move) => move.to === to && move.promotion);
}

function sceneOf(chess, move) {
  const turn = chess.turn();
  let check;
  if (chess.inCheck()) check = chess.findPiece({ type: 'k', color: turn })[0];
  return {
    kind: 'chess',
    board: chess.board().map((row) => row.map((piece) => (piece ? { type: piece.type, color: piece.color } : null))),
    lastMove: { from: move.from, to: move.to },
    ...(check ? { check } : {}),
    turn,
    fen: chess.fen(),
  };
}

/**
 * Plays from → to (promotion: 'q'|'r'|'b'|'n') in `scene`. Returns the fields of the new node
 * ({ label, moveNumber, color, scene }) or null when the move is not legal there.
 */
export function playMove(Chess, scene, from, to, promotion) {
  const chess = positionOf(Chess, scene);
  if (!chess) return null;
  const moveNumber = chess.moveNumber();
  let move;
  try {
    move = chess.move({ from, to, ...(promotion ? { promotion } : {}) });
  } catch {
    return null;
  }
  return { label: move.san, moveNumber, color: move.color, scene: sceneOf(chess, move) };
}
