// The page's state in the address (#n=go&t=...&p=12&f=1&l=es): a link to the page shows what its
// author saw. The input itself is only kept for small inputs: browsers and chat programs cut long
// addresses, and a link that silently loses half of a file would be worse than none.

export const MAX_TEXT_IN_LINK = 4000; // characters of the encoded input

/** { notation, text, example, ply, flipped, language } from a hash; missing fields are undefined. */
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
  };
}

/** The hash for a state, and whether the text fitted into it. */
export function writeHash({ notation, text, example, ply, flipped, language }) {
  const params = new URLSearchParams();
  params.set('n', notation);
  let textFits = true;
  if (example) params.set('x', example);
  else if (text !== undefined) {
    // Encoding never shortens a text: a long one is refused without encoding megabytes.
    textFits = text.length <= MAX_TEXT_IN_LINK && encodeURIComponent(text).length <= MAX_TEXT_IN_LINK;
    if (textFits) params.set('t', text);
  }
  if (ply !== undefined && ply !== null) params.set('p', String(ply));
  if (flipped) params.set('f', '1');
  if (language) params.set('l', language);
  return { hash: `#${params.toString()}`, textFits };
}
