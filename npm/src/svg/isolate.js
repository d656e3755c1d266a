// Text from the input shown among other text (a player's name in a title, a comment in the move
// list, a label on a point and in its accessible name) is isolated, so that its bidirectional
// controls stay inside it. Without this, a name holding RIGHT-TO-LEFT OVERRIDE (U+202E) reverses
// everything after it on the line: "evil" displays as "live", a result or a move number turns
// round. One helper, used wherever the package draws or labels input text (svg/, document/,
// viewer/, and the demo page through boardnotation/svg's isolateText).

const FSI = '\u2068'; // FIRST STRONG ISOLATE: the text takes the direction of its first letter
const PDI = '\u2069'; // POP DIRECTIONAL ISOLATE
const PDF = '\u202C'; // POP DIRECTIONAL FORMATTING

// The explicit formatting characters (embeddings, overrides, isolates and their pops) and the
// marks (LRM, RLM, ALM), which take effect beyond their neighbours too.
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const OPENS_EMBEDDING = /[\u202A\u202B\u202D\u202E]/; // LRE RLE LRO RLO, closed by PDF
const OPENS_ISOLATE = /[\u2066\u2067\u2068]/; // LRI RLI FSI, closed by PDI
// Where the Unicode Bidirectional Algorithm ends every embedding and isolate: paragraph separators.
const PARAGRAPH = /(\r\n|[\n\r\u001C-\u001E\u0085\u2029])/;

/**
 * `text` with its controls balanced: a PDF or PDI that closes nothing opened in the text is dropped
 * (it would close what is around the text), and whatever the text leaves open is closed at its end.
 */
function balanced(text) {
  const open = []; // 'E' (an embedding or override) or 'I' (an isolate), innermost last
  let out = '';
  for (const character of text) {
    if (OPENS_EMBEDDING.test(character)) open.push('E');
    else if (OPENS_ISOLATE.test(character)) open.push('I');
    else if (character === PDF) {
      // A PDF closes the innermost embedding, never across an isolate.
      if (open[open.length - 1] !== 'E') continue;
      open.pop();
    } else if (character === PDI) {
      // A PDI closes the innermost isolate and every embedding opened inside it.
      const at = open.lastIndexOf('I');
      if (at === -1) continue;
      open.length = at;
    }
    out += character;
  }
  for (let i = open.length - 1; i >= 0; i--) out += open[i] === 'E' ? PDF : PDI;
  return out;
}

/**
 * `text` (any value, as a string) made safe to show among other text: unchanged when it holds no
 * bidirectional control (nearly always), else each of its lines wrapped in FSI…PDI (U+2068…U+2069)
 * with its controls balanced inside, so nothing it opens reaches the text around it. The text
 * itself still shows as written.
 */
export function isolateText(text) {
  const value = String(text ?? '');
  if (!BIDI_CONTROL.test(value)) return value;
  return value
    .split(PARAGRAPH)
    .map((part, index) => (index % 2 === 1 || part === '' ? part : `${FSI}${balanced(part)}${PDI}`))
    .join('');
}
