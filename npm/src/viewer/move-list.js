// The move list of one game: every move a button (data-node = its id), comments as text, NAGs as
// symbols, variations in parentheses after the move they replace, as a book prints them. Built once
// per game (and again when a reader adds a move); stepping only moves the aria-current marker.
import { nagGlyph } from './nags.js';
import { isolateText } from '../svg/isolate.js';

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

// Variations nest as elements (their parentheses drawn by the style sheet) down to MAX_NESTED
// levels; a variation deeper than that is written inside the deepest one, its parentheses as text.
// Chromium's cost of inserting, styling and laying out an element grows with its depth, so one
// element per level made a tree of n nested variations cost O(n²) to O(n³) (2,000 levels: 13 s);
// capped, each move costs the same at any depth. Real games rarely nest past a few levels.
const MAX_NESTED = 8;

/**
 * Fills `container` with the moves of `tree` (a GameTree). Returns { buttonOf(id), setCurrent(id) }.
 * `language`/`words` word the NAG tooltips; `issues` (node id -> diagnostics) marks moves.
 */
export function renderMoveList(container, tree, { language, words, issues = new Map() }) {
  const document = container.ownerDocument;
  const buttons = new Map();
  const fragment = document.createDocumentFragment();
  const opening = new WeakSet(); // the "(" of a variation written as text: no space after it

  // Items of a line are separated by a space (a text node), so the list wraps as text does.
  const add = (into, item) => {
    if (into.lastChild && !opening.has(into.lastChild)) into.append(' ');
    into.append(item);
  };

  const appendMove = (into, node, numberNeeded) => {
    const number = moveNumberText(node, numberNeeded);
    if (number) add(into, element(document, 'span', 'move-number', number));
    const label = node.label ? isolateText(node.label) : words.pass;
    const button = element(document, 'button', tree.isAdded(node) ? 'move added' : 'move', label);
    button.type = 'button';
    button.dataset.node = String(node.id);
    appendNags(document, button, node.nags, language, words);
    markIssues(document, button, issues.get(node.id), words);
    // The number and its move stay on one line.
    if (number) into.append('\u00a0', button);
    else add(into, button);
    buttons.set(node.id, button);
  };

  // A comment is the text's own words: isolated, so that its bidi controls stay inside it.
  const appendComment = (into, text) => {
    add(into, element(document, 'span', 'comment', isolateText(text)));
  };

  // Chess's main line in two columns, as lichess and score sheets write it: a row per move number
  // (number, White's move, Black's), a comment or the variations of a move across the whole row
  // between them, and "…" in White's place when Black's move starts a row. Variations are
  // written as a line of text inside their row. Other games, and chess without a main line, are
  // one text.
  const first = tree.children(tree.root)[0];
  const columns = first?.color === 'w' || first?.color === 'b';
  const interrupt = (into) => {
    const row = element(document, 'div', 'interrupt');
    into.append(row);
    return row;
  };
  const appendColumnMove = (into, node, numberNeeded) => {
    if (node.color === 'w' || numberNeeded) {
      into.append(element(document, 'span', 'move-number', `${node.moveNumber ?? Math.ceil(node.ply / 2)}.`));
      if (node.color === 'b') into.append(element(document, 'span', 'move-gap', '…'));
    }
    const button = element(document, 'button', tree.isAdded(node) ? 'move added' : 'move', isolateText(node.label));
    button.type = 'button';
    button.dataset.node = String(node.id);
    appendNags(document, button, node.nags, language, words);
    markIssues(document, button, issues.get(node.id), words);
    into.append(button);
    buttons.set(node.id, button);
  };
  const appendColumns = ({ line, into }) => {
    let numberNeeded = true;
    for (let node = line; node; node = tree.children(node)[0]) {
      if (node.commentBefore) {
        appendComment(interrupt(into), node.commentBefore);
        numberNeeded = true;
      }
      appendColumnMove(into, node, numberNeeded);
      numberNeeded = false;
      if (node.comment) {
        appendComment(interrupt(into), node.comment);
        numberNeeded = true;
      }
      const siblings = tree.children(node.parent);
      if (siblings[0] === node && siblings.length > 1) {
        const row = interrupt(into);
        const rest = tree.children(node)[0];
        if (rest) work.push({ line: rest, into, columns: true });
        for (let i = siblings.length - 1; i >= 1; i--) work.push({ variation: siblings[i], into: row, depth: 1 });
        return;
      }
    }
  };

  // Work to do, last pushed first: { line, into, depth } writes the line from node `line` (each of
  // its moves followed by the variations that replace it); { variation, into, depth } opens one;
  // { close } writes the ")" of one written as text. A stack, not recursion: variations nest as
  // deep as the notations allow (SGF: 10,000 levels).
  const work = [];
  const appendLine = ({ line, into, depth }) => {
    let numberNeeded = true;
    for (let node = line; node; node = tree.children(node)[0]) {
      if (node.commentBefore) {
        appendComment(into, node.commentBefore);
        numberNeeded = true;
      }
      appendMove(into, node, numberNeeded);
      numberNeeded = false;
      if (node.comment) {
        appendComment(into, node.comment);
        numberNeeded = true;
      }
      const siblings = tree.children(node.parent);
      if (siblings[0] === node && siblings.length > 1) {
        // The variations first, then the rest of this line (numbered again after them).
        const rest = tree.children(node)[0];
        if (rest) work.push({ line: rest, into, depth });
        for (let i = siblings.length - 1; i >= 1; i--) work.push({ variation: siblings[i], into, depth: depth + 1 });
        return;
      }
    }
  };
  const openVariation = ({ variation, into, depth }) => {
    const added = tree.isAdded(variation);
    if (depth <= MAX_NESTED) {
      const span = element(document, 'span', added ? 'variation added' : 'variation');
      add(into, span);
      work.push({ line: variation, into: span, depth });
      return;
    }
    const open = element(document, 'span', 'variation-mark', '(');
    add(into, open);
    opening.add(open);
    work.push({ close: into }, { line: variation, into, depth });
  };

  if (tree.root.comment) appendComment(columns ? interrupt(fragment) : fragment, tree.root.comment);
  if (first) work.push({ line: first, into: fragment, depth: 0, columns });
  while (work.length) {
    const task = work.pop();
    if (task.close) task.close.append(element(document, 'span', 'variation-mark', ')'));
    else if (task.variation) openVariation(task);
    else if (task.columns) appendColumns(task);
    else appendLine(task);
  }
  // The lines in a block of their own inside the scrolled list: when what stands above the list
  // changes (the alternatives, the way back from a variation), the list's height changes but this
  // block's width does not, so Chromium keeps its lines instead of breaking thousands of moves
  // into lines again at every step (bench/go-steps.mjs: 200+ ms a step in an analysed record).
  if (fragment.hasChildNodes()) {
    const lines = element(document, 'div', columns ? 'move-lines move-columns' : 'move-lines');
    lines.append(fragment);
    container.replaceChildren(lines);
  } else {
    container.replaceChildren();
  }

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
