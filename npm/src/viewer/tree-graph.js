// The game tree as a graph, as Sabaki draws it: one dot per node, a line down for each move, each
// variation in a column of its own to the right of the move it replaces. A click on a dot goes to
// its node; the current node is ringed and kept in view. The graph is a picture of the move list
// (which stays the accessible way through the tree): one canvas the size of what is in view,
// redrawn from the nodes of the rows in view, so a record of tens of thousands of nodes costs what
// a screenful of it costs.

const CELL = 22; // px between two rows, two columns
const RADIUS = 6;

/**
 * Lays out `tree` (a GameTree): Map node -> { row, col } and the rows' nodes. A node's row is its
 * depth; a line (a node and its first children) keeps one column; a variation takes the leftmost
 * column right of its parent's that is free from the row above its first node, variations that
 * start higher placed first, so the graph stays narrow.
 */
export function layoutTree(tree) {
  const place = new Map();
  const rows = [];
  const lastRow = []; // per column: the lowest row used so far
  const put = (node, row, col) => {
    place.set(node, { row, col });
    (rows[row] ??= []).push(node);
    lastRow[col] = Math.max(lastRow[col] ?? -1, row);
  };
  // Lines waiting for a column, by the row of their first node (a binary heap).
  const waiting = [];
  const push = (item) => {
    waiting.push(item);
    for (let i = waiting.length - 1; i > 0;) {
      const up = (i - 1) >> 1;
      if (waiting[up].row <= waiting[i].row) break;
      [waiting[up], waiting[i]] = [waiting[i], waiting[up]];
      i = up;
    }
  };
  const pop = () => {
    const top = waiting[0];
    const last = waiting.pop();
    if (waiting.length) {
      waiting[0] = last;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < waiting.length && waiting[left].row < waiting[least].row) least = left;
        if (right < waiting.length && waiting[right].row < waiting[least].row) least = right;
        if (least === i) break;
        [waiting[least], waiting[i]] = [waiting[i], waiting[least]];
        i = least;
      }
    }
    return top;
  };
  const layLine = (first, row, col) => {
    for (let node = first, at = row; node; node = tree.children(node)[0], at++) {
      put(node, at, col);
      const children = tree.children(node);
      for (let i = 1; i < children.length; i++) push({ node: children[i], row: at + 1, parentCol: col });
    }
  };
  layLine(tree.root, 0, 0);
  while (waiting.length) {
    const { node, row, parentCol } = pop();
    let col = parentCol + 1;
    while ((lastRow[col] ?? -1) >= row - 1) col++;
    layLine(node, row, col);
  }
  for (const row of rows) row?.sort((a, b) => place.get(a).col - place.get(b).col);
  return { place, rows, columns: lastRow.length };
}

/**
 * Shows the graph of `tree` in `container` (part `tree`): a scrolled box holding a spacer of the
 * whole graph's size and a canvas of the box's size. `onPick(node)` is called for a click on a dot.
 * Returns { setCurrent(node), destroy() }.
 */
export function showTreeGraph(container, tree, { onPick }) {
  const document = container.ownerDocument;
  const view = globalThis.window ?? globalThis;
  const { place, rows, columns } = layoutTree(tree);
  const spacer = document.createElement('div');
  spacer.className = 'tree-size';
  spacer.style.width = `${columns * CELL + CELL}px`;
  spacer.style.height = `${rows.length * CELL + CELL}px`;
  // The canvas sits in the spacer (sticky at the box's top left): the spacer, as large as the
  // graph, is what a sticky element may move within, so it stays in view both ways.
  const canvas = document.createElement('canvas');
  canvas.className = 'tree-canvas';
  canvas.setAttribute('aria-hidden', 'true');
  spacer.append(canvas);
  container.replaceChildren(spacer);
  let current = null;
  let follow = false; // the current node changed: scroll it into view at the next drawing
  let frame = 0;

  const centre = ({ row, col }) => [col * CELL + CELL, row * CELL + CELL];
  const colours = () => {
    const style = view.getComputedStyle?.(container);
    const read = (name, fallback) => style?.getPropertyValue(name).trim() || fallback;
    return {
      line: read('--bn-border', '#c9c9cf'),
      black: read('--bn-tree-black', '#1f1f1f'),
      white: read('--bn-tree-white', '#f7f7f7'),
      other: read('--bn-muted', '#5f6368'),
      current: read('--bn-accent', '#1a6ee0'),
      comment: read('--bn-comment', '#2e5e3a'),
    };
  };

  // The current node in view, with a row or two around it.
  const scrollToCurrent = (width, height) => {
    const spot = current && place.get(current);
    if (!spot) return;
    const [x, y] = centre(spot);
    if (y - CELL < container.scrollTop || y + CELL > container.scrollTop + height)
      container.scrollTop = Math.max(0, y - height / 2);
    if (x - CELL < container.scrollLeft || x + CELL > container.scrollLeft + width)
      container.scrollLeft = Math.max(0, x - width / 2);
  };

  function draw() {
    frame = 0;
    const width = container.clientWidth;
    const height = container.clientHeight;
    if (!width || !height) return;
    if (follow) {
      follow = false;
      scrollToCurrent(width, height);
    }
    const ratio = view.devicePixelRatio || 1;
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
    }
    const context = canvas.getContext('2d');
    if (!context) return;
    const left = container.scrollLeft;
    const top = container.scrollTop;
    // The canvas stays where the box shows it (position: sticky); it draws what is under it.
    context.setTransform(ratio, 0, 0, ratio, -left * ratio, -top * ratio);
    context.clearRect(left, top, width, height);
    const colour = colours();
    const first = Math.max(0, Math.floor(top / CELL) - 1);
    const last = Math.min(rows.length - 1, Math.ceil((top + height) / CELL) + 1);
    // The lines to each node of the rows in view from its parent (one row up).
    context.strokeStyle = colour.line;
    context.lineWidth = 2;
    context.beginPath();
    for (let row = first; row <= last; row++) {
      for (const node of rows[row] ?? []) {
        const parent = node.parent && place.get(node.parent);
        if (!parent) continue;
        const [x, y] = centre(place.get(node));
        const [px, py] = centre(parent);
        if (Math.max(x, px) < left - CELL || Math.min(x, px) > left + width + CELL) continue;
        context.moveTo(px, py);
        // A variation goes across at its parent's row, then down to its first node.
        if (px !== x) context.lineTo(x - CELL / 2, py);
        context.lineTo(x, y);
      }
    }
    context.stroke();
    const leftCol = Math.floor((left - CELL) / CELL);
    const rightCol = Math.ceil((left + width) / CELL);
    for (let row = first; row <= last; row++) {
      for (const node of rows[row] ?? []) {
        const spot = place.get(node);
        if (spot.col < leftCol || spot.col > rightCol) continue;
        const [x, y] = centre(spot);
        const colourOf =
          node.color === 'b' || node.color === 'B' ? colour.black : node.color ? colour.white : colour.other;
        context.beginPath();
        if (node.color || !node.parent) context.arc(x, y, RADIUS, 0, Math.PI * 2);
        else context.rect(x - RADIUS, y - RADIUS, RADIUS * 2, RADIUS * 2); // a node without a move
        context.fillStyle = colourOf;
        context.fill();
        context.lineWidth = 1.5;
        context.strokeStyle = node.comment ? colour.comment : colour.other;
        context.stroke();
        if (node === current) {
          context.beginPath();
          context.arc(x, y, RADIUS + 3.5, 0, Math.PI * 2);
          context.lineWidth = 2.5;
          context.strokeStyle = colour.current;
          context.stroke();
        }
      }
    }
  }
  const redraw = () => {
    frame ||= (view.requestAnimationFrame ?? ((callback) => setTimeout(callback, 16)))(draw);
  };

  const nodeAt = (event) => {
    const box = container.getBoundingClientRect();
    const x = event.clientX - box.left + container.scrollLeft;
    const y = event.clientY - box.top + container.scrollTop;
    const row = Math.round(y / CELL) - 1;
    const col = Math.round(x / CELL) - 1;
    const found = rows[row]?.find((node) => place.get(node).col === col);
    if (!found) return null;
    const [cx, cy] = centre(place.get(found));
    return Math.hypot(cx - x, cy - y) <= RADIUS + 4 ? found : null;
  };
  const onClick = (event) => {
    const node = nodeAt(event);
    if (node) onPick(node);
  };
  const onMove = (event) => {
    container.style.cursor = nodeAt(event) ? 'pointer' : '';
  };
  container.addEventListener('scroll', redraw);
  container.addEventListener('click', onClick);
  container.addEventListener('pointermove', onMove);
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(redraw) : null;
  resized?.observe(container);
  redraw();

  return {
    setCurrent(node) {
      current = node;
      // Scrolled to at the next frame, with the drawing: reading the box's size now would lay out
      // the whole element (the board just drawn, the move list) in the middle of a step.
      follow = true;
      redraw();
    },
    /** Where `node` is drawn: { x, y } in the graph's own pixels (for tests and pages). */
    pointOf(node) {
      const spot = place.get(node);
      if (!spot) return null;
      const [x, y] = centre(spot);
      return { x, y, row: spot.row, col: spot.col };
    },
    destroy() {
      container.removeEventListener('scroll', redraw);
      container.removeEventListener('click', onClick);
      container.removeEventListener('pointermove', onMove);
      resized?.disconnect();
    },
  };
}
