// The demo page in a real browser: Debian's Chromium driven by playwright-core, the page served by
// scripts/serve.mjs and importing the built package exactly as a user's page does. The board is the
// package's <board-viewer> (its parts are in its shadow root, which playwright's selectors enter).
// Screenshots go to test-results/ (not committed). docs/screenshot-gbb.png, shown in the README, is
// written when it is missing or when BN_UPDATE_SCREENSHOTS=1, so ordinary runs never touch a tracked file.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GBB } from 'boardnotation';
import { repositoryRoot, resultsDirectory, settled, startBrowser, summaryText } from './browser.mjs';

const docsScreenshot = path.join(repositoryRoot, 'docs', 'screenshot-gbb.png');

const readmeExample = readFileSync(path.join(repositoryRoot, 'web/examples/readme.gbb'), 'utf8');
const BROKEN_BOARD = 'GBB/1.0\nsize 3 2\ncell 1 1 a 2 x 1\nhead 2 0';
// The Gobstones board the viewer draws, and one cell of it (named, with data-x and data-y).
const BOARD = '#view board-viewer svg.bn-gbb';
const cell = (x, y) => `${BOARD} .bn-cells [data-x="${x}"][data-y="${y}"]`;

// The demo page served and Chromium started as every page test does (browser.mjs).
let browser;
let page;
let pageProblems;

beforeAll(async () => {
  browser = await startBrowser();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  page = await browser.context.newPage();
  pageProblems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') pageProblems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => pageProblems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    pageProblems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) pageProblems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(browser.url);
  await page.waitForSelector(`body[data-state="valid"] ${BOARD}`);
});

afterEach(async () => {
  await page?.close();
  // Any console error, uncaught exception or failed request fails the test that caused it.
  expect(pageProblems).toEqual([]);
});

const screenshot = (name) => page.screenshot({ path: path.join(resultsDirectory, `${name}.png`), fullPage: true });

// Every stone drawn: "x,y colour-key count", the count as written on the stone.
async function stonesOnBoard() {
  return page.$$eval(`${BOARD} .bn-cells circle`, (stones) =>
    stones
      .map((stone) => {
        const cell = stone.closest('[data-x]');
        const key = { blue: 'a', black: 'n', red: 'r', green: 'v' }[
          stone.getAttribute('class').replace('bn-stone-', '')
        ];
        return `${cell.dataset.x},${cell.dataset.y} ${key}${stone.nextElementSibling.textContent}`;
      })
      .sort(),
  );
}

const boxOf = (selector) => page.locator(selector).boundingBox();

// Picks an example and waits until the page shows its result (fetched, read and drawn).
async function selectExample(id) {
  await page.selectOption('#example', id);
  await page.waitForFunction((wanted) => document.querySelector('#example').value === wanted, id);
  await settled(page);
}

test('draws the default example: every cell, the stones with their counts, the head, row 0 at the bottom', async () => {
  expect(await page.inputValue('#source')).toBe(readmeExample);
  expect(await page.locator(`${BOARD} .bn-cells [data-x]`).count()).toBe(12);
  expect(await stonesOnBoard()).toEqual(['1,2 n1', '1,2 r3', '2,1 a1', '2,3 a1', '2,3 r2']);
  expect(await summaryText(page)).toBe('3 × 4 board · 3 cells with stones · 8 stones · head at 1, 1');

  // The head outline sits inside the cell 1, 1, and is the only one.
  expect(await page.locator(`${BOARD} .bn-head`).count()).toBe(1);
  const head = await boxOf(`${BOARD} .bn-head`);
  const headCell = await boxOf(`${cell(1, 1)} rect`);
  expect(head.x).toBeGreaterThan(headCell.x);
  expect(head.y).toBeGreaterThan(headCell.y);
  expect(head.x + head.width).toBeLessThan(headCell.x + headCell.width);
  expect(head.y + head.height).toBeLessThan(headCell.y + headCell.height);

  // y grows upwards: row 0 is drawn below row 3, and the axis labels agree.
  expect((await boxOf(cell(0, 0))).y).toBeGreaterThan((await boxOf(cell(0, 3))).y);
  const yAxis = `${BOARD} .bn-axis text[text-anchor="end"]`;
  expect(await page.$$eval(yAxis, (labels) => labels.map((label) => label.textContent))).toEqual(['0', '1', '2', '3']);
  const yLabelTops = await page.$$eval(yAxis, (labels) => labels.map((label) => label.getBoundingClientRect().top));
  expect([...yLabelTops].sort((a, b) => b - a)).toEqual(yLabelTops);
  expect(
    await page.$$eval(`${BOARD} .bn-axis text[text-anchor="middle"]`, (labels) =>
      labels.map((label) => label.textContent),
    ),
  ).toEqual(['0', '1', '2']);

  // Accessible names.
  expect(await page.getAttribute(cell(1, 2), 'aria-label')).toBe('cell 1, 2: 1 black, 3 red');
  expect(await page.getAttribute(cell(1, 1), 'aria-label')).toBe('cell 1, 1: empty, head');
  expect(await page.getAttribute(BOARD, 'aria-label')).toBe('Gobstones board of 3 columns and 4 rows, head at 1, 1');
  expect(await page.getByRole('img', { name: 'cell 2, 3: 1 blue, 2 red' }).count()).toBe(1);
  // The colours and the head explained under the board.
  expect(await page.$$eval('#view board-viewer .legend li', (items) => items.map((item) => item.textContent))).toEqual([
    'blue',
    'black',
    'red',
    'green',
    'head',
  ]);
  // Any cell read by pointing at it, or with the arrow keys once the board has the focus.
  const target = await boxOf(cell(2, 3));
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2);
  expect(await page.textContent('#view board-viewer .cell-info')).toBe('cell 2, 3: 1 blue, 2 red');
  await page.focus('#view board-viewer .board');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  expect(await page.textContent('#view board-viewer .cell-info')).toBe('cell 1, 2: 1 black, 3 red');
  expect(
    await page
      .getByRole('group', { name: 'Board: point at a cell, or use the arrow keys, to read what it holds' })
      .count(),
  ).toBe(1);
  const controls = [
    ['combobox', 'Notation'],
    ['combobox', 'Example'],
    ['textbox', 'GBB text'],
    ['radio', 'English'],
    ['radio', 'Español'],
    ['button', 'Open a file from your computer'],
    ['group', 'Language'],
    ['tab', 'JSON'],
    ['tab', 'Normalised GBB'],
    ['button', 'Copy the JSON output'],
  ];
  for (const [role, name] of controls)
    expect([role, name, await page.getByRole(role, { name, exact: true }).count()]).toEqual([role, name, 1]);
  await screenshot('gbb-default');
});

test('shows a syntax error at its line and column, leads the caret there, and speaks Spanish on request', async () => {
  // A board of the reader's, then the same text edited into an error: its last board stays, dimmed.
  await page.fill('#source', BROKEN_BOARD.replace(' x ', ' r '));
  await page.waitForSelector(`body[data-state="valid"] ${BOARD}`);
  await page.fill('#source', BROKEN_BOARD);
  await page.waitForSelector('.problem[data-line]');
  expect(await page.getAttribute('.problem', 'data-line')).toBe('3');
  expect(await page.getAttribute('.problem', 'data-column')).toBe('14');
  expect(await page.textContent('.problem-title')).toBe('UnexpectedToken at line 3, column 14');
  expect(await page.textContent('.problem-message')).toMatch(
    /^Unexpected 'x' at line 3, column 14; expected a `cell` declaration/,
  );
  expect(await page.textContent('.problem-context')).toBe('  cell 1 1 a 2 x 1\n               ^');
  // Marked in the input: the line number in the gutter and the offending token behind the text.
  expect(await page.textContent('.gutter-problem')).toBe('3');
  expect(await page.textContent('.problem-token')).toBe('x');
  const token = await boxOf('.problem-token');
  const lineBox = await boxOf('.problem-line');
  expect(token.y).toBeGreaterThanOrEqual(lineBox.y);
  // The last good board stays, dimmed; the converter has nothing to offer.
  expect(await page.getAttribute('#view', 'class')).toContain('is-stale');
  expect(await summaryText(page)).toBe(
    'The text has an error: the board shown, dimmed, is this text’s last valid one.',
  );
  expect(await page.textContent('.output-panel:not([hidden]) .output-text')).toBe('No output: the input has errors.');
  expect(await page.isDisabled('.output-panel:not([hidden]) button:has-text("Copy")')).toBe(true);
  await screenshot('gbb-error-en');

  // "Go to" selects the offending token in the text area.
  await page.click('.problem button');
  const selection = await page.$eval('#source', (textarea) => [
    textarea.selectionStart,
    textarea.selectionEnd,
    document.activeElement === textarea,
  ]);
  expect(selection).toEqual([30, 31, true]);

  await page.getByLabel('Español', { exact: true }).check();
  await page.waitForFunction(() => document.querySelector('.problem-message')?.textContent.startsWith('Se encontró'));
  expect(await page.textContent('.problem-message')).toMatch(
    /^Se encontró 'x' inesperado en la línea 3, columna 14; se esperaba una declaración `cell`/,
  );
  await screenshot('gbb-error-es');

  // Typing over the selected token fixes the board: the page re-parses once the typing pauses.
  await page.focus('#source');
  await page.$eval('#source', (textarea) => textarea.setSelectionRange(30, 31));
  await page.keyboard.type('r');
  await page.waitForSelector('body[data-state="valid"]');
  expect(await page.inputValue('#source')).toBe(BROKEN_BOARD.replace(' x ', ' r '));
  expect(await stonesOnBoard()).toEqual(['1,1 a2', '1,1 r1']);
  expect(await page.locator('.problem').count()).toBe(0);
  expect(await page.locator('.gutter-problem').count()).toBe(0);
  expect(await page.getAttribute('#view', 'class')).not.toContain('is-stale');
});

test('a semantic error (the README example as published) is reported at the cell, with every problem listed', async () => {
  await selectExample('readme-as-published');
  await page.waitForSelector('.problem[data-line]');
  expect(await page.textContent('.problem-title')).toBe('CellBoundaryExceeded at line 5, column 6');
  expect(await page.textContent('.gutter-problem')).toBe('5');
  expect(await page.textContent('.problem-token')).toBe('3');

  await page.fill('#source', 'GBB/1.0\nsize 2 2\ncell 0 0 a 1 a 2\ncell 5 0 r 1\nhead 1 1');
  await page.waitForFunction(() => document.querySelectorAll('.problem').length === 2);
  expect(
    await page.$$eval('.problem', (items) => items.map((item) => `${item.dataset.line}:${item.dataset.column}`)),
  ).toEqual(['3:14', '4:6']);
  expect(await page.$$eval('.gutter-problem', (markers) => markers.map((marker) => marker.textContent))).toEqual([
    '3',
    '4',
  ]);
});

test('converts to JSON and to normalised GBB with the stringify options, and copies and downloads the result', async () => {
  const board = GBB.parse(readmeExample);
  const jsonText = await page.textContent('.output-panel[data-output="json"] .output-text');
  expect(JSON.parse(jsonText)).toEqual({
    format: 'GBB/1.0',
    width: 3,
    height: 4,
    head: [1, 1],
    cellData: [
      { x: 1, y: 2, a: 0, n: 1, r: 3, v: 0 },
      { x: 2, y: 1, a: 1, n: 0, r: 0, v: 0 },
      { x: 2, y: 3, a: 1, n: 0, r: 2, v: 0 },
    ],
  });
  expect(JSON.parse(jsonText)).toEqual(board.toJSON());
  expect(jsonText).toContain('\n    { "x": 1, "y": 2, "a": 0, "n": 1, "r": 3, "v": 0 },\n');

  await page.click('.output-panel[data-output="json"] button:has-text("Copy")');
  await page.waitForSelector('.output-panel[data-output="json"] .output-status:has-text("Copied")');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(jsonText);

  await page.uncheck('.output-panel[data-output="json"] [data-option="indent"]');
  expect(await page.textContent('.output-panel[data-output="json"] .output-text')).toBe(JSON.stringify(board.toJSON()));

  await page.getByRole('tab', { name: 'Normalised GBB' }).click();
  const gbbText = () => page.textContent('.output-panel[data-output="gbb"] .output-text');
  expect(await page.isVisible('.output-panel[data-output="json"]')).toBe(false);
  expect(await gbbText()).toBe(GBB.stringify(board));
  expect(await gbbText()).toBe(
    'GBB/1.0\nsize 3 4\ncell 1 2 Negro\t1 Rojo\t3\ncell 2 1 Azul\t1\ncell 2 3 Azul\t1  Rojo\t2\nhead 1 1',
  );

  await page.uncheck('.output-panel[data-output="gbb"] [data-option="useFullColorNames"]');
  await page.selectOption('.output-panel[data-output="gbb"] [data-option="betweenKeywords"]', 'space');
  expect(await gbbText()).toBe('GBB/1.0 size 3 4 cell 1 2 n\t1 r\t3 cell 2 1 a\t1 cell 2 3 a\t1  r\t2 head 1 1');
  await page.check('.output-panel[data-output="gbb"] [data-option="declareColorsWithZeroStones"]');
  const expected = GBB.stringify(board, {
    useFullColorNames: false,
    declareColorsWithZeroStones: true,
    separators: { betweenKeywords: 'space' },
  });
  expect(await gbbText()).toBe(expected);
  // What the page writes reads back as the same board.
  expect(GBB.parse(expected).toJSON()).toEqual(board.toJSON());

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('.output-panel[data-output="gbb"] button:has-text("Download")'),
  ]);
  expect(download.suggestedFilename()).toBe('board.gbb');
  expect(readFileSync(await download.path(), 'utf8')).toBe(expected);
  await screenshot('gbb-converter');
});

test('loads the bundled examples and files, and draws a 20 × 20 board that scales with the window', async () => {
  await selectExample('rings');
  await page.waitForSelector(cell(19, 19));
  const rings = GBB.parse(readFileSync(path.join(repositoryRoot, 'web/examples/rings-20x20.gbb'), 'utf8'));
  const expectedStones = rings.foldCells(
    (count, cell) => count + ['a', 'n', 'r', 'v'].filter((color) => cell.getStonesOf(color) > 0).length,
    0,
  );
  expect(await page.locator(`${BOARD} .bn-cells [data-x]`).count()).toBe(400);
  expect(await page.locator(`${BOARD} .bn-cells circle`).count()).toBe(expectedStones);
  // The head outline is inside cell 10, 9.
  const head = await boxOf(`${BOARD} .bn-head`);
  const headCell = await boxOf(`${cell(10, 9)} rect`);
  expect(head.x).toBeGreaterThan(headCell.x);
  expect(head.y).toBeGreaterThan(headCell.y);
  expect(head.x + head.width).toBeLessThan(headCell.x + headCell.width);
  expect(head.y + head.height).toBeLessThan(headCell.y + headCell.height);
  // 224 lines scroll inside the editor instead of stretching it.
  expect((await boxOf('#editor')).height).toBeLessThan(700);
  await screenshot('gbb-rings-20x20');

  // The SVG has a viewBox and no fixed size: it scales with its panel, whatever the window (as
  // wide as the panel, or as high as the window lets it be), and never overflows it.
  expect(await page.getAttribute(BOARD, 'viewBox')).toMatch(/^0 0 \d+ \d+$/);
  const wide = await boxOf(BOARD);
  expect(wide.width).toBeLessThanOrEqual((await boxOf('#view')).width + 0.5);
  expect(wide.height).toBeLessThanOrEqual(900);
  await page.setViewportSize({ width: 420, height: 900 });
  const narrow = await boxOf(BOARD);
  expect(narrow.width).toBeCloseTo((await boxOf('#view')).width, 0);
  expect(narrow.width).toBeLessThan(420);
  expect(narrow.width).toBeLessThan(wide.width);
  expect(narrow.width / narrow.height).toBeCloseTo(wide.width / wide.height, 2);
  await screenshot('gbb-narrow');
  await page.setViewportSize({ width: 1440, height: 900 });

  // A file chosen with "Open file…", and one dropped on the text.
  await page.setInputFiles('#file-input', {
    name: 'tiny.gbb',
    mimeType: 'text/plain',
    buffer: Buffer.from('GBB/1.0\nsize 2 2\ncell 0 1 Verde 4\nhead 1 0'),
  });
  await page.waitForSelector(`${cell(0, 1)}[aria-label="cell 0, 1: 4 green"]`);
  expect(await page.inputValue('#example')).toBe('');
  await page.evaluate(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['gbb size 1 1 cell 0 0 n 7'], 'dropped.gbb', { type: 'text/plain' }));
    document
      .querySelector('#editor')
      .dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  });
  await page.waitForSelector(`${cell(0, 0)}[aria-label="cell 0, 0: 7 black, head"]`);
  expect(await page.inputValue('#source')).toBe('gbb size 1 1 cell 0 0 n 7');

  // The README's picture: the colourful example with its normalised GBB.
  await selectExample('all-colours');
  await page.waitForSelector(`${cell(5, 3)}[aria-label="cell 5, 3: 99 blue, 1 green"]`);
  await page.getByRole('tab', { name: 'Normalised GBB' }).click();
  await screenshot('gbb-all-colours');
  if (!existsSync(docsScreenshot) || process.env.BN_UPDATE_SCREENSHOTS === '1') {
    mkdirSync(path.dirname(docsScreenshot), { recursive: true });
    await page.screenshot({ path: docsScreenshot });
  }
});
