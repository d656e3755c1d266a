// boardnotation/svg's own rasterizer (renderPng, svgToPng) against Chromium drawing the very same
// SVG: every kind of board, with what each draws (last move, check, arrows and rings, Go marks,
// labels and the ko, Gobstones counts, BDL's pattern of squares, coordinates), compared pixel by
// pixel over a white background. The letters differ by design (the package draws its own stroke
// letters, Chromium a font), so the bound is on the mean difference, not on every pixel.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drawGoBoard, renderPng, renderSvg, svgToPng } from 'boardnotation/svg';
import { repositoryRoot, startBrowser } from './browser.mjs';
import { decodePng, meanDifference } from '../js/svg/image-decode.mjs';

const WIDTH = 420;
const example = (name) => readFileSync(path.join(repositoryRoot, 'web', 'examples', name), 'utf8');
const opening = '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 {[%cal Gh5f7,Rc4f7,Bb1c3][%csl Yf7,Ge5]} 4. Qxf7# 1-0';
const BOARDS = {
  'chess, arrows and rings': () => renderSvg(opening, { notation: 'pgn', ply: 6, size: WIDTH }),
  'chess, mate, from Black': () => renderSvg(opening, { notation: 'pgn', orientation: 'black', size: WIDTH }),
  'go 9x9, marks and labels': () =>
    renderSvg('(;GM[1]SZ[9];B[ee];W[gc];B[dc]LB[cc:A][gg:long]CR[ee]MA[fg]TR[cg]SQ[gc])', {
      notation: 'sgf',
      size: WIDTH,
    }),
  'go 19x19, numbers and ko': () =>
    drawGoBoard(
      {
        width: 19,
        height: 19,
        board: Array.from({ length: 19 }, (_, row) =>
          Array.from({ length: 19 }, (_, col) =>
            (row * 7 + col * 3) % 11 === 0 ? 1 : (row + col * 5) % 13 === 0 ? 2 : 0,
          ),
        ),
        numberedStones: [
          { row: 0, col: 0, number: 1 },
          { row: 3, col: 4, number: 123 },
        ],
        koPoint: { row: 9, col: 9 },
        lastMove: { row: 3, col: 4 },
      },
      { size: WIDTH },
    ),
  gobstones: () =>
    renderSvg('GBB/1.0 size 5 4 cell 1 0 Azul 2 Negro 13 cell 3 2 Rojo 1 Verde 120 head 2 1', { size: WIDTH }),
  'bdl, pawn game': () => renderSvg(example('pawngame.bdl'), { size: WIDTH }),
};

let browser;
let page;
beforeAll(async () => {
  browser = await startBrowser();
  page = await browser.context.newPage();
  // A page of the server's origin, from which the package's browser entry can be imported.
  await page.goto(`${browser.url}vendor/boardnotation/package.json`);
});
afterAll(async () => browser?.close());

// The SVG as Chromium paints it on a canvas (an <img> of a data: URL, as the viewer's export does).
async function chromiumImage(svg) {
  const { width, height, base64 } = await page.evaluate(async (text) => {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0);
    const bytes = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { width: canvas.width, height: canvas.height, base64: btoa(binary) };
  }, svg);
  return { width, height, data: new Uint8ClampedArray(Buffer.from(base64, 'base64')) };
}

test.each(Object.keys(BOARDS))("%s: the PNG is Chromium's drawing of the SVG", async (name) => {
  const svg = BOARDS[name]();
  const ours = decodePng(await svgToPng(svg, { background: '#ffffff' }));
  const theirs = await chromiumImage(svg);
  const difference = meanDifference(ours, theirs);
  console.log(`${name}: ${ours.width}x${ours.height}, mean difference ${difference.toFixed(2)} per channel`);
  expect(difference).toBeLessThan(2.5);
});

test('the measure tells boards apart: one move and its arrows away is several times as far', async () => {
  const ours = decodePng(await svgToPng(BOARDS['chess, arrows and rings'](), { background: '#ffffff' }));
  const same = meanDifference(ours, await chromiumImage(BOARDS['chess, arrows and rings']()));
  const other = meanDifference(ours, await chromiumImage(renderSvg(opening, { notation: 'pgn', ply: 5, size: WIDTH })));
  console.log(`one move away: ${other.toFixed(2)} per channel, against ${same.toFixed(2)}`);
  expect(other).toBeGreaterThan(3 * same);
});

test('in the browser, renderPng loads the rasterizer on first use and paints what Node paints', async () => {
  const requested = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const { before, base64 } = await page.evaluate(async (game) => {
    const svg = await import('/vendor/boardnotation/dist/svg.init.mjs');
    await svg.init({ notations: ['pgn'] });
    const before = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    const png = await svg.renderPng(game, { width: 200, ply: 6 });
    let binary = '';
    for (const byte of png) binary += String.fromCharCode(byte);
    return { before, base64: btoa(binary) };
  }, opening);
  expect(before.some((file) => file.endsWith('/svg-raster.mjs'))).toBe(false);
  expect(requested.some((file) => file.endsWith('/svg-raster.mjs'))).toBe(true);
  const inBrowser = decodePng(Buffer.from(base64, 'base64'));
  const inNode = decodePng(await renderPng(opening, { width: 200, ply: 6 }));
  expect(meanDifference(inBrowser, inNode)).toBeLessThan(0.01);
});
