// The worker's side of a document shown in <board-viewer> (the page's side is ../opened-document.js):
// the package's openDocument reads the text here, the document crosses to the page as plain data,
// and the scenes (the positions to draw) are made here when the page asks for them.
//
// Each game's move tree crosses as a flat list of nodes in depth-first order, each with the index
// of its parent: a structured clone of the tree itself would recurse once per level, and an SGF or
// a PGN may nest thousands of levels deep.

/** The tree under `root` as [{ parent, ...fields }] (parent: an index in the list, -1 for the root). */
function flatTree(root) {
  const nodes = [];
  const stack = [[root, -1]];
  while (stack.length) {
    const [node, parent] = stack.pop();
    const index = nodes.length;
    const { parent: _parent, children, ...fields } = node;
    nodes.push({ ...fields, parent });
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], index]);
  }
  return nodes;
}

/**
 * The document as the page takes it: { notation, ok, diagnostics, games: [{ ...game, nodes, start }] }
 * with each game's tree flattened; `start` is the scene of the first game's first position, so
 * that the board is drawn without waiting for any question asked before it.
 */
export function documentData(document) {
  return {
    notation: document.notation,
    ok: document.ok,
    diagnostics: document.diagnostics,
    games: document.games.map(({ root, ...game }, index) => ({
      ...game,
      nodes: flatTree(root),
      ...(index === 0 ? { start: document.sceneAt(0, root) } : {}),
    })),
  };
}

// The nodes of each game by id, made once per game asked about.
const nodesById = new WeakMap();
function nodeOf(game, id) {
  if (!nodesById.has(game)) {
    const byId = new Map();
    const stack = [game.root];
    while (stack.length) {
      const node = stack.pop();
      byId.set(node.id, node);
      for (const child of node.children) stack.push(child);
    }
    nodesById.set(game, byId);
  }
  return nodesById.get(game).get(id);
}

/** The scenes of the nodes `ids` of game `gameIndex` (null for an id the game does not have). */
export function scenesOf(document, gameIndex, ids) {
  const game = document.games[gameIndex];
  if (!game) throw new RangeError(`No game ${gameIndex} in this text`);
  return ids.map((id) => {
    const node = nodeOf(game, id);
    return node ? (document.sceneAt(game, node) ?? null) : null;
  });
}

// Diagnostics as the page lists them (web/app.js): every field it shows, the code always shown;
// `quiet(diagnostic)` marks the ones listed only on request.
export function problemsOf(diagnostics, quiet = () => false) {
  return diagnostics.map((diagnostic) => {
    const { code, severity, line, column, length, message } = diagnostic;
    return { code, severity, line, column, length, message, showCode: true, quiet: quiet(diagnostic) };
  });
}
