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

const names = JSON.parse(readFileSync(join(npm, 'src', 'exports.json'), 'utf8'));
const notations = Object.keys(names).filter((key) => key !== '//' && key !== 'root');
const all = [...notations.flatMap((n) => names[n]), ...names.root];

function writeEntries(base, list) {
  const destructure = `{ ${list.join(', ')} }`;
  writeFileSync(join(dist, `${base}.mjs`), `import api from './core.web.mjs';\nexport const ${destructure} = api;\n`);
  writeFileSync(join(dist, `${base}.node.mjs`), `import api from './core.node.cjs';\nexport const ${destructure} = api;\n`);
  writeFileSync(join(dist, `${base}.cjs`), `'use strict';\nconst api = require('./core.node.cjs');\nmodule.exports = ${destructure};\n`.replace(`module.exports = ${destructure}`, `module.exports = { ${list.map((n) => `${n}: api.${n}`).join(', ')} }`));
}
writeEntries('index', all);
for (const notation of notations) writeEntries(notation, names[notation]);
// The licence lives once, at the repository's root; the package carries a copy (npm/LICENSE is ignored by git).
copyFileSync(join(root, 'LICENSE'), join(npm, 'LICENSE'));
console.log(`npm/dist: ${all.length} exports, wasm ${webWasm.length} bytes`);
