// A small strict XML reader for the SVG tests (Node has no DOM, and no XML parser is installed):
// it accepts only well-formed XML of the kind the drawings write (elements, attributes in double
// or single quotes, text, the five predefined entities and numeric references) and throws on
// anything else: unclosed or crossed tags, a raw < or & in text or attributes, an attribute
// given twice, characters XML forbids. It returns the tree for the tests to query.

const NAME = /^[A-Za-z_:][A-Za-z0-9_:.-]*/;
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

function decode(text, where) {
  if (FORBIDDEN.test(text)) throw new Error(`character not allowed in XML in ${where}`);
  if (text.includes('<')) throw new Error(`raw < in ${where}`);
  return text.replace(/&([^;]*);?/g, (match, body) => {
    if (!match.endsWith(';')) throw new Error(`unterminated reference ${JSON.stringify(match)} in ${where}`);
    if (ENTITIES[body]) return ENTITIES[body];
    const numeric = /^#(?:x([0-9A-Fa-f]+)|([0-9]+))$/.exec(body);
    if (!numeric) throw new Error(`unknown entity &${body}; in ${where}`);
    return String.fromCodePoint(numeric[1] ? parseInt(numeric[1], 16) : Number(numeric[2]));
  });
}

/** The document's root element: { name, attributes, children: (element | string)[] }. */
export function parseXml(source) {
  let at = 0;
  const stack = [{ name: '#document', attributes: {}, children: [] }];
  const fail = (message) => {
    throw new Error(`${message} at offset ${at}: ${JSON.stringify(source.slice(at, at + 40))}`);
  };
  while (at < source.length) {
    const open = source.indexOf('<', at);
    const text = source.slice(at, open === -1 ? source.length : open);
    if (text) {
      if (stack.length === 1 && text.trim()) fail('text outside the root element');
      if (text.includes('>') && text.includes(']]>')) fail(']]> in text');
      stack.at(-1).children.push(decode(text, 'text'));
    }
    if (open === -1) break;
    at = open;
    if (source.startsWith('<!--', at)) {
      const end = source.indexOf('-->', at);
      if (end === -1) fail('unclosed comment');
      at = end + 3;
      continue;
    }
    if (source.startsWith('</', at)) {
      const name = NAME.exec(source.slice(at + 2))?.[0];
      if (!name) fail('bad closing tag');
      at += 2 + name.length;
      while (/\s/.test(source[at])) at++;
      if (source[at] !== '>') fail('bad closing tag');
      at++;
      const element = stack.pop();
      if (element.name !== name) fail(`</${name}> closes <${element.name}>`);
      continue;
    }
    const name = NAME.exec(source.slice(at + 1))?.[0];
    if (!name) fail('bad tag');
    at += 1 + name.length;
    const element = { name, attributes: {}, children: [] };
    for (;;) {
      const spaced = /^\s+/.exec(source.slice(at));
      if (spaced) at += spaced[0].length;
      if (source.startsWith('/>', at)) {
        at += 2;
        stack.at(-1).children.push(element);
        break;
      }
      if (source[at] === '>') {
        at += 1;
        stack.at(-1).children.push(element);
        stack.push(element);
        break;
      }
      if (!spaced) fail('attributes must be separated by white space');
      const attribute = NAME.exec(source.slice(at))?.[0];
      if (!attribute) fail('bad attribute name');
      at += attribute.length;
      if (source[at] !== '=') fail(`attribute ${attribute} without a value`);
      const quote = source[at + 1];
      if (quote !== '"' && quote !== "'") fail('unquoted attribute value');
      const end = source.indexOf(quote, at + 2);
      if (end === -1) fail('unterminated attribute value');
      if (attribute in element.attributes) fail(`attribute ${attribute} given twice`);
      element.attributes[attribute] = decode(source.slice(at + 2, end), `attribute ${attribute}`);
      at = end + 1;
    }
  }
  if (stack.length !== 1) fail(`<${stack.at(-1).name}> is not closed`);
  const roots = stack[0].children.filter((child) => typeof child !== 'string');
  if (roots.length !== 1) throw new Error(`expected one root element, found ${roots.length}`);
  return roots[0];
}

/** Every element of the tree (depth first, document order) that `test` accepts. */
export function findAll(element, test) {
  const found = [];
  const visit = (node) => {
    if (typeof node === 'string') return;
    if (test(node)) found.push(node);
    node.children.forEach(visit);
  };
  visit(element);
  return found;
}

/** The text of an element and its descendants. */
export function textOf(element) {
  return element.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');
}

/** The text of the element's <title> child (its accessible name). */
export function titleOf(element) {
  const title = element.children.find((child) => typeof child !== 'string' && child.name === 'title');
  return title ? textOf(title) : undefined;
}
