// The hostile suite's pages in real Chromium (tests/e2e/browser.mjs's browser and demo-page
// server), plus a blank page that imports the built boardnotation/viewer as a developer's page
// does, with files of the test's own beside it (a viewer's src). One browser per test file; after
// each test its pages close, and a console error or an uncaught exception in them fails it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPage, repositoryRoot, startBrowser } from '../e2e/browser.mjs';
import { serveFolders } from '../e2e/static-server.mjs';

const BLANK_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>hostile input</title><link rel="icon" href="data:,">
<script type="module">
  import { BoardViewer } from '/vendor/boardnotation/dist/viewer.mjs';
  window.BoardViewer = BoardViewer;
  document.body.dataset.ready = 'yes';
</script></head><body></body></html>`;

/**
 * The main-thread CPU time (ms) the page spends while `evaluate` (page.evaluate's arguments) runs,
 * and its result: { ms, result }. CPU time, not wall-clock time, so that other work on a shared
 * machine does not count.
 */
export async function threadTime(page, ...evaluate) {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable', { timeDomain: 'threadTicks' });
  const now = async () =>
    (await session.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime').value;
  // What earlier work left to collect is collected first, not during the measure.
  await session.send('HeapProfiler.collectGarbage');
  const before = await now();
  const result = await page.evaluate(...evaluate);
  const ms = ((await now()) - before) * 1000;
  await session.detach();
  return { ms, result };
}

/**
 * Call at the top level of a test file. Returns { blank(html), demo(hash), writeFile(name, text) }:
 * blank() opens the blank page with `html` in its body and waits until every <board-viewer> in it
 * given a text has its document; demo() opens the demo page (web/); writeFile() puts a file beside the blank page.
 */
export function viewerPages() {
  const site = mkdtempSync(path.join(tmpdir(), 'bn-hostile-'));
  let browser;
  let blankServer;
  let problems = [];
  const pages = [];
  beforeAll(async () => {
    writeFileSync(path.join(site, 'index.html'), BLANK_PAGE);
    blankServer = await serveFolders({ '/vendor/boardnotation/': path.join(repositoryRoot, 'npm'), '/': site });
    browser = await startBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await blankServer?.close();
    rmSync(site, { recursive: true, force: true });
  });
  beforeEach(() => {
    problems = [];
  });
  afterEach(async () => {
    while (pages.length) await pages.pop().close();
    expect(problems).toEqual([]);
  });
  const watch = (page) => {
    pages.push(page);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    return page;
  };
  return {
    async blank(html = '') {
      const page = watch(await browser.context.newPage());
      await page.goto(`${blankServer.url}/index.html`);
      await page.waitForFunction(() => document.body.dataset.ready === 'yes');
      await page.evaluate((markup) => {
        document.body.innerHTML = markup;
        // For the tests' own page code: resolves after `n` animation frames (what a step draws).
        window.afterFrames = (n) =>
          new Promise((resolve) => {
            const next = (left) => (left ? requestAnimationFrame(() => next(left - 1)) : resolve());
            next(n);
          });
      }, html);
      // Every viewer given a text (its content or a src) has opened it.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('board-viewer')]
          .filter((viewer) => viewer.textContent.trim() || viewer.hasAttribute('src'))
          .every((viewer) => viewer.document),
      );
      return page;
    },
    async demo(hash = '') {
      const page = await openPage(browser.context, `${browser.url}${hash}`, problems);
      pages.push(page);
      return page;
    },
    writeFile(name, text) {
      writeFileSync(path.join(site, name), text);
    },
  };
}
