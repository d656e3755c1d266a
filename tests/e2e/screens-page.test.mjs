// The page on a desktop (1366 × 800) and on a phone (390 × 844, touch): for every notation the board
// is in the first screen, on a desktop with its move list beside it, and nothing scrolls sideways,
// also with real data (Fischer.pgn's 827 games, the long FEN of an ssb-chess issue); on a phone every
// control is a 44 px touch target and the keyboard hint is not shown. Screenshots of each go to
// test-results/screen-<notation>-<device>.png.
import { pasteText, screenshotPath, settled, startDevices } from './browser.mjs';
import { bigDatabase, DATABASE_GAMES } from './databases.mjs';

const DESKTOP = { viewport: { width: 1366, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// Fischer.pgn from the corpus, or a made database of as many games (databases.mjs).
const FISCHER = bigDatabase();

let devices;
let problems;
beforeAll(async () => {
  devices = await startDevices();
});
afterAll(() => devices?.close());
beforeEach(() => {
  problems = [];
});
afterEach(() => expect(problems).toEqual([]));

// What a reader sees without scrolling, measured in the page.
function layoutFacts(page) {
  return page.evaluate(() => {
    // The page's own view (GBB, BDL), or the <board-viewer> it holds (PGN, SGF, HEN, FEN, ssb-chess), whose parts are in its shadow root.
    const viewer = document.querySelector('#view board-viewer')?.shadowRoot;
    const find = (selector, inViewer) =>
      document.querySelector(selector) ?? (viewer && inViewer ? viewer.querySelector(inViewer) : null);
    const box = (selector, inViewer) => {
      const element = find(selector, inViewer);
      if (!element) return null;
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    // Controls a finger must hit: a checkbox or a radio button is hit through its label.
    const small = [];
    for (const control of [
      ...document.querySelectorAll('button, select, input, [role="tab"], summary'),
      ...(viewer?.querySelectorAll('button, select, summary') ?? []),
    ]) {
      if (control.type === 'file' || control.type === 'hidden') continue;
      const target = control.matches('input[type="checkbox"], input[type="radio"]')
        ? (control.closest('label') ?? control)
        : control;
      const { width, height } = target.getBoundingClientRect();
      if (width === 0 || height === 0 || getComputedStyle(target).visibility === 'hidden') continue;
      if (width < 44 || height < 44)
        small.push(`${control.id || control.className || control.tagName} ${Math.round(width)}×${Math.round(height)}`);
    }
    const shown = (element) =>
      Boolean(
        element &&
        !element.hidden &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).display !== 'none',
      );
    return {
      board: box('#view svg', '.board svg'),
      moves: box('#view .moves', '.moves'),
      scrollX: scrollX,
      scrollY: scrollY,
      scrollWidth: document.documentElement.scrollWidth,
      width: innerWidth,
      height: innerHeight,
      small,
      keysHintShown: shown(document.querySelector('#keys-hint')) || shown(viewer?.querySelector('.keys')),
      stepping: !document.querySelector('#steps').hidden || shown(viewer?.querySelector('[data-action="next"]')),
    };
  });
}

function expectInView(box, facts) {
  expect(box).not.toBeNull();
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(facts.width);
  expect(box.bottom).toBeLessThanOrEqual(facts.height);
}

// Every notation, by a link to its first example (the ko fight for Go, a game with moves).
const NOTATIONS = [
  ['gbb', 'n=gbb'],
  ['go', 'n=go&x=ko-fight'],
  ['fen', 'n=fen'],
  ['pgn', 'n=pgn'],
  ['ssb', 'n=ssb'],
  ['bdl', 'n=bdl'],
];

test.each(NOTATIONS)(
  '%s on a 1366 × 800 desktop: the board in view, and the move list beside it',
  async (notation, hash) => {
    const page = await devices.newPage(DESKTOP, problems, `${devices.url}#${hash}`);
    await page.waitForSelector('body[data-state="valid"] #view svg');
    const facts = await layoutFacts(page);
    await page.screenshot({ path: screenshotPath(`screen-${notation}-desktop`) });
    expectInView(facts.board, facts);
    if (notation === 'pgn' || notation === 'ssb') expectInView(facts.moves, facts);
    expect(facts.scrollWidth).toBeLessThanOrEqual(facts.width);
    // A keyboard and a mouse: the keys are worth a hint.
    expect(facts.keysHintShown).toBe(facts.stepping);
    await page.close();
  },
);

test.each(NOTATIONS)(
  '%s on a 390 × 844 phone: the board in the first screen, no sideways scrolling, 44 px targets, no keys hint',
  async (notation, hash) => {
    const page = await devices.newPage(PHONE, problems, `${devices.url}#${hash}`);
    await page.waitForSelector('body[data-state="valid"] #view svg');
    const facts = await layoutFacts(page);
    await page.screenshot({ path: screenshotPath(`screen-${notation}-phone`) });
    expect([facts.scrollX, facts.scrollY]).toEqual([0, 0]);
    expectInView(facts.board, facts);
    expect(facts.scrollWidth).toBeLessThanOrEqual(facts.width);
    expect(facts.small).toEqual([]);
    expect(facts.keysHintShown).toBe(false);
    // The header in two rows (it took 180 px); its fields keep their names for screen readers.
    expect(await page.$eval('.page-header', (header) => header.getBoundingClientRect().height)).toBeLessThanOrEqual(
      120,
    );
    expect(
      await page.locator('#notation').evaluate((select) => select.labels[0].querySelector('.field-label').textContent),
    ).toBe('Notation');
    await page.close();
  },
);

test('real data on a phone: Fischer.pgn (827 games) and the long FEN of an ssb-chess issue do not widen the page', async () => {
  const page = await devices.newPage(PHONE, problems, `${devices.url}#n=pgn`);
  await pasteText(page, FISCHER);
  await page.waitForFunction(
    (games) => document.querySelector('board-viewer')?.shadowRoot.querySelectorAll('.picker option').length === games,
    DATABASE_GAMES,
    { timeout: 60_000 },
  );
  await page.waitForSelector('body[data-state="valid"]');
  await settled(page); // the line above the board (the worker's answer) is laid out too
  let facts = await layoutFacts(page);
  await page.screenshot({ path: screenshotPath('screen-pgn-fischer-phone') });
  expect(facts.scrollWidth).toBeLessThanOrEqual(facts.width);
  expect(facts.small).toEqual([]);
  expectInView(facts.board, facts);
  await page.close();

  const ssb = await devices.newPage(PHONE, problems, `${devices.url}#n=ssb&x=vanished-queen`);
  await ssb.waitForSelector('body[data-state="valid"] .problem-box.is-note');
  await ssb.click('board-viewer .moves .move.has-issue');
  await ssb.waitForSelector('board-viewer .node-issues li');
  facts = await layoutFacts(ssb);
  await ssb.screenshot({ path: screenshotPath('screen-ssb-issue-phone'), fullPage: true });
  expect(await ssb.textContent('board-viewer .node-issues li')).toMatch(
    /[pnbrqkPNBRQK1-8]+(\/[pnbrqkPNBRQK1-8]+){7} [wb] /,
  );
  expect(facts.scrollWidth).toBeLessThanOrEqual(facts.width);
  await ssb.close();
}, 90_000);
