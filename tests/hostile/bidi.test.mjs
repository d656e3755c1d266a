// Bidirectional controls from the input (U+202E RIGHT-TO-LEFT OVERRIDE and its friends) stay
// inside the string they came with, in every SVG text and accessible name renderSvg and the draw
// functions write and in every title openDocument composes: a White tag "\u202Eevil" shows as
// written, but never turns the rest of the title ("– Bob, Casual") round. isolateText is the one
// helper that does it; bidiLeak (bidi-check.mjs) judges its output independently of it.
import { drawBdlBoard, drawPiece, isolateText, openDocument, renderSvg } from 'boardnotation/svg';
import { bidiLeak, markupStrings } from './bidi-check.mjs';

const RLO = '\u202E';
const FSI = '\u2068';
const PDI = '\u2069';
const PDF = '\u202C';
const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const MARKS = ['\u200E', '\u200F', '\u061C'];
const withoutControls = (text) => text.replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');

// Every string of an SVG: none lets a control out, and `expected` (input text) is there as written.
function expectIsolated(svg, ...expected) {
  for (const text of markupStrings(svg)) expect([text, bidiLeak(text)]).toEqual([text, null]);
  for (const text of expected) expect(svg).toContain(text);
}

test('isolateText: text without controls is unchanged; with controls, each line is isolated and balanced', () => {
  expect(isolateText('Ann')).toBe('Ann');
  expect(isolateText('אבג דהו')).toBe('אבג דהו'); // right-to-left letters are not controls
  expect(isolateText(`${RLO}evil`)).toBe(`${FSI}${RLO}evil${PDF}${PDI}`);
  // A PDI or PDF that closes nothing of the text's would close what is around it: dropped.
  expect(isolateText(`a${PDI}b${PDF}c`)).toBe(`${FSI}abc${PDI}`);
  expect(isolateText(`a\u2067b${PDI}c\u200F`)).toBe(`${FSI}a\u2067b${PDI}c\u200F${PDI}`);
  // Controls end with their paragraph: each line is isolated on its own.
  expect(isolateText(`${RLO}one\r\ntwo\n`)).toBe(`${FSI}${RLO}one${PDF}${PDI}\r\n${FSI}two${PDI}\n`);
  expect(bidiLeak(isolateText(`${RLO.repeat(200)}deep`))).toBeNull();
  expect(isolateText(null)).toBe('');
});

test('isolateText on 3,000 random strings of controls, marks, letters and line ends: never a leak, the text kept', () => {
  const alphabet = [...CONTROLS, ...MARKS, 'a', 'b', 'ש', ' ', '\n', '\u2029'];
  let seed = 7;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const wrong = [];
  for (let i = 0; i < 3000; i++) {
    const text = Array.from({ length: random(24) }, () => alphabet[random(alphabet.length)]).join('');
    const isolated = isolateText(text);
    const leak = bidiLeak(isolated);
    if (leak || withoutControls(isolated) !== withoutControls(text)) wrong.push({ text, isolated, leak });
  }
  expect(wrong).toEqual([]);
});

const PGN = `[Event "Casual${RLO}"]
[Date "2024.01.02"]
[White "${RLO}evil"]
[Black "Bob${PDI}"]
[Result "1-0"]

{${RLO}live} 1. e4 {a${RLO}b} e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0
`;

test('PGN: the title openDocument composes isolates each tag; renderSvg titled by it lets nothing out', () => {
  const document = openDocument(PGN);
  const { title } = document.games[0];
  expect(bidiLeak(title)).toBeNull();
  expect(withoutControls(title)).toBe('evil – Bob, Casual 2024 (1-0)');
  expect(title).toContain(`${RLO}evil`);
  // The tags themselves and the comments are the text's, unchanged.
  expect(document.games[0].info.White).toBe(`${RLO}evil`);
  expect(document.games[0].root.comment).toBe(`${RLO}live`);
  expectIsolated(renderSvg(PGN, { title }), `${RLO}evil`);
  expectIsolated(renderSvg(PGN, { title: `${RLO}a page's own title`, size: 200 }));
  expect(bidiLeak(openDocument(PGN.replace('[Black', '[Blank')).games[0].title)).toBeNull();
});

test('SGF: labels (LB) drawn and said isolated; the title of the players isolated', () => {
  const sgf = `(;GM[1]FF[4]SZ[9]PB[${RLO}evil]PW[Ann${PDF}]EV[Cup\u2067]RE[B+R]LB[cc:${RLO}ab][dd:x${PDI}]AB[dd]C[${RLO}c];B[ee])`;
  const document = openDocument(sgf);
  expect(bidiLeak(document.games[0].title)).toBeNull();
  expect(withoutControls(document.games[0].title)).toBe('evil – Ann, Cup (B+R)');
  const svg = renderSvg(sgf, { ply: 0 });
  expectIsolated(svg, `${RLO}ab`);
  expect(svg).toMatch(/aria-label="C7: empty, label \u2068\u202Eab\u202C\u2069"/);
  expectIsolated(renderSvg(sgf, { title: document.games[0].title }));
});

test('drawPiece and a BDL board: a title, piece names and labels from the input stay isolated', () => {
  expectIsolated(drawPiece({ type: 'k', color: 'w' }, { title: `${RLO}king` }), `${RLO}king`);
  const board = [
    [
      { piece: `p${RLO}awn`, owner: 0 },
      { piece: 'rook', owner: 1 },
    ],
    [null, { piece: `x${PDI}`, owner: 1 }],
  ];
  expectIsolated(drawBdlBoard({ kind: 'bdl', width: 2, height: 2, board }), `p${RLO}awn`);
  expectIsolated(
    drawBdlBoard({ kind: 'bdl', width: 2, height: 2, board, labels: { rook: `R${RLO}` } }, { title: `${RLO}t` }),
    `R${RLO}`,
  );
});
