// ssb-chess documents take every position from the chess engine (issue 33): the board, the side to
// move and the king in check that openDocument's scenes show are the engine's reading of each
// ply's FEN (chess.js's façade over the same engine says the same), also for a ply whose claimed
// position the replay could not verify; move numbers and colours are those of the position each
// move is played in.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { openDocument } = require('boardnotation/svg');
const { Chess } = require('boardnotation/chess');
const { Ssb } = require('boardnotation/ssb');

const root = join(__dirname, '..', '..', '..');
const example = (name) => readFileSync(join(root, 'web', 'examples', name), 'utf8');

// The engine's board of a FEN as a scene holds it: rank 8 first, { type, color } or null.
const boardOf = (fen) =>
  new Chess(fen).board().map((row) => row.map((piece) => piece && { type: piece.type, color: piece.color }));

function kingSquare(fen) {
  const chess = new Chess(fen);
  return chess.findPiece({ type: 'k', color: chess.turn() })[0];
}

// The example game without the message of ply 10: the replay cannot verify ply 11 and goes on
// from the position its message claims.
function withGap() {
  const messages = JSON.parse(example('ssb-game.json'));
  return JSON.stringify(messages.filter((message) => message.value.content.ply !== 10));
}

const cases = {
  'ssb-game.json': () => example('ssb-game.json'),
  'ssb-vanished-queen.json': () => example('ssb-vanished-queen.json'),
  'ssb-game.json without ply 10': withGap,
};

for (const [name, textOf] of Object.entries(cases)) {
  test(`${name}: every scene is the engine's reading of its ply's FEN`, () => {
    const text = textOf();
    const replay = Ssb.replay(JSON.parse(text));
    const document = openDocument(text, { notation: 'ssb' });
    expect(document.ok).toBe(true);
    let node = document.games[0].root;
    expect(document.sceneAt(0, node)).toMatchObject({ board: boardOf(replay.startFen), turn: 'w' });
    let checks = 0;
    for (const ply of replay.plies) {
      [node] = node.children;
      const before = new Chess(document.sceneAt(0, node.parent).fen);
      expect(node).toMatchObject({ label: ply.san, color: before.turn(), moveNumber: before.moveNumber() });
      const scene = document.sceneAt(0, node);
      expect(scene.fen).toBe(ply.fen);
      expect(scene.board).toEqual(boardOf(ply.fen));
      expect(scene.turn).toBe(new Chess(ply.fen).turn());
      expect(scene.lastMove).toEqual({ from: ply.orig, to: ply.dest });
      if (/[+#]$/.test(ply.san)) {
        checks += 1;
        expect(scene.check).toBe(kingSquare(ply.fen));
      } else {
        expect(scene.check).toBeUndefined();
      }
    }
    expect(checks).toBeGreaterThan(0);
    if (name.endsWith('without ply 10')) expect(replay.plies.find((ply) => ply.ply === 11)?.verified).toBe(false);
  });
}
