// Where a browser core takes its wasm from (npm/src/load/wasm-source.js): the file beside it when
// unbundled, the bundler's copy when the bundler renamed the URL, and the base64 copy inside the
// bundle when the URL was left as written (esbuild, rollup) or import.meta.url is empty (iife).
import { wasmSource } from '../../npm/src/load/wasm-source.js';

const FILE = 'boardnotation-gbb.wasm';
const BYTES = Uint8Array.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);
const twin = () => Promise.resolve({ default: Buffer.from(BYTES).toString('base64') });
const source = (here, url) => wasmSource(here, 'core-gbb.mjs', FILE, url, twin);

test('unbundled: the file beside the core', () => {
  const here = 'https://example.com/node_modules/boardnotation/dist/core-gbb.mjs';
  expect(String(source(here, () => new URL(`./${FILE}`, here)))).toBe(
    'https://example.com/node_modules/boardnotation/dist/boardnotation-gbb.wasm',
  );
});

test("bundled by a tool that copied the file (Vite, webpack, Parcel): the copy's URL", () => {
  const url = source(
    'https://example.com/assets/index-abc.js',
    () => new URL('https://example.com/assets/boardnotation-gbb-Dx1.wasm'),
  );
  expect(String(url)).toBe('https://example.com/assets/boardnotation-gbb-Dx1.wasm');
});

test('bundled with the URL left as written (esbuild, rollup): the bytes inside the bundle, no request', async () => {
  const here = 'https://example.com/js/app.js';
  const bytes = await source(here, () => new URL(`./${FILE}`, here));
  expect([...bytes]).toEqual([...BYTES]);
  expect(bytes.origin).toBe('boardnotation-gbb.wasm.mjs, the copy inside the bundle');
});

test('a classic script bundle (no import.meta.url): the bytes inside the bundle', async () => {
  const bytes = await source(undefined, () => new URL(`./${FILE}`, undefined));
  expect([...bytes]).toEqual([...BYTES]);
});
