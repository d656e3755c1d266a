// Loading the package in Chromium as users' pages do (docs/loading.md): under a strict
// Content-Security-Policy, in a module worker that is sent messages before it has loaded, and
// without its wasm (the error must say where it looked and what to do). Bundlers:
// tests/e2e/bundlers.test.mjs.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, repositoryRoot } from './browser.mjs';
import { serveFolders } from './static-server.mjs';
import { parseEveryNotation } from './loading/every-notation.mjs';

const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";
const NO_WASM_CSP = "default-src 'self'; script-src 'self'";
const pages = path.join(repositoryRoot, 'tests/e2e/loading');
const packageRoot = path.join(repositoryRoot, 'npm');
const scratch = mkdtempSync(path.join(tmpdir(), 'bn-loading-'));
let browser;
let server;
let noWasmServer; // the same files under NO_WASM_CSP

beforeAll(async () => {
  // The package's dist without its wasm files, as a bundler that does not copy them leaves it.
  cpSync(path.join(packageRoot, 'dist'), path.join(scratch, 'nowasm'), {
    recursive: true,
    filter: (file) => !file.endsWith('.wasm'),
  });
  server = await serveFolders(
    { '/pkg/': packageRoot, '/nowasm/': path.join(scratch, 'nowasm'), '/': pages },
    { 'Content-Security-Policy': STRICT_CSP },
  );
  noWasmServer = await serveFolders({ '/pkg/': packageRoot, '/': pages }, { 'Content-Security-Policy': NO_WASM_CSP });
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await noWasmServer?.close();
  rmSync(scratch, { recursive: true, force: true });
});

// Opens `page`, waits for its data-result, returns it parsed with the CSP violations and errors seen.
async function resultOf(url, base = server.url) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.exposeFunction('reportViolation', (text) => problems.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => {
      if (e.sample !== 'return 1' && !e.sourceFile?.endsWith('csp-app.js'))
        window.reportViolation(`CSP: ${e.violatedDirective} ${e.blockedURI}`);
    }),
  );
  await page.goto(`${base}${url}`);
  await page.waitForFunction(() => document.body?.dataset.result !== undefined, null, { timeout: 30000 });
  const result = JSON.parse(await page.evaluate(() => document.body.dataset.result));
  await page.close();
  return { result, problems };
}

test("every notation loads and parses under script-src 'self' 'wasm-unsafe-eval'", async () => {
  const { result, problems } = await resultOf('/csp.html');
  expect(problems).toEqual([]);
  expect(result.evalRefused).toBe(true); // the policy is in force: new Function is refused
  const expected = parseEveryNotation(await import('boardnotation'));
  expect(expected.gbb).toBe(3);
  expect(result.results).toEqual(expected);
});

test('<board-viewer> works under the same policy, with no inline style or script, and saves its board as a PNG', async () => {
  const { result, problems } = await resultOf('/csp-viewer.html');
  expect(problems).toEqual([]);
  expect(result.f7).toMatch(/^f7: white queen/);
  expect(result.boardWidth).toBeGreaterThan(200);
  expect(result.controlsDisplay).toBe('flex');
  expect(result.lightSquareFill).not.toBe('rgb(0, 0, 0)');
  expect(result.png).toEqual({ type: 'image/png', width: 160, height: 160 });
});

test('a module worker answers the messages posted before its wasm was loaded', async () => {
  const { result, problems } = await resultOf('/worker.html');
  expect(problems).toEqual([]);
  expect(result).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
});

test('a module worker importing the ready entry answers the messages posted before it was loaded', async () => {
  const { result, problems } = await resultOf('/worker.html?worker=./worker-ready.js');
  expect(problems).toEqual([]);
  expect(result).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
});

test('without its wasm, the import fails with the URL tried, the package and the fix', async () => {
  const { result } = await resultOf('/missing.html');
  expect(result.name).toBe('BoardnotationLoadError');
  expect(result.message).toContain(
    `could not load its WebAssembly module boardnotation-gbb.wasm from ${server.url}/nowasm/boardnotation-gbb.wasm: HTTP 404`,
  );
  expect(result.message).toContain("await init({ wasm: '/path/to/boardnotation-gbb.wasm' })");
});

test("under a policy without 'wasm-unsafe-eval', the error names the directive to add", async () => {
  const { result } = await resultOf('/no-wasm-eval.html', noWasmServer.url);
  expect(result.name).toBe('BoardnotationLoadError');
  expect(result.message).toContain(`boardnotation-gbb.wasm from ${noWasmServer.url}/pkg/dist/boardnotation-gbb.wasm`);
  expect(result.message).toContain("add 'wasm-unsafe-eval' to its script-src directive");
  expect(result.message).not.toContain('Serve node_modules'); // the file was there: serving it elsewhere does not help
});
