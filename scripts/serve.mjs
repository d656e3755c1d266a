#!/usr/bin/env node
// A tiny static server for the demo page, with no dependencies (node:http only).
//   /                       -> web/                  the page
//   /vendor/boardnotation/  -> npm/ (its `files`)     the package, as a user's site would host it
// Run it:  node scripts/serve.mjs [--port 8080]   (or PORT=8080); it listens on 127.0.0.1 only.
//          node scripts/serve.mjs --site build/site  serves a static build (scripts/build-site.mjs)
//          as any web host would: one folder, nothing mapped.
// Import it (tests):  const { url, close } = await startServer({ port: 0 });  ({ siteRoot } for a build)
import { createServer } from 'node:http';
import { createReadStream, readFileSync, realpathSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(repositoryRoot, 'web');
const packageRoot = path.join(repositoryRoot, 'npm');
const PACKAGE_PREFIX = '/vendor/boardnotation/';
const HOST = '127.0.0.1';
const DEFAULT_PORT = 8080;

export const mimeTypes = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm', // needed for WebAssembly.instantiateStreaming
  '.ts': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.gbb': 'text/plain; charset=utf-8',
  '.hen': 'text/plain; charset=utf-8',
  '.bdl': 'text/plain; charset=utf-8',
  '.sgf': 'text/plain; charset=utf-8',
  '.fen': 'text/plain; charset=utf-8',
};

// Only what the published tarball contains (package.json `files`, plus package.json itself), so the
// page cannot come to depend on a file that users of the package would not have.
function publishedEntries() {
  const manifest = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8'));
  return new Set([...(manifest.files ?? []), 'package.json'].map((entry) => entry.replace(/^\.\/|\/$/g, '')));
}

// Maps a URL path to a file inside one of the two roots, or null. Every check here exists to keep
// requests inside the roots: encoded dots and slashes, backslashes, NUL bytes, and symlinks that
// point outside are all refused.
export function resolveRequestPath(urlPath, allowedPackageEntries = publishedEntries(), siteRoot = null) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;

  // Normalising against "/" resolves every `..` without ever climbing above the root.
  const normalized = path.posix.normalize('/' + decoded);
  let root = siteRoot ?? webRoot;
  let relative = normalized.slice(1);
  if (!siteRoot && normalized.startsWith(PACKAGE_PREFIX)) {
    root = packageRoot;
    relative = normalized.slice(PACKAGE_PREFIX.length);
    if (!allowedPackageEntries.has(relative.split('/')[0])) return null;
  }
  if (relative === '' || relative.endsWith('/')) relative += 'index.html';

  const candidate = path.resolve(root, relative);
  if (!isInside(root, candidate)) return null;
  return { root, file: candidate };
}

function isInside(root, candidate) {
  return candidate === root || candidate.startsWith(root + path.sep);
}

async function serveFile(request, response, target) {
  let realFile;
  try {
    realFile = realpathSync(target.file);
  } catch {
    return sendStatus(response, 404);
  }
  if (!isInside(realpathSync(target.root), realFile)) return sendStatus(response, 404);
  const info = await stat(realFile).catch(() => null);
  // No directory listings: a directory without index.html is simply not found.
  if (!info?.isFile()) return sendStatus(response, 404);

  response.writeHead(200, {
    'Content-Type': mimeTypes[path.extname(realFile).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'X-Content-Type-Options': 'nosniff',
    // A development server: always serve what is on disk right now (e.g. after a rebuild).
    'Cache-Control': 'no-store',
  });
  if (request.method === 'HEAD') return response.end();
  createReadStream(realFile).pipe(response);
}

function sendStatus(response, status) {
  const text = { 400: 'Bad Request', 404: 'Not Found', 405: 'Method Not Allowed', 500: 'Internal Server Error' }[
    status
  ];
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(`${status} ${text}\n`);
}

function handle(allowedPackageEntries, siteRoot) {
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return sendStatus(response, 405);
    }
    // Parse only the path; `new URL` would also collapse `..` segments, hiding attempts we want to refuse.
    const rawPath = (request.url ?? '/').split(/[?#]/)[0];
    if (!rawPath.startsWith('/')) return sendStatus(response, 400);
    const target = resolveRequestPath(rawPath, allowedPackageEntries, siteRoot);
    if (!target) return sendStatus(response, 404);
    serveFile(request, response, target).catch(() => {
      if (!response.headersSent) sendStatus(response, 500);
      else response.destroy();
    });
  };
}

/** Starts the server; `port: 0` picks any free port. Resolves to `{ url, port, close() }`. */
export function startServer({ port = DEFAULT_PORT, host = HOST, siteRoot = null } = {}) {
  const server = createServer(handle(publishedEntries(), siteRoot && path.resolve(siteRoot)));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actualPort = server.address().port;
      resolve({
        url: `http://${host}:${actualPort}/`,
        port: actualPort,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

function siteFromCommandLine(argv) {
  const flagIndex = argv.findIndex((argument) => argument === '--site' || argument.startsWith('--site='));
  if (flagIndex === -1) return null;
  return argv[flagIndex].includes('=') ? argv[flagIndex].split('=')[1] : argv[flagIndex + 1];
}

function portFromCommandLine(argv, environment) {
  const flagIndex = argv.findIndex((argument) => argument === '--port' || argument.startsWith('--port='));
  let value = environment.PORT ?? String(DEFAULT_PORT);
  if (flagIndex !== -1) {
    value = argv[flagIndex].includes('=') ? argv[flagIndex].split('=')[1] : argv[flagIndex + 1];
  }
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new RangeError(`The port must be a whole number from 0 to 65535, not ${JSON.stringify(value)}`);
  }
  return port;
}

async function main() {
  let port;
  try {
    port = portFromCommandLine(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`serve: ${error.message}`);
    process.exit(2);
  }
  const siteRoot = siteFromCommandLine(process.argv.slice(2));
  if (siteRoot && !(await stat(path.join(siteRoot, 'index.html')).catch(() => null))) {
    console.error(`serve: ${siteRoot} holds no index.html; build the site with \`node scripts/build-site.mjs\` first.`);
    process.exit(2);
  }
  if (!siteRoot && !(await stat(path.join(packageRoot, 'dist/index.mjs')).catch(() => null))) {
    console.warn('serve: npm/dist is missing; the page needs the built package: run `bash scripts/build.sh` first.');
  }
  try {
    const { url, close } = await startServer({ port, siteRoot });
    console.log(`boardnotation demo page: ${url}`);
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => close().then(() => process.exit(0)));
  } catch (error) {
    console.error(
      `serve: cannot listen on ${HOST}:${port}: ${error.code === 'EADDRINUSE' ? 'the port is in use' : error.message}`,
    );
    process.exit(1);
  }
}

const runDirectly = process.argv[1] && pathToFileURL(realpathSync(process.argv[1])).href === import.meta.url;
if (runDirectly) main();
