// Assembles npm/dist from the wasm build (build/wasm) and the JS wrappers (npm/src):
//   boardnotation.wasm            one module for every entry
//   boardnotation.mjs / .cjs      Emscripten glue: ES module for the web, CommonJS for Node
//   core.web.mjs / core.node.cjs  the wrappers bundled by esbuild, default export = the API
//   index*.{mjs,cjs}, <notation>*.{mjs,cjs}   entries with named exports (npm/src/exports.json)
// and copies the root's LICENSE into npm/ (the package's README.md is npm/README.md, kept in git).
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wasmBuild = join(root, 'build', 'wasm');
const npm = join(root, 'npm');
const dist = join(npm, 'dist');

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

const webWasm = readFileSync(join(wasmBuild, 'web', 'boardnotation.wasm'));
const nodeWasm = readFileSync(join(wasmBuild, 'node', 'boardnotation.wasm'));
if (!webWasm.equals(nodeWasm)) throw new Error('The web and node links produced different .wasm files');
copyFileSync(join(wasmBuild, 'web', 'boardnotation.wasm'), join(dist, 'boardnotation.wasm'));
copyFileSync(join(wasmBuild, 'web', 'boardnotation.mjs'), join(dist, 'boardnotation.mjs'));
copyFileSync(join(wasmBuild, 'node', 'boardnotation.cjs'), join(dist, 'boardnotation.cjs'));

const common = { bundle: true, target: 'es2022', legalComments: 'none', logLevel: 'warning' };
await build({ ...common, entryPoints: [join(npm, 'src', 'entry-web.js')], outfile: join(dist, 'core.web.mjs'),
  format: 'esm', platform: 'neutral', external: ['./boardnotation.mjs'] });
await build({ ...common, entryPoints: [join(npm, 'src', 'entry-node.js')], outfile: join(dist, 'core.node.cjs'),
  format: 'cjs', platform: 'node', external: ['./boardnotation.cjs'], footer: { js: 'module.exports = module.exports.default;' } });

// An entry's list holds export names, each taken from the api object's key of the same name,
// and objects { exported: apiKey } for names whose api key differs: two entries
// can then export one name with different values (WHITE is 'w' in chess, a stone in hen). Those
// renamed exports stay out of the root entry, whose names must all be distinct.
const names = JSON.parse(readFileSync(join(npm, 'src', 'exports.json'), 'utf8'));
const notations = Object.keys(names).filter((key) => key !== '//' && key !== 'root');
const pairsOf = (list) => list.flatMap((item) => (typeof item === 'string' ? [[item, item]] : Object.entries(item)));
const plain = (list) => list.filter((item) => typeof item === 'string');
const all = [...notations.flatMap((n) => plain(names[n])), ...names.root];
const twice = all.filter((name, i) => all.indexOf(name) !== i);
if (twice.length > 0) throw new Error(`The root entry would export ${twice.join(', ')} twice (npm/src/exports.json)`);

function writeEntries(base, list) {
  const pairs = pairsOf(list);
  const destructure = `{ ${pairs.map(([name, key]) => (name === key ? name : `${key}: ${name}`)).join(', ')} }`;
  writeFileSync(join(dist, `${base}.mjs`), `import api from './core.web.mjs';\nexport const ${destructure} = api;\n`);
  writeFileSync(join(dist, `${base}.node.mjs`), `import api from './core.node.cjs';\nexport const ${destructure} = api;\n`);
  writeFileSync(join(dist, `${base}.cjs`), `'use strict';\nconst api = require('./core.node.cjs');\nmodule.exports = { ${pairs.map(([name, key]) => `${name}: api.${key}`).join(', ')} };\n`);
}
writeEntries('index', all);
for (const notation of notations) writeEntries(notation, names[notation]);
// The licence lives once, at the repository's root; the package carries a copy (npm/LICENSE is ignored by git).
copyFileSync(join(root, 'LICENSE'), join(npm, 'LICENSE'));
console.log(`npm/dist: ${all.length} exports, wasm ${webWasm.length} bytes`);
