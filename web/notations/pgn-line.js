// The line of a PGN game that the page shows (the main line, or the moves leading into a variation
// followed by that variation) described by where it leaves the main line, not by move objects:
// [[at, variation], ...] says "at index `at` of the line, take variation number `variation` of the
// move that stands there". The same description finds the same line in another reading of the same
// text (a language switch re-reads it, with messages in the new language) and travels in a link.
//
// <board-viewer>'s document numbers a node's children its own way (the move, then every variation
// that replaces it, depth first): the worker marks each node that leaves its line with the branches
// that lead into it (annotateBranches), so that the page turns a node into a link and a link into a
// node without the game's moves (branchesTo, nodeOnLine).

// The moves that may follow position `index` of `moves` (the line's index `at`), in the order
// <board-viewer>'s document lists a node's children: the move itself, then each variation replacing
// it (its first move, then the variations replacing that one, depth first), each with the branches
// that take the line into it. Empty variations have no node.
function choicesAt(moves, index, at) {
  const choices = [];
  const add = (list, from, branches) => {
    choices.push({ moves: list, index: from, branches });
    for (const [number, variation] of list[from].variations.entries())
      if (variation.length) add(variation, 0, [...branches, [at, number]]);
  };
  if (index < moves.length) add(moves, index, []);
  return choices;
}

/**
 * Marks each node of the document's tree `root` of `game` (a Pgn.parse game) that leaves the line
 * it is on: `node.branch` = the branches that take the line into it.
 */
export function annotateBranches(game, root) {
  const stack = [{ node: root, moves: game.moves, index: 0 }];
  while (stack.length) {
    const { node, moves, index } = stack.pop();
    const choices = choicesAt(moves, index, node.ply);
    node.children.forEach((child, k) => {
      const choice = choices[k];
      if (!choice) return;
      if (choice.branches.length) child.branch = choice.branches;
      stack.push({ node: child, moves: choice.moves, index: choice.index + 1 });
    });
  }
}

/** The branches of the line through `node` (a node marked by annotateBranches, or of its tree). */
export function branchesTo(node) {
  const branches = [];
  for (let at = node; at?.parent; at = at.parent) if (at.branch) branches.unshift(...at.branch);
  return branches;
}

const sameBranches = (branches, from, wanted) =>
  wanted.every(([at, variation], k) => branches[from + k]?.[0] === at && branches[from + k]?.[1] === variation);

// The child of `node` that branches[used...] lead into: the one whose branches match the most
// (a variation of a variation's first move is listed after that move, with longer branches).
function branchTaken(node, branches, used) {
  let taken;
  for (const child of node.children)
    if (child.branch && sameBranches(branches, used, child.branch) && child.branch.length > (taken?.branch.length ?? 0))
      taken = child;
  return taken;
}

/**
 * The node at `ply` of the line that `branches` describe in the tree `root` (marked by
 * annotateBranches); null when the tree has no such line.
 */
export function nodeOnLine(root, branches, ply) {
  let node = root;
  let used = 0;
  // The whole line is walked (its variations may start past `ply`), and the node at `ply` kept.
  let found = ply === 0 ? root : null;
  while (node.children.length > 0 && (used < branches.length || node.ply < ply)) {
    const next =
      used < branches.length && branches[used][0] === node.ply ? branchTaken(node, branches, used) : node.children[0];
    if (!next) return null;
    used += next.branch?.length ?? 0;
    node = next;
    if (node.ply === ply) found = node;
  }
  return used === branches.length ? (found ?? node) : null;
}

/** "3" (game index) or "3:5.0,7.1" (and the branches), for a link. */
export function writeLine(gameIndex, branches) {
  return branches.length
    ? `${gameIndex}:${branches.map(([at, variation]) => `${at}.${variation}`).join(',')}`
    : String(gameIndex);
}

/** { gameIndex, branches } from writeLine's text; null for anything else. */
export function readLine(text) {
  const match = /^(\d{1,7})(?::(\d{1,7}\.\d{1,4}(?:,\d{1,7}\.\d{1,4}){0,99}))?$/.exec(text ?? '');
  if (!match) return null;
  const branches = match[2] ? match[2].split(',').map((pair) => pair.split('.').map(Number)) : [];
  return { gameIndex: Number(match[1]), branches };
}

/**
 * The page's line through the node at `path` (child indices from the root, as the viewer's
 * document numbers them): { line, ply, inVariation }, the line running on to its end; null when
 * the path leaves the game's moves.
 */
export function lineAtPath(game, path) {
  const line = [];
  let moves = game.moves;
  let index = 0;
  let inVariation = false;
  for (const child of path) {
    const choice = choicesAt(moves, index, line.length)[child];
    if (!choice) return null;
    if (child > 0) inVariation = true;
    line.push(choice.moves[choice.index]);
    moves = choice.moves;
    index = choice.index + 1;
  }
  return { line: line.concat(moves.slice(index)), ply: path.length, inVariation };
}
