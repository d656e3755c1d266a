#!/usr/bin/env node
// Checks that two builds of the package give the same SGF trees on the set of
// bench/sgf-collections.mjs: Sgf.jsonText of Sgf.parse of every file's bytes and of its text,
// and the same diagnostics from Sgf.validate. A speed change must change nothing of this.
//
//   node bench/sgf-same-trees.mjs --before DIR [--package DIR] [--files N]
import { buildEntry, collectionFlags, collectionSet } from './sgf-collection-set.mjs';

const flags = collectionFlags();
if (!flags.before) throw new Error('--before DIR (a folder holding package.json and dist/) is required');
const load = async (dir) => (await import(buildEntry(dir))).Sgf;
const Ours = await load(flags.package);
const Before = await load(flags.before);

// The trees with every field (positions and charsets too), or the error's diagnostics.
function outcome(Sgf, input) {
  try {
    return Sgf.jsonText(Sgf.parse(input));
  } catch (error) {
    return JSON.stringify(error.diagnostics ?? String(error));
  }
}
let different = 0;
const set = collectionSet(flags.corpus, Number(flags.files));
for (const [i, [bytes]] of set.entries()) {
  const text = new TextDecoder().decode(bytes);
  for (const input of [bytes, text]) {
    const same =
      outcome(Ours, input) === outcome(Before, input) &&
      JSON.stringify(Ours.validate(input)) === JSON.stringify(Before.validate(input));
    if (!same) {
      different++;
      if (different <= 5) console.log(`file ${i} (${typeof input === 'string' ? 'text' : 'bytes'}) differs`);
    }
  }
}
console.log(`${set.length} files, bytes and text: ${different} different`);
process.exitCode = different === 0 ? 0 : 1;
