// A long list drawn only where it is seen: its content cut into blocks (elements stacked in
// `lines`, inside the scrolled `scroller`), of which only those within a screen of the scrolled
// view, and the one kept (the current move's), hold their content; the others are empty
// placeholders as tall as the block was when drawn, or, never drawn yet, as its weight (its length
// in characters) times the height per character of the blocks drawn so far. Scrolling draws the
// blocks that come into view and empties those that leave it, so that what a step or a scroll
// costs (elements, style, layout) is what is near the view, not the length of the list; Chromium's
// scroll anchoring keeps what is in view in place when a block above it changes height.

// A first guess of the height of a character of the list (px), before a block has been measured.
const FIRST_GUESS = 1.2;
// Blocks drawn beyond each edge of the view, in heights of the view.
const MARGIN = 1;

const running = new WeakMap(); // scroller -> stop() of the virtual list in it

/**
 * Sets up the blocks in `lines` (emptied) and returns { draw(index), drawn(index), keep(index) }:
 * draw fills block `index` now (its `fill(index, element)` result, kept until the block is
 * emptied), drawn is that result or null when the block is a placeholder, keep(index, element) keeps that
 * block drawn wherever the view is (-1: none) and `element` (in it) where it is in the view. `weights` gives the blocks' lengths; `className`
 * their class.
 */
export function virtualBlocks(scroller, lines, { weights, className, fill }) {
  virtualBlocks.stop(scroller);
  const document = scroller.ownerDocument;
  const view = document.defaultView ?? globalThis;
  const blocks = weights.map((weight) => {
    const block = document.createElement('div');
    block.className = className;
    return { element: block, weight, height: 0, result: null };
  });
  let perWeight = FIRST_GUESS;
  const placeholder = (block) => {
    block.element.style.height = `${Math.round(block.height || block.weight * perWeight)}px`;
  };
  for (const block of blocks) placeholder(block);
  lines.replaceChildren(...blocks.map((block) => block.element));

  const drawnNow = new Set();
  let kept = -1;
  let anchor = null; // the element kept in view (the current move) while blocks change around it
  const draw = (index) => {
    const block = blocks[index];
    if (!block.result) {
      block.element.style.height = '';
      block.result = fill(index, block.element);
      drawnNow.add(index);
      schedule();
    }
    return block.result;
  };
  const empty = (index) => {
    const block = blocks[index];
    block.element.replaceChildren();
    block.result = null;
    placeholder(block);
    drawnNow.delete(index);
  };

  // The first block whose bottom is below `y` (offsets in the scroller's content).
  const blockAt = (y) => {
    let low = 0;
    let high = blocks.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      const element = blocks[middle].element;
      if (element.offsetTop + element.offsetHeight <= y) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  let rounds = 0;
  let frame = 0;
  const refresh = () => {
    frame = 0;
    // Emptied by a new load, or hidden (show-moves="false", a closed panel): nothing to measure.
    // Hidden, it keeps only the current move's block: the steps meanwhile draw theirs (setCurrent),
    // which would otherwise pile up into the whole list.
    if (!lines.isConnected) return;
    if (scroller.clientHeight === 0) {
      for (const index of [...drawnNow]) if (index !== kept) empty(index);
      return;
    }
    // Where the anchor stands in the view, when it is in view: it stays there. Chromium's scroll
    // anchoring may pick an empty placeholder above it, whose drawing would push it out of view.
    const anchored = anchor?.isConnected ? anchor.offsetTop - scroller.scrollTop : null;
    const inView = anchored !== null && anchored >= 0 && anchored + anchor.offsetHeight <= scroller.clientHeight;
    // What the blocks drawn measure: their heights kept for when they are emptied, and the height
    // of a character estimated again for the blocks never drawn.
    let height = 0;
    let weight = 0;
    for (const index of drawnNow) {
      const block = blocks[index];
      block.height = block.element.offsetHeight;
      height += block.height;
      weight += block.weight;
    }
    if (weight > 0 && Math.abs(height / weight - perWeight) > perWeight * 0.25) {
      perWeight = height / weight;
      for (const block of blocks) if (!block.result && !block.height) placeholder(block);
    }
    // The part of the list in view: its own scrolled view, within the window's when the page lets
    // the list grow taller than the window (its part styled with no max-height).
    const box = scroller.getBoundingClientRect();
    const seen = Math.min(scroller.clientHeight, view.innerHeight || scroller.clientHeight);
    const from = scroller.scrollTop + Math.max(0, Math.min(-box.top, scroller.clientHeight - seen));
    const top = Math.max(0, from - MARGIN * seen);
    const bottom = from + (1 + MARGIN) * seen;
    const first = blockAt(top);
    let last = first;
    while (last + 1 < blocks.length && blocks[last + 1].element.offsetTop < bottom) last += 1;
    // A block with the focus in it (a move reached with Tab) stays: emptying it would drop the focus.
    const focused = scroller.getRootNode().activeElement;
    for (const index of [...drawnNow]) {
      const away = index < first || index > last;
      if (away && index !== kept && !blocks[index].element.contains(focused)) empty(index);
    }
    let drewMore = false;
    for (let index = first; index <= last; index++) {
      if (!blocks[index].result) {
        draw(index);
        drewMore = true;
      }
    }
    if (inView && drewMore) scroller.scrollTop = anchor.offsetTop - anchored;
    // Blocks just drawn may be shorter than their placeholders were, bringing more into view:
    // look again at the next frame, a few times at most.
    rounds = drewMore ? rounds + 1 : 0;
    if (drewMore && rounds < 4) schedule();
  };
  const schedule = () => {
    if (!frame) frame = (view.requestAnimationFrame ?? ((callback) => setTimeout(callback, 16)))(refresh);
  };
  const onScroll = () => {
    rounds = 0;
    schedule();
  };
  // The list's scrolling, and that of what holds it (the viewer's side panel, the page) for a list
  // let grow taller than its panel: scroll events do not bubble, but they pass their ancestors.
  const rootNode = scroller.getRootNode();
  rootNode.addEventListener('scroll', onScroll, { passive: true, capture: true });
  if (rootNode !== view.document) view.addEventListener('scroll', onScroll, { passive: true, capture: true });
  const resized = view.ResizeObserver ? new view.ResizeObserver(onScroll) : null;
  resized?.observe(scroller);
  running.set(scroller, () => {
    rootNode.removeEventListener('scroll', onScroll, { capture: true });
    view.removeEventListener('scroll', onScroll, { capture: true });
    resized?.disconnect();
    if (frame) (view.cancelAnimationFrame ?? clearTimeout)(frame);
    frame = 0;
  });
  schedule();

  return {
    draw,
    drawn: (index) => blocks[index]?.result ?? null,
    keep(index, element = null) {
      kept = index;
      anchor = element;
    },
  };
}

/** Stops the virtual list in `scroller`, if there is one: its content is being replaced. */
virtualBlocks.stop = (scroller) => {
  running.get(scroller)?.();
  running.delete(scroller);
};
