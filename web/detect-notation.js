// Which of the page's notations a pasted, dropped or opened text is written in: the package's own
// detect() (boardnotation/viewer, the same one a user's page would call), mapped to the page's
// notation descriptors (HEN and SGF are both read by the Go descriptor: see `reads`).

/** The package's detect function (loaded once, at start). */
export async function loadDetector() {
  // The viewer entry loads no wasm at import (each family is loaded when a viewer needs it).
  return (await import('boardnotation/viewer')).detect;
}

/**
 * The descriptor of the notation `text` is written in, or null when detection is not sure or finds
 * none (a guess from the file name alone is taken only for a file: it is all there is).
 */
export function detectNotation(detect, notations, text, fileName) {
  if (!detect) return null;
  let found;
  try {
    found = detect(text, fileName);
  } catch {
    return null; // detection is a convenience: the text is still read in the notation picked
  }
  if (!found?.notation) return null;
  if (found.confidence === 'guess' && !fileName) return null;
  return notations.find((notation) => (notation.reads ?? [notation.id]).includes(found.notation)) ?? null;
}
