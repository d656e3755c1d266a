// Go in a real browser, in <board-viewer>: a HEN position (every stone colour, last move, ko, marks,
// labels, numbers, flipped); an SGF game stepped through by keyboard, with its comments,
// game information and a variation reached by a click; the converter SGF <-> HEN at the move shown,
// in a variation too. Expected positions come from the package itself in Node (Hen.fromSgf, Hen.parse), which
// has its own tests against a reference Go implementation: here we check that the page shows them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hen, Sgf } from 'boardnotation';
import {
  hashOf,
  linkOf,
  openPage,
  outputText,
  repositoryRoot,
  screenshotPath,
  settled,
  startBrowser,
  summaryText,
  viewerLabel,
} from './browser.mjs';

const GAME = readFileSync(path.join(repositoryRoot, 'web/examples/ko-fight-9x9.sgf'), 'utf8');
const COLOURS_HEN = readFileSync(path.join(repositoryRoot, 'web/examples/seven-colours.hen'), 'utf8').trim();
const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const STONES = ['empty', 'black', 'white', 'red', 'green', 'blue', 'yellow', 'purple'];

let browser;
let page;
let problems;

beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  problems = [];
  page = await openPage(browser.context, `${browser.url}#n=go`, problems);
});
afterEach(async () => {
  await page?.close();
  expect(problems).toEqual([]);
});

// "A1 black" ... for every stone of a Hen position, as the page must draw it.
function expectedStones(hen) {
  const stones = [];
  hen.board.forEach((row, r) =>
    row.forEach((stone, c) => {
      if (stone) stones.push(`${LETTERS[c]}${hen.height - r} ${STONES[stone]}`);
    }),
  );
  return stones.sort();
}
// The stones drawn, by their accessible names ("D4: black stone, last move"): the page's board or
// the viewer's, once the worker's answer (the position of the node shown) is drawn.
const drawnStones = async () => (
  await settled(page),
  page.$$eval('[data-point][aria-label]', (points) =>
    points
      .map((point) => /^(\w+): (\w+) stone/.exec(point.getAttribute('aria-label')))
      .filter(Boolean)
      .map(([, at, colour]) => `${at} ${colour}`)
      .sort(),
  )
);
const plyLabel = () => viewerLabel(page);
const pointLabel = async (point) => (
  await settled(page),
  page.getAttribute(`board-viewer [data-point="${point}"]`, 'aria-label')
);
// The viewer's API, as a page embedding it calls it.
const goTo = (ply) => page.$eval('board-viewer', (viewer, value) => viewer.goTo(value), ply);
// Only the chosen converter tab is produced (see converter-panel.js): choose it, then read it.
const output = (id) => outputText(page, id);

test('an SGF game: opened at its start, stepped through with ← → Home End, with ko, last move and comments', async () => {
  const moves = 21;
  expect(await page.inputValue('#source')).toBe(GAME);
  // Like every game in the viewer, it opens at its start; the first comment is shown once.
  expect(await plyLabel()).toBe(`Start position · move 0 of ${moves}`);
  expect(await drawnStones()).toEqual([]);
  const first = 'A short game written for the boardnotation demo page: step through it with the arrow keys.';
  expect(
    await page.$eval(
      '.view-panel',
      (panel, text) =>
        `${panel.innerText}${panel.querySelector('board-viewer').shadowRoot.textContent}`.split(text).length - 1,
      first,
    ),
  ).toBe(1);
  // The game's information: players, komi, rules.
  expect(await page.$$eval('board-viewer .info dt', (terms) => terms.map((term) => term.textContent))).toEqual(
    expect.arrayContaining(['Black', 'White', 'Komi']),
  );

  // The keys work from anywhere but the text and form fields: focus the board's panel first.
  await page.click('#view-heading');
  await page.keyboard.press('End');
  expect(await plyLabel()).toBe(`21. B pass · move ${moves} of ${moves}`);
  expect(await drawnStones()).toEqual(expectedStones(Hen.fromSgf(GAME, moves)));
  await page.screenshot({ path: screenshotPath('go-game-end') });
  await page.keyboard.press('Home');
  for (let ply = 1; ply <= 9; ply++) {
    await page.keyboard.press('ArrowRight');
    expect([ply, await drawnStones()]).toEqual([ply, expectedStones(Hen.fromSgf(GAME, ply))]);
  }
  // Move 9: black C8 takes the white stone at B8, which becomes the ko point; the triangle of the SGF marks it.
  expect(await plyLabel()).toBe(`9. B C8 · move 9 of ${moves}`);
  expect(await pointLabel('B8')).toBe('B8: empty, ko point, triangle');
  expect(await pointLabel('C8')).toBe('C8: black stone, last move');
  // The reader may play on it (the worker opened the game; the page's Go engine judges the move):
  // white retaking the ko at once is refused, and said.
  await page.waitForFunction(() => document.querySelector('board-viewer').shadowRoot.querySelector('.board.playable'));
  expect(await page.$eval('board-viewer', (viewer) => viewer.play('B8'))).toBeNull();
  expect(await page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.live').textContent)).toMatch(
    /^Not played: ko/,
  );
  expect(
    await page.$eval('board-viewer', (viewer) => {
      // The comment after the current move (a numbered move sits in its number's span).
      const current = viewer.shadowRoot.querySelector('[aria-current="step"]');
      return (current.closest('.move-pair') ?? current).nextElementSibling?.textContent;
    }),
  ).toContain('the triangle is the ko point');
  await page.screenshot({ path: screenshotPath('go-ko') });

  await page.keyboard.press('ArrowLeft');
  expect(await plyLabel()).toBe(`8. W B8 · move 8 of ${moves}`);
  expect(await pointLabel('B8')).not.toContain('ko point');
  // The viewer's buttons do the same.
  await page.click('board-viewer [data-action="last"]');
  await page.click('board-viewer [data-action="previous"]');
  expect(await plyLabel()).toBe(`20. W pass · move 20 of ${moves}`);
  await page.click('board-viewer [data-action="first"]');
  expect(await plyLabel()).toBe(`Start position · move 0 of ${moves}`);
  await goTo(12);
  expect(await plyLabel()).toBe(`12. W B8 · move 12 of ${moves}`);
  expect(await pointLabel('C8')).toBe('C8: empty, ko point, label A');
  // The move shown is in the address, so a link opens the game at this move.
  expect((await hashOf(page)).p).toBe('12');
});

test("an SGF variation is reached on the page: the one the example's comment points to", async () => {
  // The example as if its variation were the main line: the engine's reading of that line.
  const variation = GAME.replace(/\(;B\[fc\][\s\S]*?\)\s*(?=\(;B\[hb\])/, '');
  expect(variation).not.toBe(GAME);
  const at = Hen.fromSgf(variation, 1e9);
  const button = await page.$eval(
    'board-viewer',
    (viewer) => viewer.shadowRoot.querySelector('.variation button.move').dataset.node,
  );
  await page.click(`board-viewer button.move[data-node="${button}"]`);
  expect(await plyLabel()).toBe('15. B H8 · move 15 of 15');
  expect(await page.isVisible('board-viewer .line-bar')).toBe(true);
  expect(await drawnStones()).toEqual(expectedStones(at));
  expect(await pointLabel('H8')).toBe('H8: black stone, last move, cross');
  expect(await output('hen')).toBe(Hen.sgf2hen(variation, 15));
  expect(Hen.fromSgf(await output('sgf-position'), 1).board).toEqual(at.board);
  // A link opens the same variation.
  const linked = await openPage(browser.context, await linkOf(page), problems);
  expect(await viewerLabel(linked)).toBe('15. B H8 · move 15 of 15');
  await linked.close();
  await page.click('board-viewer .line-bar button');
  expect(await plyLabel()).toBe('14. W C8 · move 14 of 21');
  expect(await output('hen')).toBe(Hen.sgf2hen(GAME, 14));
});

test('the converter gives HEN and SGF at the move shown, and the whole game as SGF', async () => {
  for (let ply = 0; ply <= 21; ply += 7) {
    await goTo(ply);
    expect([ply, await output('hen')]).toEqual([ply, Hen.sgf2hen(GAME, ply)]);
    expect([ply, await output('sgf-position')]).toEqual([ply, Hen.fromSgf(GAME, ply).toSgf()]);
  }
  await goTo(9);
  expect(await output('hen')).toBe('.9x9_9Bbw_8bCbw_7Bbw_5Eb.B8.C8b.w.B8-TR');
  // The position's SGF (setup stones and the last move) replays to the same stones and last move.
  const replayed = Hen.fromSgf(await output('sgf-position'), 1);
  expect(replayed.board).toEqual(Hen.fromSgf(GAME, 9).board);
  expect(replayed.lastMove).toEqual(Hen.fromSgf(GAME, 9).lastMove);
  await page.getByRole('tab', { name: 'SGF game' }).click();
  expect(await output('sgf-game')).toBe(Sgf.stringify(Sgf.parse(GAME)));
  await page.uncheck('.output-panel[data-output="sgf-game"] [data-option="lineBreakBetweenNodes"]');
  expect(await output('sgf-game')).toBe(Sgf.stringify(Sgf.parse(GAME), { lineBreakBetweenNodes: false }));

  // HEN in: canonical HEN and its SGF; the whole-game tab says why it has nothing.
  await page.fill('#source', '.9x9_8Gw_7Eb2w_6CbEwb_5Hw_4Gbw.H4w.b');
  await page.waitForSelector('body[data-state="valid"]');
  expect(await page.isHidden('#steps')).toBe(true);
  expect(await output('hen')).toBe(Hen.parse('.9x9_8Gw_7Eb2w_6CbEwb_5Hw_4Gbw.H4w.b').toString());
  expect(await output('sgf-position')).toBe(Hen.parse('.9x9_8Gw_7Eb2w_6CbEwb_5Hw_4Gbw.H4w.b').toSgf());
  expect(await output('sgf-game')).toMatch(/^A HEN holds one position/);
});

test('HEN: all seven stone colours, marks, labels, numbered stones, ko and last move; flipping the board', async () => {
  await page.selectOption('#example', 'colours');
  await page.waitForFunction(
    () => document.querySelector('#example').value === 'colours' && document.body.dataset.state === 'valid',
  );
  expect(await page.inputValue('#source')).toBe(`${COLOURS_HEN}\n`);
  const hen = Hen.parse(COLOURS_HEN);
  expect(await drawnStones()).toEqual(expectedStones(hen));
  expect(
    new Set(
      await page.$$eval('board-viewer [data-point] circle[class^="bn-stone-"]', (stones) =>
        stones.map((stone) => stone.getAttribute('class')),
      ),
    ),
  ).toEqual(new Set(['black', 'white', 'red', 'green', 'blue', 'yellow', 'purple'].map((name) => `bn-stone-${name}`)));
  const label = (point) => page.getAttribute(`[data-point="${point}"]`, 'aria-label');
  expect(await label('A9')).toBe('A9: black stone');
  expect(await label('G9')).toBe('G9: purple stone');
  expect(await label('C5')).toBe('C5: empty, ko point');
  expect(await label('F3')).toBe('F3: purple stone, last move');
  expect(await label('H3')).toBe('H3: empty, triangle');
  expect(await label('D5')).toBe('D5: red stone, square');
  expect(await label('E7')).toBe('E7: black stone, circle, move 3');
  expect(await label('B2')).toBe('B2: empty, label a');
  expect(await label('C7')).toMatch(/^C7: \w+ stone, move 1$/);
  expect(await page.textContent('[data-point="C7"] text')).toBe('1');
  const marked = await page.$$eval(
    '[data-point][aria-label]',
    (points) =>
      points.filter((point) => /, (circle|square|triangle|cross)\b/.test(point.getAttribute('aria-label'))).length,
  );
  expect(marked).toBe(hen.marks.length);
  expect(await summaryText(page)).toBe(
    '9 × 9 board · ' +
      (await page.evaluate(() => document.querySelector('#summary').textContent.split(' · ')[1])) +
      ' · blue to play',
  );
  await page.screenshot({ path: screenshotPath('go-seven-colours') });

  // Flipped, A9 is drawn at the bottom right instead of the top left.
  const a9 = await page.locator('[data-point="A9"] circle').boundingBox();
  const board = await page.locator('board-viewer svg.bn-go').boundingBox();
  expect(a9.x).toBeLessThan(board.x + board.width / 2);
  expect(a9.y).toBeLessThan(board.y + board.height / 2);
  await page.getByRole('button', { name: 'Flip board' }).click();
  expect(await page.getAttribute('board-viewer svg.bn-go', 'data-orientation')).toBe('black');
  const a9Flipped = await page.locator('[data-point="A9"] circle').boundingBox();
  expect(a9Flipped.x).toBeGreaterThan(a9.x);
  expect(a9Flipped.y).toBeGreaterThan(a9.y);
  expect((await hashOf(page)).f).toBe('1');
});

test('errors: a HEN row off the board and an unexpected character in SGF (an error in the lenient reading too), at their line and column, in English and Spanish', async () => {
  await page.selectOption('#example', 'hen-error');
  await page.waitForSelector('body[data-state="invalid"] .problem[data-line]');
  expect(
    await page.$$eval('.problem', (items) =>
      items.map((item) => `${item.dataset.line}:${item.dataset.column} ${item.dataset.code}`),
    ),
  ).toEqual(['1:10 hen.row_out_of_range']);
  expect(await page.textContent('.problem-title')).toBe('HenError at line 1, column 10');
  expect(await page.textContent('.problem-message')).toBe(
    "Row 20 out of range (the board has 9 rows) in '_20Eb' at offset 8",
  );
  expect(await page.textContent('.problem-token')).toBe('20');

  await page.selectOption('#example', 'sgf-error');
  await page.waitForSelector('body[data-state="invalid"] .problem[data-code="sgf.unexpected_char"]');
  expect(await page.textContent('.problem-title')).toBe('SgfError at line 3, column 8');
  expect(await page.textContent('.problem-token')).toBe('!');
  await page.screenshot({ path: screenshotPath('go-error-en') });

  await page.getByLabel('Español', { exact: true }).check();
  await page.waitForFunction(() => document.querySelector('.problem-title')?.textContent.includes('línea'));
  expect(await page.textContent('.problem-title')).toBe('SgfError en la línea 3, columna 8');
  const spanish = Sgf.validate(
    readFileSync(path.join(repositoryRoot, 'web/examples/unexpected-character.sgf'), 'utf8'),
    { language: 'es' },
  ).errors[0].message;
  expect(await page.textContent('.problem-message')).toBe(spanish);
  expect(await page.textContent('#view-heading')).toBe('Tablero');
  expect(await page.textContent('.problem button')).toBe('Ir a la línea 3, columna 8');
  await page.screenshot({ path: screenshotPath('go-error-es') });

  // In Spanish the stones agree with their count, and the moves are negro's (N) and blanco's (B).
  await page.selectOption('#example', 'ko-fight');
  await page.waitForSelector('body[data-state="valid"]');
  await settled(page);
  await page.evaluate(() => document.querySelector('board-viewer').last());
  await page.waitForFunction(() => /piedras? /.test(document.querySelector('#summary').textContent));
  const summary = await summaryText(page);
  expect(summary).toMatch(/^Tablero de 9 × 9 · \d+ piedras? negras?, \d+ piedras? blancas?/);
  expect(summary).not.toMatch(/\b([02-9]|\d\d+) (negra|blanca)\b/);
  const labels = await page.$$eval('board-viewer', ([viewer]) =>
    [...viewer.shadowRoot.querySelectorAll('.moves .move')].slice(0, 2).map((move) => move.textContent),
  );
  expect(labels.map((label) => label.replace(/[\u2066-\u2069]/g, '')[0])).toEqual(['N', 'B']);
});
