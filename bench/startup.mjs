// Start-up in Node, shared by the benches: a fresh `node` process per run, from just before
// `await import(specifier)` to the end of the first call on `text` (GBB.parse unless `first` says): the wall-clock ms inside
// the child, the CPU ms of the child over the same span (background compile threads included),
// and the whole process from spawn to exit. Medians over `runs`.
import { spawnSync } from 'node:child_process';
import { median } from './timing.mjs';

// `first`: the code of the first call, given the module `m` and the text `text` (the default
// reads GBB).
export function startup(specifier, text, { runs = 7, cwd, first } = {}) {
  const code = [
    'const c0 = process.cpuUsage();',
    'const t0 = performance.now();',
    `const m = await import(${JSON.stringify(specifier)});`,
    `const text = ${JSON.stringify(text)};`,
    // The GBB reference is a CommonJS webpack bundle: its exports arrive as the default export.
    first ?? '(m.GBB ? m : m.default).GBB.parse(text);',
    'const t1 = performance.now();',
    'const c = process.cpuUsage(c0);',
    'process.stdout.write(JSON.stringify([t1 - t0, (c.user + c.system) / 1000]));',
  ].join('\n');
  const inside = [];
  const cpu = [];
  const whole = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd, encoding: 'utf8' });
    whole.push(performance.now() - start);
    if (child.status !== 0) throw new Error(`importing ${specifier} failed: ${child.stderr}`);
    const [ms, cpuMs] = JSON.parse(child.stdout);
    inside.push(ms);
    cpu.push(cpuMs);
  }
  return { inside: median(inside), cpu: median(cpu), whole: median(whole) };
}
