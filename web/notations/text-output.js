// A converter output without options (see `outputs` in notations/index.js): most outputs are only
// an id, a label, a file name and the function that writes them, so that is all they spell out.

/** { id, label, fileName, mediaType, controls: [], produce } with text/plain unless told otherwise. */
export function textOutput(id, label, fileName, produce, mediaType = 'text/plain') {
  return { id, label, fileName, mediaType, controls: [], produce };
}
