// The page as a whole, in a real browser: every bundled example of every notation, the notation
// picker, the language switch (the page's own words and the package's messages), the state kept
// in the address (a link opens what its author saw) with the "Copy link" button, and the static
// build (scripts/build-site.mjs) served as any web host would serve it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GBB, Hen } from 'boardnotation';
import { buildSite } from '../../scripts/build-site.mjs';
import {
  hashOf,
  linkOf,
  maybeUpdateDocsScreenshot,
  pagesPerTest,
  pasteText,
  repositoryRoot,
  screenshotPath,
  settled,
  startBrowser,
  summaryText,
  viewerLabel,
} from './browser.mjs';

const browser = pagesPerTest();
const open = (url, context) => browser.open(url, context);

test('every bundled example of every notation loads: boards for the good ones, positioned errors for the broken ones', async () => {
  const page = await open(browser.url);
  const notations = await page.$$eval('#notation option', (options) =>
    options.map((option) => [option.value, option.textContent]),
  );
  expect(notations).toEqual([
    ['gbb', 'GBB (Gobstones board)'],
    ['go', 'Go (HEN or SGF)'],
    ['fen', 'Chess (FEN)'],
    ['pgn', 'Chess (PGN)'],
    ['ssb', 'ssb-chess messages'],
    ['bdl', 'BDL (board games)'],
  ]);
  const seen = [];
  for (const [notation] of notations) {
    await page.selectOption('#notation', notation);
    const examples = await page.$$eval('#example option', (options) =>
      options.map((option) => option.value).filter(Boolean),
    );
    for (const example of examples) {
      await page.selectOption('#example', example);
      await page.waitForFunction(
        (id) =>
          document.querySelector('#example').value === id && ['valid', 'invalid'].includes(document.body.dataset.state),
        example,
      );
      await settled(page); // and every answer of the worker about it shown
      const state = await page.evaluate(() => document.body.dataset.state);
      const drawn = await page.locator('#view svg:not([aria-hidden="true"])').count(); // boards, not the viewer's button icons
      const positioned = await page.locator('.problem[data-line][data-column]').count();
      seen.push(`${notation}/${example} ${state} ${state === 'valid' ? drawn : positioned}`);
    }
  }
  expect(seen).toEqual([
    'gbb/readme valid 1',
    'gbb/all-colours valid 1',
    'gbb/rings valid 1',
    'gbb/readme-as-published invalid 1',
    'go/ko-fight valid 1',
    'go/readme-hen valid 1',
    'go/colours valid 1',
    'go/hen-error invalid 1',
    'go/sgf-error invalid 1',
    'fen/start valid 1',
    'fen/kiwipete valid 1',
    'fen/promotion valid 1',
    'fen/castling-error invalid 1',
    // A broken game in a database is listed with its position, and the other games still show.
    'pgn/annotated valid 1',
    'pgn/studies valid 1',
    'pgn/illegal valid 1',
    'ssb/game valid 1',
    'ssb/vanished-queen valid 1',
    // damas needs its explicit JavaScript: valid, its board drawn, played once the reader allows the code to run.
    'bdl/chess valid 1',
    'bdl/pawngame valid 1',
    'bdl/damas valid 1',
    'bdl/undefined-pieces invalid 4',
  ]);
});

test('the language switch translates the page and the package messages, and is remembered in the address', async () => {
  const page = await open(browser.url);
  await page.getByLabel('Español', { exact: true }).check();
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  expect(await page.textContent('#input-heading')).toBe('Entrada');
  expect(await page.textContent('#converter-heading')).toBe('Conversor');
  expect(await summaryText(page)).toBe('Tablero de 3 × 4 · 3 celdas con bolitas · 8 bolitas · cabezal en 1, 1');
  expect(
    await page.getAttribute('#view board-viewer svg.bn-gbb .bn-cells [data-x="1"][data-y="2"]', 'aria-label'),
  ).toBe('celda 1, 2: 1 negro, 3 rojo');
  expect(await page.$$eval('.tab', (tabs) => tabs.map((tab) => tab.textContent))).toEqual(['JSON', 'GBB normalizado']);
  expect(await page.getByRole('button', { name: 'Copiar la salida JSON' }).count()).toBe(1);
  expect(await page.getByRole('combobox', { name: 'Notación' }).count()).toBe(1);
  expect(await page.title()).toBe('boardnotation · visor y conversor de tableros');
  expect((await hashOf(page)).l).toBe('es');
  await page.screenshot({ path: screenshotPath('page-spanish') });

  // A link in Spanish opens in Spanish, even in a browser set to English.
  const linked = await open(await linkOf(page));
  expect(await linked.evaluate(() => document.documentElement.lang)).toBe('es');
  expect(await linked.isChecked('input[name="language"][value="es"]')).toBe(true);
  await linked.selectOption('#notation', 'go');
  await linked.waitForSelector('body[data-state="valid"] svg.bn-go');
  // The SGF game's <board-viewer> speaks the page's language.
  expect(await viewerLabel(linked)).toBe('Posición inicial · jugada 0 de 21');
  expect(await linked.getByRole('button', { name: 'Girar el tablero' }).count()).toBe(1);
});

test('small inputs travel in the address: a link shows the same text, notation, move and orientation; "Copy link" copies it', async () => {
  const page = await open(`${browser.url}#n=go`);
  const hen = '.9x9_5Eb_4Dw.D4w.b';
  await page.fill('#source', hen);
  await page.waitForSelector('body[data-state="valid"] [data-point="D4"][aria-label^="D4: white stone"]');
  await page.getByRole('button', { name: 'Flip board' }).click();
  expect(await hashOf(page)).toEqual({ n: 'go', t: hen, f: '1', l: 'en' });
  await page.getByRole('button', { name: 'Copy a link to this page with the current input' }).click();
  await page.waitForSelector('#share-status:has-text("Link copied")');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await linkOf(page));

  const opened = await open(link);
  expect(await opened.inputValue('#source')).toBe(hen);
  expect(await opened.getAttribute('board-viewer svg.bn-go', 'data-orientation')).toBe('black');
  expect(await opened.getAttribute('[data-point="D4"]', 'aria-label')).toBe('D4: white stone, last move');

  // A game at a chosen move.
  await page.selectOption('#example', 'ko-fight');
  await page.waitForSelector('body[data-state="valid"] svg.bn-go');
  await page.$eval('board-viewer', (viewer) => viewer.goTo(9));
  const atMove9 = await hashOf(page);
  expect(atMove9).toEqual({ n: 'go', x: 'ko-fight', p: '9', f: '1', l: 'en' });
  const game = await open(await linkOf(page));
  expect(await viewerLabel(game)).toBe('9. B C8 · move 9 of 21');
  expect(await game.getAttribute('board-viewer svg.bn-go', 'data-orientation')).toBe('black'); // f=1: turned
  expect(await game.textContent('.output-panel[data-output="hen"] .output-text')).toBe(
    Hen.sgf2hen(readFileSync(path.join(repositoryRoot, 'web/examples/ko-fight-9x9.sgf'), 'utf8'), 9),
  );

  // Longer than 4,000 characters: the text travels compressed (z), and the link opens it exactly.
  const long = `GBB/1.0\nsize 60 60\n${Array.from({ length: 300 }, (_, index) => `cell ${index % 60} ${Math.floor(index / 60)} Rojo ${index + 1}`).join('\n')}\nhead 0 0`;
  expect(long.length).toBeGreaterThan(4000);
  const gbb = await open(`${browser.url}#n=gbb`);
  await pasteText(gbb, long);
  await gbb.waitForSelector('body[data-state="valid"]');
  const packed = await hashOf(gbb);
  expect(Object.keys(packed).sort()).toEqual(['l', 'n', 'z']);
  expect(packed.z.length).toBeLessThan(long.length / 3);
  await gbb.getByRole('button', { name: 'Copy a link to this page with the current input' }).click();
  await gbb.waitForSelector('#share-status:has-text("Link copied")');
  const unpacked = await open(await gbb.evaluate(() => navigator.clipboard.readText()));
  await settled(unpacked);
  expect(await unpacked.inputValue('#source')).toBe(long);
  expect(await unpacked.locator('#view board-viewer svg.bn-gbb').count()).toBe(1);

  // A cut link opens no text and says so; it never shows an example in the text's place.
  const cut = await open(`${browser.url}#n=gbb&z=${packed.z.slice(0, packed.z.length >> 1)}&l=en`);
  await cut.waitForSelector('#share-status:has-text("cannot be read")');
  expect(await cut.inputValue('#source')).toBe('');

  // Too long even compressed (no repetition to squeeze): the address keeps the notation and says the
  // text was left out; "Copy link" says so, and the link opens no text with a note.
  let seed = 7; // xorshift32: letters with no repetition deflate can use
  const noise = Array.from({ length: 40_000 }, () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return String.fromCharCode(97 + ((seed >>> 0) % 26));
  }).join('');
  const huge = `[Event "x"]\n\n{${noise}} 1. e4 *\n`;
  const pgn = await open(`${browser.url}#n=pgn`);
  await pasteText(pgn, huge);
  await settled(pgn);
  expect(await hashOf(pgn)).toEqual({ n: 'pgn', o: '1', l: 'en' });
  await pgn.getByRole('button', { name: 'Copy a link to this page with the current input' }).click();
  await pgn.waitForSelector('#share-status:has-text("too long")');
  const omitted = await open(await pgn.evaluate(() => navigator.clipboard.readText()));
  await omitted.waitForSelector('#share-status:has-text("too long to travel")');
  expect(await omitted.inputValue('#source')).toBe('');
});

test('the static build (scripts/build-site.mjs) works from a plain folder: every notation, the worker, the package files copied in', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'boardnotation-site-'));
  let site;
  try {
    const { files } = buildSite(folder);
    expect(files).toBeGreaterThanOrEqual(3);
    expect(
      readFileSync(path.join(folder, 'vendor/boardnotation/dist/boardnotation-gbb.wasm'))
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('\0asm');
    site = await startBrowser({ siteRoot: folder });
    const page = await open(site.url, site.context);
    expect(await page.locator('#view board-viewer svg.bn-gbb .bn-cells [data-x]').count()).toBe(12);
    await page.selectOption('#notation', 'go');
    await page.waitForSelector('body[data-state="valid"] svg.bn-go');
    await page.selectOption('#notation', 'fen');
    await page.waitForSelector('body[data-state="valid"] svg.bn-chess');
    // The worker finds the package in the built folder too.
    await page.selectOption('#notation', 'gbb');
    await page.waitForSelector('body[data-state="valid"] #view board-viewer svg.bn-gbb');
    const lines = ['GBB/1.0', 'size 120 120'];
    for (let x = 0; x < 120; x++)
      for (let y = 0; y < 120; y++) lines.push(`cell ${x} ${y} Azul ${x + 1} Negro ${y + 1} Rojo 1 Verde 2`);
    lines.push('head 3 4');
    const text = lines.join('\n');
    expect(text.length).toBeGreaterThan(200_000);
    await pasteText(page, text);
    await page.waitForSelector(
      'body[data-state="parsing"], body[data-state="valid"] board-viewer svg.bn-gbb[data-drawing="circles"]',
    );
    await page.waitForSelector('body[data-state="valid"] board-viewer svg.bn-gbb[data-drawing="circles"]', {
      timeout: 60000,
    });
    await page.waitForSelector('#view board-viewer canvas.bn-stone-pixels');
    const board = GBB.parse(text);
    expect(await summaryText(page)).toBe(
      `120 × 120 board · 14400 cells with stones · ${board.foldCells((sum, cell) => sum + cell.getStonesAmount(), 0)} stones · head at 3, 4`,
    );
  } finally {
    await browser.closePages();
    await site?.close();
    rmSync(folder, { recursive: true, force: true });
  }
}, 120_000);

test('README picture: the Go viewer at the ko', async () => {
  const page = await open(`${browser.url}#n=go&x=ko-fight&p=9`);
  await page.waitForSelector('body[data-state="valid"] board-viewer [data-point="B8"][aria-label*="ko point"]');
  await page.screenshot({ path: screenshotPath('page-go-ko') });
  await maybeUpdateDocsScreenshot(page, 'page');
});
