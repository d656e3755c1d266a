// Assembles npm/dist from the wasm build (build/wasm/modules) and the JS wrappers (npm/src).
// One wasm module per notation family (npm/src/modules.json), so a subpath downloads only its own code:
//   boardnotation-<module>.wasm          the module, for every environment
//   core-<module>.mjs                    Emscripten's glue + the family's wrappers + the browser loader,
//                                        minified; exports init()
//   core-<module>.node.cjs               the same for Node (CommonJS, synchronous load())
//   core-<module>.node.import.cjs        what the Node ESM entries import: requires the former
//   <subpath>.mjs / .node.mjs / .cjs     entries that give a ready API (top-level await in browsers)
//   <subpath>.init.mjs / .init.node.mjs / .init.cjs   entries without top-level await: await init()
//   boardnotation-<module>.wasm.mjs      the module as base64 text in a JS module: what a browser
//                                        core imports instead of fetching the .wasm once bundled
//                                        by a tool that does not copy the file (esbuild, rollup)
//   hold-messages.mjs                    keeps a worker's early messages while a ready entry loads
//   index.*                              the root: the subpaths' namespaces and classes (exports.json "root")
//   svg.* / viewer.mjs                   boardnotation/svg and boardnotation/viewer (npm/src/entries): JS
//                                        that loads each family's core when a notation needs it
// and copies the root's LICENSE into npm/ (the package's README.md is npm/README.md, kept in git).
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSubpathFolders } from './npm-subpath-folders.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// BN_WASM_MODULES: another wasm build's modules folder (a variant to compare, bench/loading.mjs --also).
const modulesBuild = process.env.BN_WASM_MODULES ?? join(root, 'build', 'wasm', 'modules');
const npm = join(root, 'npm');
const src = join(npm, 'src');
// BN_NPM_DIST: another folder to assemble into (a variant build to compare, bench/loading.mjs --also).
const dist = process.env.BN_NPM_DIST ?? join(npm, 'dist');

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

const names = JSON.parse(readFileSync(join(src, 'exports.json'), 'utf8'));
// family -> the subpaths its module serves (modules.json also names its notations and catalogues).
const modules = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(src, 'modules.json'), 'utf8')))
    .filter(([family]) => family !== '//')
    .map(([family, { subpaths }]) => [family, subpaths]),
);
const subpaths = Object.keys(names).filter((key) => key !== '//' && key !== 'root');
const moduleOf = (subpath) => Object.keys(modules).find((m) => modules[m].includes(subpath));
for (const subpath of subpaths)
  if (!moduleOf(subpath)) throw new Error(`npm/src/modules.json: no module serves ${subpath}`);

// [exported name, key of the API object] for an entry of exports.json: a name is its own key; an
// object { exported: apiKey } names keys that differ, so that two entries can export one name with
// different values (WHITE is 'w' in chess, a stone in hen).
const pairs = (list) => list.flatMap((item) => (typeof item === 'string' ? [[item, item]] : Object.entries(item)));
const capitalized = (subpath) => subpath[0].toUpperCase() + subpath.slice(1);
const wasmFile = (module) => `boardnotation-${module}.wasm`;

// The module of every family, which the root loads (bindings/CMakeLists.txt): one copy of the C++
// runtime and of the chess engine, where the five family modules carry five and two.
const ALL = 'all';
const families = Object.keys(modules);
const familiesOf = (module) => (module === ALL ? families : [module]);

// The wrappers of the module's families, as esbuild reads them from stdin: createFamilyApi(wasm,
// family) builds a family's API from the creators of its subpaths.
function apiSource(module) {
  const creators = (family) => modules[family].map((subpath) => `create${capitalized(subpath)}`);
  return [
    `import { composeApi } from './api.js';`,
    ...familiesOf(module).flatMap((family) =>
      modules[family].map((subpath, i) => `import { ${creators(family)[i]} } from './${subpath}/index.js';`),
    ),
    `const creators = { ${familiesOf(module)
      .map((family) => `${family}: [${creators(family).join(', ')}]`)
      .join(', ')} };`,
    `const createFamilyApi = (wasm, family) => composeApi(wasm, creators[family]);`,
  ].join('\n');
}

// Which module serves which family, shared by every core of an application (npm/src/load/shared.js):
// a file of its own that the cores import, never a copy bundled into each.
const common = {
  bundle: true,
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
  minify: true,
  keepNames: true,
};
await build({
  ...common,
  format: 'esm',
  platform: 'neutral',
  entryPoints: [join(src, 'load', 'shared.js')],
  outfile: join(dist, 'shared.mjs'),
});
await build({
  ...common,
  format: 'cjs',
  platform: 'node',
  entryPoints: [join(src, 'load', 'shared.js')],
  outfile: join(dist, 'shared.cjs'),
});
await build({
  ...common,
  format: 'esm',
  platform: 'neutral',
  entryPoints: [join(src, 'load', 'hold-messages.js')],
  outfile: join(dist, 'hold-messages.mjs'),
});
// The JSON writer the CLI shares with the library (npm/bin: sgf parse, pgn convert --to jsonl),
// which streams its pieces: not an entry of the package.
await build({
  ...common,
  format: 'cjs',
  platform: 'node',
  entryPoints: [join(src, 'json-text.js')],
  outfile: join(dist, 'json-text.cjs'),
});
// The names of Go points ("D4") the CLI's Go tables share with the board and the viewer
// (npm/bin: sgf convert): not an entry of the package.
await build({
  ...common,
  format: 'cjs',
  platform: 'node',
  entryPoints: [join(src, 'svg', 'go-points.js')],
  outfile: join(dist, 'go-points.cjs'),
});
// A core: the family's wrappers and Emscripten's glue in one minified file, bundled in two steps.
// The wrappers keep their function and class names (Chess.name, the error classes in a console);
// the glue's names are seen by nobody, and esbuild's keepNames cost it ~1 KB gzip per core
// (bench/results/loading-size.md): the wrappers are bundled first with keepNames, the glue outside,
// then the glue is bundled in without it (the wrappers' names are explicit calls by then).
async function bundleCore({ glue, contents, sourcefile, outfile, format, platform, external, logOverride }) {
  const wrappers = await build({
    ...common,
    write: false,
    format: 'esm',
    platform,
    // What only Node's builds hold (the CLI's pieces): left out of what a browser downloads.
    define: { BN_FOR_NODE: platform === 'node' ? 'true' : 'false' },
    external: [glue, ...external],
    logOverride,
    stdin: { resolveDir: src, sourcefile, contents },
  });
  await build({
    ...common,
    keepNames: false,
    format,
    platform,
    outfile,
    external,
    logOverride,
    stdin: { resolveDir: src, sourcefile, contents: wrappers.outputFiles[0].text },
  });
}

for (const module of [...families, ALL]) {
  const glue = join(modulesBuild, `boardnotation-${module}.mjs`);
  const served = JSON.stringify(familiesOf(module));
  copyFileSync(join(modulesBuild, wasmFile(module)), join(dist, wasmFile(module)));
  // The literal new URL(..., import.meta.url) is what bundlers (webpack, Vite, Parcel) follow to
  // copy the wasm; the dynamic import of its base64 twin is what the others (esbuild, rollup) bundle
  // instead, loaded only when the URL was left as written (load/wasm-source.js).
  await bundleCore({
    glue,
    format: 'esm',
    platform: 'neutral',
    outfile: join(dist, `core-${module}.mjs`),
    external: ['./shared.mjs', `./${wasmFile(module)}.mjs`],
    sourcefile: `core-${module}.mjs`,
    contents: `${apiSource(module)}
import * as shared from './shared.mjs';
import factory from ${JSON.stringify(glue)};
import { createInit } from './load/web.js';
import { wasmSource } from './load/wasm-source.js';
const source = () => wasmSource(import.meta.url, 'core-${module}.mjs', '${wasmFile(module)}',
  () => new URL('./${wasmFile(module)}', import.meta.url), () => import('./${wasmFile(module)}.mjs'));
export const init = createInit(factory, '${wasmFile(module)}', source, ${served}, createFamilyApi, shared);`,
  });
  // webpack always copies the file: it is told not to bundle the twin (esbuild's minifier drops
  // comments, so the hint is added to its output).
  const core = join(dist, `core-${module}.mjs`);
  const twin = `import("./${wasmFile(module)}.mjs")`;
  const coreText = readFileSync(core, 'utf8');
  if (!coreText.includes(twin)) throw new Error(`${core}: no ${twin}`);
  writeFileSync(core, coreText.replace(twin, `import(/* webpackIgnore: true */ "./${wasmFile(module)}.mjs")`));
  writeFileSync(
    join(dist, `${wasmFile(module)}.mjs`),
    `// ${wasmFile(module)} as base64, for bundles that do not carry the file (docs/loading.md).
export default '${readFileSync(join(dist, wasmFile(module))).toString('base64')}';\n`,
  );
  // The web glue runs in Node too once instantiateWasm hands it the instance: import.meta.url is
  // only read for a URL of its own, which locateFile prevents.
  await bundleCore({
    glue,
    format: 'cjs',
    platform: 'node',
    outfile: join(dist, `core-${module}.node.cjs`),
    external: ['./shared.cjs'],
    logOverride: { 'empty-import-meta': 'silent' },
    sourcefile: `core-${module}.node.cjs`,
    contents: `${apiSource(module)}
import * as shared from './shared.cjs';
import factory from ${JSON.stringify(glue)};
import { createNodeLoader } from './load/node.js';
export const { load, init, module } = createNodeLoader(factory, '${wasmFile(module)}', ${served}, createFamilyApi, shared);`,
  });
  // What the Node ESM entries import instead of the core: Node lexes every CommonJS file an
  // `import` names for its export names (cjs-module-lexer), and lexing the core was about half
  // the CPU of `import` to a first result; these three lines are lexed instead. A static import,
  // so that bundlers still follow it.
  writeFileSync(
    join(dist, `core-${module}.node.import.cjs`),
    `'use strict';\nconst core = require('./core-${module}.node.cjs');\nmodule.exports = core;\n`,
  );
}

const destructure = (list) => `{ ${list.map(([name, key]) => (name === key ? name : `${key}: ${name}`)).join(', ')} }`;
const commonJs = (list, api) => `{ ${list.map(([name, key]) => `${name}: ${api}.${key}`).join(', ')} }`;
const initDoc =
  '// Nothing is loaded until init() is called; the names are live bindings, set when it resolves (docs/loading.md).\n';

// The six entries of a subpath (or of the root: `parts` lists [module, [[name, key]...]]).
function writeEntries(base, parts) {
  const all = parts.flatMap(([, list]) => list);
  const exportNames = all.map(([name]) => name);
  const imports = (suffix, kind) =>
    parts
      .map(([module], i) =>
        kind === 'esm'
          ? `import ${suffix === 'node' ? `core${i}` : `{ init as init${i} }`} from './core-${module}${suffix === 'node' ? '.node.import.cjs' : '.mjs'}';`
          : `const core${i} = require('./core-${module}.node.cjs');`,
      )
      .join('\n');
  const assign = (target) => parts.map(([, list], i) => `  ${target(i, list)}`).join('\n');

  // Ready at import: top-level await in browsers (the modules load in parallel), synchronous in Node.
  writeFileSync(
    join(dist, `${base}.mjs`),
    `${imports('web', 'esm')}
import { holdWorkerMessages } from './hold-messages.mjs';
const release = holdWorkerMessages();
const apis = await Promise.all([${parts.map((_, i) => `init${i}()`).join(', ')}]);
release();
${parts.map(([, list], i) => `export const ${destructure(list)} = apis[${i}];`).join('\n')}\n`,
  );
  writeFileSync(
    join(dist, `${base}.node.mjs`),
    `${imports('node', 'esm')}\n${parts
      .map(([, list], i) => `export const ${destructure(list)} = core${i}.load();`)
      .join('\n')}\n`,
  );
  writeFileSync(
    join(dist, `${base}.cjs`),
    `'use strict';\n${imports('node', 'cjs')}\nmodule.exports = Object.assign({}, ${parts
      .map(([, list], i) => commonJs(list, `core${i}.load()`))
      .join(', ')});\n`,
  );

  // Explicit: await init(options) first.
  const initBody = (call) => `export let ${exportNames.join(', ')};
export async function init(options) {
${
  parts.length > 1
    ? `  if (options?.wasm !== undefined && typeof options.wasm !== 'function') {
    throw new TypeError('The root loads ${parts.length} wasm modules: pass wasm as a function of the file name, e.g. (file) => \`/assets/\${file}\`');
  }\n`
    : ''
}  const apis = await Promise.all([${parts.map((_, i) => call(i)).join(', ')}]);
${assign((i, list) => `(${destructure(list)} = apis[${i}]);`)}
  return { ${exportNames.join(', ')} };
}\n`;
  writeFileSync(
    join(dist, `${base}.init.mjs`),
    `${initDoc}${imports('web', 'esm')}\n${initBody((i) => `init${i}(options)`)}`,
  );
  writeFileSync(
    join(dist, `${base}.init.node.mjs`),
    `${initDoc}${imports('node', 'esm')}\n${initBody((i) => `core${i}.init(options)`)}`,
  );
  writeFileSync(
    join(dist, `${base}.init.cjs`),
    `'use strict';
// Nothing is loaded until init() is called; the names are set when it resolves (docs/loading.md).
${imports('node', 'cjs')}
async function init(options) {
  const apis = await Promise.all([${parts.map((_, i) => `core${i}.init(options)`).join(', ')}]);
  Object.assign(module.exports, ${parts.map(([, list], i) => commonJs(list, `apis[${i}]`)).join(', ')});
  return ${commonJs(
    all.map(([name]) => [name, name]),
    'module.exports',
  )};
}
module.exports = { init };
`,
  );
}

for (const subpath of subpaths) writeEntries(subpath, [[moduleOf(subpath), pairs(names[subpath])]]);

// The root: the module of every family, each name from the subpath that exports it (`languages`
// is in every family's API).
const rootNames = pairs(names.root).map(([name, key]) => {
  const subpath = subpaths.find((s) => pairs(names[s]).some(([n]) => n === name));
  return subpath ? pairs(names[subpath]).find(([n]) => n === name) : [name, key];
});
writeEntries('index', [[ALL, rootNames]]);

// boardnotation/svg and boardnotation/viewer: JavaScript around the families (npm/src/entries).
// Each family's core stays a separate file, loaded by a require (Node) or a dynamic import
// (browsers: a bundler makes it a chunk), so drawing one notation downloads one wasm module.
const jsEntry = { ...common, external: ['./core-*', './svg-raster.*'] };
const svgNames = [
  'init',
  'renderSvg',
  'renderPng',
  'renderGif',
  'svgToPng',
  'openDocument',
  'openPgnGames',
  'detect',
  'drawScene',
  'drawChessBoard',
  'drawGoBoard',
  'drawGbbBoard',
  'drawBdlBoard',
  'drawPiece',
  'bdlPieceLabels',
  'boardStyleSheet',
  'isolateText',
];
await build({
  ...jsEntry,
  format: 'cjs',
  platform: 'node',
  entryPoints: [join(src, 'entries', 'svg.node.js')],
  outfile: join(dist, 'svg.cjs'),
});
writeFileSync(
  join(dist, 'svg.node.mjs'),
  `import svg from './svg.cjs';\nexport const { ${svgNames.join(', ')} } = svg;\n`,
);
await build({
  ...jsEntry,
  format: 'esm',
  platform: 'browser',
  entryPoints: [join(src, 'entries', 'svg.web.js')],
  outfile: join(dist, 'svg.init.mjs'),
});
writeFileSync(
  join(dist, 'svg.mjs'),
  `// Ready at import: every family loaded (boardnotation/svg/init loads only the notations you pass).
import { init } from './svg.init.mjs';
import { holdWorkerMessages } from './hold-messages.mjs';
export * from './svg.init.mjs';
const release = holdWorkerMessages();
await init();
release();\n`,
);
writeFileSync(join(dist, 'svg.d.mts'), `export * from '../types/svg.js';\n`);
// renderPng and renderGif's rasterizer: a file of its own, loaded by the svg entries on first use.
await build({
  ...jsEntry,
  format: 'cjs',
  platform: 'node',
  entryPoints: [join(src, 'entries', 'svg-raster.node.js')],
  outfile: join(dist, 'svg-raster.cjs'),
});
await build({
  ...jsEntry,
  format: 'esm',
  platform: 'browser',
  entryPoints: [join(src, 'entries', 'svg-raster.web.js')],
  outfile: join(dist, 'svg-raster.mjs'),
});
await build({
  ...jsEntry,
  format: 'esm',
  platform: 'browser',
  entryPoints: [join(src, 'entries', 'viewer.web.js')],
  outfile: join(dist, 'viewer.mjs'),
});
writeFileSync(join(dist, 'viewer.d.mts'), `export * from '../types/viewer.js';\n`);

// Types of the entries, next to them: the ES module flavour (.d.mts, no default export, as at run
// time) and the init() entries. The declarations themselves are the hand-written npm/types/*.d.ts.
function writeTypes(base, typesFile) {
  writeFileSync(join(dist, `${base}.d.mts`), `export * from '../types/${typesFile}.js';\n`);
  const init = `export * from '../types/${typesFile}.js';
import type { InitOptions } from '../types/init.js';
/** Loads the wasm (once; later calls share the first); the names are usable when it resolves. */
export declare function init(options?: InitOptions): Promise<Omit<typeof import('../types/${typesFile}.js'), 'init'>>;\n`;
  writeFileSync(join(dist, `${base}.init.d.ts`), init);
  writeFileSync(join(dist, `${base}.init.d.mts`), init);
}
for (const subpath of subpaths) writeTypes(subpath, subpath);
writeTypes('index', 'index');

// Folders for resolvers that read no "exports" (only for the package's own dist: they point at ../dist).
if (dist === join(npm, 'dist')) writeSubpathFolders(npm);

// The licence lives once, at the repository's root; the package carries a copy (npm/LICENSE is ignored by git).
copyFileSync(join(root, 'LICENSE'), join(npm, 'LICENSE'));
console.log(
  `npm/dist: ${families.length + 1} wasm modules (${families.join(', ')}, and ${ALL} for the root), ${subpaths.length} subpaths, ${names.root.length} root exports`,
);
