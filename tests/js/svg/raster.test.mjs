// renderPng, renderGif and svgToPng of boardnotation/svg (the package's own rasterizer; its
// drawing is compared with Chromium's in tests/e2e/svg-raster.test.mjs), and the CLI's
// `svg --format png|gif`: valid files, each GIF frame the PNG of its position, the options
// checked, the browser build's two ways of compressing, and renderSvg's bundle without any of it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderGif, renderPng, renderSvg, svgToPng } from 'boardnotation/svg';
import { decodeGif, decodePng, meanDifference } from './image-decode.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(root, 'npm', 'dist');
const cli = path.join(root, 'npm', 'bin', 'boardnotation.cjs');
const GAME = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {[%csl Gb5][%cal Ra6b5]} 4. Bxc6 dxc6 *';

test('renderPng: a PNG of the board, as wide as asked, transparent where the drawing is', async () => {
  const image = decodePng(await renderPng(GAME, { width: 300 }));
  expect([image.width, image.height]).toEqual([300, 300]);
  // The corner below the rank numbers is outside every square: transparent, as in the SVG.
  const corner = (image.height - 2) * image.width * 4 + 4;
  expect(image.data[corner + 3]).toBe(0);
  // The top left corner of a1, a dark square (#b58863), beside its rook: opaque.
  const a1 = Math.round((image.height * 704) / 834) * image.width * 4 + Math.round((image.width * 40) / 834) * 4;
  expect([...image.data.subarray(a1, a1 + 4)]).toEqual([0xb5, 0x88, 0x63, 255]);
  const backed = decodePng(await renderPng(GAME, { width: 300, background: '#102030' }));
  expect([...backed.data.subarray(corner, corner + 4)]).toEqual([0x10, 0x20, 0x30, 255]);
});

test("renderPng: without width, renderSvg's size, else the drawing's own size", async () => {
  expect(decodePng(await renderPng(GAME, { size: 120 })).width).toBe(120);
  expect(decodePng(await renderPng('GBB/1.0 size 3 2 head 0 0')).width).toBeGreaterThan(100);
  // A huge board is painted no wider than 1600 pixels unless asked.
  expect(decodePng(await renderPng('GBB/1.0 size 40 30 head 0 0')).width).toBe(1600);
});

test('renderPng and svgToPng draw the same, and a different position differs', async () => {
  const svg = renderSvg(GAME, { ply: 3 });
  const a = decodePng(await svgToPng(svg, { width: 200 }));
  const b = decodePng(await renderPng(GAME, { ply: 3, width: 200 }));
  expect(meanDifference(a, b)).toBe(0);
  const c = decodePng(await renderPng(GAME, { ply: 4, width: 200 }));
  expect(meanDifference(a, c)).toBeGreaterThan(0.5);
});

test('renderGif: one frame per position of the main line, each the PNG of that position', async () => {
  const gif = decodeGif(await renderGif(GAME, { width: 160, delay: 250 }));
  expect([gif.width, gif.height, gif.frames.length]).toEqual([160, 160, 9]);
  expect(gif.frames.every((frame) => frame.delay === 250)).toBe(true);
  // After the first, each frame holds only the rectangle that changed: a move's squares.
  expect(gif.frames[0].box).toEqual({ left: 0, top: 0, width: 160, height: 160 });
  for (const { box } of gif.frames.slice(1)) expect(box.width * box.height).toBeLessThan(160 * 160);
  expect(gif.frames[1].box.width * gif.frames[1].box.height).toBeLessThan((160 * 160) / 8); // 1. e4
  const pngs = [];
  for (let ply = 0; ply <= 8; ply++)
    pngs.push(decodePng(await renderPng(GAME, { ply, width: 160, background: '#ffffff' })));
  gif.frames.forEach((frame, ply) => {
    const own = meanDifference({ ...gif, data: frame.data }, pngs[ply]);
    // A palette of 256 colours for the whole animation: close, not exact.
    expect(own).toBeLessThan(2);
    const neighbour = pngs[ply === 8 ? 7 : ply + 1];
    expect(meanDifference({ ...gif, data: frame.data }, neighbour)).toBeGreaterThan(own);
  });
});

test('renderGif: a range of plies, a variation, a Go game', async () => {
  const some = decodeGif(await renderGif(GAME, { width: 100, plies: [2, 4] }));
  expect(some.frames.length).toBe(3);
  expect(some.frames[0].delay).toBe(1000);
  const first = decodePng(await renderPng(GAME, { ply: 2, width: 100, background: '#fff' }));
  expect(meanDifference({ ...some, data: some.frames[0].data }, first)).toBeLessThan(2);
  const sgf = '(;SZ[9];B[ee];W[cc](;B[gg];W[cg])(;B[gc]))';
  expect(decodeGif(await renderGif(sgf, { width: 90 })).frames.length).toBe(5);
  expect(decodeGif(await renderGif(sgf, { width: 90, variation: [1] })).frames.length).toBe(4);
});

test("bad options and texts are RenderErrors with their codes, in the caller's language", async () => {
  const code = (promise) =>
    promise.then(
      () => 'no error',
      (error) => `${error.name} ${error.code}`,
    );
  expect(await code(renderPng(GAME, { width: 0 }))).toBe('RenderError render.bad_option');
  expect(await code(renderPng(GAME, { width: 100000 }))).toBe('RenderError render.bad_option');
  expect(await code(renderPng(GAME, { background: 'url(x)' }))).toBe('RenderError render.bad_option');
  expect(await code(renderGif(GAME, { delay: -1 }))).toBe('RenderError render.bad_option');
  expect(await code(renderGif(GAME, { plies: [3, 1] }))).toBe('RenderError render.bad_option');
  expect(await code(renderGif(GAME, { plies: [0, 99] }))).toBe('RenderError render.no_ply');
  expect(await code(renderGif(GAME, { ply: 2 }))).toBe('RenderError render.bad_option');
  expect(await code(renderPng('1. e4 Ke7 *'))).toBe('RenderError chess.san.illegal');
  await expect(renderGif(GAME, { plies: 'all', language: 'es' })).rejects.toThrow(/Opción plies incorrecta/);
  await expect(svgToPng(42)).rejects.toThrow(TypeError);
});

test('the browser build compresses with CompressionStream, or stores the data where there is none', async () => {
  const web = await import(path.join(dist, 'svg-raster.mjs'));
  const svg = renderSvg(GAME, { size: 120 });
  const tools = { badOption: () => new Error('bad option') };
  const compressed = await web.svgToPng(tools, svg, {});
  const saved = globalThis.CompressionStream;
  let stored;
  try {
    delete globalThis.CompressionStream;
    stored = await web.svgToPng(tools, svg, {});
  } finally {
    globalThis.CompressionStream = saved;
  }
  expect(stored.length).toBeGreaterThan(compressed.length * 2);
  expect(meanDifference(decodePng(stored), decodePng(compressed))).toBe(0);
  expect(meanDifference(decodePng(stored), decodePng(await svgToPng(svg)))).toBe(0);
});

test("renderSvg's bundle holds no rasterizer: it is a separate file, imported on first use", () => {
  for (const file of ['svg.init.mjs', 'svg.cjs']) {
    const text = readFileSync(path.join(dist, file), 'utf8');
    expect(text).not.toMatch(/IHDR|NETSCAPE2\.0/);
    expect(text).toMatch(/svg-raster\.(mjs|cjs)/);
  }
});

describe('the CLI', () => {
  let directory;
  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'bn-raster-'));
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  const run = (args, input) => spawnSync(process.execPath, [cli, ...args], { input, maxBuffer: 1 << 26 });

  test('svg --format png to a pipe, and -o board.png by its extension', () => {
    const piped = run(['svg', '--format', 'png', '--size', '200'], GAME);
    expect(piped.status).toBe(0);
    expect(decodePng(piped.stdout).width).toBe(200);
    const file = path.join(directory, 'board.png');
    execFileSync(process.execPath, [cli, 'pgn', 'svg', '-o', file, '--ply', '2', '--size', '150'], { input: GAME });
    const written = decodePng(readFileSync(file));
    expect(
      meanDifference(
        written,
        decodePng(piped.stdout.length ? run(['svg', '-f', 'png', '--ply', '2', '--size', '150'], GAME).stdout : null),
      ),
    ).toBe(0);
  });

  test('svg --format gif with --delay and --plies', () => {
    const file = path.join(directory, 'game.gif');
    execFileSync(process.execPath, [cli, 'svg', '-o', file, '--delay', '400', '--plies', '1-3', '--size', '90'], {
      input: GAME,
    });
    const gif = decodeGif(readFileSync(file));
    expect(gif.frames.map((frame) => frame.delay)).toEqual([400, 400, 400]);
  });

  test('mistakes are told on standard error, with no file left behind', () => {
    const file = path.join(directory, 'nothing.gif');
    for (const args of [
      ['--format', 'jpeg'],
      ['-f', 'gif', '--ply', '2'],
      ['-f', 'gif', '--plies', '3'],
      ['-f', 'png', '--delay', '100'],
      ['-f', 'gif', '--delay', 'soon'],
    ]) {
      const result = run(['svg', '-o', file, ...args], GAME);
      expect(result.status).toBe(1);
      expect(result.stderr.toString()).toMatch(/^boardnotation: /);
    }
    const bad = run(['svg', '-o', file, '-f', 'gif', '--plies', '0-40'], GAME);
    expect(bad.stderr.toString()).toMatch(/^<stdin>: There is no ply 9/);
    expect(() => readFileSync(file)).toThrow();
  });
});
