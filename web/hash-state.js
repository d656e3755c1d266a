// The page's state in the address (#n=go&t=...&p=12&f=1&l=es&v=...): a link to the page shows what
// its author saw, including what was done on the board (v: the notation's viewState, e.g. the moves
// played or the game and variation picked; only with the text or example it belongs to).
//
// A short input travels as itself (t=, readable in the address). A longer one travels compressed
// (z=: deflate-raw, base64url), so that a whole game or a few of them fit. An input too long for
// that is left out and the link says so (o=1): the reader is told, rather than shown a built-in
// example, i.e. another game. Browsers and chat programs cut very long addresses, and a link that
// silently loses half of a file would be worse than none.

export const MAX_TEXT_IN_LINK = 4000; // characters of the input written as itself
export const MAX_PACKED_IN_LINK = 32000; // characters of the compressed input: a game of 50 KB with clocks and evals

/** { notation, text, packed, omitted, example, ply, flipped, language, view } from a hash. */
export function readHash(hash = location.hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const number = (value) => (value !== null && /^\d+$/.test(value) ? Number(value) : undefined);
  return {
    notation: params.get('n') ?? undefined,
    text: params.get('t') ?? undefined,
    packed: params.get('z') ?? undefined,
    omitted: params.get('o') === '1',
    example: params.get('x') ?? undefined,
    ply: number(params.get('p')),
    flipped: params.get('f') === '1',
    language: params.get('l') ?? undefined,
    view: params.get('v') ?? undefined,
  };
}

/**
 * The hash for a state. `packed` is the compressed input (from packText) when the caller has it;
 * `textFits` says whether the input (as itself or packed) is in the hash.
 */
export function writeHash({ notation, text, packed, example, ply, flipped, language, view }) {
  const params = new URLSearchParams();
  params.set('n', notation);
  let textFits = true;
  if (example) params.set('x', example);
  else if (text !== undefined) {
    if (fitsAsItself(text)) params.set('t', text);
    else if (packed !== undefined && packed.length <= MAX_PACKED_IN_LINK) params.set('z', packed);
    else {
      textFits = false;
      params.set('o', '1');
    }
  }
  // What was done on the board means nothing without the text it was done on.
  if (view && (example || (text !== undefined && textFits))) params.set('v', view);
  if (ply !== undefined && ply !== null) params.set('p', String(ply));
  if (flipped) params.set('f', '1');
  if (language) params.set('l', language);
  return { hash: `#${params.toString()}`, textFits };
}

/** Whether a text travels as itself. Encoding never shortens a text: a long one is refused without encoding megabytes. */
export function fitsAsItself(text) {
  return text.length <= MAX_TEXT_IN_LINK && encodeURIComponent(text).length <= MAX_TEXT_IN_LINK;
}

// Real notation text compresses two- to fivefold (base64 included); a text longer than twenty times
// what a link holds would not fit, and is not compressed at all (a pasted database would be
// compressed for nothing at every step through it).
const MAX_TEXT_TO_PACK = MAX_PACKED_IN_LINK * 20;

/** The text compressed for a link (base64url of deflate-raw of its UTF-8), or undefined if it cannot fit. */
export async function packText(text) {
  if (text.length > MAX_TEXT_TO_PACK || typeof CompressionStream !== 'function') return undefined;
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  const encoded = toBase64Url(bytes);
  return encoded.length <= MAX_PACKED_IN_LINK ? encoded : undefined;
}

/** The text of a packed link; throws if the link was damaged (cut or edited). */
export async function unpackText(packed) {
  if (packed.length > MAX_PACKED_IN_LINK) throw new Error('the packed text is longer than a link carries');
  const stream = new Blob([fromBase64Url(packed)]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new TextDecoder('utf-8', { fatal: true }).decode(await new Response(stream).arrayBuffer());
}

function toBase64Url(bytes) {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('the packed text has characters base64url does not use');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
