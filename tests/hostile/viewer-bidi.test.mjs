// Bidirectional controls from the input stay inside their strings in <board-viewer> (the move list
// and its comments, the game information, the game picker, the move shown, the live region, the
// board's accessible names) and on the demo page (its summary of the game), in real Chromium: a
// White tag "\u202Eevil" shows as written, but turns nothing else round. bidiLeak judges every
// string shown (tests/hostile/bidi-check.mjs).
import { pasteText, summaryText } from '../e2e/browser.mjs';
import { bidiLeak } from './bidi-check.mjs';
import { viewerPages } from './viewer-page.mjs';

const pages = viewerPages();
const RLO = '\u202E';

// Two games (the viewer shows its picker), tags, comments (before a move, after one, in a
// variation) and a stray PDI that would close an isolate around it.
const PGN = `[Event "Casual${RLO}"]
[White "${RLO}evil"]
[Black "Bob\u2069"]
[Result "1-0"]

{${RLO}live} 1. e4 {a${RLO}b} e5 (1... c5 {${RLO}in a variation\u202B}) 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "Second"]
[White "Ann"]
[Black "${RLO}Bob"]
[Result "*"]

1. d4 *
`;
const SGF = `(;GM[1]FF[4]SZ[9]PB[${RLO}evil]PW[Ann]LB[cc:${RLO}ab]C[${RLO}root];B[ee]C[x${RLO}])`;

// In the page: every string the viewer `selector` shows, as its blocks of text and its names.
function viewerStrings(selector) {
  const root = document.querySelector(selector).shadowRoot;
  const strings = [];
  for (const element of root.querySelectorAll('*'))
    for (const name of ['aria-label', 'title'])
      if (element.hasAttribute(name)) strings.push(element.getAttribute(name));
  const blocks = ['.moves', '.info dt', '.info dd', '.picker option', '.move-name', '.live', '.alternatives'];
  for (const element of root.querySelectorAll(`${blocks.join(', ')}, svg text, svg title`))
    strings.push(element.textContent);
  return strings;
}

function expectIsolated(strings, ...expected) {
  expect(strings.map((text) => [text, bidiLeak(text)]).filter(([, leak]) => leak)).toEqual([]);
  // The input's text is there as written (the checks above looked at it).
  expect(expected.filter((text) => !strings.some((string) => string.includes(text)))).toEqual([]);
}

test('<board-viewer>: PGN tags, comments and titles, SGF labels and players, each shown isolated', async () => {
  const page = await pages.blank(
    `<board-viewer id="pgn" notation="pgn"></board-viewer><board-viewer id="sgf" notation="sgf"></board-viewer>`,
  );
  await page.evaluate(
    ([pgn, sgf]) => Promise.all([pgn, sgf].map((text, i) => document.querySelectorAll('board-viewer')[i].load(text))),
    [PGN, SGF],
  );
  // At the first move (its name and the live region say it) and at the fork after it.
  await page.$eval('#pgn', (viewer) => viewer.next());
  expectIsolated(await page.evaluate(viewerStrings, '#pgn'), `${RLO}evil`, `${RLO}live`, `${RLO}in a variation`);
  await page.$eval('#pgn', (viewer) => viewer.selectGame(1));
  expectIsolated(await page.evaluate(viewerStrings, '#pgn'), `${RLO}Bob`);
  // The label is the root's (LB), the comment the first move's.
  const atRoot = await page.evaluate(viewerStrings, '#sgf');
  await page.$eval('#sgf', (viewer) => viewer.next());
  const atMove = await page.evaluate(viewerStrings, '#sgf');
  expectIsolated([...atRoot, ...atMove], `${RLO}evil`, `${RLO}ab`, `x${RLO}`, `${RLO}root`);
});

test('the demo page: the summary of a PGN game shows its tags isolated', async () => {
  const page = await pages.demo('#n=pgn');
  await pasteText(page, PGN);
  await page.waitForFunction(
    () => document.body.dataset.state === 'valid' && document.querySelector('#summary').textContent.includes('Bob'),
  );
  const summary = await summaryText(page);
  expectIsolated([summary], `${RLO}evil`);
  expectIsolated(await page.evaluate(viewerStrings, 'board-viewer'), `${RLO}evil`);
});
