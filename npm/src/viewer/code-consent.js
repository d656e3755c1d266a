// The yes to run a BDL description's JavaScript (the allow button, allowExplicitCode()), bound to
// the very text it was given for and to the evaluator given with it. Every opening of a text asks
// covers(): any other text, whichever way it came (src, the element's content, the text property,
// load(), a change of attribute that reopens it), finds no consent and asks again. A flag that
// later texts inherit would run a stranger's code that nobody allowed.
import { isGbbData } from '../document/gbb.js';

// The same text: the same string, the same bytes (a src is read as bytes), or the very document
// opened elsewhere (the viewer's load(document)).
function sameText(a, b) {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (!(a instanceof Uint8Array) || !(b instanceof Uint8Array)) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export class CodeConsent {
  #text = null; // the text allowed (a string or a copy of its bytes); null: none
  #evaluator;

  /**
   * Allows the code of `text` (a string, bytes, or a document opened elsewhere, which runs its code
   * itself), run by `evaluator` (undefined: in the page).
   */
  grant(text, evaluator) {
    if (typeof text === 'string') this.#text = text;
    else if (text instanceof Uint8Array) this.#text = text.slice();
    else if (text !== null && typeof text === 'object' && !isGbbData(text)) this.#text = text;
    else this.#text = null; // a board given as data has no code
    this.#evaluator = evaluator;
  }

  revoke() {
    this.#text = null;
    this.#evaluator = undefined;
  }

  /** Whether the code of `text`, run by `evaluator`, was allowed. */
  covers(text, evaluator) {
    return this.#text !== null && evaluator === this.#evaluator && sameText(this.#text, text);
  }
}
