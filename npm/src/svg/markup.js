// Writing SVG markup as strings: escaping, attributes and numbers. Nothing here knows a game.
//
// Every text that comes from a scene (a label, a piece name, a title) goes through `escapeXml`, so
// that "<script>" or a quote can never become markup. Characters XML 1.0 forbids (most control
// characters, lone surrogates) are dropped: a strict parser would refuse the whole document for
// one of them.

// The five special characters, the control characters XML 1.0 forbids, and lone surrogates
// (half of a character, which no encoder can write).
const XML_SPECIAL =
  /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The text with & < > " ' escaped and the characters XML cannot hold removed. */
const NEEDS_ESCAPING = new RegExp(XML_SPECIAL.source);

export function escapeXml(value) {
  const text = String(value);
  // Most texts (names, numbers, classes) need nothing: testing first is much faster than replace.
  return NEEDS_ESCAPING.test(text) ? text.replace(XML_SPECIAL, (character) => XML_ENTITIES[character] ?? '') : text;
}

/**
 * A number as the shortest decimal text with at most two decimals: positions and sizes are rounded
 * so that the same scene always gives the same bytes, whatever floating-point noise came before.
 */
export function num(value) {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/**
 * A value that attributes() writes as it is: only for text the drawing code made itself (ids
 * holding the frame's ID_MARK, which escaping would remove).
 */
export function raw(text) {
  return { raw: text };
}

/**
 * ` name="value"` for each attribute, in the order given; null and undefined values are left out.
 * Numbers are rounded (num), raw() values kept, other values escaped.
 */
export function attributes(map) {
  let text = '';
  for (const name in map) {
    const value = map[name];
    if (value === null || value === undefined) continue;
    const written =
      typeof value === 'number'
        ? num(value)
        : typeof value === 'object' && 'raw' in value
          ? value.raw
          : escapeXml(value);
    text += ` ${name}="${written}"`;
  }
  return text;
}

/** An element with no children: `<name a="1"/>`. */
export function emptyElement(name, map) {
  return `<${name}${attributes(map)}/>`;
}

/** An element around already-written markup. */
export function element(name, map, inner) {
  return `<${name}${attributes(map)}>${inner}</${name}>`;
}

/** A <text> element holding `text` (escaped). */
export function textElement(map, text) {
  return `<text${attributes(map)}>${escapeXml(text)}</text>`;
}

/**
 * The accessible name of one drawn thing: a <title> child (read by screen readers, shown as a
 * tooltip, kept in a standalone file) that the caller puts first inside a group with role="img".
 */
export function titleElement(name) {
  return `<title>${escapeXml(name)}</title>`;
}

/** A circle as path data (two arcs), for drawing many circles as one path. */
export function circlePath(cx, cy, r) {
  return `M${num(cx - r)} ${num(cy)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0`;
}
