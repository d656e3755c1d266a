// <board-viewer>'s move list in a heavily analysed record (a review tool's output: thousands of
// variations, a comment at every move) is drawn only near its view (move-list.js,
// virtual-list.js): a step adds and keeps a number of elements bounded by what is in view, far
// below the number of moves, and still shows the current move (in the list, marked, scrolled to),
// after a jump deep into a variation too; scrolling shows moves, a click and the keys ↑ ↓ work.
// No timing here (bench/go-steps.mjs times the steps).
import { viewerPages } from '../hostile/viewer-page.mjs';
import { analysedGame } from './analysed-game.mjs';

const pages = viewerPages();

test('a record of 20,000 moves in variations: a step draws and keeps what is near the view; the current move is shown, after a deep jump too', async () => {
  const page = await pages.blank();
  const result = await page.evaluate(async (sgf) => {
    const frames = window.afterFrames; // tests/hostile/viewer-page.mjs
    const host = document.body.appendChild(document.createElement('div'));
    host.style.cssText = 'width: 1000px; height: 700px';
    const viewer = new window.BoardViewer(host, { notation: 'sgf' });
    await viewer.load(sgf, { notation: 'sgf' });
    const root = viewer.document.games[0].root;
    const list = viewer.shadowRoot.querySelector('.moves');
    const elements = () => list.getElementsByTagName('*').length;
    const shown = (button) => {
      if (!button?.isConnected) return false;
      const box = button.getBoundingClientRect();
      const view = list.getBoundingClientRect();
      return box.height > 0 && box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
    };
    const currentButton = () => list.querySelector(`button.move[data-node="${viewer.currentNode.id}"]`);
    let moves = 0;
    for (const stack = [root]; stack.length;) {
      const node = stack.pop();
      if (node.parent) moves += 1;
      stack.push(...node.children);
    }
    // The last move of the last variation near the end of the game: the end of the list.
    let fork = root;
    for (let i = 0; i < 198; i++) fork = fork.children[0];
    let deepest = fork.children[fork.children.length - 1];
    while (deepest.children.length) deepest = deepest.children[0];
    // Elements added to the list by each step, its descendants counted.
    let added = 0;
    const count = (records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node.nodeType === 1) added += 1 + node.getElementsByTagName('*').length;
    };
    const observer = new MutationObserver(count);
    observer.observe(list, { childList: true, subtree: true });
    const steps = [];
    await frames(2);
    for (let i = 0; i < 40; i++) {
      added = 0;
      viewer.next();
      await frames(3);
      count(observer.takeRecords());
      steps.push({
        added,
        elements: elements(),
        current: currentButton()?.getAttribute('aria-current'),
        shown: shown(currentButton()),
      });
    }
    observer.disconnect();
    // A jump to the far end of the list, deep in a variation the view has not been near.
    viewer.goToNode(deepest.id);
    await frames(4);
    const jump = {
      current: currentButton()?.getAttribute('aria-current'),
      shown: shown(currentButton()),
      elements: elements(),
    };
    // Scrolled half-way: moves in view, not blank.
    list.scrollTop = list.scrollHeight / 2;
    await frames(4);
    const inView = [...list.querySelectorAll('button.move')].filter(shown);
    // A click on a move in view goes there; ↓ at a fork goes to the variation of the move after.
    const clicked = inView[Math.floor(inView.length / 2)];
    clicked.click();
    await frames(2);
    const click = { wanted: clicked.dataset.node, at: String(viewer.currentNode.id) };
    viewer.goToNode(root.children[0].children[0].id);
    viewer.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    await frames(3);
    const down = {
      second: viewer.currentNode === viewer.currentNode.parent.children[1],
      shown: shown(currentButton()),
    };
    // A move reached with Tab keeps the focus while the list is scrolled away from it.
    list.scrollTop = list.scrollHeight / 2;
    await frames(4);
    const focused = [...list.querySelectorAll('button.move')].find(shown);
    focused.focus();
    list.scrollTop = 0;
    await frames(4);
    const focus = { kept: viewer.shadowRoot.activeElement === focused && focused.isConnected, elements: elements() };
    return { moves, steps, jump, inView: inView.length, click, down, focus };
  }, analysedGame(2000));

  expect(result.moves).toBeGreaterThan(20_000);
  // A step adds at most a few blocks of moves (~100 moves and their comments each) and the list
  // keeps a few screens of them: both far below the ~60,000 elements of the whole list.
  const most = (key) => Math.max(...result.steps.map((step) => step[key]));
  expect(most('added')).toBeLessThan(3000);
  expect(most('elements')).toBeLessThan(5000);
  for (const step of result.steps) expect(step).toMatchObject({ current: 'step', shown: true });
  expect(result.jump).toMatchObject({ current: 'step', shown: true });
  expect(result.jump.elements).toBeLessThan(5000);
  expect(result.inView).toBeGreaterThan(5);
  expect(result.click.at).toBe(result.click.wanted);
  expect(result.down).toEqual({ second: true, shown: true });
  expect(result.focus.kept).toBe(true);
  expect(result.focus.elements).toBeLessThan(5000);
}, 60_000);

test("a big list let grow with the page (its part without max-height): drawn near the window's view, moves shown as the page scrolls", async () => {
  const page = await pages.blank();
  const result = await page.evaluate(async (sgf) => {
    const frames = window.afterFrames; // tests/hostile/viewer-page.mjs
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = 'board-viewer::part(moves) { max-height: none; flex: none; }';
    const host = document.body.appendChild(document.createElement('div'));
    host.style.width = '500px';
    const viewer = new window.BoardViewer(host, { notation: 'sgf' });
    await viewer.load(sgf, { notation: 'sgf' });
    const list = viewer.shadowRoot.querySelector('.moves');
    await frames(4);
    const tall = list.getBoundingClientRect().height / innerHeight;
    window.scrollTo(0, list.getBoundingClientRect().top + scrollY + list.offsetHeight / 2);
    await frames(6);
    const inWindow = [...list.querySelectorAll('button.move')].filter((button) => {
      const box = button.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
    }).length;
    return { tall, inWindow, elements: list.getElementsByTagName('*').length };
  }, analysedGame(2000));
  expect(result.tall).toBeGreaterThan(10);
  expect(result.inWindow).toBeGreaterThan(5);
  expect(result.elements).toBeLessThan(5000);
}, 60_000);
