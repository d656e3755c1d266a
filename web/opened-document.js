// A document opened in the worker (notations/document-task.js), as <board-viewer> takes it: a
// document opened elsewhere (the viewer's load(document), docs/viewer.md). The page rebuilds each
// game's move tree from the flat list the worker sent and asks the worker for the scene of a node
// when the viewer first draws it, with the scenes of the nodes a reader goes to next, so that
// stepping through a game seldom waits for an answer. Nothing here reads a notation.

// How many nodes ahead (along the line) each question asks for.
const AHEAD = 16;

/** The tree of a game from its flat list of nodes (depth first, parents before children). */
function treeOf(nodes) {
  const made = new Array(nodes.length);
  nodes.forEach(({ parent, ...fields }, index) => {
    const node = { ...fields, parent: parent < 0 ? null : made[parent], children: [] };
    if (node.parent) node.parent.children.push(node);
    made[index] = node;
  });
  return made[0];
}

// The node, its neighbours and the line ahead of it: what a reader is likely to look at next.
function around(node) {
  const near = [node, ...node.children];
  if (node.parent) near.push(node.parent);
  let at = node.children[0];
  for (let count = 0; at && count < AHEAD; count++, at = at.children[0]) near.push(at);
  return [...new Set(near.map((item) => item.id))];
}

/**
 * The document for the viewer: `data` as the worker sent it (documentData), `askScenes(gameIndex,
 * ids)` a promise of the scenes of those nodes, `extra` what else the document has (a BDL one's
 * player and withExplicitCode). `addGames(games, diagnostics)` appends games the worker sent later
 * (a database read in parts) and the whole text's diagnostics that came with them.
 */
export function openedDocument(data, askScenes, extra = {}) {
  const games = [];
  const indexOf = new Map();
  const known = []; // per game: node id -> scene
  const coming = []; // per game: node id -> promise of its scene
  const diagnostics = [...data.diagnostics];

  function addGames(list, more = []) {
    diagnostics.push(...more);
    for (const { nodes, start, ...fields } of list) {
      // A game's tree is made when first read (the viewer reads the game it opens): a database of
      // thousands of games opens for its picker without thousands of trees.
      let root = null;
      const game = Object.defineProperty(fields, 'root', { enumerable: true, get: () => (root ??= treeOf(nodes)) });
      indexOf.set(game, games.length);
      known.push(new Map(start ? [[nodes[0].id, start]] : []));
      coming.push(new Map());
      games.push(game);
    }
  }
  addGames(data.games);

  function sceneAt(game, node) {
    const index = typeof game === 'number' ? game : indexOf.get(game);
    const record = games[index];
    if (!record) throw new RangeError(`sceneAt: ${game} is not a game of this document`);
    const target = node ?? record.root;
    if (known[index].has(target.id)) return known[index].get(target.id);
    if (coming[index].has(target.id)) return coming[index].get(target.id);
    const ids = around(target).filter((id) => !known[index].has(id) && !coming[index].has(id));
    const answer = askScenes(index, ids).then((scenes) => {
      ids.forEach((id, k) => known[index].set(id, scenes[k]));
      return scenes;
    });
    const settled = answer.finally(() => ids.forEach((id) => coming[index].delete(id)));
    ids.forEach((id, k) => {
      const scene = settled.then((scenes) => scenes[k]);
      scene.catch(() => {}); // a neighbour nobody asked for yet: its failure is no one's error
      coming[index].set(id, scene);
    });
    return coming[index].get(target.id);
  }

  return { notation: data.notation, ok: data.ok, diagnostics, games, sceneAt, addGames, ...extra };
}
