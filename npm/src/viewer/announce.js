// What the live region says at each step, for a reader who does not see the board: the move in
// words, as a screen reader should say it ("2. Knight g1 to f3", "4. Queen h5 takes f7,
// checkmate"), not as notation ("2. N f 3"), and for Go the stones it took. What a chess move does
// (its piece, capture, promotion, check) is the engine's answer (chess-play.js moveFacts), never
// read from its SAN here.

/** A chess move in words (`facts`: moveFacts's answer; `words`: the viewer's, words.js). */
export function spokenMove(facts, words) {
  const said = words.spoken;
  let text = facts.castling
    ? facts.castling === 'q'
      ? said.castleLong
      : said.castleShort
    : `${said.pieces[facts.piece]} ${facts.from} ${facts.captured ? said.takes : said.to} ${facts.to}`;
  if (facts.promotion) text += `, ${said.promotes(said.pieces[facts.promotion])}`;
  if (facts.mate) text += `, ${said.mate}`;
  else if (facts.check) text += `, ${said.check}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The live region's words for `node` shown: "Start position" and the like as `name` says them; a
 * chess move as its number and its words (`facts`, when the board before it is at hand; else its
 * name); a Go move with the stones it took (`scene` and `before`: the scenes of the node and of
 * its parent, when known).
 */
export function announcement(node, name, { facts, scene, before, words }) {
  if (!node.parent || !node.label) return name;
  if (facts) return `${name.slice(0, name.indexOf(' '))} ${spokenMove(facts, words)}`;
  const took =
    scene?.captures && before?.captures
      ? (scene.captures.black ?? 0) -
        (before.captures.black ?? 0) +
        (scene.captures.white ?? 0) -
        (before.captures.white ?? 0)
      : 0;
  return took > 0 ? `${name}, ${words.spoken.stonesTaken(took)}` : name;
}
