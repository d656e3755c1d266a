// The demo page with a big database, in Chromium: a ~10 MB PGN (the corpus's PGN files repeated:
// about 15,000 games) pasted over the example (a real paste event, as Ctrl+V gives it), dropped on
// the text and opened with "Open file", then the viewer's game search typed with all of it loaded.
// For each: the time until the first game is shown (the board and a picker of the new text's
// games), until all of it is read and shown, and the page's thread (its longest tasks, from
// Chromium's trace: thread time is what the page's code cost, wall time also counts what this
// machine gave others).
//
//   node bench/page-paste.mjs [--megabytes 10]
//
// Needs the package built (npm/dist) and ../shared/corpus beside the repository. Writes nothing:
// copy its table into bench/results/demo-page.md.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openPage, repositoryRoot, settled, startBrowser, traceMainThread } from '../tests/e2e/browser.mjs';

const megabytes = Number(process.argv[process.argv.indexOf('--megabytes') + 1]) || 10;
const folder = path.join(repositoryRoot, '..', 'shared', 'corpus', 'pgn');
const files = readdirSync(folder).filter((name) => name.endsWith('.pgn'));
const corpus = files
  .map((name) =>
    readFileSync(path.join(folder, name), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim(),
  )
  .join('\n\n');
let text = '';
while (text.length < megabytes * 1_000_000) text += `${corpus}\n\n`;

const browser = await startBrowser();
const rows = [];
const games = () => document.querySelector('board-viewer')?.shadowRoot.querySelectorAll('.picker option').length ?? 0;

// Times in the page, from the moment the text is handed over (the paste event, the drop, the
// file's change event): the first game of the new text shown (the viewer loads a document of
// several games: the example before it has one) and the page 'valid' (all of it read and shown).
function watchTimes() {
  window.times = {};
  document.addEventListener(
    'load',
    (event) => {
      const { games } = event.detail?.document ?? {};
      if (event.target.localName === 'board-viewer' && games?.length > 1) window.times.first ??= performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    if (document.body.dataset.state === 'valid' && window.times.began !== undefined)
      window.times.all = performance.now();
  }).observe(document.body, { attributeFilter: ['data-state'] });
}

// `start(page)` hands the page the text it holds in window.bigText, in the page (sending megabytes
// through the DevTools protocol takes seconds of the page's thread: the test's doing, not timed).
async function measure(label, start) {
  const problems = [];
  const page = await openPage(browser.context, `${browser.url}#n=pgn`, problems);
  await page.waitForSelector('body[data-state="valid"]');
  await page.evaluate((value) => {
    window.bigText = value;
  }, text);
  await page.evaluate(watchTimes);
  const trace = await traceMainThread(page);
  await start(page);
  await page.waitForFunction(
    () =>
      window.times.all !== undefined &&
      (document.querySelector('board-viewer')?.shadowRoot.querySelectorAll('.picker option').length ?? 0) > 1000,
    null,
    { timeout: 600_000 },
  );
  await settled(page, { timeout: 600_000 });
  const { began, first, all } = await page.evaluate(() => window.times);
  const count = await page.evaluate(games);
  const tasks = (await trace.stop()).filter((task) => !task.fromTest);
  const longest = tasks.reduce((most, task) => (task.thread > most.thread ? task : most), { wall: 0, thread: 0 });
  rows.push([
    label,
    `${(text.length / 1e6).toFixed(1)} MB, ${count} games`,
    `${((first - began) / 1000).toFixed(2)} s`,
    `${((all - began) / 1000).toFixed(1)} s`,
    `${longest.thread} ms (${longest.wall} ms wall)`,
    String(tasks.filter((task) => task.thread > 50).length),
  ]);
  if (problems.length) console.error(problems);
  return page;
}

// A paste as the browser gives it: a paste event whose clipboard data holds the text, over the
// example's text (selected, as Ctrl+A, Ctrl+V).
await (
  await measure('paste', (page) =>
    page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', window.bigText);
      const textarea = document.querySelector('#source');
      textarea.focus();
      textarea.select();
      window.times.began = performance.now();
      textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }),
  )
).close();

// A file dropped on the text.
await (
  await measure('drop', (page) =>
    page.evaluate(() => {
      const data = new DataTransfer();
      data.items.add(new File([window.bigText], 'big.pgn', { type: 'text/plain' }));
      window.times.began = performance.now();
      document.querySelector('.editor').dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true }));
    }),
  )
).close();

// "Open file": the file input's change, in a task of its own as a real choice.
const page = await measure('open file', (page) =>
  page.evaluate(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([window.bigText], 'big.pgn', { type: 'text/plain' }));
    const input = document.querySelector('#file-input');
    input.files = transfer.files;
    setTimeout(() => {
      window.times.began = performance.now();
      input.dispatchEvent(new Event('change'));
    }, 0);
  }),
);

// The game search over every game: a word typed, until the picker shows the games found.
for (const word of ['Fischer', 'fischer spassky', 'zzzz']) {
  const trace = await traceMainThread(page);
  const took = await page.evaluate(async (value) => {
    const root = document.querySelector('board-viewer').shadowRoot;
    const field = root.querySelector('.picker-filter');
    const picker = root.querySelector('.picker');
    const before = picker.dataset.shown;
    const began = performance.now();
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    while (picker.dataset.shown === before) await new Promise((resolve) => setTimeout(resolve, 1));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { ms: performance.now() - began, shown: picker.dataset.shown };
  }, word);
  const tasks = (await trace.stop()).filter((task) => !task.fromTest);
  const longest = tasks.reduce((most, task) => (task.thread > most.thread ? task : most), { wall: 0, thread: 0 });
  rows.push([
    `search "${word}"`,
    `${took.shown} games found`,
    '',
    `${Math.round(took.ms)} ms`,
    `${longest.thread} ms (${longest.wall} ms wall)`,
    String(tasks.filter((task) => task.thread > 50).length),
  ]);
}
await page.close();
await browser.close();

console.log(
  '| what | input | first game shown | until all is shown | longest task of the page (thread) | tasks over 50 ms |',
);
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
