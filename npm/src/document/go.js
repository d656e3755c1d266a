// Go documents: an SGF collection (one game per game tree, every variation a branch of the move
// tree) or a HEN position (one game, no moves). Positions come from the rules engine: a node's
// position is its parent's board written as SGF setup, then the node itself, read by Hen.fromSgf
// (captures and ko are the engine's); a node reached without its parent is read from the SGF of
// its whole path. Nothing here knows how stones are captured.
import { diagnostic, documentOf, failed } from './diagnostics.js';
import { cachedScenes, nodeMaker, pathTo } from './tree.js';
import { say } from './words.js';
import { isolateText } from '../svg/isolate.js';

const COLUMN_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const ALL_MOVES = 1e9; // Hen.fromSgf's move count for "every move of the text"
const SETUP = ['AB', 'AW', 'AE'];

// SGF coordinates: a-z then A-Z.
const sgfIndex = (letter) =>
  letter >= 'a' && letter <= 'z' ? letter.charCodeAt(0) - 97 : letter.charCodeAt(0) - 65 + 26;
const sgfLetter = (index) => String.fromCharCode(index < 26 ? 97 + index : 65 + index - 26);

/** { row, col } of an SGF point on a width x height board; null for a pass or a point off it. */
function pointOf(value, width, height) {
  if (typeof value !== 'string' || value.length !== 2) return null;
  if (value === 'tt' && width <= 19 && height <= 19) return null;
  const col = sgfIndex(value[0]);
  const row = sgfIndex(value[1]);
  return col >= 0 && col < width && row >= 0 && row < height ? { row, col } : null;
}

/** The points of a list of SGF values, compressed rectangles ("aa:cc") expanded. */
function pointsOf(values = [], width, height) {
  const points = [];
  for (const value of values) {
    const [first, second] = value.split(':');
    const a = pointOf(first, width, height);
    const b = second === undefined ? a : pointOf(second, width, height);
    if (!a || !b) continue;
    for (let row = Math.min(a.row, b.row); row <= Math.max(a.row, b.row); row++) {
      for (let col = Math.min(a.col, b.col); col <= Math.max(a.col, b.col); col++) points.push({ row, col });
    }
  }
  return points;
}

const propertiesText = (properties) =>
  Object.entries(properties)
    .map(([id, values]) => `${id}${values.map((value) => `[${value}]`).join('')}`)
    .join('');

// The move of an SGF node: { colour: 'B'|'W', value }, or null for a node without one.
function moveOf(properties) {
  if (properties.B) return { colour: 'B', value: properties.B[0] ?? '' };
  if (properties.W) return { colour: 'W', value: properties.W[0] ?? '' };
  return null;
}

const hasSetup = (properties) => SETUP.some((id) => properties[id]);

function countStones(board) {
  const counts = [0, 0, 0];
  for (const row of board) for (const stone of row) if (stone === 1 || stone === 2) counts[stone]++;
  return counts;
}

function goScene(hen, captures) {
  const scene = { kind: 'go', width: hen.width, height: hen.height, board: hen.board };
  if (captures) scene.captures = captures;
  if (hen.lastMove) scene.lastMove = hen.lastMove;
  if (hen.koPoint) scene.ko = hen.koPoint;
  if (hen.marks.length) scene.marks = hen.marks;
  if (hen.labels.length) scene.labels = hen.labels;
  if (hen.numberedStones.length) scene.numbers = hen.numberedStones;
  return scene;
}

function pointName(point, height) {
  return `${COLUMN_LETTERS[point.col]}${height - point.row}`;
}

/** The scenes of one SGF game tree: `sgfOf` maps a document node to its SGF node. */
function goScenes(api, tree, sgfOf) {
  const cache = new WeakMap();
  const read = (text) => api.Hen.fromSgf(text, ALL_MOVES);

  function rootScene() {
    const hen = read(`(;${propertiesText(tree.root.properties)})`);
    return hen && goScene(hen, { black: 0, white: 0 });
  }

  // The parent's board as setup, then the node: the engine plays the node's move on it.
  function step(parentScene, node) {
    const { width, height, board } = parentScene;
    const properties = sgfOf.get(node).properties;
    const black = [];
    const white = [];
    board.forEach((row, r) =>
      row.forEach((stone, c) => {
        if (stone === 1) black.push(`[${sgfLetter(c)}${sgfLetter(r)}]`);
        else if (stone === 2) white.push(`[${sgfLetter(c)}${sgfLetter(r)}]`);
      }),
    );
    const size = width === height ? `SZ[${width}]` : `SZ[${width}:${height}]`;
    const setup = `${black.length ? `AB${black.join('')}` : ''}${white.length ? `AW${white.join('')}` : ''}`;
    const hen = read(`(;${size}${setup};${propertiesText(properties)})`);
    if (!hen) return null;
    const move = moveOf(properties);
    // A node without a move shows the last move and ko point it follows, as a replay does.
    if (!move && !hasSetup(properties)) {
      if (parentScene.lastMove) hen.lastMove = parentScene.lastMove;
      if (parentScene.ko) hen.koPoint = parentScene.ko;
    }
    // Stones that left the board other than by setup were captured: what the parent had, plus
    // what the node put, less what setup took away, less what is there now.
    const before = countStones(board);
    const after = countStones(hen.board);
    const added = [0, 0, 0];
    const removed = [0, 0, 0];
    for (const [id, stone] of [
      ['AB', 1],
      ['AW', 2],
      ['AE', 0],
    ]) {
      for (const { row, col } of pointsOf(properties[id], width, height)) {
        const was = board[row][col];
        if (was !== stone) {
          if (was === 1 || was === 2) removed[was]++;
          if (stone) added[stone]++;
        }
      }
    }
    if (move && pointOf(move.value, width, height)) added[move.colour === 'B' ? 1 : 2]++;
    const lost = (stone) => Math.max(0, before[stone] + added[stone] - removed[stone] - after[stone]);
    const captures = { black: parentScene.captures.black + lost(2), white: parentScene.captures.white + lost(1) };
    return goScene(hen, captures);
  }

  // A node whose parent has no scene yet: the SGF of its whole path, read once. Captures are
  // counted from the stones played when only the root has setup; otherwise each node is stepped.
  function jump(node) {
    const path = pathTo(node);
    if (path.slice(1).some((item) => hasSetup(sgfOf.get(item).properties))) return null;
    const first = sceneOf(path[0]);
    if (!first) return null;
    const hen = read(`(${path.map((item) => `;${propertiesText(sgfOf.get(item).properties)}`).join('')})`);
    if (!hen) return null;
    const played = [0, 0, 0];
    for (const item of path.slice(1)) {
      const move = moveOf(sgfOf.get(item).properties);
      if (move && pointOf(move.value, first.width, first.height)) played[move.colour === 'B' ? 1 : 2]++;
    }
    const start = countStones(first.board);
    const now = countStones(hen.board);
    const lost = (stone) => Math.max(0, start[stone] + played[stone] - now[stone]);
    return goScene(hen, { black: lost(2), white: lost(1) });
  }

  function sceneOf(node) {
    if (cache.has(node)) return cache.get(node);
    let scene;
    if (!node.parent) scene = rootScene();
    else if (cache.has(node.parent)) scene = cache.get(node.parent) && step(cache.get(node.parent), node);
    else {
      scene = jump(node);
      if (scene === null) {
        // Setup along the path: step down from the nearest node with a scene.
        const path = pathTo(node);
        let at = path.length - 1;
        while (at > 0 && !cache.has(path[at - 1])) at--;
        for (let i = Math.max(at, 0); i < path.length - 1; i++) sceneOf(path[i]);
        scene = cache.get(node.parent) && step(cache.get(node.parent), node);
      }
    }
    cache.set(node, scene ?? null);
    return scene ?? null;
  }
  return sceneOf;
}

const info = (properties, id) => (properties[id]?.[0] ? properties[id][0].trim() : '');

function gameOfTree(api, tree, index, language) {
  const decode = (raw) => api.Sgf.decodeText(raw).trim();
  const root = tree.root.properties;
  const [w, h = w] = (root.SZ?.[0] ?? '19').split(':').map((value) => Number.parseInt(value, 10));
  const width = Number.isInteger(w) && w > 0 ? w : 19;
  const height = Number.isInteger(h) && h > 0 ? h : width;
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
  const sgfOf = new WeakMap();
  // The number of the last move at or above each node: MN[n] gives a move its number, the moves
  // after it count on from there (a game printed in parts, a problem's moves numbered from 1).
  const numberAt = new WeakMap();
  const fill = (node, sgfNode) => {
    sgfOf.set(node, sgfNode);
    const { properties } = sgfNode;
    const move = moveOf(properties);
    const before = node.parent ? numberAt.get(node.parent) : 0;
    numberAt.set(node, before);
    if (move) {
      const point = pointOf(move.value, width, height);
      node.label = `${move.colour} ${point ? pointName(point, height) : say(language, 'go.pass')}`;
      node.color = move.colour;
      const given = Number.parseInt(properties.MN?.[0] ?? '', 10);
      node.moveNumber = Number.isInteger(given) && given > 0 ? given : before + 1;
      numberAt.set(node, node.moveNumber);
      if (point) node.point = point;
    } else if (node.parent) {
      node.label = say(language, 'go.setup');
    }
    // FG: a printed figure starts here (its diagram numbers the moves from here on).
    if (properties.FG) node.figure = true;
    const comment = sgfNode.properties.C?.[0];
    if (comment) node.comment = decode(comment);
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
      made.ply = node.ply + (moveOf(child.properties) ? 1 : 0);
      fill(made, child);
      return [child, made];
    });
    for (let i = made.length - 1; i >= 0; i--) stack.push(made[i]);
  }
  const game = { title, info: details, root: rootNode, diagnostics: [] };
  if (Number.isInteger(printMode)) game.printMode = printMode;
  return { game, scene: goScenes(api, tree, sgfOf) };
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
  const built = trees.map((tree, index) => gameOfTree(api, tree, index, language));
  // A tree the engine cannot draw (a board over 25 x 25, a game other than Go) has no root scene.
  const drawable = built.filter((item) => item.scene(item.game.root));
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
