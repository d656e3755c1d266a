// Turns what a user passes as the wasm (a URL, a Response, bytes or a WebAssembly.Module) into
// an instance for Emscripten's glue, with an error that says what was tried and how to fix it
// (docs/loading.md). Shared by the browser and the Node loaders.

const PACKAGE = 'boardnotation';
const GUIDE = 'https://github.com/boardnotation/boardnotation/blob/main/docs/loading.md';

// What to do when the file could not be fetched or is not wasm: serve it and say where it is.
const serveFix = (fileName) =>
  `Serve node_modules/${PACKAGE}/dist/${fileName} with your app and pass where it is: ` +
  `import { init } from '${PACKAGE}/<subpath>/init'; await init({ wasm: '/path/to/${fileName}' })`;

// A Content-Security-Policy without 'wasm-unsafe-eval' refuses to compile any WebAssembly: where
// the file comes from does not matter, the policy does. Engines say so in their message
// (Chromium and WebKit name 'unsafe-eval' and the Content Security Policy, Firefox CSP).
const CSP_REFUSAL = /Content Security Policy|\bCSP\b|unsafe-eval/i;
const CSP_FIX =
  "The page's Content-Security-Policy (for a worker: the policy its script is served with) refuses " +
  "to compile WebAssembly: add 'wasm-unsafe-eval' to its script-src directive, e.g. " +
  "script-src 'self' 'wasm-unsafe-eval'";

// The error of a failed load: the file, where it was looked for, why, and the fix.
export function loadError(fileName, tried, reason, cause, fix = serveFix(fileName)) {
  const error = new Error(
    `${PACKAGE}: could not load its WebAssembly module ${fileName} from ${tried}: ${String(reason).replace(/\.+$/, '')}. ${fix}. See ${GUIDE}`,
    cause === undefined ? undefined : { cause },
  );
  error.name = 'BoardnotationLoadError';
  error.url = String(tried);
  return error;
}

const isResponse = (value) => typeof Response !== 'undefined' && value instanceof Response;
const isBytes = (value) => value instanceof ArrayBuffer || ArrayBuffer.isView(value);
const describe = (value) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);

// What `source` is, for the error messages: the URL of a Response, or a short description.
function whereFrom(source) {
  if (typeof source === 'string' || source instanceof URL) return String(source);
  if (isResponse(source)) return source.url || 'the Response passed to init()';
  if (source instanceof WebAssembly.Module) return 'the WebAssembly.Module passed to init()';
  if (typeof source?.origin === 'string') return source.origin;
  return 'the bytes passed to init()';
}

// Instantiates `source` with the glue's `imports`; resolves to { instance, module }.
// `source` may be a promise of any of the accepted kinds (e.g. fetch(url)).
// `fetchUrl(url, fileName)` gets a URL's Response or bytes (Node reads files with it).
export async function instantiate(source, imports, fileName, fetchUrl = fetchWasm) {
  source = await source;
  if (typeof source === 'function') source = await source(fileName);
  let tried = whereFrom(source);
  if (typeof source === 'string' || source instanceof URL) source = await fetchUrl(source, fileName);
  if (isResponse(source) && source.url) tried = source.url;
  try {
    if (source instanceof WebAssembly.Module) {
      return { instance: await WebAssembly.instantiate(source, imports), module: source };
    }
    if (isResponse(source)) {
      if (!source.ok) throw loadError(fileName, tried, `HTTP ${source.status} ${source.statusText}`.trim());
      const type = source.headers.get('Content-Type') ?? '';
      if (typeof WebAssembly.instantiateStreaming === 'function' && type.startsWith('application/wasm')) {
        return await WebAssembly.instantiateStreaming(source, imports);
      }
      source = await source.arrayBuffer();
    }
    if (isBytes(source)) return await WebAssembly.instantiate(source, imports);
  } catch (error) {
    if (error.name === 'BoardnotationLoadError') throw error;
    if (CSP_REFUSAL.test(error.message)) throw loadError(fileName, tried, error.message, error, CSP_FIX);
    throw loadError(fileName, tried, notWasmReason(error, source), error);
  }
  throw loadError(
    fileName,
    tried,
    `init() was given ${describe(source)}; pass a URL, a Response, bytes or a WebAssembly.Module`,
  );
}

// A failed compile of bytes that are not wasm (an HTML fallback page, a 200 for a missing file)
// says so; other failures keep the engine's words.
function notWasmReason(error, bytes) {
  const view = isBytes(bytes)
    ? new Uint8Array(bytes.buffer ?? bytes, bytes.byteOffset ?? 0, Math.min(4, bytes.byteLength))
    : null;
  if (view && !(view[0] === 0 && view[1] === 0x61 && view[2] === 0x73 && view[3] === 0x6d)) {
    const start = new TextDecoder().decode(view.slice(0, 4));
    return `the response is not a WebAssembly file (it starts with ${JSON.stringify(start)}, not "\\0asm")`;
  }
  return error.message;
}

async function fetchWasm(url, fileName) {
  try {
    return await fetch(url, { credentials: 'same-origin' });
  } catch (error) {
    throw loadError(fileName, url, `the request failed (${error.message})`, error);
  }
}

// Runs Emscripten's factory with an instantiateWasm hook that loads `source`; resolves to the
// module once its runtime is ready, rejects with the load error.
export function createModuleFrom(factory, source, fileName, fetchUrl) {
  return new Promise((resolve, reject) => {
    factory({
      locateFile: (name) => name, // keeps the glue from resolving URLs of its own
      instantiateWasm(imports, receive) {
        instantiate(source, imports, fileName, fetchUrl).then(
          ({ instance, module }) => receive(instance, module),
          reject,
        );
        return {};
      },
    }).then(resolve, reject);
  });
}
