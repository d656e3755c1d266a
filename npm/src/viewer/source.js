// Where a viewer's text comes from: the element's own content (markup indentation removed), a
// `src` fetched over the network, and the language a page speaks.

/**
 * The text written inside the element, without the indentation the page's markup added: the
 * common leading white space of its lines and the blank lines around it. (A <script type="text/plain">
 * child keeps "<" and "&" as written; its text is part of textContent too.)
 */
export function contentText(element) {
  const lines = (element.textContent ?? '').replace(/\r\n?/g, '\n').split('\n');
  while (lines.length && lines[0].trim() === '') lines.shift();
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
  let indent = Infinity;
  for (const line of lines) {
    if (line.trim() === '') continue;
    indent = Math.min(indent, /^[ \t]*/.exec(line)[0].length);
  }
  if (!Number.isFinite(indent) || indent === 0) return lines.join('\n');
  return lines.map((line) => line.slice(Math.min(indent, /^[ \t]*/.exec(line)[0].length))).join('\n');
}

/** The file name at the end of a URL ("games/fischer.pgn" -> "fischer.pgn"), for detection. */
export function fileNameOf(url) {
  try {
    const path = new URL(url, 'http://x/').pathname;
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || undefined;
  } catch {
    return undefined;
  }
}

/** Fetches `src` (relative to the page) as bytes; rejects with a message a reader understands. */
export async function fetchBytes(src, baseURI, signal) {
  const url = new URL(src, baseURI);
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The page's language: the nearest lang attribute, then <html lang>, then the browser's. */
export function pageLanguage(element) {
  const tagged = element.closest?.('[lang]')?.getAttribute('lang');
  if (tagged) return tagged;
  const root = element.ownerDocument?.documentElement?.lang;
  if (root) return root;
  return globalThis.navigator?.language ?? 'en';
}
