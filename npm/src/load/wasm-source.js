// Where a browser core takes its wasm from when init() is given none. Bundlers that copy the file
// (Vite, webpack, Parcel) rewrite the core's new URL('./boardnotation-<module>.wasm',
// import.meta.url) to the copy they emit, under a hashed name; esbuild and rollup leave it as
// written, pointing next to a bundle where no such file is. So: the core's own file, unbundled
// (a page, an import map, a CDN) -> the file beside it; bundled, the URL renamed -> the bundler's
// copy; bundled, the name unchanged -> the base64 twin the bundle carries (a chunk loaded only
// then, or inlined by esbuild without code splitting). No copy step, and no request that fails.
export function wasmSource(here, coreFile, fileName, url, inline) {
  if (typeof here === 'string' && here.endsWith(`/${coreFile}`)) return url();
  let rewritten;
  try {
    rewritten = url();
  } catch {
    // import.meta.url is empty in a classic script bundle (esbuild's iife format)
  }
  if (rewritten && !rewritten.pathname.endsWith(`/${fileName}`)) return rewritten;
  return inline().then((module) => {
    const bytes = decodeBase64(module.default);
    // What a load error says was tried (instantiate.js's whereFrom).
    Object.defineProperty(bytes, 'origin', { value: `${fileName}.mjs, the copy inside the bundle` });
    return bytes;
  });
}

function decodeBase64(text) {
  if (typeof Uint8Array.fromBase64 === 'function') return Uint8Array.fromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
