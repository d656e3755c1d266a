// Stepping through Go records in <board-viewer>, in Chromium: what a reader waits for at each
// click of "next" (the scene of the node, the board drawn, the move list and the counter).
//
//   node bench/go-steps.mjs [--dist=DIR] [--label=TEXT] [--out=FILE]
//
// DIR is a built package's dist folder (default npm/dist: the current build); run it once on a
// build before a change and once after to compare. Two records (bench/go-records.mjs):
//   analysed  a game with the shape of a heavily analysed SGF (a review tool's output): the 280
//             moves of a real game (corpus: AlphaGo-LS_vs_AG_-_G5) with 1,900 variations of 12
//             moves, each move with a short comment, hanging from the main line's nodes in turn;
//   fox       the same real game under the root properties a Fox (foxwq) record has, no variations.
// Where the time of a step goes: bench/go-steps-profile.mjs.
// Timed: the open (load() until the document is there and drawn), each step of next() along the main line
// from the start to the end (with the layout it causes), and the first visit of 300 nodes inside
// variations (goToNode, which makes the scenes of the nodes above it). Medians and the 95th
// percentile; wall-clock, so run nothing else heavy meanwhile. Besides, the main thread's CPU time
// of the open, and per step and per visit (all the work they cause, the frames after them
// included), and the elements in the move list at the end.
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
const label = arg('label', 'current build');
const out = arg('out', null);

const only = arg('only', null);
const records = Object.fromEntries(
  Object.entries({ analysed: () => analysedGame(Number(arg('variations', 1900)), 12), fox: foxGame })
    .filter(([name]) => !only || name === only)
    .map(([name, make]) => [name, make()]),
);

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module">
  import { BoardViewer } from '/dist/viewer.mjs';
  window.BoardViewer = BoardViewer;
  document.body.dataset.ready = 'yes';
</script></head><body></body></html>`;

const site = mkdtempSync(path.join(tmpdir(), 'bn-go-steps-'));
writeFileSync(path.join(site, 'index.html'), PAGE);
const server = await serveFolders({ '/dist/': dist, '/': site });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const results = [];
try {
  for (const [name, text] of Object.entries(records)) {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    page.on('crash', () => console.error(`${name}: the page crashed`));
    page.on('pageerror', (error) => console.error(`${name}: ${error.message}`));
    await page.goto(`${server.url}/index.html`);
    await page.waitForFunction(() => document.body.dataset.ready === 'yes');
    // The main thread's CPU time of each phase (CDP's ThreadTime): all the work a step causes,
    // the frames after it included (drawing the list's blocks scrolled to, painting), and without
    // the waits; less sensitive than wall-clock time to the other work on a shared machine.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const threadMs = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime').value * 1000;
    let thread = await threadMs();
    const opened = await page.evaluate(async (sgf) => {
      const viewer = document.body.appendChild(document.createElement('board-viewer'));
      const started = performance.now();
      const result = await viewer.load(sgf, { notation: 'sgf' });
      viewer.shadowRoot.querySelector('.board svg').getBoundingClientRect();
      window.benchViewer = viewer;
      return result.ok
        ? { open: performance.now() - started }
        : { error: JSON.stringify(result.diagnostics.slice(0, 3)) };
    }, text);
    if (opened.error) throw new Error(`${name}: ${opened.error}`);
    const openThread = (await threadMs()) - thread;
    thread = await threadMs();
    const stepped = await page.evaluate(async () => {
      const viewer = window.benchViewer;
      const game = viewer.document.games[0];
      viewer.first();
      const layout = () => viewer.shadowRoot.querySelector('.board svg').getBoundingClientRect();
      const steps = [];
      // Each step: the scene of the next node made first (document.sceneAt, what the document
      // computes), then next() with that scene ready (what the viewer does besides).
      const scenes = [];
      for (;;) {
        const before = viewer.currentNode;
        const following = before.children[0];
        if (!following) break;
        let start = performance.now();
        viewer.document.sceneAt(game, following);
        scenes.push(performance.now() - start);
        start = performance.now();
        viewer.next();
        layout();
        if (viewer.currentNode === before) break;
        steps.push(performance.now() - start);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return { steps, scenes };
    });
    const stepThread = ((await threadMs()) - thread) / stepped.steps.length;
    thread = await threadMs();
    const visited = await page.evaluate(async () => {
      const viewer = window.benchViewer;
      const game = viewer.document.games[0];
      const layout = () => viewer.shadowRoot.querySelector('.board svg').getBoundingClientRect();
      // Nodes inside variations, first visits (their scenes not made yet).
      const inside = [];
      const stack = [game.root];
      while (stack.length) {
        const node = stack.pop();
        if (node.parent && node.parent.children[0] !== node) inside.push(node.children[0]?.children[0] ?? node);
        stack.push(...node.children);
      }
      const jumps = [];
      for (let i = 0; i < inside.length && jumps.length < 300; i += Math.max(1, Math.floor(inside.length / 300))) {
        const start = performance.now();
        viewer.goToNode(inside[i].id);
        layout();
        jumps.push(performance.now() - start);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      let nodes = 0;
      let variations = 0;
      for (const all = [game.root]; all.length;) {
        const node = all.pop();
        nodes++;
        variations += Math.max(0, node.children.length - 1);
        all.push(...node.children);
      }
      const list = viewer.shadowRoot.querySelector('.moves');
      return { jumps, nodes, variations, listElements: list.getElementsByTagName('*').length };
    });
    const visitThread = visited.jumps.length ? ((await threadMs()) - thread) / visited.jumps.length : NaN;
    await page.close();
    const measured = { ...opened, ...stepped, ...visited };
    const steps = measured.steps.sort((a, b) => a - b);
    const scenes = measured.scenes.sort((a, b) => a - b);
    const jumps = measured.jumps.sort((a, b) => a - b);
    results.push({
      name,
      bytes: Buffer.byteLength(text),
      nodes: measured.nodes,
      variations: measured.variations,
      open: measured.open,
      openThread,
      stepThread,
      visitThread,
      listElements: measured.listElements,
      steps: steps.length,
      stepMedian: quantile(steps, 0.5),
      stepP95: quantile(steps, 0.95),
      sceneMedian: quantile(scenes, 0.5),
      sceneP95: quantile(scenes, 0.95),
      jumps: jumps.length,
      jumpMedian: jumps.length ? quantile(jumps, 0.5) : NaN,
      jumpP95: jumps.length ? quantile(jumps, 0.95) : NaN,
    });
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(site, { recursive: true, force: true });
}

const ms = (value) => (Number.isNaN(value) ? '–' : value.toFixed(1));
const lines = [
  `${label} (${dist}), Chromium ${browser.version?.() ?? ''}`.trim(),
  '',
  '| record | KB | nodes | variations | open ms | open thread ms | steps | scene median ms | scene p95 ms | rest of step median ms | rest p95 ms | thread ms a step | variation visits | visit median ms | visit p95 ms | thread ms a visit | list elements |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.name} | ${(r.bytes / 1024).toFixed(0)} | ${r.nodes} | ${r.variations} | ${ms(r.open)} | ${ms(r.openThread)} | ${r.steps} | ${ms(r.sceneMedian)} | ${ms(r.sceneP95)} | ${ms(r.stepMedian)} | ${ms(r.stepP95)} | ${ms(r.stepThread)} | ${r.jumps} | ${ms(r.jumpMedian)} | ${ms(r.jumpP95)} | ${ms(r.visitThread)} | ${r.listElements} |`,
  ),
];
console.log(lines.join('\n'));
if (out) writeFileSync(out, `${lines.join('\n')}\n`);
