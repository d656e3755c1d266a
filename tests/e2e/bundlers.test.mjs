// The package as users install it (the tarball `npm pack` makes, installed once into a fresh
// project) built by each bundler into a tiny app, then run: browsers in Chromium, Node scripts in
// Node. The app parses a GBB board (boardnotation/gbb, the ready entry), draws a FEN with
// boardnotation/svg/init (the chess family loaded by a dynamic import) and starts a module worker
// that imports the ready entry and is sent 20 messages at once, before it can have loaded
// anything: every one must be answered. Each setting uses the package unchanged (no copy step:
// where esbuild and rollup leave the wasm's URL as written, the core imports the wasm's base64
// twin instead) or with the one line docs/loading.md gives for it. The bundlers are
// devDependencies of the workspace (vite-8 is Vite 8, vite Vite 7), never of the package. One
// build per bundler. Vite 8 runs in a child process: its native bindings refuse the RegExps of
// Jest's module realm.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { build as vite7Build, createServer as vite7Server } from 'vite';
import webpack from 'webpack';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, repositoryRoot } from './browser.mjs';
import { serveFolders } from './static-server.mjs';

const BOARD = 'GBB/1.0 size 2 2 cell 1 1 Rojo 3 head 0 0';
const FEN = '4k3/8/8/8/8/8/8/4K3 w - - 0 1';
const MESSAGES = 20;
// A build on a busy 2-core machine took up to 45 s (webpack's minifier).
const BUILD_TIMEOUT = 120_000;
// `worker` is how the bundler is told about the worker: Vite and webpack follow
// new Worker(new URL(..., import.meta.url)); esbuild and rollup build it as a second entry, whose
// output sits next to the app's (the same expression, left as written).
const app = (worker = "new URL('./worker.js', import.meta.url)") => `import { GBB } from 'boardnotation/gbb';
import { init, renderSvg } from 'boardnotation/svg/init';
const red = GBB.parse(${JSON.stringify(BOARD)}).getCell(1, 1).r;
const answers = new Promise((resolve, reject) => {
  const worker = new Worker(${worker}, { type: 'module' });
  const reds = [];
  worker.onmessage = ({ data }) => reds.push(data) === ${MESSAGES} && resolve(reds);
  worker.onerror = (event) => reject(new Error('worker: ' + event.message));
  for (let id = 1; id <= ${MESSAGES}; id++) worker.postMessage(${JSON.stringify(BOARD)}.replace('Rojo 3', 'Rojo ' + id));
});
Promise.all([init({ notations: ['fen'] }), answers]).then(
  ([, reds]) => { document.body.dataset.result = JSON.stringify([red, renderSvg(${JSON.stringify(FEN)}).includes('e1: white king'), reds]); },
  (error) => { document.body.dataset.result = JSON.stringify(String(error)); });\n`;
// The worker with the ready entry: its handler is installed once the wasm is loaded, and the
// messages posted meanwhile are held until then.
const WORKER = `import { GBB } from 'boardnotation/gbb';
self.onmessage = ({ data }) => self.postMessage(GBB.parse(data).getCell(1, 1).r);\n`;
// The one-line pattern for worker bundles that refuse top-level await (Vite's default iife format).
const WORKER_INIT = `import { init, GBB } from 'boardnotation/gbb/init';
const ready = init();
self.onmessage = async ({ data }) => { await ready; self.postMessage(GBB.parse(data).getCell(1, 1).r); };\n`;
const RESULT = [3, true, Array.from({ length: MESSAGES }, (_, i) => i + 1)];
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

// A folder of `project` with the app (and its worker) for one bundler.
function appFolder(name, { worker = WORKER, entry } = {}) {
  const root = path.join(project, name);
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'index.html'), page('./app.js'));
  writeFileSync(path.join(root, 'app.js'), app(entry));
  writeFileSync(path.join(root, 'worker.js'), worker);
  return root;
}

beforeAll(async () => {
  mkdirSync(project, { recursive: true });
  await timed('pack + install', () => {
    execFileSync('npm', ['pack', path.join(repositoryRoot, 'npm'), '--pack-destination', work, '--silent'], {
      cwd: work,
    });
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
    // No bundler's own line: Parcel, which reads no `exports` unless told to, finds the subpaths
    // through the package's folders (npm/<subpath>/package.json).
    const manifest = { name: 'bundler-apps', private: true, type: 'module' };
    writeFileSync(path.join(project, 'package.json'), JSON.stringify(manifest));
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--silent', path.join(work, tarball)], { cwd: project });
  });
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

// Vite writes root-relative URLs (/assets/...): its app is served at a site's root.
async function viteBuildResult(build, name, config = {}) {
  const root = appFolder(name, config);
  const outDir = path.join(project, `out-${name}`);
  await timed(`${name} build`, () =>
    build({ root, logLevel: 'error', configFile: false, build: { outDir, emptyOutDir: true }, ...config.vite }),
  );
  const site = await serveFolders({ '/': outDir });
  try {
    return await resultAt(`${site.url}/`);
  } finally {
    await site.close();
  }
}

async function viteDevResult(createServer, name, config = {}) {
  const root = appFolder(name, config);
  const dev = await createServer({
    root,
    logLevel: 'error',
    configFile: false,
    server: { port: 0, host: '127.0.0.1' },
    ...config.vite,
  });
  await dev.listen();
  try {
    return await timed(`${name} dev`, () => resultAt(dev.resolvedUrls.local[0]));
  } finally {
    await dev.close();
  }
}

// Vite 8 in a child process: build(config), or createServer(config) whose URL it prints.
const vite8 = (call, config) =>
  spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import * as vite from 'vite-8';
const config = JSON.parse(process.env.VITE_CONFIG);
if (${JSON.stringify(call)} === 'build') await vite.build(config);
else { const dev = await vite.createServer(config); await dev.listen(); console.log(dev.resolvedUrls.local[0]); }`,
    ],
    {
      cwd: repositoryRoot,
      env: { ...process.env, VITE_CONFIG: JSON.stringify(config) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
const vite8Build = (config) =>
  new Promise((resolve, reject) =>
    vite8('build', config).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite 8 build: exit ${code}`)),
    ),
  );

test(
  'Vite 8 build, default config: unchanged; its iife worker uses the init() pattern',
  async () => {
    expect(await viteBuildResult(vite8Build, 'vite8', { worker: WORKER_INIT })).toEqual({
      result: RESULT,
      errors: [],
    });
  },
  BUILD_TIMEOUT,
);

test(
  'Vite 8 dev server: unchanged',
  async () => {
    const root = appFolder('vite8-dev');
    const dev = vite8('serve', { root, logLevel: 'error', configFile: false, server: { port: 0, host: '127.0.0.1' } });
    try {
      const url = await new Promise((resolve, reject) => {
        dev.stdout.on('data', (chunk) => resolve(String(chunk).trim()));
        dev.on('exit', (code) => reject(new Error(`vite 8 dev: exit ${code}`)));
      });
      expect(await timed('vite8 dev', () => resultAt(url))).toEqual({ result: RESULT, errors: [] });
    } finally {
      dev.kill();
    }
  },
  BUILD_TIMEOUT,
);

test(
  "Vite 7 build: unchanged; a worker with the ready entry: one line, worker: { format: 'es' }",
  async () => {
    const vite = { worker: { format: 'es' } };
    expect(await viteBuildResult(vite7Build, 'vite7', { vite })).toEqual({ result: RESULT, errors: [] });
  },
  BUILD_TIMEOUT,
);

test('Vite 7 dev server: unchanged', async () => {
  expect(await viteDevResult(vite7Server, 'vite7-dev')).toEqual({ result: RESULT, errors: [] });
});

test(
  'webpack 5: unchanged',
  async () => {
    const root = appFolder('webpack');
    const out = path.join(project, 'out-webpack');
    const stats = await timed(
      'webpack',
      () =>
        new Promise((resolve, reject) =>
          webpack({ mode: 'production', context: root, entry: './app.js', output: { path: out } }, (error, result) =>
            error ? reject(error) : resolve(result),
          ),
        ),
    );
    expect(stats.hasErrors() ? stats.toString('errors-only') : '').toBe('');
    writeFileSync(path.join(out, 'index.html'), page('main.js', 'text/javascript'));
    expect(await resultAt(`${server.url}/out-webpack/index.html`)).toEqual({ result: RESULT, errors: [] });
  },
  BUILD_TIMEOUT,
);

test(
  'Parcel 2: unchanged; its worker (a classic script) uses the init() pattern',
  async () => {
    const root = appFolder('parcel', { worker: WORKER_INIT });
    const out = path.join(project, 'out-parcel');
    await timed('parcel', async () => {
      const parcel = spawn(
        path.join(repositoryRoot, 'node_modules/.bin/parcel'),
        [
          'build',
          path.join(root, 'index.html'),
          '--dist-dir',
          out,
          '--no-source-maps',
          '--cache-dir',
          path.join(work, 'parcel-cache'),
        ],
        { cwd: project, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      await new Promise((resolve, reject) =>
        parcel.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`parcel build: exit ${code}`)))),
      );
    });
    const site = await serveFolders({ '/': out });
    try {
      expect(await resultAt(`${site.url}/index.html`)).toEqual({ result: RESULT, errors: [] });
    } finally {
      await site.close();
    }
  },
  BUILD_TIMEOUT,
);

test(
  'rollup with node-resolve only: unchanged, the page in another folder than the bundle',
  async () => {
    const root = appFolder('rollup');
    const out = path.join(project, 'out-rollup', 'js');
    await timed('rollup', async () => {
      const bundle = await rollup({
        input: { app: path.join(root, 'app.js'), worker: path.join(root, 'worker.js') },
        plugins: [nodeResolve({ browser: true })],
        logLevel: 'silent',
      });
      await bundle.write({ dir: out, format: 'es' });
    });
    writeFileSync(path.join(project, 'rollup.html'), page('/out-rollup/js/app.js'));
    expect(await resultAt(`${server.url}/rollup.html`)).toEqual({ result: RESULT, errors: [] });
  },
  BUILD_TIMEOUT,
);

test('esbuild (esm): unchanged, the page in another folder than the bundle', async () => {
  const root = appFolder('esbuild');
  const out = path.join(project, 'out-esbuild', 'js');
  await timed('esbuild', () =>
    esbuild({
      entryPoints: [path.join(root, 'app.js'), path.join(root, 'worker.js')],
      bundle: true,
      format: 'esm',
      outdir: out,
      logLevel: 'error',
    }),
  );
  writeFileSync(path.join(project, 'esbuild.html'), page('/out-esbuild/js/app.js'));
  expect(await resultAt(`${server.url}/esbuild.html`)).toEqual({ result: RESULT, errors: [] });
});

test('a page without a bundler: an import map (a worker has none: it imports by path)', async () => {
  const worker = WORKER.replace("'boardnotation/gbb'", "'/node_modules/boardnotation/dist/gbb.mjs'");
  const root = appFolder('importmap', { worker });
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><meta charset="utf-8">
<script type="importmap">{ "imports": { "boardnotation/gbb": "/node_modules/boardnotation/dist/gbb.mjs",
  "boardnotation/svg/init": "/node_modules/boardnotation/dist/svg.init.mjs" } }</script>
<script type="module" src="./app.js"></script>`,
  );
  expect(await resultAt(`${server.url}/importmap/index.html`)).toEqual({ result: RESULT, errors: [] });
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
