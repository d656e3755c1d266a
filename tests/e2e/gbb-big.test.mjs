// Big GBB boards in a real browser: a 300 × 300 board (several MB of text) is parsed in a Web
// Worker while the page keeps answering, and boards of 100 × 100 and more are drawn with a few
// paths instead of one element per cell. Drawing times are logged for the record (see
// "draw timings" in the output), never asserted: this machine is shared and its speed varies.
// For comparison, the per-cell drawing this replaced took 3.8-4.9 s for the 100 × 100 board below
// on this machine (measured with the page at commit 8d39ff1, drawing only, the same board).
import { readFileSync } from 'node:fs';
import { GBB } from 'boardnotation';
import { openPage, pasteText, screenshotPath, startBrowser } from './browser.mjs';

let browser;
let page;
let problems;

beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  problems = [];
  page = await openPage(browser.context, `${browser.url}#n=gbb`, problems);
});
afterEach(async () => {
  await page?.close();
  expect(problems).toEqual([]);
});

// A board where most cells hold some stones of several colours: the worst case for drawing.
function bigBoard(size, { broken = false } = {}) {
  const lines = ['GBB/1.0', `size ${size} ${size}`];
  for (let x = 0; x < size; x++) {
    for (let y = 0; y < size; y++) {
      const k = (x * 7 + y * 3) % 5;
      if (k) lines.push(`cell ${x} ${y} Azul ${k} Rojo ${(x + y) % 4} Verde ${x % 3} Negro ${y % 2}`);
    }
  }
  if (broken) lines.push(`cell ${size} 0 Azul 1`);
  lines.push(`head ${Math.floor(size / 2)} ${size - 1}`);
  return `${lines.join('\n')}\n`;
}

function totals(text) {
  const board = GBB.parse(text);
  return board.foldCells((sum, cell) => {
    const amount = cell.getStonesAmount();
    return { cells: sum.cells + (amount > 0 ? 1 : 0), stones: sum.stones + amount };
  }, { cells: 0, stones: 0 });
}

const renderTimes = () => page.evaluate(() => performance.getEntriesByName('bn:render').map((entry) => Math.round(entry.duration)));

test('a 300 × 300 board is parsed in a worker with progress, the page answering meanwhile, and drawn cheaply', async () => {
  const text = bigBoard(300);
  expect(text.length).toBeGreaterThan(2_000_000);
  // The main thread's long tasks while the file loads, for the log (not asserted: machine-dependent).
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((entry) => Math.round(entry.duration)))).observe({ type: 'longtask' });
  });
  await page.setInputFiles('#file-input', { name: 'big.gbb', mimeType: 'text/plain', buffer: Buffer.from(text) });
  // While the worker parses, the page's own thread answers (this evaluate runs on it) and shows progress.
  await page.waitForSelector('body[data-state="parsing"]');
  const during = await page.evaluate(() => ({ state: document.body.dataset.state, progress: !document.querySelector('#progress').hidden, summary: document.querySelector('#summary').textContent }));
  expect(during.progress).toBe(true);
  expect(during.summary).toMatch(/^Reading [\d,.]+ kB in the background…$/);
  await page.waitForSelector('body[data-state="valid"] .gbb-board[data-drawing="pixels"]', { timeout: 60000 });
  expect(await page.isHidden('#progress')).toBe(true);
  // The text area shows the first lines only (laying out megabytes in a textarea freezes a page for
  // seconds); the board and the converter use the whole file.
  expect(await page.getAttribute('#source', 'readonly')).not.toBeNull();
  expect((await page.inputValue('#source')).split('\n')).toEqual(text.split('\n').slice(0, 1000));
  expect(await page.textContent('.editor-notice p')).toMatch(/^A large text \(3\.\d MB, 72,004 lines\): the first 1,000 lines are shown here, read-only/);

  const { cells, stones } = totals(text);
  expect(await page.textContent('#summary')).toBe(`300 × 300 board · ${cells} cells with stones · ${stones} stones · head at 150, 299`);
  // No element per cell: the stones are one image (a pixel per colour quadrant), then the grid and the axes.
  expect(await page.locator('.gbb-board .cell').count()).toBe(0);
  expect(await page.locator('.gbb-board image.stone-pixels').count()).toBe(1);
  // The image has the right pixels: the head cell's quadrants are coloured as its stones say.
  const quadrants = await page.evaluate(async () => {
    const image = new Image();
    image.src = document.querySelector('.stone-pixels').getAttribute('href');
    await image.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    // Cell 150, 299 is in the top row: pixels (300, 0) (301, 0) (300, 1) (301, 1) = blue, black, red, green.
    return [[300, 0], [301, 0], [300, 1], [301, 1]].map(([x, y]) => context.getImageData(x, y, 1, 1).data[3] > 0);
  });
  const head = GBB.parse(text).getCell(150, 299);
  expect(quadrants).toEqual([head.a > 0, head.n > 0, head.r > 0, head.v > 0]);
  expect(await page.locator('.gbb-board *').count()).toBeLessThan(1000);

  // The cells are read through the inspector: by pointer or with the arrow keys.
  const cell = GBB.parse(text).getCell(150, 299);
  await page.focus('.gbb-board');
  expect(await page.textContent('.cell-readout')).toBe(`cell 150, 299: ${[['a', 'blue'], ['n', 'black'], ['r', 'red'], ['v', 'green']].filter(([key]) => cell[key] > 0).map(([key, name]) => `${cell[key]} ${name}`).join(', ') || 'empty'}, head`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  expect(await page.getAttribute('.cell-readout', 'data-x')).toBe('151');
  expect(await page.getAttribute('.cell-readout', 'data-y')).toBe('298');
  const box = await page.locator('.gbb-board').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  expect(Number(await page.getAttribute('.cell-readout', 'data-x'))).toBeGreaterThan(100);
  await page.screenshot({ path: screenshotPath('gbb-300x300') });

  // The converter's JSON is the package's own: shown in part (megabytes of text freeze a page too),
  // copied and downloaded whole.
  await page.uncheck('.output-panel[data-output="json"] [data-option="indent"]');
  const json = JSON.stringify(GBB.parse(text).toJSON());
  expect(json.startsWith(await page.textContent('.output-panel[data-output="json"] .output-text'))).toBe(true);
  expect(await page.textContent('.output-panel[data-output="json"] .output-status')).toMatch(/^Large output \(\d\.\d MB\): only its beginning is shown/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('.output-panel[data-output="json"] button:has-text("Download")')]);
  expect(readFileSync(await download.path(), 'utf8')).toBe(json);
  const longTasks = await page.evaluate(() => window.longTasks);
  console.log(`draw timings, 300 × 300 (${cells} cells with stones): ${(await renderTimes()).slice(-1)[0]} ms; main-thread tasks over 50 ms while loading: ${longTasks.join(', ')} ms`);

  // "Show and edit all of it" puts the whole text in the text area.
  await page.click('.editor-notice button');
  expect(await page.getAttribute('#source', 'readonly')).toBeNull();
  expect(await page.$eval('#source', (textarea) => textarea.value.length)).toBe(text.length);
  expect(await page.isHidden('.editor-notice')).toBe(true);
}, 180_000); // megabytes through the DevTools protocol and back take a while on a busy machine

test('an error in a big file comes back from the worker with its line and column', async () => {
  const text = bigBoard(120, { broken: true });
  expect(text.length).toBeGreaterThan(200_000); // the worker path
  await page.setInputFiles('#file-input', { name: 'broken.gbb', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForSelector('body[data-state="invalid"] .problem[data-line]', { timeout: 60000 });
  const line = text.split('\n').findIndex((candidate) => candidate.startsWith('cell 120 0')) + 1;
  expect(await page.$$eval('.problem', (items) => items.map((item) => `${item.dataset.line}:${item.dataset.column}`))).toEqual([`${line}:6`]);
  expect(await page.textContent('.problem-title')).toBe(`CellBoundaryExceeded at line ${line}, column 6`);
});

test('a 100 × 100 board is drawn with paths (timings logged), a 40 × 40 board still cell by cell', async () => {
  const text = bigBoard(100);
  for (let round = 0; round < 3; round++) {
    await pasteText(page, text + '\n'.repeat(round));
    await page.waitForSelector('body[data-state="valid"] .gbb-board[data-drawing="paths"]');
  }
  const times = (await renderTimes()).slice(-3);
  console.log(`draw timings, 100 × 100 (${totals(text).cells} cells with stones), three rounds: ${times.join(', ')} ms (the per-cell drawing took 3800-4900 ms)`);
  expect(await page.locator('.gbb-board .cell').count()).toBe(0);

  await pasteText(page, bigBoard(40));
  await page.waitForSelector('body[data-state="valid"] .gbb-board[data-drawing="cells"]');
  expect(await page.locator('.gbb-board .cell').count()).toBe(1600);
  expect(await page.getAttribute('.cell[data-x="1"][data-y="0"]', 'aria-label')).toBe('cell 1, 0: 2 blue, 1 red, 1 green');
}, 120_000);
