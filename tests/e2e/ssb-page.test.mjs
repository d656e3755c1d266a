// ssb-chess messages in a real browser, shown in <board-viewer>: a real game replayed on the chess
// board and stepped through by keyboard and by its move list; a game mutated here shows its issue
// at its ply (in the list under the input, under the board, marked in the viewer's move list, at
// its line and column in the JSON), in English and Spanish;
// JSON errors at their position; the converter (SAN list, FEN per ply, JSON of the replay).
// Expected values come from the package in Node (Ssb.replay, tested on the real games).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Chess, Pgn, Ssb } from 'boardnotation';
import {
  chessPieces,
  expectedChessPieces,
  outputText,
  pagesPerTest,
  pasteText,
  pressOnView,
  repositoryRoot,
  screenshotPath,
  settled,
  summaryText,
  viewerLabel,
} from './browser.mjs';

const GAME_TEXT = readFileSync(path.join(repositoryRoot, 'web/examples/ssb-game.json'), 'utf8');
const GAME = Ssb.replay(GAME_TEXT);

const browser = pagesPerTest();
let page;
beforeEach(async () => {
  page = await browser.open(`${browser.url}#n=ssb`);
});

const output = (id) => outputText(page, id);
const pieces = () => chessPieces(page);
const expectedPieces = expectedChessPieces;
const press = (key) => pressOnView(page, key);
const named = (square) => page.getAttribute(`board-viewer svg g[data-square="${square}"]`, 'aria-label');
const moveButton = (ply) => page.locator('board-viewer .moves .move').nth(ply - 1);
// The issues shown under the board, or null when the position shown has none.
const issuesHere = () =>
  page.$eval('board-viewer', (viewer) => {
    const box = viewer.shadowRoot.querySelector('.node-issues');
    if (box.hidden) return null;
    return {
      title: box.querySelector('.node-issues-title').textContent,
      items: [...box.querySelectorAll('li')].map((li) => ({ text: li.textContent, code: li.dataset.code })),
    };
  });
async function paste(text) {
  await pasteText(page, text);
  await settled(page);
}

test('a real game: replayed to its mate, stepped by keys and by the move list, no issues', async () => {
  expect(GAME.issues).toEqual([]);
  expect(GAME.plies).toHaveLength(47);
  expect(await page.getAttribute('body', 'data-state')).toBe('valid');
  expect(await summaryText(page)).toBe('47 plies · result 1-0 (mate), winner white · every message checks out');
  expect(await viewerLabel(page)).toBe('24. Qg6# · ply 47 of 47');
  expect(await pieces()).toEqual(expectedPieces(GAME.fens[46]));
  expect(await page.$('.problem-box')).toBeNull();
  expect(await page.$$eval('board-viewer .moves .move', (moves) => moves.map((move) => move.textContent))).toEqual(
    GAME.moves,
  );
  expect(await page.$$eval('board-viewer .moves .has-issue', (moves) => moves.length)).toBe(0);
  // Mate: the black king is marked in check, the last move highlighted.
  expect(await named('g8')).toBe('g8: black king, in check');
  expect(await named('g6')).toMatch(/^g6: white queen, last move/);
  // The players, the result and the winner are the game's information.
  const info = await page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.info').textContent);
  expect(info).toContain(GAME.white);
  expect(info).toContain(GAME.black);
  expect(info).toContain('1-0');
  await page.screenshot({ path: screenshotPath('ssb-game') });

  await press('Home');
  expect(await viewerLabel(page)).toBe('Start position · ply 0 of 47');
  expect(await pieces()).toEqual(expectedPieces(new Chess().fen()));
  await press('ArrowRight');
  await press('ArrowRight');
  expect(await viewerLabel(page)).toBe(`1… ${GAME.moves[1]} · ply 2 of 47`);
  expect(await pieces()).toEqual(expectedPieces(GAME.fens[1]));
  await moveButton(20).click();
  expect(await moveButton(20).getAttribute('aria-current')).toBe('step');
  expect(await pieces()).toEqual(expectedPieces(GAME.fens[19]));
  await press('End');
  expect(await viewerLabel(page)).toBe('24. Qg6# · ply 47 of 47');
});

test('a mutated game shows its issue at its ply: listed, on the board, in the move list, in the JSON; in Spanish too', async () => {
  const messages = JSON.parse(GAME_TEXT);
  const index = messages.findIndex(
    (message) => message.value.content.type === 'chess_move' && message.value.content.ply === 30,
  );
  const original = messages[index].value.content.pgnMove;
  messages[index].value.content.pgnMove = original === 'Kh1' ? 'Kg1' : 'Kh1';
  const text = JSON.stringify(messages, null, 2);
  const replay = Ssb.replay(text);
  expect(replay.issues).toHaveLength(1);
  const [issue] = replay.issues;
  expect(issue).toMatchObject({ code: 'ssb.replay.pgn_mismatch', ply: 30, messageIndex: index });

  await paste(text);
  expect(await page.getAttribute('body', 'data-state')).toBe('valid');
  expect(await summaryText(page)).toBe('47 plies · result 1-0 (mate), winner white · one issue');
  expect(
    await page.$$eval('.problem-box.is-note .problem', (items) =>
      items.map((item) => `${item.dataset.code} ${item.dataset.line}:${item.dataset.column} ${item.dataset.viewPly}`),
    ),
  ).toEqual([`ssb.replay.pgn_mismatch ${issue.line}:${issue.column} 30`]);
  expect(await page.textContent('.problem-box.is-note .problem-message')).toBe(issue.message);
  expect(await page.textContent('.problem-token')).toBe(JSON.stringify(messages[index].value.content.pgnMove));
  // The viewer's move list marks ply 30, and says why to a screen reader and in a tooltip.
  const marked = await page.$$eval('board-viewer .moves .move', (moves) =>
    moves
      .map((move, index) =>
        move.classList.contains('has-issue') ? { ply: index + 1, title: move.title, text: move.textContent } : null,
      )
      .filter(Boolean),
  );
  expect(marked).toEqual([{ ply: 30, title: issue.message, text: `${replay.moves[29]}⚠ (an issue)` }]);
  expect(await issuesHere()).toBeNull(); // not at the last ply

  await page.click('.problem-box.is-note .show-ply');
  expect(await viewerLabel(page)).toBe(`15… ${replay.moves[29]} · ply 30 of 47`);
  expect(await issuesHere()).toEqual({
    title: 'An issue at this move:',
    items: [{ text: issue.message, code: 'ssb.replay.pgn_mismatch' }],
  });
  // The board shows the move as replayed (orig/dest on the previous position), not the claim.
  expect(await pieces()).toEqual(expectedPieces(replay.fens[29]));
  await page.screenshot({ path: screenshotPath('ssb-issue') });
  await press('ArrowRight');
  expect(await issuesHere()).toBeNull();
  await press('ArrowLeft');

  await page.getByLabel('Español', { exact: true }).check();
  await page.waitForFunction(
    () =>
      document.querySelector('board-viewer')?.shadowRoot.querySelector('.node-issues-title')?.textContent ===
      'Un problema en esta jugada:',
  );
  expect((await issuesHere()).items[0].text).toBe(Ssb.replay(text, { language: 'es' }).issues[0].message);
  expect(await viewerLabel(page)).toBe(`15… ${replay.moves[29]} · medio movimiento 30 de 47`);
});

test('the tampered example: a claimed position where a queen vanished is flagged, the board keeps the queen', async () => {
  await page.selectOption('#example', 'vanished-queen');
  await page.waitForFunction(
    () => document.querySelector('#example').value === 'vanished-queen' && document.body.dataset.state === 'valid',
  );
  const replay = Ssb.replay(readFileSync(path.join(repositoryRoot, 'web/examples/ssb-vanished-queen.json'), 'utf8'));
  expect(replay.issues.map((issue) => [issue.code, issue.ply])).toEqual([['ssb.replay.fen_mismatch', 21]]);
  await moveButton(21).click();
  // The package says the differing fields ("1") in words: what is wrong, and the position the move
  // gives; under the board and in the list under the input alike.
  const { args } = replay.issues[0];
  expect(args.fields).toBe('1');
  expect(await page.textContent('.problem-box.is-note .problem-message')).toBe((await issuesHere()).items[0].text);
  expect((await issuesHere()).items[0].text).toBe(
    `Message ${args.message} (ply 21) claims a position its move does not give: the placement of the pieces is wrong. After the move the position is ${args.expected}`,
  );
  expect(await pieces()).toEqual(expectedPieces(replay.fens[20]));
  expect(await pieces()).toContain('b5bq');
});

test('JSON errors are shown at their line and column; the converter gives the game in PGN, FEN per ply and the replay', async () => {
  // The PGN is the core's (game.pgn), and reads back as the game replayed.
  const pgn = await output('pgn');
  expect(pgn).toBe(GAME.pgn);
  const [read] = Pgn.parse(pgn).games;
  expect(read.moves.map((move) => move.san)).toEqual(GAME.plies.map((entry) => entry.san));
  expect(read.headers.Result).toBe('1-0');
  expect((await output('fens')).split('\n')).toEqual([GAME.startFen, ...GAME.fens]);
  expect(JSON.parse(await output('json'))).toEqual(JSON.parse(JSON.stringify(GAME)));

  await paste('[\n  {"key": 1,}\n]');
  const [error] = Ssb.replay('[\n  {"key": 1,}\n]').issues;
  expect(error.code).toBe('json.unexpected_token');
  expect(await page.getAttribute('body', 'data-state')).toBe('invalid');
  expect(
    await page.$$eval('.problem', (items) =>
      items.map((item) => `${item.dataset.code} ${item.dataset.line}:${item.dataset.column}`),
    ),
  ).toEqual([`json.unexpected_token ${error.line}:${error.column}`]);
  expect(await page.textContent('.problem-message')).toBe(error.message);
  await paste('{"type": "chess_chat"}');
  expect(await page.textContent('.problem')).toContain('JSON array');
});
