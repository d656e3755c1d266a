import { readFileSync } from 'node:fs';
import { startBrowser, settled } from './tests/e2e/browser.mjs';
const b = await startBrowser();
const game = readFileSync('tests/fixtures/chess/morphy-opera-game-1858.pgn', 'utf8') + '\n';
const text = game.repeat(Math.ceil(7.8e6 / game.length));
const page = await b.context.newPage();
await page.goto(`${b.url}#n=pgn`);
await page.waitForFunction(() => document.body.dataset.state === 'valid');
await page.evaluate((v) => navigator.clipboard.writeText(v), text);
await page.focus('#source');
await page.keyboard.press('Control+A');
const s = await page.context().newCDPSession(page);
await s.send('Profiler.enable');
await s.send('Profiler.setSamplingInterval', { interval: 500 });
await s.send('Profiler.start');
await page.keyboard.press('Control+V');
await page.waitForSelector('body[data-state="parsing"]');
await page.waitForFunction(() => ['valid', 'invalid'].includes(document.body.dataset.state), null, { timeout: 120000 });
await settled(page);
const { profile } = await s.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
let t = profile.startTime;
const runs = [];
let cur = null;
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i];
  const n = byId.get(id);
  const name = n.callFrame.functionName;
  if (name !== '(idle)') {
    if (!cur || t - cur.end > 3000) {
      cur = { start: t, end: t, fns: new Map() };
      runs.push(cur);
    }
    cur.end = t;
    const key = `${name || '(anon)'} ${n.callFrame.url.split('/').slice(-1)[0]}:${n.callFrame.lineNumber}`;
    cur.fns.set(key, (cur.fns.get(key) ?? 0) + profile.timeDeltas[i] / 1000);
  }
});
for (const r of runs.filter((r) => r.end - r.start > 40000))
  console.log(
    'run',
    ((r.end - r.start) / 1000).toFixed(0),
    [...r.fns]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${k}=${v.toFixed(0)}`)
      .join(' | '),
  );
await b.close();
