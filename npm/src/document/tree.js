// The move tree of a game: nodes numbered in the order they are made (the root is 0), so an id
// found in one reading of a text finds the same node in another reading of it.

/** A node factory for one game; `make(parent, fields)` appends the node to its parent's children. */
export function nodeMaker() {
  let next = 0;
  return function make(parent, fields = {}) {
    const node = { id: next++, ply: parent ? parent.ply + 1 : 0, parent, children: [], label: '', ...fields };
    if (parent) parent.children.push(node);
    return node;
  };
}

/** The nodes from the root to `node`, both included. */
export function pathTo(node) {
  const path = [];
  for (let at = node; at; at = at.parent) path.push(at);
  return path.reverse();
}

/** Every node of the tree under `root` (root first, depth first, main line before variations). */
export function* walk(root) {
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    yield node;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
}

/**
 * A game's scene function: `compute(node)` runs once per node, the result is kept (a WeakMap,
 * so a dropped document frees its scenes).
 */
export function cachedScenes(compute) {
  const cache = new WeakMap();
  return (node) => {
    let scene = cache.get(node);
    if (scene === undefined) {
      scene = compute(node);
      cache.set(node, scene);
    }
    return scene;
  };
}
