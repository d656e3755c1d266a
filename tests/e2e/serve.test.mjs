// scripts/serve.mjs: what the page needs (MIME types, the package under /vendor/boardnotation/) and
// what it must refuse (anything outside web/ and the package's published files).
import { request } from 'node:http';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let server;

beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(() => server?.close());

// node:http sends the path as written: fetch() would resolve `..` before it ever reached the server.
function get(rawPath, method = 'GET') {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: server.port, path: rawPath, method }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, type: response.headers['content-type'], body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test('listens on 127.0.0.1 at a free port when asked for port 0', () => {
  expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
  expect(server.port).toBeGreaterThan(0);
});

test.each([
  ['/', 'text/html; charset=utf-8'],
  ['/index.html', 'text/html; charset=utf-8'],
  ['/app.js', 'text/javascript; charset=utf-8'],
  ['/styles.css', 'text/css; charset=utf-8'],
  ['/favicon.svg', 'image/svg+xml'],
  ['/examples/readme.gbb', 'text/plain; charset=utf-8'],
  ['/vendor/boardnotation/dist/index.mjs', 'text/javascript; charset=utf-8'],
  ['/vendor/boardnotation/dist/boardnotation-gbb.wasm', 'application/wasm'],
  ['/vendor/boardnotation/package.json', 'application/json; charset=utf-8'],
  ['/examples/readme.gbb?cache=1#x', 'text/plain; charset=utf-8'],
])('serves %s as %s', async (urlPath, type) => {
  const response = await get(urlPath);
  expect(response.status).toBe(200);
  expect(response.type).toBe(type);
});

test('serves the wasm byte for byte (its magic number first)', async () => {
  const { body } = await get('/vendor/boardnotation/dist/boardnotation-gbb.wasm');
  expect(body.slice(0, 4)).toBe('\0asm');
});

test.each([
  '/../package.json',
  '/../../etc/passwd',
  '/%2e%2e/package.json',
  '/%2e%2e%2f%2e%2e%2fetc/passwd',
  '/..%5c..%5cpackage.json',
  '/examples/%00readme.gbb',
  '/vendor/boardnotation/../package.json',
  '/vendor/boardnotation/dist/../../package.json',
  '/vendor/boardnotation/dist/..%2f..%2fsrc/api.js',
  '/vendor/boardnotation/src/api.js', // in npm/ but not published: users would not have it
  '/vendor/boardnotation/',
  '/examples/',
  '/no-such-file.html',
  '/%E0%A4%A',
])('refuses %s', async (urlPath) => {
  const response = await get(urlPath);
  expect(response.status).toBe(404);
  expect(response.body).not.toContain('"name"'); // never a package.json, whichever one
  expect(response.body).not.toContain('root:');
});

test('answers HEAD without a body and refuses other methods', async () => {
  expect(await get('/', 'HEAD')).toMatchObject({ status: 200, body: '' });
  expect((await get('/', 'POST')).status).toBe(405);
});

test('runs as a command that prints its URL, with the port from --port', async () => {
  const child = spawn(process.execPath, [path.join(repositoryRoot, 'scripts/serve.mjs'), '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const firstLine = await new Promise((resolve, reject) => {
      child.stdout.setEncoding('utf8');
      child.stdout.once('data', (text) => resolve(text.trim()));
      child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    });
    expect(firstLine).toMatch(/^boardnotation demo page: http:\/\/127\.0\.0\.1:\d+\/$/);
  } finally {
    child.kill('SIGTERM');
  }
});

test('serves a static build from one folder (--site), with nothing mapped and nothing outside it', async () => {
  const { mkdtempSync, writeFileSync, mkdirSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const folder = mkdtempSync(path.join(tmpdir(), 'boardnotation-serve-site-'));
  mkdirSync(path.join(folder, 'examples'));
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(path.join(folder, 'examples', 'game.sgf'), '(;GM[1])');
  const site = await startServer({ port: 0, siteRoot: folder });
  const fetchText = async (urlPath) => {
    const response = await fetch(new URL(urlPath, site.url));
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  };
  try {
    expect(await fetchText('/')).toMatchObject({ status: 200, body: '<!doctype html><title>site</title>' });
    expect(await fetchText('/examples/game.sgf')).toMatchObject({ status: 200, type: 'text/plain; charset=utf-8' });
    // The development mapping of the package does not exist in a site: it has its own copy or nothing.
    expect((await fetchText('/vendor/boardnotation/package.json')).status).toBe(404);
    expect((await fetchText('/app.js')).status).toBe(404);
  } finally {
    await site.close();
    rmSync(folder, { recursive: true, force: true });
  }
});
