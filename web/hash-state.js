// The page's state in the address (#n=go&t=...&p=12&f=1&l=es&v=...): a link to the page shows what
// its author saw, including what was done on the board (v: the notation's viewState, e.g. the moves
// played or the game and variation picked; only with the text or example it belongs to). The input itself is only kept for small inputs: browsers and chat programs cut long
// addresses, and a link that silently loses half of a file would be worse than none.

export const MAX_TEXT_IN_LINK = 4000; // characters of the encoded input

/** { notation, text, example, ply, flipped, language, view } from a hash; missing fields are undefined. */
export function readHash(hash = location.hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const number = (value) => (value !== null && /^\d+$/.test(value) ? Number(value) : undefined);
  return {
    notation: params.get('n') ?? undefined,
    text: params.get('t') ?? undefined,
    example: params.get('x') ?? undefined,
    ply: number(params.get('p')),
    flipped: params.get('f') === '1',
    language: params.get('l') ?? undefined,
    view: params.get('v') ?? undefined,
  };
}

/** The hash for a state, and whether the text fitted into it. */
export function writeHash({ notation, text, example, ply, flipped, language, view }) {
  const params = new URLSearchParams();
  params.set('n', notation);
  let textFits = true;
  if (example) params.set('x', example);
  else if (text !== undefined) {
    // Encoding never shortens a text: a long one is refused without encoding megabytes.
    textFits = text.length <= MAX_TEXT_IN_LINK && encodeURIComponent(text).length <= MAX_TEXT_IN_LINK;
    if (textFits) params.set('t', text);
  }
  // What was done on the board means nothing without the text it was done on.
  if (view && (example || (text !== undefined && textFits))) params.set('v', view);
  if (ply !== undefined && ply !== null) params.set('p', String(ply));
  if (flipped) params.set('f', '1');
  if (language) params.set('l', language);
  return { hash: `#${params.toString()}`, textFits };
}
