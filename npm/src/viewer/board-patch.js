// Puts a board's SVG string into the viewer's board box, changing only what changed since the
// last drawing. A Go board is one group per point with something on it (data-point="D4": its
// stone, marks, label, the last move's ring), all in one parent, around a frame (wood, grid,
// coordinates) that is the same at every step. A step changes two or three points of 361: those
// groups are replaced, and the frame and every other stone stay the elements they were, so that
// Chromium parses, lays out and paints what changed instead of the whole board again.
//
// The result is always the DOM a fresh innerHTML of `svg` gives: the frame (everything outside the
// point groups) must be the very same text as the last drawing's, the groups are compared as text
// and kept in the drawing's order; anything else (a first drawing, another size, orientation or
// language, a board without point groups, a box emptied or filled by someone else) is drawn whole.

const POINT_GROUP = /<g [^>]*\bdata-point="([^"]*)"[^>]*>/g;
const drawn = new WeakMap(); // box -> { svg, head, tail, parts: Map key -> text, groups: Map key -> element, root, parent, rootChildren }

// The drawing cut into the text before its first point group, the groups (key -> text, in order)
// and the text after the last; null when its point groups are not contiguous leaves.
function splitPoints(svg) {
  if (!svg.includes(' data-point="')) return null; // a chess, Gobstones or BDL board: no scan
  POINT_GROUP.lastIndex = 0;
  const parts = new Map();
  let head = null;
  let last = 0;
  for (let match = POINT_GROUP.exec(svg); match; match = POINT_GROUP.exec(svg)) {
    const end = svg.indexOf('</g>', POINT_GROUP.lastIndex);
    if (end < 0 || svg.slice(POINT_GROUP.lastIndex, end).includes('<g')) return null;
    if (head === null) head = svg.slice(0, match.index);
    else if (match.index !== last) return null;
    if (parts.has(match[1])) return null;
    last = end + 4;
    parts.set(match[1], svg.slice(match.index, last));
    POINT_GROUP.lastIndex = last;
  }
  return head === null ? null : { head, parts, tail: svg.slice(last) };
}

// After a whole drawing: its point groups by key, when they are exactly the children of one parent.
function remember(box, svg, split) {
  drawn.delete(box);
  const root = box.firstElementChild;
  if (!split || !root || box.childElementCount !== 1) return;
  const elements = root.querySelectorAll('[data-point]');
  const parent = elements[0]?.parentNode;
  if (!parent || elements.length !== split.parts.size || parent.childElementCount !== elements.length) return;
  const groups = new Map();
  for (const element of elements) groups.set(element.getAttribute('data-point'), element);
  drawn.set(box, { svg, ...split, groups, root, parent, rootChildren: root.childElementCount });
}

/** Shows `svg` (an SVG document as a string) in `box`, redrawing only the point groups that changed. */
export function showBoard(box, svg) {
  const last = drawn.get(box);
  const usable =
    last && box.firstElementChild === last.root && box.childElementCount === 1 && last.parent.parentNode !== null;
  if (usable && svg === last.svg) {
    dropAdditions(last);
    return;
  }
  const split = splitPoints(svg);
  if (!usable || !split || split.head !== last.head || split.tail !== last.tail) {
    box.innerHTML = svg;
    remember(box, svg, split);
    return;
  }
  dropAdditions(last);
  const { parent, groups } = last;
  // The groups gone or changed leave; the new and changed ones are parsed together, in one go.
  let fresh = '';
  for (const [key, text] of last.parts) {
    if (split.parts.get(key) !== text) {
      groups.get(key).remove();
      groups.delete(key);
    }
  }
  for (const [key, text] of split.parts) if (!groups.has(key)) fresh += text;
  if (fresh) {
    const holder = parent.ownerDocument.createElementNS(parent.namespaceURI, 'g');
    holder.innerHTML = fresh;
    for (const element of [...holder.children]) groups.set(element.getAttribute('data-point'), element);
  }
  // In the drawing's order: the groups kept are already in it, the new ones go between them.
  let next = parent.firstElementChild;
  for (const key of split.parts.keys()) {
    const element = groups.get(key);
    if (element === next) next = next.nextElementSibling;
    else parent.insertBefore(element, next);
  }
  last.svg = svg;
  last.parts = split.parts;
}

// What was added to the drawing after it was made (a keyboard cursor, grid.js) goes, as it would
// with a drawing made again: whoever added it adds it again after the drawing.
function dropAdditions(last) {
  while (last.root.childElementCount > last.rootChildren) last.root.lastElementChild.remove();
}
