// Go documents: an SGF collection (one game per game tree, every variation a branch of the move
// tree) or a HEN position (one game, no moves). Every node's position comes from the core, which
// replays each tree once, every node from its parent's position (src/sgf/tree_replay.hpp, read
// by sgf/replay.js): its board (setup, move, captures), prisoners, ko point, move and markup.
// This file only presents them: it knows no rule of Go and reads no point of SGF.
import { diagnostic, documentOf, failed } from './diagnostics.js';
import { cachedScenes, nodeMaker } from './tree.js';
import { say } from './words.js';
import { isolateText } from '../svg/isolate.js';
import { pointName } from '../svg/go-board.js';

const STONE = { B: 1, W: 2 };
const TURN = { b: 'B', w: 'W' }; // HEN's turn; another colour's turn takes no moves here

function goScene(hen, captures) {
  const scene = { kind: 'go', width: hen.width, height: hen.height, board: hen.board };
  if (captures) scene.captures = captures;
  if (hen.lastMove) scene.lastMove = hen.lastMove;
  // Who plays next: the replay's (the last PL, or the other side of the last move), HEN's turn;
  // Black when nothing says. HEN's ko point is one the player to move may not retake at.
  const toPlay = hen.toPlay !== undefined ? hen.toPlay : TURN[hen.turn ?? 'b'];
  if (toPlay) scene.toPlay = toPlay;
  if (hen.koPoint) scene.ko = hen.koPoint;
  const koForbidden = hen.koForbidden !== undefined ? hen.koForbidden : toPlay;
  if (hen.koPoint && koForbidden) scene.koForbidden = koForbidden;
  if (hen.allowSuicide) scene.allowSuicide = true; // the record's rules (RU: New Zealand, Ing...)
  // A problem: stones set up or a player named before any move (shown "Black to play").
  if (hen.problem) scene.problem = true;
  if (hen.marks.length) scene.marks = hen.marks;
  if (hen.labels.length) scene.labels = hen.labels;
  if (hen.numberedStones.length) scene.numbers = hen.numberedStones;
  return scene;
}

/**
 * What a move list calls a Go move: the player's letter in the language, then the point as the
 * board's coordinates name it, or "pass" ("B D4", "N D4", "W pass"). Shared by the document's
 * moves and a reader's (viewer/go-play.js), so that a reader's move is found among the game's.
 */
export function goMoveLabel(language, colour, point, height) {
  const where = point ? pointName(height, point.row, point.col) : say(language, 'go.pass');
  return `${say(language, 'go.player', { colour })} ${where}`;
}

/**
 * The scenes of one replayed game tree: `indexOf` maps a document node to its node in the
 * replay. A node's board is its parent's with the node's changes written over it; boards are
 * made on the way down from the nearest node already drawn (a loop, not recursion).
 */
function goScenes(replayed, indexOf) {
  const { width, height } = replayed;
  const cache = new WeakMap();

  function sceneFrom(parentScene, node) {
    const facts = replayed.node(indexOf.get(node));
    const board = parentScene
      ? parentScene.board.map((row) => row.slice())
      : Array.from({ length: height }, () => new Array(width).fill(0));
    replayed.applyChanges(indexOf.get(node), board);
    // The move shown: the node's own; a node with neither move nor setup follows the last one.
    let lastMove = null;
    if (facts.move) {
      const { colour, pass } = facts.move;
      lastMove = pass
        ? { row: null, col: null, color: STONE[colour], pass: true }
        : { row: facts.move.row, col: facts.move.col, color: STONE[colour], pass: false };
    } else if (!facts.setup && parentScene?.lastMove) {
      lastMove = parentScene.lastMove;
    }
    return goScene(
      {
        width,
        height,
        board,
        lastMove,
        koPoint: facts.ko,
        koForbidden: facts.koForbidden,
        allowSuicide: facts.allowSuicide,
        marks: facts.marks,
        labels: facts.labels,
        numberedStones: [],
        toPlay: facts.toPlay ?? 'B',
        problem: facts.moves === 0 && (facts.setup || facts.toPlay !== null || Boolean(parentScene?.problem)),
      },
      facts.captures,
    );
  }

  return function sceneOf(node) {
    if (cache.has(node)) return cache.get(node);
    const down = [];
    let at = node;
    while (at && !cache.has(at)) {
      down.push(at);
      at = at.parent;
    }
    let scene = at ? cache.get(at) : null;
    for (let i = down.length - 1; i >= 0; i--) {
      scene = sceneFrom(scene, down[i]);
      cache.set(down[i], scene);
    }
    return scene;
  };
}

const info = (properties, id) => (properties[id]?.[0] ? properties[id][0].trim() : '');

function gameOfTree(api, tree, replayed, index, language) {
  const decode = (raw) => api.Sgf.decodeText(raw).trim();
  const root = tree.root.properties;
  const { width, height } = replayed;
  const details = {};
  for (const [id, label] of [
    ['PB', 'Black'],
    ['PW', 'White'],
    ['RE', 'Result'],
    ['KM', 'Komi'],
    ['HA', 'Handicap'],
    ['DT', 'Date'],
    ['EV', 'Event'],
    ['GN', 'Game'],
    ['RU', 'Rules'],
  ]) {
    const value = info(root, id);
    if (value) details[label] = decode(value);
  }
  // Komi in points: Fox writes KM[375] for 7.5 (the core knows its scales).
  if (details.Komi !== undefined) {
    const komi = api.sgfKomi(details.Komi, decode(info(root, 'AP')), decode(info(root, 'RU')));
    if (!Number.isNaN(komi.points)) details.Komi = String(komi.points);
  }
  details.Size = width === height ? `${width}` : `${width} × ${height}`;
  // PM[2]: the game's diagrams print move numbers modulo 100 (1 to 100).
  const printMode = Number.parseInt(info(root, 'PM'), 10);
  // The title: each property's text isolated (isolateText), so its bidi controls stay in it.
  const shown = (label) => (details[label] ? isolateText(details[label]) : '');
  const players = details.Black || details.White ? `${shown('Black') || '?'} – ${shown('White') || '?'}` : '';
  const year = /^\d{4}/.exec(details.Date ?? '')?.[0];
  const where = [shown('Event'), year].filter(Boolean).join(' ');
  const result = details.Result ? ` (${shown('Result')})` : '';
  const title = players
    ? `${players}${where ? `, ${where}` : ''}${result}`
    : (shown('Game') || shown('Event') || say(language, 'game.untitled', { number: index + 1 })) + result;

  const make = nodeMaker();
  // The replay's node index of each SGF node: its place in document order (the root 0, a node
  // before its children), the order in which the core walks the tree.
  const replayIndex = new Map();
  for (const stack = [tree.root]; stack.length;) {
    const sgfNode = stack.pop();
    replayIndex.set(sgfNode, replayIndex.size);
    for (let i = sgfNode.children.length - 1; i >= 0; i--) stack.push(sgfNode.children[i]);
  }
  const indexOf = new WeakMap();
  const fill = (node, sgfNode) => {
    const index = replayIndex.get(sgfNode);
    indexOf.set(node, index);
    const { move, moveNumber } = replayed.node(index);
    if (move) {
      const point = move.pass ? null : { row: move.row, col: move.col };
      node.label = goMoveLabel(language, move.colour, point, height);
      node.color = move.colour;
      node.moveNumber = moveNumber;
      if (point) node.point = point;
      // BL/WL: the time the player who moved has left, in seconds (an SGF Real, read by the core).
      const left = api.sgfReal(info(sgfNode.properties, move.colour === 'B' ? 'BL' : 'WL'));
      if (Number.isFinite(left) && left >= 0) node.clock = left;
    } else if (node.parent) {
      node.label = say(language, 'go.setup');
    }
    // SBKV: an engine's win rate for Black at this position (Sabaki's analysis, read by the core).
    if (sgfNode.properties.SBKV) {
      const blackWinRate = api.sgfWinRate(info(sgfNode.properties, 'SBKV'));
      if (Number.isFinite(blackWinRate)) node.evaluation = { blackWinRate };
    }
    // FG: a printed figure starts here (its diagram numbers the moves from here on).
    if (sgfNode.properties.FG) node.figure = true;
    const comment = sgfNode.properties.C?.[0];
    if (comment) node.comment = decode(comment);
    return move !== null;
  };
  const rootNode = make(null);
  fill(rootNode, tree.root);
  // Iterative: an SGF tree can be deep (a long game is a chain of nodes). A node's ply counts the
  // moves up to it, as Hen.fromSgf counts them.
  const stack = [[tree.root, rootNode]];
  while (stack.length) {
    const [sgfNode, node] = stack.pop();
    const made = sgfNode.children.map((child) => {
      const made = make(node);
      made.ply = node.ply + (fill(made, child) ? 1 : 0);
      return [child, made];
    });
    for (let i = made.length - 1; i >= 0; i--) stack.push(made[i]);
  }
  const game = { title, info: details, root: rootNode, diagnostics: [] };
  // The players by the board: name and rank (BR/WR).
  const player = (name, rank) => {
    const entry = {};
    if (details[name]) entry.name = details[name];
    if (info(root, rank)) entry.rating = decode(info(root, rank));
    return Object.keys(entry).length ? entry : undefined;
  };
  const black = player('Black', 'BR');
  const white = player('White', 'WR');
  if (black || white) game.players = { white, black };
  if (Number.isInteger(printMode)) game.printMode = printMode;
  return { game, scene: goScenes(replayed, indexOf) };
}

export function openSgf(api, text, language) {
  const { errors, warnings } = api.Sgf.validate(text, { language });
  const problems = [...errors, ...warnings].map((item) => diagnostic(item));
  if (errors.length) return { document: failed('sgf', problems) };
  let trees;
  try {
    trees = api.Sgf.parse(text, { language });
  } catch (error) {
    return {
      document: failed(
        'sgf',
        error.diagnostics?.length
          ? error.diagnostics.map((item) => diagnostic(item))
          : [diagnostic({ code: error.code, message: error.message })],
      ),
    };
  }
  // A tree the engine cannot replay (a board over 25 x 25, a game other than Go) is not drawn.
  const replays = api.sgfReplayTrees(text) ?? [];
  const drawable = trees
    .map((tree, index) => replays[index]?.ok && gameOfTree(api, tree, replays[index], index, language))
    .filter(Boolean);
  if (drawable.length === 0) {
    return {
      document: failed('sgf', [
        diagnostic({ severity: 'error', code: 'document.no_board', message: say(language, 'document.no_board') }),
        ...problems,
      ]),
    };
  }
  return {
    document: documentOf(
      'sgf',
      drawable.map((item) => item.game),
      problems,
    ),
    scenes: drawable.map((item) => item.scene),
  };
}

export function openHen(api, text, language) {
  const { errors, warnings } = api.Hen.validate(text, { language });
  const problems = [...errors, ...warnings].map((item) => diagnostic(item));
  if (errors.length) return { document: failed('hen', problems) };
  const hen = api.Hen.parse(text.trim());
  if (!hen)
    return {
      document: failed('hen', [
        diagnostic({ severity: 'error', code: 'document.no_board', message: say(language, 'document.no_board') }),
      ]),
    };
  const make = nodeMaker();
  const game = {
    title: `HEN ${hen.width} × ${hen.height}`,
    info: { Size: `${hen.width} × ${hen.height}` },
    root: make(null),
    diagnostics: problems,
  };
  return { document: documentOf('hen', [game]), scenes: [cachedScenes(() => goScene(hen, undefined))] };
}
