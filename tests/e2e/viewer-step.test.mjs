// What a step changes in <board-viewer>, and only that. A Go board is drawn again by replacing
// only the points that changed (npm/src/viewer/board-patch.js): whatever the way to a node (steps,
// jumps into variations and back, captures, a setup node, a pass, marks and labels, the board
// flipped, move numbers turned on), the board shown is exactly the drawing a fresh viewer makes of
// that node, and the stones a step leaves alone stay the very same elements. A big move list that
// is hidden keeps no more than the current move's block while the reader steps
// (npm/src/viewer/virtual-list.js). No timing here (bench/go-steps.mjs times steps).
import { viewerPages } from '../hostile/viewer-page.mjs';
import { analysedGame } from './analysed-game.mjs';

const pages = viewerPages();

// 9×9: captures (B2, and White's stone played back there and taken again), marks and a label, a
// pass, a setup node that adds and removes stones, and three continuations at move 5.
const SGF =
  '(;GM[1]FF[4]SZ[9];B[ab];W[bb];B[ba];W[ee];B[cb]TR[ab]CR[ee]LB[ff:A]' +
  '(;W[ff];B[bc];W[];AB[hh]AW[ii]AE[ab];W[bb];B[ab]C[takes B8 again])' +
  '(;W[bc]C[a variation];B[dd])(;W[gc];B[gd];W[hd]))';

test('a Go board drawn again after steps, jumps and back is the drawing a fresh viewer makes; unchanged stones stay the same elements', async () => {
  const page = await pages.blank();
  const result = await page.evaluate(async (sgf) => {
    const viewer = document.body.appendChild(new window.BoardViewer());
    const reference = document.body.appendChild(new window.BoardViewer());
    await viewer.load(sgf, { notation: 'sgf' });
    await reference.load(sgf, { notation: 'sgf' });
    const board = (element) => element.shadowRoot.querySelector('.board');
    // The reference's board emptied first: its drawing of the node is made whole, from nothing.
    const fresh = () => {
      board(reference).replaceChildren();
      reference.goToNode(viewer.currentNode.id);
      return board(reference).innerHTML;
    };
    const ids = [];
    for (const stack = [viewer.document.games[0].root]; stack.length;) {
      const node = stack.pop();
      ids.push(node.id);
      stack.push(...[...node.children].reverse());
    }
    const both = (action) => {
      action(viewer);
      action(reference);
    };
    const actions = [
      ...Array.from({ length: 11 }, () => () => viewer.next()),
      () => viewer.previous(),
      () => viewer.previous(),
      () => viewer.first(),
      () => viewer.last(),
      ...ids.map((id) => () => viewer.goToNode(id)),
      ...[...ids].reverse().map((id) => () => viewer.goToNode(id)),
      () => both((element) => element.flip()),
      () => viewer.goToNode(ids[3]),
      () => viewer.last(),
      () => both((element) => element.setAttribute('move-numbers', 'on')),
      () => viewer.first(),
      () => viewer.last(),
      () => viewer.goToNode(ids[ids.length - 1]),
      // Another language opens the text again: in Spanish, at its start.
      () =>
        Promise.all(
          [viewer, reference].map((element) => {
            const loaded = new Promise((resolve) => element.addEventListener('load', resolve, { once: true }));
            element.setAttribute('language', 'es');
            return loaded;
          }),
        ),
      () => viewer.goToNode(ids[5]),
    ];
    const different = [];
    for (const [index, action] of actions.entries()) {
      await action();
      if (board(viewer).innerHTML !== fresh()) different.push({ index, node: viewer.currentNode.id });
    }

    // A step from move 3 to move 4: the points whose drawing did not change are the same elements.
    both((element) => element.removeAttribute('move-numbers'));
    viewer.goToNode(ids[3]);
    const groups = () => new Map([...board(viewer).querySelectorAll('g[data-point]')].map((g) => [g.dataset.point, g]));
    const before = groups();
    const texts = new Map([...before].map(([point, g]) => [point, g.outerHTML]));
    viewer.next();
    let unchanged = 0;
    let kept = 0;
    for (const [point, g] of groups()) {
      if (texts.get(point) !== g.outerHTML) continue;
      unchanged += 1;
      if (before.get(point) === g) kept += 1;
    }
    // Something added to the drawing after it was made (as the keyboard's cursor is) goes with
    // the next drawing, as it would with a drawing made whole.
    const svg = board(viewer).querySelector('svg');
    svg.append(document.createElementNS('http://www.w3.org/2000/svg', 'rect'));
    viewer.next();
    const afterAddition = board(viewer).innerHTML === fresh();
    return { checked: actions.length, different, unchanged, kept, afterAddition };
  }, SGF);
  expect(result.different).toEqual([]);
  expect(result.checked).toBeGreaterThan(40);
  expect(result.unchanged).toBeGreaterThanOrEqual(2);
  expect(result.kept).toBe(result.unchanged);
  expect(result.afterAddition).toBe(true);
});

// 300 variations of 10 moves: 3,200 moves, over the 3,000 from which the move list is drawn in
// blocks (move-list.js VIRTUAL_FROM).
test('a big move list that is hidden keeps only the current move drawn while the reader steps; shown again, the current move is marked', async () => {
  const page = await pages.blank();
  const result = await page.evaluate(async (sgf) => {
    const frames = window.afterFrames; // tests/hostile/viewer-page.mjs
    const host = document.body.appendChild(document.createElement('div'));
    host.style.cssText = 'width: 1000px; height: 700px';
    const viewer = new window.BoardViewer(host, { notation: 'sgf' });
    viewer.setAttribute('show-moves', 'off');
    await viewer.load(sgf, { notation: 'sgf' });
    const list = viewer.shadowRoot.querySelector('.moves');
    const drawnBlocks = () => [...list.querySelectorAll('.move-block')].filter((block) => block.firstChild).length;
    for (let i = 0; i < 150; i++) {
      viewer.next();
      if (i % 10 === 0) await frames(1);
    }
    await frames(2);
    const hidden = { blocks: list.querySelectorAll('.move-block').length, drawn: drawnBlocks() };
    viewer.setAttribute('show-moves', 'on');
    await frames(4);
    const current = list.querySelector(`button.move[data-node="${viewer.currentNode.id}"]`);
    return {
      hidden,
      current: current?.getAttribute('aria-current'),
      marked: list.querySelectorAll('[aria-current]').length,
    };
  }, analysedGame(300));
  expect(result.hidden.blocks).toBeGreaterThan(20);
  expect(result.hidden.drawn).toBe(1);
  expect(result).toMatchObject({ current: 'step', marked: 1 });
});
