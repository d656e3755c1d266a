// What the page does with the reader's text: a pasted, dropped or opened text is read in its own
// notation (the package's detect()), switching notation never throws the text away, a board of
// another document is never shown as this text's last valid board, one keystroke in a large
// database costs little and an unchanged text is not read again, stepping through a database with
// "Export PGN → All games" open does not export it again at each step, and diagnostics are in
// proportion (Fischer.pgn's mates written '+' are a quiet note, not a problem banner).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Pgn } from 'boardnotation';
import {
  corpusText,
  openFileMadeInPage,
  pagesPerTest,
  pasteText,
  repositoryRoot,
  settled,
  summaryText,
  viewerLabel,
} from './browser.mjs';
import { bigDatabase } from './databases.mjs';

const browser = pagesPerTest();
// Fischer.pgn from the corpus, or a made database of as many games (databases.mjs).
const DATABASE = bigDatabase();
// Fischer's own games: the corpus's real file (beside the clone in CI), for what only its text
// has (mates written "+"); a clone alone has no such file and skips that one test.
const FISCHER = corpusText('pgn', 'Fischer.pgn');
const withFischer = FISCHER ? test : test.skip;
const SGF = readFileSync(path.join(repositoryRoot, 'web/examples/ko-fight-9x9.sgf'), 'utf8');
const FEN = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';

// A paste as the reader does it: the clipboard's text, Ctrl+A and Ctrl+V in the text area.
async function pasteFromClipboard(page, text) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.focus('#source');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
  await page.waitForFunction((value) => document.querySelector('#source').value === value, text);
  await settled(page);
}

test('a pasted text is read in its own notation: SGF and FEN pasted on the GBB page', async () => {
  const page = await browser.open(`${browser.url}#n=gbb`);
  await pasteFromClipboard(page, SGF);
  expect(await page.inputValue('#notation')).toBe('go');
  expect(await page.getAttribute('body', 'data-state')).toBe('valid');
  expect(await page.locator('#view svg.bn-go').count()).toBe(1); // an SGF game: in <board-viewer>
  expect(await page.inputValue('#source')).toBe(SGF);
  await pasteFromClipboard(page, FEN);
  expect(await page.inputValue('#notation')).toBe('fen');
  expect(await page.locator('#view board-viewer svg.bn-chess').count()).toBe(1);
  // Typing never switches: a half-typed text may look like anything.
  await page.fill('#source', 'GBB/1.0\nsize 2 2\nhead 0 0');
  await settled(page);
  expect(await page.inputValue('#notation')).toBe('fen');
});

test('a dropped .sgf file opens as SGF, and "Open file…" opens a PGN as PGN', async () => {
  const page = await browser.open(`${browser.url}#n=gbb`);
  const transfer = await page.evaluateHandle((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'ko-fight.sgf', { type: 'application/x-go-sgf' }));
    return data;
  }, SGF);
  await page.dispatchEvent('#editor', 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent('#editor', 'drop', { dataTransfer: transfer });
  await page.waitForFunction(
    () => document.querySelector('#notation').value === 'go' && document.body.dataset.state === 'valid',
  );
  expect(await page.inputValue('#source')).toBe(SGF);
  expect(await page.locator('#view svg.bn-go').count()).toBe(1);

  await openFileMadeInPage(page, () => '1. e4 e5 2. Nf3 *', null, 'short.pgn');
  await page.waitForFunction(
    () => document.querySelector('#notation').value === 'pgn' && document.body.dataset.state === 'valid',
  );
  expect(await viewerLabel(page)).toBe('Start position · ply 0 of 3');
});

test("switching notation keeps the reader's text (the examples are offered in the menu); an example is replaced by the new notation's", async () => {
  const page = await browser.open(`${browser.url}#n=gbb`);
  // An example is not the reader's text: another notation shows its own first example.
  await page.selectOption('#notation', 'fen');
  await page.waitForFunction(
    () => document.querySelector('#example').value === 'start' && document.body.dataset.state === 'valid',
  );

  await page.fill('#source', FEN);
  await settled(page);
  expect(await page.inputValue('#example')).toBe('');
  await page.selectOption('#notation', 'go');
  await settled(page);
  expect(await page.inputValue('#source')).toBe(FEN);
  expect(await page.getAttribute('body', 'data-state')).toBe('invalid');
  // The FEN's board is another notation's drawing: not shown as this reading's last valid board.
  expect(await page.locator('#view svg').count()).toBe(0);
  expect(await summaryText(page)).toBe('The text has an error.');
  // The notation's examples are offered, not forced.
  expect(await page.inputValue('#example')).toBe('');
  expect(await page.locator('#example option').count()).toBeGreaterThan(1);
  await page.selectOption('#notation', 'fen');
  await page.waitForSelector('body[data-state="valid"] svg.bn-chess');
  expect(await page.inputValue('#source')).toBe(FEN);
});

test('after an error example no board of the previous document is shown; an edit of the same text keeps its own board, said to be so', async () => {
  const page = await browser.open(`${browser.url}#n=go&x=ko-fight`);
  await page.waitForSelector('body[data-state="valid"] svg.bn-go');
  await page.selectOption('#example', 'hen-error');
  await page.waitForFunction(
    () => document.querySelector('#example').value === 'hen-error' && document.body.dataset.state === 'invalid',
  );
  expect(await page.locator('#view svg').count()).toBe(0);
  expect(await page.getAttribute('#view', 'class')).not.toContain('is-stale');
  expect(await summaryText(page)).toBe('The text has an error.');

  await page.selectOption('#example', 'readme-hen');
  await page.waitForSelector('body[data-state="valid"] svg.bn-go');
  const text = await page.inputValue('#source');
  await page.fill('#source', `${text}(`);
  await page.waitForSelector('body[data-state="invalid"]');
  expect(await page.locator('#view svg.bn-go').count()).toBe(1);
  expect(await page.getAttribute('#view', 'class')).toContain('is-stale');
  expect(await summaryText(page)).toBe(
    'The text has an error: the board shown, dimmed, is this text’s last valid one.',
  );
});

test('a keystroke in a 118 KB database is handled at once and read after a pause; a text typed back to what was read is not read again', async () => {
  const page = await browser.open(`${browser.url}#n=pgn`);
  const text = DATABASE.slice(0, DATABASE.lastIndexOf('\n[Event', 118_000));
  expect(text.length).toBeGreaterThan(110_000);
  await pasteText(page, text);
  await page.waitForSelector('body[data-state="valid"] svg.bn-chess');
  await page.evaluate(() => {
    // The page's own work for one input event: from before the text area's handler to after it.
    window.inputCost = [];
    window.addEventListener(
      'input',
      () => {
        window.inputStart = performance.now();
      },
      { capture: true },
    );
    window.addEventListener('input', () => window.inputCost.push(performance.now() - window.inputStart));
    document.querySelector('#view board-viewer').dataset.drawing = 'before';
  });
  await page.focus('#source');
  // A letter typed and deleted, in one task (so that no pause comes between them on a busy machine):
  // execCommand edits as the keyboard does, with the same input events.
  const stateBetween = await page.evaluate(() => {
    document.querySelector('#source').setSelectionRange(5000, 5000);
    document.execCommand('insertText', false, 'x');
    const between = document.body.dataset.state;
    document.execCommand('delete');
    return between;
  });
  expect(stateBetween).toBe('pending'); // read after a pause, not at the keystroke
  await page.waitForSelector('body[data-state="valid"]');
  const costs = await page.evaluate(() => window.inputCost);
  console.log(
    `page's work per keystroke in ${text.length} characters (ms): ${costs.map((cost) => cost.toFixed(1)).join(', ')}`,
  );
  expect(costs).toHaveLength(2);
  for (const cost of costs) expect(cost).toBeLessThan(50);
  // Typed back to the text read last: the viewer showing it is still the same element, not loaded again.
  expect(await page.getAttribute('#view board-viewer', 'data-drawing')).toBe('before');
}, 60_000);

withFischer(
  'Fischer.pgn: no problem banner for mates written "+", and stepping with "Export PGN → All games" open does not export again',
  async () => {
    const page = await browser.open(`${browser.url}#n=pgn`);
    await pasteText(page, FISCHER);
    await page.waitForFunction(
      () => document.querySelector('board-viewer')?.shadowRoot.querySelectorAll('.picker option').length === 827,
      null,
      { timeout: 60_000 },
    );
    await page.waitForSelector('body[data-state="valid"]');
    const marks = Pgn.parse(FISCHER)
      .games.flatMap((game) => game.diagnostics)
      .filter((diagnostic) => diagnostic.code === 'chess.san.check_mark');
    expect(marks.length).toBe(10);
    expect(await page.locator('.problem-box').count()).toBe(0);
    expect(await page.textContent('.quiet-notes summary')).toBe(
      '10 notes on how the text is written (it is read as meant)',
    );

    await page.click('.tab[data-output="pgn"]');
    await page.check('[data-option="allGames"]');
    await page.waitForFunction(
      () => document.querySelector('.output-panel[data-output="pgn"] .output-text').textContent.length > 400_000,
    );
    const times = await page.evaluate(async () => {
      const pre = document.querySelector('.output-panel[data-output="pgn"] .output-text');
      const written = pre.firstChild;
      const spent = [];
      for (let step = 0; step < 12; step++) {
        const start = performance.now();
        document
          .querySelector('board-viewer')
          .shadowRoot.querySelector(`[data-action="${step % 2 ? 'previous' : 'next'}"]`)
          .click();
        spent.push(performance.now() - start);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }
      return { spent, same: pre.firstChild === written };
    });
    console.log(
      `steps in Fischer.pgn with the whole database's export open (ms): ${times.spent.map((time) => time.toFixed(0)).join(', ')}`,
    );
    expect(times.same).toBe(true);
    const median = times.spent.sort((a, b) => a - b)[6];
    expect(median).toBeLessThan(150);
  },
  90_000,
);
