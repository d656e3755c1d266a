// Reading back the SVG that this package's own drawing code writes (../frame.js, ../markup.js):
// elements with double-quoted attributes, text with the five XML entities and numeric references,
// nothing else. It is not a general XML parser: comments, processing instructions and doctype are
// skipped, and CDATA, namespaces other than SVG's and external entities are not read at all.
// Rasterizing from this text (rather than drawing each board twice) keeps one drawing per board.

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text) {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole;
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const ATTRIBUTE = /\s*([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;

/** The element tree of `text`: { name, attributes, children, text } (text: of a leaf's content). */
export function parseXml(text) {
  const root = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('<', at);
    const top = stack[stack.length - 1];
    if (open === -1 || open > at) {
      const end = open === -1 ? text.length : open;
      top.text += decode(text.slice(at, end));
      at = end;
      continue;
    }
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at);
      at = end === -1 ? text.length : end + 3;
    } else if (text[at + 1] === '?' || text[at + 1] === '!') {
      const end = text.indexOf('>', at);
      at = end === -1 ? text.length : end + 1;
    } else if (text[at + 1] === '/') {
      const end = text.indexOf('>', at);
      if (stack.length > 1) stack.pop();
      at = end === -1 ? text.length : end + 1;
    } else {
      const nameMatch = /[^\s/>]+/y;
      nameMatch.lastIndex = at + 1;
      const name = nameMatch.exec(text)?.[0] ?? '';
      const element = { name, attributes: {}, children: [], text: '' };
      let cursor = at + 1 + name.length;
      for (;;) {
        ATTRIBUTE.lastIndex = cursor;
        const match = ATTRIBUTE.exec(text);
        if (!match) break;
        element.attributes[match[1]] = decode(match[2] ?? match[3]);
        cursor = ATTRIBUTE.lastIndex;
      }
      const end = text.indexOf('>', cursor);
      if (end === -1) break;
      top.children.push(element);
      if (text[end - 1] !== '/') stack.push(element);
      at = end + 1;
    }
  }
  return root;
}
