// An engine's evaluations ([%eval] in a lichess or a TCEC export, Sabaki's SBKV win rates in a Go
// record, both read by the core) shown as an analysis board shows them: a bar beside the board
// (White's share, from the bottom when White is at the bottom) and a graph of the main line (a
// click on it goes to that move). Both are hidden when the game carries no evaluation.
import { evaluationText } from './players.js';

const SVG = 'http://www.w3.org/2000/svg';
const GRAPH_WIDTH = 300;
const GRAPH_HEIGHT = 48;

/**
 * White's share of the bar (0 to 1) for an evaluation { pawns } or { mate }: the usual logistic
 * curve of analysis boards (+1 pawn ≈ 59%, +3 ≈ 75%, +10 ≈ 98%); a mate fills it. A Go win rate
 * { blackWinRate } is a share already.
 */
export function whiteShare(evaluation) {
  if (!evaluation) return 0.5;
  if (evaluation.blackWinRate !== undefined) return 1 - evaluation.blackWinRate;
  if (evaluation.mate !== undefined) return evaluation.mate > 0 ? 1 : evaluation.mate < 0 ? 0 : 0.5;
  const centipawns = Math.max(-10_000, Math.min(10_000, evaluation.pawns * 100));
  return 1 / (1 + Math.exp(-0.00368208 * centipawns));
}

/** The evaluation at `node`: its own, else the last one of the moves before it on its line. */
export function evaluationAt(node) {
  for (let at = node; at; at = at.parent) if (at.evaluation) return at.evaluation;
  return undefined;
}

/** Whether any node of the game carries an evaluation. */
export function hasEvaluations(tree) {
  for (const node of tree.byId.values()) if (node.evaluation) return true;
  return false;
}

/**
 * The bar at `node`: White's share as the height of its light part; `whiteAtBottom`: orientation;
 * `words`: the viewer's words (a Go win rate's text).
 */
export function showEvaluationBar(bar, node, { shown, whiteAtBottom, words }) {
  bar.hidden = !shown;
  if (!shown) return;
  const share = whiteShare(evaluationAt(node));
  bar.style.setProperty('--bn-white-share', `${(share * 100).toFixed(1)}%`);
  bar.classList.toggle('white-at-top', !whiteAtBottom);
  bar.title = evaluationText(evaluationAt(node), words) || '';
}

/**
 * The graph of the main line's evaluations in `container` (an SVG, one column per ply, White's
 * share up). `onPick(node)` is called with the main line's node at the column clicked. Returns
 * { setCurrent(node) } to mark the move shown, or null when there is nothing to draw.
 */
export function showEvaluationGraph(container, tree, { shown, onPick, label }) {
  container.hidden = !shown;
  container.replaceChildren();
  if (!shown) return null;
  const line = [];
  for (let node = tree.root; node; node = tree.children(node)[0]) line.push(node);
  const step = GRAPH_WIDTH / Math.max(1, line.length - 1);
  const y = (node) => GRAPH_HEIGHT * (1 - whiteShare(evaluationAt(node)));
  const points = line.map((node, index) => `${(index * step).toFixed(1)},${y(node).toFixed(1)}`);
  const document = container.ownerDocument;
  const make = (name, attributes) => {
    const element = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    return element;
  };
  const svg = make('svg', {
    viewBox: `0 0 ${GRAPH_WIDTH} ${GRAPH_HEIGHT}`,
    preserveAspectRatio: 'none',
    role: 'img',
    'aria-label': label,
  });
  svg.append(
    make('rect', { class: 'eval-black', x: 0, y: 0, width: GRAPH_WIDTH, height: GRAPH_HEIGHT }),
    make('polygon', {
      class: 'eval-white',
      points: `0,${GRAPH_HEIGHT} ${points.join(' ')} ${GRAPH_WIDTH},${GRAPH_HEIGHT}`,
    }),
    make('line', { class: 'eval-middle', x1: 0, y1: GRAPH_HEIGHT / 2, x2: GRAPH_WIDTH, y2: GRAPH_HEIGHT / 2 }),
  );
  const cursor = make('line', { class: 'eval-cursor', y1: 0, y2: GRAPH_HEIGHT });
  svg.append(cursor);
  container.append(svg);
  svg.addEventListener('click', (event) => {
    const box = svg.getBoundingClientRect();
    if (!box.width) return;
    const index = Math.round(((event.clientX - box.left) / box.width) * (line.length - 1));
    const node = line[Math.max(0, Math.min(line.length - 1, index))];
    if (node) onPick(node);
  });
  const indexOf = new Map(line.map((node, index) => [node, index]));
  return {
    setCurrent(node) {
      // A move off the main line is marked where its line leaves the main one.
      let at = node;
      while (at && !indexOf.has(at)) at = at.parent;
      const x = ((indexOf.get(at) ?? 0) * step).toFixed(1);
      cursor.setAttribute('x1', x);
      cursor.setAttribute('x2', x);
    },
  };
}
