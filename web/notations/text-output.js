// A converter output without options (see `outputs` in notations/index.js): most outputs are only
// an id, a label, a file name and the function that writes them, so that is all they spell out.

/**
 * { id, label, fileName, mediaType, controls: [], produce, key? } with text/plain unless told
 * otherwise; `key` (see notations/index.js) when the output can be kept while it is unchanged.
 */
export function textOutput(id, label, fileName, produce, mediaType = 'text/plain', key = undefined) {
  return { id, label, fileName, mediaType, controls: [], produce, ...(key ? { key } : {}) };
}

/** The `key` of an output that depends on the model only (a model nothing on the page changes). */
export const sameForTheModel = () => '';
