// Legal moves on a chess scene, through the chess family's own engine (apis.chess.Chess): which
// squares a piece can go to, and the scene after a move a reader plays on the board or a page
// plays through the viewer's API (play(), playMoves()).

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
 * What the move `san` does in `scene`, as the engine plays it: { piece, from, to, captured,
 * promotion, castling ('k', 'q' or null), check, mate }; null when it is not a move there.
 */
export function moveFacts(Chess, scene, san) {
  const chess = positionOf(Chess, scene);
  if (!chess) return null;
  let move;
  try {
    move = chess.move(san);
  } catch {
    return null;
  }
  const castling = move.flags.includes('k') ? 'k' : move.flags.includes('q') ? 'q' : null;
  const { piece, from, to, captured, promotion } = move;
  return { piece, from, to, captured, promotion, castling, check: chess.inCheck(), mate: chess.isCheckmate() };
}

const UCI = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/;

/**
 * A move as the viewer's API takes it: { from, to, promotion? }, a coordinate move ("e2e4",
 * "e7e8q", what playedMoves gives back), or SAN ("Nf3", "exd8=Q+"). Returns what Chess.move
 * takes, or null when `move` is none of these.
 */
export function moveSpec(move) {
  if (move && typeof move === 'object' && typeof move.from === 'string' && typeof move.to === 'string') {
    return {
      from: move.from,
      to: move.to,
      ...(move.promotion ? { promotion: String(move.promotion).toLowerCase() } : {}),
    };
  }
  if (typeof move !== 'string' || move.trim() === '') return null;
  const text = move.trim();
  const coordinates = UCI.exec(text.toLowerCase());
  if (coordinates)
    return { from: coordinates[1], to: coordinates[2], ...(coordinates[3] ? { promotion: coordinates[3] } : {}) };
  return text; // SAN: the engine reads it (and refuses it when it is not a legal move here)
}

/**
 * Plays `move` (see moveSpec) in `scene`. Returns the fields of the new node ({ label,
 * moveNumber, color, scene, uci }) or null when the move is not legal there.
 */
export function playMove(Chess, scene, move) {
  const spec = moveSpec(move);
  const chess = spec && positionOf(Chess, scene);
  if (!chess) return null;
  const moveNumber = chess.moveNumber();
  let played;
  try {
    played = chess.move(spec);
  } catch {
    return null;
  }
  if (!played) return null;
  return { label: played.san, moveNumber, color: played.color, scene: sceneOf(chess, played), uci: played.lan };
}
