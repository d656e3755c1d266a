// renderSvg: the board of a text at one point of one game, as an SVG string. The point is chosen
// along a line of the game's move tree:
//   game       0-based index of the game (default 0)
//   variation  the line: an array of child indexes, one per fork met from the start (0 is the
//              main continuation; forks past the array take 0; more indexes than forks is an
//              error), or omitted for the main line
//   ply        0 is the start position (every setup before the first move); N the position
//              after the N-th move of that line;
//              default: the end of the line (the final position of a game record)
//   node       a node id (Node.id of openDocument) instead of variation and ply
// Nothing to draw (bad text, a game, ply or variation that does not exist) is an Error whose
// message says what and where, with the diagnostics on error.diagnostics.
import { drawScene } from '../svg/index.js';
import { findNode, openDocument } from './open.js';
import { languageOf, say } from './words.js';

const ORIENTATIONS = ['white', 'black'];

/** An Error for the caller: the first diagnostic in the message, all of them in `diagnostics`. */
export class RenderError extends Error {
  constructor(message, diagnostics) {
    super(message);
    this.name = 'RenderError';
    this.diagnostics = diagnostics;
    const first = diagnostics.find((item) => item.severity === 'error') ?? diagnostics[0];
    if (first?.code) this.code = first.code;
    if (first?.line) {
      this.line = first.line;
      this.column = first.column;
    }
  }
}

// "(line 3, column 8)" after a message that does not say where already.
function where(item, language) {
  if (!item.line) return '';
  const [line, column] = language === 'es' ? ['línea', 'columna'] : ['line', 'column'];
  if (item.message.includes(`${line} ${item.line}`)) return '';
  return ` (${line} ${item.line}, ${column} ${item.column ?? 1})`;
}

function fail(language, code, args) {
  const message = say(language, code, args);
  return new RenderError(message, [{ severity: 'error', code, message }]);
}

const isIndex = (value) => Number.isInteger(value) && value >= 0;

/** The error of an option that is not what it must be (also for renderPng's and renderGif's). */
export function badOption(language, name, value, expected) {
  return fail(language, 'render.bad_option', { name, value: JSON.stringify(value) ?? String(value), expected });
}

function checkOptions(options, language) {
  const bad = (name, value, expected) => badOption(language, name, value, expected);
  if (options.game !== undefined && !isIndex(options.game)) throw bad('game', options.game, 'a whole number from 0');
  if (options.ply !== undefined && !isIndex(options.ply)) throw bad('ply', options.ply, 'a whole number from 0');
  if (options.node !== undefined && !isIndex(options.node))
    throw bad('node', options.node, 'a node id, a whole number from 0');
  if (options.variation !== undefined && !(Array.isArray(options.variation) && options.variation.every(isIndex))) {
    throw bad('variation', options.variation, 'an array of child indexes, e.g. [0, 1]');
  }
  if (options.orientation !== undefined && !ORIENTATIONS.includes(options.orientation))
    throw bad('orientation', options.orientation, "'white' or 'black'");
  if (options.size !== undefined && !(Number.isFinite(options.size) && options.size > 0))
    throw bad('size', options.size, 'a number of pixels above 0');
  if (options.shapes !== undefined && typeof options.shapes !== 'boolean')
    throw bad('shapes', options.shapes, 'true or false');
  if (options.language !== undefined && languageOf(options.language) !== options.language)
    throw bad('language', options.language, "'en' or 'es'");
}

/** The nodes of the line that `variation` chooses, from the root to the end of the line. */
export function lineOf(game, variation = [], language = 'en') {
  const line = [game.root];
  let fork = 0;
  for (let node = game.root; node.children.length;) {
    let index = 0;
    if (node.children.length > 1) {
      index = variation[fork] ?? 0;
      if (index >= node.children.length)
        throw fail(language, 'render.no_variation', { at: node.ply, index, count: node.children.length });
      fork++;
    }
    node = node.children[index];
    line.push(node);
  }
  // An index for a fork the line never meets asks for a line that is not there.
  if (variation.length > fork) throw fail(language, 'render.extra_variation', { given: variation.length, forks: fork });
  return line;
}

/** The node that the options choose in `game` (see the header). */
export function chooseNode(game, options = {}, language = 'en') {
  if (options.node !== undefined) {
    const node = findNode(game, options.node);
    if (!node) throw fail(language, 'render.no_node', { node: options.node });
    return node;
  }
  const line = lineOf(game, options.variation, language);
  if (options.ply === undefined) return line[line.length - 1];
  const node = nodeAtPly(line, options.ply);
  if (!node) throw fail(language, 'render.no_ply', { ply: options.ply, count: line[line.length - 1].ply });
  return node;
}

// The first node of the line at that ply (an SGF node without a move keeps its parent's ply),
// but ply 0 is the position before the first move, as Hen.fromSgf(text, 0) gives it: the last
// node before it (a problem's stones are often set up in a node after the root).
function nodeAtPly(line, ply) {
  return ply === 0 ? line.findLast((item) => item.ply === 0) : line.find((item) => item.ply === ply);
}

// The document, game and drawing options that renderSvg's options choose, every option checked.
function openGame(apis, text, options, caller) {
  if (options === null || typeof options !== 'object')
    throw new TypeError(
      `${caller}(text, options): options must be an object, not ${options === null ? 'null' : typeof options}`,
    );
  const language = languageOf(options.language);
  checkOptions(options, language);
  const document = openDocument(text, { notation: options.notation, fileName: options.fileName, language }, apis);
  const refuse = (diagnostics) => {
    const errors = diagnostics.filter((item) => item.severity === 'error');
    const first = errors[0] ?? diagnostics[0];
    const detail = first ? `${first.message}${where(first, language)}` : '';
    return new RenderError(
      say(language, 'render.failed', { count: Math.max(errors.length, 1), first: detail }),
      diagnostics,
    );
  };
  if (!document.ok) throw refuse(document.diagnostics);
  const gameIndex = options.game ?? 0;
  const game = document.games[gameIndex];
  if (!game) throw fail(language, 'render.no_game', { game: gameIndex, count: document.games.length });
  // A game with an error (an illegal move...) stops where the error is: a board drawn from it
  // could silently be another one than the text meant.
  if (game.diagnostics.some((item) => item.severity === 'error')) throw refuse(game.diagnostics);
  const drawOptions = { language };
  if (options.orientation) drawOptions.orientation = options.orientation;
  if (options.size !== undefined) drawOptions.size = options.size;
  if (options.title !== undefined) drawOptions.title = options.title;
  if (options.coordinates !== undefined) drawOptions.coordinates = options.coordinates;
  if (options.styles !== undefined) drawOptions.styles = options.styles;
  if (options.shapes !== undefined) drawOptions.shapes = options.shapes;
  return { document, game, language, drawOptions };
}

/** renderSvg with the family APIs given (the entries pass theirs). */
export function renderSvgWith(apis, text, options = {}) {
  const { document, game, language, drawOptions } = openGame(apis, text, options, 'renderSvg');
  const node = chooseNode(game, options, language);
  return drawScene(document.sceneAt(game, node), drawOptions);
}

/**
 * The SVG of every position of a line of a game (renderGif's frames): the line that
 * options.variation chooses (the main line by default), from ply `plies[0]` to `plies[1]`
 * (both included; the whole line by default). The other options are renderSvg's.
 */
export function renderLineWith(apis, text, options = {}, caller = 'renderGif') {
  const { document, game, language, drawOptions } = openGame(apis, text, options, caller);
  // One position is renderSvg's (or renderPng's): a line silently drawn instead would surprise.
  for (const name of ['ply', 'node'])
    if (options[name] !== undefined) throw badOption(language, name, options[name], 'none: a line takes plies');
  const line = lineOf(game, options.variation, language);
  const last = line[line.length - 1].ply;
  const plies = options.plies ?? [0, last];
  if (!Array.isArray(plies) || plies.length !== 2 || !plies.every(isIndex) || plies[0] > plies[1])
    throw badOption(language, 'plies', plies, '[first, last], whole numbers from 0, first <= last');
  const svgs = [];
  for (let ply = plies[0]; ply <= plies[1]; ply++) {
    const node = nodeAtPly(line, ply);
    if (!node) throw fail(language, 'render.no_ply', { ply, count: last });
    svgs.push(drawScene(document.sceneAt(game, node), drawOptions));
  }
  return svgs;
}
