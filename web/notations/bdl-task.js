// BDL in the worker (parse-worker.js): the description parsed and checked, the document
// <board-viewer> shows opened from it, and every question the page and the viewer ask later: the
// game's state, the legal moves of a piece, a move played, the summary above the board and the
// converter's outputs. The moves of a description can cost seconds (a big board with invariants):
// here they cost the worker's time, never the page's, and a newer text stops them.
//
// A description's explicit JavaScript runs only once the reader allowed it in the viewer (the
// page asks allowCode then), here in the worker, which sees neither the page nor its document.
import { compactJson } from '../compact-json.js';
import { documentData, problemsOf, scenesOf } from './document-task.js';

const runExplicit = (code) => new Function(`return (${code});`)();

const ruleOf = (tree, name) => tree.rules.find((rule) => rule.rule === name)?.value;

export async function parse(api, text, { language }) {
  let tree;
  try {
    tree = api.Bdl.parse(text, { language });
  } catch (error) {
    if (error instanceof api.BdlError) return { ok: false, name: 'BdlError', problems: problemsOf(error.diagnostics) };
    throw error;
  }
  const { errors, warnings } = api.Bdl.check(text, { language });
  if (errors.length > 0) return { ok: false, name: 'BdlError', problems: problemsOf([...errors, ...warnings]) };
  const document = await api.openDocument(text, { notation: 'bdl', language });
  return {
    ok: true,
    model: { document: documentData(document), width: ruleOf(tree, 'width'), height: ruleOf(tree, 'height') },
    notes: problemsOf(warnings),
    // live: the game last played ({ allowed, keys, game, over?, moves? }); allowed: the document
    // opened with the description's code, once the reader allowed it.
    kept: { text, language, tree, document, allowed: null, live: null },
  };
}

export function transferables() {
  return [];
}

// ---- the game: one live game, at the line last asked about ------------------------------------

const keyOf = (move) => `${move.from.x}.${move.from.y}-${move.to.x}.${move.to.y}=${move.spawn ?? ''}`;

// The live game after `line` (the moves from the initial position), the description's code run or
// not: the one kept when `line` goes on from it, otherwise a new one replayed from the start. A
// BDL game cannot undo. Throws the engine's BdlError (a game that needs code, a move not legal).
function liveAt(api, kept, allowed, line) {
  const keys = line.map(keyOf);
  const live = kept.live;
  const goesOn = live && live.allowed === allowed && live.keys.every((key, index) => key === keys[index]);
  if (!goesOn) {
    live?.game.free();
    kept.live = null;
    const options = { language: kept.language, ...(allowed ? { evaluator: runExplicit } : {}) };
    kept.live = { allowed, keys: [], game: api.Bdl.game(kept.text, options) };
  }
  const current = kept.live;
  for (const move of line.slice(current.keys.length)) {
    current.game.move(move.from, move.to, move.spawn);
    current.keys.push(keyOf(move));
    current.over = current.moves = undefined;
  }
  return current;
}

// Whether the game is over, and its legal moves: each worked out once per position.
const isOver = (live) => (live.over ??= live.game.isOver());
const legalMoves = (live) => (live.moves ??= isOver(live) ? [] : live.game.moves());

// The live game, or what keeps it from being played: { live } or { blocked } (its code is not
// allowed) or { failure } (the engine refused it).
function attempt(api, kept, allowed, line) {
  try {
    return { live: liveAt(api, kept, allowed, line) };
  } catch (error) {
    if (!(error instanceof api.BdlError)) throw error;
    return error.code === 'bdl.needs_evaluator' ? { blocked: true } : { failure: error.message };
  }
}

/** The player to move and whether the game is over after `line`; null when it cannot be played. */
export function state(api, kept, allowed, line) {
  const { live } = attempt(api, kept, allowed, line);
  return live ? { turn: live.game.turn, over: isOver(live) } : null;
}

/** The legal moves of the piece on `from` after `line` ([] when none). */
export function moves(api, kept, allowed, line, from) {
  const { live } = attempt(api, kept, allowed, line);
  if (!live || isOver(live)) return [];
  return legalMoves(live).filter((move) => move.from.x === from?.x && move.from.y === from?.y);
}

/** Plays `move` after `line`: { move, state, scene } (the board after it), or null when it is not legal there. */
export function play(api, kept, allowed, line, move) {
  const { live } = attempt(api, kept, allowed, line);
  if (!live || isOver(live)) return null;
  const { game } = live;
  let played;
  try {
    played = game.move(move.from, move.to, move.spawn);
  } catch {
    return null; // not a legal move here (the game is unchanged)
  }
  live.keys.push(keyOf(move));
  live.over = live.moves = undefined;
  return {
    move: played,
    state: { turn: game.turn, over: isOver(live) },
    scene: {
      kind: 'bdl',
      width: game.width,
      height: game.height,
      board: game.board(),
      pieceNames: game.pieceNames,
      lastMove: { from: played.from, to: played.to },
    },
  };
}

/** The document opened with the description's JavaScript run: asked once the reader allowed it. */
export async function allowCode(api, kept) {
  kept.allowed ??= await api.openDocument(kept.text, {
    notation: 'bdl',
    language: kept.language,
    evaluator: runExplicit,
  });
  return documentData(kept.allowed);
}

export function scenes(api, kept, allowed, gameIndex, ids) {
  return scenesOf(allowed ? kept.allowed : kept.document, gameIndex, ids);
}

// ---- the page's summary and converter ---------------------------------------------------------

/** After `line`: { turn, over, moveCount, legal } (legal: how many moves), or { blocked } or { failure }. */
export function summary(api, kept, allowed, line) {
  const { live, blocked, failure } = attempt(api, kept, allowed, line);
  if (!live) return { blocked, failure };
  if (isOver(live)) return { over: true, moveCount: live.game.moveCount };
  return { turn: live.game.turn, legal: legalMoves(live).length };
}

/** Every legal move after `line`, or { blocked } or { failure }. */
export function legal(api, kept, allowed, line) {
  const { live, blocked, failure } = attempt(api, kept, allowed, line);
  return live ? { moves: legalMoves(live) } : { blocked, failure };
}

// The tree without its source positions (`at`), for a JSON that only says what the text says.
function withoutPositions(value) {
  if (Array.isArray(value)) return value.map(withoutPositions);
  if (value === null || typeof value !== 'object') return value;
  const copy = {};
  for (const [name, member] of Object.entries(value)) if (name !== 'at') copy[name] = withoutPositions(member);
  return copy;
}

/** The converter's output: the syntax tree as JSON ('json') or the formatted description ('bdl'). */
export function produce(api, { tree }, outputId, { positions } = {}) {
  if (outputId === 'json') return compactJson(positions ? tree : withoutPositions(tree));
  if (outputId === 'bdl') return api.Bdl.format(tree);
  throw new RangeError(`No output "${outputId}"`);
}
