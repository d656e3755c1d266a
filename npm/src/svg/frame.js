// The <svg> around every board: viewBox, optional pixel size, accessible name, the scoped
// <style> that themes it, and the id prefix that keeps two boards on one page apart.
//
// Ids and the scoping class: while a board is drawn, every id and the scoping class are written
// with ID_MARK in place of the prefix. The prefix is then the one asked for (options.idPrefix) or
// a hash of the drawing itself (prefixFor), so the same scene always gives the same string (tests
// compare strings) while different boards on one page get different ids. ID_MARK is a control character
// that escapeXml removes, so no text taken from a scene can ever contain it.
import { attributes, escapeXml, num } from './markup.js';
import { isolateText } from './isolate.js';

export const ID_MARK = '\u0001';

// FNV-1a over the string's UTF-16 units, from `step` to `step`: stable across runs and engines.
function hash(text, seed, step = 1) {
  let value = seed ^ text.length;
  for (let i = 0; i < text.length; i += step) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value;
}

// What the ids name (the <defs>) is read whole, so boards whose definitions differ never share a
// prefix (the style rules are the same for every board of a kind). The rest of the drawing is
// sampled (a couple of thousand units and its length), which keeps the hash at a few dozen
// microseconds: two boards that share a prefix anyway have the very same definitions behind it.
function prefixFor(kind, defs, body) {
  const seed = hash(defs, hash(kind, 0x811c9dc5));
  return `bn${(hash(body, seed, Math.max(1, Math.floor(body.length / 2048))) >>> 0).toString(36)}`;
}

// An id prefix must be a valid XML name start and a CSS class: letters, digits, - and _ only.
function cleanPrefix(prefix) {
  const cleaned = String(prefix).replace(/[^A-Za-z0-9_-]/g, '');
  return /^[A-Za-z_]/.test(cleaned) ? cleaned : `bn${cleaned}`;
}

/** CSS text of [selector, declarations] rules, each selector scoped under `scope`. */
export function scopedRules(rules, scope) {
  return rules
    .map(
      ([selector, declarations]) =>
        selector
          .split(',')
          .map((part) => `${scope} ${part.trim()}`)
          .join(',') + `{${declarations}}`,
    )
    .join('');
}

/**
 * The whole SVG document as a string.
 *   kind         'chess' | 'go' | 'gbb' | 'bdl' (a class bn-<kind> on the root)
 *   width/height the drawing's size in user units (the viewBox)
 *   title        the board's accessible name
 *   rules        [selector, declarations] pairs; each selector is scoped to this board
 *   defs, body   markup, with ID_MARK where the prefix goes
 *   options      the caller's { size, idPrefix }; size is the longer side in pixels
 *   data         extra data-* attributes of the root
 */
export function svgDocument({ kind, width, height, title: name, rules, defs = '', body, options = {}, data = {} }) {
  // The caller's title may be a game's (players' names): its bidirectional controls stay inside it.
  const title = isolateText(name);
  // styles: false leaves the <style> out, for a page whose Content-Security-Policy refuses inline
  // style elements: the page then loads boardStyleSheet() itself (the presentation attributes
  // already give every board its default colours).
  const style = options.styles === false ? '' : `<style>${scopedRules(rules, `.${ID_MARK}`)}</style>`;
  const inner = `<title>${escapeXml(title)}</title>${style}${defs ? `<defs>${defs}</defs>` : ''}${body}`;
  const prefix =
    options.idPrefix != null && options.idPrefix !== ''
      ? cleanPrefix(options.idPrefix)
      : prefixFor(kind, defs, title + body);
  let sizeAttributes = {};
  const size = Number(options.size);
  if (Number.isFinite(size) && size > 0) {
    const scale = size / Math.max(width, height);
    sizeAttributes = { width: num(width * scale), height: num(height * scale) };
  }
  // The class is written by hand: attributes() would escape ID_MARK away.
  const root =
    ` xmlns="http://www.w3.org/2000/svg" class="bn-board bn-${kind} ${ID_MARK}"` +
    attributes({
      viewBox: `0 0 ${num(width)} ${num(height)}`,
      ...sizeAttributes,
      role: 'group',
      'aria-label': title,
      'font-family': 'sans-serif',
      ...Object.fromEntries(Object.entries(data).map(([key, value]) => [`data-${key}`, value])),
    });
  return `<svg${root}>${inner}</svg>`.split(ID_MARK).join(prefix);
}
