// <board-viewer> on a BDL description whose moves need more work than one engine call may take
// (bdl.too_much_work, docs/bdl.md): a press on the board that asks for such moves, or plays a move
// whose finish rule needs such work, is answered under the board and by an `error` event, the game
// as it was, never by an exception escaping the page's event handler (viewer-page.mjs fails a test
// on any uncaught page error).
import { viewerPages } from './viewer-page.mjs';

const pages = viewerPages();

// Player 0's corner piece `k` has one free move; each `p` reaches every square of the 256 x 256
// board, so that with cant_risk(p) finding the moves of a `p` (or the finish rule after `k` moved,
// which lists the other player's moves) looks at every square for every piece.
const BLOCK = `rules{ first_player : 0 width : 256 height : 256 coloring : alternate player_change : alternate }
pieces{ k{ moves{ x : 1, y : 0 } } p{ moves{ x : [-256, 256], y : [-256, 256] } } }
initial_piece_position{ k{ positions{ x : 0, y : 255 } } p{ positions{ x : [0, 255], y : 1 } mirrored } }
invariants{ cant_risk(p) } finish{ no_moves_available }`;

// Clicks BDL cell (x, y) where the viewer draws it.
async function clickCell(page, x, y) {
  const centre = await page.$eval(
    'board-viewer',
    (viewer, [cx, cy]) => {
      const box = viewer.shadowRoot.querySelector('.board svg .bn-bdl-ground').getBoundingClientRect();
      const { width, height } = viewer.document.sceneAt(0, 0);
      return {
        x: box.left + (cx + 0.5) * (box.width / width),
        y: box.top + (height - 1 - cy + 0.5) * (box.height / height),
      };
    },
    [x, y],
  );
  await page.mouse.click(centre.x, centre.y);
}

// What the viewer shows under the board and the codes of the `error` events so far.
const shown = (page) =>
  page.$eval('board-viewer', (viewer) => {
    const status = viewer.shadowRoot.querySelector('.status');
    return {
      status: status.hidden ? null : status.textContent,
      errors: window.errorCodes,
      moves: viewer.playedMoves.length,
    };
  });

test('a press whose moves need too much work is said, not thrown', async () => {
  const page = await pages.blank('<board-viewer notation="bdl" style="width: 600px"></board-viewer>');
  await page.$eval(
    'board-viewer',
    (viewer, text) => {
      window.errorCodes = [];
      viewer.addEventListener('error', (event) => window.errorCodes.push(event.detail.error?.code ?? null));
      return new Promise((resolve) => {
        viewer.addEventListener('load', resolve, { once: true });
        viewer.text = text;
      });
    },
    BLOCK,
  );

  await clickCell(page, 5, 1); // a `p`: listing its moves runs out of work
  await page.waitForFunction(() => window.errorCodes.length === 1, null, { timeout: 20_000 });
  let state = await shown(page);
  expect(state.errors).toEqual(['bdl.too_much_work']);
  expect(state.status).toMatch(/needs more than/);

  await clickCell(page, 0, 255); // the corner `k`: its one move is listed at once
  await clickCell(page, 1, 255); // playing it runs the finish rule out of work: not played
  await page.waitForFunction(() => window.errorCodes.length === 2, null, { timeout: 20_000 });
  state = await shown(page);
  expect(state.errors).toEqual(['bdl.too_much_work', 'bdl.too_much_work']);
  expect(state.moves).toBe(0);
}, 60_000);
