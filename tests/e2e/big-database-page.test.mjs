// A big PGN database on the demo page shows its first game while the rest is read: the worker
// reads the text once, piece by piece, and sends the games of each piece as it goes (web/notations/
// pgn-task.js); the page shows the first part at once and adds the others to the viewer's picker.
// Pasted, dropped or opened with "Open file", the database takes that path. The test asserts the
// ORDER of what the page does (the first game shown before the last piece is read, the search
// working on what is read so far, the notes once all is read), never a time. A text pasted while
// a database is read replaces it: no game of the old one is shown after.
import { pagesPerTest, settled, summaryText } from './browser.mjs';
import { makeDatabase } from './databases.mjs';

const pages = pagesPerTest();

// The database (databases.mjs), made in the page (sending megabytes through the DevTools protocol
// would cost the test seconds of the page's thread): every 7th game with a "Zebra" as White, and an
// illegal move in the last game (the only error, noted once everything is read).
const COUNT = 4000; // about 1 MB: four pieces of 256 KiB
const ZEBRAS = Math.ceil(COUNT / 7);

// Records, in order, what the page did: each progress of the reading, each document the viewer
// loaded (its game count, and the search typed as soon as its picker is shown), the page's states.
function recordEvents() {
  window.events = [];
  addEventListener('DOMContentLoaded', () => {
    const progress = document.querySelector('#progress');
    new MutationObserver(() => {
      if (progress.dataset.stage === 'parsing') window.events.push(['parsing', Number(progress.dataset.fraction)]);
    }).observe(progress, { attributeFilter: ['data-fraction'] });
    new MutationObserver(() => window.events.push(['state', document.body.dataset.state])).observe(document.body, {
      attributeFilter: ['data-state'],
    });
  });
  // The viewer's load event does not bubble (nor reaches the window): heard on its way down.
  document.addEventListener(
    'load',
    (event) => {
      if (event.target?.localName !== 'board-viewer') return;
      const { games } = event.detail.document;
      const problems = document.querySelector('#problems').textContent;
      window.events.push(['shown', games.length, games[0]?.title, problems]);
      if (window.searchAtLoad && games.length > 1) {
        const field = event.target.shadowRoot.querySelector('.picker-filter');
        field.value = window.searchAtLoad;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
    true,
  );
}

async function openPageWithDatabase() {
  const page = await pages.open(`${pages.url}#n=pgn`);
  await page.evaluate(recordEvents);
  await page.evaluate(() => {
    // The recorders were set after DOMContentLoaded: start them now.
    window.dispatchEvent(new Event('DOMContentLoaded'));
    window.events = [];
  });
  return page;
}

// The ways a database comes in: each makes the text in the page.
const WAYS = {
  paste: (make, count) => {
    // eslint-disable-next-line no-new-func
    const text = new Function(`return (${make});`)()(count, { errorInLast: true });
    const data = new DataTransfer();
    data.setData('text/plain', text);
    const textarea = document.querySelector('#source');
    textarea.focus();
    textarea.select(); // pasted over the example shown
    textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  },
  drop: (make, count) => {
    // eslint-disable-next-line no-new-func
    const text = new Function(`return (${make});`)()(count, { errorInLast: true });
    const data = new DataTransfer();
    data.items.add(new File([text], 'big.pgn', { type: 'text/plain' }));
    const editor = document.querySelector('.editor');
    editor.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    editor.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  },
  open: (make, count) => {
    // eslint-disable-next-line no-new-func
    const text = new Function(`return (${make});`)()(count, { errorInLast: true });
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'big.pgn', { type: 'text/plain' }));
    const input = document.querySelector('#file-input');
    input.files = transfer.files;
    input.dispatchEvent(new Event('change'));
  },
};

const viewerState = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('board-viewer').shadowRoot;
    const picker = root.querySelector('.picker');
    return {
      options: picker.querySelectorAll('option').length,
      shown: Number(picker.dataset.shown),
      search: root.querySelector('.picker-filter').value,
      games: document.querySelector('board-viewer').document.games.length,
    };
  });

test('a database pasted, dropped or opened: the first game shows before the last piece is read; the search and the notes complete', async () => {
  const page = await openPageWithDatabase();
  await page.evaluate(() => {
    window.searchAtLoad = 'zebra';
  });
  // One after the other on the same page: each way reads the database anew.
  for (const way of Object.keys(WAYS)) {
    await page.evaluate(() => {
      window.events = [];
    });
    await page.evaluate(
      ([run, make, count]) => new Function(`return (${run});`)()(make, count),
      [WAYS[way].toString(), makeDatabase.toString(), COUNT],
    );
    await page.waitForFunction(
      () => window.events.some(([kind, value]) => kind === 'state' && value === 'valid'),
      null,
      {
        timeout: 60_000,
      },
    );
    await settled(page);
    const events = await page.evaluate(() => window.events);
    const shown = events.filter(([kind]) => kind === 'shown');
    // One document loaded by the viewer: the later parts were added to it, not loaded again.
    expect({ way, shown: shown.length }).toEqual({ way, shown: 1 });
    const [, gamesAtFirst, title, problemsAtFirst] = shown[0];
    expect(title).toBe('Zebra, Player0 – Tiger, Player0, Big test 2020');
    expect(gamesAtFirst).toBeGreaterThan(1);
    expect(gamesAtFirst).toBeLessThan(COUNT);
    // The order: shown while reading (before the last piece was read and before the page was
    // 'valid'), and the error of the last game noted only once everything was read.
    const at = (predicate) => events.findIndex(predicate);
    const shownAt = at(([kind]) => kind === 'shown');
    expect(shownAt).toBeLessThan(at(([kind, fraction]) => kind === 'parsing' && fraction === 1));
    expect(shownAt).toBeLessThan(at(([kind, value]) => kind === 'state' && value === 'valid'));
    expect(problemsAtFirst).not.toMatch(/error/i);
    expect(await page.textContent('#problems')).toMatch(/An error in the games/);
    // Every game is in the picker, and the search typed at the first part kept the Zebras of all.
    expect(await viewerState(page)).toEqual({ options: ZEBRAS, shown: ZEBRAS, search: 'zebra', games: COUNT });
    expect(await summaryText(page)).toMatch(new RegExp(`^game 1 of ${COUNT} · Zebra, Player0`));
  }
});

test('a file dropped while a database is read replaces it: no game of the database shows after', async () => {
  const page = await openPageWithDatabase();
  await page.evaluate(() => {
    // At the database's first part, a file of one game is dropped on the text (the database, shown
    // as a read-only preview, cannot be pasted over).
    document.addEventListener(
      'load',
      (event) => {
        if (event.target?.localName !== 'board-viewer' || window.replaced) return;
        if (event.detail.document.games.length < 2) return;
        window.replaced = true;
        const data = new DataTransfer();
        data.items.add(
          new File(['[White "Omega"]\n[Black "Beta"]\n\n1. d4 d5 *\n'], 'one.pgn', { type: 'text/plain' }),
        );
        document.querySelector('.editor').dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true }));
      },
      true,
    );
  });
  await page.evaluate(
    ([run, make, count]) => new Function(`return (${run});`)()(make, count),
    [WAYS.paste.toString(), makeDatabase.toString(), COUNT],
  );
  await page.waitForFunction(() => window.replaced);
  await page.waitForSelector('body[data-state="valid"]', { timeout: 60_000 });
  await settled(page);
  // Time for any part of the database still on its way (none should come: its worker was stopped).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  const events = await page.evaluate(() => window.events);
  const shown = events.filter(([kind]) => kind === 'shown');
  expect(shown.map(([, games, title]) => [games > 1, title])).toEqual([
    [true, 'Zebra, Player0 – Tiger, Player0, Big test 2020'],
    [false, 'Omega – Beta'],
  ]);
  // The database was replaced while it was read.
  expect(events.filter(([kind, fraction]) => kind === 'parsing' && fraction === 1)).toHaveLength(1);
  expect(await page.evaluate(() => document.querySelector('board-viewer').document.games.length)).toBe(1);
  expect(await summaryText(page)).toMatch(/^Omega – Beta/);
  expect(await page.inputValue('#source')).toMatch(/^\[White "Omega"\]/);
});

test('a language switch reads the database again and shows the game picked, past the first part, once it is read', async () => {
  const page = await openPageWithDatabase();
  await page.evaluate(
    ([run, make, count]) => new Function(`return (${run});`)()(make, count),
    [WAYS.open.toString(), makeDatabase.toString(), COUNT],
  );
  await page.waitForSelector('body[data-state="valid"]', { timeout: 60_000 });
  const picked = COUNT - 10;
  await page.locator('board-viewer .picker').selectOption(String(picked));
  await settled(page);
  await page.evaluate(() => {
    window.events = [];
  });
  await page.getByLabel('Español', { exact: true }).check();
  await page.waitForFunction(() => document.body.dataset.state !== 'valid');
  await page.waitForSelector('body[data-state="valid"]', { timeout: 60_000 });
  await settled(page);
  expect(await page.evaluate(() => document.querySelector('board-viewer').gameIndex)).toBe(picked);
  const shown = (await page.evaluate(() => window.events)).filter(([kind]) => kind === 'shown');
  expect(shown).toHaveLength(1);
  expect(shown[0][1]).toBeGreaterThan(picked);
  expect(await summaryText(page)).toMatch(
    new RegExp(`^partida ${picked + 1} de ${COUNT} · \\w+, Player${picked} – Tiger`),
  );
});
