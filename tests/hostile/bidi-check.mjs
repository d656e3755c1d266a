// The check of the bidi tests, written apart from the package's isolateText so that it judges it:
// where in `text` (one string as it is shown: a text node, an attribute, an accessible name) a
// bidirectional control could act beyond the input string it came with. Following the Unicode
// Bidirectional Algorithm (UAX #9) per paragraph, it is a problem when
//   - an embedding or override (LRE RLE LRO RLO) or a mark (LRM RLM ALM) is outside every isolate;
//   - a PDF or PDI closes something the text did not open (it would close what is around it);
//   - an embedding, override or isolate is still open at the end of a paragraph.
// Returns null when none of these happens, else a description of the first.

const EMBEDDING = new Set(['\u202A', '\u202B', '\u202D', '\u202E']);
const ISOLATE = new Set(['\u2066', '\u2067', '\u2068']);
const MARK = new Set(['\u200E', '\u200F', '\u061C']);
const PDF = '\u202C';
const PDI = '\u2069';
const PARAGRAPH = /\r\n|[\n\r\u001C-\u001E\u0085\u2029]/;

const codePoint = (character) => `U+${character.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

export function bidiLeak(text) {
  for (const paragraph of String(text).split(PARAGRAPH)) {
    const open = [];
    let index = 0;
    for (const character of paragraph) {
      const where = `${codePoint(character)} at ${index} of ${JSON.stringify(paragraph)}`;
      index += 1;
      if (EMBEDDING.has(character) || MARK.has(character)) {
        if (!open.includes('I')) return `${where} is outside every isolate`;
        if (EMBEDDING.has(character)) open.push('E');
      } else if (ISOLATE.has(character)) open.push('I');
      else if (character === PDF) {
        if (open[open.length - 1] !== 'E') return `${where} closes an embedding the text did not open`;
        open.pop();
      } else if (character === PDI) {
        if (!open.includes('I')) return `${where} closes an isolate the text did not open`;
        open.length = open.lastIndexOf('I');
      }
    }
    if (open.length) return `${JSON.stringify(paragraph)} leaves ${open.length} embedding(s) or isolate(s) open`;
  }
  return null;
}

/** Every text node and attribute value of an SVG (or any markup) string: what the checks look at. */
export function markupStrings(markup) {
  const strings = [];
  for (const [, value] of markup.matchAll(/\s[\w:-]+="([^"]*)"/g)) strings.push(value);
  for (const [, value] of markup.matchAll(/>([^<]+)</g)) strings.push(value);
  return strings;
}
