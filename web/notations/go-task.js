// Go in the worker (parse-worker.js): an SGF game or a HEN position read and checked, the document
// <board-viewer> shows opened from the same text, and the page's questions about it: the scenes of
// the nodes shown, the position shown (for the summary above the board) and the converter's
// outputs. A deep or long SGF costs the worker's time, never the page's.
import { documentData, scenesOf } from './document-task.js';

const ALL_MOVES = 1e9; // Hen.fromSgf's move count for "every move of the text"

/** SGF if the text holds a game tree "(;", HEN otherwise (HEN never contains "("). */
export function looksLikeSgf(text) {
  return /\(\s*;/.test(text);
}

function diagnosticsOf(list) {
  return list.map(({ code, line, column, length, message, severity }) => ({
    code,
    line,
    column,
    length,
    message,
    severity,
  }));
}

// The most moves any line of the collection has: how far a link's move may go.
function deepestPly(trees) {
  let deepest = 0;
  const stack = trees.map((tree) => [tree.root, 0]);
  while (stack.length) {
    const [node, before] = stack.pop();
    const ply = before + (node.properties.B || node.properties.W ? 1 : 0);
    deepest = Math.max(deepest, ply);
    for (const child of node.children) stack.push([child, ply]);
  }
  return deepest;
}

async function parseSgf(api, text, language) {
  let trees;
  try {
    trees = api.Sgf.parse(text, { language });
  } catch (error) {
    if (error instanceof api.SgfError)
      return { ok: false, name: error.name, problems: diagnosticsOf(error.diagnostics) };
    return { ok: false, name: error.name, problems: [{ message: error.message }] };
  }
  // `reason`: a problem the page words itself.
  if (trees.length === 0 || !api.Hen.fromSgf(text, 0)) return { ok: false, name: 'SgfError', reason: 'notAGoGame' };
  const document = await api.openDocument(text, { notation: 'sgf', language });
  return {
    ok: true,
    model: { kind: 'sgf', document: documentData(document), lastPly: deepestPly(trees), treeCount: trees.length },
    kept: { kind: 'sgf', text, trees, document, positions: new Map() },
  };
}

async function parseHen(api, text, language) {
  const source = text.trim();
  const { errors } = api.Hen.validate(source, { language });
  if (errors.length > 0) {
    // Validation counts from the start of the HEN: shift the columns by the blanks trimmed before it.
    const lead = text.length - text.trimStart().length;
    const leadLines = text.slice(0, lead).split('\n');
    const lineShift = leadLines.length - 1;
    const columnShift = leadLines[leadLines.length - 1].length;
    const problems = diagnosticsOf(errors).map((problem) => ({
      ...problem,
      line: problem.line + lineShift,
      column: problem.line === 1 ? problem.column + columnShift : problem.column,
    }));
    return { ok: false, name: 'HenError', problems };
  }
  const hen = api.Hen.parse(source);
  if (!hen) return { ok: false, name: 'HenError', reason: 'emptyHen' };
  const document = await api.openDocument(text, { notation: 'hen', language });
  return { ok: true, model: { kind: 'hen', document: documentData(document) }, kept: { kind: 'hen', hen, document } };
}

export function parse(api, text, { language }) {
  return looksLikeSgf(text) ? parseSgf(api, text, language) : parseHen(api, text, language);
}

export function transferables() {
  return [];
}

// ---- the page's questions ---------------------------------------------------------------------

export function scenes(api, { document }, gameIndex, ids) {
  return scenesOf(document, gameIndex, ids);
}

// The SGF nodes from the game's root to the node at `path` (null if the path leaves the tree).
function sgfPath(trees, gameIndex, path) {
  let node = trees[gameIndex]?.root;
  const nodes = [node];
  for (const child of path) {
    node = node?.children[child];
    nodes.push(node);
  }
  return node ? nodes : null;
}

// On the first game's main line the page's ply is the node; elsewhere (a variation, another game)
// the position is the engine's reading of the line to the node, written as a game of its own.
const onMainLine = ({ gameIndex, path }) => gameIndex === 0 && path.every((child) => child === 0);

function lineText(api, kept, { gameIndex, path }) {
  const nodes = sgfPath(kept.trees, gameIndex, path);
  if (!nodes) return null;
  const chain = (index) => ({
    properties: nodes[index].properties,
    children: index + 1 < nodes.length ? [chain(index + 1)] : [],
  });
  return api.Sgf.stringify({ root: chain(0) });
}

// The position shown (a Hen): `at` is { gameIndex, path, ply }, the node the viewer shows.
function positionOf(api, kept, at) {
  if (kept.kind !== 'sgf') return kept.hen;
  const key = onMainLine(at) ? `main ${at.ply}` : `${at.gameIndex}:${at.path.join('.')}`;
  if (!kept.positions.has(key)) {
    // One position is kept: stepping asks for the next one, not for this one again.
    const text = onMainLine(at) ? kept.text : lineText(api, kept, at);
    const position = text === null ? null : api.Hen.fromSgf(text, onMainLine(at) ? at.ply : ALL_MOVES);
    kept.positions = new Map([[key, position ?? api.Hen.fromSgf(kept.text, at.ply)]]);
  }
  return kept.positions.get(key);
}

/** What the page says above the board: { width, height, stones: [[stone, count]], turn }. */
export function summary(api, kept, at) {
  const position = positionOf(api, kept, at);
  const counts = new Map();
  for (const row of position.board) for (const stone of row) if (stone) counts.set(stone, (counts.get(stone) ?? 0) + 1);
  return {
    width: position.width,
    height: position.height,
    stones: [...counts].sort(([a], [b]) => a - b),
    turn: position.turn,
  };
}

/** The converter's output `outputId` at `at` (the node shown): HEN, the position as SGF, the whole game as SGF. */
export function produce(api, kept, outputId, settings, at) {
  if (outputId === 'hen') {
    if (kept.kind !== 'sgf') return kept.hen.toString();
    return onMainLine(at) ? api.Hen.sgf2hen(kept.text, at.ply) : positionOf(api, kept, at).toString();
  }
  if (outputId === 'sgf-position') return positionOf(api, kept, at).toSgf();
  if (outputId === 'sgf-game')
    return api.Sgf.stringify(kept.trees, { lineBreakBetweenNodes: settings.lineBreakBetweenNodes });
  throw new RangeError(`No output "${outputId}"`);
}
