// The moves a reader played (on the board or through play()) that the text does not have, as the
// viewer's `playedMoves` lists them: the ones on the line shown, so that a page can keep them (in
// its address, say) and give them back to playMoves() on a later visit.

/**
 * The reader's nodes from where the line through `node` leaves the document to the end of that
 * line, each as { san, uci, ply, moveNumber, color, nodeId, parentId, fen } (chess) or { san, ply,
 * moveNumber, nodeId, parentId, from, to, spawn?, piece, captured? } (BDL; san is the move list's label). [] when the line shown is all the text's.
 */
export function playedLine(tree, node) {
  if (!tree || !node) return [];
  const line = [];
  for (let at = tree.lineEnd(node); at && at.added; at = at.parent) line.push(at);
  return line.reverse().map((at) => ({
    san: at.label,
    ...(at.uci ? { uci: at.uci } : {}),
    ply: at.ply,
    ...(at.moveNumber !== undefined ? { moveNumber: at.moveNumber } : {}),
    ...(at.color ? { color: at.color } : {}),
    nodeId: at.id,
    parentId: at.parent.id,
    ...(typeof at.scene?.fen === 'string' ? { fen: at.scene.fen } : {}),
    // BDL: the move as play() takes it and the move event gives it ({ from, to, spawn?, piece, captured? }).
    ...(at.move ?? {}),
  }));
}
