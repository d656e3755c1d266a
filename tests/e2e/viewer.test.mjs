// <board-viewer> as a developer embeds it: the tarball `npm pack` makes, unpacked next to a blank
// page that imports boardnotation/viewer and writes one element (no web/ code), in Chromium.
// Navigation by buttons and keys, NAG symbols, PGN and SGF variations, a reader's own move, the
// picker of an 827-game database, the cost of a step in it, bad text, and the phone and desktop
// layouts (screenshots in test-results/). One browser, one packing: the whole file runs in ~30 s.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, repositoryRoot, screenshotPath } from './browser.mjs';
import { bigDatabase, DATABASE_GAMES } from './databases.mjs';
import { serveFolders } from './static-server.mjs';

// Fischer.pgn from the corpus, or a made database of as many games (databases.mjs).
const FISCHER = bigDatabase();

// A short game with a comment before the first move, NAGs (suffixes, positional, one without a
// common symbol) and nested variations.
const PGN = `[Event "Viewer test"]
[White "Anna"]
[Black "Bruno"]
[Result "1-0"]

{A quick game} 1. e4! $14 e5 2. Bc4 (2. Nf3 Nc6 (2... d6) 3. Bb5) 2... Nc6 3. Qh5 $200 Nf6?? $18 4. Qxf7# 1-0
`;
// Main line B E5, W C7, B G3, W G7; after W C7 a variation B C3, W G3.
const SGF =
  '(;GM[1]FF[4]SZ[9]PB[Black player]PW[White player]KM[6.5]RE[B+R];B[ee]C[Centre];W[cc](;B[gg];W[gc])(;B[cg]C[A variation];W[gg]))';
const LONG = 'x'.repeat(400);
const LONG_PGN = `[Event "${'A very long event name that never ends '.repeat(6)}"]\n[White "${LONG}"]\n[Black "B"]\n\n1. e4 {${LONG}} e5 *\n`;

const BLANK_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>board-viewer from the packed package</title><link rel="icon" href="data:,">
<style>body { margin: 0; padding: 8px; font-family: sans-serif; } #narrow { width: 336px; }</style>
<script type="module">
  import { BoardViewer } from '/node_modules/boardnotation/dist/viewer.mjs';
  window.BoardViewer = BoardViewer;
  document.body.dataset.ready = 'yes';
</script></head><body></body></html>`;

const work = mkdtempSync(path.join(tmpdir(), 'bn-viewer-'));
let browser;
let server;
let problems = [];
const contexts = []; // closed after each test

// BN_PACKED_TARBALL: a tarball already made by `npm pack` (CI packs once for several suites).
function packedPackage() {
  let tarball = process.env.BN_PACKED_TARBALL;
  if (!tarball || !existsSync(tarball)) {
    execFileSync('npm', ['pack', path.join(repositoryRoot, 'npm'), '--pack-destination', work, '--silent'], {
      cwd: work,
    });
    tarball = path.join(
      work,
      readdirSync(work).find((file) => file.endsWith('.tgz')),
    );
  }
  const target = path.join(work, 'site', 'node_modules', 'boardnotation');
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  return target;
}

beforeAll(async () => {
  const installed = packedPackage();
  const site = path.join(work, 'site');
  writeFileSync(path.join(site, 'index.html'), BLANK_PAGE);
  writeFileSync(path.join(site, 'game.sgf'), SGF);
  writeFileSync(path.join(site, 'Fischer.pgn'), FISCHER);
  // A database big enough to load slowly.
  writeFileSync(path.join(site, 'big.pgn'), FISCHER);
  expect(existsSync(path.join(installed, 'dist', 'viewer.mjs'))).toBe(true);
  server = await serveFolders({ '/': site });
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

beforeEach(() => {
  problems = [];
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  expect(problems).toEqual([]);
});

/** A blank page in a context of its own; `html` is put in the body once the module is loaded. */
async function blankPage(html, { width = 1366, height = 800, touch = false } = {}) {
  const context = await browser.newContext({
    viewport: { width, height },
    hasTouch: touch,
    isMobile: touch,
    locale: 'en-US',
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(`${server.url}/index.html`);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  await page.evaluate((markup) => {
    document.body.innerHTML = markup;
  }, html);
  await page.waitForFunction(() => [...document.querySelectorAll('board-viewer')].every((viewer) => viewer.document));
  contexts.push(context);
  return page;
}

// What the viewer shows, read from its shadow root.
const state = (page, selector = 'board-viewer') =>
  page.$eval(selector, (viewer) => {
    const root = viewer.shadowRoot;
    const visible = (element) => element && !element.hidden && getComputedStyle(element).display !== 'none';
    return {
      name: root.querySelector('.move-name').textContent,
      counter: root.querySelector('.counter').textContent,
      live: root.querySelector('.live').textContent,
      current: root.querySelector('.moves [aria-current]')?.dataset.node ?? null,
      nodeId: viewer.currentNode?.id ?? null,
      main: !visible(root.querySelector('.line-bar')),
      board: visible(root.querySelector('.board')) && Boolean(root.querySelector('.board svg')),
      problems: visible(root.querySelector('.problems')) ? root.querySelector('.problems').textContent : null,
    };
  });

// [x, y] of the centre of a chess square of the (first) viewer, in page coordinates.
const squareCentre = (page, square) =>
  page.$eval(
    'board-viewer',
    (viewer, name) => {
      const box = viewer.shadowRoot.querySelector(`svg rect[data-square="${name}"]`).getBoundingClientRect();
      return [box.x + box.width / 2, box.y + box.height / 2];
    },
    square,
  );

test('load comes first, then one ply-change for the position shown', async () => {
  const page = await blankPage('');
  const events = await page.evaluate(
    (pgn) =>
      new Promise((resolve) => {
        const events = [];
        const viewer = document.createElement('board-viewer');
        viewer.setAttribute('notation', 'pgn');
        viewer.setAttribute('ply', '3');
        viewer.addEventListener('load', () => events.push('load'));
        viewer.addEventListener('ply-change', (event) => events.push(`ply-change ${event.detail.ply}`));
        viewer.addEventListener('load', () => setTimeout(() => resolve(events), 100));
        viewer.textContent = pgn;
        document.body.append(viewer);
      }),
    PGN,
  );
  expect(events).toEqual(['load', 'ply-change 3']);
});

test('a PGN game: buttons and keys step through it, NAGs are symbols, ply-change tells where', async () => {
  const page = await blankPage(`<board-viewer notation="pgn"><script type="text/plain">${PGN}</script></board-viewer>`);
  await page.$eval('board-viewer', (viewer) => {
    window.changes = [];
    viewer.addEventListener('ply-change', (event) => window.changes.push(event.detail));
  });
  expect(await state(page)).toMatchObject({
    name: 'Start position',
    counter: 'ply 0 of 7',
    current: null,
    board: true,
  });
  const button = (action) => page.locator(`board-viewer .controls button[data-action="${action}"]`);
  await button('next').click();
  expect(await state(page)).toMatchObject({
    name: '1. e4',
    counter: 'ply 1 of 7',
    live: '1. Pawn e2 to e4',
    current: '1',
  });
  await button('last').click();
  // Plies and moves never mixed: the move as written, and the ply count.
  expect(await state(page)).toMatchObject({ name: '4. Qxf7#', counter: 'ply 7 of 7' });
  await button('previous').click();
  expect((await state(page)).name).toBe('3… Nf6');
  await button('first').click();
  expect((await state(page)).nodeId).toBe(0);

  // Keys, once the viewer has the focus.
  await page.focus('board-viewer');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect((await state(page)).name).toBe('1… e5');
  await page.keyboard.press('End');
  expect((await state(page)).name).toBe('4. Qxf7#');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Home');
  expect((await state(page)).nodeId).toBe(0);
  const changes = await page.evaluate(() => window.changes);
  expect(changes.at(-1)).toEqual({ game: 0, ply: 0, nodeId: 0 });
  expect(changes.map((change) => change.ply)).toEqual([1, 7, 6, 0, 1, 2, 7, 6, 0]);

  // NAGs: symbols with their meaning as a title; a glyph without a symbol is a titled mark, never "$200".
  const moves = await page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.moves').textContent);
  expect(moves).not.toMatch(/\$\d/);
  const nags = await page.$eval('board-viewer', (viewer) =>
    [...viewer.shadowRoot.querySelectorAll('.nag')].map((nag) => [nag.textContent, nag.title]),
  );
  expect(nags).toEqual(
    expect.arrayContaining([
      ['!', 'good move'],
      ['⩲', 'White is slightly better'],
      ['??', 'blunder'],
      ['+−', 'White is winning'],
    ]),
  );
  const unknown = nags.find(([, title]) => title.includes('200'));
  expect(unknown?.[0]).not.toMatch(/\$/);
  expect(moves).toContain('A quick game');
  // The comment before the first move is in the list once.
  expect(moves.split('A quick game')).toHaveLength(2);
});

test("PGN arrows and rings: a comment's [%cal]/[%csl] drawn on its position, in the viewer as in renderSvg", async () => {
  const text = '[Event "x"]\n\n{[%csl Gd4]} 1. e4 {[%cal Ge2e4,Rd7d5]} e5 *';
  const page = await blankPage(
    `<board-viewer notation="pgn"><script type="text/plain">${text}</script></board-viewer>`,
  );
  const shapes = () =>
    page.$eval('board-viewer', (viewer) =>
      [...viewer.shadowRoot.querySelectorAll('.board svg [data-shape]')].map((shape) => [
        shape.dataset.shape,
        shape.getAttribute('aria-label'),
        getComputedStyle(shape.querySelector('.bn-shape-line')).stroke,
      ]),
    );
  expect(await shapes()).toEqual([['d4', 'green ring on d4', 'rgb(21, 120, 27)']]);
  await page.locator('board-viewer .controls button[data-action="next"]').click();
  expect((await shapes()).map(([shape, label]) => [shape, label])).toEqual([
    ['e2e4', 'green arrow from e2 to e4'],
    ['d7d5', 'red arrow from d7 to d5'],
  ]);
  // A page's theme colours them.
  await page.evaluate(() => document.body.style.setProperty('--bn-shape-red', 'rgb(1, 2, 3)'));
  expect((await shapes())[1][2]).toBe('rgb(1, 2, 3)');
  await page.locator('board-viewer .controls button[data-action="next"]').click();
  expect(await shapes()).toEqual([]);
});

test("game information: tags get labels in the viewer's language, a web address in Site is a link (http and https only)", async () => {
  const tags =
    '[Event "Rated Blitz game"]\n[Site "https://lichess.org/abcdEFGH"]\n[UTCDate "2024.01.02"]\n[WhiteElo "2100"]\n[Annotator "javascript:alert(1)"]\n[MyOwnTag "kept"]\n\n1. e4 *';
  const page = await blankPage(
    `<board-viewer notation="pgn"><script type="text/plain">${tags}</script></board-viewer>
     <board-viewer notation="pgn" language="es"><script type="text/plain">${tags}</script></board-viewer>
     <board-viewer notation="sgf" language="es">(;SZ[9]PB[Ana]PW[Bruno]KM[6.5];B[ee])</board-viewer>`,
  );
  const info = (index) =>
    page.$eval(`board-viewer:nth-of-type(${index})`, (viewer) =>
      [...viewer.shadowRoot.querySelectorAll('.info dt')].map((dt) => {
        const link = dt.nextElementSibling.querySelector('a');
        return [dt.textContent, dt.nextElementSibling.textContent, link ? link.getAttribute('href') : null];
      }),
    );
  const strip = (rows) =>
    rows.map((row) => row.map((cell) => (typeof cell === 'string' ? cell.replace(/[\u2066-\u2069]/g, '') : cell)));
  expect(strip(await info(1))).toEqual([
    ['Event', 'Rated Blitz game', null],
    ['Site', 'https://lichess.org/abcdEFGH', 'https://lichess.org/abcdEFGH'],
    ['Date (UTC)', '2024.01.02', null],
    ['White rating', '2100', null],
    ['Annotator', 'javascript:alert(1)', null],
    ['MyOwnTag', 'kept', null],
  ]);
  expect(strip(await info(2)).map(([label]) => label)).toEqual([
    'Evento',
    'Lugar',
    'Fecha (UTC)',
    'Elo de las blancas',
    'Comentarista',
    'MyOwnTag',
  ]);
  expect(strip(await info(3)).map(([label, value]) => `${label}: ${value}`)).toEqual(
    expect.arrayContaining(['Negro: Ana', 'Blanco: Bruno', 'Komi: 6.5']),
  );
  const link = await page.$eval('board-viewer', (viewer) => {
    const a = viewer.shadowRoot.querySelector('.info a');
    return [a.target, a.rel];
  });
  expect(link).toEqual(['_blank', 'noopener noreferrer nofollow']);
});

test('the reading layout: players, ratings and clocks by the board, the evaluation by the move, the moves in two columns, the tags folded', async () => {
  const game = `[White "Alice"]\n[Black "Bob"]\n[WhiteElo "1850"]\n[BlackElo "1790"]\n[BlackTitle "GM"]\n[Event "Blitz"]\n[Site "https://lichess.org/x"]\n[TimeControl "180+2"]\n\n1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... e5 { [%eval 0.2] [%clk 0:02:58] } 2. Nf3 { Developing. [%eval -1.5] [%clk 0:02:40] } 2... Nc6 { [%eval #-3] [%clk 1:00:09] } 3. Bc4 1-0`;
  const page = await blankPage(
    `<board-viewer notation="pgn"><script type="text/plain">${game}</script></board-viewer>
     <board-viewer notation="pgn" show-players="false"><script type="text/plain">${game}</script></board-viewer>
     <board-viewer notation="pgn">1. e4 e5 2. Nf3 *</board-viewer>
     <board-viewer notation="fen">8/8/8/8/8/8/8/K6k w - - 0 1</board-viewer>`,
  );
  const read = (index = 1) =>
    page.$eval(`board-viewer:nth-of-type(${index})`, (viewer) => {
      const root = viewer.shadowRoot;
      const shown = (element) => !element.hidden && getComputedStyle(element).display !== 'none';
      const strip = (selector) => {
        const element = root.querySelector(selector);
        if (!shown(element)) return null;
        return [...element.children]
          .filter(shown)
          .map((child) => child.textContent.replace(/[\u2066-\u2069]/g, ''))
          .join(' ');
      };
      const top = root.querySelector('.player-top').getBoundingClientRect();
      const board = root.querySelector('.board').getBoundingClientRect();
      const bottom = root.querySelector('.player-bottom').getBoundingClientRect();
      const evaluation = root.querySelector('.evaluation');
      const fold = root.querySelector('.game-info');
      return {
        top: strip('.player-top'),
        bottom: strip('.player-bottom'),
        around: shown(root.querySelector('.player-top')) ? top.bottom <= board.top && bottom.top >= board.bottom : null,
        evaluation: shown(evaluation) ? evaluation.textContent : null,
        info: shown(fold) ? (fold.open ? 'open' : 'folded') : 'none',
        summary: fold.querySelector('summary').textContent,
        comments: [...root.querySelectorAll('.moves .comment')].map((comment) =>
          comment.textContent.replace(/[\u2066-\u2069]/g, ''),
        ),
      };
    });
  // Ply 0: no clock yet (no move has said one), Black at the top as the board is drawn.
  expect(await read()).toMatchObject({ top: 'GM Bob 1790', bottom: 'Alice 1850', around: true, evaluation: null });
  expect(await read()).toMatchObject({ info: 'folded', summary: 'Game info', comments: ['Developing.'] });
  const step = (index, ply) => page.$eval(`board-viewer:nth-of-type(${index})`, (viewer, to) => viewer.goTo(to), ply);
  await step(1, 1);
  expect(await read()).toMatchObject({ top: 'GM Bob 1790', bottom: 'Alice 1850 3:00', evaluation: '+0.17' });
  await step(1, 3);
  expect(await read()).toMatchObject({ top: 'GM Bob 1790 2:58', bottom: 'Alice 1850 2:40', evaluation: '−1.50' });
  await step(1, 4);
  expect(await read()).toMatchObject({ top: 'GM Bob 1790 1:00:09', evaluation: '#−3' });
  // A position whose move says no clock keeps each player's last one.
  await step(1, 5);
  expect(await read()).toMatchObject({ top: 'GM Bob 1790 1:00:09', bottom: 'Alice 1850 2:40', evaluation: null });
  // Flipped, White is at the top.
  await page.$eval('board-viewer', (viewer) => viewer.flip());
  expect(await read()).toMatchObject({ top: 'Alice 1850 2:40', bottom: 'GM Bob 1790 1:00:09', around: true });
  // show-players="false"; a game without players or clocks has no strips; a board without moves shows its information.
  expect(await read(2)).toMatchObject({ top: null, bottom: null });
  expect(await read(3)).toMatchObject({ top: null, bottom: null, info: 'none' });
  expect(await read(4)).toMatchObject({ top: null, info: 'open' });
  // Two columns: each move number's row holds White's and Black's moves side by side; after a
  // comment, Black's move starts a row of its own after "…".
  const rows = await page.$eval('board-viewer', (viewer) => {
    // An item is in the row before when its middle is within that row's height.
    const rows = [];
    for (const item of viewer.shadowRoot.querySelectorAll('.move-columns > *')) {
      const box = item.getBoundingClientRect();
      const middle = (box.top + box.bottom) / 2;
      const last = rows.at(-1);
      // A move as written (its clock follows it in the button).
      const text = (item.matches('button.move') ? item.firstChild : item).textContent.replace(/[\u2066-\u2069]/g, '');
      if (last && middle > last.top && middle < last.bottom) last.items.push(text);
      else rows.push({ top: box.top, bottom: box.bottom, items: [text] });
    }
    return rows.map((row) => row.items);
  });
  expect(rows).toEqual([['1.', 'e4', 'e5'], ['2.', 'Nf3'], ['Developing.'], ['2.', '…', 'Nc6'], ['3.', 'Bc4']]);
  // In Spanish.
  await page.$eval('board-viewer', (viewer) => viewer.setAttribute('language', 'es'));
  await page.waitForFunction(
    () =>
      document.querySelector('board-viewer').shadowRoot.querySelector('.game-info summary').textContent ===
      'Datos de la partida',
  );
  await page.screenshot({ path: screenshotPath('viewer-reading-layout') });
});

test("engine evaluations: a bar beside the board (White's share) and a graph of the main line that goes to the move clicked; none without [%eval], none when show-evaluation is off", async () => {
  const game = `[White "Alice"]\n[Black "Bob"]\n\n1. e4 { [%eval 0.17] } 1... e5 { [%eval 0.2] } 2. Nf3 { [%eval -1.5] } 2... Nc6 { [%eval 3.4] } 3. Bc4 { [%eval 2.0] } Nf6 { [%eval #-3] } 0-1`;
  const page = await blankPage(
    `<board-viewer id="evals" notation="pgn" ply="3"><script type="text/plain">${game}</script></board-viewer>
     <board-viewer id="plain" notation="pgn">1. e4 e5 *</board-viewer>
     <board-viewer id="off" notation="pgn" show-evaluation="false"><script type="text/plain">${game}</script></board-viewer>`,
  );
  const read = (id) =>
    page.$eval(`#${id}`, (viewer) => {
      const root = viewer.shadowRoot;
      const bar = root.querySelector('.eval-bar');
      const graph = root.querySelector('.eval-graph');
      return {
        bar: bar.hidden
          ? null
          : { share: bar.style.getPropertyValue('--bn-white-share'), top: bar.classList.contains('white-at-top') },
        graph: graph.hidden ? null : graph.querySelector('svg')?.getAttribute('aria-label'),
        cursor: graph.querySelector('.eval-cursor')?.getAttribute('x1') ?? null,
        ply: viewer.currentNode.ply,
      };
    });
  // −1.5 after 2. Nf3: about 36% for White, light part at the bottom while White is.
  let shown = await read('evals');
  expect(shown.bar).toEqual({ share: '36.5%', top: false });
  expect(shown.graph).toMatch(/evaluation along the main line/);
  expect(Number(shown.cursor)).toBeCloseTo((3 / 6) * 300, 1);
  await page.$eval('#evals', (viewer) => void viewer.flip());
  expect((await read('evals')).bar.top).toBe(true);
  // A mate for Black empties the bar; a click at the graph's right end goes to the last move.
  const box = await page.$eval('#evals', (viewer) =>
    viewer.shadowRoot.querySelector('.eval-graph svg').getBoundingClientRect().toJSON(),
  );
  await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2);
  shown = await read('evals');
  expect(shown.ply).toBe(6);
  expect(shown.bar.share).toBe('0.0%');
  expect(await read('plain')).toMatchObject({ bar: null, graph: null });
  expect(await read('off')).toMatchObject({ bar: null, graph: null });
  // Turned on later: shown at once.
  await page.$eval('#off', (viewer) => viewer.setAttribute('show-evaluation', 'true'));
  expect((await read('off')).bar).toEqual({ share: '50.0%', top: false });
});

test("Go win rates (Sabaki's SBKV): the bar (White's share from the top), the graph, and the side ahead by the move; a value that is no percentage is none", async () => {
  const record = '(;GM[1]SZ[9];B[ee]SBKV[55.31];W[cc]SBKV[38];B[gg]SBKV[120];W[cg]SBKV[71.5])';
  const page = await blankPage(
    `<board-viewer id="go" notation="sgf" ply="1"><script type="text/plain">${record}</script></board-viewer>`,
  );
  const read = () =>
    page.$eval('#go', (viewer) => {
      const root = viewer.shadowRoot;
      const bar = root.querySelector('.eval-bar');
      const evaluation = root.querySelector('.evaluation');
      return {
        share: bar.hidden ? null : bar.style.getPropertyValue('--bn-white-share'),
        top: bar.classList.contains('white-at-top'),
        text: evaluation.hidden ? null : evaluation.textContent,
        graph: !root.querySelector('.eval-graph').hidden,
      };
    });
  expect(await read()).toEqual({ share: '44.7%', top: true, text: 'B 55.3%', graph: true });
  await page.$eval('#go', (viewer) => void viewer.goTo(2));
  expect(await read()).toMatchObject({ share: '62.0%', text: 'W 62.0%' });
  // SBKV[120] is no win rate: the bar keeps the last one of the line, the move shows none.
  await page.$eval('#go', (viewer) => void viewer.goTo(3));
  expect(await read()).toMatchObject({ share: '62.0%', text: null });
  await page.$eval('#go', (viewer) => viewer.setAttribute('language', 'es'));
  await page.$eval('#go', (viewer) => void viewer.goTo(4));
  await page.waitForFunction(
    () => document.querySelector('#go').shadowRoot.querySelector('.evaluation').textContent === 'N 71,5 %',
  );
  expect((await read()).share).toBe('28.5%');
});

test('times in the move list: the clock left after each move ([%clk]), else the time it took ([%emt]); show-clocks="false" hides them', async () => {
  const game = `1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:02:58.5] } 2. Nf3 { [%emt 0:00:12] } 2... Nc6 *`;
  const page = await blankPage(
    `<board-viewer id="on" notation="pgn"><script type="text/plain">${game}</script></board-viewer>
     <board-viewer id="off" notation="pgn" show-clocks="false"><script type="text/plain">${game}</script></board-viewer>`,
  );
  const times = (id) =>
    page.$eval(`#${id}`, (viewer) =>
      [...viewer.shadowRoot.querySelectorAll('.moves button.move')].map((move) => [
        move.firstChild.textContent,
        move.querySelector('.move-time')?.textContent ?? null,
        move.querySelector('.unseen')?.textContent ?? null,
      ]),
    );
  expect(await times('on')).toEqual([
    ['e4', '3:00', ' (3:00 left on the clock)'],
    ['e5', '2:58', ' (2:58 left on the clock)'],
    ['Nf3', '+0:12', ' (the move took 0:12)'],
    ['Nc6', null, null],
  ]);
  expect((await times('off')).map(([, time]) => time)).toEqual([null, null, null, null]);
  await page.$eval('#off', (viewer) => viewer.removeAttribute('show-clocks'));
  expect((await times('off')).map(([, time]) => time)).toEqual(['3:00', '2:58', '+0:12', null]);
});

test('material by the players: the pieces a side has taken more of and what they are worth, at the position shown', async () => {
  const game = `[White "Alice"]\n[Black "Bob"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qxg2 *`;
  const page = await blankPage(
    `<board-viewer notation="pgn"><script type="text/plain">${game}</script></board-viewer>`,
  );
  const material = () =>
    page.$eval('board-viewer', (viewer) =>
      ['.player-top', '.player-bottom'].map((strip) => {
        const span = viewer.shadowRoot.querySelector(`${strip} .player-material`);
        return span.hidden ? null : [span.textContent, span.getAttribute('aria-label')];
      }),
    );
  expect(await material()).toEqual([null, null]);
  await page.$eval('board-viewer', (viewer) => void viewer.goTo(3)); // 2. exd5: White a pawn up
  expect(await material()).toEqual([null, ['♟\uFE0E +1', 'up 1 in material']]);
  await page.$eval('board-viewer', (viewer) => void viewer.goTo(4)); // 2... Qxd5: even
  expect(await material()).toEqual([null, null]);
  await page.$eval('board-viewer', (viewer) => void viewer.last()); // 3... Qxg2: Black a pawn up
  expect(await material()).toEqual([['♙\uFE0E +1', 'up 1 in material'], null]);
  await page.$eval('board-viewer', (viewer) => void viewer.flip());
  expect(await material()).toEqual([null, ['♙\uFE0E +1', 'up 1 in material']]);
});

test("under a page's header the controls are in the first screen; the corner handle resizes the board (drag, keys), a double click fits it again", async () => {
  const page = await blankPage(
    `<header style="height: 200px">A site's header</header><board-viewer notation="pgn">1. e4 e5 2. Nf3 Nc6 *</board-viewer>`,
  );
  const boxes = () =>
    page.$eval('board-viewer', (viewer) => {
      const box = (selector) => viewer.shadowRoot.querySelector(selector).getBoundingClientRect().toJSON();
      return { board: box('.board'), controls: box('.controls'), handle: box('.resize-handle') };
    });
  let { board, controls, handle } = await boxes();
  expect(board.top).toBeGreaterThanOrEqual(200);
  expect(controls.bottom).toBeLessThanOrEqual(800);
  // The handle sits on the board's bottom-right corner.
  expect(Math.abs(handle.right - board.right)).toBeLessThan(2);
  expect(Math.abs(handle.bottom - board.bottom)).toBeLessThan(2);
  const fitted = board.width;
  const sizes = [];
  await page.exposeFunction('sizeSaid', (width) => sizes.push(width));
  await page.$eval('board-viewer', (viewer) =>
    viewer.addEventListener('board-resize', (event) => window.sizeSaid(event.detail.width)),
  );
  // A drag to the left and up makes it smaller; the keys change it by 20 px and do not step.
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(board.left + 300, board.top + 200, { steps: 4 });
  await page.mouse.up();
  ({ board } = await boxes());
  expect(board.width).toBeCloseTo(300, -1);
  await page.locator('board-viewer .resize-handle').focus();
  await page.keyboard.press('ArrowRight');
  ({ board } = await boxes());
  expect(board.width).toBeCloseTo(320, -1);
  expect(await page.$eval('board-viewer', (viewer) => viewer.currentNode.ply)).toBe(0);
  expect(await page.getAttribute('board-viewer >> .resize-handle', 'aria-valuenow')).toBe(
    String(Math.round(board.width)),
  );
  await page.locator('board-viewer .resize-handle').dblclick();
  ({ board } = await boxes());
  expect(board.width).toBeCloseTo(fitted, 0);
  expect(sizes.at(-1)).toBe(null);
  expect(sizes.length).toBeGreaterThan(2);
});

test('themes: theme="blue" / "green" / "gray" / "dark" set the colours; a page\'s own custom property still wins', async () => {
  const page = await blankPage(
    `<style>#mine { --bn-light-square: #ffffff; }</style>
     <board-viewer id="plain" notation="fen">8/8/8/8/8/8/8/K6k w - - 0 1</board-viewer>
     <board-viewer id="blue" theme="blue" notation="fen">8/8/8/8/8/8/8/K6k w - - 0 1</board-viewer>
     <board-viewer id="dark" theme="dark" notation="fen">8/8/8/8/8/8/8/K6k w - - 0 1</board-viewer>
     <board-viewer id="mine" theme="blue" notation="fen">8/8/8/8/8/8/8/K6k w - - 0 1</board-viewer>`,
  );
  const colours = (id) =>
    page.$eval(`#${id}`, (viewer) => {
      const square = viewer.shadowRoot.querySelector('.board svg .bn-light, .board svg [class*="light"]');
      return { square: square ? getComputedStyle(square).fill : null, text: getComputedStyle(viewer).color };
    });
  const plain = await colours('plain');
  expect(plain.square).toBe('rgb(240, 217, 181)');
  expect((await colours('blue')).square).toBe('rgb(222, 227, 230)');
  expect((await colours('dark')).text).toBe('rgb(232, 230, 227)');
  expect((await colours('mine')).square).toBe('rgb(255, 255, 255)');
});

test("steps are announced in words (the move, check, captures): the accessibility tree's polite live region says them", async () => {
  const page = await blankPage(
    `<board-viewer notation="pgn">1. e4 d5 2. exd5 Qxd5 3. Nc3 Qe5+ 4. Be2 Bg4 5. Nf3 Nc6 6. O-O *</board-viewer>
     <board-viewer notation="sgf" language="es">(;SZ[9];B[ba];W[aa];B[ab])</board-viewer>`,
  );
  const cdp = await page.context().newCDPSession(page);
  // The text of the live regions, as Chromium gives them to screen readers.
  const liveRegions = async () => {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const textOf = (node) =>
      node.role?.value === 'StaticText'
        ? (node.name?.value ?? '')
        : (node.childIds ?? []).map((id) => textOf(byId.get(id) ?? {})).join('');
    return nodes
      .filter((node) =>
        node.properties?.some((property) => property.name === 'live' && property.value.value === 'polite'),
      )
      .filter((node) => node.properties?.some((property) => property.name === 'atomic'))
      .map(textOf);
  };
  await page.locator('board-viewer').first().focus();
  await page.keyboard.press('ArrowRight');
  expect(await liveRegions()).toContain('1. Pawn e2 to e4');
  for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowRight');
  expect(await liveRegions()).toContain('2. Pawn e4 takes d5');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  expect(await liveRegions()).toContain('3… Queen d5 to e5, check');
  await page.keyboard.press('End');
  expect(await liveRegions()).toContain('6. Castles kingside');
  await page.keyboard.press('Home');
  expect(await liveRegions()).toContain('Start position');
  // Go, in Spanish: Black's stone on A8 takes White's on A9.
  await page.locator('board-viewer').nth(1).focus();
  await page.keyboard.press('End');
  expect(
    (await liveRegions()).some((text) => /^3\. N A8, captura 1 piedra$/.test(text.replace(/[\u2066-\u2069]/g, ''))),
  ).toBe(true);
});

test('a game as an animated GIF: a frame per position of the line shown, each the board as drawn, looping', async () => {
  const page = await blankPage(`<board-viewer notation="pgn" ply="2">1. e4 e5 2. Nf3 *</board-viewer>`);
  const checked = await page.$eval('board-viewer', async (viewer) => {
    const gif = await viewer.toGif({ width: 160, delay: 300 });
    const bytes = new Uint8Array(await gif.arrayBuffer());
    // Chromium's own GIF decoder reads it: the frames, their size, and their pixels against the
    // PNG of the same positions.
    const decoder = new ImageDecoder({ data: bytes, type: 'image/gif' });
    await decoder.tracks.ready;
    const count = decoder.tracks.selectedTrack.frameCount;
    const differences = [];
    for (let index = 0; index < count; index++) {
      const { image } = await decoder.decode({ frameIndex: index });
      const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height).data;
      image.close();
      viewer.goTo(index);
      const png = await createImageBitmap(await viewer.toPng({ width: 160 }));
      const reference = new OffscreenCanvas(png.width, png.height).getContext('2d');
      reference.fillStyle = '#fff';
      reference.fillRect(0, 0, png.width, png.height);
      reference.drawImage(png, 0, 0);
      const expected = reference.getImageData(0, 0, png.width, png.height).data;
      // The mean difference per channel: a palette of 256 colours changes antialiased edges a little.
      let sum = 0;
      for (let i = 0; i < frame.length; i += 4)
        sum +=
          Math.abs(frame[i] - expected[i]) +
          Math.abs(frame[i + 1] - expected[i + 1]) +
          Math.abs(frame[i + 2] - expected[i + 2]);
      differences.push(sum / (frame.length * 0.75));
    }
    return {
      header: String.fromCharCode(...bytes.slice(0, 6)),
      loops: new TextDecoder().decode(bytes).includes('NETSCAPE2.0'),
      type: gif.type,
      count,
      width: bytes[6] | (bytes[7] << 8),
      differences,
    };
  });
  expect(checked).toMatchObject({ header: 'GIF89a', loops: true, type: 'image/gif', count: 4, width: 160 });
  for (const difference of checked.differences) expect(difference).toBeLessThan(3);
});

test('the menu: play through (autoplay), copy the FEN, save the board as SVG or PNG; toSvg() and toPng()', async () => {
  const page = await blankPage(`<board-viewer notation="pgn">1. e4 e5 2. Nf3 Nc6 3. Bb5 *</board-viewer>`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const menuItems = () =>
    page.$eval('board-viewer', (viewer) =>
      [...viewer.shadowRoot.querySelectorAll('.menu button')].map((button) => button.dataset.action),
    );
  const menuButton = page.locator('board-viewer .controls button[data-action="menu"]');
  expect(await menuButton.getAttribute('aria-label')).toMatch(/^More/);
  await menuButton.click();
  expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
  expect(await menuItems()).toEqual(['autoplay', 'copy-fen', 'save-svg', 'save-png', 'save-gif']);
  // Copy FEN: the position shown, on the clipboard, said in the live region.
  await page.locator('board-viewer .menu button[data-action="copy-fen"]').click();
  await page.waitForFunction(
    () => document.querySelector('board-viewer').shadowRoot.querySelector('.live').textContent === 'FEN copied',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  );
  expect(await page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.menu').hidden)).toBe(true);
  // Save as SVG: a download of the standalone drawing.
  await menuButton.click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('board-viewer .menu button[data-action="save-svg"]').click(),
  ]);
  expect(download.suggestedFilename()).toBe('board-1-0.svg');
  // The API: a standalone SVG (its style rules inside) and a PNG of the width asked.
  const images = await page.$eval('board-viewer', async (viewer) => {
    const svg = viewer.toSvg();
    const png = await viewer.toPng({ width: 200 });
    const bytes = new Uint8Array(await png.arrayBuffer());
    const bitmap = await createImageBitmap(png);
    return {
      svg: svg.slice(0, 200),
      style: svg.includes('<style'),
      type: png.type,
      magic: [...bytes.slice(1, 4)],
      width: bitmap.width,
    };
  });
  expect(images.svg.startsWith('<svg')).toBe(true);
  expect(images.style).toBe(true);
  expect(images).toMatchObject({ type: 'image/png', magic: [0x50, 0x4e, 0x47], width: 200 });
  // Play through: every move in turn, to the end, where it stops by itself.
  await menuButton.click();
  await page.locator('board-viewer .menu button[data-action="autoplay"]').click();
  expect(await page.$eval('board-viewer', (viewer) => viewer.autoplaying)).toBe(true);
  await page.$eval('board-viewer', (viewer) => {
    viewer.stopAutoplay();
    viewer.startAutoplay(100);
  });
  await page.waitForFunction(() => !document.querySelector('board-viewer').autoplaying, null, { timeout: 10_000 });
  expect(await page.$eval('board-viewer', (viewer) => viewer.currentNode.ply)).toBe(5);
  // A step of the reader's stops it.
  await page.$eval('board-viewer', (viewer) => {
    viewer.first();
    viewer.startAutoplay(5000);
  });
  await page.keyboard.press('Escape'); // nothing open: no effect
  await page.locator('board-viewer .controls button[data-action="next"]').click();
  expect(await page.$eval('board-viewer', (viewer) => [viewer.autoplaying, viewer.currentNode.ply])).toEqual([
    false,
    1,
  ]);
});

test('"Game info" opened under a long move list keeps the current move in view', async () => {
  const tags = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result', 'WhiteElo', 'BlackElo', 'ECO', 'Opening']
    .map((tag, index) => `[${tag} "${tag === 'Result' ? '*' : `value ${index}`}"]`)
    .join('\n');
  const moves = Array.from({ length: 40 }, (_, index) => `${index + 1}. ${index % 2 ? 'Ng1 Ng8' : 'Nf3 Nf6'}`).join(
    ' ',
  );
  const page = await blankPage(`<board-viewer notation="pgn" ply="60">${tags}\n\n${moves} *</board-viewer>`);
  const currentInView = () =>
    page.$eval('board-viewer', (viewer) => {
      const list = viewer.shadowRoot.querySelector('.moves').getBoundingClientRect();
      const current = viewer.shadowRoot.querySelector('.moves [aria-current]').getBoundingClientRect();
      return current.top >= list.top && current.bottom <= list.bottom;
    });
  await page.waitForFunction(
    () => document.querySelector('board-viewer').shadowRoot.querySelector('.moves').scrollTop > 0,
  );
  expect(await currentInView()).toBe(true);
  await page.locator('board-viewer .game-info summary').click();
  await page.waitForFunction(() => document.querySelector('board-viewer').shadowRoot.querySelector('.game-info').open);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await currentInView()).toBe(true);
});

test("the menu's speed: Play through and the GIF go at the speed chosen there, in Go as in chess", async () => {
  const page = await blankPage(
    `<board-viewer notation="sgf">(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg];W[gc];B[cg];W[eg])</board-viewer>`,
  );
  const menuButton = page.locator('board-viewer .controls button[data-action="menu"]');
  const speed = page.locator('board-viewer .menu select[data-choice="speed"]');
  await menuButton.click();
  expect(await speed.inputValue()).toBe('1000');
  expect(await speed.evaluate((select) => select.parentElement.textContent)).toMatch(/^A move every/);
  // Chosen: the menu stays open; the GIF saved then shows each position 2 s (200 centiseconds in
  // each frame's Graphic Control Extension).
  await speed.selectOption('2000');
  expect(await page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.menu').hidden)).toBe(false);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('board-viewer .menu button[data-action="save-gif"]').click(),
  ]);
  const gif = readFileSync(await download.path());
  const delays = [];
  for (
    let i = gif.indexOf(Buffer.from([0x21, 0xf9, 0x04]));
    i >= 0;
    i = gif.indexOf(Buffer.from([0x21, 0xf9, 0x04]), i + 1)
  )
    delays.push(gif[i + 4] | (gif[i + 5] << 8));
  expect(delays).toEqual([200, 200, 200, 200, 200, 200, 200]);
  // Play through at 5 s a move: after a second nothing has moved; the speed changed to 0.25 s while
  // it plays, it goes on at that speed to the end (5 s a move would take 30 s).
  await menuButton.click();
  await speed.selectOption('5000');
  await page.locator('board-viewer .menu button[data-action="autoplay"]').click();
  await page.waitForTimeout(1000);
  expect(await page.$eval('board-viewer', (viewer) => [viewer.autoplaying, viewer.currentNode.ply])).toEqual([true, 0]);
  await menuButton.click();
  expect(await speed.inputValue()).toBe('5000');
  await speed.selectOption('250');
  await page.waitForFunction(() => !document.querySelector('board-viewer').autoplaying, null, { timeout: 10_000 });
  expect(await page.$eval('board-viewer', (viewer) => viewer.currentNode.ply)).toBe(6);
});

test('the game tree as a graph (Go records with variations, or show-tree): a dot per node, a click goes to it, the current node kept in view', async () => {
  // Root, B E5, then W C7 B G3 (main line) or W G7 B C3 (a variation): rows by depth, the variation one column right.
  const sgf = '(;GM[1]SZ[9];B[ee](;W[cc];B[gg])(;W[gc];B[cg]))';
  const big = `(;GM[1]SZ[19]${Array.from({ length: 300 }, (_, i) => `;${i % 2 ? 'W' : 'B'}[${String.fromCharCode(97 + (i % 19))}${String.fromCharCode(97 + ((i * 7) % 19))}]`).join('')}${'(;B[aa];W[bb])'.repeat(1)})`;
  const page = await blankPage(
    `<board-viewer notation="sgf">${sgf}</board-viewer>
     <board-viewer notation="sgf" show-tree="false">${sgf}</board-viewer>
     <board-viewer notation="pgn">1. e4 e5 (1... c5) 2. Nf3 *</board-viewer>
     <board-viewer notation="pgn" show-tree>1. e4 e5 (1... c5) 2. Nf3 *</board-viewer>
     <board-viewer notation="sgf" show-tree="true">${big}</board-viewer>`,
  );
  const shown = (index) =>
    page.$eval(`board-viewer:nth-of-type(${index})`, (viewer) => {
      const tree = viewer.shadowRoot.querySelector('.tree');
      return !tree.hidden && tree.querySelector('canvas') !== null;
    });
  expect([await shown(1), await shown(2), await shown(3), await shown(4), await shown(5)]).toEqual([
    true,
    false,
    false,
    true,
    true,
  ]);
  // A click on the dot of the variation's second move (row 3, column 1; tree-graph.js draws a
  // node at ((column + 1) × 22, (row + 1) × 22) px) goes to it.
  const clickDot = async (index, row, col) => {
    const point = await page.$eval(
      `board-viewer:nth-of-type(${index})`,
      (viewer, [r, c]) => {
        const tree = viewer.shadowRoot.querySelector('.tree');
        const box = tree.getBoundingClientRect();
        return [box.left + (c + 1) * 22 - tree.scrollLeft, box.top + (r + 1) * 22 - tree.scrollTop];
      },
      [row, col],
    );
    await page.mouse.click(point[0], point[1]);
  };
  await clickDot(1, 3, 1);
  expect(await page.$eval('board-viewer', (viewer) => viewer.currentNode.label)).toBe('B C3');
  await clickDot(1, 2, 0);
  expect(await page.$eval('board-viewer', (viewer) => viewer.currentNode.label)).toBe('W C7');
  // Between dots nothing happens.
  await clickDot(1, 2.5, 0.5);
  expect(await page.$eval('board-viewer', (viewer) => viewer.currentNode.label)).toBe('W C7');
  // A long game: the canvas is the size of the box, not of the graph; the last move is scrolled into view.
  const long = await page.$eval('board-viewer:nth-of-type(5)', (viewer) => {
    viewer.last();
    const tree = viewer.shadowRoot.querySelector('.tree');
    const canvas = tree.querySelector('canvas');
    return { box: tree.clientHeight, canvas: canvas.getBoundingClientRect().height, whole: tree.scrollHeight };
  });
  expect(long.whole).toBeGreaterThan(300 * 22);
  expect(long.canvas).toBeLessThanOrEqual(long.box + 1);
  await page.waitForFunction(() => {
    const tree = document.querySelector('board-viewer:nth-of-type(5)').shadowRoot.querySelector('.tree');
    return tree.scrollTop > 290 * 22 - tree.clientHeight;
  });
});

test('a move number never wraps away from its move, in a narrow viewer', async () => {
  const moves = Array.from(
    { length: 60 },
    (_, i) =>
      `;${i % 2 ? 'W' : 'B'}[${String.fromCharCode(97 + (i % 19))}${String.fromCharCode(97 + ((i * 5) % 19))}]C[x]`,
  ).join('');
  const page = await blankPage(`<div id="narrow"><board-viewer notation="sgf">(;SZ[19]${moves})</board-viewer></div>`);
  const apart = await page.$eval('board-viewer', (viewer) =>
    [...viewer.shadowRoot.querySelectorAll('.moves .move-number')]
      .map((number) => {
        const move = number.nextElementSibling;
        const [a, b] = [number.getBoundingClientRect(), move.getBoundingClientRect()];
        return Math.abs((a.top + a.bottom) / 2 - (b.top + b.bottom) / 2) > a.height / 2 ? number.textContent : null;
      })
      .filter(Boolean),
  );
  expect(apart).toEqual([]);
});

test('a database picker with a search: every word typed, any case and accents; the game shown stays shown', async () => {
  const players = ['Carlsen, Magnus', 'Nepomniachtchi, Ian', 'Caruana, Fabiano', 'Ding, Liren', 'Nakamura, Hikaru'];
  const games = Array.from(
    { length: 30 },
    (_, index) =>
      `[Event "${index % 2 ? 'Tata Steel' : 'Norway Chess'}"]\n[Date "20${10 + (index % 10)}.01.01"]\n[White "${players[index % 5]}"]\n[Black "${players[(index + 1) % 5]}"]\n[Result "*"]\n\n1. e4 *\n`,
  ).join('\n');
  const page = await blankPage(
    `<board-viewer notation="pgn"><script type="text/plain">${games}</script></board-viewer>`,
  );
  const options = () =>
    page.$eval('board-viewer', (viewer) =>
      [...viewer.shadowRoot.querySelectorAll('.picker option')].map((option) =>
        option.textContent.replace(/[\u2066-\u2069]/g, ''),
      ),
    );
  expect(await options()).toHaveLength(30);
  const search = page.locator('board-viewer .picker-filter');
  expect(await search.getAttribute('aria-label')).toBe('Find a game: players, event, year');
  await search.fill('NÉPO tata');
  await page.waitForFunction(
    () => document.querySelector('board-viewer').shadowRoot.querySelector('.picker').dataset.shown === '6',
  );
  const found = await options();
  expect(found).toHaveLength(6);
  expect(found.every((title) => /Nepomniachtchi/.test(title) && /Tata Steel/.test(title))).toBe(true);
  // The game shown (the first) is not among them: nothing is picked until one is chosen.
  expect(await page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.picker').selectedIndex)).toBe(
    -1,
  );
  const [second] = found.slice(1);
  const index = Number(second.split('.')[0]) - 1;
  await page.locator('board-viewer .picker').selectOption(String(index));
  expect(await page.$eval('board-viewer', (viewer) => viewer.gameIndex)).toBe(index);
  // Cleared: every game again, the one picked still picked.
  await search.fill('');
  await page.waitForFunction(
    () => document.querySelector('board-viewer').shadowRoot.querySelector('.picker').dataset.shown === '30',
  );
  expect(await page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.picker').value)).toBe(
    String(index),
  );
  // Arrows typed in the search move its caret, never the game.
  await search.focus();
  await page.keyboard.press('ArrowLeft');
  expect(await page.$eval('board-viewer', (viewer) => viewer.currentNode.ply)).toBe(0);
});

test('a search that finds thousands of games lists the first 1,000 and says how many more; more words narrow them', async () => {
  // 3,000 games; the list of every game is shown before a search (options made once), a search's
  // list is rebuilt at each keystroke: it stays small, so typing in a database of 12,000 games is not
  // held up by rebuilding thousands of options.
  const games = Array.from(
    { length: 3000 },
    (_, index) => `[Event "Open ${index % 9}"]\n[White "Player ${index}"]\n[Black "Rival"]\n[Result "*"]\n\n1. e4 *\n`,
  ).join('\n');
  const page = await blankPage(
    `<board-viewer notation="pgn"><script type="text/plain">${games}</script></board-viewer>`,
  );
  const listed = (shown) =>
    page.waitForFunction(
      (count) => document.querySelector('board-viewer').shadowRoot.querySelector('.picker').dataset.shown === count,
      shown,
    );
  const options = () =>
    page.$eval('board-viewer', (viewer) =>
      [...viewer.shadowRoot.querySelectorAll('.picker option')].map((option) => ({
        text: option.textContent.replace(/[\u2066-\u2069]/g, ''),
        disabled: option.disabled,
      })),
    );
  expect(await options()).toHaveLength(3000);
  const search = page.locator('board-viewer .picker-filter');
  await search.fill('rival');
  await listed('3000');
  let found = await options();
  expect(found).toHaveLength(1001);
  expect(found.at(-1)).toEqual({ text: '…and 2,000 more: type more words to narrow them', disabled: true });
  expect(found.slice(0, -1).every((option) => !option.disabled)).toBe(true);
  // A game past the first thousand found: another word finds it, and it can be picked.
  await search.fill('rival 2500.');
  await listed('1');
  found = await options();
  expect(found).toEqual([{ text: '2500. Player 2499 – Rival, Open 6', disabled: false }]);
  await page.locator('board-viewer .picker').selectOption('2499');
  expect(await page.$eval('board-viewer', (viewer) => viewer.gameIndex)).toBe(2499);
  // Cleared: every game listed again.
  await search.fill('');
  await listed('3000');
  expect(await options()).toHaveLength(3000);
});

test('a document opened elsewhere grows (gamesAdded): the picker lists the new games, keeps the search and the game shown', async () => {
  const players = ['Carlsen, Magnus', 'Nepomniachtchi, Ian', 'Caruana, Fabiano'];
  const text = Array.from(
    { length: 30 },
    (_, index) => `[White "${players[index % 3]}"]\n[Black "Ding, Liren"]\n[Result "*"]\n\n1. e4 *\n`,
  ).join('\n');
  const page = await blankPage(
    '<board-viewer notation="pgn"><script type="text/plain">1. d4 *</script></board-viewer>',
  );
  const picker = () =>
    page.$eval('board-viewer', (viewer) => {
      const select = viewer.shadowRoot.querySelector('.picker');
      return {
        hidden: select.hidden,
        options: select.querySelectorAll('option').length,
        shown: select.dataset.shown,
        search: viewer.shadowRoot.querySelector('.picker-filter').value,
        game: viewer.gameIndex,
      };
    });
  // A database read in parts, as a page's worker sends it: one game first, then batches.
  await page.evaluate(async (source) => {
    const { init, openDocument } = await import('/node_modules/boardnotation/dist/svg.init.mjs');
    await init({ notations: ['pgn'] });
    const whole = openDocument(source, { notation: 'pgn' });
    window.grown = {
      notation: 'pgn',
      ok: true,
      diagnostics: [],
      games: whole.games.slice(0, 1),
      sceneAt: whole.sceneAt,
    };
    window.add = (count) => {
      window.grown.games.push(...whole.games.slice(window.grown.games.length, window.grown.games.length + count));
      document.querySelector('board-viewer').gamesAdded();
    };
    await document.querySelector('board-viewer').load(window.grown);
  }, text);
  expect(await picker()).toMatchObject({ hidden: true, game: 0 });
  await page.evaluate(() => window.add(11));
  expect(await picker()).toMatchObject({ hidden: false, options: 12, shown: '12', search: '', game: 0 });
  await page.locator('board-viewer .picker-filter').fill('nepo');
  await page.waitForFunction(
    () => document.querySelector('board-viewer').shadowRoot.querySelector('.picker').dataset.shown === '4',
  );
  await page.evaluate(() => window.add(18));
  expect(await picker()).toMatchObject({ hidden: false, options: 10, shown: '10', search: 'nepo', game: 0 });
  await page.locator('board-viewer .picker-filter').fill('');
  await page.waitForFunction(
    () => document.querySelector('board-viewer').shadowRoot.querySelector('.picker').dataset.shown === '30',
  );
  await page.locator('board-viewer .picker').selectOption('28');
  expect(await picker()).toMatchObject({ options: 30, game: 28 });
});

test("a game picked opens with its moves from the top; a position that is not chess's initial one says who moves first", async () => {
  // Two 60-move games (knights out and back): the list scrolls in a 480 px high viewer.
  const moves = Array.from({ length: 60 }, (_, i) => `${i + 1}. ${i % 2 ? 'Ng1 Ng8' : 'Nf3 Nf6'}`).join(' ');
  const games = [1, 2].map((n) => `[Event "Game ${n}"]\n[Result "*"]\n\n${moves} *\n`).join('\n');
  const page = await blankPage(
    `<board-viewer notation="pgn" style="height: 480px"><script type="text/plain">${games}</script></board-viewer>`,
  );
  const scrollTop = () => page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.moves').scrollTop);
  await page.$eval('board-viewer', (viewer) => void viewer.last());
  await page.waitForFunction(
    () => document.querySelector('board-viewer').shadowRoot.querySelector('.moves').scrollTop > 100,
  );
  await page.locator('board-viewer .picker').selectOption('1');
  expect(await page.$eval('board-viewer', (viewer) => viewer.gameIndex)).toBe(1);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await scrollTop()).toBe(0);
  expect((await state(page)).name).toBe('Start position');

  // A FEN's middlegame (Black to move) and a PGN game set up from one (White to move), en and es.
  const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
  const afterBc4 = 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3';
  const setUp = `[SetUp "1"]\n[FEN "${fen}"]\n\n3. Bc4 Bc5 *\n`;
  const other = await blankPage(
    `<board-viewer id="fen" notation="fen">${afterBc4}</board-viewer>` +
      `<board-viewer id="pgn" notation="pgn"><script type="text/plain">${setUp}</script></board-viewer>` +
      `<board-viewer id="es" notation="fen" language="es">${afterBc4}</board-viewer>`,
  );
  expect((await state(other, '#fen')).name).toBe('Black to move');
  expect((await state(other, '#pgn')).name).toBe('White to move');
  expect((await state(other, '#es')).name).toBe('Juegan las negras');
});

test('PGN variations: a click enters one, next() walks it, "Back to the main line" leaves it; a move played on the board is a new line', async () => {
  const page = await blankPage(`<board-viewer notation="pgn"><script type="text/plain">${PGN}</script></board-viewer>`);
  const clickMove = (label, nth = 0) =>
    page
      .locator('board-viewer .moves .move', { hasText: new RegExp(`^${label}$`) })
      .nth(nth)
      .click();
  await clickMove('Nc6'); // 2. Nf3 Nc6 of the variation comes first in reading order
  let shown = await state(page);
  expect(shown).toMatchObject({ name: '2… Nc6', main: false });
  await page.locator('board-viewer .controls button[data-action="next"]').click();
  expect((await state(page)).name).toBe('3. Bb5');
  await clickMove('d6'); // the variation inside the variation
  expect((await state(page)).name).toBe('2… d6');
  await page.locator('board-viewer .line-bar button').click();
  shown = await state(page);
  expect(shown).toMatchObject({ name: '1… e5', main: true });

  // Dragging d2-d4 at the start: not in the game, so a line of the reader's; the text stays as given.
  await page.$eval('board-viewer', (viewer) => viewer.first());
  const centre = (square) => squareCentre(page, square);
  const before = await page.$eval('board-viewer', (viewer) => viewer.text);
  let [x, y] = await centre('d2');
  await page.mouse.move(x, y);
  await page.mouse.down();
  [x, y] = await centre('d4');
  await page.mouse.move(x, y, { steps: 4 });
  await page.mouse.up();
  shown = await state(page);
  expect(shown).toMatchObject({ name: '1. d4', main: false });
  expect(await page.$eval('board-viewer', (viewer) => viewer.currentNode.added)).toBe(true);
  expect(await page.$eval('board-viewer', (viewer) => viewer.text)).toBe(before);
  // An illegal move changes nothing; clicking e2 then e4 plays the game's own move.
  await page.$eval('board-viewer', (viewer) => viewer.first());
  [x, y] = await centre('e2');
  await page.mouse.click(x, y);
  [x, y] = await centre('e5');
  await page.mouse.click(x, y);
  expect((await state(page)).nodeId).toBe(0);
  [x, y] = await centre('e2');
  await page.mouse.click(x, y);
  [x, y] = await centre('e4');
  await page.mouse.click(x, y);
  expect(await state(page)).toMatchObject({ name: '1. e4', nodeId: 1, main: true });
});

test('the keys of lichess: after a click on the board the arrows still step; with the pointer over the element they work without focus; the wheel steps; Enter starts playing with the keys', async () => {
  const page = await blankPage(
    `<div style="height: 1500px"><textarea id="elsewhere"></textarea><board-viewer notation="pgn"><script type="text/plain">${PGN}</script></board-viewer></div>`,
  );
  const square = (name) => squareCentre(page, name);
  const cursorShown = () =>
    page.$eval('board-viewer', (viewer) => Boolean(viewer.shadowRoot.querySelector('.bn-cursor')));
  // A click on an empty square (no move), then the arrows: they step, and no keyboard cursor appears.
  await page.mouse.click(...(await square('d5')));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect((await state(page)).name).toBe('1… e5');
  expect(await cursorShown()).toBe(false);
  await page.keyboard.press('ArrowLeft');
  expect((await state(page)).name).toBe('1. e4');

  // A piece dragged (2. Bc4 played by hand, a line of the reader's): no focus ring stays on the
  // board, and the arrows still step through the game.
  await page.$eval('board-viewer', (viewer) => viewer.goTo(2));
  await page.mouse.move(...(await square('f1')));
  await page.mouse.down();
  await page.mouse.move(...(await square('c4')), { steps: 4 });
  await page.mouse.up();
  expect((await state(page)).name).toBe('2. Bc4');
  const ring = () =>
    page.$eval('board-viewer', (viewer) => getComputedStyle(viewer.shadowRoot.querySelector('.board')).outlineStyle);
  expect(await ring()).toBe('none');
  await page.keyboard.press('ArrowLeft');
  expect((await state(page)).name).toBe('1… e5');
  expect(await ring()).toBe('none');

  // The focus elsewhere (a page button), the pointer over the element: the keys are the element's,
  // and ↓ at a fork takes the variation without scrolling the page.
  await page.evaluate(() => document.activeElement.blur());
  await page.$eval('board-viewer', (viewer) => viewer.goTo(3)); // 2. Bc4; 2. Nf3 is a variation
  await page.mouse.move(...(await square('a8')));
  await page.keyboard.press('ArrowDown');
  expect(await state(page)).toMatchObject({ name: '2. Nf3', main: false });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Home');
  expect((await state(page)).nodeId).toBe(0);
  // In a text field the keys are the field's, even with the pointer over the element.
  await page.focus('#elsewhere');
  await page.mouse.move(...(await square('a8')));
  await page.keyboard.press('ArrowRight');
  expect((await state(page)).nodeId).toBe(0);
  // The pointer away from the element (over the field above it, the focus nowhere): nothing steps.
  await page.evaluate(() => document.activeElement.blur());
  const field = await page.locator('#elsewhere').boundingBox();
  await page.mouse.move(field.x + 5, field.y + 5);
  await page.keyboard.press('ArrowRight');
  expect((await state(page)).nodeId).toBe(0);

  // The wheel over the board: one notch, one move; back up, back one; the page does not scroll.
  await page.mouse.move(...(await square('d4')));
  await page.mouse.wheel(0, 100);
  await page.mouse.wheel(0, 100);
  await page.waitForFunction(() => document.querySelector('board-viewer').currentNode.ply === 2);
  await page.mouse.wheel(0, -100);
  await page.waitForFunction(() => document.querySelector('board-viewer').currentNode.ply === 1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Playing with the keys is a mode: Enter on the focused board starts it, Escape ends it.
  await page.focus('board-viewer .board');
  expect(await cursorShown()).toBe(false);
  await page.keyboard.press('Enter');
  expect(await cursorShown()).toBe(true);
  expect(await ring()).toBe('solid'); // the keys play on it: its ring shows where the focus is
  await page.keyboard.press('ArrowRight'); // moves the cursor, not the game
  expect((await state(page)).name).toBe('1. e4');
  await page.keyboard.press('Escape');
  expect(await cursorShown()).toBe(false);
  await page.keyboard.press('ArrowRight'); // steps again
  expect((await state(page)).name).toBe('1… e5');
});

test('keys ↑ ↓ switch between the moves played instead of the one shown, in PGN and SGF', async () => {
  const page = await blankPage(`<board-viewer notation="pgn"><script type="text/plain">${PGN}</script></board-viewer>
    <board-viewer notation="sgf">${SGF}</board-viewer>`);
  const pgn = 'board-viewer:nth-of-type(1)';
  await page.$eval(pgn, (viewer) => viewer.goTo(3)); // 2. Bc4, which 2. Nf3 replaces in a variation
  await page.focus(pgn);
  expect((await state(page, pgn)).name).toBe('2. Bc4');
  await page.keyboard.press('ArrowDown');
  expect(await state(page, pgn)).toMatchObject({ name: '2. Nf3', main: false });
  await page.keyboard.press('ArrowDown'); // the last one: stays
  expect((await state(page, pgn)).name).toBe('2. Nf3');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown'); // 2... Nc6, and 2... d6 in a variation inside it
  expect((await state(page, pgn)).name).toBe('2… d6');
  await page.keyboard.press('ArrowUp');
  expect((await state(page, pgn)).name).toBe('2… Nc6');
  // Away from a fork the arrows do nothing (and leave the page's scrolling alone).
  await page.$eval(pgn, (viewer) => viewer.first());
  await page.keyboard.press('ArrowDown');
  expect((await state(page, pgn)).nodeId).toBe(0);

  const sgf = 'board-viewer:nth-of-type(2)';
  await page.$eval(sgf, (viewer) => viewer.goTo(3));
  await page.focus(sgf);
  expect((await state(page, sgf)).name).toBe('3. B G3');
  await page.keyboard.press('ArrowDown');
  expect(await state(page, sgf)).toMatchObject({ name: '3. B C3', main: false });
  expect(await page.$eval(sgf, (viewer) => viewer.previousVariation().label)).toBe('B G3');
});

test('Go move numbers: off by default; move-numbers draws them on the stones still there, from MN and from the last figure (FG)', async () => {
  // A plain 5-move game, then one with a capture, MN and FG.
  const plain = '(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg];W[cg];B[gc])';
  const page = await blankPage(`<board-viewer notation="sgf" ply="last">${plain}</board-viewer>`);
  const numbers = () =>
    page.$eval('board-viewer', (viewer) =>
      [...viewer.shadowRoot.querySelectorAll('.board svg [aria-label]')]
        .map((element) => element.getAttribute('aria-label'))
        .filter((label) => / move \d+/.test(label))
        .sort(),
    );
  expect(await numbers()).toEqual([]);
  await page.$eval('board-viewer', (viewer) => viewer.setAttribute('move-numbers', 'on'));
  expect(await numbers()).toEqual([
    'C3: white stone, move 4',
    'C7: white stone, move 2',
    'E5: black stone, move 1',
    'G3: black stone, move 3',
    'G7: black stone, last move, move 5',
  ]);
  await page.$eval('board-viewer', (viewer) => viewer.previous());
  expect((await numbers()).length).toBe(4);

  // A stone taken is no longer numbered; MN renumbers from its move; a figure (FG) starts the count.
  const capture = '(;GM[1]FF[4]SZ[9];B[ab];W[aa];B[ba]MN[10];W[cc]FG[];B[dd])';
  await page.$eval('board-viewer', (viewer, text) => viewer.load(text, { notation: 'sgf' }), capture);
  await page.$eval('board-viewer', (viewer) => viewer.goTo(3));
  expect(await numbers()).toEqual(['A8: black stone, move 1', 'B9: black stone, last move, move 10']);
  await page.$eval('board-viewer', (viewer) => void viewer.last());
  expect(await numbers()).toEqual(['C7: white stone, move 11', 'D6: black stone, last move, move 12']);
  expect(await page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.moves').textContent)).toContain(
    '10.',
  );
  await page.$eval('board-viewer', (viewer) => {
    viewer.moveNumbers = false;
  });
  expect(await numbers()).toEqual([]);
});

test('an SGF problem whose stones come in the node after the root opens on them (as renderSvg ply 0 and Hen.fromSgf(text, 0)); ⏮ returns there, ← reaches the bare root', async () => {
  const problem = readFileSync(path.join(repositoryRoot, 'tests/fixtures/go/problem-setup-after-root.sgf'), 'utf8');
  const page = await blankPage(`<board-viewer notation="sgf">${problem}</board-viewer>`);
  const stones = () =>
    page.$eval(
      'board-viewer',
      (viewer) =>
        [...viewer.shadowRoot.querySelectorAll('.board svg [aria-label]')].filter((element) =>
          / stone\b/.test(element.getAttribute('aria-label')),
        ).length,
    );
  expect(await stones()).toBe(17);
  expect(await page.$eval('board-viewer', (viewer) => viewer.currentNode.comment)).toBe('Black to play and kill.');
  await page.$eval('board-viewer', (viewer) => viewer.next());
  expect(await stones()).toBe(18);
  await page.$eval('board-viewer', (viewer) => viewer.first());
  expect(await stones()).toBe(17);
  await page.$eval('board-viewer', (viewer) => viewer.previous());
  expect(await stones()).toBe(0);
  await page.$eval('board-viewer', (viewer) => viewer.goTo(0));
  expect(await stones()).toBe(17);
});

test('play(), playMoves() and playedMoves: a page plays moves through the API, keeps them and gives them back', async () => {
  const page = await blankPage(
    '<board-viewer notation="fen">rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1</board-viewer>',
  );
  const result = await page.$eval('board-viewer', (viewer) => {
    const events = [];
    viewer.addEventListener('move', (event) => events.push(event.detail));
    const played = [
      viewer.play('e2e4')?.label,
      viewer.play('e5')?.label,
      viewer.play({ from: 'g1', to: 'f3' })?.label,
      viewer.play('Ke3'),
    ];
    const line = viewer.playedMoves.map((move) => move.uci);
    viewer.goTo(1);
    const again = viewer.play('e7e5').id; // the move the line has there: no new node
    viewer.first();
    viewer.play('d4'); // a second line from the start
    return {
      played,
      line,
      again,
      events: events.map((event) => [event.san, event.uci, event.added]),
      branchLine: viewer.playedMoves.map((move) => move.san),
      buttons: viewer.shadowRoot.querySelectorAll('.moves .move').length,
    };
  });
  expect(result.played).toEqual(['e4', 'e5', 'Nf3', null]);
  expect(result.line).toEqual(['e2e4', 'e7e5', 'g1f3']);
  expect(result.events).toEqual([
    ['e4', 'e2e4', true],
    ['e5', 'e7e5', true],
    ['Nf3', 'g1f3', true],
    ['e5', 'e7e5', false],
    ['d4', 'd2d4', true],
  ]);
  expect(result.branchLine).toEqual(['d4']);
  expect(result.buttons).toBe(4);

  // Given back in a new viewer (a link): as far as they are legal, one ply-change at the end.
  const restored = await page.$eval('board-viewer', async (viewer) => {
    await viewer.load('8/1P4k1/8/8/8/8/6K1/8 w - - 0 1', { notation: 'fen' });
    let changes = 0;
    viewer.addEventListener('ply-change', () => {
      changes += 1;
    });
    const node = viewer.playMoves(['b7b8n', 'g7g6', 'b8z9', 'g2g3']);
    return { label: node.label, changes, moves: viewer.playedMoves.map((move) => [move.san, move.uci, move.fen]) };
  });
  expect(restored.label).toBe('Kg6');
  expect(restored.changes).toBe(1);
  expect(restored.moves).toEqual([
    ['b8=N', 'b7b8n', '1N6/6k1/8/8/8/8/6K1/8 b - - 0 1'],
    ['Kg6', 'g7g6', '1N6/8/6k1/8/8/8/6K1/8 w - - 1 2'],
  ]);
  // A position that takes no moves (Go) says so with null.
  expect(
    await page.$eval('board-viewer', async (viewer) => {
      await viewer.load('(;SZ[9];B[ee])', { notation: 'sgf' });
      return viewer.play('e2e4');
    }),
  ).toBeNull();
});

test('SGF variations from a src: entered by click and left; players, komi and result shown', async () => {
  const page = await blankPage('<board-viewer src="game.sgf"></board-viewer>');
  expect(await page.$eval('board-viewer', (viewer) => viewer.document.notation)).toBe('sgf');
  const info = await page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.info').textContent);
  expect(info).toContain('Black player');
  expect(info).toContain('White player');
  expect(info).toContain('B+R');
  await page.locator('board-viewer .moves .variation .move').first().click();
  let shown = await state(page);
  expect(shown.main).toBe(false);
  expect(shown.name).toMatch(/^3\. B C3$/);
  expect(await page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.moves').textContent)).toContain(
    'A variation',
  );
  await page.locator('board-viewer .line-bar button').click();
  shown = await state(page);
  expect(shown).toMatchObject({ main: true, name: '2. W C7' });
  // Where the line forks, the continuations are offered.
  const continuations = await page.$eval('board-viewer', (viewer) =>
    [...viewer.shadowRoot.querySelectorAll('.alternatives button')].map((b) => b.textContent),
  );
  expect(continuations).toEqual(['3. B G3', '3. B C3']);
  // Captures so far, position by position: Black takes the corner stone with its third move.
  const captures = await page.$eval('board-viewer', async (viewer) => {
    await viewer.load('(;GM[1]FF[4]SZ[9];B[ab];W[aa];B[ba])');
    const text = () => viewer.shadowRoot.querySelector('.captures').textContent;
    viewer.goTo(2);
    const before = text();
    viewer.last();
    return [before, text()];
  });
  expect(captures).toEqual(['captures: Black 0, White 0', 'captures: Black 1, White 0']);
});

test('Fischer.pgn (827 games, or a made database as big): the picker fits a 336 px panel, picks a game at its start, and a step there costs what it costs in the game alone', async () => {
  const page = await blankPage('<div id="narrow"><board-viewer src="Fischer.pgn"></board-viewer></div>');
  const picker = await page.$eval('board-viewer', (viewer) => {
    const select = viewer.shadowRoot.querySelector('.picker');
    const panel = document.querySelector('#narrow').getBoundingClientRect();
    const box = select.getBoundingClientRect();
    return {
      options: select.options.length,
      inside: box.left >= panel.left && box.right <= panel.right,
      viewerWidth: viewer.scrollWidth,
      pageWidth: document.documentElement.scrollWidth,
      first: select.options[0].textContent,
      title: viewer.document.games[0].title,
    };
  });
  expect(picker.options).toBe(DATABASE_GAMES);
  expect(picker.inside).toBe(true);
  expect(picker.viewerWidth).toBeLessThanOrEqual(336);
  expect(picker.pageWidth).toBeLessThanOrEqual(1366);
  expect(picker.first).toBe(`1. ${picker.title}`);
  await page.selectOption('board-viewer >> .picker', '400');
  const picked = await page.$eval('board-viewer', (viewer) => ({
    game: viewer.gameIndex,
    ply: viewer.currentNode.ply,
    info: viewer.shadowRoot.querySelector('.info').textContent,
    white: viewer.document.games[400].info.White,
  }));
  expect(picked).toMatchObject({ game: 400, ply: 0 });
  expect(picked.info).toContain(picked.white);

  // A step of game 401 inside the database costs about what it costs in a viewer holding that
  // game alone (the database's size must not slow a step): 10 steps in each, each measured with
  // the layout it causes, medians compared, best of three rounds. The time itself is the bench's
  // (bench/go-steps.mjs), not a test's: a loaded machine can miss any fixed budget.
  const game401 = FISCHER.split(/^(?=\[Event )/m)[400];
  const aloneOpened = await page.evaluate((text) => {
    const alone = document.body.appendChild(document.createElement('board-viewer'));
    alone.id = 'alone';
    return alone.load(text).then((opened) => opened.ok);
  }, game401);
  expect(aloneOpened).toBe(true);
  const medianStep = (selector) =>
    page.$eval(selector, async (viewer) => {
      const measured = [];
      for (let i = 0; i < 10; i++) {
        const start = performance.now();
        viewer.next();
        viewer.shadowRoot.querySelector('.board svg').getBoundingClientRect();
        measured.push(performance.now() - start);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return measured.sort((a, b) => a - b)[5];
    });
  const rounds = [];
  for (let round = 0; round < 3; round++) {
    const inDatabase = await medianStep('#narrow board-viewer');
    const alone = await medianStep('#alone');
    rounds.push({ inDatabase, alone });
    if (inDatabase <= 2 * alone + 2) break;
  }
  process.stdout.write(
    `viewer step, game 401 in the database against alone (median ms): ${rounds
      .map((r) => `${r.inDatabase.toFixed(1)} / ${r.alone.toFixed(1)}`)
      .join(', ')}\n`,
  );
  expect(Math.min(...rounds.map((r) => r.inDatabase - 2 * r.alone))).toBeLessThanOrEqual(2);
  expect(await page.$eval('#narrow board-viewer', (viewer) => viewer.currentNode.ply)).toBe(10 * rounds.length);
});

test('GBB board data (load(boardData), as a worker hands it over): a 300 × 300 board painted without blocking, every cell read, bad data said', async () => {
  const page = await blankPage('');
  // A board of 90,000 cells made as data in the page (no text, no parse): what Board.toJSON() gives.
  const timing = await page.evaluate(async () => {
    const cellData = [];
    for (let x = 0; x < 300; x++)
      for (let y = 0; y < 300; y++)
        if ((x + y) % 3) cellData.push({ x, y, a: x % 2, n: 0, r: (x + y) % 3 === 1 ? 2 : 0, v: y % 5 === 0 ? 1 : 0 });
    window.data = { format: 'GBB/1.0', width: 300, height: 300, head: [150, 299], cellData };
    const viewer = document.body.appendChild(document.createElement('board-viewer'));
    window.inspected = [];
    viewer.addEventListener('cell-inspect', (event) => window.inspected.push(event.detail));
    const started = performance.now();
    const opened = await viewer.load(window.data);
    return { ms: performance.now() - started, ok: opened.ok, notation: opened.notation, text: viewer.text };
  });
  console.log(`load(boardData) of a 300 × 300 board, opened and drawn: ${Math.round(timing.ms)} ms`);
  expect(timing).toMatchObject({ ok: true, notation: 'gbb', text: '' });
  // The gbb module was fetched, to check the data (src/gbb/board_data.cpp); no text was read.
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('boardnotation-gbb.wasm')),
    ),
  ).toBe(true);
  // Few elements: the stones are a canvas of a pixel per colour quadrant, over the board's ground.
  expect(await page.locator('board-viewer .board svg *').count()).toBeLessThan(1000);
  const pixel = (x, y) =>
    page.$eval(
      'board-viewer',
      (viewer, [px, py]) => [
        ...viewer.shadowRoot.querySelector('canvas.bn-stone-pixels').getContext('2d').getImageData(px, py, 1, 1).data,
      ],
      [x, y],
    );
  // Cell 151, 298 (second row from the top): blue only (a = x % 2), top-left of its 2 × 2 block.
  expect(await pixel(302, 2)).toEqual([0x09, 0x69, 0xda, 255]);
  expect((await pixel(303, 2))[3]).toBe(0);
  expect((await pixel(302, 3))[3]).toBe(0);
  // Cell 152, 299 (top row): red only, bottom-left of its block.
  expect(await pixel(304, 1)).toEqual([0xcf, 0x22, 0x2e, 255]);
  expect((await pixel(304, 0))[3]).toBe(0);
  // The inspector: the head's cell on focus, the arrows as the board is seen, the API and its event.
  await page.focus('board-viewer .board');
  expect(await page.textContent('board-viewer .cell-info')).toBe('cell 150, 299: empty, head');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  expect(await page.textContent('board-viewer .cell-info')).toBe('cell 151, 298: 1 blue');
  expect(await page.$eval('board-viewer', (viewer) => viewer.inspectCell(0, 0))).toBe('cell 0, 0: empty');
  expect(await page.$eval('board-viewer', (viewer) => viewer.inspectCell(300, 0))).toBeNull();
  expect(await page.evaluate(() => window.inspected.at(-1))).toEqual({ x: 0, y: 0, description: 'cell 0, 0: empty' });
  // Turned: cell 299, 0 is now at the top left, its quadrants turned too (green top-left, blue bottom-right).
  await page.click('board-viewer .controls button[data-action="flip"]');
  expect(await pixel(0, 0)).toEqual([0x1a, 0x7f, 0x37, 255]);
  expect(await pixel(1, 1)).toEqual([0x09, 0x69, 0xda, 255]);
  const ground = await page.locator('board-viewer svg .bn-ground').boundingBox();
  const size = ground.width / 300;
  await page.mouse.move(ground.x + size / 2, ground.y + 20.5 * size); // the first column, the 21st row from the top
  expect(await page.textContent('board-viewer .cell-info')).toBe('cell 299, 20: 1 blue, 2 red, 1 green');
  // The legend, in the viewer's language.
  expect(await page.$$eval('board-viewer .legend li', (items) => items.map((item) => item.textContent))).toEqual([
    'blue',
    'black',
    'red',
    'green',
    'head',
  ]);

  // Data that is not a board: its problems where the board was, and an error event.
  const failed = await page.evaluate(async () => {
    const viewer = document.querySelector('board-viewer');
    const errors = [];
    viewer.addEventListener('error', (event) => errors.push(event.detail.diagnostics.map((item) => item.code)));
    const opened = await viewer.load({ width: 2, height: 2, head: [5, 0], cellData: [{ x: 0, y: 0, a: -1 }] });
    return { ok: opened.ok, errors, board: viewer.shadowRoot.querySelector('.board svg') !== null };
  });
  expect(failed).toEqual({ ok: false, errors: [['gbb.data_head', 'gbb.data_cell_count']], board: false });
  expect(await page.textContent('board-viewer .problems')).toContain(
    "The board data's head [5,0] is not a cell of the 2 × 2 board",
  );
  await page.screenshot({ path: screenshotPath('viewer-gbb-data') });
}, 60_000);

test('bad text: its diagnostics where the board was, never the previous board; a later load wins over an earlier one', async () => {
  const page = await blankPage(`<board-viewer notation="pgn"><script type="text/plain">${PGN}</script></board-viewer>`);
  expect((await state(page)).board).toBe(true);
  const failed = await page.$eval('board-viewer', async (viewer) => {
    const events = [];
    viewer.addEventListener('error', (event) => events.push(event.detail.diagnostics.length));
    const document = await viewer.load('hello this is not chess', { notation: 'pgn' });
    return { ok: document.ok, events };
  });
  expect(failed.ok).toBe(false);
  expect(failed.events).toHaveLength(1);
  let shown = await state(page);
  expect(shown.board).toBe(false);
  expect(shown.problems).toMatch(/hello/);
  expect(shown.problems).toMatch(/line 1/);
  expect(await page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelectorAll('.moves .move').length)).toBe(
    0,
  );

  // A slow load (a big database) overtaken by a bad text: the bad text's diagnostics stay.
  const raced = await page.$eval('board-viewer', async (viewer) => {
    const big = await (await fetch('big.pgn')).text();
    const first = viewer.load(big, { fileName: 'big.pgn' });
    const second = viewer.load('still not chess', { notation: 'pgn' });
    return { first: await first, second: (await second).ok };
  });
  expect(raced).toEqual({ first: null, second: false });
  shown = await state(page);
  expect(shown.board).toBe(false);
  expect(shown.problems).toMatch(/still/);

  // A src that is not there: said so, in place of the board.
  await page.$eval(
    'board-viewer',
    (viewer) =>
      new Promise((resolve) => {
        viewer.addEventListener('error', resolve, { once: true });
        viewer.src = 'missing.pgn';
      }),
  );
  problems = problems.filter((problem) => !problem.includes('missing.pgn') && !problem.includes('404'));
  shown = await state(page);
  expect(shown.problems).toMatch(/missing\.pgn: HTTP 404/);
  expect(shown.board).toBe(false);
  // ...as tall as what it says: no empty panel of moves beside it (it was a 320 px box).
  const heights = await page.$eval('board-viewer', (viewer) => ({
    element: viewer.getBoundingClientRect().height,
    problems: viewer.shadowRoot.querySelector('.problems').getBoundingClientRect().height,
  }));
  expect(heights.element).toBeLessThan(heights.problems + 40);
});

test('layout: desktop 1366×800 board and moves side by side in one viewport; phone 390×844 board first at full width; no sideways scrolling', async () => {
  const measure = (page) =>
    page.$eval('board-viewer', (viewer) => {
      const box = (selector) => viewer.shadowRoot.querySelector(selector).getBoundingClientRect().toJSON();
      const controls = [...viewer.shadowRoot.querySelectorAll('.controls button:not([hidden])')];
      const buttons = controls.map((button) => button.getBoundingClientRect().height);
      return {
        buttonRows: new Set(controls.map((button) => Math.round(button.getBoundingClientRect().top))).size,
        board: box('.board svg'),
        moves: box('.moves'),
        scrollWidth: document.documentElement.scrollWidth,
        keys: getComputedStyle(viewer.shadowRoot.querySelector('.keys')).display,
        smallestButton: Math.min(...buttons),
      };
    });
  const desktop = await blankPage('<board-viewer src="Fischer.pgn"></board-viewer>');
  let m = await measure(desktop);
  expect(m.board.bottom).toBeLessThanOrEqual(800);
  expect(m.board.top).toBeGreaterThanOrEqual(0);
  expect(m.moves.left).toBeGreaterThanOrEqual(m.board.right);
  expect(m.moves.top).toBeLessThan(800);
  expect(m.moves.bottom).toBeLessThanOrEqual(800);
  expect(m.scrollWidth).toBeLessThanOrEqual(1366);
  expect(m.keys).not.toBe('none');
  expect(m.buttonRows).toBe(1);
  await desktop.screenshot({ path: screenshotPath('viewer-1366x800') });

  const phone = await blankPage(
    `<board-viewer src="Fischer.pgn"></board-viewer>
    <board-viewer notation="pgn"><script type="text/plain">${LONG_PGN}</script></board-viewer>`,
    { width: 390, height: 844, touch: true },
  );
  m = await measure(phone);
  expect(m.board.top).toBeLessThan(100);
  expect(m.board.width).toBeGreaterThanOrEqual(350);
  expect(m.moves.top).toBeGreaterThanOrEqual(m.board.bottom);
  expect(m.moves.top).toBeLessThan(844);
  expect(m.scrollWidth).toBeLessThanOrEqual(390);
  // Touch: no key hints, and every control a 44 px target.
  expect(m.keys).toBe('none');
  expect(m.smallestButton).toBeGreaterThanOrEqual(44);
  expect(m.buttonRows).toBe(1); // the flip button never wraps alone onto a row of its own
  await phone.screenshot({ path: screenshotPath('viewer-390x844') });
  await phone.$eval('board-viewer:nth-of-type(2)', (viewer) => viewer.scrollIntoView());
  // A long title, name and comment (no spaces to break at) wrap instead of widening the page.
  await phone.screenshot({ path: screenshotPath('viewer-390x844-long-text') });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('new BoardViewer(element, options) in a page; in Node the import works and the constructor says it needs a browser', async () => {
  const page = await blankPage('<div id="host">1. d4 d5 2. c4 *</div>');
  await page.evaluate(() => {
    window.made = new window.BoardViewer(document.querySelector('#host'), {
      notation: 'pgn',
      ply: 'last',
      orientation: 'black',
      language: 'es',
    });
  });
  await page.waitForFunction(() => window.made.document);
  const shown = await state(page, '#host board-viewer');
  expect(shown).toMatchObject({ name: '2. c4', counter: 'medio movimiento 3 de 3', board: true });
  expect(
    await page.$eval('#host board-viewer', (viewer) => viewer.shadowRoot.querySelector('svg').dataset.orientation),
  ).toBe('black');
  expect(
    await page.$eval('#host board-viewer', (viewer) =>
      viewer.shadowRoot.querySelector('[data-piece="wp"]').getAttribute('aria-label'),
    ),
  ).toMatch(/^[a-h][1-8]: peón blanco/);

  const script = `import('${path.join(work, 'site/node_modules/boardnotation/dist/viewer.mjs')}').then((m) => {
    try { new m.BoardViewer(); console.log('constructed'); } catch (error) { console.log(error.message); }
  });`;
  expect(execFileSync('node', ['--input-type=module', '-e', script], { encoding: 'utf8' })).toMatch(/needs a browser/);
});

// ---- BDL: playing in the viewer -------------------------------------------------------------

const PAWN_GAME = `rules{ first_player : 0 width : 4 height : 4 coloring : alternate player_change : alternate }
pieces{ pawn{ moves{ x : [-1, 1], y : 1 } mirrored } }
initial_piece_position{ pawn{ positions{ x : [0, 3], y : 0 } mirrored } }
invariants{ }
finish{ no_moves_available }`;
const SPAWN_GAME = `rules{ first_player : 0 width : 3 height : 3 coloring : alternate player_change : alternate }
pieces{
  pawn{ moves{ x : 0, y : 1 } mirrored on_end_reached : spawn(queen, knight) }
  queen{ moves{ horizontal(,) vertical(,) diagonal(,) } }
  knight{ moves{ x : 1, y : 2 } }
}
initial_piece_position{ pawn{ positions{ x : 0, y : 1 } } }
invariants{ }
finish{ no_moves_available }`;
// One runner moving up a 1 × 3 board; its player change, invariant and finish rule are JavaScript.
const RUNNER_GAME = `rules{ first_player : 0 width : 1 height : 3 coloring : alternate
  player_change : explicit{ (context) => { context.current_player = 0 } } }
pieces{ runner{ moves{ x : 0, y : -1 } } }
initial_piece_position{ runner{ positions{ x : 0, y : 0 } } }
invariants{ explicit{ (context, cx, cr, tx, tr) => tr < cr } }
finish{ explicit{ (context) => context.board[0][0].piece !== null } }`;

// The centre of BDL cell (x, y) on the screen, as the viewer draws the board now.
const cellCentre = (page, x, y, selector = 'board-viewer') =>
  page.$eval(
    selector,
    (viewer, [cx, cy]) => {
      const ground = viewer.shadowRoot.querySelector('.board svg .bn-bdl-ground');
      const box = ground.getBoundingClientRect();
      const { width, height } = viewer.document.sceneAt(0, 0);
      const black = viewer.orientation === 'black';
      const column = black ? width - 1 - cx : cx;
      const row = black ? cy : height - 1 - cy;
      return { x: box.left + (column + 0.5) * (box.width / width), y: box.top + (row + 0.5) * (box.height / height) };
    },
    [x, y],
  );

const clickCell = async (page, x, y) => {
  const { x: left, y: top } = await cellCentre(page, x, y);
  await page.mouse.click(left, top);
};

const bdlState = (page) =>
  page.$eval('board-viewer', (viewer) => {
    const root = viewer.shadowRoot;
    return {
      selected: [...root.querySelectorAll('.board svg g[data-x]')]
        .filter((cell) => cell.querySelector('.bn-selected'))
        .map((cell) => `${cell.dataset.x},${cell.dataset.y}`),
      targets: [...root.querySelectorAll('.board svg g[data-x]')]
        .filter((cell) => cell.querySelector('.bn-target, .bn-target-ring'))
        .map((cell) => `${cell.dataset.x},${cell.dataset.y}`)
        .sort(),
      moves: [...root.querySelectorAll('.moves .move')].map((button) => button.textContent.trim()),
      turn: root.querySelector('.turn').hidden ? null : root.querySelector('.turn').textContent,
      name: root.querySelector('.move-name').textContent,
      choice: root.querySelector('.promotion').hidden
        ? null
        : [...root.querySelectorAll('.promotion button')].map((button) => button.dataset.piece),
      legend: root.querySelector('.legend').hidden ? null : root.querySelector('.legend').textContent,
    };
  });

test('BDL: a click picks a piece of the player to move and shows its targets, a click on one plays it; keys too; back and play again starts a line', async () => {
  const page = await blankPage(`<board-viewer notation="bdl">${PAWN_GAME}</board-viewer>`);
  await page.$eval('board-viewer', (viewer) => {
    window.events = [];
    viewer.addEventListener('move', (event) => window.events.push(event.detail));
  });
  let shown = await bdlState(page);
  expect(shown).toMatchObject({ turn: 'Player 0 to move', moves: [], selected: [], choice: null });
  expect(shown.legend).toContain('pawn');
  // A piece of the player not to move is not picked.
  await clickCell(page, 1, 3);
  expect((await bdlState(page)).selected).toEqual([]);
  await clickCell(page, 1, 0);
  shown = await bdlState(page);
  expect(shown.selected).toEqual(['1,0']);
  expect(shown.targets).toEqual(['0,1', '1,1', '2,1']);
  await clickCell(page, 2, 1);
  shown = await bdlState(page);
  expect(shown).toMatchObject({ turn: 'Player 1 to move', moves: ['pawn 1,0–2,1'], selected: [] });
  expect(await page.evaluate(() => window.events)).toEqual([
    {
      game: 0,
      from: { x: 1, y: 0 },
      to: { x: 2, y: 1 },
      piece: 'pawn',
      label: 'pawn 1,0–2,1',
      ply: 1,
      nodeId: 1,
      added: true,
    },
  ]);

  // The keys: Enter on the board starts playing with them, the cursor at 0,0; arrows move it,
  // Enter picks and plays.
  await page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.board').focus());
  for (const key of ['Enter', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'Enter', 'ArrowDown', 'Enter'])
    await page.keyboard.press(key);
  shown = await bdlState(page);
  expect(shown.moves).toEqual(['pawn 1,0–2,1', 'pawn 0,3–0,2']);
  expect(shown.turn).toBe('Player 0 to move');

  // Back to the start (replayed from the initial position): another first move is a second line.
  await page.keyboard.press('Home');
  await clickCell(page, 0, 0);
  await clickCell(page, 0, 1);
  const line = await page.$eval('board-viewer', (viewer) =>
    viewer.playedMoves.map(({ from, to, piece }) => [from, to, piece]),
  );
  expect(line).toEqual([[{ x: 0, y: 0 }, { x: 0, y: 1 }, 'pawn']]);
  expect((await bdlState(page)).moves).toHaveLength(3);
});

test('BDL: a move to a square where the piece may become several asks which; play(), playMoves() and playedMoves', async () => {
  const page = await blankPage(`<board-viewer notation="bdl">${SPAWN_GAME}</board-viewer>`);
  await clickCell(page, 0, 1);
  await clickCell(page, 0, 2);
  let shown = await bdlState(page);
  expect(shown.choice).toEqual(['queen', 'knight']);
  expect(shown.moves).toEqual([]);
  await page.$eval('board-viewer', (viewer) =>
    viewer.shadowRoot.querySelector('.promotion button[data-piece="knight"]').click(),
  );
  shown = await bdlState(page);
  expect(shown).toMatchObject({ choice: null, moves: ['pawn 0,1–0,2 =knight'] });

  const api = await page.$eval('board-viewer', (viewer) => {
    viewer.first();
    const withoutSpawn = viewer.play({ from: { x: 0, y: 1 }, to: { x: 0, y: 2 } });
    const notAMove = viewer.play('e2e4');
    const queen = viewer.play({ from: { x: 0, y: 1 }, to: { x: 0, y: 2 }, spawn: 'queen' })?.label;
    return {
      withoutSpawn,
      notAMove,
      queen,
      played: viewer.playedMoves.map(({ from, to, spawn, piece }) => ({ from, to, spawn, piece })),
    };
  });
  expect(api).toEqual({
    withoutSpawn: null,
    notAMove: null,
    queen: 'pawn 0,1–0,2 =queen',
    played: [{ from: { x: 0, y: 1 }, to: { x: 0, y: 2 }, spawn: 'queen', piece: 'pawn' }],
  });

  // A link's moves given back to a new load: as far as they are legal, one ply-change.
  const restored = await page.$eval('board-viewer', async (viewer) => {
    await viewer.load(document.querySelector('board-viewer').text, { notation: 'bdl' });
    let changes = 0;
    viewer.addEventListener('ply-change', () => {
      changes += 1;
    });
    const node = viewer.playMoves([
      { from: { x: 0, y: 1 }, to: { x: 0, y: 2 }, spawn: 'knight' },
      { from: { x: 0, y: 2 }, to: { x: 2, y: 2 } },
    ]);
    return { ply: node.ply, changes, turn: viewer.shadowRoot.querySelector('.turn').textContent };
  });
  expect(restored).toEqual({ ply: 1, changes: 1, turn: 'Game over: the finish rules hold' });
});

test('BDL explicit JavaScript: never run without consent; the viewer lists where it is, and runs it after "allow" (or the page\'s allowExplicitCode()); explicit-code="never" has no button', async () => {
  const page = await blankPage(`<board-viewer notation="bdl">${RUNNER_GAME}</board-viewer>`);
  const asked = await page.$eval('board-viewer', (viewer) => {
    const panel = viewer.shadowRoot.querySelector('.explicit-code');
    return {
      hidden: panel.hidden,
      places: [...panel.querySelectorAll('li')].map((item) => `${item.dataset.line}:${item.dataset.column}`),
      button: Boolean(panel.querySelector('button[data-action="allow-code"]')),
      board: Boolean(viewer.shadowRoot.querySelector('.board svg')),
      play: viewer.play({ from: { x: 0, y: 0 }, to: { x: 0, y: 1 } }),
      allowed: viewer.explicitCodeAllowed,
    };
  });
  expect(asked).toEqual({
    hidden: false,
    places: ['2:19', '5:13', '6:9'],
    button: true,
    board: true,
    play: null,
    allowed: false,
  });
  await page.$eval('board-viewer', (viewer) =>
    viewer.shadowRoot.querySelector('button[data-action="allow-code"]').click(),
  );
  await page.waitForFunction(
    () =>
      document.querySelector('board-viewer').explicitCodeAllowed && document.querySelector('board-viewer').document?.ok,
  );
  const played = await page.$eval('board-viewer', (viewer) => ({
    hidden: viewer.shadowRoot.querySelector('.explicit-code').hidden,
    first: viewer.play({ from: { x: 0, y: 0 }, to: { x: 0, y: 1 } })?.label,
    second: viewer.play({ from: { x: 0, y: 1 }, to: { x: 0, y: 2 } })?.label,
    turn: viewer.shadowRoot.querySelector('.turn').textContent,
  }));
  expect(played).toEqual({
    hidden: true,
    first: 'runner 0,0–0,1',
    second: 'runner 0,1–0,2',
    turn: 'Game over: the finish rules hold',
  });

  // The page's own evaluator: handed the code only after allowExplicitCode(); a new text asks again.
  const own = await page.$eval(
    'board-viewer',
    async (viewer, text) => {
      const seen = [];
      const evaluator = (code, info) => {
        seen.push(info.part);
        return new Function(`return (${code});`)();
      };
      await viewer.load(text, { notation: 'bdl', evaluator });
      const before = [...seen];
      await viewer.allowExplicitCode();
      // The document (its initial position) and the game played each build the game once.
      return { before, after: [...new Set(seen)], allowed: viewer.explicitCodeAllowed };
    },
    RUNNER_GAME,
  );
  expect(own).toEqual({ before: [], after: ['player_change', 'invariant', 'finish'], allowed: true });
  expect(
    await page.$eval(
      'board-viewer',
      async (viewer, text) => {
        await viewer.load(`${text}\n`, { notation: 'bdl' });
        return viewer.explicitCodeAllowed;
      },
      RUNNER_GAME,
    ),
  ).toBe(false);

  const never = await page.$eval('board-viewer', async (viewer) => {
    viewer.explicitCode = 'never';
    await new Promise((resolve) => setTimeout(resolve, 50));
    return {
      button: Boolean(viewer.shadowRoot.querySelector('.explicit-code button')),
      text: viewer.shadowRoot.querySelector('.explicit-code').textContent,
      allowed: await viewer.allowExplicitCode(),
    };
  });
  expect(never.button).toBe(false);
  expect(never.text).toContain('does not run code');
  expect(never.allowed).toBeNull();
});

// A document opened elsewhere, as a page whose worker reads the text hands it over: here opened
// in the page by boardnotation/svg, each answer (a scene, a BDL state, moves, a move played) given
// 20 ms later, as a worker's message would come.
async function withDocumentsOpenedElsewhere(page) {
  await page.evaluate(async () => {
    const { init, openDocument } = await import('/node_modules/boardnotation/dist/svg.init.mjs');
    const { Bdl } = await import('/node_modules/boardnotation/dist/bdl.mjs');
    await init({ notations: ['sgf', 'bdl'] });
    const later = (make) =>
      new Promise((resolve, reject) =>
        setTimeout(() => {
          try {
            resolve(make());
          } catch (error) {
            reject(error);
          }
        }, 20),
      );
    window.asked = [];
    const player = (text, evaluator) => {
      const after = (line) => {
        const game = Bdl.game(text, evaluator ? { evaluator } : {});
        for (const move of line) game.move(move.from, move.to, move.spawn);
        return game;
      };
      return {
        state: (line) => later(() => ({ turn: after(line).turn, over: after(line).isOver() })),
        moves: (line, from) => later(() => after(line).moves(from)),
        play: (line, move) =>
          later(() => {
            const game = after(line);
            if (!game.moves(move.from).some(({ to }) => to.x === move.to.x && to.y === move.to.y)) return null;
            const played = game.move(move.from, move.to, move.spawn);
            const { width, height, pieceNames } = game;
            return {
              move: played,
              state: { turn: game.turn, over: game.isOver() },
              scene: { kind: 'bdl', width, height, board: game.board(), pieceNames },
            };
          }),
      };
    };
    window.opened = (text, notation, { evaluator, allowable = true } = {}) => {
      const document = openDocument(text, { notation, ...(evaluator ? { evaluator } : {}) });
      const { ok, diagnostics, games } = document;
      const run = (code) => new Function(`return (${code});`)();
      return {
        notation,
        ok,
        diagnostics,
        games,
        sceneAt: (game, node) => {
          window.asked.push('scene');
          return later(() => document.sceneAt(game, node));
        },
        ...(notation === 'bdl' ? { player: player(text, evaluator) } : {}),
        ...(notation === 'bdl' && allowable && !evaluator
          ? {
              withExplicitCode: () => {
                window.asked.push('code');
                return later(() => window.opened(text, notation, { evaluator: run }));
              },
            }
          : {}),
      };
    };
  });
}

// The centre of BDL cell (x, y) of a board `width` × `height` as drawn (white at the bottom).
const centreOf = (page, x, y, width, height) =>
  page.$eval(
    'board-viewer',
    (viewer, [cx, cy, w, h]) => {
      const box = viewer.shadowRoot.querySelector('.board svg .bn-bdl-ground').getBoundingClientRect();
      return { x: box.left + (cx + 0.5) * (box.width / w), y: box.top + (h - 1 - cy + 0.5) * (box.height / h) };
    },
    [x, y, width, height],
  );

test('documents opened elsewhere (load(document)): scenes and a BDL game answered later, the board kept until they come, code run only after consent', async () => {
  const page = await blankPage(`<board-viewer notation="pgn">${PGN}</board-viewer>
    <board-viewer id="reference" notation="sgf">${SGF}</board-viewer>`);
  await withDocumentsOpenedElsewhere(page);

  // SGF: shown as given (nothing read), each position drawn when its scene comes.
  const sgf = await page.$eval(
    'board-viewer',
    async (viewer, text) => {
      const given = window.opened(text, 'sgf');
      const shown = await viewer.load(given);
      return { same: shown === given, text: viewer.text, node: viewer.currentNode.id };
    },
    SGF,
  );
  expect(sgf).toEqual({ same: true, text: '', node: 0 });
  const drawing = (selector) => page.$eval(selector, (viewer) => viewer.shadowRoot.querySelector('.board').innerHTML);
  await page.waitForFunction(() => document.querySelector('board-viewer').shadowRoot.querySelector('.board svg'));
  expect(await drawing('board-viewer')).toBe(await drawing('#reference'));
  const step = await page.$eval('board-viewer', (viewer) => {
    const before = viewer.shadowRoot.querySelector('.board').innerHTML;
    viewer.goTo(2);
    const board = viewer.shadowRoot.querySelector('.board');
    return { kept: board.innerHTML === before, busy: board.getAttribute('aria-busy') };
  });
  // Its scene is on its way: the board shown stays, said to be busy.
  expect(step).toEqual({ kept: true, busy: 'true' });
  await page.$eval('#reference', (viewer) => viewer.goTo(2));
  await page.waitForFunction(
    () => !document.querySelector('board-viewer').shadowRoot.querySelector('.board').hasAttribute('aria-busy'),
  );
  expect(await drawing('board-viewer')).toBe(await drawing('#reference'));
  expect((await state(page)).counter).toBe('move 2 of 4');

  // BDL: the player answers later; a press while it answers waits its turn.
  await page.$eval('board-viewer', (viewer, text) => viewer.load(window.opened(text, 'bdl')), PAWN_GAME);
  expect((await bdlState(page)).turn).toMatch(/^(Working out the moves…|Player 0 to move)$/);
  await page.waitForFunction(
    () => document.querySelector('board-viewer').shadowRoot.querySelector('.turn').textContent === 'Player 0 to move',
  );
  const from = await centreOf(page, 1, 0, 4, 4);
  const to = await centreOf(page, 2, 1, 4, 4);
  await page.mouse.click(from.x, from.y);
  await page.mouse.click(to.x, to.y); // before the moves of the piece came
  await page.waitForFunction(
    () => document.querySelector('board-viewer').shadowRoot.querySelector('.turn').textContent === 'Player 1 to move',
  );
  expect((await bdlState(page)).moves).toEqual(['pawn 1,0–2,1']);
  const api = await page.$eval('board-viewer', async (viewer) => {
    const answer = viewer.playMoves([{ from: { x: 0, y: 3 }, to: { x: 0, y: 2 } }]);
    const later = answer instanceof Promise;
    const node = await answer;
    const wrong = await viewer.play({ from: { x: 3, y: 3 }, to: { x: 3, y: 0 } });
    return { later, ply: node.ply, wrong, played: viewer.playedMoves.map((move) => move.san) };
  });
  expect(api).toEqual({ later: true, ply: 2, wrong: null, played: ['pawn 1,0–2,1', 'pawn 0,3–0,2'] });

  // Explicit code: withExplicitCode() is asked only after the reader's consent, and a new
  // document asks again; without withExplicitCode there is nothing to allow.
  const code = await page.$eval(
    'board-viewer',
    async (viewer, text) => {
      window.asked = [];
      await viewer.load(window.opened(text, 'bdl'));
      const before = {
        asked: window.asked.filter((what) => what === 'code'),
        button: Boolean(viewer.shadowRoot.querySelector('[data-action="allow-code"]')),
      };
      viewer.shadowRoot.querySelector('[data-action="allow-code"]').click();
      await new Promise((resolve) => viewer.addEventListener('load', resolve, { once: true }));
      const played = (await viewer.play({ from: { x: 0, y: 0 }, to: { x: 0, y: 1 } }))?.label;
      const after = {
        asked: window.asked.filter((what) => what === 'code'),
        allowed: viewer.explicitCodeAllowed,
        played,
      };
      await viewer.load(window.opened(text, 'bdl'));
      const again = viewer.explicitCodeAllowed;
      await viewer.load(window.opened(text, 'bdl', { allowable: false }));
      const none = {
        button: Boolean(viewer.shadowRoot.querySelector('[data-action="allow-code"]')),
        text: viewer.shadowRoot.querySelector('.explicit-code').textContent,
      };
      viewer.explicitCode = 'never';
      await viewer.load(window.opened(text, 'bdl'));
      window.asked = [];
      const never = {
        allowed: await viewer.allowExplicitCode(),
        asked: window.asked.filter((what) => what === 'code'),
      };
      return { before, after, again, none, never };
    },
    RUNNER_GAME,
  );
  expect(code.before).toEqual({ asked: [], button: true });
  expect(code.after).toEqual({ asked: ['code'], allowed: true, played: 'runner 0,0–0,1' });
  expect(code.again).toBe(false);
  expect(code.none.button).toBe(false);
  expect(code.none.text).toContain('does not run code');
  expect(code.never).toEqual({ allowed: null, asked: [] });
});

// A Go problem on 9 × 9 (no PL: Black to play): a ko shape at the top left (white B8 inside black
// stones, C8 empty inside white ones), J9 a point black cannot play (suicide), and a main line
// B E5, W G3.
const GO_PROBLEM = '(;GM[1]FF[4]SZ[9]AB[ba][ab][bc]AW[ca][bb][db][cc][ha][ib];B[ee];W[gc])';

// [x, y] of point `name` ("C8") of the Go board of viewer `selector`, in page coordinates.
const pointCentre = (page, name, selector = 'board-viewer') =>
  page.$eval(
    selector,
    (viewer, point) => {
      const area = viewer.shadowRoot.querySelector('.board svg .bn-go-points').getBoundingClientRect();
      const size = area.width / 9;
      const col = 'ABCDEFGHJ'.indexOf(point[0]);
      const row = 9 - Number(point.slice(1));
      return [area.x + (col + 0.5) * size, area.y + (row + 0.5) * size];
    },
    name,
  );

const goState = (page, selector = 'board-viewer') =>
  page.$eval(selector, (viewer) => {
    const root = viewer.shadowRoot;
    return {
      turn: root.querySelector('.turn').hidden ? null : root.querySelector('.turn').textContent,
      captures: root.querySelector('.captures').hidden ? null : root.querySelector('.captures').textContent,
      live: root.querySelector('.live').textContent,
      nodeId: viewer.currentNode.id,
      added: Boolean(viewer.currentNode.added),
      moves: [...root.querySelectorAll('.moves .move')].map(
        (button) => `${button.textContent}${button.classList.contains('added') ? ' (added)' : ''}`,
      ),
      stones: [...root.querySelectorAll('.board svg g[data-point]')]
        .filter((point) => / stone\b/.test(point.getAttribute('aria-label')))
        .map((point) => point.getAttribute('aria-label').replace(/ stone.*/, '')),
    };
  });

test("Go: a click plays the side to move's stone, the core refuses occupied, suicide and ko and says why, captures counted, a new line in italics; keys, play() and a problem's turn", async () => {
  const page = await blankPage(
    `<board-viewer notation="sgf">${GO_PROBLEM}</board-viewer><board-viewer id="white" notation="sgf">(;SZ[5]AB[cc]PL[W])</board-viewer>`,
  );
  const click = async (name) => {
    const [x, y] = await pointCentre(page, name);
    await page.mouse.click(x, y);
  };
  await page.$eval('board-viewer', (viewer) => {
    window.goMoves = [];
    viewer.addEventListener('move', (event) => window.goMoves.push(event.detail));
  });
  let shown = await goState(page);
  expect(shown).toMatchObject({ turn: 'Black to play', nodeId: 0, added: false });
  expect((await goState(page, '#white')).turn).toBe('White to play');

  // The game's own next move (B E5) steps to it: no line added.
  await click('E5');
  shown = await goState(page);
  expect(shown).toMatchObject({ turn: null, nodeId: 1, added: false });
  expect(shown.moves).toEqual(['B E5', 'W G7']);

  await page.keyboard.press('Home');
  await click('B9'); // a stone there
  expect(await goState(page)).toMatchObject({ nodeId: 0, live: 'Not played: there is a stone on that point' });
  await click('J9'); // no liberty, nothing taken
  expect(await goState(page)).toMatchObject({
    nodeId: 0,
    live: 'Not played: suicide, the stone would have no liberty',
  });
  expect((await goState(page)).stones).not.toContain('J9: black');

  // C8 takes the white stone at B8: a ko. White may not retake at once; after a move each
  // elsewhere it may.
  await click('C8');
  shown = await goState(page);
  expect(shown).toMatchObject({ added: true, captures: 'captures: Black 1, White 0', turn: null });
  expect(shown.stones).toContain('C8: black');
  expect(shown.stones).not.toContain('B8: white');
  expect(shown.moves).toContain('B C8 (added)');
  expect(
    await page.evaluate(() => window.goMoves.map(({ san, point, sgf, added }) => [san, point, sgf, added])),
  ).toEqual([
    ['B E5', 'E5', 'ee', false],
    ['B C8', 'C8', 'cb', true],
  ]);
  const before = shown.nodeId;
  await click('B8');
  expect(await goState(page)).toMatchObject({
    nodeId: before,
    live: 'Not played: ko, the stone cannot be retaken at once (play elsewhere first)',
  });
  await click('G3');
  await click('C3');
  await click('B8');
  shown = await goState(page);
  expect(shown).toMatchObject({ captures: 'captures: Black 1, White 1', added: true });
  expect(shown.stones).toContain('B8: white');
  expect(shown.stones).not.toContain('C8: black');

  // The keys: Enter shows the cursor on A1 (said in the live region), arrows move it, Enter plays.
  await page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.board').focus());
  await page.keyboard.press('Enter');
  expect((await goState(page)).live).toBe('A1: empty');
  for (const key of ['ArrowUp', 'ArrowRight', 'Enter', 'Escape']) await page.keyboard.press(key);
  expect((await goState(page)).stones).toContain('B2: black');

  const played = await page.$eval('board-viewer', (viewer) =>
    viewer.playedMoves.map(({ san, point, sgf, color }) => [san, point, sgf, color]),
  );
  expect(played).toEqual([
    ['B C8', 'C8', 'cb', 'B'],
    ['W G3', 'G3', 'gg', 'W'],
    ['B C3', 'C3', 'cg', 'B'],
    ['W B8', 'B8', 'bb', 'W'],
    ['B B2', 'B2', 'bh', 'B'],
  ]);
  // play(): SGF points and board names; an illegal one is null; playMoves gives a line back.
  const api = await page.$eval('board-viewer', (viewer) => {
    const pass = viewer.play('pass')?.label;
    const occupied = viewer.play('bh');
    const sgf = viewer.play({ point: 'ee' })?.label;
    viewer.first();
    const again = viewer.playMoves(['cb', 'G3', 'C3']).label;
    return { pass, occupied, sgf, again, onWhite: viewer.ownerDocument.querySelector('#white').play('B2')?.label };
  });
  expect(api).toEqual({ pass: 'W pass', occupied: null, sgf: 'B E5', again: 'B C3', onWhite: 'W B2' });

  // A document opened elsewhere (a worker's): its Go moves are still the page's engine's.
  await withDocumentsOpenedElsewhere(page);
  await page.$eval('#white', (viewer, text) => viewer.load(window.opened(text, 'sgf')), GO_PROBLEM);
  await page.waitForFunction(() =>
    document.querySelector('#white').shadowRoot.querySelector('.board svg .bn-stone-black'),
  );
  expect((await goState(page, '#white')).turn).toBe('Black to play'); // said once its scene came
  expect(await page.$eval('#white', (viewer) => [viewer.play('B8'), viewer.play('C8')?.label])).toEqual([null, 'B C8']);
});
