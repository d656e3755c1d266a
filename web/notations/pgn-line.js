// The line of a PGN game that the page shows (the main line, or the moves leading into a variation
// followed by that variation) described by where it leaves the main line, not by move objects:
// [[at, variation], ...] says "at index `at` of the line, take variation number `variation` of the
// move that stands there". The same description finds the same line in another reading of the same
// text (a language switch re-reads it, with messages in the new language) and travels in a link.

/** The branches of `line` (an array of moves of `game`'s tree); null if it is not a line of it. */
export function branchesOf(game, line) {
  const branches = [];
  let moves = game.moves;
  let offset = 0; // the index in `line` where `moves` starts
  for (let index = 0; index < line.length; index++) {
    const here = moves[index - offset];
    if (here === line[index]) continue;
    const found = here ? variationStarting(here, line[index], index) : null;
    if (!found) return null;
    branches.push(...found.branches);
    moves = found.moves;
    offset = index;
  }
  return line.length - offset === moves.length ? branches : null;
}

// The variation that starts with `target` and replaces `move`, directly or through variations of
// the first moves of its variations (a variation of a variation at the same ply), with its branches.
function variationStarting(move, target, at) {
  const stack = [{ move, branches: [] }];
  while (stack.length > 0) {
    const frame = stack.pop();
    for (const [number, variation] of frame.move.variations.entries()) {
      const branches = [...frame.branches, [at, number]];
      if (variation[0] === target) return { branches, moves: variation };
      if (variation[0]) stack.push({ move: variation[0], branches });
    }
  }
  return null;
}

/** The line that `branches` describe in `game`'s tree; null if the tree has no such line. */
export function lineOf(game, branches) {
  const line = [];
  let moves = game.moves;
  let offset = 0;
  for (const [at, variation] of branches) {
    const here = moves[at - offset];
    if (!Number.isInteger(at) || at < offset || !here?.variations[variation]) return null;
    line.push(...moves.slice(0, at - offset));
    moves = here.variations[variation];
    offset = at;
  }
  line.push(...moves);
  return line;
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

// The moves that may follow position `index` of `moves`, in the order <board-viewer>'s document
// lists a node's children: the move itself, then each variation replacing it (its first move, then
// the variations replacing that one, depth first). Empty variations have no node.
function choicesAt(moves, index) {
  const choices = [];
  const add = (list, at) => {
    choices.push({ moves: list, index: at });
    for (const variation of list[at].variations) if (variation.length) add(variation, 0);
  };
  if (index < moves.length) add(moves, index);
  return choices;
}

/**
 * The page's line through the node at `path` (child indices from the root, as the viewer's
 * document numbers them): { line, ply, inVariation }, the line running on to its end; null when
 * the path leaves the game's moves (a move the reader played on the viewer's board).
 */
export function lineAtPath(game, path, labels = []) {
  const line = [];
  let moves = game.moves;
  let index = 0;
  let inVariation = false;
  for (const [step, child] of path.entries()) {
    const choice = choicesAt(moves, index)[child];
    if (!choice) return null;
    const move = choice.moves[choice.index];
    if (labels[step] !== undefined && labels[step] !== move.san) return null;
    if (child > 0) inVariation = true;
    line.push(move);
    moves = choice.moves;
    index = choice.index + 1;
  }
  return { line: line.concat(moves.slice(index)), ply: path.length, inVariation };
}

/** The child indices that reach ply `ply` of `line` from the game's start (lineAtPath's inverse). */
export function pathOfLine(game, line, ply) {
  const path = [];
  let moves = game.moves;
  let index = 0;
  for (const move of line.slice(0, ply)) {
    const choices = choicesAt(moves, index);
    const child = choices.findIndex((choice) => choice.moves[choice.index] === move);
    if (child < 0) break;
    path.push(child);
    moves = choices[child].moves;
    index = choices[child].index + 1;
  }
  return path;
}
