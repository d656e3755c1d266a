// One game's move tree as the viewer walks it: nodes by id, which nodes are on the main line, and
// the lines a reader adds by playing moves on the board. The document's nodes are never changed:
// a reader's moves hang from an overlay (parent id -> added nodes), so the text and the document
// stay what was loaded, and the same node ids keep meaning the same moves.

export class GameTree {
  constructor(game) {
    this.game = game;
    this.root = game.root;
    this.byId = new Map();
    this.main = new Set();
    this.added = new Map(); // document node id -> the reader's nodes played from it
    let maxId = 0;
    // Iterative: a long game is a deep chain of nodes.
    const stack = [[game.root, true]];
    while (stack.length) {
      const [node, onMain] = stack.pop();
      this.byId.set(node.id, node);
      if (node.id > maxId) maxId = node.id;
      if (onMain) this.main.add(node.id);
      const children = node.children ?? [];
      for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], onMain && i === 0]);
    }
    this.nextId = maxId + 1;
  }

  node(id) {
    return this.byId.get(id) ?? null;
  }

  /** The moves after `node`: the document's, then the reader's (children[0] continues the line). */
  children(node) {
    if (node.added) return node.children;
    const added = this.added.get(node.id);
    return added ? [...(node.children ?? []), ...added] : (node.children ?? []);
  }

  isMain(node) {
    return this.main.has(node.id);
  }

  isAdded(node) {
    return Boolean(node.added);
  }

  /** The last node of the line through `node` (following the first child). */
  lineEnd(node) {
    let end = node;
    for (let next = this.children(end)[0]; next; next = this.children(end)[0]) end = next;
    return end;
  }

  /** The node of ply `ply` on the line through `node` (towards the root or along the first children). */
  atPly(node, ply) {
    let at = node;
    while (at.ply > ply && at.parent) at = at.parent;
    while (at.ply < ply) {
      const next = this.children(at)[0];
      if (!next) break;
      at = next;
    }
    return ply === 0 ? this.beforeFirstMove(at) : at;
  }

  /**
   * Where a game starts: the position before its first move, as renderSvg's ply 0 and
   * Hen.fromSgf(text, 0) give it. That is the root, or for SGF the last of the nodes without a
   * move that follow it (a problem's stones are often set up in the node after the root).
   */
  start() {
    return this.beforeFirstMove(this.root);
  }

  /** The last node of ply 0 on the main continuation of `node` (itself when the next has a move). */
  beforeFirstMove(node) {
    let at = node;
    for (let next = at.children?.[0]; at.ply === 0 && next?.ply === 0; next = at.children?.[0]) at = next;
    return at;
  }

  /** The nearest node on the main line at or before `node`: where its variation leaves the main line. */
  mainAncestor(node) {
    let at = node;
    while (!this.isMain(at)) at = at.parent;
    return at;
  }

  /** A child of `node` whose label is `label` (check and annotation signs aside), or null. */
  childLabelled(node, label) {
    const plain = (text) => String(text).replace(/[+#!?]+$/u, '');
    return this.children(node).find((child) => plain(child.label) === plain(label)) ?? null;
  }

  /**
   * The node of a move played after `parent` (`fields`: its label, moveNumber, color, scene):
   * the game's own child with that label when it has one, else a new node of the reader's.
   * Returns { node, added }.
   */
  moveAfter(parent, fields) {
    const existing = this.childLabelled(parent, fields.label);
    return existing ? { node: existing, added: false } : { node: this.addMove(parent, fields), added: true };
  }

  /** Adds a reader's move after `parent`; `fields` holds label, moveNumber, color and its scene. */
  addMove(parent, fields) {
    const node = { ...fields, id: this.nextId++, ply: parent.ply + 1, parent, children: [], added: true };
    if (parent.added) parent.children.push(node);
    else {
      if (!this.added.has(parent.id)) this.added.set(parent.id, []);
      this.added.get(parent.id).push(node);
    }
    this.byId.set(node.id, node);
    return node;
  }
}
