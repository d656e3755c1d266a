// What the live region says at each step, for a reader who does not see the board: the move in
// words, as a screen reader should say it ("2. Knight takes f3, check"), not as notation
// ("2. N x f 3 plus"), and for Go the stones it took. Only the text of the move is read: whether
// it checks or takes is what its SAN says (the engine wrote it), nothing is worked out here.

const SAN = /^([KQRBN])?([a-h]?[1-8]?)(x)?([a-h][1-8])(?:=?([QRBN]))?([+#])?/;
const CASTLING = /^(?:O-O-O|0-0-0)([+#])?|^(?:O-O|0-0)([+#])?/;

/** A chess move's SAN in words (`words`: the viewer's, words.js), or the SAN itself when it is none. */
export function spokenSan(san, words) {
  const said = words.spoken;
  const castling = CASTLING.exec(san);
  if (castling) {
    const long = /^(?:O-O-O|0-0-0)/.test(san);
    const sign = castling[1] ?? castling[2];
    const text = `${long ? said.castleLong : said.castleShort}${sign ? `, ${sign === '#' ? said.mate : said.check}` : ''}`;
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  const move = SAN.exec(san);
  if (!move) return san;
  const [, piece, from, takes, square, promotion, sign] = move;
  let text = said.pieces[(piece ?? 'P').toLowerCase()];
  if (from) text += ` ${said.from(from)}`;
  text += takes ? ` ${said.takes} ${square}` : ` ${square}`;
  if (promotion) text += `, ${said.promotes(said.pieces[promotion.toLowerCase()])}`;
  if (sign) text += `, ${sign === '#' ? said.mate : said.check}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The live region's words for `node` shown: "Start position" and the like as `name` says them; a
 * chess move as its number and its words; a Go move with the stones it took (`scene` and
 * `before`: the scenes of the node and of its parent, when known).
 */
export function announcement(node, name, { chess, scene, before, words }) {
  if (!node.parent || !node.label) return name;
  if (chess) return `${name.slice(0, name.indexOf(' '))} ${spokenSan(node.label, words)}`;
  const took =
    scene?.captures && before?.captures
      ? (scene.captures.black ?? 0) -
        (before.captures.black ?? 0) +
        (scene.captures.white ?? 0) -
        (before.captures.white ?? 0)
      : 0;
  return took > 0 ? `${name}, ${words.spoken.stonesTaken(took)}` : name;
}
