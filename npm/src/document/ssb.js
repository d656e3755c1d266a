// ssb-chess games: the messages replayed by Ssb.replay, one game whose plies are a single line.
// A ply the replay could not verify is drawn as its message claims it (the replay says so in an
// issue, which names the node it is about: the viewer marks that move). The engine words its
// issues for a reader (a claimed position is said by what differs); the game's chat is part of its info.
// Boards, sides to move and checks are the chess engine's reading of each ply's FEN (chessScene).
import { chessScene } from './chess.js';
import { diagnostic, documentOf, failed } from './diagnostics.js';
import { cachedScenes, nodeMaker } from './tree.js';
import { say } from './words.js';
import { isolateText } from '../svg/isolate.js';

// Problems of the text itself (not JSON, not an array): there is no game.
const isTextProblem = (issue) => issue.code.startsWith('json.') || issue.code === 'ssb.replay.not_an_array';
// Ids and chat lines are the messages' text: isolated (isolateText) where this file composes them.
const shortId = (id) => (id ? `${isolateText(id.slice(0, 9))}…` : '?');

// The chat, one line per message, each said by the side that wrote it.
function chatOf(replay) {
  const who = (author) => (author === replay.white ? 'White' : author === replay.black ? 'Black' : shortId(author));
  return replay.chat.map((line) => `${who(line.author)}: ${isolateText(line.msg)}`).join('\n');
}

export function openSsb(api, text, language) {
  const replay = api.Ssb.replay(text, { language });
  const broken = replay.issues.filter(isTextProblem);
  if (broken.length)
    return {
      document: failed(
        'ssb',
        broken.map((item) => diagnostic(item)),
      ),
    };
  if (replay.gameId === null && replay.plies.length === 0) {
    return {
      document: failed('ssb', [
        diagnostic({ severity: 'error', code: 'document.no_game', message: say(language, 'document.no_game') }),
        ...replay.issues.map((item) => diagnostic(item)),
      ]),
    };
  }
  const make = nodeMaker();
  const root = make(null);
  const fenOf = new WeakMap([[root, { fen: replay.startFen }]]);
  const nodeOfPly = new Map();
  let parent = root;
  for (const entry of replay.plies) {
    // The move's number and colour are those of the position it is played in; a claimed FEN the
    // engine refuses leaves them to the ply's count.
    const before = api.placementOfFen(fenOf.get(parent).fen);
    const node = make(parent, {
      label: entry.san,
      moveNumber: before?.fullmove || Math.ceil(entry.ply / 2),
      color: before?.turn ?? (entry.ply % 2 === 0 ? 'b' : 'w'),
    });
    fenOf.set(node, entry);
    nodeOfPly.set(entry.ply, node);
    parent = node;
  }
  // An issue about a message left out of the replay (a duplicate, a move by someone else) is shown
  // at the last ply replayed before it.
  const nodeAtOrBefore = (ply) => {
    let found = root;
    let foundAt = -Infinity;
    for (const [at, node] of nodeOfPly) {
      if (at <= ply && at > foundAt) {
        found = node;
        foundAt = at;
      }
    }
    return found;
  };
  const info = { White: replay.white ?? '?', Black: replay.black ?? '?', Result: replay.result, Status: replay.status };
  if (replay.winner) info.Winner = replay.winner;
  if (replay.chat?.length) info[say(language, 'ssb.chat')] = chatOf(replay);
  const game = {
    title: `${shortId(replay.white)} – ${shortId(replay.black)} (${replay.result})`,
    info,
    root,
    diagnostics: replay.issues.map((item) => {
      const node = item.ply === undefined ? undefined : nodeAtOrBefore(item.ply);
      return diagnostic(item, node ? { nodeId: node.id } : {});
    }),
  };
  const scene = cachedScenes((node) => {
    const entry = fenOf.get(node);
    const lastMove = entry.orig && entry.dest ? { from: entry.orig, to: entry.dest } : undefined;
    return chessScene(api, entry.fen, lastMove, entry.san ? /[+#]$/.test(entry.san) : undefined);
  });
  return { document: documentOf('ssb', [game]), scenes: [scene] };
}
