// The demo page with a big database, in Chromium: a ~10 MB PGN (the corpus's PGN files repeated:
// about 15,000 games) pasted (a real paste event, as Ctrl+V gives it) and opened with "Open file",
// then the viewer's game search typed with all of it loaded. For each: the time until the board
// and the picker are shown, and the page's thread (its longest tasks, from Chromium's trace: thread
// time is what the page's code cost, wall time also counts what this machine gave others).
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

async function measure(label, start) {
  const problems = [];
  const page = await openPage(browser.context, `${browser.url}#n=pgn`, problems);
  await page.waitForSelector('body[data-state="valid"]');
  const trace = await traceMainThread(page);
  const began = Date.now();
  await start(page);
  // The first board of the new text: the viewer shows a game of it (the example before it has one
  // game, so a picker of several games is the new text's).
  await page.waitForFunction(
    () =>
      (document.querySelector('board-viewer')?.shadowRoot.querySelectorAll('.picker option').length ?? 0) > 1 &&
      Boolean(document.querySelector('board-viewer').shadowRoot.querySelector('.board svg')),
    null,
    { timeout: 600_000, polling: 20 },
  );
  const first = Date.now() - began;
  await page.waitForFunction(
    () =>
      document.body.dataset.state === 'valid' &&
      (document.querySelector('board-viewer')?.shadowRoot.querySelectorAll('.picker option').length ?? 0) > 1000,
    null,
    { timeout: 600_000 },
  );
  await settled(page, { timeout: 600_000 });
  const shown = Date.now() - began;
  const count = await page.evaluate(games);
  const tasks = (await trace.stop()).filter((task) => !task.fromTest);
  const longest = tasks.reduce((most, task) => (task.thread > most.thread ? task : most), { wall: 0, thread: 0 });
  rows.push([
    label,
    `${(text.length / 1e6).toFixed(1)} MB, ${count} games`,
    `${(first / 1000).toFixed(1)} s`,
    `${(shown / 1000).toFixed(1)} s`,
    `${longest.thread} ms (${longest.wall} ms wall)`,
    String(tasks.filter((task) => task.thread > 50).length),
  ]);
  if (problems.length) console.error(problems);
  return page;
}

// A paste as the browser gives it: a paste event whose clipboard data holds the text.
await (
  await measure('paste', (page) =>
    page.$eval(
      '#source',
      (textarea, value) => {
        const data = new DataTransfer();
        data.setData('text/plain', value);
        textarea.focus();
        textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      text,
    ),
  )
).close();

const page = await measure('open file', (page) =>
  page.evaluate((value) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([value], 'big.pgn', { type: 'text/plain' }));
    const input = document.querySelector('#file-input');
    input.files = transfer.files;
    setTimeout(() => input.dispatchEvent(new Event('change')), 0);
  }, text),
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
  '| what | input | first board shown | until all is shown | longest task of the page (thread) | tasks over 50 ms |',
);
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
