// What the reader did on the board survives a link and a language switch: moves played on the
// chess (FEN) and BDL boards, the PGN game picked with the variation and move shown, the SGF move
// and its move numbers. And after a language switch (en → es → en) every message follows, including
// those inside converter outputs (the PGN game's JSON carries its problems' messages) and the
// notice of a large text. Expected values come from the package in Node.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Bdl, Chess, Hen, Pgn, Ssb } from 'boardnotation';
import {
  chessPieces,
  clickViewerSquare,
  expectedChessPieces,
  hashOf,
  linkOf,
  openFileMadeInPage,
  outputText,
  pagesPerTest,
  pressOnView,
  repositoryRoot,
  screenshotPath,
  viewerLabel,
} from './browser.mjs';

const example = (name) => readFileSync(path.join(repositoryRoot, 'web/examples', name), 'utf8');

const browser = pagesPerTest();
const open = (url) => browser.open(url);
// The page's own address (once what the test did is shown), opened in a new tab: what a reader of
// a shared link sees.
const reopen = async (page) => open(await linkOf(page));
const switchTo = async (page, name, code) => {
  await page.getByLabel(name, { exact: true }).check();
  await page.waitForFunction(
    (lang) => document.documentElement.lang === lang && document.body.dataset.state === 'valid',
    code,
  );
};

test('FEN: the moves played on the board (and the move shown) are in the link', async () => {
  const page = await open(`${browser.url}#n=fen`);
  const game = new Chess();
  for (const [from, to] of [
    ['e2', 'e4'],
    ['e7', 'e5'],
    ['g1', 'f3'],
  ]) {
    await clickViewerSquare(page, from);
    await clickViewerSquare(page, to);
    game.move({ from, to });
  }
  expect(await hashOf(page)).toEqual({ n: 'fen', x: 'start', v: 'e2e4,e7e5,g1f3', l: 'en' });
  await pressOnView(page, 'ArrowLeft');
  expect((await hashOf(page)).p).toBe('2');

  const linked = await reopen(page);
  expect(await viewerLabel(linked)).toBe('1… e5 · ply 2 of 3');
  await pressOnView(linked, 'End');
  expect(await chessPieces(linked)).toEqual(expectedChessPieces(game.fen()));
  expect(await outputText(linked, 'moves')).toBe('1. e4 e5 2. Nf3');

  // A link edited by hand: the moves are played as far as they are legal, then ignored.
  const edited = await open(`${browser.url}#n=fen&x=start&v=e2e4,e2e4,zz&l=en`);
  expect(await viewerLabel(edited)).toBe('1. e4 · ply 1 of 1');
});

test('BDL: the moves played (from, to, the spawn choice) are in the link', async () => {
  const page = await open(`${browser.url}#n=bdl`);
  await page.selectOption('#example', 'pawngame');
  await page.waitForFunction(
    () => document.querySelector('#example').value === 'pawngame' && document.body.dataset.state === 'valid',
  );
  const game = Bdl.game(example('pawngame.bdl'));
  const played = [];
  for (let index = 0; index < 2; index++) {
    const [move] = game.moves();
    await page.click(`board-viewer svg g[data-x="${move.from.x}"][data-y="${move.from.y}"]`);
    await page.click(`board-viewer svg g[data-x="${move.to.x}"][data-y="${move.to.y}"]`);
    played.push(game.move(move.from, move.to));
  }
  const view = played.map((move) => `${move.from.x}.${move.from.y}-${move.to.x}.${move.to.y}`).join(',');
  expect(await hashOf(page)).toEqual({ n: 'bdl', x: 'pawngame', v: view, l: 'en' });

  const linked = await reopen(page);
  expect(await linked.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.counter').textContent)).toBe(
    'move 2 of 2',
  );
  const drawn = await linked.$$eval('board-viewer svg g[data-x]', (cells) =>
    cells
      .filter((cell) => /player \d/.test(cell.getAttribute('aria-label')))
      .map((cell) => `${cell.dataset.x},${cell.dataset.y}`)
      .sort(),
  );
  const expected = game
    .board()
    .flatMap((row, y) => row.map((piece, x) => (piece ? `${x},${y}` : null)))
    .filter(Boolean)
    .sort();
  expect(drawn).toEqual(expected);
  game.free();
});

test('PGN: the game picked, the variation entered and the move shown are in the link', async () => {
  const page = await open(`${browser.url}#n=pgn`);
  const bc5 = await page.$eval(
    'board-viewer',
    (viewer) =>
      [...viewer.shadowRoot.querySelectorAll('.variation button.move')].find(
        (move) => move.firstChild.textContent === 'Bc5',
      ).dataset.node,
  );
  await page.click(`board-viewer button.move[data-node="${bc5}"]`);
  await pressOnView(page, 'ArrowLeft');
  expect(await viewerLabel(page)).toBe('3. Bc4 · ply 5 of 6');
  // (2... Nf6 ...) is the first variation of the fourth move, then 3. d3 replaces 3. Nc3, then 3. Bc4 replaces 3. d3.
  expect(await hashOf(page)).toEqual({ n: 'pgn', x: 'annotated', p: '5', v: '0:3.0,4.0,4.0', l: 'en' });
  const linked = await reopen(page);
  expect(await viewerLabel(linked)).toBe('3. Bc4 · ply 5 of 6');
  expect(
    await linked.$eval(
      'board-viewer',
      (viewer) => viewer.shadowRoot.querySelector('[aria-current="step"]').closest('.variation') !== null,
    ),
  ).toBe(true);
  await linked.click('board-viewer .line-bar button');
  expect(await hashOf(linked)).toEqual({ n: 'pgn', x: 'annotated', p: '3', l: 'en' });

  await page.selectOption('#example', 'studies');
  await page.waitForFunction(
    () => document.querySelector('#example').value === 'studies' && document.body.dataset.state === 'valid',
  );
  await page.selectOption('board-viewer select.picker', '2');
  await pressOnView(page, 'ArrowRight');
  const studies = Pgn.parse(example('charles-xii-at-bender.pgn')).games;
  const game = await reopen(page);
  expect(await game.inputValue('board-viewer select.picker')).toBe('2');
  const first = studies[2].moves[0];
  expect(await viewerLabel(game)).toBe(
    `${first.moveNumber}${first.color === 'w' ? '.' : '…'} ${first.san} · ply 1 of ${studies[2].moves.length}`,
  );
  expect(await chessPieces(game)).toEqual(expectedChessPieces(first.fen));
  // A game or a line the text does not have: the first game's main line.
  const wrong = await open(`${browser.url}#n=pgn&x=studies&v=9:1.0&l=en`);
  expect(await wrong.inputValue('board-viewer select.picker')).toBe('0');
});

test('SGF: the move shown and the variation entered are in the link', async () => {
  const page = await open(`${browser.url}#n=go`);
  await page.$eval('board-viewer', (viewer) => viewer.goTo(7));
  expect(await hashOf(page)).toEqual({ n: 'go', x: 'ko-fight', p: '7', l: 'en' });
  const linked = await reopen(page);
  expect(await viewerLabel(linked)).toBe('7. B B7 · move 7 of 21');
  expect(await outputText(linked, 'hen')).toBe(Hen.sgf2hen(example('ko-fight-9x9.sgf'), 7));
  // The variation at move 15: the game, then the child taken at each node (the second at the fork).
  const variation = await page.$eval(
    'board-viewer',
    (viewer) => viewer.shadowRoot.querySelector('.variation button.move').dataset.node,
  );
  await page.click(`board-viewer button.move[data-node="${variation}"]`);
  expect(await hashOf(page)).toEqual({ n: 'go', x: 'ko-fight', p: '15', v: `0:${'0.'.repeat(14)}1`, l: 'en' });
  const inVariation = await reopen(page);
  expect(await viewerLabel(inVariation)).toBe('15. B H8 · move 15 of 15');
  expect(await inVariation.isVisible('board-viewer .line-bar')).toBe(true);
});

test('en → es → en: converter outputs with messages (the JSON of a PGN game and of an ssb-chess replay) and the large-text notice follow the language', async () => {
  const page = await open(`${browser.url}#n=pgn&x=illegal`);
  const text = example('illegal-move.pgn');
  const messageIn = (language) => Pgn.parse(text, { language }).games[1].diagnostics[0].message;
  expect(messageIn('es')).not.toBe(messageIn('en'));
  await page.selectOption('board-viewer select.picker', '1');
  const jsonMessages = async () =>
    JSON.parse(await outputText(page, 'json')).diagnostics.map((diagnostic) => diagnostic.message);
  expect(await jsonMessages()).toEqual([messageIn('en')]);
  await switchTo(page, 'Español', 'es');
  expect(await jsonMessages()).toEqual([messageIn('es')]);
  expect(await page.inputValue('board-viewer select.picker')).toBe('1'); // the game picked is kept
  expect(await page.textContent('.problem-box.is-note .problem-message')).toBe(messageIn('es'));
  await page.screenshot({ path: screenshotPath('language-es-pgn-json') });
  await switchTo(page, 'English', 'en');
  expect(await jsonMessages()).toEqual([messageIn('en')]);
  expect(await page.textContent('.problem-box.is-note .problem-message')).toBe(messageIn('en'));

  // The replay's JSON of an ssb-chess game carries its issues' messages.
  const ssb = await open(`${browser.url}#n=ssb&x=vanished-queen`);
  const tampered = example('ssb-vanished-queen.json');
  const issuesIn = (language) => Ssb.replay(tampered, { language }).issues.map((issue) => issue.message);
  const ssbMessages = async () => JSON.parse(await outputText(ssb, 'json')).issues.map((issue) => issue.message);
  expect(await ssbMessages()).toEqual(issuesIn('en'));
  await switchTo(ssb, 'Español', 'es');
  expect(issuesIn('es')).not.toEqual(issuesIn('en'));
  expect(await ssbMessages()).toEqual(issuesIn('es'));
  await switchTo(ssb, 'English', 'en');
  expect(await ssbMessages()).toEqual(issuesIn('en'));

  // The notice of a large text (the text area shows its beginning only).
  const fen = await open(`${browser.url}#n=fen`);
  await openFileMadeInPage(fen, (fenText) => `${'\n'.repeat(1_100_000)}${fenText}`, new Chess().fen());
  await fen.waitForSelector('body[data-state="valid"]');
  const notice = () => fen.textContent('.editor-notice p');
  expect(await notice()).toBe(
    'A large text (1.1 MB, 1,100,001 lines): the first 1,000 lines are shown here, read-only; the board and the converter use all of it.',
  );
  await switchTo(fen, 'Español', 'es');
  expect(await notice()).toBe(
    'Un texto grande (1,1 MB, 1.100.001 líneas): aquí se muestran sus primeras 1000 líneas, de solo lectura; el tablero y el conversor usan todo el texto.',
  );
  expect(await fen.textContent('.editor-notice button')).toBe('Mostrarlo y editarlo entero (lento)');
  await switchTo(fen, 'English', 'en');
  expect(await notice()).toMatch(/^A large text \(1\.1 MB, 1,100,001 lines\)/);
}, 120_000);
