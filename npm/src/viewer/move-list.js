// The move list of one game: every move a button (data-node = its id), comments as text, NAGs as
// symbols, variations in parentheses after the move they replace, as a book prints them. Built once
// per game (and again when a reader adds a move); stepping only moves the aria-current marker.
//
// The game's tree is first written as a flat list of tokens (a move, its number, a comment, a
// variation opened or closed), then the tokens as elements. A list of up to VIRTUAL_FROM moves is
// all elements; a bigger one (a heavily analysed record: 23,000 moves) is cut into blocks of about
// BLOCK_MOVES moves, of which only those near the scrolled view and the current move's are
// elements (virtual-list.js), so that a step costs what is in view, not what the list holds.
import { nagGlyph } from './nags.js';
import { isolateText } from '../svg/isolate.js';
import { clockText } from './players.js';
import { virtualBlocks } from './virtual-list.js';

function element(document, name, className, text) {
  const node = document.createElement(name);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// "4." before White's move, "4…" before Black's when something came in between; other games
// number every move.
function moveNumberText(node, needed) {
  if (node.color === 'w') return `${node.moveNumber ?? Math.ceil(node.ply / 2)}.`;
  if (node.color === 'b') return needed ? `${node.moveNumber ?? Math.ceil(node.ply / 2)}…` : '';
  return `${node.moveNumber ?? node.ply}.`;
}

/**
 * What a reader calls the move: "4. Qxf7#", "4… Kd8", "12. B D4" ('' for the root). The label is
 * the text's: isolated (isolateText), as every input text the viewer shows.
 */
export function moveName(node) {
  if (!node || !node.parent) return '';
  return `${moveNumberText(node, true)} ${isolateText(node.label)}`;
}

function appendNags(document, button, nags, language, words) {
  for (const nag of nags ?? []) {
    const glyph = nagGlyph(nag, language, words.annotation);
    const mark = element(document, 'span', glyph.move ? 'nag nag-move' : 'nag', glyph.symbol);
    mark.title = glyph.title;
    // Read as its meaning, not as punctuation.
    mark.setAttribute('aria-label', glyph.title);
    button.append(mark);
  }
}

// A move with problems (an ssb-chess message that does not check out): a mark, the messages as
// its tooltip, and words a screen reader says with the move.
function markIssues(document, button, issues, words) {
  if (!issues?.length) return;
  button.classList.add('has-issue');
  button.title = issues.map((item) => isolateText(item.message)).join('\n');
  const mark = element(document, 'span', 'issue-mark', '⚠');
  mark.setAttribute('aria-hidden', 'true');
  button.append(mark, element(document, 'span', 'unseen', ` (${words.issueAtMove(issues.length)})`));
}

// The time of a move, small after it: the clock its player had left ([%clk], SGF BL/WL), else
// the time the move took ([%emt]); the words a screen reader says with the move.
function appendTime(document, button, node, words) {
  if (node.clock !== undefined) {
    const text = clockText(node.clock);
    const time = element(document, 'span', 'move-time', text);
    time.setAttribute('aria-hidden', 'true');
    button.append(time, element(document, 'span', 'unseen', ` (${words.clockLeft(text)})`));
  } else if (node.moveTime !== undefined) {
    const text = clockText(node.moveTime);
    const time = element(document, 'span', 'move-time move-took', `+${text}`);
    time.setAttribute('aria-hidden', 'true');
    button.append(time, element(document, 'span', 'unseen', ` (${words.moveTook(text)})`));
  }
}

// Variations nest as elements (their parentheses drawn by the style sheet) down to MAX_NESTED
// levels; a variation deeper than that is written inside the deepest one, its parentheses as text.
// Chromium's cost of inserting, styling and laying out an element grows with its depth, so one
// element per level made a tree of n nested variations cost O(n²) to O(n³) (2,000 levels: 13 s);
// capped, each move costs the same at any depth. Real games rarely nest past a few levels.
const MAX_NESTED = 8;

// Lists of more moves than this are virtual (only the blocks near the view are elements): at 2,681
// moves the whole list costs ~10 ms a step, at 23,081 ~150 ms (bench/results/go-steps-*.md).
export const VIRTUAL_FROM = 3000;
// Moves in a block of a virtual list: a few screens of moves are a handful of blocks.
const BLOCK_MOVES = 100;

// Token kinds. A token is { kind, ... }: NUMBER and COMMENT have `text`, MOVE its `node` and
// `joined` (after its number, on the same line), OPEN a `tag` and `className` (an element that
// holds what follows up to its CLOSE), MARK_OPEN and MARK_CLOSE are the parentheses of a variation
// nested deeper than MAX_NESTED, written as text.
const NUMBER = 0;
const GAP = 1;
const MOVE = 2;
const COMMENT = 3;
const OPEN = 4;
const CLOSE = 5;
const MARK_OPEN = 6;
const MARK_CLOSE = 7;

// Chess's main line is written in two columns, as lichess and score sheets write it: a row per
// move number (number, White's move, Black's), a comment or the variations of a move across the
// whole row between them (an "interrupt"), and "…" in White's place when Black's move starts a row.
// Variations are written as a line of text inside their row. Other games, and chess without a main
// line, are one text.
function moveTokens(tree) {
  const tokens = [];
  const first = tree.children(tree.root)[0];
  const columns = first?.color === 'w' || first?.color === 'b';
  let moves = 0;
  const move = (node, joined) => {
    tokens.push({ kind: MOVE, node, joined });
    moves += 1;
  };
  const interruptWith = (text) =>
    tokens.push({ kind: OPEN, tag: 'div', className: 'interrupt' }, { kind: COMMENT, text }, { kind: CLOSE });

  // Work to do, last pushed first: { line, depth } writes the line from node `line` (each of its
  // moves followed by the variations that replace it; `columns`: chess's main line); { variation,
  // depth } opens one; { token } writes a token (the end of a variation or of a row). A stack, not
  // recursion: variations nest as deep as the notations allow (SGF: 10,000 levels).
  const work = [];
  const writeColumns = (line) => {
    let numberNeeded = true;
    for (let node = line; node; node = tree.children(node)[0]) {
      if (node.commentBefore) {
        interruptWith(node.commentBefore);
        numberNeeded = true;
      }
      if (node.color === 'w' || numberNeeded) {
        tokens.push({ kind: NUMBER, text: `${node.moveNumber ?? Math.ceil(node.ply / 2)}.` });
        if (node.color === 'b') tokens.push({ kind: GAP });
      }
      move(node, false);
      numberNeeded = false;
      if (node.comment) {
        interruptWith(node.comment);
        numberNeeded = true;
      }
      const siblings = tree.children(node.parent);
      if (siblings[0] === node && siblings.length > 1) {
        tokens.push({ kind: OPEN, tag: 'div', className: 'interrupt' });
        const rest = tree.children(node)[0];
        if (rest) work.push({ line: rest, columns: true });
        work.push({ token: { kind: CLOSE } });
        for (let i = siblings.length - 1; i >= 1; i--) work.push({ variation: siblings[i], depth: 1 });
        return;
      }
    }
  };
  const writeLine = (line, depth) => {
    let numberNeeded = true;
    for (let node = line; node; node = tree.children(node)[0]) {
      if (node.commentBefore) {
        tokens.push({ kind: COMMENT, text: node.commentBefore });
        numberNeeded = true;
      }
      const number = moveNumberText(node, numberNeeded);
      if (number) tokens.push({ kind: NUMBER, text: number });
      move(node, Boolean(number));
      numberNeeded = false;
      if (node.comment) {
        tokens.push({ kind: COMMENT, text: node.comment });
        numberNeeded = true;
      }
      const siblings = tree.children(node.parent);
      if (siblings[0] === node && siblings.length > 1) {
        // The variations first, then the rest of this line (numbered again after them).
        const rest = tree.children(node)[0];
        if (rest) work.push({ line: rest, depth });
        for (let i = siblings.length - 1; i >= 1; i--) work.push({ variation: siblings[i], depth: depth + 1 });
        return;
      }
    }
  };
  const openVariation = (variation, depth) => {
    if (depth <= MAX_NESTED) {
      const className = tree.isAdded(variation) ? 'variation added' : 'variation';
      tokens.push({ kind: OPEN, tag: 'span', className });
      work.push({ token: { kind: CLOSE } }, { line: variation, depth });
    } else {
      tokens.push({ kind: MARK_OPEN });
      work.push({ token: { kind: MARK_CLOSE } }, { line: variation, depth });
    }
  };

  if (tree.root.comment) {
    if (columns) interruptWith(tree.root.comment);
    else tokens.push({ kind: COMMENT, text: tree.root.comment });
  }
  if (first) work.push({ line: first, depth: 0, columns });
  while (work.length) {
    const task = work.pop();
    if (task.token) tokens.push(task.token);
    else if (task.variation) openVariation(task.variation, task.depth);
    else if (task.columns) writeColumns(task.line);
    else writeLine(task.line, task.depth);
  }
  return { tokens, columns, moves };
}

// Writes tokens[from, to) into `target` as elements; `open` are the OPEN tokens of the elements
// that hold tokens[from] (a block of a virtual list that starts inside a variation): they are made
// again, marked "continued" (no opening parenthesis), and those still open at `to` "cut" (no
// closing one). Each move's button goes in `buttons` (node id -> button).
function writeTokens(
  target,
  tokens,
  from,
  to,
  open,
  { columns, buttons, currentId, tree, language, words, issues, times },
) {
  const document = target.ownerDocument;
  const stack = [target];
  const opening = new WeakSet(); // the "(" of a variation written as text: no space after it
  // Items of a line are separated by a space (a text node), so the list wraps as text does; the
  // columns of chess's main line are cells of a grid, without.
  const add = (item) => {
    const into = stack[stack.length - 1];
    if (!(columns && stack.length === 1) && into.lastChild && !opening.has(into.lastChild)) into.append(' ');
    into.append(item);
  };
  for (const token of open) {
    const holder = element(document, token.tag, token.className);
    holder.classList.add('continued');
    stack[stack.length - 1].append(holder);
    stack.push(holder);
  }
  // A number and its move in one unbreakable span ("6. W R14" never wraps after "6."): a no-break
  // space before a button still lets a line break there, as a button is one box.
  let pair = null;
  for (let i = from; i < to; i++) {
    const token = tokens[i];
    switch (token.kind) {
      case NUMBER: {
        const number = element(document, 'span', 'move-number', token.text);
        const next = tokens[i + 1];
        if (i + 1 < to && next.kind === MOVE && next.joined && !(columns && stack.length === 1)) {
          pair = element(document, 'span', 'move-pair');
          add(pair);
          pair.append(number);
        } else add(number);
        break;
      }
      case GAP:
        stack[stack.length - 1].append(element(document, 'span', 'move-gap', '…'));
        break;
      case MOVE: {
        const node = token.node;
        const label = node.label ? isolateText(node.label) : words.pass;
        const button = element(document, 'button', tree.isAdded(node) ? 'move added' : 'move', label);
        button.type = 'button';
        button.dataset.node = String(node.id);
        appendNags(document, button, node.nags, language, words);
        markIssues(document, button, issues.get(node.id), words);
        if (times) appendTime(document, button, node, words);
        if (node.id === currentId) button.setAttribute('aria-current', 'step');
        // The number and its move stay on one line.
        if (pair) {
          pair.append('\u00a0', button);
          pair = null;
        } else if (token.joined && !(columns && stack.length === 1)) stack[stack.length - 1].append('\u00a0', button);
        else add(button);
        buttons.set(node.id, button);
        break;
      }
      case COMMENT:
        // A comment is the text's own words: isolated, so that its bidi controls stay inside it.
        add(element(document, 'span', 'comment', isolateText(token.text)));
        break;
      case OPEN: {
        const holder = element(document, token.tag, token.className);
        add(holder);
        stack.push(holder);
        break;
      }
      case CLOSE:
        if (stack.length > 1) stack.pop();
        break;
      case MARK_OPEN: {
        const mark = element(document, 'span', 'variation-mark', '(');
        add(mark);
        opening.add(mark);
        break;
      }
      default:
        stack[stack.length - 1].append(element(document, 'span', 'variation-mark', ')'));
    }
  }
  for (let i = 1; i < stack.length; i++) stack[i].classList.add('cut');
}

// Cuts tokens into blocks of about BLOCK_MOVES moves: { from, to, open, weight }, `open` the OPEN
// tokens around its first token, `weight` its length in characters (what its height is estimated
// from before it is drawn). A block never starts between a move and its number, nor, on chess's
// main line, inside a row of the grid. `blockOf` maps node ids to their block.
function blocksOf(tokens, columns) {
  const blocks = [];
  const blockOf = new Map();
  const open = [];
  let block = { from: 0, to: 0, open: [], weight: 0 };
  let moves = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const gridLevel = columns && open.length === 0;
    const canCut = gridLevel
      ? token.kind === NUMBER || token.kind === OPEN
      : token.kind !== GAP && !(token.kind === MOVE && token.joined);
    if (moves >= BLOCK_MOVES && canCut) {
      block.to = i;
      blocks.push(block);
      block = { from: i, to: i, open: [...open], weight: 0 };
      moves = 0;
    }
    if (token.kind === OPEN) open.push(token);
    else if (token.kind === CLOSE) open.pop();
    else if (token.kind === MOVE) {
      moves += 1;
      blockOf.set(token.node.id, blocks.length);
      block.weight += (token.node.label?.length ?? 4) + 2;
    } else block.weight += (token.text?.length ?? 1) + 1;
  }
  block.to = tokens.length;
  blocks.push(block);
  return { blocks, blockOf };
}

/**
 * Fills `container` with the moves of `tree` (a GameTree). Returns { buttonOf(id), setCurrent(id) }:
 * buttonOf is null for a move of a virtual list whose block is not drawn; setCurrent draws it.
 * `language`/`words` word the NAG tooltips; `issues` (node id -> diagnostics) marks moves; `times`:
 * each move's clock (or the time it took) after it.
 */
export function renderMoveList(container, tree, { language, words, issues = new Map(), times = true }) {
  const document = container.ownerDocument;
  const { tokens, columns, moves } = moveTokens(tree);
  const context = { columns, currentId: null, tree, language, words, issues, times };
  const className = columns ? 'move-lines move-columns' : 'move-lines';

  if (moves > VIRTUAL_FROM) {
    const { blocks, blockOf } = blocksOf(tokens, columns);
    const lines = element(document, 'div', 'move-lines virtual');
    container.replaceChildren(lines);
    const list = virtualBlocks(container, lines, {
      weights: blocks.map((block) => block.weight),
      className: columns ? 'move-block move-columns' : 'move-block',
      fill(index, into) {
        const block = blocks[index];
        const buttons = new Map();
        writeTokens(into, tokens, block.from, block.to, block.open, { ...context, buttons });
        return buttons;
      },
    });
    // Its beginning drawn at once (before a frame shows where the view is): a list is read from
    // its start, and setCurrent draws the current move's block wherever it is.
    list.draw(0);
    let current = null;
    return {
      buttonOf: (id) => (blockOf.has(id) ? (list.drawn(blockOf.get(id))?.get(id) ?? null) : null),
      setCurrent(id) {
        current?.removeAttribute('aria-current');
        context.currentId = id;
        const index = blockOf.get(id);
        current = index === undefined ? null : (list.draw(index).get(id) ?? null);
        list.keep(index ?? -1, current);
        current?.setAttribute('aria-current', 'step');
        return current;
      },
    };
  }

  const buttons = new Map();
  if (tokens.length) {
    const lines = element(document, 'div', className);
    writeTokens(lines, tokens, 0, tokens.length, [], { ...context, buttons });
    // The lines in a block of their own inside the scrolled list: when what stands above the list
    // changes (the alternatives, the way back from a variation), the list's height changes but this
    // block's width does not, so Chromium keeps its lines instead of breaking thousands of moves
    // into lines again at every step (bench/go-steps.mjs: 200+ ms a step in an analysed record).
    container.replaceChildren(lines);
  } else {
    container.replaceChildren();
  }
  virtualBlocks.stop(container);

  let current = null;
  return {
    buttonOf: (id) => buttons.get(id) ?? null,
    setCurrent(id) {
      current?.removeAttribute('aria-current');
      current = buttons.get(id) ?? null;
      current?.setAttribute('aria-current', 'step');
      return current;
    },
  };
}
