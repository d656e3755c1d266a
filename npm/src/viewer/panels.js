// The viewer's text panels, filled from a document: the problems that stand in for a board, the
// notes about a game that can be drawn, the game information and the game picker. Every text that
// comes from the input (tags, titles, messages that quote it) is shown isolated (isolateText).
import { infoAddress, infoLabel } from './info-labels.js';
import { isolateText } from '../svg/isolate.js';
import { moveName } from './move-list.js';

function where(words, item) {
  return Number.isInteger(item.line) ? words.at(item.line, item.column) : '';
}

function diagnosticItem(document, words, item) {
  const li = document.createElement('li');
  li.append(isolateText(item.message));
  // Engines often say the place in the message already ("... at line 3, column 5").
  const place = /\b(?:line|l[ií]nea) \d/i.test(item.message) ? '' : where(words, item);
  if (place) {
    const span = document.createElement('span');
    span.className = 'where';
    span.textContent = ` (${place})`;
    li.append(span);
  }
  return li;
}

/** Shows `diagnostics` (errors first) in place of a board, under `heading`. */
export function fillProblems(container, words, heading, diagnostics) {
  const document = container.ownerDocument;
  const title = document.createElement('p');
  title.textContent = heading;
  title.style.margin = '0';
  const list = document.createElement('ul');
  for (const item of diagnostics) list.append(diagnosticItem(document, words, item));
  container.replaceChildren(title, ...(diagnostics.length ? [list] : []));
  container.hidden = false;
}

/**
 * The notes about the game shown: its warnings and errors, and the whole text's (no gameIndex).
 * Notes of severity info (a "+" written for a mate) are not shown: they are spellings read as meant.
 */
export function fillNotes(parts, words, document, game) {
  const items = [
    ...document.diagnostics.filter((item) => item.gameIndex === undefined),
    ...(game?.diagnostics ?? []),
  ].filter((item) => item.severity === 'error' || item.severity === 'warning');
  parts.notes.hidden = items.length === 0;
  if (!items.length) return;
  parts.notesSummary.textContent = words.notes(items.length);
  parts.notesList.replaceChildren(...items.map((item) => diagnosticItem(parts.notes.ownerDocument, words, item)));
  // A game cut short by an error says so at once; warnings wait to be opened.
  parts.notes.open = items.some((item) => item.severity === 'error');
}

/**
 * The game's information (players, event, result; captures for Go) as a definition list: each key
 * with its reader's label in `language`, a web address in a tag that holds one as a link.
 */
export function fillInfo(container, info, visible, { language = 'en', go = false } = {}) {
  const document = container.ownerDocument;
  const entries = Object.entries(info ?? {}).filter(
    ([, value]) => value !== undefined && value !== null && String(value) !== '',
  );
  const children = [];
  for (const [key, value] of entries) {
    const label = infoLabel(key, language, { go });
    const dt = document.createElement('dt');
    dt.textContent = isolateText(label);
    if (label !== key) dt.title = key; // the tag as the file writes it
    const dd = document.createElement('dd');
    const address = infoAddress(key, value);
    if (address) {
      const link = document.createElement('a');
      link.href = address;
      link.target = '_blank';
      link.rel = 'noopener noreferrer nofollow';
      link.textContent = isolateText(String(value));
      dd.append(link);
    } else dd.textContent = isolateText(value);
    children.push(dt, dd);
  }
  container.replaceChildren(...children);
  // Inside its fold ("Game info"), the fold is what shows or hides.
  const holder = container.closest('.game-info') ?? container;
  holder.hidden = !visible || entries.length === 0;
}

/** The problems of the node shown (`items`: its diagnostics), under the board; hidden when none. */
export function fillNodeIssues(container, words, items) {
  container.hidden = !items?.length;
  if (!items?.length) return;
  const document = container.ownerDocument;
  const title = document.createElement('p');
  title.className = 'node-issues-title';
  title.textContent = words.issuesHere(items.length);
  const list = document.createElement('ul');
  for (const item of items) {
    // The message only: its place in the text is in the notes (a JSON path at a line means
    // little next to the board).
    const li = document.createElement('li');
    li.textContent = isolateText(item.message);
    li.dataset.code = item.code;
    list.append(li);
  }
  container.replaceChildren(title, list);
}

/** Node id -> the diagnostics of a game that are about that node (errors and warnings). */
export function issuesByNode(game) {
  const byNode = new Map();
  for (const item of game?.diagnostics ?? []) {
    if (item.nodeId === undefined || (item.severity !== 'error' && item.severity !== 'warning')) continue;
    if (!byNode.has(item.nodeId)) byNode.set(item.nodeId, []);
    byNode.get(item.nodeId).push(item);
  }
  return byNode;
}

/**
 * The where-am-I bar (in a variation: a way back) and the continuations of `node` when there are
 * several, one button each (data-node): none of it when the moves are not shown.
 */
export function showLine(parts, tree, node, { words, showMoves }) {
  const offMain = !tree.isMain(node);
  parts.lineBar.hidden = !offMain || !showMoves;
  if (offMain) parts.whereAmI.textContent = node.added ? words.yourLine : words.inVariation;
  const children = tree.children(node);
  parts.alternatives.hidden = children.length < 2 || !showMoves;
  if (children.length < 2 || !showMoves) return;
  const document = parts.alternatives.ownerDocument;
  const label = document.createElement('span');
  label.textContent = words.alternatives;
  const buttons = children.map((child) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.node = String(child.id);
    button.textContent = moveName(child);
    return button;
  });
  parts.alternatives.replaceChildren(label, ...buttons);
}
