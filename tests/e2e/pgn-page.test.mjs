// PGN in a real browser, shown in the package's <board-viewer>: a game stepped through by keyboard
// with its comments, NAGs and variations in the viewer's move list; a click into a variation (at
// any depth) makes its line the one the converter writes, and "Back to the main line" returns; a
// database with the viewer's game picker (a study's chapters titled by [Event]); every game opens
// at its start; labels that count plies as plies; problems of one game at their line and column
// (en/es) without losing the others; a text that is not PGN refused; the converter (FEN per ply,
// JSON, export PGN of one game or all); a big database read in the worker. Expected values come
// from the package in Node (Pgn.parse, tested against chess.js on the corpus).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Pgn } from 'boardnotation';
import {
  chessPieces,
  expectedChessPieces,
  hashOf,
  openFileMadeInPage,
  outputText,
  pagesPerTest,
  pasteText,
  pressOnView,
  repositoryRoot,
  screenshotPath,
  settled,
  summaryText,
  traceMainThread,
  viewerLabel,
} from './browser.mjs';
import { bigDatabase } from './databases.mjs';

const example = (name) => readFileSync(path.join(repositoryRoot, 'web/examples', name), 'utf8');
const ANNOTATED = Pgn.parse(example('annotated.pgn')).games[0];

const browser = pagesPerTest();
let page;
beforeEach(async () => {
  page = await browser.open(`${browser.url}#n=pgn`);
});

const output = (id) => outputText(page, id);
const pieces = () => chessPieces(page);
const expectedPieces = expectedChessPieces;
const press = (key) => pressOnView(page, key);
const label = () => viewerLabel(page);
// The viewer's moves in reading order, as written (without their NAG symbols).
const moveLabels = (selector = 'button.move') =>
  page.$$eval(`board-viewer ${selector}`, (moves) => moves.map((move) => move.firstChild.textContent));
// Clicks the move of the viewer's list written `san`, inside a variation or not.
async function clickMove(san, { inVariation }) {
  const id = await page.$eval(
    'board-viewer',
    (viewer, [wanted, nested]) =>
      [...viewer.shadowRoot.querySelectorAll('button.move')].find(
        (move) => move.firstChild.textContent === wanted && Boolean(move.closest('.variation')) === nested,
      ).dataset.node,
    [san, inVariation],
  );
  await page.click(`board-viewer button.move[data-node="${id}"]`);
  return id;
}
const pickGame = (index) => page.selectOption('board-viewer select.picker', String(index));
// Every move of the tree in reading order (a move, then its variations), as the move list shows them.
function treeOrder(moves, out = []) {
  for (const move of moves) {
    out.push(move.san);
    for (const variation of move.variations) treeOrder(variation, out);
  }
  return out;
}

test('a game with comments, NAGs and nested variations: stepped by keys, variations entered by click', async () => {
  // A game opens at its start, as a game picked from a database does; the first comment is shown once.
  expect(await label()).toBe('Start position · ply 0 of 5');
  expect(await moveLabels()).toEqual(treeOrder(ANNOTATED.moves));
  expect(
    await page.$$eval('board-viewer button.move', (moves) =>
      [...moves[0].querySelectorAll('.nag')].map((nag) => nag.textContent),
    ),
  ).toEqual(['!', '○']);
  const comments = await page.$$eval('board-viewer .comment', (items) => items.map((item) => item.textContent));
  expect(comments).toContain('some comment on e4');
  expect(comments.filter((comment) => comment === 'Initial main line comment')).toHaveLength(1);
  expect(
    await page.$eval(
      '.view-panel',
      (panel) =>
        `${panel.innerText}${panel.querySelector('board-viewer').shadowRoot.textContent}`.split(
          'Initial main line comment',
        ).length - 1,
    ),
  ).toBe(1);
  // Every variation of the file, in the order it writes them (a variation of a variation's first
  // move is one more choice at that move).
  expect(
    await page.$$eval('board-viewer .variation', (groups) =>
      groups.map((group) =>
        [...group.querySelectorAll(':scope > button.move, :scope > .move-pair > button.move')]
          .map((move) => move.firstChild.textContent)
          .join(' '),
      ),
    ),
  ).toEqual(['f4 d5', 'Nf6 Nc3', 'd3', 'Bc4 Bc5', 'd6']);
  expect(await page.isVisible('board-viewer select.picker')).toBe(false); // one game: no picker
  expect(await page.isVisible('#steps')).toBe(false); // the viewer's controls, not the page's

  await press('ArrowRight');
  expect(await label()).toBe('1. e4 · ply 1 of 5');
  expect(await pieces()).toEqual(expectedPieces(ANNOTATED.moves[0].fen));

  // Into a variation three deep: (3. Bc4 Bc5) replaces 3. d3, itself replacing 3. Nc3 of (2... Nf6 3. Nc3).
  const nested = ANNOTATED.moves[3].variations[0][1].variations[0][0].variations[0];
  expect(nested.map((move) => move.san)).toEqual(['Bc4', 'Bc5']);
  const id = await clickMove('Bc5', { inVariation: true });
  expect(await label()).toBe('3… Bc5 · ply 6 of 6');
  expect(await page.isVisible('board-viewer .line-bar')).toBe(true);
  expect(await pieces()).toEqual(expectedPieces(nested[1].fen));
  expect(await page.getAttribute(`board-viewer button.move[data-node="${id}"]`, 'aria-current')).toBe('step');
  const line = [...ANNOTATED.moves.slice(0, 3), ANNOTATED.moves[3].variations[0][0], ...nested];
  expect((await output('fens')).split('\n')).toEqual([ANNOTATED.startFen, ...line.map((move) => move.fen)]);
  await page.screenshot({ path: screenshotPath('pgn-variation') });
  await press('ArrowLeft');
  expect(await label()).toBe('3. Bc4 · ply 5 of 6');
  // Home is the start; End then follows the main line.
  await press('Home');
  await press('End');
  expect(await label()).toBe('3. Bc4 · ply 5 of 5');
  expect(await pieces()).toEqual(expectedPieces(ANNOTATED.moves.at(-1).fen));

  await clickMove('Bc5', { inVariation: true });
  await page.click('board-viewer .line-bar button');
  expect(await label()).toBe('2. Nf3 · ply 3 of 5');
  expect((await output('fens')).split('\n')).toEqual([ANNOTATED.startFen, ...ANNOTATED.moves.map((move) => move.fen)]);
});

test('labels count plies as plies: "4. Qxf7#" is ply 7 of 7, never "move 7 of 7"', async () => {
  await paste('[White "Anna"]\n[Black "Bruno"]\n[Result "1-0"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6?? 4. Qxf7# 1-0\n');
  await press('End');
  expect(await label()).toBe('4. Qxf7# · ply 7 of 7');
  expect(await page.$eval('.view-panel', (panel) => panel.innerText)).not.toMatch(/move 7 of 7/i);
  expect(await summaryText(page)).toContain('checkmate');
});

test('a text that is not PGN is refused, not shown as an empty game', async () => {
  await paste('hello this is not chess');
  expect(await page.getAttribute('body', 'data-state')).toBe('invalid');
  expect(
    await page.$$eval('#problems .problem', (items) =>
      items.map((item) => `${item.dataset.code} ${item.dataset.line}:${item.dataset.column}`),
    ),
  ).toContain('chess.san.syntax 1:1');
  expect(await page.$$('#view svg')).toHaveLength(0);
  expect(await page.$('board-viewer')).toBeNull();
});

test("a database: the picker titles a study's chapters by [Event]; every game opens at its start; export PGN of one game or all; JSON", async () => {
  await page.selectOption('#example', 'studies');
  await page.waitForFunction(
    () => document.querySelector('#example').value === 'studies' && document.body.dataset.state === 'valid',
  );
  const { games } = Pgn.parse(example('charles-xii-at-bender.pgn'));
  expect(games).toHaveLength(4);
  // The chapters have no players: each is its [Event] (Lichess writes the chapter's name there).
  expect(
    await page.$$eval('board-viewer select.picker option', (options) => options.map((option) => option.textContent)),
  ).toEqual(games.map((game, index) => `${index + 1}. ${game.headers.Event}`));
  expect(await summaryText(page)).toMatch(/^game 1 of 4 · /);
  // The first game opens at its start, as a game picked does, and the address says no ply.
  // A study chapter set up from a FEN: its first position says who moves, not "Start position".
  expect(await label()).toBe(`White to move · ply 0 of ${games[0].moves.length}`);
  expect(await pieces()).toEqual(expectedPieces(games[0].startFen));
  expect(await hashOf(page)).not.toHaveProperty('p');
  await pickGame(1);
  expect(await label()).toBe(`White to move · ply 0 of ${games[1].moves.length}`);
  expect(await pieces()).toEqual(expectedPieces(games[1].startFen));
  expect(await summaryText(page)).toMatch(/^game 2 of 4 · /);
  await press('End');
  expect(await pieces()).toEqual(expectedPieces(games[1].moves.at(-1).fen));
  expect(await summaryText(page)).toContain('checkmate');
  expect(await output('pgn')).toBe(Pgn.stringify(games[1]));
  expect(Pgn.parse(await output('pgn')).games[0].moves.map((move) => move.fen)).toEqual(
    games[1].moves.map((move) => move.fen),
  );
  await page.click('.output-panel[data-output="pgn"] input[type="checkbox"]');
  // The worker writes the export again, of every game.
  await page.waitForSelector('.output-panel[data-output="pgn"][data-state="ready"]');
  expect(await page.textContent('.output-panel[data-output="pgn"] .output-text')).toBe(Pgn.stringify(games));
  expect(JSON.parse(await output('json'))).toEqual(JSON.parse(JSON.stringify(games[1])));
});

test('a broken game is reported at its line and column (en/es); the other games still show', async () => {
  await page.selectOption('#example', 'illegal');
  await page.waitForFunction(
    () => document.querySelector('#example').value === 'illegal' && document.body.dataset.state === 'valid',
  );
  const text = example('illegal-move.pgn');
  const { games } = Pgn.parse(text);
  const [error] = games[1].diagnostics;
  expect(error.code).toBe('chess.san.illegal');
  expect(
    await page.$$eval('.problem-box.is-note .problem', (items) =>
      items.map((item) => `${item.dataset.code} ${item.dataset.line}:${item.dataset.column}`),
    ),
  ).toEqual([`chess.san.illegal ${error.line}:${error.column}`]);
  expect(await page.textContent('.problem-box.is-note .problem-message')).toBe(error.message);
  expect(await page.textContent('.problem-box.is-note .problem-title')).toBe(
    'An error in the games: the game with it shows the moves read before it',
  );
  expect(await page.textContent('.problem-token')).toBe('Ke3');
  // An illegal move is an error: its line is marked as one (red), not as a warning.
  expect(await page.$$eval('.gutter-problem', (marks) => marks.map((mark) => mark.className))).toEqual([
    'gutter-problem',
  ]);
  expect(await page.$$eval('board-viewer select.picker option', (options) => options.length)).toBe(3);
  await pickGame(1);
  await press('End');
  expect(await label()).toBe(`2… e6 · ply ${games[1].moves.length} of ${games[1].moves.length}`);
  expect(await pieces()).toEqual(expectedPieces(games[1].moves.at(-1).fen));
  await page.screenshot({ path: screenshotPath('pgn-error') });
  await page.getByLabel('Español', { exact: true }).check();
  await page.waitForFunction(
    () =>
      document.querySelector('.problem-title')?.textContent ===
      'Un error en las partidas: la partida que lo tiene muestra las jugadas leídas antes',
  );
  expect(await page.textContent('.problem-box.is-note .problem-message')).toBe(
    Pgn.parse(text, { language: 'es' }).games[1].diagnostics[0].message,
  );

  await paste('');
  expect(await page.getAttribute('body', 'data-state')).toBe('invalid');
});

test('a game without a termination marker reads: its line is marked as a warning (amber), not an error', async () => {
  await paste('[White "A"]\n[Black "B"]\n\n1. e4 e5 2. Nf3 Nc6\n');
  expect(await page.getAttribute('body', 'data-state')).toBe('valid');
  expect(await page.textContent('.problem-box.is-note .problem')).toContain('no termination marker');
  const marks = await page.$$eval('.gutter-problem, .problem-line', (items) =>
    items.map((item) => [item.className, getComputedStyle(item).backgroundColor]),
  );
  expect(marks.map(([name]) => name).sort()).toEqual(['gutter-problem is-warning', 'problem-line is-warning']);
  const error = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.className = 'gutter-problem';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
  expect(marks.find(([name]) => name.startsWith('gutter'))[1]).not.toBe(error);
});

async function paste(text) {
  await pasteText(page, text);
  await settled(page);
}

test('a big database is read in the worker, with progress; every game can be picked', async () => {
  const text = bigDatabase(); // the corpus's Fischer.pgn, or a made one as big
  const { games } = Pgn.parse(text);
  await page.evaluate(() => {
    window.stages = [];
    const progress = document.querySelector('#progress');
    new MutationObserver(() =>
      window.stages.push([
        progress.dataset.stage,
        Number(progress.dataset.fraction),
        // Said by the bar: the line above the board speaks of the first game once it is shown.
        progress.getAttribute('aria-valuetext'),
      ]),
    ).observe(progress, { attributeFilter: ['data-fraction', 'data-stage'] });
    // Whether the progress was shown while the text was read (checked after the fact: on a quiet
    // machine the worker can be done before a check made when reading starts).
    window.progressShown = false;
    new MutationObserver(() => {
      if (!progress.hidden && document.body.dataset.state === 'parsing') window.progressShown = true;
    }).observe(progress, { attributeFilter: ['hidden'] });
  });
  const tracing = await traceMainThread(page);
  await openFileMadeInPage(page, (database) => database, text, 'Fischer.pgn');
  await page.waitForSelector('body[data-state="valid"]', { timeout: 60000 });
  expect(await page.evaluate(() => window.progressShown)).toBe(true);
  // The games cross from the worker in batches, each read in a task of its own.
  const tasks = (await tracing.stop()).filter((task) => !task.fromTest);
  console.log(
    `main-thread tasks while ${games.length} games load (over 20 ms; wall/thread ms): ${tasks.map((task) => `${task.wall}/${task.thread}`).join(', ')}`,
  );
  expect(tasks.length).toBeGreaterThan(0);
  expect(Math.max(...tasks.map((task) => task.thread))).toBeLessThan(200);
  // The worker reads the database piece by piece (256 KiB) and says how much of it it has read.
  const stages = await page.evaluate(() => window.stages);
  const parsing = stages.filter(([stage]) => stage === 'parsing').map(([, fraction]) => fraction);
  const { length } = text;
  const pieceCount = Math.ceil(length / (256 * 1024));
  expect(pieceCount).toBeGreaterThan(1);
  expect(parsing).toEqual([
    0,
    ...Array.from({ length: pieceCount }, (_, index) => Math.min(1, ((index + 1) * 256 * 1024) / length)),
  ]);
  expect(stages.map(([stage]) => stage)).toEqual(['loading', ...parsing.map(() => 'parsing'), 'transferring']);
  expect(stages.find(([, fraction]) => fraction > 0.4 && fraction < 0.6)?.[2]).toMatch(
    /^Reading [\d,]+ kB in the background: parsing, [45]\d%$/,
  );
  await page.waitForSelector('body[data-state="valid"]');
  expect(await page.$$eval('board-viewer select.picker option', (options) => options.length)).toBe(games.length);
  expect(await summaryText(page)).toMatch(new RegExp(`^game 1 of ${games.length} · `));
  const last = games.length - 1;
  await pickGame(last);
  await press('End');
  expect(await pieces()).toEqual(expectedPieces(games[last].moves.at(-1)?.fen ?? games[last].startFen));
});

test('switching the language keeps the game picked and the variation shown', async () => {
  const id = await clickMove('Bc5', { inVariation: true });
  await page.getByLabel('Español', { exact: true }).check();
  await page.waitForFunction(() =>
    document.querySelector('board-viewer')?.shadowRoot.querySelector('.counter').textContent.startsWith('medio'),
  );
  await page.waitForSelector('body[data-state="valid"]');
  expect(await label()).toBe('3… Bc5 · medio movimiento 6 de 6');
  expect(await page.getAttribute(`board-viewer button.move[data-node="${id}"]`, 'aria-current')).toBe('step');
});
