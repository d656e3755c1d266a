// The FEN page in a real browser, shown in <board-viewer>: a FEN drawn, the legal moves of a clicked
// piece shown, moves played by clicking and by dragging (promotion included), stepping through them
// by keyboard, moves played with the keys on the board, FEN errors with their rule. Expected positions come from the package in Node (Chess, Fen), which is tested against perft.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Chess, Fen } from 'boardnotation';
import {
  chessPieces,
  clickViewerSquare,
  hashOf,
  outputText,
  pagesPerTest,
  repositoryRoot,
  screenshotPath,
  summaryText,
  viewerLabel,
  viewerTargets,
} from './browser.mjs';

const browser = pagesPerTest();
let page;
beforeEach(async () => {
  page = await browser.open(`${browser.url}#n=fen`);
});

// Only the chosen converter tab is produced (see converter-panel.js): choose it, then read it.
const output = (id) => outputText(page, id);
const square = (name) => ({ click: () => clickViewerSquare(page, name) });
const named = (name) => page.getAttribute(`board-viewer svg g[data-square="${name}"]`, 'aria-label');
const targets = () => viewerTargets(page);
// Drags the piece on `from` to `to` with the mouse, as a reader does.
async function drag(from, to) {
  const centre = async (name) => {
    const box = await page.locator(`board-viewer svg rect[data-square="${name}"]`).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  await page.mouse.move(...(await centre(from)));
  await page.mouse.down();
  await page.mouse.move(...(await centre(to)), { steps: 5 });
  await page.mouse.up();
}
const pieces = () => chessPieces(page);
function expectedPieces(fen) {
  return new Chess(fen)
    .board()
    .flat()
    .filter(Boolean)
    .map(({ square: name, color, type }) => `${name}${color}${type}`)
    .sort();
}

test('draws the FEN, shows the legal moves of a clicked piece and plays moves by clicking and dragging; ← → step through them', async () => {
  const start = new Chess().fen();
  expect(await pieces()).toEqual(expectedPieces(start));
  expect(await named('e1')).toBe('e1: white king');
  expect(await page.getAttribute('board-viewer svg rect[data-square="a1"]', 'class')).toBe('bn-dark');
  expect(await page.getAttribute('board-viewer svg rect[data-square="h1"]', 'class')).toBe('bn-light');
  expect(await summaryText(page)).toBe('White to move · 20 legal moves');
  expect(await output('fen')).toBe(start);
  expect((await output('legal')).split(' ').sort()).toEqual(new Chess().moves().sort());

  await square('g1').click();
  expect(await targets()).toEqual(['f3', 'h3']);
  expect(await named('f3')).toBe('f3: empty, legal move');
  await square('g1').click(); // a second click puts the piece down again
  expect(await targets()).toEqual([]);

  // Two moves by clicking, two by dragging the piece.
  const game = new Chess();
  for (const [from, to, how] of [
    ['e2', 'e4', 'click'],
    ['e7', 'e5', 'click'],
    ['g1', 'f3', 'drag'],
    ['b8', 'c6', 'drag'],
  ]) {
    if (how === 'drag') await drag(from, to);
    else {
      await square(from).click();
      await square(to).click();
    }
    game.move({ from, to });
    expect(await output('fen')).toBe(game.fen());
  }
  expect(await pieces()).toEqual(expectedPieces(game.fen()));
  expect(await output('moves')).toBe('1. e4 e5 2. Nf3 Nc6');
  expect(await viewerLabel(page)).toBe('2… Nc6 · ply 4 of 4');
  expect(await named('c6')).toBe('c6: black knight, last move');
  // The viewer's move list has them, and the address keeps them.
  expect(await page.$$eval('board-viewer .moves .move', (moves) => moves.map((move) => move.textContent))).toEqual([
    'e4',
    'e5',
    'Nf3',
    'Nc6',
  ]);
  expect((await hashOf(page)).v).toBe('e2e4,e7e5,g1f3,b8c6');
  await page.screenshot({ path: screenshotPath('chess-played') });

  // Keyboard stepping (from outside the board: on the board the arrows move between squares, and
  // on the converter's tabs they move between tabs).
  const press = async (key) => {
    await page.click('#view-heading');
    await page.keyboard.press(key);
  };
  await press('Home');
  expect(await pieces()).toEqual(expectedPieces(start));
  await press('ArrowRight');
  expect(await output('fen')).toBe(new Chess(start).move('e4').after);
  await press('End');
  expect(await output('fen')).toBe(game.fen());
  await press('ArrowLeft');
  expect(await viewerLabel(page)).toBe('2. Nf3 · ply 3 of 4');

  // Playing from an earlier position starts a line of its own, as on an analysis board; the page
  // keeps the line shown.
  await square('f8').click();
  expect(await targets()).toEqual(['a3', 'b4', 'c5', 'd6', 'e7']);
  await square('c5').click();
  expect(await output('moves')).toBe('1. e4 e5 2. Nf3 Bc5');
  expect(await page.$$eval('board-viewer .moves .move', (moves) => moves.map((move) => move.textContent))).toEqual([
    'e4',
    'e5',
    'Nf3',
    'Nc6',
    'Bc5',
  ]);
  expect(JSON.parse(await output('json'))).toEqual(
    JSON.parse(JSON.stringify(Fen.parse(new Chess(game.history({ verbose: true })[2].after).move('Bc5').after))),
  );
});

test('a pawn reaching the last rank asks which piece to promote to; the board flips and the squares work by keyboard', async () => {
  await page.selectOption('#example', 'promotion');
  await page.waitForFunction(
    () => document.querySelector('#example').value === 'promotion' && document.body.dataset.state === 'valid',
  );
  await square('b7').click();
  expect(await targets()).toEqual(['b8']);
  await square('b8').click();
  await page.waitForSelector('board-viewer .promotion button');
  expect(
    await page.$$eval('board-viewer .promotion button', (buttons) => buttons.map((button) => button.textContent)),
  ).toEqual(['queen', 'rook', 'bishop', 'knight']);
  await page.screenshot({ path: screenshotPath('chess-promotion') });
  await page.click('board-viewer .promotion button[data-piece="n"]');
  const expected = new Chess('8/1P4k1/8/8/8/8/6K1/8 w - - 0 1').move({ from: 'b7', to: 'b8', promotion: 'n' });
  expect(await output('fen')).toBe(expected.after);
  expect(await output('moves')).toBe(`1. ${expected.san}`);
  expect(await named('b8')).toBe('b8: white knight, last move');

  // Flipped: a1 is at the top right; the address says so.
  const a1Box = () => page.locator('board-viewer svg rect[data-square="a1"]').boundingBox();
  const a1 = await a1Box();
  await page.getByRole('button', { name: 'Flip board' }).click();
  const a1Flipped = await a1Box();
  expect(a1Flipped.x).toBeGreaterThan(a1.x);
  expect(a1Flipped.y).toBeLessThan(a1.y);
  expect((await hashOf(page)).f).toBe('1');

  // Keyboard only: Tab to the board, Enter starts playing with the keys, the arrows move the cursor
  // (as seen), Enter picks up and plays.
  await page.fill('#source', '4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  await page.waitForSelector('body[data-state="valid"]');
  await page.getByRole('button', { name: 'Flip board' }).click(); // white at the bottom again
  await page.focus('board-viewer .board');
  const cursor = () =>
    page.$eval(
      'board-viewer',
      (viewer) => viewer.shadowRoot.querySelector('.bn-cursor') && viewer.shadowRoot.querySelector('.live').textContent,
    );
  expect(await cursor()).toBeNull(); // the focus alone leaves the arrows to stepping
  await page.keyboard.press('Enter');
  expect(await cursor()).toBe('a1: empty');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  expect(await cursor()).toBe('e1: white king');
  await page.keyboard.press('Enter');
  expect(await targets()).toEqual(['d1', 'd2', 'e2', 'f1', 'f2']);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  expect(await output('fen')).toBe('4k3/8/8/8/8/8/4K3/8 b - - 1 1');
});

test('a FEN error is shown at its column with its rule, in English and Spanish', async () => {
  await page.selectOption('#example', 'castling-error');
  await page.waitForSelector('body[data-state="invalid"] .problem[data-line]');
  const fen = readFileSync(path.join(repositoryRoot, 'web/examples/castling-without-rook.fen'), 'utf8').trim();
  const [error] = Fen.validate(fen).errors;
  expect(error.code).toBe('chess.fen.castling_without_rook');
  expect(
    await page.$$eval('.problem', (items) => items.map((item) => `${item.dataset.line}:${item.dataset.column}`)),
  ).toEqual([`1:${error.column}`]);
  expect(await page.textContent('.problem-title')).toBe(`FenError at line 1, column ${error.column}`);
  expect(await page.textContent('.problem-message')).toBe(error.message);
  expect(await page.textContent('.problem-rule')).toBe('Rule: chess.fen.castling_without_rook');
  expect(await page.textContent('.problem-token')).toBe('K');
  await page.screenshot({ path: screenshotPath('chess-error-en') });

  await page.getByLabel('Español', { exact: true }).check();
  await page.waitForFunction(() => document.querySelector('.problem-rule')?.textContent.startsWith('Regla'));
  expect(await page.textContent('.problem-message')).toBe(Fen.validate(fen, { language: 'es' }).errors[0].message);
  expect(await page.textContent('.problem-title')).toBe(`FenError en la línea 1, columna ${error.column}`);

  // Blank lines and spaces around the FEN are not an error; the columns still point into the text.
  await page.fill('#source', '\n  8/8/8/8/8/8/8/8 w - - 0 1\n');
  await page.waitForSelector('body[data-state="invalid"] .problem[data-line="2"]');
  const missing = Fen.validate('8/8/8/8/8/8/8/8 w - - 0 1', { language: 'es' }).errors;
  expect(await page.$$eval('.problem', (items) => items.map((item) => item.dataset.code))).toEqual(
    missing.map((d) => d.code),
  );
});
