// PGN in a real browser: a game stepped through by keyboard with its comments, NAGs and nested
// variations in the move list; a click into a variation (at any depth) makes its line the one the
// step bar walks, and "Back to the main line" returns; a database with a game picker; problems of
// one game at their line and column (en/es) without losing the others; the converter (FEN per ply,
// JSON, export PGN of one game or all); a big database read in the worker. Expected values come
// from the package in Node (Pgn.parse, tested against chess.js on the corpus).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Pgn } from 'boardnotation';
import { chessPieces, expectedChessPieces, openFileMadeInPage, outputText, pagesPerTest, pasteText, pressOnView, repositoryRoot, screenshotPath, traceMainThread } from './browser.mjs';

const example = (name) => readFileSync(path.join(repositoryRoot, 'web/examples', name), 'utf8');
const ANNOTATED = Pgn.parse(example('annotated.pgn')).games[0];
const BIG = path.join(repositoryRoot, '..', 'shared', 'corpus', 'pgn', 'Fischer.pgn');

const browser = pagesPerTest();
let page;
beforeEach(async () => {
  page = await browser.open(`${browser.url}#n=pgn`);
});

const output = (id) => outputText(page, id);
const pieces = () => chessPieces(page);
const expectedPieces = expectedChessPieces;
const press = (key) => pressOnView(page, key);
const label = () => page.textContent('#ply-label');
// Every move of the tree in reading order (a move, then its variations), as the move list shows them.
function treeOrder(moves, out = []) {
  for (const move of moves) {
    out.push(move.san);
    for (const variation of move.variations) treeOrder(variation, out);
  }
  return out;
}

test('a game with comments, NAGs and nested variations: stepped by keys, variations entered by click', async () => {
  expect(await label()).toBe('Move 5 of 5: 3. Bc4 $13');
  expect(await page.$$eval('.pgn-move', (moves) => moves.map((move) => move.dataset.san))).toEqual(treeOrder(ANNOTATED.moves));
  expect(await page.$$eval('.pgn-move', (moves) => moves.slice(0, 2).map((move) => move.textContent))).toEqual(['1. e4! $24', '1... e5!']);
  expect(await page.$$eval('.pgn-comment', (comments) => comments.map((comment) => comment.textContent))).toContain('some comment on e4');
  // As the file nests them: (2. f4 d5) (2... Nf6 3. Nc3 (3. d3 (3. Bc4 Bc5))) (2... d6), with their comments.
  expect(await page.$$eval('.pgn-variation', (groups) => groups.map((group) => group.textContent.replace(/\s+/g, ' ')))).toEqual([
    "(Initial variation comment for move 2.f4 ['just for fun'] 2. f4 some comment on f4 2... d5 )",
    '(2... Nf6 3. Nc3 (3. d3 (3. Bc4 Bc5 ) ) )', '(3. d3 (3. Bc4 Bc5 ) )', '(3. Bc4 Bc5 )',
    '(Initial variation comment for 2... d6 2... d6 )',
  ]);
  expect(await page.$('#pgn-game')).toBeNull(); // one game: no picker

  await press('Home');
  expect(await label()).toBe('Start (5 moves in this line)');
  expect(await page.textContent('.move-comment')).toBe('Initial main line comment');
  await press('ArrowRight');
  expect(await label()).toBe('Move 1 of 5: 1. e4! $24');
  expect(await page.textContent('.move-comment')).toBe('some comment on e4');
  expect(await pieces()).toEqual(expectedPieces(ANNOTATED.moves[0].fen));

  // Into a variation three deep: (3. Bc4 Bc5) replaces 3. d3, itself replacing 3. Nc3 of (2... Nf6 3. Nc3).
  const nested = ANNOTATED.moves[3].variations[0][1].variations[0][0].variations[0];
  expect(nested.map((move) => move.san)).toEqual(['Bc4', 'Bc5']);
  await page.click('.pgn-move.in-variation[data-san="Bc5"]');
  expect(await label()).toBe('Move 6 of 6: 3... Bc5 (variation)');
  expect(await pieces()).toEqual(expectedPieces(nested[1].fen));
  expect(await page.getAttribute('.pgn-move[data-san="Bc5"]', 'aria-current')).toBe('step');
  const line = [...ANNOTATED.moves.slice(0, 3), ANNOTATED.moves[3].variations[0][0], ...nested];
  expect((await output('fens')).split('\n')).toEqual([ANNOTATED.startFen, ...line.map((move) => move.fen)]);
  await page.screenshot({ path: screenshotPath('pgn-variation') });
  await press('ArrowLeft');
  expect(await label()).toBe('Move 5 of 6: 3. Bc4 (variation)');
  await press('Home');
  await press('End');
  expect(await label()).toBe('Move 6 of 6: 3... Bc5 (variation)');

  await page.click('#pgn-main-line');
  expect(await label()).toBe('Move 3 of 5: 2. Nf3');
  await press('End');
  expect(await label()).toBe('Move 5 of 5: 3. Bc4 $13');
});

test('a database: a game picked, stepped from its set-up position; export PGN of one game or all; JSON', async () => {
  await page.selectOption('#example', 'studies');
  await page.waitForFunction(() => document.querySelector('#example').value === 'studies' && document.body.dataset.state === 'valid');
  const { games } = Pgn.parse(example('charles-xii-at-bender.pgn'));
  expect(games).toHaveLength(4);
  expect(await page.$$eval('#pgn-game option', (options) => options.length)).toBe(4);
  expect(await page.textContent('#summary')).toMatch(/^game 1 of 4 · /);
  await page.selectOption('#pgn-game', '1');
  expect(await label()).toBe(`Start (${games[1].moves.length} moves in this line)`);
  expect(await pieces()).toEqual(expectedPieces(games[1].startFen));
  await press('End');
  expect(await pieces()).toEqual(expectedPieces(games[1].moves.at(-1).fen));
  expect(await page.textContent('#summary')).toContain('checkmate');
  expect(await output('pgn')).toBe(Pgn.stringify(games[1]));
  expect(Pgn.parse(await output('pgn')).games[0].moves.map((move) => move.fen)).toEqual(games[1].moves.map((move) => move.fen));
  await page.click('.output-panel[data-output="pgn"] input[type="checkbox"]');
  expect(await page.textContent('.output-panel[data-output="pgn"] .output-text')).toBe(Pgn.stringify(games));
  expect(JSON.parse(await output('json'))).toEqual(JSON.parse(JSON.stringify(games[1])));
});

test('a broken game is reported at its line and column (en/es); the other games still show', async () => {
  await page.selectOption('#example', 'illegal');
  await page.waitForFunction(() => document.querySelector('#example').value === 'illegal' && document.body.dataset.state === 'valid');
  const text = example('illegal-move.pgn');
  const { games } = Pgn.parse(text);
  const [error] = games[1].diagnostics;
  expect(error.code).toBe('chess.san.illegal');
  expect(await page.$$eval('.problem-box.is-note .problem', (items) => items.map((item) => `${item.dataset.code} ${item.dataset.line}:${item.dataset.column}`)))
    .toEqual([`chess.san.illegal ${error.line}:${error.column}`]);
  expect(await page.textContent('.problem-box.is-note .problem-message')).toBe(error.message);
  expect(await page.textContent('.problem-box.is-note .problem-title')).toBe('An error in the games: the game with it shows the moves read before it');
  expect(await page.textContent('.problem-token')).toBe('Ke3');
  expect(await page.$$eval('#pgn-game option', (options) => options.map((option) => option.textContent))).toEqual([
    '1. White – Black (1-0)', '2. White – Black (*) (has an error)', '3. White – Black (1/2-1/2)',
  ]);
  expect(await page.textContent('#summary')).toContain('checkmate');
  await page.selectOption('#pgn-game', '1');
  await press('End');
  expect(await label()).toBe(`Move ${games[1].moves.length} of ${games[1].moves.length}: 2... e6`);
  await page.screenshot({ path: screenshotPath('pgn-error') });
  await page.getByLabel('Español', { exact: true }).check();
  await page.waitForFunction(() => document.querySelector('.problem-title')?.textContent === 'Un error en las partidas: la partida que lo tiene muestra las jugadas leídas antes');
  expect(await page.textContent('.problem-box.is-note .problem-message')).toBe(Pgn.parse(text, { language: 'es' }).games[1].diagnostics[0].message);

  await paste('');
  expect(await page.getAttribute('body', 'data-state')).toBe('invalid');
});

async function paste(text) {
  await pasteText(page, text);
  await page.waitForFunction(() => ['valid', 'invalid'].includes(document.body.dataset.state));
}

(existsSync(BIG) ? test : test.skip)('a big database is read in the worker, with progress; every game can be picked', async () => {
  const text = readFileSync(BIG, 'utf8');
  const { games } = Pgn.parse(text);
  await page.evaluate(() => {
    window.stages = [];
    const progress = document.querySelector('#progress');
    new MutationObserver(() => window.stages.push([progress.dataset.stage, Number(progress.dataset.fraction), document.querySelector('#summary').textContent]))
      .observe(progress, { attributeFilter: ['data-fraction', 'data-stage'] });
  });
  const tracing = await traceMainThread(page);
  await openFileMadeInPage(page, (database) => database, text, 'Fischer.pgn');
  await page.waitForSelector('body[data-state="parsing"]');
  expect(await page.isVisible('#progress')).toBe(true);
  await page.waitForSelector('body[data-state="valid"]', { timeout: 60000 });
  // The games cross from the worker in batches, each read in a task of its own.
  const tasks = (await tracing.stop()).filter((task) => !task.fromTest);
  console.log(`main-thread tasks while ${games.length} games load (over 20 ms; wall/thread ms): ${tasks.map((task) => `${task.wall}/${task.thread}`).join(', ')}`);
  expect(tasks.length).toBeGreaterThan(0);
  expect(Math.max(...tasks.map((task) => task.thread))).toBeLessThan(200);
  // The worker reads the database piece by piece (256 KiB) and says how much of it it has read.
  const stages = await page.evaluate(() => window.stages);
  const parsing = stages.filter(([stage]) => stage === 'parsing').map(([, fraction]) => fraction);
  const { length } = text;
  const pieceCount = Math.ceil(length / (256 * 1024));
  expect(pieceCount).toBeGreaterThan(1);
  expect(parsing).toEqual([0, ...Array.from({ length: pieceCount }, (_, index) => Math.min(1, ((index + 1) * 256 * 1024) / length))]);
  expect(stages.map(([stage]) => stage)).toEqual(['loading', ...parsing.map(() => 'parsing'), 'transferring']);
  expect(stages.find(([, fraction]) => fraction > 0.4 && fraction < 0.6)?.[2]).toMatch(/^Reading [\d,]+ kB in the background: parsing, [45]\d%$/);
  expect(await page.$$eval('#pgn-game option', (options) => options.length)).toBe(games.length);
  expect(await page.textContent('#summary')).toMatch(new RegExp(`^game 1 of ${games.length} · `));
  const last = games.length - 1;
  await page.selectOption('#pgn-game', String(last));
  await press('End');
  expect(await pieces()).toEqual(expectedPieces(games[last].moves.at(-1)?.fen ?? games[last].startFen));
});

test('switching the language keeps the game picked and the variation shown', async () => {
  await page.click('.pgn-move.in-variation[data-san="Bc5"]');
  await page.getByLabel('Español', { exact: true }).check();
  await page.waitForFunction(() => document.querySelector('#ply-label')?.textContent.startsWith('Jugada'));
  expect(await page.textContent('#ply-label')).toBe('Jugada 6 de 6: 3... Bc5 (variante)');
  expect(await page.getAttribute('.pgn-move[data-san="Bc5"]', 'aria-current')).toBe('step');
});
