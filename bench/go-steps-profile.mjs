// Where the time of a step goes in <board-viewer> on the Go records of bench/go-steps.mjs: the
// main line stepped through with next() (each step followed by its frame), recorded with
// Chromium's CPU profiler and a performance trace (CDP, through playwright-core).
//
//   node bench/go-steps-profile.mjs [--dist=DIR] [--only=analysed|fox] [--config=default|notree|nomoves]
//
// Prints, per step: the JavaScript functions by self and by inclusive time (a minified build
// names them badly: build viewer.mjs unminified into a copy of the dist to read them), the main
// thread's trace events by self time (layout, paint, commit, HTML parsing...), and the layouts
// (how many, how many objects). `notree` hides the game-tree graph, `nomoves` the move list and the
// graph: the differences say what each costs. Profiling slows everything down: compare runs of
// this script with each other, and time with bench/go-steps.mjs.
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveFolders } from '../tests/e2e/static-server.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from '../tests/e2e/browser.mjs';
import { analysedGame, foxGame } from './go-records.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) =>
  process.argv.find((item) => item.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const dist = path.resolve(arg('dist', path.join(root, 'npm/dist')));
const which = arg('only', 'analysed');
const config = arg('config', 'default');
const text = which === 'fox' ? foxGame() : analysedGame(Number(arg('variations', 1900)));

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module">
  import { BoardViewer } from '/dist/viewer.mjs';
  window.BoardViewer = BoardViewer;
  document.body.dataset.ready = 'yes';
</script></head><body></body></html>`;

const site = mkdtempSync(path.join(tmpdir(), 'bn-go-profile-'));
writeFileSync(path.join(site, 'index.html'), PAGE);
const server = await serveFolders({ '/dist/': dist, '/': site });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
const perStep = (entries, steps, count) =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${(ms / steps).toFixed(2).padStart(7)} ms  ${name}`)
    .join('\n');
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  page.on('pageerror', (error) => console.error(error.message));
  await page.goto(`${server.url}/index.html`);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  await page.evaluate(
    async ({ sgf, shown }) => {
      const viewer = document.body.appendChild(document.createElement('board-viewer'));
      if (shown === 'nomoves') viewer.setAttribute('show-moves', 'off');
      if (shown === 'notree') viewer.setAttribute('show-tree', 'off');
      await viewer.load(sgf, { notation: 'sgf' });
      window.benchViewer = viewer;
      viewer.first();
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    { sgf: text, shown: config },
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await cdp.send('Profiler.start');
  const steps = await page.evaluate(async () => {
    const viewer = window.benchViewer;
    let count = 0;
    while (viewer.currentNode.children[0]) {
      viewer.next();
      viewer.shadowRoot.querySelector('.board svg').getBoundingClientRect();
      count++;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return count;
  });
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString());

  // The CPU profile: each sample's time to its function (self) and to every function on its stack.
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nameOf = (node) => {
    const frame = node.callFrame;
    return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
  };
  const self = new Map();
  const inclusive = new Map();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    self.set(nameOf(nodes.get(id)), (self.get(nameOf(nodes.get(id))) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(nodes.get(at));
      if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
      seen.add(name);
    }
  });

  // The trace: the renderer's main thread, each complete event's time less its children's.
  const events = trace.traceEvents ?? trace;
  const mainThread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')?.tid;
  const main = events
    .filter((event) => event.tid === mainThread && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const open = [];
  const children = new Map();
  for (const event of main) {
    while (open.length && open[open.length - 1].ts + open[open.length - 1].dur <= event.ts) open.pop();
    const holder = open[open.length - 1];
    if (holder) children.set(holder, (children.get(holder) ?? 0) + event.dur);
    open.push(event);
  }
  const traceSelf = new Map();
  for (const event of main)
    traceSelf.set(event.name, (traceSelf.get(event.name) ?? 0) + (event.dur - (children.get(event) ?? 0)) / 1000);
  const layouts = main.filter((event) => event.name === 'Layout');
  const objects = layouts.reduce((sum, event) => sum + (event.args?.beginData?.totalObjects ?? 0), 0);

  console.log(`${which}, ${config}: ${steps} steps (${dist}); per step:`);
  console.log(`-- JavaScript, self --\n${perStep(self, steps, 25)}`);
  console.log(`-- JavaScript, inclusive --\n${perStep(inclusive, steps, 30)}`);
  console.log(`-- main thread trace events, self --\n${perStep(traceSelf, steps, 20)}`);
  console.log(
    `-- layouts: ${(layouts.length / steps).toFixed(2)} a step, ${(objects / Math.max(1, layouts.length)).toFixed(0)} objects each`,
  );
} finally {
  await browser.close();
  await server.close();
  rmSync(site, { recursive: true, force: true });
}
