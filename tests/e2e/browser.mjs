// Shared set-up of the browser tests: Debian's Chromium driven by playwright-core, the page served
// by scripts/serve.mjs (importing the built package exactly as a user's page does), and a page per
// test whose console errors, uncaught exceptions and failed requests fail that test.
// Screenshots go to test-results/ (not committed); docs/screenshot-<name>.png, shown in the README,
// is only written when it is missing or when BN_UPDATE_SCREENSHOTS=1.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';
import { Fen } from 'boardnotation';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The text of a file of the corpus of real games that lies beside the repository where CI runs
// (../shared/corpus), or null in a clone alone: the tests that need one are skipped then.
export function corpusText(...parts) {
  const file = path.join(repositoryRoot, '..', 'shared', 'corpus', ...parts);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}
export const resultsDirectory = path.join(repositoryRoot, 'test-results');
export const CHROMIUM = '/usr/bin/chromium';
// The flags that work as root on these machines (Debian's Chromium run as root); playwright adds --headless itself.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts the server and Chromium; returns { url, context, close }. `serverOptions` e.g. { siteRoot }. */
export async function startBrowser(serverOptions = {}) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is missing: ${CHROMIUM} does not exist. Install it with "bash scripts/setup.sh" (apt-get install chromium); never "npx playwright install".`,
    );
  }
  if (!existsSync(path.join(repositoryRoot, 'npm/dist/index.mjs'))) {
    throw new Error('The package is not built (npm/dist/index.mjs is missing): run "bash scripts/build.sh".');
  }
  mkdirSync(resultsDirectory, { recursive: true });
  const server = await startServer({ port: 0, ...serverOptions });
  const profileDirectory = mkdtempSync(path.join(tmpdir(), 'boardnotation-chromium-'));
  const context = await chromium.launchPersistentContext(profileDirectory, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    locale: 'en-US', // the page picks its language from the browser's; the tests start in English
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url.replace(/\/$/, '') });
  await slowWorkerIfAsked(context);
  return {
    url: server.url,
    context,
    async close() {
      await context.close();
      await server.close();
      rmSync(profileDirectory, { recursive: true, force: true });
    },
  };
}

/**
 * BN_SLOW_WORKER=<ms> (off unless set): each message of the demo page's worker (web/parse-worker.js)
 * reaches the page up to that many ms late, in order, as on a machine loaded by other work. A test
 * that reads the page before the worker's answer is shown then fails at once, not once in many
 * runs: run the e2e tests with it after touching the page or its tests.
 */
async function slowWorkerIfAsked(context) {
  const ms = Number(process.env.BN_SLOW_WORKER);
  if (!(ms > 0)) return;
  // One queue, so that the messages keep their order (a database's parts before its result).
  const delay = `{
    const post = self.postMessage.bind(self);
    const queue = [];
    let timer = 0;
    const flush = () => {
      timer = 0;
      while (queue.length && queue[0].due <= performance.now()) post(...queue.shift().message);
      if (queue.length) timer = setTimeout(flush, queue[0].due - performance.now());
    };
    self.postMessage = (...message) => {
      const due = Math.max(queue.at(-1)?.due ?? 0, performance.now() + Math.random() * ${ms});
      queue.push({ message, due });
      if (!timer) timer = setTimeout(flush, queue[0].due - performance.now());
    };
  }
`;
  await context.route('**/parse-worker.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: delay + (await response.text()) });
  });
}

/**
 * Chromium without a profile, for tests whose pages need settings of their own (a phone: viewport,
 * isMobile, hasTouch): `newPage(options, problems)` opens a page in a context of its own.
 */
export async function startDevices() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing: ${CHROMIUM} does not exist.`);
  mkdirSync(resultsDirectory, { recursive: true });
  const server = await startServer({ port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  // Each page's context closes with its page; close() waits for those closings before closing the
  // browser, so that none of them is still under way (and rejects) when the browser goes.
  const closings = new Set();
  return {
    url: server.url,
    async newPage(options, problems, url = server.url) {
      const context = await browser.newContext({ locale: 'en-US', ...options });
      await slowWorkerIfAsked(context);
      const page = await openPage(context, url, problems);
      page.once('close', () => {
        const closing = context.close().catch(() => {});
        closings.add(closing);
      });
      return page;
    },
    async close() {
      await Promise.all(closings);
      await browser.close();
      await server.close();
    },
  };
}

/** A new page that records every problem into `problems` (checked by the caller after the test). */
export async function openPage(context, url, problems) {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(url);
  await settled(page);
  return page;
}

/**
 * For a test file whose tests open pages: one browser for the file, and after each test its pages
 * closed and their problems (console errors, failed requests) expected to be none. Call at the top
 * level of the file. `open(url, context?)` opens a page; `url` is the page's address.
 */
export function pagesPerTest() {
  let browser;
  let problems = [];
  const pages = [];
  const closePages = async () => {
    while (pages.length) await pages.pop().close();
  };
  beforeAll(async () => {
    browser = await startBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(() => {
    problems = [];
  });
  afterEach(async () => {
    await closePages();
    expect(problems).toEqual([]);
  });
  return {
    get url() {
      return browser.url;
    },
    get context() {
      return browser.context;
    },
    async open(url, context = browser.context) {
      const page = await openPage(context, url, problems);
      pages.push(page);
      return page;
    },
    closePages,
  };
}

export function screenshotPath(name) {
  return path.join(resultsDirectory, `${name}.png`);
}

/** Writes docs/screenshot-<name>.png when it is missing or BN_UPDATE_SCREENSHOTS=1. */
export async function maybeUpdateDocsScreenshot(page, name) {
  const file = path.join(repositoryRoot, 'docs', `screenshot-${name}.png`);
  if (!existsSync(file) || process.env.BN_UPDATE_SCREENSHOTS === '1') {
    mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file });
  }
}

/**
 * Puts a big text into the input as a paste would (one input event). Playwright's fill types it
 * through the DevTools protocol, which takes minutes for a few hundred kilobytes.
 */
export function pasteText(page, text) {
  return page.$eval(
    '#source',
    (textarea, value) => {
      textarea.value = value;
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    },
    text,
  );
}

/**
 * Opens a file with the page's "Open file" input, as a reader picking a file does. The file's text
 * is made in the page by `make(argument)` (a self-contained function): sending megabytes through
 * the DevTools protocol (setInputFiles) blocks the page's thread for seconds, which would be the
 * test's doing, not the page's.
 */
export function openFileMadeInPage(page, make, argument, name = 'big.txt') {
  return page.evaluate(
    ([source, value, fileName]) => {
      // eslint-disable-next-line no-new-func
      const text = new Function(`return (${source});`)()(value);
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], fileName, { type: 'text/plain' }));
      const input = document.querySelector('#file-input');
      input.files = transfer.files;
      // In a task of its own, as a real file choice: apart from this evaluation's (the test's) task.
      setTimeout(() => input.dispatchEvent(new Event('change')), 0);
    },
    [make.toString(), argument, name],
  );
}

// Chromium tracing of `page` with `categories`: { events } (filled as the trace comes) and end(),
// which resolves once the whole trace is in events.
async function startTracing(page, categories) {
  const session = await page.context().newCDPSession(page);
  const events = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { recordMode: 'recordContinuously', includedCategories: categories },
  });
  return {
    events,
    async end() {
      const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
      await session.send('Tracing.end');
      await complete;
      await session.detach();
    },
  };
}

/**
 * Records the page's main-thread tasks (Chromium tracing) until `stop()`, which resolves to
 * [{ wall, thread, fromTest }] in ms: wall-clock and thread (CPU) time of each task over 20 ms of
 * either, fromTest for the tasks that ran the test's own DevTools commands. Thread time is what the
 * page's code costs; wall-clock time also counts the time this shared machine gave to others.
 */
export async function traceMainThread(page) {
  const { events, end } = await startTracing(page, [
    'toplevel',
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'mojom',
    'ipc',
  ]);
  return {
    async stop() {
      await end();
      const mainThreads = new Set(
        events
          .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
          .map((event) => `${event.pid}:${event.tid}`),
      );
      const onMain = (event) => mainThreads.has(`${event.pid}:${event.tid}`);
      const devtools = events.filter(
        (event) => onMain(event) && JSON.stringify(event.args ?? {}).includes('DevToolsSession'),
      );
      return events
        .filter((event) => onMain(event) && event.name === 'RunTask' && (event.dur > 20_000 || event.tdur > 20_000))
        .map((task) => ({
          wall: Math.round(task.dur / 1000),
          thread: Math.round((task.tdur ?? task.dur) / 1000),
          fromTest: devtools.some((event) => event.ts >= task.ts && event.ts < task.ts + task.dur),
        }));
    },
  };
}

/**
 * The long tasks of the page's thread while something happens: from now until `stop()`, which
 * resolves to [{ wall, thread }] in ms, one per task that the page's own PerformanceObserver
 * ('longtask': 50 ms or more of wall-clock time) reported, with the thread (CPU) time Chromium's
 * trace of the same run gives that task. The page must have been opened with `observeLongTasks`
 * as an init script. Wall-clock time also counts the time the system gave other processes (with a
 * dozen busy processes on this machine's two cores, a 45 ms task took 140 ms); thread time is what
 * the page's thread spent on the task: its scripts and Chromium's own work for it (style, layout,
 * paint, editing), everything a reader waits for on a machine of their own.
 */
export async function watchLongTasks(page) {
  const { events, end } = await startTracing(page, [
    'toplevel',
    'blink.user_timing',
    'disabled-by-default-devtools.timeline',
  ]);
  // A mark in both clocks (the page's performance.now() and the trace's) puts the observer's tasks
  // on the trace.
  const markTime = await page.evaluate(() => {
    window.longTasks.splice(0);
    return performance.mark('bn-long-tasks').startTime;
  });
  return {
    async stop() {
      // The observer hears of a task after it ends: give it a frame to report the last one.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      const observed = await page.evaluate(() => window.longTasks.splice(0));
      await end();
      const mark = events.find((event) => event.name === 'bn-long-tasks');
      const offset = mark.ts / 1000 - markTime;
      // The page's thread is the one the mark was made on.
      const runs = events.filter(
        (event) => event.name === 'RunTask' && event.pid === mark.pid && event.tid === mark.tid && event.dur >= 40_000,
      );
      return observed.map(({ start, duration }) => {
        const run = runs.find((event) => Math.abs(event.ts / 1000 - offset - start) < 3);
        // A task the trace did not catch counts with its wall-clock time.
        return { wall: Math.round(duration), thread: Math.round(run ? (run.tdur ?? run.dur) / 1000 : duration) };
      });
    },
  };
}

/** An init script (page.addInitScript) that records the page's long tasks for watchLongTasks. */
export function observeLongTasks() {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

// Shared steps of the notation pages' tests.

/**
 * Waits until the page has shown all that the test did (app.js): the text's result (body[data-state]
 * 'valid' or 'invalid', not 'pending' or 'parsing') and every answer of its worker (data-worker not
 * 'busy': the positions, moves, summary and outputs it works out). Whatever the test reads then is
 * the page's answer, not a moment of its work, however late the worker answers. An action whose
 * effect starts later than the action (a hash set by the test, followed at the page's hashchange)
 * must be waited for before.
 */
export function settled(page, { timeout = 60_000 } = {}) {
  return page.waitForFunction(
    () =>
      document.body.dataset.worker !== 'busy' &&
      document.body.dataset.address !== 'writing' &&
      ['valid', 'invalid'].includes(document.body.dataset.state),
    null,
    { timeout },
  );
}

// The line above the board (a notation's summary may be the worker's answer), once the page settled.
export async function summaryText(page) {
  await settled(page);
  return page.textContent('#summary');
}

// The page's address as { n, x, t, p, v, f, l }, once the page settled: the moves played, the node
// shown, the game picked are in it when their answers have come.
export async function hashOf(page) {
  await settled(page);
  return page.evaluate(() => Object.fromEntries(new URLSearchParams(location.hash.slice(1))));
}

// The page's whole address once the page settled: the link a reader copies.
export async function linkOf(page) {
  await settled(page);
  return page.evaluate(() => location.href);
}

// The text of a converter tab, after opening it (and once the worker has written it, for the
// outputs the worker writes).
export async function outputText(page, id) {
  await settled(page);
  await page.click(`.tab[data-output="${id}"]`);
  await page.waitForSelector(`.output-panel[data-output="${id}"][data-state="ready"]`);
  return page.textContent(`.output-panel[data-output="${id}"] .output-text`);
}

// A key pressed with the focus on the board's heading (where the page's keyboard navigation listens).
export async function pressOnView(page, key) {
  await page.click('#view-heading');
  await page.keyboard.press(key);
}

// The chess board's pieces as sorted "e4wp" strings, as drawn and as a FEN says they should be: the
// board <board-viewer> draws (FEN, PGN, ssb-chess; Playwright's selectors
// reach into its open shadow root).
export async function chessPieces(page) {
  await settled(page);
  return page.$$eval('svg.bn-chess [data-piece]', (glyphs) =>
    glyphs.map((glyph) => `${glyph.closest('[data-square]').dataset.square}${glyph.dataset.piece}`).sort(),
  );
}
export function expectedChessPieces(fen) {
  const drawn = [];
  Fen.parse(fen).board.forEach((row, r) =>
    row.forEach((piece, f) => {
      if (piece) drawn.push(`${'abcdefgh'[f]}${8 - r}${piece.color}${piece.type}`);
    }),
  );
  return drawn.sort();
}

// <board-viewer>'s position line, e.g. "3… Bc5 · ply 6 of 6" ("Start · ..." at the root).
export async function viewerLabel(page) {
  await settled(page);
  return page.$eval('board-viewer', (viewer) => {
    const part = (name) => viewer.shadowRoot.querySelector(name).textContent;
    return `${part('.move-name')} · ${part('.counter')}`;
  });
}

// A square of the chess board <board-viewer> draws, clicked where a reader clicks (its centre).
export async function clickViewerSquare(page, name) {
  const box = await page.locator(`board-viewer svg rect[data-square="${name}"]`).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

// The squares <board-viewer> marks as legal targets of the piece picked, sorted.
export async function viewerTargets(page) {
  await settled(page);
  return page.$$eval('board-viewer svg g[data-square]', (squares) =>
    squares
      .filter((square) => /legal move|jugada legal/.test(square.getAttribute('aria-label')))
      .map((square) => square.dataset.square)
      .sort(),
  );
}
