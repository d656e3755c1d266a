// The BDL syntax tree across the JS/wasm boundary, two builds side by side in one process:
// Bdl.parse (the tree out) and Bdl.check / Bdl.format of a tree (the tree in), on chess.bdl and
// on bench/bdl.mjs's large description. Run with a previous build's npm/dist copied aside:
//   node bench/bdl-boundary.mjs --before DIR
// Every result of the two builds is compared first (trees as JSON text, key order included;
// check results; formatted text); a difference stops the bench. Prints a Markdown table of the
// median CPU ms per call (bench/timing.mjs timeInterleaved).
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { largeDescription } from './bdl/large-description.mjs';
import { timeInterleaved } from './timing.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: flags } = parseArgs({
  options: { before: { type: 'string' }, budget: { type: 'string', default: '8000' } },
});
if (!flags.before) throw new Error("--before DIR (a previous build's npm/dist) is required");
const load = async (dir) => (await import(pathToFileURL(path.join(dir, 'bdl.node.mjs')).href)).Bdl;
const builds = {
  before: await load(path.resolve(flags.before)),
  after: await load(path.join(here, '..', 'npm', 'dist')),
};

const inputs = {
  'chess.bdl': readFileSync(path.join(here, '..', 'tests', 'fixtures', 'bdl', 'chess.bdl'), 'utf8'),
  'large (2,000 pieces)': largeDescription(2000),
};

const rows = [];
for (const [name, text] of Object.entries(inputs)) {
  const tree = builds.before.parse(text);
  for (const [what, run] of Object.entries({
    'Bdl.parse(text)': (Bdl) => JSON.stringify(Bdl.parse(text)),
    'Bdl.check(tree)': (Bdl) => JSON.stringify(Bdl.check(tree)),
    'Bdl.format(tree)': (Bdl) => Bdl.format(tree),
  })) {
    const [before, after] = [run(builds.before), run(builds.after)];
    if (before !== after) throw new Error(`${name}, ${what}: the builds differ`);
    const times = timeInterleaved(
      { before: () => runOnly(what, builds.before), after: () => runOnly(what, builds.after) },
      { budgetMs: Number(flags.budget) },
    );
    rows.push({ name, bytes: Buffer.byteLength(text), what, ...times });
    console.log(`${name} ${what}: before ${times.before.toFixed(2)} ms, after ${times.after.toFixed(2)} ms`);
  }

  // The call alone, without the JSON.stringify used above to compare results.
  function runOnly(what, Bdl) {
    if (what === 'Bdl.parse(text)') return Bdl.parse(text);
    if (what === 'Bdl.check(tree)') return Bdl.check(tree);
    return Bdl.format(tree);
  }
}

console.log(
  `\nNode ${process.version}, ${cpus()[0].model}, ${new Date().toISOString().slice(0, 10)}; median CPU ms per call, alternating passes\n`,
);
console.log('| input | bytes | call | before ms | after ms | after / before |\n|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.bytes.toLocaleString('en')} | \`${r.what}\` | ${r.before.toFixed(2)} | ${r.after.toFixed(2)} | ${(r.after / r.before).toFixed(2)} |`,
  );
}
