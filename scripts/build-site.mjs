#!/usr/bin/env node
// Builds the demo page as a static folder for any web host (GitHub Pages, Netlify, a plain nginx):
// the page (web/) plus the package's browser files where the page's import map looks for them
// (vendor/boardnotation/dist/...), exactly as `scripts/serve.mjs` maps them during development.
//   node scripts/build-site.mjs [--out build/site]
// Needs the built package (npm/dist: `bash scripts/build.sh`). Hosts must serve .wasm as
// application/wasm (all common ones do) and .mjs/.js as JavaScript.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The browser needs the ES module entries, their shared core and the wasm; Node's CommonJS files,
// the node-only entries and the wasm's base64 twins (for bundles only: the page loads the files
// unbundled, next to the .wasm) stay out of the site.
const isBrowserFile = (name) =>
  name.endsWith('.wasm') || (name.endsWith('.mjs') && !name.endsWith('.node.mjs') && !name.endsWith('.wasm.mjs'));

export function buildSite(outDirectory = path.join(repositoryRoot, 'build', 'site')) {
  const dist = path.join(repositoryRoot, 'npm', 'dist');
  if (!existsSync(path.join(dist, 'index.mjs'))) {
    throw new Error('npm/dist is missing: build the package first with "bash scripts/build.sh".');
  }
  const out = path.resolve(outDirectory);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  cpSync(path.join(repositoryRoot, 'web'), out, { recursive: true });
  const vendor = path.join(out, 'vendor', 'boardnotation');
  mkdirSync(path.join(vendor, 'dist'), { recursive: true });
  const copied = [];
  for (const name of readdirSync(dist)) {
    if (!isBrowserFile(name)) continue;
    cpSync(path.join(dist, name), path.join(vendor, 'dist', name));
    copied.push(name);
  }
  cpSync(path.join(repositoryRoot, 'npm', 'package.json'), path.join(vendor, 'package.json'));
  const bytes = copied.reduce((total, name) => total + statSync(path.join(vendor, 'dist', name)).size, 0);
  const { version } = JSON.parse(readFileSync(path.join(repositoryRoot, 'npm', 'package.json'), 'utf8'));
  return { out, files: copied.length, bytes, version };
}

function outFromCommandLine(argv) {
  const index = argv.findIndex((argument) => argument === '--out' || argument.startsWith('--out='));
  if (index === -1) return undefined;
  return argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
}

const runDirectly = process.argv[1] && pathToFileURL(realpathSync(process.argv[1])).href === import.meta.url;
if (runDirectly) {
  try {
    const { out, files, bytes, version } = buildSite(outFromCommandLine(process.argv.slice(2)));
    console.log(
      `site: ${path.relative(process.cwd(), out) || '.'} (boardnotation ${version}: ${files} package files, ${(bytes / 1024).toFixed(0)} KiB); serve that folder from any web host, e.g. node scripts/serve.mjs --site ${path.relative(process.cwd(), out)}`,
    );
  } catch (error) {
    console.error(`build-site: ${error.message}`);
    process.exit(1);
  }
}
