// The explicit loading API in Node (`boardnotation/<subpath>/init`, docs/loading.md): nothing
// loads before init(); init() takes the wasm as a path, a file: URL, bytes, a Response or a
// WebAssembly.Module; a failed load names what was tried, the package and the fix. Each case runs
// in a fresh process: a module is loaded once per process, as in an application.
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { pathToFileURL } = require('node:url');

const dist = join(dirname(require.resolve('boardnotation/package.json')), 'dist');
const gbbWasm = join(dist, 'boardnotation-gbb.wasm');

// Runs an ES module script in a new Node process; its printed JSON.
function run(source) {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd: __dirname,
    encoding: 'utf8',
  });
  return JSON.parse(out);
}
const PARSE = "GBB.parse('GBB/1.0 size 2 2 cell 1 1 Rojo 3 head 0 0').getCell(1, 1).r";

test('nothing is loaded before init(); the names are live bindings set when it resolves', () => {
  expect(
    run(`
    import { init, GBB } from 'boardnotation/gbb/init';
    const before = typeof GBB;
    const api = await init();
    console.log(JSON.stringify({ before, after: ${PARSE}, same: api.GBB === GBB }));`),
  ).toEqual({ before: 'undefined', after: 3, same: true });
});

test.each([
  ['a path', `${JSON.stringify(gbbWasm)}`],
  ['a file: URL', `new URL(${JSON.stringify(pathToFileURL(gbbWasm).href)})`],
  ['bytes', `readFileSync(${JSON.stringify(gbbWasm)})`],
  ['an ArrayBuffer', `new Uint8Array(readFileSync(${JSON.stringify(gbbWasm)})).buffer`],
  [
    'a Response',
    `new Response(readFileSync(${JSON.stringify(gbbWasm)}), { headers: { 'Content-Type': 'application/wasm' } })`,
  ],
  [
    'a promise of a Response without the wasm content type',
    `Promise.resolve(new Response(readFileSync(${JSON.stringify(gbbWasm)})))`,
  ],
  ['a WebAssembly.Module', `new WebAssembly.Module(readFileSync(${JSON.stringify(gbbWasm)}))`],
  ['a function of the file name', `(file) => ${JSON.stringify(dist)} + '/' + file`],
])('init({ wasm: %s }) loads that wasm', (_, source) => {
  expect(
    run(`
    import { readFileSync } from 'node:fs';
    import { init, GBB } from 'boardnotation/gbb/init';
    await init({ wasm: ${source} });
    console.log(JSON.stringify(${PARSE}));`),
  ).toBe(3);
});

test('a missing file: the error names the path, the file, the package and the fix', () => {
  const error = run(`
    import { init } from 'boardnotation/gbb/init';
    try { await init({ wasm: '/nowhere/boardnotation-gbb.wasm' }); console.log('null'); }
    catch (e) { console.log(JSON.stringify({ name: e.name, message: e.message, url: e.url })); }`);
  expect(error.name).toBe('BoardnotationLoadError');
  expect(error.url).toBe('/nowhere/boardnotation-gbb.wasm');
  expect(error.message).toContain(
    'boardnotation: could not load its WebAssembly module boardnotation-gbb.wasm from /nowhere/boardnotation-gbb.wasm: the file does not exist',
  );
  expect(error.message).toContain("await init({ wasm: '/path/to/boardnotation-gbb.wasm' })");
  expect(error.message).toContain('docs/loading.md');
});

test('bytes that are not wasm (an HTML page served for a missing file) are named as such', () => {
  const message = run(`
    import { init } from 'boardnotation/gbb/init';
    const page = new Response('<!doctype html><title>Not found</title>', { headers: { 'Content-Type': 'text/html' } });
    try { await init({ wasm: page }); console.log('null'); } catch (e) { console.log(JSON.stringify(e.message)); }`);
  expect(message).toContain('the response is not a WebAssembly file (it starts with "<!do", not "\\0asm")');
});

test("the wrong module (another family's wasm) is refused with the reason, and a later init() can succeed", () => {
  const result = run(`
    import { init, GBB } from 'boardnotation/gbb/init';
    let message;
    try { await init({ wasm: ${JSON.stringify(join(dist, 'boardnotation-bdl.wasm'))} }); } catch (e) { message = e.message; }
    await init();
    console.log(JSON.stringify({ message, parsed: ${PARSE} }));`);
  expect(result.message).toMatch(
    /^boardnotation: could not load its WebAssembly module boardnotation-gbb\.wasm from .*boardnotation-bdl\.wasm: /,
  );
  expect(result.parsed).toBe(3);
});

test('a 404 from an HTTP server names the URL and the status', () => {
  const message = run(`
    import { createServer } from 'node:http';
    import { init } from 'boardnotation/gbb/init';
    const server = createServer((req, res) => { res.statusCode = 404; res.end('missing'); });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = 'http://127.0.0.1:' + server.address().port + '/assets/boardnotation-gbb.wasm';
    try { await init({ wasm: url }); } catch (e) { console.log(JSON.stringify(e.message.replace(url, '<url>'))); }
    server.close();`);
  expect(message).toContain('boardnotation-gbb.wasm from <url>: HTTP 404');
});

test('the root init() loads one module, of every family, from any source a subpath takes', () => {
  expect(
    run(`
    import { init, GBB, Chess, Hen, Sgf, Pgn, Ssb, Bdl, languages } from 'boardnotation/init';
    await init({ wasm: ${JSON.stringify(join(dist, 'boardnotation-all.wasm'))} });
    console.log(JSON.stringify({ ok: [GBB, Chess, Hen, Sgf, Pgn, Ssb, Bdl].every(Boolean), languages, gbb: ${PARSE} }));`),
  ).toEqual({ ok: true, languages: ['en', 'es'], gbb: 3 });
});

// Which wasm files an ES module script makes Node read, and what it prints.
function wasmRead(body) {
  return run(`
    import fs from 'node:fs';
    const read = fs.readFileSync;
    const seen = [];
    fs.readFileSync = (path, ...rest) => { if (String(path).endsWith('.wasm')) seen.push(String(path).split('/').pop()); return read(path, ...rest); };
    const { createRequire } = await import('node:module');
    const require = createRequire(import.meta.url);
    ${body}`);
}

test('the root and a subpath share each family, whichever is loaded first, and load none twice', () => {
  // The subpath first: the root takes GBB from the family's module, and the rest from its own.
  expect(
    wasmRead(`
    const sub = require('boardnotation/gbb');
    const root = require('boardnotation');
    let caught;
    try { root.GBB.parse('GBB/1.0 size 0 1'); } catch (e) { caught = e instanceof sub.GBBParsingErrors.InvalidSizeDefinition; }
    console.log(JSON.stringify({ seen, same: root.GBB === sub.GBB && root.Board === sub.Board, caught }));`),
  ).toEqual({ seen: ['boardnotation-gbb.wasm', 'boardnotation-all.wasm'], same: true, caught: true });
  // The root first: the subpaths load nothing more (the init() entries neither).
  expect(
    wasmRead(`
    const root = require('boardnotation');
    const chess = require('boardnotation/chess');
    const pgn = await import('boardnotation/pgn/init');
    await pgn.init();
    console.log(JSON.stringify({ seen, same: root.Chess === chess.Chess && root.FenError === chess.FenError && root.Pgn === pgn.Pgn }));`),
  ).toEqual({ seen: ['boardnotation-all.wasm'], same: true });
});

test('the init entries and the ready entries hand out the same objects', () => {
  expect(
    run(`
    import { GBB as ready } from 'boardnotation/gbb';
    import { init, GBB } from 'boardnotation/gbb/init';
    import * as root from 'boardnotation';
    await init();
    console.log(JSON.stringify([GBB === ready, root.GBB === ready]));`),
  ).toEqual([true, true]);
});

test('CommonJS: require(".../init") loads nothing until init(), then sets its names', () => {
  const out = execFileSync(
    process.execPath,
    [
      '-e',
      `
    const bn = require('boardnotation/gbb/init');
    const before = bn.GBB;
    bn.init({ wasm: require('node:fs').readFileSync(${JSON.stringify(gbbWasm)}) }).then((api) => {
      console.log(JSON.stringify([before === undefined, bn.${PARSE}, api.GBB === bn.GBB]));
    });`,
    ],
    { cwd: __dirname, encoding: 'utf8' },
  );
  expect(JSON.parse(out)).toEqual([true, 3, true]);
});

test('each subpath loads its own module only (Node reads the .wasm of its family)', () => {
  const files = wasmRead(`
    require('boardnotation/gbb'); require('boardnotation/pgn'); require('boardnotation/chess');
    console.log(JSON.stringify(seen));`);
  expect(files).toEqual(['boardnotation-gbb.wasm', 'boardnotation-chess.wasm']);
  expect(readFileSync(gbbWasm).subarray(0, 4)).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d]));
});
