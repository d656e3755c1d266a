// The package as users install it (the tarball `npm pack` makes, installed once into a fresh
// project) built by each bundler into a tiny app that parses a GBB board and draws a FEN with
// boardnotation/svg/init (the chess family loaded by a dynamic import), then run: browsers in
// Chromium, Node scripts in Node. Each setting uses the package unchanged or with the one line
// docs/loading.md gives for it. The bundlers are devDependencies of the workspace, never of the package.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { build as viteBuild, createServer as viteServer } from 'vite';
import webpack from 'webpack';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, repositoryRoot } from './browser.mjs';
import { serveFolders } from './static-server.mjs';

const BOARD = 'GBB/1.0 size 2 2 cell 1 1 Rojo 3 head 0 0';
const FEN = '4k3/8/8/8/8/8/8/4K3 w - - 0 1';
// A subpath (gbb) and boardnotation/svg/init, which loads the chess family by a dynamic import of
// its core (a chunk for bundlers, with its own wasm): [3, true] when both work.
const APP = `import { GBB } from 'boardnotation/gbb';
import { init, renderSvg } from 'boardnotation/svg/init';
const red = GBB.parse(${JSON.stringify(BOARD)}).getCell(1, 1).r;
init({ notations: ['fen'] }).then(
  () => { document.body.dataset.result = JSON.stringify([red, renderSvg(${JSON.stringify(FEN)}).includes('e1: white king')]); },
  (error) => { document.body.dataset.result = JSON.stringify(String(error)); });\n`;
const RESULT = [3, true];
const page = (script, type = 'module') =>
  `<!doctype html><meta charset="utf-8"><script type="${type}" src="${script}"></script>`;

const work = mkdtempSync(path.join(tmpdir(), 'bn-bundlers-'));
const project = path.join(work, 'project');
const wasmOf = (module) => path.join(project, 'node_modules/boardnotation/dist', `boardnotation-${module}.wasm`);
const timings = [];
const timed = async (name, step) => {
  const started = performance.now();
  const result = await step();
  timings.push(`${name} ${Math.round(performance.now() - started)} ms`);
  return result;
};
let browser;
let server;

beforeAll(async () => {
  mkdirSync(project, { recursive: true });
  await timed('pack + install', () => {
    execFileSync('npm', ['pack', path.join(repositoryRoot, 'npm'), '--pack-destination', work, '--silent'], {
      cwd: work,
    });
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
    writeFileSync(path.join(project, 'package.json'), '{"name":"bundler-apps","private":true,"type":"module"}');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--silent', path.join(work, tarball)], { cwd: project });
  });
  writeFileSync(path.join(project, 'app.js'), APP);
  writeFileSync(path.join(project, 'index.html'), page('/app.js'));
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  server = await serveFolders({ '/': project });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
  process.stdout.write(`bundler matrix: ${timings.join(', ')}\n`);
});

async function resultAt(url) {
  const tab = await browser.newPage();
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  tab.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`);
  });
  await tab.goto(url);
  await tab
    .waitForFunction(() => document.body?.dataset.result !== undefined || false, null, { timeout: 30_000 })
    .catch(() => {});
  const result = await tab.evaluate(() => document.body?.dataset.result);
  await tab.close();
  return { result: result === undefined ? undefined : JSON.parse(result), errors };
}

test('Vite build (current major): unchanged', async () => {
  const root = path.join(project, 'vite');
  mkdirSync(root);
  writeFileSync(path.join(root, 'index.html'), page('./app.js'));
  writeFileSync(path.join(root, 'app.js'), APP);
  await timed('vite build', () =>
    viteBuild({
      root,
      logLevel: 'error',
      configFile: false,
      build: { outDir: path.join(project, 'out-vite'), emptyOutDir: true },
    }),
  );
  // Vite writes root-relative URLs (/assets/...): the app is served at a site's root.
  const site = await serveFolders({ '/': path.join(project, 'out-vite') });
  try {
    expect(await resultAt(`${site.url}/`)).toEqual({ result: RESULT, errors: [] });
  } finally {
    await site.close();
  }
});

test("Vite dev server: one line, optimizeDeps: { exclude: ['boardnotation'] }", async () => {
  const dev = await viteServer({
    root: project,
    logLevel: 'error',
    configFile: false,
    server: { port: 0, host: '127.0.0.1' },
    optimizeDeps: { exclude: ['boardnotation'] },
  });
  await dev.listen();
  try {
    expect(await timed('vite dev', () => resultAt(dev.resolvedUrls.local[0]))).toEqual({ result: RESULT, errors: [] });
  } finally {
    await dev.close();
  }
});

test('webpack 5: unchanged', async () => {
  const stats = await timed(
    'webpack',
    () =>
      new Promise((resolve, reject) =>
        webpack(
          {
            mode: 'production',
            context: project,
            entry: './app.js',
            output: { path: path.join(project, 'out-webpack') },
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        ),
      ),
  );
  expect(stats.hasErrors() ? stats.toString('errors-only') : '').toBe('');
  writeFileSync(path.join(project, 'out-webpack', 'index.html'), page('main.js', 'text/javascript'));
  expect(await resultAt(`${server.url}/out-webpack/index.html`)).toEqual({ result: RESULT, errors: [] });
});

test('rollup: one line, copy the wasm next to the bundle', async () => {
  const out = path.join(project, 'out-rollup');
  await timed('rollup', async () => {
    const bundle = await rollup({
      input: path.join(project, 'app.js'),
      plugins: [nodeResolve({ browser: true })],
      logLevel: 'silent',
    });
    await bundle.write({ dir: out, format: 'es' });
  });
  for (const module of ['gbb', 'chess']) copyFileSync(wasmOf(module), path.join(out, `boardnotation-${module}.wasm`)); // the one line
  writeFileSync(path.join(out, 'index.html'), page('app.js'));
  expect(await resultAt(`${server.url}/out-rollup/index.html`)).toEqual({ result: RESULT, errors: [] });
});

test('esbuild (esm): one line, the wasm imported as a file and passed to init()', async () => {
  const out = path.join(project, 'out-esbuild');
  writeFileSync(
    path.join(project, 'esbuild-app.js'),
    `import { init, GBB } from 'boardnotation/gbb/init';
import { init as initSvg, renderSvg } from 'boardnotation/svg/init';
import wasm from 'boardnotation/boardnotation-gbb.wasm';
import chessWasm from 'boardnotation/boardnotation-chess.wasm';
await init({ wasm });
await initSvg({ notations: ['fen'], wasm: () => chessWasm });
document.body.dataset.result = JSON.stringify([GBB.parse(${JSON.stringify(BOARD)}).getCell(1, 1).r, renderSvg(${JSON.stringify(FEN)}).includes('e1: white king')]);\n`,
  );
  await timed('esbuild', () =>
    esbuild({
      entryPoints: [path.join(project, 'esbuild-app.js')],
      bundle: true,
      format: 'esm',
      outdir: out,
      loader: { '.wasm': 'file' },
      logLevel: 'error',
    }),
  );
  writeFileSync(path.join(out, 'index.html'), page('esbuild-app.js'));
  expect(await resultAt(`${server.url}/out-esbuild/index.html`)).toEqual({ result: RESULT, errors: [] });
});

test('a page without a bundler: an import map', async () => {
  writeFileSync(
    path.join(project, 'importmap.html'),
    `<!doctype html><meta charset="utf-8">
<script type="importmap">{ "imports": { "boardnotation/gbb": "/node_modules/boardnotation/dist/gbb.mjs",
  "boardnotation/svg/init": "/node_modules/boardnotation/dist/svg.init.mjs" } }</script>
<script type="module" src="/app.js"></script>`,
  );
  expect(await resultAt(`${server.url}/importmap.html`)).toEqual({ result: RESULT, errors: [] });
});

test('Node: import and require, unchanged', () => {
  const parse = `GBB.parse(${JSON.stringify(BOARD)}).getCell(1, 1).r, renderSvg(${JSON.stringify(FEN)}).includes('e1: white king')`;
  expect(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { GBB } from 'boardnotation/gbb'; import { renderSvg } from 'boardnotation/svg'; console.log(${parse});`,
      ],
      { cwd: project, encoding: 'utf8' },
    ).trim(),
  ).toBe('3 true');
  expect(
    execFileSync(
      process.execPath,
      [
        '--input-type=commonjs',
        '-e',
        `const { GBB } = require('boardnotation/gbb'); const { renderSvg } = require('boardnotation/svg'); console.log(${parse});`,
      ],
      { cwd: project, encoding: 'utf8' },
    ).trim(),
  ).toBe('3 true');
});

test('a bundled Node script (esbuild --platform=node): one line, the wasm copied next to the bundle', async () => {
  const out = path.join(project, 'out-node');
  writeFileSync(
    path.join(project, 'script.cjs'),
    `const { GBB } = require('boardnotation/gbb');\nconst { renderSvg } = require('boardnotation/svg');
console.log(GBB.parse(${JSON.stringify(BOARD)}).getCell(1, 1).r, renderSvg(${JSON.stringify(FEN)}).includes('e1: white king'));\n`,
  );
  await timed('esbuild node', () =>
    esbuild({
      entryPoints: [path.join(project, 'script.cjs')],
      bundle: true,
      platform: 'node',
      outfile: path.join(out, 'bundle.cjs'),
      logLevel: 'error',
    }),
  );
  for (const module of ['gbb', 'chess']) copyFileSync(wasmOf(module), path.join(out, `boardnotation-${module}.wasm`)); // the one line
  expect(execFileSync(process.execPath, [path.join(out, 'bundle.cjs')], { cwd: work, encoding: 'utf8' }).trim()).toBe(
    '3 true',
  );
});
