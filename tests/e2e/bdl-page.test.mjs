// BDL in a real browser, shown in <board-viewer>: the initial board of a description drawn, the
// moves of a clicked piece shown and played (scholar's mate ends chess.bdl), the spawn choice,
// stepping by keyboard, errors and warnings at their line and column in English and Spanish,
// explicit JavaScript run only when the reader asks, and the converter (JSON tree, formatted BDL). Expected boards and moves come from
// the package in Node (Bdl.game), which has its own tests against the original's semantics (perft).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Bdl } from 'boardnotation';
import {
  linkOf,
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

// A text area holds LF line ends (the original's chess.bdl has CRLF): compare with what it shows.
const example = (name) => readFileSync(path.join(repositoryRoot, 'web/examples', name), 'utf8').replace(/\r\n/g, '\n');
const CHESS = example('chess.bdl');

// A pawn that becomes a queen or a horse when it reaches the far row (a mirrored piece of a
// declared placement moves up, and its far row is the top one).
const SPAWN = `rules{
  first_player : 0
  width : 4
  height : 4
  coloring : alternate
  player_change : alternate
}
pieces{
  pawn{
    moves{
      vertical(1,1), kills : false
    }
    on_end_reached: spawn(queen, horse)
    mirrored
  }
  queen{ moves{ horizontal(,) vertical(,) diagonal(,) } }
  horse{ moves{ x : 1, y : 2 } }
}
initial_piece_position{
  pawn{ positions{ x : 0, y : 2 } }
  queen{ positions{ x : 3, y : 0 } owner : 1 }
}
invariants{ }
finish{ no_moves_available }`;

const browser = pagesPerTest();
let page;
beforeEach(async () => {
  page = await browser.open(`${browser.url}#n=bdl`);
});

const output = (id) => outputText(page, id);
// The viewer's drawing (Playwright's selectors reach into its open shadow root): a cell with a
// piece or a highlight is a group named "x 4, y 0: king, player 0" (", legal move" for a target).
// The worker plays the game: what is drawn is read once it has answered.
const cellSelector = (x, y) => `board-viewer svg g[data-x="${x}"][data-y="${y}"]`;
const square = (x, y) => page.locator(cellSelector(x, y));
const label = async (x, y) => (await settled(page), page.getAttribute(cellSelector(x, y), 'aria-label'));
const targets = async () => (
  await settled(page),
  page.$$eval('board-viewer svg g[data-x]', (cells) =>
    cells
      .filter((cell) => /legal move|jugada legal/.test(cell.getAttribute('aria-label')))
      .map((cell) => `${cell.dataset.x},${cell.dataset.y}`)
      .sort(),
  )
);
const drawnPieces = async () => (
  await settled(page),
  page.$$eval('board-viewer svg g[data-x]', (cells) =>
    cells
      .flatMap((cell) => {
        const [, piece, owner] =
          /^x \d+, y \d+: (.+?), (?:player|jugador) (\d+)/.exec(cell.getAttribute('aria-label')) ?? [];
        return piece ? [`${cell.dataset.x},${cell.dataset.y} ${piece} ${owner}`] : [];
      })
      .sort(),
  )
);
function expectedPieces(game) {
  const pieces = [];
  game.board().forEach((row, y) =>
    row.forEach((cell, x) => {
      if (cell) pieces.push(`${x},${y} ${cell.piece} ${cell.owner}`);
    }),
  );
  return pieces.sort();
}
const press = (key) => pressOnView(page, key);
async function paste(text) {
  await pasteText(page, text);
  await settled(page);
}

test("chess.bdl: the initial board, the moves of a clicked piece, scholar's mate played by clicking ends the game; ← → step", async () => {
  expect(await page.inputValue('#source')).toBe(CHESS);
  const game = Bdl.game(CHESS);
  expect(await drawnPieces()).toEqual(expectedPieces(game));
  expect(await drawnPieces()).toHaveLength(32);
  expect(await summaryText(page)).toBe('8 × 8 board · player 0 to move · 20 legal moves');
  expect(await label(4, 0)).toBe('x 4, y 0: king, player 0');
  expect(await page.textContent(`${cellSelector(1, 0)} text`)).toBe('H');

  await square(6, 0).click(); // the horse
  expect(await targets()).toEqual(['5,2', '7,2']);
  expect(await label(5, 2)).toBe('x 5, y 2: empty, legal move');
  await square(6, 0).click(); // a second click puts it down
  expect(await targets()).toEqual([]);
  await square(4, 6).click(); // a piece of the other player is not selected
  expect(await targets()).toEqual([]);

  const mate = [
    [
      [4, 1],
      [4, 3],
    ],
    [
      [4, 6],
      [4, 4],
    ],
    [
      [5, 0],
      [2, 3],
    ],
    [
      [1, 7],
      [2, 5],
    ],
    [
      [3, 0],
      [7, 4],
    ],
    [
      [6, 7],
      [5, 5],
    ],
    [
      [7, 4],
      [5, 6],
    ],
  ];
  for (const [[fx, fy], [tx, ty]] of mate) {
    await square(fx, fy).click();
    expect(await targets()).toEqual(
      game
        .moves({ x: fx, y: fy })
        .map((move) => `${move.to.x},${move.to.y}`)
        .sort(),
    );
    await square(tx, ty).click();
    game.move({ x: fx, y: fy }, { x: tx, y: ty });
    expect(await drawnPieces()).toEqual(expectedPieces(game));
  }
  expect(game.isOver()).toBe(true);
  expect(await summaryText(page)).toBe('8 × 8 board · game over after 7 moves');
  expect(await viewerLabel(page)).toBe('7. queen 7,4–5,6 ×pawn · move 7 of 7');
  expect(await label(5, 6)).toBe('x 5, y 6: queen, player 0, last move to here');
  expect(await page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.turn').textContent)).toBe(
    'Game over: the finish rules hold',
  );
  expect((await output('moves')).split('\n')).toEqual([
    '1. pawn (4, 1) → (4, 3)',
    '2. pawn (4, 6) → (4, 4)',
    '3. bishop (5, 0) → (2, 3)',
    '4. horse (1, 7) → (2, 5)',
    '5. queen (3, 0) → (7, 4)',
    '6. horse (6, 7) → (5, 5)',
    '7. queen (7, 4) → (5, 6) takes pawn',
  ]);
  expect(await output('legal')).toBe('No legal moves.');
  await page.screenshot({ path: screenshotPath('bdl-mate') });

  await press('Home');
  expect(await drawnPieces()).toEqual(expectedPieces(Bdl.game(CHESS)));
  expect(await summaryText(page)).toBe('8 × 8 board · player 0 to move · 20 legal moves');
  await press('ArrowRight');
  expect(await viewerLabel(page)).toBe('1. pawn 4,1–4,3 · move 1 of 7');
  expect(await summaryText(page)).toBe('8 × 8 board · player 1 to move · 20 legal moves');
  await press('End');
  expect(await summaryText(page)).toBe('8 × 8 board · game over after 7 moves');
  await press('ArrowLeft');
  await press('ArrowLeft');
  expect(await viewerLabel(page)).toBe('5. queen 3,0–7,4 · move 5 of 7');
  // From an earlier position, a move starts a line of its own (the game is replayed to there):
  // the page keeps the line shown.
  await square(6, 7).click();
  await square(7, 5).click();
  expect(await viewerLabel(page)).toBe('6. horse 6,7–7,5 · move 6 of 6');
  expect((await output('moves')).split('\n')).toHaveLength(6);
  const replay = Bdl.game(CHESS);
  for (const [[fx, fy], [tx, ty]] of [
    ...mate.slice(0, 5),
    [
      [6, 7],
      [7, 5],
    ],
  ])
    replay.move({ x: fx, y: fy }, { x: tx, y: ty });
  expect((await output('legal')).split('\n')).toHaveLength(replay.moves().length);
});

test('a piece reaching the far row offers its spawn choice; the board flips', async () => {
  await paste(SPAWN);
  // One move per spawn choice, as Bdl.game lists them.
  expect(await summaryText(page)).toBe('4 × 4 board · player 0 to move · 2 legal moves');
  await square(0, 2).click();
  expect(await targets()).toEqual(['0,3']);
  await square(0, 3).click();
  await page.waitForSelector('board-viewer .promotion button');
  expect(
    await page.$$eval('board-viewer .promotion button', (buttons) => buttons.map((button) => button.textContent)),
  ).toEqual(['queen', 'horse']);
  expect(await page.textContent('board-viewer .promotion span')).toBe('The pawn becomes');
  await page.screenshot({ path: screenshotPath('bdl-spawn') });
  await page.click('board-viewer .promotion button[data-piece="horse"]');
  expect(await drawnPieces()).toEqual(['0,3 horse 0', '3,0 queen 1']);
  expect(await viewerLabel(page)).toBe('1. pawn 0,2–0,3 =horse · move 1 of 1');
  expect(await output('moves')).toBe('1. pawn (0, 2) → (0, 3) becomes horse');

  const before = await square(3, 0).boundingBox();
  await page.getByRole('button', { name: 'Flip board' }).click();
  const after = await square(3, 0).boundingBox();
  expect(after.x).toBeLessThan(before.x);
  expect(after.y).toBeLessThan(before.y);
  // Clicks still land on the right square when flipped.
  await square(3, 0).click();
  const game = Bdl.game(SPAWN);
  game.move({ x: 0, y: 2 }, { x: 0, y: 3 }, 'horse');
  const expected = game
    .moves({ x: 3, y: 0 })
    .map((move) => `${move.to.x},${move.to.y}`)
    .sort();
  expect(expected.length).toBeGreaterThan(0);
  expect(await targets()).toEqual(expected);
});

test('errors at their line and column with their code, in English and Spanish; warnings keep the board', async () => {
  await page.selectOption('#example', 'undefined-pieces');
  await page.waitForSelector('body[data-state="invalid"] .problem[data-line]');
  const text = example('undefined-pieces.bdl');
  const { errors } = Bdl.check(text);
  expect(errors.length).toBeGreaterThan(1);
  expect(
    await page.$$eval('.problem', (items) =>
      items.map((item) => `${item.dataset.code} ${item.dataset.line}:${item.dataset.column}`),
    ),
  ).toEqual(errors.map((error) => `${error.code} ${error.line}:${error.column}`));
  expect(await page.textContent('.problem-title')).toBe(
    `BdlError at line ${errors[0].line}, column ${errors[0].column}`,
  );
  expect(await page.textContent('.problem-message')).toBe(errors[0].message);
  expect(await page.textContent('.problem-token')).toBe('pawn');
  await page.screenshot({ path: screenshotPath('bdl-error-en') });
  await page.getByLabel('Español', { exact: true }).check();
  await page.waitForFunction(() => document.querySelector('.problem-title')?.textContent.includes('línea'));
  expect(await page.textContent('.problem-message')).toBe(Bdl.check(text, { language: 'es' }).errors[0].message);

  // A syntax error: several reported in one pass.
  const broken = CHESS.replace('x : 2, y : 1', 'x : 2; y : 1').replace('height : 8', 'height : - 8');
  await paste(broken);
  let thrown;
  try {
    Bdl.parse(broken, { language: 'es' });
  } catch (error) {
    thrown = error;
  }
  expect(thrown.diagnostics.length).toBeGreaterThanOrEqual(2);
  expect(
    await page.$$eval('.problem', (items) => items.map((item) => `${item.dataset.line}:${item.dataset.column}`)),
  ).toEqual(thrown.diagnostics.map((d) => `${d.line}:${d.column}`));
  expect(await page.textContent('.problem-message')).toBe(thrown.diagnostics[0].message);

  // A warning (an empty finish section ends the game at once) is listed, and the board stays.
  await page.getByLabel('English', { exact: true }).check();
  const empty = SPAWN.replace('finish{ no_moves_available }', 'finish{ }');
  await paste(empty);
  const { warnings } = Bdl.check(empty);
  expect(warnings).toHaveLength(1);
  expect(await page.getAttribute('body', 'data-state')).toBe('valid');
  expect(
    await page.$$eval('.problem-box.is-note .problem', (items) =>
      items.map((item) => `${item.dataset.code} ${item.dataset.line}:${item.dataset.column}`),
    ),
  ).toEqual([`${warnings[0].code} ${warnings[0].line}:${warnings[0].column}`]);
  expect(await page.textContent('.problem-box.is-note .problem-title')).toBe('A warning: the game can be played');
  expect(await summaryText(page)).toBe('4 × 4 board · game over after 0 moves');
  expect(await drawnPieces()).toHaveLength(2);
});

test('explicit JavaScript runs only when the reader asks, for that text only', async () => {
  const text = example('damas-chinas.bdl');
  await page.selectOption('#example', 'damas');
  await page.waitForFunction(
    () => document.querySelector('#example').value === 'damas' && document.body.dataset.state === 'valid',
  );
  let blocked;
  try {
    Bdl.game(text);
  } catch (error) {
    blocked = error;
  }
  expect(blocked.code).toBe('bdl.needs_evaluator');
  expect(
    await page.$$eval('board-viewer .explicit-code li', (items) =>
      items.map((item) => `${item.dataset.line}:${item.dataset.column}`),
    ),
  ).toEqual(blocked.diagnostics.map((d) => `${d.line}:${d.column}`));
  // The board is drawn (its pieces are placed without code), but it takes no moves.
  const game = Bdl.game(text, { evaluator: (code) => new Function(`return (${code});`)() });
  expect(await drawnPieces()).toEqual(expectedPieces(game));
  await square(3, 0).click();
  expect(await targets()).toEqual([]);
  expect(await summaryText(page)).toBe('7 × 7 board · playing it needs its JavaScript');
  expect(await linkOf(page)).not.toMatch(/trust|explicit/);

  await page.screenshot({ path: screenshotPath('bdl-explicit-ask') });
  await page.click('board-viewer .explicit-code button');
  await page.waitForFunction(() => document.querySelector('#summary').textContent.includes('to move'));
  expect(await page.$eval('board-viewer', (viewer) => viewer.shadowRoot.querySelector('.explicit-code').hidden)).toBe(
    true,
  );
  expect(await drawnPieces()).toEqual(expectedPieces(game));
  expect(await summaryText(page)).toBe(`7 × 7 board · player 0 to move · ${game.moves().length} legal moves`);
  await square(3, 0).click();
  expect(await targets()).toEqual(
    game
      .moves({ x: 3, y: 0 })
      .map((move) => `${move.to.x},${move.to.y}`)
      .sort(),
  );
  await page.screenshot({ path: screenshotPath('bdl-explicit') });

  // Another text (even one character more) must be allowed again.
  await paste(`${text}\n`);
  await page.waitForSelector('board-viewer .explicit-code button');
  expect(await summaryText(page)).toBe('7 × 7 board · playing it needs its JavaScript');
});

test('converter: the syntax tree as JSON (with or without positions) and formatted BDL', async () => {
  const tree = Bdl.parse(CHESS);
  expect(JSON.parse(await output('json'))).toEqual(JSON.parse(JSON.stringify(tree)));
  await page.click('.output-panel[data-output="json"] input[type="checkbox"]');
  // The worker writes the output again with the new setting.
  await page.waitForSelector('.output-panel[data-output="json"][data-state="ready"]');
  const bare = await page.textContent('.output-panel[data-output="json"] .output-text');
  expect(bare).not.toContain('"at"');
  expect(JSON.parse(bare).pieces[5].name).toBe('pawn');
  expect(await output('bdl')).toBe(Bdl.format(tree));
  // The formatted text is itself a description that the page reads to the same board.
  await paste(Bdl.format(tree));
  expect(await drawnPieces()).toEqual(expectedPieces(Bdl.game(CHESS)));
});

test('switching the language keeps the moves played', async () => {
  await square(4, 1).click();
  await square(4, 3).click();
  await square(4, 6).click();
  await square(4, 4).click();
  // The moves are played (the worker's answers shown) before the reader switches.
  expect(await viewerLabel(page)).toBe('2. pawn 4,6–4,4 · move 2 of 2');
  await page.getByLabel('Español', { exact: true }).check();
  await page.waitForFunction(() =>
    document.querySelector('board-viewer').shadowRoot.querySelector('.counter')?.textContent.startsWith('jugada'),
  );
  expect(await viewerLabel(page)).toBe('2. pawn 4,6–4,4 · jugada 2 de 2');
  const game = Bdl.game(CHESS);
  game.move({ x: 4, y: 1 }, { x: 4, y: 3 });
  game.move({ x: 4, y: 6 }, { x: 4, y: 4 });
  expect(await summaryText(page)).toBe(
    `Tablero de 8 × 8 · juega el jugador 0 · ${game.moves().length} jugadas legales`,
  );
  await press('Home');
  expect(await viewerLabel(page)).toBe('Posición inicial · jugada 0 de 2');
});
